// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_LINK_TIMEOUT, with upstream 5.5's results.  A link timeout
 * times the request it follows in a chain: if that request completes
 * first, the timeout completes with -ECANCELED and the chain goes on;
 * if the timer fires first, the request is cancelled as ASYNC_CANCEL
 * would (a worker's wait ends with -EINTR and the timeout gets -EALREADY;
 * a poll or timeout ends with -ECANCELED and the timeout gets -ETIME),
 * and the rest of the chain is cancelled.  A link timeout that follows
 * no request, or has a count, is -EINVAL.  SKIPs on a kernel without the
 * opcode (probe).
 */
#include <poll.h>

#include "helpers.h"

FIXTURE(lt) {
	struct io_uring ring;
	int p[2];
	char buf[16];
	struct iovec v;
};

FIXTURE_SETUP(lt)
{
	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, 0));
	NEED_OP(IORING_OP_LINK_TIMEOUT);
	ASSERT_EQ(0, pipe(self->p));
	self->v.iov_base = self->buf;
	self->v.iov_len = sizeof(self->buf);
}

FIXTURE_TEARDOWN(lt)
{
	close(self->p[1]);
	close(self->p[0]);
	io_uring_queue_exit(&self->ring);
}

static struct __kernel_timespec ts_100ms = { .tv_nsec = 100000000 };
static struct __kernel_timespec ts_1h = { .tv_sec = 3600 };

static struct io_uring_sqe *lt_sqe(struct io_uring *ring,
				   struct __kernel_timespec *ts,
				   uint64_t data, unsigned int flags)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_link_timeout(sqe, ts, 0);
	sqe->user_data = data;
	sqe->flags = flags;
	return sqe;
}

TEST_F(lt, fires_on_a_read_blocked_in_a_worker)
{
	int res[9] = { 0 };
	long t0 = now_ms(), dt;

	readv_sqe(&self->ring, self->p[0], &self->v, 1, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_100ms, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	dt = now_ms() - t0;
	EXPECT_EQ(-EINTR, res[1]);
	EXPECT_EQ(-EALREADY, res[2]);
	EXPECT_GE(dt, 95);
	EXPECT_LE(dt, 10000);
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/*
 * The request completes in time: -ECANCELED, and the chain goes on (the
 * read asks for exactly the 3 bytes it gets: a short read would end the
 * chain).
 */
TEST_F(lt, cancelled_when_the_request_completes)
{
	int res[9] = { 0 };

	self->v.iov_len = 3;
	readv_sqe(&self->ring, self->p[0], &self->v, 1, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_1h, 2, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(3, write(self->p[1], "abc", 3));
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(3, res[1]);
	EXPECT_EQ(0, memcmp(self->buf, "abc", 3));
	EXPECT_EQ(-ECANCELED, res[2]);
	EXPECT_EQ(0, res[3]);
}

/* A request that completes inline never lets the timer fire. */
TEST_F(lt, inline_completion_cancels_it)
{
	struct io_uring_cqe c[3];

	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_100ms, 2, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	/* In chain order. */
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);
	EXPECT_EQ(3, c[2].user_data);
	EXPECT_EQ(0, c[2].res);
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/* The chain after a timeout that fired is cancelled. */
TEST_F(lt, fired_timeout_cancels_the_rest)
{
	int res[9] = { 0 };

	readv_sqe(&self->ring, self->p[0], &self->v, 1, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_100ms, 2, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(-EINTR, res[1]);
	EXPECT_EQ(-EALREADY, res[2]);
	EXPECT_EQ(-ECANCELED, res[3]);
}

TEST_F(lt, fires_on_an_armed_poll)
{
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_add(sqe, self->p[0], POLLIN);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	lt_sqe(&self->ring, &ts_100ms, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(-ETIME, res[2]);
}

/* A timeout timed by a link timeout: whichever fires first wins. */
TEST_F(lt, times_a_timeout)
{
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout(sqe, &ts_1h, 0, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	lt_sqe(&self->ring, &ts_100ms, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(-ETIME, res[2]);

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout(sqe, &ts_100ms, 0, 0);
	sqe->user_data = 3;
	sqe->flags = IOSQE_IO_LINK;
	lt_sqe(&self->ring, &ts_1h, 4, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 5, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(-ETIME, res[3]);
	EXPECT_EQ(-ECANCELED, res[4]);
	EXPECT_EQ(-ECANCELED, res[5]);
}

/*
 * A counted timeout timed by a link timeout, reached by a completion:
 * the link timeout is stopped where the count completes the timeout.
 */
TEST_F(lt, count_reached_before_the_link_timeout)
{
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout(sqe, &ts_1h, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	lt_sqe(&self->ring, &ts_1h, 2, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 3, 0);
	nop_sqe(&self->ring, 4, 0);
	ASSERT_EQ(4, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 4, res));
	EXPECT_EQ(0, res[4]);
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(-ECANCELED, res[2]);
	EXPECT_EQ(0, res[3]);
}

/* ASYNC_CANCEL of the timed request: the link timeout is stopped. */
TEST_F(lt, request_cancelled_before_the_timer)
{
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	readv_sqe(&self->ring, self->p[0], &self->v, 1, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_1h, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	usleep(200000);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_cancel64(sqe, 1, 0);
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(-EINTR, res[1]);
	EXPECT_EQ(-ECANCELED, res[2]);
	EXPECT_EQ(-EALREADY, res[3]);
}

TEST_F(lt, absolute_time)
{
	static struct __kernel_timespec ts;
	struct timespec now;
	int res[9] = { 0 };

	/* 200 ms ahead: the read waits in its worker by then. */
	clock_gettime(CLOCK_MONOTONIC, &now);
	ts.tv_sec = now.tv_sec;
	ts.tv_nsec = now.tv_nsec + 200000000L;
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	readv_sqe(&self->ring, self->p[0], &self->v, 1, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts, 2, 0)->timeout_flags = IORING_TIMEOUT_ABS;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-EINTR, res[1]);
	EXPECT_EQ(-EALREADY, res[2]);
}

/* On its own, or heading a chain, it times nothing: -EINVAL. */
TEST_F(lt, without_a_request_is_einval)
{
	int res[9] = { 0 };

	lt_sqe(&self->ring, &ts_100ms, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 1, res));
	EXPECT_EQ(-EINVAL, res[1]);

	lt_sqe(&self->ring, &ts_100ms, 2, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-EINVAL, res[2]);
	EXPECT_EQ(-ECANCELED, res[3]);
}

/* Upstream's -EINVAL for a count, a bad length or an unknown flag. */
/*
 * A link timeout that fails its prep keeps its chain from running: the
 * request it would time completes with -ECANCELED, the rest too, and
 * the link timeout with -EINVAL (upstream 5.15).
 */
TEST_F(lt, bad_input)
{
	int res[9] = { 0 };

	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_100ms, 2, IOSQE_IO_LINK)->off = 1;
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(-EINVAL, res[2]);
	EXPECT_EQ(-ECANCELED, res[3]);

	nop_sqe(&self->ring, 4, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_100ms, 5, 0)->len = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	nop_sqe(&self->ring, 6, IOSQE_IO_LINK);
	lt_sqe(&self->ring, &ts_100ms, 7, 0)->timeout_flags = 1U << 1;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 4, res));
	EXPECT_EQ(-ECANCELED, res[4]);
	EXPECT_EQ(-EINVAL, res[5]);
	EXPECT_EQ(-ECANCELED, res[6]);
	EXPECT_EQ(-EINVAL, res[7]);
}

/*
 * A read that would wait for good, linked to a link timeout that fails
 * its prep (ioprio set): the read never starts and completes with
 * -ECANCELED at once (liburing's link-timeout, which hung when the read
 * ran untimed).
 */
TEST_F(lt, bad_link_timeout_cancels_a_read_that_would_wait)
{
	static char buf[16];
	struct iovec v = { buf, sizeof(buf) };
	struct io_uring_cqe *cqe;
	struct io_uring_sqe *sqe;
	int p[2], res[9] = { 0 }, i;

	ASSERT_EQ(0, pipe(p));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, p[0], &v, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	lt_sqe(&self->ring, &ts_100ms, 2, 0)->ioprio = 89;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	for (i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_cqe_ms(&self->ring, &cqe, 5000));
		ASSERT_TRUE(cqe->user_data == 1 || cqe->user_data == 2);
		res[cqe->user_data] = cqe->res;
		io_uring_cqe_seen(&self->ring, cqe);
	}
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(-EINVAL, res[2]);
	/* Nothing was read: the byte is still in the pipe. */
	ASSERT_EQ(1, write(p[1], "x", 1));
	ASSERT_EQ(1, read(p[0], buf, 1));
	close(p[0]);
	close(p[1]);
}

/*
 * Many chains at once, half of them timing out: every CQE arrives, and
 * each pair agrees.  A read that got its byte has a link timeout that
 * was stopped (-ECANCELED) or that fired while the read ran (-EALREADY);
 * one interrupted while it waited (-EINTR) has -EALREADY; one cancelled
 * before it started (-ECANCELED) has -ETIME.
 */
TEST_F(lt, many_chains)
{
	enum { N = 32 };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	int pipes[N][2], rres[N], tres[N];
	char bufs[N];
	struct iovec v[N];

	ASSERT_EQ(0, io_uring_queue_init(128, &ring, 0));
	for (int i = 0; i < N; i++) {
		ASSERT_EQ(0, pipe(pipes[i]));
		v[i].iov_base = &bufs[i];
		v[i].iov_len = 1;
		readv_sqe(&ring, pipes[i][0], &v[i], 100 + i, IOSQE_IO_LINK);
		lt_sqe(&ring, &ts_100ms, 200 + i, 0);
	}
	ASSERT_EQ(2 * N, io_uring_submit(&ring));
	for (int i = 0; i < N; i += 2)
		ASSERT_EQ(1, write(pipes[i][1], "x", 1));
	for (int i = 0; i < 2 * N; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		if (cqe.user_data >= 200)
			tres[cqe.user_data - 200] = cqe.res;
		else
			rres[cqe.user_data - 100] = cqe.res;
	}
	for (int i = 0; i < N; i++) {
		if (rres[i] == 1)
			EXPECT_TRUE(tres[i] == -ECANCELED ||
				    tres[i] == -EALREADY);
		else if (rres[i] == -EINTR)
			EXPECT_EQ(-EALREADY, tres[i]);
		else
			EXPECT_TRUE(rres[i] == -ECANCELED &&
				    tres[i] == -ETIME);
		/* Only a read of a pipe that had a byte gets one. */
		if (i & 1)
			EXPECT_NE(1, rres[i]);
		close(pipes[i][0]);
		close(pipes[i][1]);
	}
	io_uring_queue_exit(&ring);
}

/* A process exits with an hour-long link timeout armed: all is freed. */
static int armed(struct io_uring *ring)
{
	static char b;
	static struct iovec v = { &b, 1 };
	int p[2];

	if (pipe(p))
		return 1;
	readv_sqe(ring, p[0], &v, 1, IOSQE_IO_LINK);
	lt_sqe(ring, &ts_1h, 2, 0);
	return io_uring_submit(ring) != 2;
}

TEST(exit_with_link_timeout_armed)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, armed));
}

TEST_HARNESS_MAIN
