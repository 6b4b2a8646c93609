// SPDX-License-Identifier: GPL-2.0
/*
 * IOSQE_IO_DRAIN: a drained request starts only after every earlier
 * request completed, and later requests wait behind it; the order of the
 * CQEs proves it.  Entries dropped from the SQ ring count as completed.
 */
#include <poll.h>

#include "helpers.h"

FIXTURE(drain) {
	struct io_uring ring;
	int p[2];
};

FIXTURE_SETUP(drain)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	ASSERT_EQ(0, pipe(self->p));
}

FIXTURE_TEARDOWN(drain)
{
	close(self->p[0]);
	close(self->p[1]);
	io_uring_queue_exit(&self->ring);
}

static void poll_in(struct io_uring *ring, int fd, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_poll_add(sqe, fd, POLLIN);
	sqe->user_data = data;
}

/* Poll pending, then a drained NOP and a plain NOP: both wait for it. */
TEST_F(drain, waits_for_earlier_requests)
{
	struct io_uring_cqe c[3];

	poll_in(&self->ring, self->p[0], 1);
	nop_sqe(&self->ring, 2, IOSQE_IO_DRAIN);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));

	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(POLLIN, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
	EXPECT_EQ(3, c[2].user_data);
	EXPECT_EQ(0, c[2].res);
}

/* Without anything in flight, a drained request runs at once. */
TEST_F(drain, nothing_to_wait_for)
{
	struct io_uring_cqe c[2];

	nop_sqe(&self->ring, 1, 0);
	nop_sqe(&self->ring, 2, IOSQE_IO_DRAIN);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
}

/* A request that fails its prep behind a drain does not overtake it. */
TEST_F(drain, failed_request_keeps_order)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe c[3];

	poll_in(&self->ring, self->p[0], 1);
	nop_sqe(&self->ring, 2, IOSQE_IO_DRAIN);
	sqe = nop_sqe(&self->ring, 3, 0);
	sqe->opcode = 0xee;
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(3, c[2].user_data);
	EXPECT_EQ(-EINVAL, c[2].res);
}

/* Writes, then a drained read of what they wrote: the bytes are there. */
TEST_F(drain, read_after_writes)
{
	char path[256], out[4][4096], in[4 * 4096];
	struct iovec wv[4], rv = { in, sizeof(in) };
	struct io_uring_cqe c[5];
	struct io_uring_sqe *sqe;
	int fd = test_file("drain", O_TRUNC, path, sizeof(path));

	ASSERT_GE(fd, 0);
	for (int i = 0; i < 4; i++) {
		fill_pattern(out[i], sizeof(out[i]), 5, i * 4096);
		wv[i].iov_base = out[i];
		wv[i].iov_len = sizeof(out[i]);
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_writev(sqe, fd, &wv[i], 1, i * 4096);
		sqe->user_data = i;
	}
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, fd, &rv, 1, 0);
	sqe->flags = IOSQE_IO_DRAIN;
	sqe->user_data = 4;
	ASSERT_EQ(5, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 5));
	for (int i = 0; i < 4; i++)
		EXPECT_EQ(4096, c[i].res);
	EXPECT_EQ(4, c[4].user_data);
	EXPECT_EQ(sizeof(in), c[4].res);
	EXPECT_EQ(-1, check_pattern(in, sizeof(in), 5, 0));
	close(fd);
	unlink(path);
}

/*
 * An invalid SQ index is dropped and never completes: a drain behind it
 * must not wait for it.
 */
TEST(dropped_entry_counts_as_completed)
{
	unsigned int idx[2] = { 1000, 0 };
	struct io_uring_cqe *cqe;
	struct raw_ring r;

	ASSERT_EQ(0, raw_ring_init(&r, 4));
	raw_queue(&r, idx, 2);
	r.sqes[0].flags = IOSQE_IO_DRAIN;
	r.sqes[0].user_data = 42;
	/* The invalid entry ends the first batch. */
	EXPECT_EQ(0, sys_enter(r.fd, 1, 0, 0, NULL, 0));
	EXPECT_EQ(1, RAW(&r, sq, dropped));
	EXPECT_EQ(1, sys_enter(r.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0));
	ASSERT_EQ(1, RAW(&r, cq, tail));
	cqe = (struct io_uring_cqe *)(r.cq + r.p.cq_off.cqes);
	EXPECT_EQ(42, cqe->user_data);
	EXPECT_EQ(0, cqe->res);
	close(r.fd);
}

/*
 * 4fe2c963154c: IOSQE_IO_DRAIN on a request inside a chain drains the
 * whole chain: it waits for the poll before it, and the NOP after the
 * chain waits for the chain.  CQEs in order once the poll fires.
 */
TEST_F(drain, drain_on_a_chain_member_drains_the_chain)
{
	struct io_uring_cqe c[4];

	poll_in(&self->ring, self->p[0], 1);
	nop_sqe(&self->ring, 2, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 3, IOSQE_IO_DRAIN);
	nop_sqe(&self->ring, 4, 0);
	ASSERT_EQ(4, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));

	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, wait_n(&self->ring, c, 4));
	for (int i = 0; i < 4; i++) {
		EXPECT_EQ(i + 1, c[i].user_data);
		EXPECT_EQ(i ? 0 : POLLIN, c[i].res);
	}
}

TEST_HARNESS_MAIN
