// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_REGISTER_FILES_UPDATE and sparse file sets (upstream 5.5): a
 * slot updated is read from at once, -1 empties a slot (-EBADF for a
 * request on it), upstream's errno and partial counts for bad updates,
 * and updates and unregistration do not wait for requests in flight,
 * which keep the file they looked up until they complete, and no longer;
 * IORING_REGISTER_FILES_SKIP (-2, upstream 5.12) leaves a slot as it is.
 * SKIPs on a kernel without the opcode.
 */
#include <sys/socket.h>

#include "helpers.h"

struct files_update {
	uint32_t offset;
	uint32_t resv;
	uint64_t fds;
};

FIXTURE(fu) {
	struct io_uring ring;
	int a, b;		/* two files: "aaaa" and "bbbb" */
};

static int file_with(const char *text)
{
	char path[] = "/tmp/iou-fu-XXXXXX";
	int fd = mkstemp(path);

	if (fd < 0)
		return -1;
	unlink(path);
	if (write(fd, text, strlen(text)) != (ssize_t)strlen(text))
		return -1;
	return fd;
}

FIXTURE_SETUP(fu)
{
	int fds[2] = { -1, -1 }, ret;

	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, 0));
	self->a = file_with("aaaa");
	self->b = file_with("bbbb");
	ASSERT_LE(0, self->a);
	ASSERT_LE(0, self->b);
	/* Two empty slots: v5.4 takes no -1 (-EBADF). */
	ret = io_uring_register_files(&self->ring, fds, 2);
	if (ret == -EBADF)
		SKIP(return, "no sparse file sets (v5.4 level)");
	ASSERT_EQ(0, ret);
}

FIXTURE_TEARDOWN(fu)
{
	close(self->a);
	close(self->b);
	io_uring_queue_exit(&self->ring);
}

/* Read 4 bytes at 0 from registered slot @slot; the CQE's res. */
static int read_slot(struct io_uring *ring, int slot, char *buf)
{
	static struct iovec v;
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	v.iov_base = buf;
	v.iov_len = 4;
	io_uring_prep_readv(sqe, slot, &v, 1, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	return submit_res(ring, sqe);
}

TEST_F(fu, sparse_slots_are_ebadf_until_filled)
{
	char buf[4];

	EXPECT_EQ(-EBADF, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 1, buf));
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 1,
						    &self->a, 1));
	EXPECT_EQ(4, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(0, memcmp(buf, "aaaa", 4));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 0, buf));
}

TEST_F(fu, update_replaces_and_empties_slots)
{
	int fds[2] = { self->a, self->b };
	char buf[4];

	ASSERT_EQ(2, io_uring_register_files_update(&self->ring, 0, fds, 2));
	EXPECT_EQ(4, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(0, memcmp(buf, "aaaa", 4));
	EXPECT_EQ(4, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(0, memcmp(buf, "bbbb", 4));

	fds[0] = self->b;
	fds[1] = -1;
	ASSERT_EQ(2, io_uring_register_files_update(&self->ring, 0, fds, 2));
	EXPECT_EQ(4, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(0, memcmp(buf, "bbbb", 4));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 1, buf));
}

#ifndef IORING_REGISTER_FILES_SKIP
#define IORING_REGISTER_FILES_SKIP	(-2)
#endif

/*
 * IORING_REGISTER_FILES_SKIP (5.12, 4e0377a1c5c6) in an update through
 * io_uring_register() and through IORING_OP_FILES_UPDATE: the slot keeps
 * its file (or stays empty), the count includes it, and the slots around
 * it are updated.
 */
TEST_F(fu, skip_leaves_a_slot_as_it_is)
{
	int fds[2] = { self->a, self->b }, skip_b[2];
	struct io_uring_sqe *sqe;
	char buf[4];

	ASSERT_EQ(2, io_uring_register_files_update(&self->ring, 0, fds, 2));
	fds[0] = IORING_REGISTER_FILES_SKIP;
	fds[1] = self->a;
	EXPECT_EQ(2, io_uring_register_files_update(&self->ring, 0, fds, 2));
	EXPECT_EQ(4, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(0, memcmp(buf, "aaaa", 4));
	EXPECT_EQ(4, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(0, memcmp(buf, "aaaa", 4));

	/* Every slot skipped: nothing changes, and both are counted. */
	fds[0] = fds[1] = IORING_REGISTER_FILES_SKIP;
	EXPECT_EQ(2, io_uring_register_files_update(&self->ring, 0, fds, 2));
	EXPECT_EQ(4, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(0, memcmp(buf, "aaaa", 4));

	/* The request: slot 0 emptied, slot 1 skipped. */
	if (!op_supported(IORING_OP_FILES_UPDATE))
		return;
	skip_b[0] = -1;
	skip_b[1] = IORING_REGISTER_FILES_SKIP;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_files_update(sqe, skip_b, 2, 0);
	EXPECT_EQ(2, submit_res(&self->ring, sqe));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(4, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(0, memcmp(buf, "aaaa", 4));
}

TEST_F(fu, bad_updates)
{
	struct files_update up = { .offset = 0 };
	int fds[2] = { self->a, 999 }, p[2];
	int fd = self->ring.ring_fd;

	up.fds = (uintptr_t)fds;
	EXPECT_EQ(-1, sys_register(fd, IORING_REGISTER_FILES_UPDATE, &up, 0));
	EXPECT_EQ(EINVAL, errno);
	up.resv = 1;
	EXPECT_EQ(-1, sys_register(fd, IORING_REGISTER_FILES_UPDATE, &up, 1));
	EXPECT_EQ(EINVAL, errno);
	up.resv = 0;
	up.offset = 2;
	EXPECT_EQ(-1, sys_register(fd, IORING_REGISTER_FILES_UPDATE, &up, 1));
	EXPECT_EQ(EINVAL, errno);
	up.offset = 0xffffffff;
	EXPECT_EQ(-1, sys_register(fd, IORING_REGISTER_FILES_UPDATE, &up, 2));
	EXPECT_EQ(EOVERFLOW, errno);
	EXPECT_EQ(-1, sys_register(fd, IORING_REGISTER_FILES_UPDATE,
				   (void *)8, 1));
	EXPECT_EQ(EFAULT, errno);
	up.offset = 0;
	up.fds = 8;
	EXPECT_EQ(-1, sys_register(fd, IORING_REGISTER_FILES_UPDATE, &up, 1));
	EXPECT_EQ(EFAULT, errno);

	/* The first slot goes in, the bad descriptor stops the second. */
	EXPECT_EQ(1, io_uring_register_files_update(&self->ring, 0, fds, 2));
	EXPECT_EQ(-EBADF, io_uring_register_files_update(&self->ring, 1,
							 &fds[1], 1));
	/* A ring cannot be registered. */
	EXPECT_EQ(-EBADF, io_uring_register_files_update(&self->ring, 1,
							 &fd, 1));
	/*
	 * Not a descriptor: -1 means empty and, from 5.12, -2
	 * (IORING_REGISTER_FILES_SKIP) leaves the slot; any other negative
	 * is -EBADF.
	 */
	fds[0] = -3;
	EXPECT_EQ(-EBADF, io_uring_register_files_update(&self->ring, 0,
							 fds, 1));
	ASSERT_EQ(0, pipe(p));
	EXPECT_EQ(1, io_uring_register_files_update(&self->ring, 1, p, 1));
	close(p[0]);
	close(p[1]);
}

TEST(update_without_a_set_is_enxio)
{
	struct io_uring ring;
	struct files_update up = { 0 };
	int fd = 0;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	up.fds = (uintptr_t)&fd;
	EXPECT_EQ(-1, sys_register(ring.ring_fd, IORING_REGISTER_FILES_UPDATE,
				   &up, 1));
	if (errno == EINVAL)
		SKIP(io_uring_queue_exit(&ring), "no IORING_REGISTER_FILES_UPDATE");
	EXPECT_EQ(ENXIO, errno);
	io_uring_queue_exit(&ring);
}

/*
 * A read waits in a worker on the pipe in slot 0.  Emptying the slot and
 * closing our own descriptor returns at once, and leaves the read its
 * pipe: the bytes written afterwards reach it.
 */
TEST_F(fu, update_under_a_request_in_flight)
{
	static char buf[8];
	static struct iovec v = { buf, sizeof(buf) };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int p[2], empty = -1;
	long t0;

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 0, p, 1));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, 0, &v, 1, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);

	t0 = now_ms();
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 0, &empty, 1));
	EXPECT_LE(now_ms() - t0, 1000);
	close(p[0]);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(5, write(p[1], "hello", 5));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(5, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "hello", 5));
	close(p[1]);
}

/*
 * The file taken out is released once the last request that looked it
 * up completes: a socket's count shows it.  (The peer pins a unix
 * socket's sock, so the count comes down when both ends are gone.)
 */
TEST_F(fu, replaced_file_released_after_its_request)
{
	static char buf[8];
	static struct iovec v = { buf, sizeof(buf) };
	struct msghdr msg = { .msg_iov = &v, .msg_iovlen = 1 };
	int base = sockets_used(), sv[2], empty = -1;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	ASSERT_LE(0, base);
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 0, sv, 1));
	close(sv[0]);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_recvmsg(sqe, 0, &msg, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 0, &empty, 1));
	usleep(100000);
	EXPECT_EQ(base + 2, sockets_used());
	ASSERT_EQ(2, write(sv[1], "hi", 2));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(2, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "hi", 2));
	close(sv[1]);
	EXPECT_EQ(base, wait_sockets_used(base, 5000));
}

/* Unregistration does not wait for the request either. */
TEST_F(fu, unregister_under_a_request_in_flight)
{
	static char buf[8];
	static struct iovec v = { buf, sizeof(buf) };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int p[2];
	long t0;

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 1, p, 1));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, 1, &v, 1, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	t0 = now_ms();
	ASSERT_EQ(0, io_uring_unregister_files(&self->ring));
	EXPECT_LE(now_ms() - t0, 1000);
	close(p[0]);
	ASSERT_EQ(3, write(p[1], "abc", 3));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(3, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "abc", 3));
	close(p[1]);
}

/*
 * Generations end in order.  A read on slot 0 holds the generation it
 * looked the file up in; emptying slot 1 starts a new one, and emptying
 * slot 0 then puts the pipe on that newer generation, which no request
 * holds: it must still wait for the older one, or the read runs on a
 * freed file (KASAN on the debug config).
 */
TEST_F(fu, files_outlive_older_generations)
{
	static char buf[8];
	static struct iovec v = { buf, sizeof(buf) };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int p[2], fds[2], empty = -1;

	ASSERT_EQ(0, pipe(p));
	fds[0] = p[0];
	fds[1] = self->a;
	ASSERT_EQ(2, io_uring_register_files_update(&self->ring, 0, fds, 2));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, 0, &v, 1, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	close(p[0]);
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 1, &empty, 1));
	ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 0, &empty, 1));
	usleep(200000);
	ASSERT_EQ(4, write(p[1], "late", 4));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(4, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "late", 4));
	close(p[1]);
}

/* Many updates while reads of the slots run: each read gets one file. */
TEST_F(fu, updates_racing_reads)
{
	char bufs[16][4];
	struct io_uring_cqe cqe;
	int fds[2];

	for (int round = 0; round < 200; round++) {
		for (int i = 0; i < 8; i++) {
			struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);
			static struct iovec v[16];

			v[i].iov_base = bufs[i];
			v[i].iov_len = 4;
			io_uring_prep_readv(sqe, i & 1, &v[i], 1, 0);
			sqe->flags |= IOSQE_FIXED_FILE;
			sqe->user_data = i;
		}
		fds[0] = (round & 1) ? self->a : self->b;
		fds[1] = (round & 1) ? self->b : self->a;
		ASSERT_EQ(2, io_uring_register_files_update(&self->ring, 0,
							    fds, 2));
		ASSERT_EQ(8, io_uring_submit(&self->ring));
		ASSERT_EQ(1, io_uring_register_files_update(&self->ring, 0,
							    fds + 1, 1));
		for (int i = 0; i < 8; i++) {
			ASSERT_EQ(0, wait_one(&self->ring, &cqe));
			ASSERT_EQ(4, cqe.res);
			EXPECT_TRUE(!memcmp(bufs[cqe.user_data], "aaaa", 4) ||
				    !memcmp(bufs[cqe.user_data], "bbbb", 4));
		}
	}
}

TEST_HARNESS_MAIN
