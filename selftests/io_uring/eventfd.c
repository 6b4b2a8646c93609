// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_REGISTER_EVENTFD: one count per CQE posted, v5.4's errno for bad
 * registrations, a poll of the ring's own eventfd (completion from inside
 * an eventfd wakeup) that must neither recurse nor warn, and a poll of an
 * epoll set that holds the ring's eventfd or the ring (patches 60, 61);
 * the CQ ring's IORING_CQ_EVENTFD_DISABLED (5.8) turning the count off.
 */
#include <poll.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>

#include "helpers.h"

static uint64_t ev_read(int efd)
{
	uint64_t v = 0;

	if (read(efd, &v, sizeof(v)) != sizeof(v))
		return ~0ULL;
	return v;
}

static void submit_nops(struct __test_metadata *_metadata,
			struct io_uring *ring, int n)
{
	for (int i = 0; i < n; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

		io_uring_prep_nop(sqe);
		sqe->user_data = i;
	}
	ASSERT_EQ(n, io_uring_submit_and_wait(ring, n));
}

/*
 * Submit a NOP (user_data 2) behind an armed POLL_ADD (user_data 1): both
 * CQEs arrive, the poll's with POLLIN, the NOP's with 0.
 */
static void nop_then_both_cqes(struct __test_metadata *_metadata,
			       struct io_uring *ring)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);
	struct io_uring_cqe cqe;
	int seen = 0;

	io_uring_prep_nop(sqe);
	sqe->user_data = 2;
	ASSERT_EQ(1, io_uring_submit(ring));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		if (cqe.user_data == 1)
			EXPECT_EQ(POLLIN, cqe.res);
		else
			EXPECT_EQ(0, cqe.res);
		seen |= 1 << cqe.user_data;
	}
	EXPECT_EQ(6, seen);
}

TEST(counts_every_cqe)
{
	struct io_uring ring;
	int efd = eventfd(0, EFD_NONBLOCK);

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	ASSERT_EQ(0, io_uring_register_eventfd(&ring, efd));
	submit_nops(_metadata, &ring, 3);
	EXPECT_EQ(3, ev_read(efd));
	io_uring_cq_advance(&ring, 3);
	submit_nops(_metadata, &ring, 5);
	EXPECT_EQ(5, ev_read(efd));
	io_uring_cq_advance(&ring, 5);

	/* Unregistered: no more counts. */
	ASSERT_EQ(0, io_uring_unregister_eventfd(&ring));
	submit_nops(_metadata, &ring, 2);
	EXPECT_EQ(~0ULL, ev_read(efd));
	EXPECT_EQ(EAGAIN, errno);
	io_uring_queue_exit(&ring);
	close(efd);
}

/*
 * The CQ ring's flags word (5.8): IORING_CQ_EVENTFD_DISABLED, written by
 * the application, stops the count and clearing it starts it again; the
 * CQEs are posted all the same, and the kernel leaves the word alone.
 */
TEST(cq_flag_eventfd_disabled_stops_the_count)
{
	struct io_uring ring;
	int efd = eventfd(0, EFD_NONBLOCK);
	int ret;

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	ASSERT_EQ(0, io_uring_register_eventfd(&ring, efd));
	ret = io_uring_cq_eventfd_toggle(&ring, false);
	if (ret == -EOPNOTSUPP) {
		io_uring_queue_exit(&ring);
		close(efd);
		SKIP(return, "no CQ ring flags (cq_off.flags is 0: before 5.8)");
	}
	ASSERT_EQ(0, ret);
	EXPECT_TRUE(*ring.cq.kflags & IORING_CQ_EVENTFD_DISABLED);
	EXPECT_FALSE(io_uring_cq_eventfd_enabled(&ring));
	submit_nops(_metadata, &ring, 3);
	EXPECT_EQ(3, io_uring_cq_ready(&ring));
	EXPECT_EQ(~0ULL, ev_read(efd));
	EXPECT_EQ(EAGAIN, errno);
	io_uring_cq_advance(&ring, 3);

	ASSERT_EQ(0, io_uring_cq_eventfd_toggle(&ring, true));
	submit_nops(_metadata, &ring, 2);
	EXPECT_EQ(2, ev_read(efd));
	io_uring_cq_advance(&ring, 2);

	/* A bit the kernel does not know: kept, and the count goes on. */
	*ring.cq.kflags |= 1U << 7;
	submit_nops(_metadata, &ring, 1);
	EXPECT_EQ(1, ev_read(efd));
	EXPECT_EQ(1U << 7, *ring.cq.kflags);
	io_uring_cq_advance(&ring, 1);
	io_uring_queue_exit(&ring);
	close(efd);
}

/* Disabled, the eventfd counts no completion, not even a worker's. */
TEST(cq_flag_eventfd_disabled_holds_for_async_completions)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int efd = eventfd(0, EFD_NONBLOCK);
	char buf[4];
	int p[2];

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	if (!ring.cq.kflags) {
		io_uring_queue_exit(&ring);
		close(efd);
		SKIP(return, "no CQ ring flags (before 5.8)");
	}
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_register_eventfd(&ring, efd));
	ASSERT_EQ(0, io_uring_cq_eventfd_toggle(&ring, false));
	/* A read of an empty pipe: completed later by a worker. */
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, p[0], buf, sizeof(buf), 0);
	sqe->user_data = 7;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(50000);
	ASSERT_EQ(3, write(p[1], "abc", 3));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(3, cqe.res);
	EXPECT_EQ(~0ULL, ev_read(efd));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
	close(efd);
}

TEST(register_errno)
{
	struct io_uring ring;
	int efd = eventfd(0, 0), bad = 1000, pfd[2];
	int two[2];

	ASSERT_EQ(0, pipe(pfd));
	two[0] = two[1] = efd;
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_ERRNO(EINVAL, sys_register(ring.ring_fd,
					  IORING_REGISTER_EVENTFD, &efd, 0));
	ASSERT_ERRNO(EINVAL, sys_register(ring.ring_fd,
					  IORING_REGISTER_EVENTFD, two, 2));
	ASSERT_ERRNO(EFAULT, sys_register(ring.ring_fd,
					  IORING_REGISTER_EVENTFD, NULL, 1));
	ASSERT_ERRNO(EBADF, sys_register(ring.ring_fd,
					 IORING_REGISTER_EVENTFD, &bad, 1));
	ASSERT_ERRNO(EINVAL, sys_register(ring.ring_fd,
					  IORING_REGISTER_EVENTFD, &pfd[0], 1));
	ASSERT_ERRNO(ENXIO, sys_register(ring.ring_fd,
					 IORING_UNREGISTER_EVENTFD, NULL, 0));
	ASSERT_EQ(0, sys_register(ring.ring_fd, IORING_REGISTER_EVENTFD,
				  &efd, 1));
	ASSERT_ERRNO(EBUSY, sys_register(ring.ring_fd,
					 IORING_REGISTER_EVENTFD, &efd, 1));
	ASSERT_ERRNO(EINVAL, sys_register(ring.ring_fd,
					  IORING_UNREGISTER_EVENTFD, NULL, 1));
	ASSERT_EQ(0, sys_register(ring.ring_fd, IORING_UNREGISTER_EVENTFD,
				  NULL, 0));
	/* An unknown register opcode. */
	ASSERT_ERRNO(EINVAL, sys_register(ring.ring_fd, 255, NULL, 0));
	io_uring_queue_exit(&ring);
}

/* epoll-style use: the eventfd becomes readable when a CQE is posted. */
TEST(wakes_poll)
{
	struct io_uring ring;
	int efd = eventfd(0, EFD_NONBLOCK);
	struct pollfd pfd = { efd, POLLIN, 0 };

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, io_uring_register_eventfd(&ring, efd));
	EXPECT_EQ(0, poll(&pfd, 1, 0));
	submit_nops(_metadata, &ring, 1);
	EXPECT_EQ(1, poll(&pfd, 1, 1000));
	EXPECT_EQ(POLLIN, pfd.revents);
	io_uring_queue_exit(&ring);
}

/*
 * POLL_ADD on the ring's own eventfd: the NOP's CQE signals the eventfd,
 * whose wakeup completes the poll, whose CQE signals the eventfd again.
 * Both CQEs arrive, the count is 2, and eventfd_signal() never recurses
 * (it would WARN, which fails the run).
 */
TEST(poll_own_eventfd)
{
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	int efd = eventfd(0, EFD_NONBLOCK);

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, io_uring_register_eventfd(&ring, efd));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_poll_add(sqe, efd, POLLIN);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&ring));
	nop_then_both_cqes(_metadata, &ring);
	/* The last signal may trail its CQE by a moment. */
	{
		uint64_t sum = 0, v;

		for (int ms = 0; sum < 2 && ms < 2000; ms += 10) {
			v = ev_read(efd);
			if (v != ~0ULL)
				sum += v;
			else
				usleep(10000);
		}
		EXPECT_EQ(2, sum);
		usleep(50000);
		EXPECT_EQ(~0ULL, ev_read(efd));
	}
	io_uring_queue_exit(&ring);
}

/*
 * The ring's eventfd sits in an epoll set; the ring polls that set.  A
 * write(2) on the eventfd wakes the set's poll queue with the eventfd's
 * lock held; a poll completed right there would signal the same eventfd
 * and spin on that lock for good (before patch 61; lockdep also saw the
 * cycle from a second POLL_ADD on the set).  Handed to the worker, the
 * polls must still complete although epoll's ->poll wakes its own queue
 * (patch 60).  The write returns, both CQEs say POLLIN, and the count is
 * the write's 1 plus 1 per CQE.
 */
TEST(poll_epoll_holding_own_eventfd)
{
	struct epoll_event ev = { .events = EPOLLIN };
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	uint64_t one = 1, sum = 0, v;
	int efd = eventfd(0, EFD_NONBLOCK), epfd = epoll_create1(0);

	ASSERT_LE(0, efd);
	ASSERT_LE(0, epfd);
	ASSERT_EQ(0, epoll_ctl(epfd, EPOLL_CTL_ADD, efd, &ev));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, io_uring_register_eventfd(&ring, efd));
	for (int i = 1; i <= 2; i++) {	/* two polls: the second scans the set */
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_poll_add(sqe, epfd, POLLIN);
		sqe->user_data = i;
	}
	ASSERT_EQ(2, io_uring_submit(&ring));
	usleep(20000);
	ASSERT_EQ(0, io_uring_cq_ready(&ring));	/* both armed */
	ASSERT_EQ(sizeof(one), write(efd, &one, sizeof(one)));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		EXPECT_TRUE(cqe.user_data == 1 || cqe.user_data == 2);
		EXPECT_EQ(POLLIN, cqe.res);
	}
	/* 1 written + 2 CQEs; the last signal may trail its CQE a moment. */
	for (int ms = 0; sum < 3 && ms < 2000; ms += 10) {
		v = ev_read(efd);
		if (v != ~0ULL)
			sum += v;
		else
			usleep(10000);
	}
	EXPECT_EQ(3, sum);
	io_uring_queue_exit(&ring);
	close(epfd);
	close(efd);
}

/*
 * The same without an eventfd: the ring's own descriptor is in the epoll
 * set the ring polls.  The NOP's CQE wakes the ring's poll queue, epoll
 * wakes the set's, and a poll completed right there would wake the ring's
 * poll queue again, whose lock this CPU holds (before patch 61).
 */
TEST(poll_epoll_holding_own_ring)
{
	struct epoll_event ev = { .events = EPOLLIN };
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	int epfd = epoll_create1(0);

	ASSERT_LE(0, epfd);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, epoll_ctl(epfd, EPOLL_CTL_ADD, ring.ring_fd, &ev));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_poll_add(sqe, epfd, POLLIN);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(20000);
	ASSERT_EQ(0, io_uring_cq_ready(&ring));	/* armed */
	nop_then_both_cqes(_metadata, &ring);
	io_uring_queue_exit(&ring);
	close(epfd);
}

TEST_HARNESS_MAIN
