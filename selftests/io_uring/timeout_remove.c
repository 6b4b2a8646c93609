// SPDX-License-Identifier: GPL-2.0
/*
 * The timeouts of upstream 5.5: IORING_OP_TIMEOUT_REMOVE (the removed
 * timeout completes with -ECANCELED, the remove with 0, -ENOENT or
 * upstream's -EINVAL), IORING_TIMEOUT_ABS, and SQE flags on a timeout
 * (a chain after it goes on when its count is reached, and is cancelled
 * when it expires).  SKIPs on a kernel without TIMEOUT_REMOVE (probe).
 */
#include <time.h>

#include "helpers.h"

FIXTURE(tr) {
	struct io_uring ring;
};

FIXTURE_SETUP(tr)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_TIMEOUT_REMOVE);
}

FIXTURE_TEARDOWN(tr)
{
	io_uring_queue_exit(&self->ring);
}

static struct __kernel_timespec ts_1h = { .tv_sec = 3600 };
static struct __kernel_timespec ts_1ms = { .tv_nsec = 1000000 };
static struct __kernel_timespec ts_100ms = { .tv_nsec = 100000000 };

static struct io_uring_sqe *timeout(struct io_uring *ring,
				    struct __kernel_timespec *ts,
				    unsigned int count, unsigned int flags,
				    uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_timeout(sqe, ts, count, flags);
	sqe->user_data = data;
	return sqe;
}

static struct io_uring_sqe *remove_sqe(struct io_uring *ring, uint64_t target,
				       uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_timeout_remove(sqe, target, 0);
	sqe->user_data = data;
	return sqe;
}

TEST_F(tr, removes_an_armed_timeout)
{
	int res[9] = { 0 };
	long t0 = now_ms();

	timeout(&self->ring, &ts_1h, 0, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	remove_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(0, res[2]);
	EXPECT_LE(now_ms() - t0, 10000);
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/* A counted timeout is found the same way; the one asked for only. */
TEST_F(tr, removes_only_the_named_timeout)
{
	int res[9] = { 0 };

	timeout(&self->ring, &ts_1h, 5, 0, 1);
	timeout(&self->ring, &ts_1h, 0, 0, 3);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	remove_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(0, res[2]);
	usleep(50000);
	EXPECT_FALSE(cqe_ready(&self->ring));

	remove_sqe(&self->ring, 3, 4);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[3]);
	EXPECT_EQ(0, res[4]);
}

TEST_F(tr, unknown_or_expired_is_enoent)
{
	struct io_uring_cqe cqe;

	EXPECT_EQ(-ENOENT, submit_res(&self->ring,
				      remove_sqe(&self->ring, 42, 0)));

	timeout(&self->ring, &ts_1ms, 0, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_EQ(-ENOENT, submit_res(&self->ring,
				      remove_sqe(&self->ring, 1, 0)));
	/* A NOP is not a timeout. */
	nop_sqe(&self->ring, 5, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(-ENOENT, submit_res(&self->ring,
				      remove_sqe(&self->ring, 5, 0)));
}

/* Upstream 5.5's -EINVAL cases; the armed timeout is left alone. */
TEST_F(tr, bad_input)
{
	struct io_uring_sqe *sqe;

	timeout(&self->ring, &ts_1h, 0, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));

	sqe = remove_sqe(&self->ring, 1, 0);
	sqe->len = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = remove_sqe(&self->ring, 1, 0);
	sqe->timeout_flags = IORING_TIMEOUT_ABS;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = remove_sqe(&self->ring, 1, 0);
	sqe->ioprio = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = remove_sqe(&self->ring, 1, 0);
	sqe->buf_index = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	/* SQE flags are taken (upstream 61710e437f28), but a fixed file. */
	sqe = remove_sqe(&self->ring, 1, 0);
	sqe->flags = IOSQE_FIXED_FILE;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	EXPECT_FALSE(cqe_ready(&self->ring));

	/* Still armed: a good remove finds it. */
	remove_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	{
		int res[9] = { 0 };

		ASSERT_EQ(0, reap_res(&self->ring, 2, res));
		EXPECT_EQ(-ECANCELED, res[1]);
		EXPECT_EQ(0, res[2]);
	}
}

/*
 * IOSQE_IO_LINK, IOSQE_IO_DRAIN and IOSQE_ASYNC are taken as on any
 * request (upstream 61710e437f28): a remove may head a chain, which goes
 * on when it found its timeout.
 */
TEST_F(tr, sqe_flags_are_taken)
{
	unsigned int flags[] = { IOSQE_IO_LINK, IOSQE_ASYNC };
	int res[9];

	for (int i = 0; i < 2; i++) {
		memset(res, 0, sizeof(res));
		timeout(&self->ring, &ts_1h, 0, 0, 1);
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		remove_sqe(&self->ring, 1, 2)->flags = flags[i];
		nop_sqe(&self->ring, 3, 0);
		ASSERT_EQ(2, io_uring_submit(&self->ring));
		ASSERT_EQ(0, reap_res(&self->ring, 3, res));
		EXPECT_EQ(-ECANCELED, res[1]);
		EXPECT_EQ(0, res[2]);
		EXPECT_EQ(0, res[3]);
	}
	expect_cancel_finding_nothing(_metadata, &self->ring, remove_sqe);
}

static struct __kernel_timespec mono_in(long ms)
{
	struct timespec now;
	struct __kernel_timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &now);
	ts.tv_sec = now.tv_sec + ms / 1000;
	ts.tv_nsec = now.tv_nsec + (ms % 1000) * 1000000L;
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	return ts;
}

/* IORING_TIMEOUT_ABS: a CLOCK_MONOTONIC time, not a duration. */
TEST_F(tr, absolute_timeout)
{
	static struct __kernel_timespec ts;
	struct io_uring_cqe cqe;
	long t0 = now_ms(), dt;

	ts = mono_in(200);
	timeout(&self->ring, &ts, 0, IORING_TIMEOUT_ABS, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	dt = now_ms() - t0;
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_GE(dt, 190);
	EXPECT_LE(dt, 10000);

	/* A time in the past has passed already. */
	ts = mono_in(-1000);
	t0 = now_ms();
	timeout(&self->ring, &ts, 0, IORING_TIMEOUT_ABS, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_LE(now_ms() - t0, 5000);

	/*
	 * As a duration the same value would be decades: an hour's
	 * absolute time from boot is long past on no machine that has run
	 * for more than an hour, so test the other way round: a duration
	 * of 100 ms taken as absolute is in the past.
	 */
	t0 = now_ms();
	timeout(&self->ring, &ts_100ms, 0, IORING_TIMEOUT_ABS, 3);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_LE(now_ms() - t0, 5000);
}

TEST_F(tr, unknown_timeout_flag_is_einval)
{
	struct io_uring_sqe *sqe;

	sqe = timeout(&self->ring, &ts_100ms, 0, 1U << 1, 0);
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = timeout(&self->ring, &ts_100ms, 0, 1U << 31, 0);
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
}

/* An expired timeout ends the chain it heads. */
TEST_F(tr, expired_timeout_cancels_its_chain)
{
	struct io_uring_cqe c[2];

	timeout(&self->ring, &ts_100ms, 1, 0, 1)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(-ETIME, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);
}

/*
 * A timeout whose count is reached lets its chain go on.  The count is
 * of requests outside the chain: the NOP after the chain completes it.
 */
TEST_F(tr, reached_timeout_starts_its_chain)
{
	struct io_uring_cqe c[3];

	timeout(&self->ring, &ts_1h, 1, 0, 2)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 3, 0);
	nop_sqe(&self->ring, 1, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
	EXPECT_EQ(3, c[2].user_data);
	EXPECT_EQ(0, c[2].res);
}

/* A removed timeout heading a chain cancels it. */
TEST_F(tr, removed_timeout_cancels_its_chain)
{
	int res[9] = { 0 };

	timeout(&self->ring, &ts_1h, 0, 0, 1)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	remove_sqe(&self->ring, 1, 3);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(-ECANCELED, res[2]);
	EXPECT_EQ(0, res[3]);
}

/* An IOPOLL ring has no timeouts: TIMEOUT_REMOVE is -EINVAL there too. */
TEST(iopoll_ring_refuses_remove)
{
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, IORING_SETUP_IOPOLL));
	if (!op_supported(IORING_OP_TIMEOUT_REMOVE)) {
		io_uring_queue_exit(&ring);
		SKIP(return, "the kernel does not run IORING_OP_TIMEOUT_REMOVE");
	}
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_timeout_remove(sqe, 1, 0);
	sqe->user_data = 9;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(9, cqe.user_data);
	EXPECT_EQ(-EINVAL, cqe.res);
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
