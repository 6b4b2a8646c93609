// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_NOP and the ring mechanics it exercises: user_data round trip,
 * completion order, the submitted count, waiting, and the SQ dropped and
 * CQ overflow counters.
 */
#include "helpers.h"

RING_FIXTURE(ring)

TEST_F(ring, nop_completes_with_res_0_and_its_user_data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);
	struct io_uring_cqe cqe;

	io_uring_prep_nop(sqe);
	sqe->user_data = 0xdeadbeefcafef00dULL;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(0, cqe.res);
	EXPECT_EQ(0, cqe.flags);
	EXPECT_EQ(0xdeadbeefcafef00dULL, cqe.user_data);
}

TEST_F(ring, nops_complete_in_submission_order)
{
	struct io_uring_cqe cqe;
	int i;

	for (i = 0; i < 8; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);

		io_uring_prep_nop(sqe);
		sqe->user_data = 100 + i;
	}
	ASSERT_EQ(8, io_uring_submit(&self->ring));
	for (i = 0; i < 8; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(100 + i, cqe.user_data);
		EXPECT_EQ(0, cqe.res);
	}
}

/*
 * Every opcode the kernel does not run (the v5.4 level knows none past
 * IORING_OP_TIMEOUT; later levels say which through the probe) gets
 * -EINVAL, whatever the rest of the SQE holds.
 */
TEST_F(ring, unknown_opcodes_complete_with_einval)
{
	struct io_uring_cqe cqe;
	int op, tried = 0;

	for (op = IORING_OP_TIMEOUT + 1; op < 256; op++) {
		struct io_uring_sqe *sqe;

		if (op_supported(op))
			continue;
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_nop(sqe);
		sqe->opcode = op;
		sqe->user_data = op;
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(op, cqe.user_data);
		EXPECT_EQ(-EINVAL, cqe.res);
		tried++;
	}
	EXPECT_LE(200, tried);
}

TEST_F(ring, unknown_sqe_flags_complete_with_einval)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);
	struct io_uring_cqe cqe;

	/* Bit 6 and up: no level of ours knows them. */
	io_uring_prep_nop(sqe);
	sqe->flags = 1U << 6;
	sqe->user_data = 5;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	EXPECT_EQ(-EINVAL, cqe.res);
	/*
	 * Bit 5 is 5.7's IOSQE_BUFFER_SELECT, which a NOP cannot take
	 * (-EOPNOTSUPP); before 5.7 an unknown flag.
	 */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_nop(sqe);
	sqe->flags = 1U << 5;
	sqe->user_data = 6;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(6, cqe.user_data);
	EXPECT_EQ(op_supported(IORING_OP_PROVIDE_BUFFERS) ? -EOPNOTSUPP :
		  -EINVAL, cqe.res);
}

TEST_F(ring, enter_returns_the_number_submitted)
{
	int i;

	for (i = 0; i < 3; i++)
		io_uring_prep_nop(io_uring_get_sqe(&self->ring));
	EXPECT_EQ(3, io_uring_submit(&self->ring));
	EXPECT_EQ(3, io_uring_cq_ready(&self->ring));
}

TEST_F(ring, getevents_returns_once_min_complete_cqes_are_there)
{
	int i;

	for (i = 0; i < 6; i++)
		io_uring_prep_nop(io_uring_get_sqe(&self->ring));
	EXPECT_EQ(6, io_uring_submit_and_wait(&self->ring, 6));
	EXPECT_EQ(6, io_uring_cq_ready(&self->ring));
}

TEST(invalid_sq_index_is_consumed_and_counted_as_dropped)
{
	/* One index past the SQE array, then a valid NOP. */
	static const unsigned int idx[] = { 4, 0 };
	struct raw_ring r;

	ASSERT_EQ(0, raw_ring_init(&r, 4));
	raw_queue(&r, idx, 2);

	/* 5.4 stops the batch at the invalid entry. */
	EXPECT_EQ(0, sys_enter(r.fd, 2, 0, 0, NULL, 0));
	EXPECT_EQ(1, RAW(&r, sq, dropped));
	EXPECT_EQ(1, RAW(&r, sq, head));
	EXPECT_EQ(1, sys_enter(r.fd, 1, 0, 0, NULL, 0));
	EXPECT_EQ(2, RAW(&r, sq, head));
	EXPECT_EQ(1, RAW(&r, cq, tail));
	EXPECT_EQ(1, RAW(&r, sq, dropped));
	close(r.fd);
}

TEST(enter_submits_what_is_queued_and_skips_the_wait_when_short)
{
	static const unsigned int idx[] = { 0 };
	struct raw_ring r;

	ASSERT_EQ(0, raw_ring_init(&r, 8));
	raw_queue(&r, idx, 1);
	/* 8 asked, 1 queued: 1 submitted, and no wait for 5 completions. */
	EXPECT_EQ(1, sys_enter(r.fd, 8, 5, IORING_ENTER_GETEVENTS, NULL, 0));
	EXPECT_EQ(1, RAW(&r, cq, tail));
	/* An empty ring submits nothing and returns 0. */
	EXPECT_EQ(0, sys_enter(r.fd, 8, 0, 0, NULL, 0));
	close(r.fd);
}

/*
 * A full CQ ring: v5.4 loses the CQEs it has no room for and counts them
 * in the overflow counter; from 5.5 on (IORING_FEAT_NODROP) they wait,
 * submission answers -EBUSY meanwhile (up to 5.12; from 5.13 on it goes
 * on), and none is lost (cq_nodrop.c).
 */
TEST(full_cq_ring_loses_nothing_or_counts_it)
{
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	int i;

	/* One SQ entry, two CQ entries. */
	ASSERT_EQ(0, io_uring_queue_init(1, &ring, 0));
	if (ring.features & IORING_FEAT_NODROP) {
		for (i = 0; i < 3; i++) {
			nop_sqe(&ring, i, 0);
			ASSERT_EQ(1, io_uring_submit(&ring));
		}
		nop_sqe(&ring, 3, 0);
		EXPECT_EQ(submits_with_backlog(&ring) ? 1 : -EBUSY,
			  io_uring_submit(&ring));
		EXPECT_EQ(2, io_uring_cq_ready(&ring));
		EXPECT_EQ(0, *ring.cq.koverflow);
		io_uring_cq_advance(&ring, 2);
		/* Entering the kernel moves the third one in. */
		ASSERT_EQ(0, io_uring_wait_cqe(&ring, &cqe));
		EXPECT_EQ(2, cqe->user_data);
		io_uring_cqe_seen(&ring, cqe);
		/* The SQE -EBUSY left in the ring goes now. */
		if (!submits_with_backlog(&ring))
			ASSERT_EQ(1, io_uring_submit_and_wait(&ring, 1));
		ASSERT_EQ(0, io_uring_wait_cqe(&ring, &cqe));
		EXPECT_EQ(3, cqe->user_data);
		io_uring_cqe_seen(&ring, cqe);
		EXPECT_EQ(0, *ring.cq.koverflow);
		io_uring_queue_exit(&ring);
		return;
	}
	for (i = 0; i < 5; i++) {
		io_uring_prep_nop(io_uring_get_sqe(&ring));
		ASSERT_EQ(1, io_uring_submit(&ring));
	}
	EXPECT_EQ(2, io_uring_cq_ready(&ring));
	EXPECT_EQ(3, *ring.cq.koverflow);
	io_uring_cq_advance(&ring, 2);
	io_uring_prep_nop(io_uring_get_sqe(&ring));
	ASSERT_EQ(1, io_uring_submit(&ring));
	EXPECT_EQ(1, io_uring_cq_ready(&ring));
	EXPECT_EQ(3, *ring.cq.koverflow);
	io_uring_queue_exit(&ring);
}

/*
 * 3d8f874bd620: NOP takes no operation flags; any set is -EINVAL, at
 * prep, which ends the batch there (the SQEs after it wait in the ring).
 */
TEST(nop_with_op_flags_fails)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	nop_sqe(&ring, 1, 0)->rw_flags = 1;
	nop_sqe(&ring, 2, 0)->rw_flags = 0x80000000;
	nop_sqe(&ring, 3, 0);
	for (int i = 1; i <= 3; i++) {
		ASSERT_EQ(1, io_uring_submit(&ring));
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
		EXPECT_EQ(i < 3 ? -EINVAL : 0, cqe.res);
	}
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
