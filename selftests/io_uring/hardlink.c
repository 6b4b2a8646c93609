// SPDX-License-Identifier: GPL-2.0
/*
 * IOSQE_IO_HARDLINK (1<<3), at the 5.6 level: a link that holds when a
 * member fails.  The failed member's CQE keeps its error and the next
 * member still runs, where IOSQE_IO_LINK would cancel it (-ECANCELED).
 * HARDLINK without the IO_LINK bit links too.  An expiring timeout
 * (-ETIME) in a hard link lets the rest run.  Unknown SQE flag bits are
 * -EINVAL in the CQE.  SKIPs when a NOP with HARDLINK is -EINVAL.
 *
 * The failing member fails when it runs (a read of a directory,
 * -EISDIR).  On the 5.6 level a member that fails at submission does not
 * show the hard link: a bad fd (-EBADF) ends the submission there, its
 * CQE ahead of the chain's and the SQEs after it left in the SQ ring,
 * and a failed prep cancels even a hard-linked chain.
 */
#include "helpers.h"

#ifndef IORING_FEAT_CQE_SKIP
#define IORING_FEAT_CQE_SKIP	(1U << 11)
#endif

FIXTURE(hl) {
	struct io_uring ring;
	int dir;		/* read(2) of it is -EISDIR */
	char buf[64];
	struct iovec v;
};

FIXTURE_SETUP(hl)
{
	struct io_uring_cqe cqe;

	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	nop_sqe(&self->ring, 1, IOSQE_IO_HARDLINK);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	if (cqe.res == -EINVAL) {
		io_uring_queue_exit(&self->ring);
		SKIP(return, "no IOSQE_IO_HARDLINK (a NOP with it is -EINVAL)");
	}
	ASSERT_EQ(0, cqe.res);
	self->dir = open("/", O_RDONLY | O_DIRECTORY);
	ASSERT_GE(self->dir, 0);
	self->v.iov_base = self->buf;
	self->v.iov_len = sizeof(self->buf);
}

FIXTURE_TEARDOWN(hl)
{
	close(self->dir);
	io_uring_queue_exit(&self->ring);
}

/*
 * NOP, a read that fails when it runs (-EISDIR), NOP, linked with
 * @flags: all three CQEs in order into @c.
 */
static void nop_fail_nop(struct __test_metadata *_metadata,
			 struct io_uring *ring, int dir, struct iovec *v,
			 unsigned int flags, struct io_uring_cqe *c)
{
	nop_sqe(ring, 1, flags);
	readv_sqe(ring, dir, v, 2, flags);
	nop_sqe(ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(ring));
	ASSERT_EQ(0, wait_n(ring, c, 3));
	for (int i = 0; i < 3; i++)
		EXPECT_EQ(i + 1, c[i].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(-EISDIR, c[1].res);
}

TEST_F(hl, chain_goes_on_after_a_failure)
{
	struct io_uring_cqe c[3];

	nop_fail_nop(_metadata, &self->ring, self->dir, &self->v,
		     IOSQE_IO_LINK | IOSQE_IO_HARDLINK, c);
	EXPECT_EQ(0, c[2].res);
}

/* The same chain with IOSQE_IO_LINK alone: the last one is cancelled. */
TEST_F(hl, plain_link_cancels_after_the_same_failure)
{
	struct io_uring_cqe c[3];

	nop_fail_nop(_metadata, &self->ring, self->dir, &self->v,
		     IOSQE_IO_LINK, c);
	EXPECT_EQ(-ECANCELED, c[2].res);
}

/* HARDLINK without the IO_LINK bit: a hard link all the same. */
TEST_F(hl, hardlink_bit_alone_goes_on_after_a_failure)
{
	struct io_uring_cqe c[3];

	nop_fail_nop(_metadata, &self->ring, self->dir, &self->v,
		     IOSQE_IO_HARDLINK, c);
	EXPECT_EQ(0, c[2].res);
}

/* ... and it orders: the NOP waits for the read of an empty pipe. */
TEST_F(hl, hardlink_bit_alone_orders)
{
	struct io_uring_cqe c[2];
	int p[2];

	ASSERT_EQ(0, pipe(p));
	readv_sqe(&self->ring, p[0], &self->v, 1, IOSQE_IO_HARDLINK);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(3, write(p[1], "hlk", 3));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(3, c[0].res);
	EXPECT_EQ(0, memcmp(self->buf, "hlk", 3));
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
	close(p[0]);
	close(p[1]);
}

static void timeout_sqe(struct io_uring *ring, struct __kernel_timespec *ts,
			uint64_t data, unsigned int flags)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_timeout(sqe, ts, 0, 0);
	sqe->user_data = data;
	sqe->flags = flags;
}

/* A timeout that expires (-ETIME) in a hard link: the NOP after it runs. */
TEST_F(hl, expired_timeout_lets_the_rest_run)
{
	struct __kernel_timespec t1 = { .tv_nsec = 10000000 },
				 t2 = { .tv_nsec = 15000000 };
	struct io_uring_cqe c[3];

	timeout_sqe(&self->ring, &t1, 1, IOSQE_IO_LINK | IOSQE_IO_HARDLINK);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(-ETIME, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(0, c[1].res);

	/* Two of them in a row. */
	timeout_sqe(&self->ring, &t1, 1, IOSQE_IO_HARDLINK);
	timeout_sqe(&self->ring, &t2, 2, IOSQE_IO_HARDLINK);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	for (int i = 0; i < 3; i++)
		EXPECT_EQ(i + 1, c[i].user_data);
	EXPECT_EQ(-ETIME, c[0].res);
	EXPECT_EQ(-ETIME, c[1].res);
	EXPECT_EQ(0, c[2].res);
}

/* With IOSQE_IO_LINK alone the expiry cancels the NOP. */
TEST_F(hl, expired_timeout_in_a_plain_link_cancels)
{
	struct __kernel_timespec t = { .tv_nsec = 10000000 };
	struct io_uring_cqe c[2];

	timeout_sqe(&self->ring, &t, 1, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(-ETIME, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);
}

/*
 * Bits 5..7 are no 5.6 flag: -EINVAL.  Later kernels give bit 5 to
 * IOSQE_BUFFER_SELECT (with IORING_OP_PROVIDE_BUFFERS, 5.7) and bit 6 to
 * IOSQE_CQE_SKIP_SUCCESS (IORING_FEAT_CQE_SKIP, 5.17): not checked there.
 */
TEST_F(hl, unknown_flag_bits_are_einval)
{
	struct io_uring_params p;
	struct io_uring probe_ring;
	unsigned int bits[3] = { 1U << 5, 1U << 6, 1U << 7 };
	int skip[3] = { 0 };

	memset(&p, 0, sizeof(p));
	ASSERT_EQ(0, io_uring_queue_init_params(2, &probe_ring, &p));
	io_uring_queue_exit(&probe_ring);
	skip[0] = op_supported(IORING_OP_PROVIDE_BUFFERS);
	skip[1] = !!(p.features & IORING_FEAT_CQE_SKIP);
	for (int i = 0; i < 3; i++) {
		struct io_uring_cqe cqe;

		if (skip[i]) {
			TH_LOG("flag 0x%x is known to this kernel: not checked",
			       bits[i]);
			continue;
		}
		nop_sqe(&self->ring, 10 + i, bits[i]);
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(10 + i, cqe.user_data);
		EXPECT_EQ(-EINVAL, cqe.res);
	}
	/* Beside a known one. */
	{
		struct io_uring_cqe cqe;

		nop_sqe(&self->ring, 20, IOSQE_IO_DRAIN | (1U << 7));
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(20, cqe.user_data);
		EXPECT_EQ(-EINVAL, cqe.res);
	}
}

TEST_HARNESS_MAIN
