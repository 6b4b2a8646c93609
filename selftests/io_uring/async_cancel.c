// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_ASYNC_CANCEL, with upstream 5.5's results: a request queued
 * for a worker is cancelled (it completes with -ECANCELED, the cancel
 * with 0); one blocked in a worker is interrupted (-EINTR, the cancel
 * -EALREADY); armed polls and timeouts are cancelled (-ECANCELED, 0);
 * anything else is -ENOENT; upstream's -EINVAL for bad SQEs.  The chain
 * of a cancelled request is cancelled.  SKIPs on a kernel without the
 * opcode (probe).
 */
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>

#include "helpers.h"

FIXTURE(ac) {
	struct io_uring ring;
	int p[2];
	char buf[16];
	struct iovec v;
};

FIXTURE_SETUP(ac)
{
	ASSERT_EQ(0, io_uring_queue_init(64, &self->ring, 0));
	NEED_OP(IORING_OP_ASYNC_CANCEL);
	ASSERT_EQ(0, pipe(self->p));
	self->v.iov_base = self->buf;
	self->v.iov_len = sizeof(self->buf);
}

FIXTURE_TEARDOWN(ac)
{
	close(self->p[1]);
	close(self->p[0]);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *cancel_sqe(struct io_uring *ring, uint64_t target,
				       uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_cancel64(sqe, target, 0);
	sqe->user_data = data;
	return sqe;
}

TEST_F(ac, interrupts_a_read_blocked_in_a_worker)
{
	int res[9] = { 0 };

	readv_sqe(&self->ring, self->p[0], &self->v, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));

	cancel_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-EINTR, res[1]);
	EXPECT_EQ(-EALREADY, res[2]);

	/* The worker is free again: the next read gets the byte. */
	readv_sqe(&self->ring, self->p[0], &self->v, 3, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(1, write(self->p[1], "z", 1));
	ASSERT_EQ(0, reap_res(&self->ring, 1, res));
	EXPECT_EQ(1, res[3]);
	EXPECT_EQ('z', self->buf[0]);
}

/*
 * A read queued behind workers that are all blocked is taken off the
 * queue: it completes at once, though no worker is free.  Reads of pipes
 * get as many workers as RLIMIT_NPROC at ring setup allows, as in 5.5
 * (Documentation/io_uring.md): with a limit of 2, two blocked reads fill
 * them.
 */
TEST(cancels_work_no_worker_has_taken)
{
	struct rlimit lim = { 2, 2 };
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	int pipes[3][2], res[9] = { 0 };
	struct iovec v[3];
	char bufs[3];

	if (!op_supported(IORING_OP_ASYNC_CANCEL))
		SKIP(return, "the kernel does not run IORING_OP_ASYNC_CANCEL");
	ASSERT_EQ(0, setrlimit(RLIMIT_NPROC, &lim));
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	for (int i = 0; i < 3; i++) {
		ASSERT_EQ(0, pipe(pipes[i]));
		v[i].iov_base = &bufs[i];
		v[i].iov_len = 1;
		readv_sqe(&ring, pipes[i][0], &v[i], 1 + i, 0);
		ASSERT_EQ(1, io_uring_submit(&ring));
		usleep(100000);
	}
	EXPECT_FALSE(cqe_ready(&ring));

	sqe = cancel_sqe(&ring, 3, 4);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, reap_res(&ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[3]);
	EXPECT_EQ(0, res[4]);

	/* The blocked reads get their bytes, each its own. */
	for (int i = 0; i < 2; i++)
		ASSERT_EQ(1, write(pipes[i][1], "a", 1));
	ASSERT_EQ(0, reap_res(&ring, 2, res));
	EXPECT_EQ(1, res[1]);
	EXPECT_EQ(1, res[2]);
	for (int i = 0; i < 3; i++) {
		close(pipes[i][0]);
		close(pipes[i][1]);
	}
	EXPECT_FALSE(cqe_ready(&ring));
	io_uring_queue_exit(&ring);
	(void)sqe;
}

/*
 * Reads of pipes that wait for good do not hold up other work: with many
 * more of them waiting than CPUs, a write through the ring still runs and
 * feeds one of them (upstream 5.5's unbounded io-wq workers).
 */
TEST_F(ac, waiting_reads_do_not_hold_up_other_work)
{
	enum { N = 32 };
	int pipes[N][2];
	struct iovec v[N], wv = { "w", 1 };
	char bufs[N];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	for (int i = 0; i < N; i++) {
		ASSERT_EQ(0, pipe(pipes[i]));
		v[i].iov_base = &bufs[i];
		v[i].iov_len = 1;
		readv_sqe(&self->ring, pipes[i][0], &v[i], 100 + i, 0);
	}
	ASSERT_EQ(N, io_uring_submit(&self->ring));
	usleep(200000);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_writev(sqe, pipes[N - 1][1], &wv, 1, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		if (cqe.user_data == 1) {
			EXPECT_EQ(1, cqe.res);
		} else {
			EXPECT_EQ(100 + N - 1, cqe.user_data);
			EXPECT_EQ(1, cqe.res);
		}
	}
	for (int i = 0; i < N - 1; i++)
		ASSERT_EQ(1, write(pipes[i][1], "r", 1));
	for (int i = 0; i < N - 1; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(1, cqe.res);
	}
	for (int i = 0; i < N; i++) {
		close(pipes[i][0]);
		close(pipes[i][1]);
	}
}

TEST_F(ac, interrupts_a_blocked_recvmsg)
{
	struct msghdr msg = { .msg_iov = &self->v, .msg_iovlen = 1 };
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };
	int sv[2];

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_recvmsg(sqe, sv[0], &msg, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	cancel_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	if (self->ring.features & IORING_FEAT_FAST_POLL) {
		/* 5.7: it waits in a poll, which the cancellation takes. */
		EXPECT_EQ(-ECANCELED, res[1]);
		EXPECT_EQ(0, res[2]);
	} else {
		EXPECT_EQ(-EINTR, res[1]);
		EXPECT_EQ(-EALREADY, res[2]);
	}
	close(sv[0]);
	close(sv[1]);
}

TEST_F(ac, cancels_an_armed_poll)
{
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_add(sqe, self->p[0], POLLIN);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	cancel_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(0, res[2]);
}

TEST_F(ac, cancels_an_armed_timeout)
{
	static struct __kernel_timespec ts = { .tv_sec = 3600 };
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout(sqe, &ts, 0, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	cancel_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(0, res[2]);
}

TEST_F(ac, unknown_or_completed_is_enoent)
{
	struct io_uring_cqe cqe;

	EXPECT_EQ(-ENOENT, submit_res(&self->ring,
				      cancel_sqe(&self->ring, 12345, 0)));
	nop_sqe(&self->ring, 5, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(-ENOENT, submit_res(&self->ring,
				      cancel_sqe(&self->ring, 5, 0)));
}

/*
 * A second cancel of a request the first one ended finds nothing.  Its
 * worker may still be on its way out for a moment after the CQE (it posts
 * the CQE, then leaves the running list; upstream's io-wq worker clears
 * its current work after the CQE too): -EALREADY then, and the test asks
 * again.  The debug config's slower worker shows that window.
 */
TEST_F(ac, second_cancel_is_enoent)
{
	int res[9] = { 0 }, r, tries = 0;

	readv_sqe(&self->ring, self->p[0], &self->v, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	cancel_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-EINTR, res[1]);
	EXPECT_EQ(-EALREADY, res[2]);
	do {
		if (tries)
			usleep(10000);
		r = submit_res(&self->ring, cancel_sqe(&self->ring, 1, 0));
	} while (r == -EALREADY && ++tries < 100);
	EXPECT_EQ(-ENOENT, r);
}

/* The rest of a cancelled request's chain is cancelled too. */
TEST_F(ac, cancelled_request_ends_its_chain)
{
	int res[9] = { 0 };

	readv_sqe(&self->ring, self->p[0], &self->v, 1, 0)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	usleep(200000);
	cancel_sqe(&self->ring, 1, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(-EINTR, res[1]);
	EXPECT_EQ(-EALREADY, res[2]);
	EXPECT_EQ(-ECANCELED, res[3]);
}

TEST_F(ac, bad_input)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	readv_sqe(&self->ring, self->p[0], &self->v, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));

	/* SQE flags are taken (upstream 61710e437f28), but a fixed file. */
	sqe = cancel_sqe(&self->ring, 1, 0);
	sqe->flags = IOSQE_FIXED_FILE;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = cancel_sqe(&self->ring, 1, 0);
	sqe->cancel_flags = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = cancel_sqe(&self->ring, 1, 0);
	sqe->len = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = cancel_sqe(&self->ring, 1, 0);
	sqe->off = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = cancel_sqe(&self->ring, 1, 0);
	sqe->ioprio = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	EXPECT_FALSE(cqe_ready(&self->ring));

	/* The read was left alone. */
	ASSERT_EQ(1, write(self->p[1], "q", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(1, cqe.res);
}

/*
 * IOSQE_IO_LINK, IOSQE_IO_DRAIN and IOSQE_ASYNC are taken as on any
 * request (upstream 61710e437f28): a cancel heads a chain, which goes on
 * when it found its request.
 */
TEST_F(ac, sqe_flags_are_taken)
{
	unsigned int flags[] = { IOSQE_IO_LINK, IOSQE_ASYNC };
	struct io_uring_sqe *sqe;
	int res[9];

	for (int i = 0; i < 2; i++) {
		memset(res, 0, sizeof(res));
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_poll_add(sqe, self->p[0], POLLIN);
		sqe->user_data = 1;
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		cancel_sqe(&self->ring, 1, 2)->flags = flags[i];
		nop_sqe(&self->ring, 3, 0);
		ASSERT_EQ(2, io_uring_submit(&self->ring));
		ASSERT_EQ(0, reap_res(&self->ring, 3, res));
		EXPECT_EQ(-ECANCELED, res[1]);
		EXPECT_EQ(0, res[2]);
		EXPECT_EQ(0, res[3]);
	}
	expect_cancel_finding_nothing(_metadata, &self->ring, cancel_sqe);
}

/* An IOPOLL ring does reads and writes only: -EINVAL. */
TEST(iopoll_ring_refuses_cancel)
{
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, IORING_SETUP_IOPOLL));
	if (!op_supported(IORING_OP_ASYNC_CANCEL)) {
		io_uring_queue_exit(&ring);
		SKIP(return, "the kernel does not run IORING_OP_ASYNC_CANCEL");
	}
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_cancel64(sqe, 1, 0);
	sqe->user_data = 9;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(9, cqe.user_data);
	EXPECT_EQ(-EINVAL, cqe.res);
	io_uring_queue_exit(&ring);
}

/* A process exits with a cancel's target still blocked: all is freed. */
static int blocked_read(struct io_uring *ring)
{
	static char b;
	static struct iovec v = { &b, 1 };
	int p[2];

	if (pipe(p))
		return 1;
	readv_sqe(ring, p[0], &v, 1, 0);
	return io_uring_submit(ring) != 1;
}

TEST(exit_with_read_blocked)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, blocked_read));
}

TEST_HARNESS_MAIN
