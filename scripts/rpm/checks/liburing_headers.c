// SPDX-License-Identifier: GPL-2.0
/*
 * Linked with a liburing 2.3 that scripts/rpm/rpm-test built from Debian's
 * source against the kernel-headers package, and run on the packaged
 * kernel: WRITEV, FSYNC and READV of a file in one linked chain, a
 * TIMEOUT (liburing's own __kernel_timespec, as configured against the
 * 4.19 headers) and a NOP, every CQE's user_data and res checked in
 * order, and the bytes read back.
 */
#include <liburing.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int fails;

#define CHECK(cond, ...) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "liburing_headers: line %d: ", __LINE__); \
		fprintf(stderr, __VA_ARGS__);				\
		fputc('\n', stderr);					\
		fails++;						\
	}								\
} while (0)

int main(void)
{
	static char out[8192], in[8192];
	struct iovec wv = { out, sizeof(out) }, rv = { in, sizeof(in) };
	struct __kernel_timespec ts = { .tv_sec = 0, .tv_nsec = 20000000 };
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe *cqe;
	char path[] = "/tmp/liburing_headers.XXXXXX";
	static const struct { unsigned long long ud; int res; } want[] = {
		{ 1, sizeof(out) }, { 2, 0 }, { 3, sizeof(in) }, { 4, 0 }, { 5, -ETIME },
	};
	int fd, ret, i;

	for (i = 0; i < (int)sizeof(out); i++)
		out[i] = 'a' + i % 23;
	fd = mkstemp(path);
	CHECK(fd >= 0, "mkstemp: %s", strerror(errno));
	unlink(path);
	ret = io_uring_queue_init(8, &ring, 0);
	CHECK(ret == 0, "queue_init: %d", ret);
	if (fails)
		return 1;

	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_writev(sqe, fd, &wv, 1, 0);
	sqe->flags |= IOSQE_IO_LINK;
	sqe->user_data = 1;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_fsync(sqe, fd, 0);
	sqe->flags |= IOSQE_IO_LINK;
	sqe->user_data = 2;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, fd, &rv, 1, 0);
	sqe->user_data = 3;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_nop(sqe);
	sqe->flags |= IOSQE_IO_DRAIN;
	sqe->user_data = 4;
	ret = io_uring_submit(&ring);
	CHECK(ret == 4, "submit: %d", ret);

	/* The timeout alone, once the chain is done: it must expire. */
	for (i = 0; i < 4; i++) {
		ret = io_uring_wait_cqe(&ring, &cqe);
		CHECK(ret == 0, "wait: %d", ret);
		if (ret)
			break;
		CHECK(cqe->user_data == want[i].ud && cqe->res == want[i].res,
		      "CQE %d: user_data %llu res %d, want %llu %d", i,
		      (unsigned long long)cqe->user_data, cqe->res, want[i].ud, want[i].res);
		io_uring_cqe_seen(&ring, cqe);
	}
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_timeout(sqe, &ts, 0, 0);
	sqe->user_data = 5;
	CHECK(io_uring_submit(&ring) == 1, "submit timeout");
	ret = io_uring_wait_cqe(&ring, &cqe);
	CHECK(ret == 0 && cqe->user_data == want[4].ud && cqe->res == want[4].res,
	      "timeout: ret %d user_data %llu res %d", ret,
	      ret ? 0ULL : (unsigned long long)cqe->user_data, ret ? 0 : cqe->res);
	CHECK(memcmp(in, out, sizeof(in)) == 0, "the bytes read back differ");
	io_uring_queue_exit(&ring);
	close(fd);
	printf("liburing_headers: %s\n", fails ? "FAIL" : "ok");
	return fails ? 1 : 0;
}
