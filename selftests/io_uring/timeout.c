// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_TIMEOUT: -ETIME on expiry, 0 once the count of other
 * completions is reached (counted from the timeout's place in the SQ
 * stream on the v5.4 level, from its arming since 5.8), a waiter woken by
 * a timeout with fewer CQEs than it asked for, v5.4's errno, and a ring
 * closed with a timeout armed is freed.  Elapsed times are checked
 * against generous bounds only.
 */

#include "helpers.h"

RING_FIXTURE(timeouts)

/* The timespec must stay valid until submission: keep them static. */
static struct __kernel_timespec ts_100ms = { .tv_nsec = 100000000 };
static struct __kernel_timespec ts_1h = { .tv_sec = 3600 };

static struct io_uring_sqe *timeout(struct io_uring *ring,
				    struct __kernel_timespec *ts,
				    unsigned int count, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_timeout(sqe, ts, count, 0);
	sqe->user_data = data;
	return sqe;
}

TEST_F(timeouts, expires_with_etime)
{
	struct io_uring_cqe cqe;
	long t0 = now_ms(), dt;

	timeout(&self->ring, &ts_100ms, 0, 7);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	dt = now_ms() - t0;
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_GE(dt, 95);
	EXPECT_LE(dt, 10000);
}

/* A pure timer (count 0) is not completed by other completions. */
TEST_F(timeouts, pure_timer_ignores_completions)
{
	struct io_uring_cqe c[2];
	long t0 = now_ms();

	timeout(&self->ring, &ts_100ms, 0, 1);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(2, c[0].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(1, c[1].user_data);
	EXPECT_EQ(-ETIME, c[1].res);
	EXPECT_GE(now_ms() - t0, 95);
}

TEST_F(timeouts, count_reached_completes_with_0)
{
	struct io_uring_cqe c[2];
	long t0 = now_ms();

	timeout(&self->ring, &ts_1h, 1, 1);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(2, c[0].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(1, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
	EXPECT_LE(now_ms() - t0, 10000);
}

/* Count 2: one completion is not enough, the second is. */
TEST_F(timeouts, count_of_two)
{
	struct io_uring_cqe c[2];

	timeout(&self->ring, &ts_1h, 2, 1);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &c[0]));
	EXPECT_EQ(2, c[0].user_data);
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));

	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(3, c[0].user_data);
	EXPECT_EQ(1, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
}

/*
 * A POLL_ADD that waits, a TIMEOUT with count 1, a NOP.  v5.4 counts
 * from the timeout's place in the SQ stream: the poll before it must
 * complete too, then one more, so the NOP alone does not do.  5.8 counts
 * the CQEs posted after the timeout was armed (upstream bfe68a221905):
 * the NOP's completes it.  The probe tells the levels apart (TEE is 5.8).
 */
TEST_F(timeouts, counts_from_sq_position_or_arming)
{
	int since_arming = op_supported(IORING_OP_TEE);
	struct io_uring_sqe *sqe;
	struct io_uring_cqe c[2];
	int p[2];

	ASSERT_EQ(0, pipe(p));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_add(sqe, p[0], POLLIN);
	sqe->user_data = 10;
	timeout(&self->ring, &ts_1h, 1, 11);
	nop_sqe(&self->ring, 12, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &c[0]));
	EXPECT_EQ(12, c[0].user_data);
	if (since_arming) {
		ASSERT_EQ(0, wait_one(&self->ring, &c[0]));
		EXPECT_EQ(11, c[0].user_data);
		EXPECT_EQ(0, c[0].res);
	}
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));

	ASSERT_EQ(1, write(p[1], "x", 1));
	ASSERT_EQ(0, wait_n(&self->ring, c, since_arming ? 1 : 2));
	EXPECT_EQ(10, c[0].user_data);
	EXPECT_EQ(POLLIN, c[0].res);
	if (!since_arming) {
		EXPECT_EQ(11, c[1].user_data);
		EXPECT_EQ(0, c[1].res);
	}
	close(p[0]);
	close(p[1]);
}

/* io_uring_enter() waiting for 2 CQEs returns when the timeout fires. */
TEST_F(timeouts, wakes_waiter)
{
	struct io_uring_cqe cqe;
	long t0 = now_ms();

	timeout(&self->ring, &ts_100ms, 0, 5);
	ASSERT_EQ(1, io_uring_submit_and_wait(&self->ring, 2));
	EXPECT_LE(now_ms() - t0, 10000);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_FALSE(cqe_ready(&self->ring));
}

TEST_F(timeouts, bad_input)
{
	struct io_uring_sqe *sqe;

	sqe = timeout(&self->ring, &ts_100ms, 0, 0);
	sqe->len = 2;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));

	/* No level defines this flag (5.5 has IORING_TIMEOUT_ABS, 1). */
	sqe = timeout(&self->ring, &ts_100ms, 0, 0);
	sqe->timeout_flags = 1U << 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));

	sqe = timeout(&self->ring, &ts_100ms, 0, 0);
	sqe->ioprio = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));

	sqe = timeout(&self->ring, &ts_100ms, 0, 0);
	sqe->buf_index = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));

	/*
	 * v5.4 takes no SQE flags on a timeout; 5.5, which brought
	 * TIMEOUT_REMOVE, does (timeout_remove.c).
	 */
	sqe = timeout(&self->ring, &ts_100ms, 0, 0);
	sqe->flags = IOSQE_IO_DRAIN;
	EXPECT_EQ(op_supported(IORING_OP_TIMEOUT_REMOVE) ? -ETIME : -EINVAL,
		  submit_res(&self->ring, sqe));

	sqe = timeout(&self->ring, &ts_100ms, 0, 0);
	sqe->addr = 0;
	EXPECT_EQ(-EFAULT, submit_res(&self->ring, sqe));

	sqe = timeout(&self->ring, &ts_100ms, 0, 0);
	sqe->addr = 8;
	EXPECT_EQ(-EFAULT, submit_res(&self->ring, sqe));
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/* Timeouts that complete neither by time nor by count, on file 0. */
static int arm_timeouts(struct io_uring *ring)
{
	timeout(ring, &ts_1h, 0, 1);
	timeout(ring, &ts_1h, 5, 2);
	return io_uring_submit(ring) != 2;
}

/* A process exits with hour-long timeouts armed: its ring is freed. */
TEST(exit_with_timeout_armed)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, arm_timeouts));
}

/*
 * The CQEs of timeouts that expired earlier belong to the requests before
 * a new timeout: TIMEOUT(off 2) after two expired timers completes with 0
 * once the two NOPs after it completed, as in v5.4.
 */
TEST_F(timeouts, count_after_expired_timeouts)
{
	static struct __kernel_timespec ts_1ms = { .tv_nsec = 1000000 };
	static struct __kernel_timespec ts_10s = { .tv_sec = 10 };
	struct io_uring_cqe c[3];
	int i;

	for (i = 0; i < 2; i++) {
		timeout(&self->ring, &ts_1ms, 0, 10 + i);
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		ASSERT_EQ(0, wait_one(&self->ring, &c[0]));
		EXPECT_EQ(-ETIME, c[0].res);
	}
	timeout(&self->ring, &ts_10s, 2, 1);
	nop_sqe(&self->ring, 2, 0);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	EXPECT_EQ(2, c[0].user_data);
	EXPECT_EQ(3, c[1].user_data);
	EXPECT_EQ(1, c[2].user_data);
	EXPECT_EQ(0, c[2].res);
}

/*
 * submit_res() for a timeout that may never fire: its res, or 1002 if it
 * has not completed within 2 s (it is then removed).
 */
static int submit_res_within(struct io_uring *ring, struct io_uring_sqe *sqe)
{
	struct io_uring_cqe *cqe;
	int res;

	sqe->user_data = 99;
	if (io_uring_submit(ring) != 1)
		return 1000;
	if (wait_cqe_ms(ring, &cqe, 2000)) {
		io_uring_prep_timeout_remove(io_uring_get_sqe(ring), 99, 0);
		io_uring_submit(ring);
		return 1002;
	}
	res = cqe->user_data == 99 ? cqe->res : 1001;
	io_uring_cqe_seen(ring, cqe);
	return res;
}

/*
 * A negative time is no time: -EINVAL for a timeout and a link timeout,
 * whatever field is negative (upstream f6223ff79966; before it, the
 * conversion overflowed).
 */
TEST_F(timeouts, negative_timespec_is_einval)
{
	static struct __kernel_timespec neg[] = {
		{ .tv_sec = -1 },
		{ .tv_nsec = -1 },
		{ .tv_sec = -9223372036854775807LL - 1, .tv_nsec = 1 },
	};
	struct io_uring_sqe *sqe;
	int i;

	for (i = 0; i < 3; i++) {
		sqe = timeout(&self->ring, &neg[i], 0, 0);
		EXPECT_EQ(-EINVAL, submit_res_within(&self->ring, sqe));
		sqe = timeout(&self->ring, &neg[i], 0, 0);
		sqe->timeout_flags = IORING_TIMEOUT_ABS;
		EXPECT_EQ(-EINVAL, submit_res_within(&self->ring, sqe));
	}
	if (!op_supported(IORING_OP_LINK_TIMEOUT))
		return;
	for (i = 0; i < 3; i++) {
		int res[9] = { 0 };

		nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_link_timeout(sqe, &neg[i], 0);
		sqe->user_data = 2;
		ASSERT_EQ(2, io_uring_submit(&self->ring));
		/* The NOP's result is the level's (lt.bad_input). */
		ASSERT_EQ(0, reap_res(&self->ring, 2, res));
		EXPECT_EQ(-EINVAL, res[2]);
	}
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/*
 * A timeout that the ring's release cancels fails its chain, as any
 * cancelled timeout does: the write linked to it never happens (upstream
 * 2ae2eb9dde18).  Once the ring has let go of the write's file, the pipe
 * reads end of file, never the byte.  A race, so it is tried many times.
 */
TEST(timeout_cancelled_at_release_fails_its_chain)
{
	int i, p[2], wrote = 0;
	char c;

	if (!op_supported(IORING_OP_TIMEOUT_REMOVE))
		SKIP(return, "v5.4 takes no links on a timeout");
	for (i = 0; i < 50; i++) {
		struct io_uring ring;
		struct io_uring_sqe *sqe;

		ASSERT_EQ(0, pipe(p));
		ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
		timeout(&ring, &ts_1h, 0, 1)->flags = IOSQE_IO_LINK;
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_write(sqe, p[1], "x", 1, 0);
		sqe->user_data = 2;
		ASSERT_EQ(2, io_uring_submit(&ring));
		close(p[1]);
		io_uring_queue_exit(&ring);
		if (read(p[0], &c, 1) != 0)
			wrote++;
		close(p[0]);
	}
	EXPECT_EQ(0, wrote);
}

TEST_HARNESS_MAIN
