// SPDX-License-Identifier: GPL-2.0
/*
 * io_uring on a device whose module was built for unpatched 4.19.304
 * (kabi_probe.ko, loaded by scripts/vm/guest-init in rpm mode): READV at an
 * offset returns the module's bytes, POLL_ADD completes with the mask its
 * ->poll reports, and a READV on an IOPOLL ring is refused with
 * -EOPNOTSUPP.  Nothing of our kernel's may read past the module's 4.19
 * file_operations (Documentation/kabi.md).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/uio.h>
#include <liburing.h>

static int fails;

#define CHECK(cond, ...) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "kabi_probe_test: " __VA_ARGS__);	\
		fputc('\n', stderr);					\
		fails++;						\
	}								\
} while (0)

static int one(struct io_uring *ring, struct io_uring_cqe *out)
{
	struct io_uring_cqe *cqe;
	int ret;

	ret = io_uring_submit(ring);
	if (ret != 1)
		return ret < 0 ? ret : -EIO;
	ret = io_uring_wait_cqe(ring, &cqe);
	if (ret)
		return ret;
	*out = *cqe;
	io_uring_cqe_seen(ring, cqe);
	return 0;
}

int main(void)
{
	struct io_uring ring, pring;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	char buf[100];
	struct iovec iov = { buf, sizeof(buf) };
	int fd, i, ret;

	fd = open("/dev/kabi_probe", O_RDONLY);
	if (fd < 0) {
		perror("kabi_probe_test: /dev/kabi_probe");
		return 1;
	}
	ret = io_uring_queue_init(8, &ring, 0);
	CHECK(!ret, "io_uring_queue_init: %d", ret);
	if (ret)
		return 1;

	/* READV of 100 bytes at offset 30: bytes 30..129 of the device. */
	memset(buf, 0, sizeof(buf));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, fd, &iov, 1, 30);
	sqe->user_data = 0x4b41;
	ret = one(&ring, &cqe);
	CHECK(!ret, "READV: submit/wait %d", ret);
	CHECK(cqe.res == (int)sizeof(buf) && cqe.user_data == 0x4b41,
	      "READV: res %d user_data %llx, want 100 4b41", cqe.res,
	      (unsigned long long)cqe.user_data);
	for (i = 0; i < (int)sizeof(buf); i++)
		if (buf[i] != 'a' + (30 + i) % 26)
			break;
	CHECK(i == (int)sizeof(buf), "READV: byte %d is %#x, want %#x", i,
	      buf[i], 'a' + (30 + i) % 26);

	/* POLL_ADD: the module's ->poll says readable. */
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_poll_add(sqe, fd, POLLIN);
	sqe->user_data = 0x504f;
	ret = one(&ring, &cqe);
	CHECK(!ret, "POLL_ADD: submit/wait %d", ret);
	CHECK(cqe.res > 0 && (cqe.res & POLLIN) && cqe.user_data == 0x504f,
	      "POLL_ADD: res %d user_data %llx, want POLLIN 504f", cqe.res,
	      (unsigned long long)cqe.user_data);

	/* An IOPOLL ring: the device cannot be polled for. */
	ret = io_uring_queue_init(8, &pring, IORING_SETUP_IOPOLL);
	CHECK(!ret, "io_uring_queue_init(IOPOLL): %d", ret);
	if (!ret) {
		sqe = io_uring_get_sqe(&pring);
		io_uring_prep_readv(sqe, fd, &iov, 1, 0);
		sqe->user_data = 7;
		ret = one(&pring, &cqe);
		CHECK(!ret, "IOPOLL READV: submit/wait %d", ret);
		CHECK(cqe.res == -EOPNOTSUPP && cqe.user_data == 7,
		      "IOPOLL READV: res %d, want -EOPNOTSUPP", cqe.res);
		io_uring_queue_exit(&pring);
	}
	io_uring_queue_exit(&ring);
	close(fd);
	if (!fails)
		printf("kabi_probe_test: READV, POLL_ADD and IOPOLL on a module built for 4.19.304: ok\n");
	return fails ? 1 : 0;
}
