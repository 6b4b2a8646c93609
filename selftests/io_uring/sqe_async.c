// SPDX-License-Identifier: GPL-2.0
/*
 * IOSQE_ASYNC (1<<4), at the 5.6 level: the request goes to a worker,
 * never inline, and otherwise completes as without the flag.  A NOP gives
 * 0, a READ of a regular file its bytes, a read of an empty pipe waits
 * for a later write; the flag works inside a chain and does not let a
 * request pass a drain.  32 such reads of 32 pipes all wait in workers
 * and all complete.  SKIPs when a NOP with the flag is -EINVAL.
 */
#include "helpers.h"

#define NPIPES 32

FIXTURE(as) {
	struct io_uring ring;
	int p[2];
	char buf[16];
	struct iovec v;
};

FIXTURE_SETUP(as)
{
	struct io_uring_cqe cqe;

	ASSERT_EQ(0, io_uring_queue_init(2 * NPIPES, &self->ring, 0));
	nop_sqe(&self->ring, 1, IOSQE_ASYNC);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	if (cqe.res == -EINVAL) {
		io_uring_queue_exit(&self->ring);
		SKIP(return, "no IOSQE_ASYNC (a NOP with it is -EINVAL)");
	}
	ASSERT_EQ(0, pipe(self->p));
	self->v.iov_base = self->buf;
	self->v.iov_len = sizeof(self->buf);
}

FIXTURE_TEARDOWN(as)
{
	close(self->p[0]);
	close(self->p[1]);
	io_uring_queue_exit(&self->ring);
}

TEST_F(as, nop_completes_with_0)
{
	struct io_uring_cqe c[4];

	for (int i = 0; i < 4; i++)
		nop_sqe(&self->ring, 40 + i, IOSQE_ASYNC);
	ASSERT_EQ(4, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 4));
	for (int i = 0; i < 4; i++) {
		EXPECT_LE(40, c[i].user_data);
		EXPECT_GE(43, c[i].user_data);
		EXPECT_EQ(0, c[i].res);
	}
}

TEST_F(as, read_of_a_regular_file)
{
	static char in[8192];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int fd;

	NEED_OP(IORING_OP_READ);
	fd = pattern_file("async", sizeof(in), 3, NULL);
	ASSERT_GE(fd, 0);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, fd, in, sizeof(in), 0);
	sqe->flags = IOSQE_ASYNC;
	sqe->user_data = 5;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	EXPECT_EQ(sizeof(in), cqe.res);
	EXPECT_EQ(-1, check_pattern(in, sizeof(in), 3, 0));
	close(fd);
}

TEST_F(as, read_of_an_empty_pipe_waits_for_data)
{
	struct io_uring_cqe cqe;

	readv_sqe(&self->ring, self->p[0], &self->v, 6, IOSQE_ASYNC);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(4, write(self->p[1], "asyn", 4));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(6, cqe.user_data);
	EXPECT_EQ(4, cqe.res);
	EXPECT_EQ(0, memcmp(self->buf, "asyn", 4));
}

/* WRITEV -> READV -> NOP, the first two with the flag: in order. */
TEST_F(as, in_a_chain)
{
	static char out[4096], in[4096];
	struct iovec wv = { out, sizeof(out) }, rv = { in, sizeof(in) };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe c[3];
	int fd = pattern_file("async", 1, 0, NULL);

	ASSERT_GE(fd, 0);
	fill_pattern(out, sizeof(out), 11, 0);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_writev(sqe, fd, &wv, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK | IOSQE_ASYNC;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, fd, &rv, 1, 0);
	sqe->user_data = 2;
	sqe->flags = IOSQE_IO_LINK | IOSQE_ASYNC;
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	for (int i = 0; i < 3; i++)
		EXPECT_EQ(i + 1, c[i].user_data);
	EXPECT_EQ(sizeof(out), c[0].res);
	EXPECT_EQ(sizeof(in), c[1].res);
	EXPECT_EQ(0, c[2].res);
	EXPECT_EQ(-1, check_pattern(in, sizeof(in), 11, 0));
	close(fd);
}

/* A chain behind an ASYNC read of an empty pipe waits for it. */
TEST_F(as, chain_waits_for_its_async_head)
{
	struct io_uring_cqe c[2];

	readv_sqe(&self->ring, self->p[0], &self->v, 1,
		  IOSQE_IO_LINK | IOSQE_ASYNC);
	nop_sqe(&self->ring, 2, IOSQE_ASYNC);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(16, write(self->p[1], "0123456789abcdef", 16));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(16, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
}

/* 32 reads of 32 empty pipes wait together; writes complete them all. */
TEST_F(as, many_waiting_reads_all_complete)
{
	int pipes[NPIPES][2], seen[NPIPES] = { 0 };
	struct iovec v[NPIPES];
	char bufs[NPIPES];
	struct io_uring_cqe cqe;

	for (int i = 0; i < NPIPES; i++) {
		ASSERT_EQ(0, pipe(pipes[i]));
		bufs[i] = 0;
		v[i].iov_base = &bufs[i];
		v[i].iov_len = 1;
		readv_sqe(&self->ring, pipes[i][0], &v[i], 100 + i,
			  IOSQE_ASYNC);
	}
	ASSERT_EQ(NPIPES, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	for (int i = NPIPES - 1; i >= 0; i--) {
		char c = 'A' + i;

		ASSERT_EQ(1, write(pipes[i][1], &c, 1));
	}
	for (int i = 0; i < NPIPES; i++) {
		int k;

		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		k = cqe.user_data - 100;
		ASSERT_GE(k, 0);
		ASSERT_GT(NPIPES, k);
		EXPECT_EQ(0, seen[k]);
		seen[k] = 1;
		EXPECT_EQ(1, cqe.res);
		EXPECT_EQ('A' + k, bufs[k]);
	}
	for (int i = 0; i < NPIPES; i++) {
		close(pipes[i][0]);
		close(pipes[i][1]);
	}
}

/*
 * A read of an empty pipe, then two NOPs with IOSQE_ASYNC|IOSQE_IO_DRAIN:
 * neither starts before the read completes, and they complete in order.
 */
TEST_F(as, drain_keeps_its_order)
{
	struct io_uring_cqe c[3];

	readv_sqe(&self->ring, self->p[0], &self->v, 1, 0);
	nop_sqe(&self->ring, 2, IOSQE_ASYNC | IOSQE_IO_DRAIN);
	nop_sqe(&self->ring, 3, IOSQE_ASYNC | IOSQE_IO_DRAIN);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(1, write(self->p[1], "d", 1));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	for (int i = 0; i < 3; i++)
		EXPECT_EQ(i + 1, c[i].user_data);
	EXPECT_EQ(1, c[0].res);
	EXPECT_EQ(0, c[1].res);
	EXPECT_EQ(0, c[2].res);
}

TEST_HARNESS_MAIN
