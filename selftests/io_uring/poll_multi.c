// SPDX-License-Identifier: GPL-2.0
/*
 * Multishot POLL_ADD (IORING_POLL_ADD_MULTI) and the update of an armed
 * poll through POLL_REMOVE (IORING_POLL_UPDATE_EVENTS, _USER_DATA), as
 * upstream 5.13 has them: a CQE with IORING_CQE_F_MORE for each event
 * and one without it that ends the poll; drains wait for that last one,
 * counted timeouts count them all; an update answers 0, -ENOENT or
 * -EALREADY and its CQE comes before any of the poll it armed again.
 * SKIPs on a kernel whose POLL_ADD refuses the flag (-EINVAL).
 */
#include <sys/epoll.h>
#include <sys/eventfd.h>

#include "helpers.h"

#ifndef IORING_POLL_ADD_MULTI
#define IORING_POLL_ADD_MULTI		(1U << 0)
#endif
#ifndef IORING_POLL_UPDATE_EVENTS
#define IORING_POLL_UPDATE_EVENTS	(1U << 1)
#define IORING_POLL_UPDATE_USER_DATA	(1U << 2)
#endif
#ifndef IORING_CQE_F_MORE
#define IORING_CQE_F_MORE		(1U << 1)
#endif

FIXTURE(pm) {
	struct io_uring ring;
	int p[2];
};

FIXTURE_SETUP(pm)
{
	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, 0));
	ASSERT_EQ(0, pipe(self->p));
}

FIXTURE_TEARDOWN(pm)
{
	io_uring_queue_exit(&self->ring);
	close(self->p[0]);
	close(self->p[1]);
}

/* Queue a POLLIN poll of @fd as @data, multishot or not. */
static struct io_uring_sqe *poll_sqe(struct io_uring *ring, int fd,
				     unsigned int mask, bool multi,
				     uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	if (multi)
		io_uring_prep_poll_multishot(sqe, fd, mask);
	else
		io_uring_prep_poll_add(sqe, fd, mask);
	sqe->user_data = data;
	return sqe;
}

/* Queue a POLL_REMOVE (an update with @flags) of @target, as @data. */
static struct io_uring_sqe *update_sqe(struct io_uring *ring, uint64_t target,
				       uint64_t new_data, unsigned int mask,
				       unsigned int flags, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	if (flags)
		io_uring_prep_poll_update(sqe, target, new_data, mask, flags);
	else
		io_uring_prep_poll_remove(sqe, target);
	sqe->user_data = data;
	return sqe;
}

/* A CQE within @ms: 0 and a copy in *@cqe, or -1. */
static int next_cqe(struct io_uring *ring, struct io_uring_cqe *cqe, int ms)
{
	struct io_uring_cqe *c;

	if (wait_cqe_ms(ring, &c, ms))
		return -1;
	*cqe = *c;
	io_uring_cqe_seen(ring, c);
	return 0;
}

/* Whether multishot POLL_ADD is there: a poll of a full pipe's end. */
/*
 * One event of the armed multishot poll @data on pipe @p: a byte written
 * posts one CQE, POLLIN with IORING_CQE_F_MORE, and is read back so that
 * the next write is the next event.
 */
static void expect_event(struct __test_metadata *_metadata,
			 struct io_uring *ring, int p[2], uint64_t data)
{
	struct io_uring_cqe cqe;
	char b;

	ASSERT_EQ(1, write(p[1], "x", 1));
	ASSERT_EQ(0, next_cqe(ring, &cqe, 5000));
	EXPECT_EQ(data, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	EXPECT_EQ(IORING_CQE_F_MORE, cqe.flags);
	ASSERT_EQ(1, read(p[0], &b, 1));
}

static bool have_multi(void)
{
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int p[2];
	bool ok = false;

	if (pipe(p) || io_uring_queue_init(4, &ring, 0))
		return false;
	if (write(p[1], "x", 1) == 1) {
		poll_sqe(&ring, p[0], POLLIN, true, 1);
		ok = io_uring_submit(&ring) == 1 && !next_cqe(&ring, &cqe, 5000) &&
		     (cqe.flags & IORING_CQE_F_MORE);
	}
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
	return ok;
}

#define NEED_MULTI() do {						\
	if (!have_multi())						\
		SKIP(return, "no multishot POLL_ADD");			\
} while (0)

/*
 * Each write to the pipe posts a CQE of the poll, POLLIN with
 * IORING_CQE_F_MORE, the byte read in between; nothing without an event.
 * POLL_REMOVE then answers 0 and the poll ends with -ECANCELED, without
 * the flag, and posts no more.
 */
TEST_F(pm, each_event_posts_a_cqe_with_more)
{
	struct io_uring_cqe cqe, c[2];

	NEED_MULTI();
	poll_sqe(&self->ring, self->p[0], POLLIN, true, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_EQ(-1, next_cqe(&self->ring, &cqe, 100));
	for (int i = 0; i < 3; i++) {
		expect_event(_metadata, &self->ring, self->p, 1);
		EXPECT_EQ(-1, next_cqe(&self->ring, &cqe, 50));
	}
	update_sqe(&self->ring, 1, 0, 0, 0, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &c[0], 5000));
	ASSERT_EQ(0, next_cqe(&self->ring, &c[1], 5000));
	if (c[0].user_data == 1) {
		cqe = c[0];
		c[0] = c[1];
		c[1] = cqe;
	}
	EXPECT_EQ(2, c[0].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(1, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);
	EXPECT_EQ(0, c[1].flags);
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	EXPECT_EQ(-1, next_cqe(&self->ring, &cqe, 100));
}

/*
 * A file ready when the poll is armed: one CQE with the flag at once,
 * and the poll waits on (no CQE while nothing happens, though the byte is
 * still there); the next write posts the next.
 */
TEST_F(pm, ready_at_arming_posts_and_waits_on)
{
	struct io_uring_cqe cqe;

	NEED_MULTI();
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	poll_sqe(&self->ring, self->p[0], POLLIN, true, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	EXPECT_EQ(IORING_CQE_F_MORE, cqe.flags);
	EXPECT_EQ(-1, next_cqe(&self->ring, &cqe, 200));
	ASSERT_EQ(1, write(self->p[1], "y", 1));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(IORING_CQE_F_MORE, cqe.flags);
}

/*
 * EPOLLONESHOT of its own makes a multishot poll a one-shot one: a single
 * CQE without the flag.  A single-shot POLL_ADD's CQE has no flags.  A
 * len with another bit than IORING_POLL_ADD_MULTI: -EINVAL.
 */
TEST_F(pm, oneshot_and_bad_len)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	NEED_MULTI();
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	sqe = poll_sqe(&self->ring, self->p[0], POLLIN, true, 1);
	sqe->poll32_events |= __io_uring_prep_poll_mask(EPOLLONESHOT);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	EXPECT_EQ(0, cqe.flags);
	ASSERT_EQ(1, write(self->p[1], "y", 1));
	EXPECT_EQ(-1, next_cqe(&self->ring, &cqe, 100));

	poll_sqe(&self->ring, self->p[0], POLLIN, false, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	EXPECT_EQ(0, cqe.flags);

	sqe = poll_sqe(&self->ring, self->p[0], POLLIN, true, 3);
	sqe->len = IORING_POLL_ADD_MULTI | IORING_POLL_UPDATE_EVENTS;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(-EINVAL, cqe.res);
}

/*
 * A drain behind a multishot poll waits for the poll's last CQE, not its
 * first, as upstream keeps the CQEs with the flag out of the drain's
 * count.  The poll is ended by a LINK_TIMEOUT (1 s): everything after
 * the drained NOP waits for the NOP, a POLL_REMOVE included.  Each event
 * posts while the NOP waits; the poll then ends with -ECANCELED and the
 * link timeout with -ETIME (in either order: Linux 6.18 posts the
 * timeout's first), and the NOP comes last.
 */
TEST_F(pm, drain_waits_for_the_last_cqe)
{
	static struct __kernel_timespec ts = { .tv_sec = 1 };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	NEED_MULTI();
	sqe = poll_sqe(&self->ring, self->p[0], POLLIN, true, 1);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_link_timeout(sqe, &ts, 0);
	sqe->user_data = 2;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_nop(sqe);
	sqe->flags |= IOSQE_IO_DRAIN;
	sqe->user_data = 3;
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	for (int i = 0; i < 2; i++) {
		expect_event(_metadata, &self->ring, self->p, 1);
	}
	/* The NOP still waits. */
	EXPECT_EQ(-1, next_cqe(&self->ring, &cqe, 100));
	/* The poll's end and the timeout's, in either order. */
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
		if (cqe.user_data == 1) {
			EXPECT_EQ(-ECANCELED, cqe.res);
			EXPECT_EQ(0, cqe.flags);
		} else {
			EXPECT_EQ(2, cqe.user_data);
			EXPECT_EQ(-ETIME, cqe.res);
		}
	}
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
}

/*
 * A counted timeout counts the multishot CQEs, as upstream's count of
 * posted CQEs does: a timeout for 2 completions (30 s) completes with 0
 * after two events of one poll.
 */
TEST_F(pm, counted_timeout_counts_each_cqe)
{
	static struct __kernel_timespec ts = { .tv_sec = 30 };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	NEED_MULTI();
	poll_sqe(&self->ring, self->p[0], POLLIN, true, 1);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout(sqe, &ts, 2, 0);
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	for (int i = 0; i < 2; i++) {
		expect_event(_metadata, &self->ring, self->p, 1);
	}
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
}

/*
 * POLL_REMOVE with IORING_POLL_UPDATE_EVENTS: a one-shot POLLIN poll of a
 * pipe's write end, which never becomes readable, updated to POLLOUT
 * completes at once with POLLOUT, and the update with 0.  Here the
 * update's CQE comes first; Debian's 6.1 posts the poll's first (either
 * order is taken), and Debian's 5.10 (upstream 5.15's io_uring) posts
 * none for the poll at all.
 */
TEST_F(pm, update_events_rearms_the_poll)
{
	struct io_uring_cqe cqe;

	NEED_MULTI();
	poll_sqe(&self->ring, self->p[1], POLLIN, false, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_EQ(-1, next_cqe(&self->ring, &cqe, 100));
	update_sqe(&self->ring, 1, 0, POLLOUT, IORING_POLL_UPDATE_EVENTS, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
		if (cqe.user_data == 2) {
			EXPECT_EQ(0, cqe.res);
		} else {
			EXPECT_EQ(1, cqe.user_data);
			EXPECT_EQ(POLLOUT, cqe.res);
			EXPECT_EQ(0, cqe.flags);
		}
	}
}

/*
 * IORING_POLL_UPDATE_USER_DATA: the poll's CQEs carry the new user_data
 * from then on; a multishot poll stays one through updates, with or
 * without IORING_POLL_ADD_MULTI in the update's len (as on Debian's 5.10
 * and 6.1); the old user_data is -ENOENT to an update.
 */
TEST_F(pm, update_user_data_and_multishot)
{
	struct io_uring_cqe cqe;

	NEED_MULTI();
	poll_sqe(&self->ring, self->p[0], POLLIN, true, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	update_sqe(&self->ring, 1, 7, POLLIN, IORING_POLL_UPDATE_USER_DATA |
		   IORING_POLL_UPDATE_EVENTS | IORING_POLL_ADD_MULTI, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	for (int i = 0; i < 2; i++) {
		expect_event(_metadata, &self->ring, self->p, 7);
	}
	/* The old user_data is gone. */
	update_sqe(&self->ring, 1, 0, POLLIN, IORING_POLL_UPDATE_EVENTS, 3);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(-ENOENT, cqe.res);
	/* Without IORING_POLL_ADD_MULTI: still multishot. */
	update_sqe(&self->ring, 7, 0, POLLIN, IORING_POLL_UPDATE_EVENTS, 4);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(4, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	for (int i = 0; i < 2; i++) {
		expect_event(_metadata, &self->ring, self->p, 7);
	}
}

/*
 * The update's errors: -ENOENT for no such poll; -EINVAL for
 * IORING_POLL_ADD_MULTI alone, another bit of len, off without
 * IORING_POLL_UPDATE_USER_DATA, and poll32_events without
 * IORING_POLL_UPDATE_EVENTS (a plain remove included); the poll stays
 * armed through them all, and completes on the next write.
 */
TEST_F(pm, update_errors)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	NEED_MULTI();
	poll_sqe(&self->ring, self->p[0], POLLIN, false, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));

	EXPECT_EQ(-ENOENT, submit_res(&self->ring, update_sqe(&self->ring, 5,
				0, POLLIN, IORING_POLL_UPDATE_EVENTS, 0)));
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, update_sqe(&self->ring, 1,
				0, POLLIN, IORING_POLL_ADD_MULTI, 0)));
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, update_sqe(&self->ring, 1,
				0, POLLIN, IORING_POLL_UPDATE_EVENTS | (1U << 3),
				0)));
	sqe = update_sqe(&self->ring, 1, 0, POLLIN, IORING_POLL_UPDATE_EVENTS,
			 0);
	sqe->off = 9;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = update_sqe(&self->ring, 1, 9, 0, IORING_POLL_UPDATE_USER_DATA, 0);
	sqe->poll32_events = __io_uring_prep_poll_mask(POLLIN);
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = update_sqe(&self->ring, 1, 0, 0, 0, 0);
	sqe->poll32_events = __io_uring_prep_poll_mask(POLLIN);
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));

	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, next_cqe(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
}

/*
 * Many events without reaping, on a ring of 4 CQEs: the CQEs with the
 * flag go into the ring only, never onto the CQ backlog; with no room
 * the event is the poll's last CQE, without the flag (upstream 6.0's
 * rule; Debian's 5.10, upstream 5.15's io_uring, backlogs every CQE).
 * Reaped: 4 with the flag, then the last one; the poll has ended, and
 * nothing was lost (overflow 0).
 */
TEST(cq_full_ends_the_poll)
{
	struct io_uring_params pr = { .flags = IORING_SETUP_CQSIZE,
				      .cq_entries = 4 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int p[2], n = 0;
	char b;

	NEED_MULTI();
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &pr));
	poll_sqe(&ring, p[0], POLLIN, true, 1);
	ASSERT_EQ(1, io_uring_submit(&ring));
	for (int i = 0; i < 8; i++) {
		long end = now_ms() + 5000;

		ASSERT_EQ(1, write(p[1], "x", 1));
		/* Each posted before the next event: in the ring first. */
		while (*ring.cq.ktail == (unsigned int)i && i < 4 &&
		       now_ms() < end)
			usleep(1000);
		if (i >= 4)
			usleep(50000);
		ASSERT_EQ(1, read(p[0], &b, 1));
	}
	while (!next_cqe(&ring, &cqe, 1000)) {
		EXPECT_EQ(1, cqe.user_data);
		EXPECT_EQ(POLLIN, cqe.res);
		EXPECT_EQ(n < 4 ? IORING_CQE_F_MORE : 0, cqe.flags);
		n++;
	}
	EXPECT_EQ(5, n);
	EXPECT_EQ(0, *ring.cq.koverflow);
	ASSERT_EQ(1, write(p[1], "x", 1));
	EXPECT_EQ(-1, next_cqe(&ring, &cqe, 200));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

/*
 * Polls that could feed themselves: a multishot poll of a ring's
 * descriptor completes with its first event, without the flag (here any
 * ring's, as two rings could poll each other; Linux 6.18 keeps the poll
 * of another ring multishot, upstream 7fdbc5f014c3 stops a ring's poll
 * of itself); one of the eventfd registered to its own ring, whose every
 * CQE signals it again, ends once the CQ ring is full, with a last CQE
 * without the flag, and the submitter gets back to user space.
 */
TEST(self_feeding_polls_end)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	struct io_uring ring, other;
	int efd, n = 0, last_flags = -1;

	NEED_MULTI();
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, io_uring_queue_init(4, &other, 0));
	io_uring_prep_nop(io_uring_get_sqe(&other));
	ASSERT_EQ(1, io_uring_submit(&other));
	poll_sqe(&ring, other.ring_fd, POLLIN, true, 1);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, next_cqe(&ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res & POLLIN);
	EXPECT_EQ(0, cqe.flags);
	io_uring_queue_exit(&other);

	efd = eventfd(0, EFD_NONBLOCK);
	ASSERT_LE(0, efd);
	ASSERT_EQ(0, io_uring_register_eventfd(&ring, efd));
	poll_sqe(&ring, efd, POLLIN, true, 2);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_nop(sqe);
	sqe->user_data = 3;
	ASSERT_EQ(2, io_uring_submit(&ring));
	while (!next_cqe(&ring, &cqe, 1000)) {
		if (cqe.user_data == 2)
			last_flags = cqe.flags;
		n++;
	}
	/* 8 CQEs fit; the last of the poll has no flag. */
	EXPECT_GE(10, n);
	EXPECT_EQ(0, last_flags);
	close(efd);
	io_uring_queue_exit(&ring);
}

/*
 * On an SQPOLL ring (the poll completed by a workqueue, not by its
 * submitter) and after the ring's release and the process's exit with
 * the poll armed: events post with the flag; the release ends the poll
 * (KASAN and kmemleak watch the rest).
 */
TEST(sqpoll_and_release)
{
	struct io_uring_params pr = { .flags = IORING_SETUP_SQPOLL,
				      .sq_thread_idle = 1000 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int p[2], status;
	pid_t pid;
	char b;

	NEED_MULTI();
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &pr));
	poll_sqe(&ring, p[0], POLLIN, true, 1);
	io_uring_submit(&ring);
	for (int i = 0; i < 3; i++) {
		ASSERT_EQ(1, write(p[1], "x", 1));
		ASSERT_EQ(0, next_cqe(&ring, &cqe, 5000));
		EXPECT_EQ(1, cqe.user_data);
		EXPECT_EQ(IORING_CQE_F_MORE, cqe.flags);
		ASSERT_EQ(1, read(p[0], &b, 1));
	}
	io_uring_queue_exit(&ring);

	pid = fork();
	ASSERT_GE(pid, 0);
	if (!pid) {
		if (io_uring_queue_init(4, &ring, 0))
			_exit(1);
		poll_sqe(&ring, p[0], POLLIN, true, 1);
		if (io_uring_submit(&ring) != 1)
			_exit(2);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_EQ(0, WEXITSTATUS(status));
	ASSERT_EQ(1, write(p[1], "x", 1));
	close(p[0]);
	close(p[1]);
}

TEST_HARNESS_MAIN
