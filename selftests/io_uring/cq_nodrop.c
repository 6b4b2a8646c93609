// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_FEAT_NODROP (upstream 5.5): a CQE the CQ ring has no room for
 * waits until the application makes room and enters the kernel; CQEs
 * keep their order; submission answers -EBUSY and consumes no SQE while
 * the backlog cannot go in, up to 5.12, and goes on from 5.13 on
 * (c82d5bc70382), its CQEs after the backlog's; an SQ thread consumes
 * SQEs again once the application reaps, without being woken, and from
 * 5.13 on meanwhile too; IORING_SQ_CQ_OVERFLOW says CQEs wait (5.8);
 * poll(2) on the ring sees the backlog; a ring
 * closed with a backlog is freed.  Nothing is counted as overflow.
 * SKIPs on a kernel without the feature bit.
 */
#include <poll.h>
#include <sys/epoll.h>

#include "helpers.h"

#define NEED_NODROP(ring)						\
	do {								\
		if (!((ring)->features & IORING_FEAT_NODROP))		\
			SKIP(return, "no IORING_FEAT_NODROP (v5.4 level)"); \
	} while (0)

/* 4 SQ entries, 8 CQ entries. */
FIXTURE(nd) {
	struct io_uring ring;
};

FIXTURE_SETUP(nd)
{
	ASSERT_EQ(0, io_uring_queue_init(4, &self->ring, 0));
	NEED_NODROP(&self->ring);
	ASSERT_EQ(8, *self->ring.cq.kring_entries);
}

FIXTURE_TEARDOWN(nd)
{
	io_uring_queue_exit(&self->ring);
}

static int submit_nops(struct io_uring *ring, int first, int n)
{
	for (int i = 0; i < n; i++)
		nop_sqe(ring, first + i, 0);
	return io_uring_submit(ring);
}

TEST_F(nd, backlog_keeps_order_and_loses_nothing)
{
	struct io_uring *ring = &self->ring;
	struct io_uring_cqe cqe;
	unsigned int head;

	ASSERT_EQ(4, submit_nops(ring, 0, 4));
	ASSERT_EQ(4, submit_nops(ring, 4, 4));
	/* The ring is full; these 4 wait. */
	ASSERT_EQ(4, submit_nops(ring, 8, 4));
	EXPECT_EQ(8, io_uring_cq_ready(ring));
	head = *ring->sq.khead;
	if (submits_with_backlog(ring)) {
		/* 5.13: they go, and their CQEs wait behind the others. */
		EXPECT_EQ(4, submit_nops(ring, 12, 4));
		EXPECT_EQ(head + 4, *ring->sq.khead);
	} else {
		/* Nothing goes in, and the SQEs stay where they are. */
		EXPECT_EQ(-EBUSY, submit_nops(ring, 12, 4));
		EXPECT_EQ(head, *ring->sq.khead);
	}
	EXPECT_EQ(8, io_uring_cq_ready(ring));
	EXPECT_EQ(0, *ring->cq.koverflow);

	for (int i = 0; i < 12; i++) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
		EXPECT_EQ(0, cqe.res);
	}
	/* The 4 SQEs -EBUSY left behind go with the next submission. */
	if (!submits_with_backlog(ring))
		EXPECT_EQ(4, io_uring_submit(ring));
	for (int i = 12; i < 16; i++) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
	}
	EXPECT_EQ(0, *ring->cq.koverflow);
	EXPECT_FALSE(cqe_ready(ring));
}

/*
 * Room made without entering the kernel: the next submission moves the
 * backlog in first and goes through.
 */
TEST_F(nd, submission_flushes_the_backlog_first)
{
	struct io_uring *ring = &self->ring;
	struct io_uring_cqe cqe;

	ASSERT_EQ(4, submit_nops(ring, 0, 4));
	ASSERT_EQ(4, submit_nops(ring, 4, 4));
	ASSERT_EQ(4, submit_nops(ring, 8, 4));
	io_uring_cq_advance(ring, 8);
	ASSERT_EQ(4, submit_nops(ring, 12, 4));
	for (int i = 8; i < 16; i++) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
	}
	EXPECT_EQ(0, *ring->cq.koverflow);
}

/*
 * IORING_SQ_CQ_OVERFLOW (upstream 5.8) is set while CQEs wait, so that an
 * application that reaps by peeking knows to enter the kernel: liburing's
 * io_uring_peek_cqe() then flushes the backlog itself.
 */
TEST_F(nd, sq_flags_say_cqes_wait)
{
	struct io_uring *ring = &self->ring;
	struct io_uring_cqe *cqe;

	ASSERT_EQ(4, submit_nops(ring, 0, 4));
	ASSERT_EQ(4, submit_nops(ring, 4, 4));
	EXPECT_EQ(0, *ring->sq.kflags & IORING_SQ_CQ_OVERFLOW);
	ASSERT_EQ(4, submit_nops(ring, 8, 4));
	EXPECT_EQ(IORING_SQ_CQ_OVERFLOW,
		  *ring->sq.kflags & IORING_SQ_CQ_OVERFLOW);
	for (int i = 0; i < 12; i++) {
		ASSERT_EQ(0, io_uring_peek_cqe(ring, &cqe));
		EXPECT_EQ(i, cqe->user_data);
		EXPECT_EQ(0, cqe->res);
		io_uring_cqe_seen(ring, cqe);
	}
	EXPECT_EQ(0, *ring->sq.kflags & IORING_SQ_CQ_OVERFLOW);
	EXPECT_EQ(-EAGAIN, io_uring_peek_cqe(ring, &cqe));
	EXPECT_EQ(0, *ring->cq.koverflow);
}

/* poll(2) on the ring fd moves the backlog in and reports it. */
TEST_F(nd, poll_sees_the_backlog)
{
	struct io_uring *ring = &self->ring;
	struct pollfd pfd = { .fd = ring->ring_fd, .events = POLLIN };
	struct io_uring_cqe *cqe;

	ASSERT_EQ(4, submit_nops(ring, 0, 4));
	ASSERT_EQ(4, submit_nops(ring, 4, 4));
	ASSERT_EQ(2, submit_nops(ring, 8, 2));
	io_uring_cq_advance(ring, 8);
	EXPECT_EQ(0, io_uring_cq_ready(ring));
	ASSERT_EQ(1, poll(&pfd, 1, 0));
	EXPECT_EQ(POLLIN, pfd.revents & POLLIN);
	EXPECT_EQ(2, io_uring_cq_ready(ring));
	ASSERT_EQ(0, io_uring_peek_cqe(ring, &cqe));
	EXPECT_EQ(8, cqe->user_data);
}

/*
 * An edge-triggered epoll of the ring learns of CQEs from wakeups only:
 * the backlog moved in by io_uring_enter() wakes it, as upstream's flush
 * does (tokio-uring's driver, which waits so, hung with a backlog).
 */
TEST_F(nd, epoll_et_sees_the_backlog_move_in)
{
	struct io_uring *ring = &self->ring;
	struct epoll_event ev = { .events = EPOLLIN | EPOLLET };
	struct io_uring_cqe cqe;
	int ep = epoll_create1(0);

	ASSERT_LE(0, ep);
	ASSERT_EQ(0, epoll_ctl(ep, EPOLL_CTL_ADD, ring->ring_fd, &ev));
	ASSERT_EQ(4, submit_nops(ring, 0, 4));
	ASSERT_EQ(4, submit_nops(ring, 4, 4));
	ASSERT_EQ(2, submit_nops(ring, 8, 2));
	ASSERT_EQ(1, epoll_wait(ep, &ev, 1, 1000));
	EXPECT_EQ(0, epoll_wait(ep, &ev, 1, 0));
	/*
	 * Room made without a system call; then one that moves 2 in (as
	 * liburing's io_uring_peek_cqe() enters with IORING_SQ_CQ_OVERFLOW).
	 */
	io_uring_cq_advance(ring, 8);
	ASSERT_EQ(0, sys_enter(ring->ring_fd, 0, 0, IORING_ENTER_GETEVENTS,
			       NULL, 0));
	EXPECT_EQ(2, io_uring_cq_ready(ring));
	EXPECT_EQ(1, epoll_wait(ep, &ev, 1, 1000));
	for (int i = 8; i < 10; i++) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
	}
	close(ep);
}

/*
 * A flood of completions nobody reaps: 64 armed polls, 8 CQ entries, all
 * fire at once.  Each CQE arrives exactly once.
 */
TEST(poll_flood_with_nothing_reaped)
{
	enum { N = 64 };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	int p[N][2], seen[N] = { 0 };

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	NEED_NODROP(&ring);
	for (int i = 0; i < N; i++) {
		struct io_uring_sqe *sqe;

		ASSERT_EQ(0, pipe(p[i]));
		sqe = io_uring_get_sqe(&ring);
		if (!sqe) {
			ASSERT_EQ(4, io_uring_submit(&ring));
			sqe = io_uring_get_sqe(&ring);
		}
		io_uring_prep_poll_add(sqe, p[i][0], POLLIN);
		sqe->user_data = i;
	}
	ASSERT_EQ(4, io_uring_submit(&ring));
	for (int i = 0; i < N; i++)
		ASSERT_EQ(1, write(p[i][1], "x", 1));
	usleep(200000);
	EXPECT_EQ(8, io_uring_cq_ready(&ring));
	for (int i = 0; i < N; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		ASSERT_LT(cqe.user_data, N);
		EXPECT_EQ(POLLIN, cqe.res);
		seen[cqe.user_data]++;
	}
	for (int i = 0; i < N; i++) {
		EXPECT_EQ(1, seen[i]);
		close(p[i][0]);
		close(p[i][1]);
	}
	EXPECT_EQ(0, *ring.cq.koverflow);
	EXPECT_FALSE(cqe_ready(&ring));
	io_uring_queue_exit(&ring);
}

/*
 * A process gone with CQEs on the backlog: the ring is freed (16 SQ and
 * 32 CQ entries: 48 NOPs leave 16 waiting).
 */
/*
 * An SQ thread with CQEs in the backlog: an SQE queued meanwhile is
 * consumed once the application has reaped, which wakes nothing (from
 * 5.13 on at once; 5.5 to 5.12 keep it until the backlog is in, and an
 * SQ thread that slept meanwhile, as here before 5.13's rule, never
 * came back for it: liburing's d4ae271dfaae hung so).  Every CQE in
 * order, none lost.
 */
TEST(sqpoll_backlog_does_not_stop_the_thread)
{
	struct io_uring_params p = { .flags = IORING_SETUP_SQPOLL,
				     .sq_thread_idle = 10 };
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	long end;
	int i;

	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &p));
	if (!(ring.features & IORING_FEAT_NODROP)) {
		io_uring_queue_exit(&ring);
		SKIP(return, "no IORING_FEAT_NODROP (v5.4 level)");
	}
	/* 12 NOPs: 8 fill the CQ ring, 4 wait. */
	for (i = 0; i < 12; i++) {
		struct io_uring_sqe *sqe;

		end = now_ms() + 5000;
		while (!(sqe = io_uring_get_sqe(&ring))) {
			ASSERT_LT(now_ms(), end);
			io_uring_submit(&ring);
			usleep(1000);
		}
		io_uring_prep_nop(sqe);
		sqe->user_data = i;
		io_uring_submit(&ring);
	}
	end = now_ms() + 5000;
	while (!(IO_URING_READ_ONCE(*ring.sq.kflags) & IORING_SQ_CQ_OVERFLOW) &&
	       now_ms() < end)
		usleep(1000);
	ASSERT_TRUE(IO_URING_READ_ONCE(*ring.sq.kflags) &
		    IORING_SQ_CQ_OVERFLOW);
	/* The thread idles out (10 ms), then a 13th NOP. */
	usleep(200000);
	nop_sqe(&ring, 12, 0);
	io_uring_submit(&ring);
	if (submits_with_backlog(&ring)) {
		end = now_ms() + 5000;
		while (io_uring_sq_ready(&ring) && now_ms() < end)
			usleep(1000);
		EXPECT_EQ(0, io_uring_sq_ready(&ring));
	}
	for (i = 0; i < 13; i++) {
		ASSERT_EQ(0, wait_cqe_ms(&ring, &cqe, 5000));
		EXPECT_EQ(i, cqe->user_data);
		EXPECT_EQ(0, cqe->res);
		io_uring_cqe_seen(&ring, cqe);
	}
	EXPECT_EQ(0, *ring.cq.koverflow);
	io_uring_queue_exit(&ring);
}

static int leave_backlog(struct io_uring *ring)
{
	for (int b = 0; b < 3; b++)
		if (submit_nops(ring, b * 16, 16) != 16)
			return 1;
	return 0;
}

TEST(exit_with_a_backlog)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, leave_backlog));
}

/*
 * A backlog of 20000 CQEs: as many polls as that, armed on one pipe, all
 * fired by one write, none reaped.  The process exits; the ring drops the
 * backlog when it is freed, yielding as it goes (upstream eac2ca2d682f,
 * CVE-2024-50060), and is freed: no soft lockup on the console.
 */
static int leave_long_backlog(struct io_uring *ring)
{
	int p[2], i;

	if (pipe(p))
		return 1;
	for (i = 0; i < 20000; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

		if (!sqe) {
			if (io_uring_submit(ring) != 16)
				return 1;
			sqe = io_uring_get_sqe(ring);
		}
		io_uring_prep_poll_add(sqe, p[0], POLLIN);
		sqe->user_data = i;
	}
	if (io_uring_submit(ring) != 16 || write(p[1], "x", 1) != 1)
		return 1;
	usleep(500000);
	return 0;
}

TEST(exit_with_a_long_backlog)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, leave_long_backlog));
}

TEST_HARNESS_MAIN
