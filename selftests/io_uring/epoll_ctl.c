// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_EPOLL_CTL with upstream 5.6's results (the 5.6 level): ADD,
 * MOD and DEL seen by epoll_wait(2), epoll_ctl(2)'s errno, the event
 * copied at submission (also for a request a worker runs), and the same
 * from a worker in a chain.  On an SQPOLL ring it gets -EBADF at 5.6 (the
 * SQ thread has no file table of the submitter's; Linux 6.18 runs it:
 * differs).  SKIPs on a kernel without the opcode (probe).
 */
#include <sys/epoll.h>

#include "helpers.h"

FIXTURE(ep) {
	struct io_uring ring;
	int epfd;
	int p[2];		/* a pipe: p[0] becomes readable on a write */
};

FIXTURE_SETUP(ep)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_EPOLL_CTL);
	self->epfd = epoll_create1(0);
	ASSERT_LE(0, self->epfd);
	ASSERT_EQ(0, pipe(self->p));
}

FIXTURE_TEARDOWN(ep)
{
	close(self->p[0]);
	close(self->p[1]);
	close(self->epfd);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *epoll_sqe(struct io_uring *ring, int epfd,
				      int fd, int op, struct epoll_event *ev)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_epoll_ctl(sqe, epfd, fd, op, ev);
	return sqe;
}

/* EPOLL_CTL alone: the CQE's res (user_data checked by submit_res()). */
static int ring_epoll(struct io_uring *ring, int epfd, int fd, int op,
		      uint32_t events, uint64_t data)
{
	struct epoll_event ev = { .events = events, .data.u64 = data };

	return submit_res(ring, epoll_sqe(ring, epfd, fd, op, &ev));
}

/*
 * epoll_wait() for one event, about @ms at most: the number of events.
 * Again on EINTR: a kernel may wake the task for io_uring's own task work
 * (Linux 6.18 does, after a request a worker ran).
 */
static int wait_event(int epfd, struct epoll_event *ev, int ms)
{
	long end = now_ms() + ms;
	int n;

	do {
		memset(ev, 0, sizeof(*ev));
		n = epoll_wait(epfd, ev, 1, ms);
		ms = end - now_ms();
	} while (n < 0 && errno == EINTR && ms > 0);
	return n;
}

TEST_F(ep, add_then_epoll_wait_sees_the_event)
{
	struct epoll_event ev;

	EXPECT_EQ(0, ring_epoll(&self->ring, self->epfd, self->p[0],
				EPOLL_CTL_ADD, EPOLLIN, 0x1234));
	EXPECT_EQ(0, wait_event(self->epfd, &ev, 0));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(1, wait_event(self->epfd, &ev, 5000));
	EXPECT_EQ(EPOLLIN, ev.events);
	EXPECT_EQ(0x1234, ev.data.u64);
}

TEST_F(ep, mod_changes_the_events)
{
	struct epoll_event ev;

	ASSERT_EQ(0, ring_epoll(&self->ring, self->epfd, self->p[0],
				EPOLL_CTL_ADD, EPOLLIN, 1));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(1, wait_event(self->epfd, &ev, 5000));
	EXPECT_EQ(1, ev.data.u64);
	/* Asks for EPOLLOUT only, which a read end never is: nothing. */
	EXPECT_EQ(0, ring_epoll(&self->ring, self->epfd, self->p[0],
				EPOLL_CTL_MOD, EPOLLOUT, 2));
	EXPECT_EQ(0, wait_event(self->epfd, &ev, 0));
	/* EPOLLIN again, with new data. */
	EXPECT_EQ(0, ring_epoll(&self->ring, self->epfd, self->p[0],
				EPOLL_CTL_MOD, EPOLLIN, 3));
	ASSERT_EQ(1, wait_event(self->epfd, &ev, 5000));
	EXPECT_EQ(EPOLLIN, ev.events);
	EXPECT_EQ(3, ev.data.u64);
}

/* DEL does not read the event (a NULL addr is fine) and removes the fd. */
TEST_F(ep, del_removes)
{
	struct epoll_event ev;

	ASSERT_EQ(0, ring_epoll(&self->ring, self->epfd, self->p[0],
				EPOLL_CTL_ADD, EPOLLIN, 1));
	EXPECT_EQ(0, submit_res(&self->ring, epoll_sqe(&self->ring,
		  self->epfd, self->p[0], EPOLL_CTL_DEL, NULL)));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	EXPECT_EQ(0, wait_event(self->epfd, &ev, 100));
	/* It can be added again. */
	EXPECT_EQ(0, ring_epoll(&self->ring, self->epfd, self->p[0],
				EPOLL_CTL_ADD, EPOLLIN, 4));
	ASSERT_EQ(1, wait_event(self->epfd, &ev, 5000));
	EXPECT_EQ(4, ev.data.u64);
}

TEST_F(ep, add_twice_is_eexist)
{
	struct epoll_event ev;

	ASSERT_EQ(0, ring_epoll(&self->ring, self->epfd, self->p[0],
				EPOLL_CTL_ADD, EPOLLIN, 1));
	EXPECT_EQ(-EEXIST, ring_epoll(&self->ring, self->epfd, self->p[0],
				      EPOLL_CTL_ADD, EPOLLIN, 2));
	/* The first registration stands. */
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(1, wait_event(self->epfd, &ev, 5000));
	EXPECT_EQ(1, ev.data.u64);
}

TEST_F(ep, del_or_mod_of_a_missing_fd_is_enoent)
{
	EXPECT_EQ(-ENOENT, submit_res(&self->ring, epoll_sqe(&self->ring,
		  self->epfd, self->p[0], EPOLL_CTL_DEL, NULL)));
	EXPECT_EQ(-ENOENT, ring_epoll(&self->ring, self->epfd, self->p[0],
				      EPOLL_CTL_MOD, EPOLLIN, 1));
}

/* An epfd, or a target fd, that is not open. */
TEST_F(ep, bad_descriptors_are_ebadf)
{
	int bad = open("/dev/null", O_RDONLY);

	ASSERT_LE(0, bad);
	close(bad);
	EXPECT_EQ(-EBADF, ring_epoll(&self->ring, bad, self->p[0],
				     EPOLL_CTL_ADD, EPOLLIN, 1));
	EXPECT_EQ(-EBADF, ring_epoll(&self->ring, self->epfd, bad,
				     EPOLL_CTL_ADD, EPOLLIN, 1));
}

TEST_F(ep, epfd_that_is_not_epoll_is_einval)
{
	EXPECT_EQ(-EINVAL, ring_epoll(&self->ring, self->p[1], self->p[0],
				      EPOLL_CTL_ADD, EPOLLIN, 1));
	/* An unknown op on a real epfd too. */
	EXPECT_EQ(-EINVAL, ring_epoll(&self->ring, self->epfd, self->p[0],
				      99, EPOLLIN, 1));
}

TEST_F(ep, epoll_fd_added_to_itself_is_einval)
{
	EXPECT_EQ(-EINVAL, ring_epoll(&self->ring, self->epfd, self->epfd,
				      EPOLL_CTL_ADD, EPOLLIN, 1));
}

/* A target that does not poll (a regular file): epoll_ctl(2)'s -EPERM. */
TEST_F(ep, target_without_poll_is_eperm)
{
	char path[PATH_MAX];
	int fd = test_file("epoll", 0, path, sizeof(path));

	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	unlink(path);
	EXPECT_EQ(-EPERM, ring_epoll(&self->ring, self->epfd, fd,
				     EPOLL_CTL_ADD, EPOLLIN, 1));
	close(fd);
}

/*
 * The event is copied at submission, also when a worker runs the request
 * (IOSQE_ASYNC): overwritten right after io_uring_submit(), the first
 * one is what epoll reports.
 */
TEST_F(ep, event_read_at_submission)
{
	struct epoll_event *ev = malloc(sizeof(*ev)), got;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	ASSERT_NE(NULL, ev);
	ev->events = EPOLLIN;
	ev->data.u64 = 0x1234;
	sqe = epoll_sqe(&self->ring, self->epfd, self->p[0], EPOLL_CTL_ADD, ev);
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ev->events = EPOLLOUT;
	ev->data.u64 = 0xdead;
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	free(ev);
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(1, wait_event(self->epfd, &got, 5000));
	EXPECT_EQ(EPOLLIN, got.events);
	EXPECT_EQ(0x1234, got.data.u64);
}

/* Linked after a NOP (a worker runs it): ADD works on the submitter's fds. */
TEST_F(ep, add_in_a_chain)
{
	struct epoll_event ev = { .events = EPOLLIN, .data.u64 = 42 }, got;
	int res[9] = { 0 };

	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	epoll_sqe(&self->ring, self->epfd, self->p[0], EPOLL_CTL_ADD,
		  &ev)->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[2]);
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(1, wait_event(self->epfd, &got, 5000));
	EXPECT_EQ(42, got.data.u64);
}

/*
 * EPOLL_CTL on an SQPOLL ring: -EBADF up to 5.10, and nothing is added;
 * from 5.11 (IORING_FEAT_SQPOLL_NONFIXED, patch 193) the pipe is added
 * and its data reported.
 */
TEST(epoll_ctl_on_sqpoll)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 1000,
	};
	struct epoll_event ev;
	struct io_uring ring;
	int epfd, pfd[2];

	NEED_OP(IORING_OP_EPOLL_CTL);
	if (geteuid() != 0)
		SKIP(return, "SQPOLL needs root at the 5.6 level");
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &p));
	epfd = epoll_create1(0);
	ASSERT_LE(0, epfd);
	ASSERT_EQ(0, pipe(pfd));
	if (!(ring.features & IORING_FEAT_SQPOLL_NONFIXED)) {
		EXPECT_EQ(-EBADF, ring_epoll(&ring, epfd, pfd[0],
					     EPOLL_CTL_ADD, EPOLLIN, 1));
		ASSERT_EQ(1, write(pfd[1], "x", 1));
		EXPECT_EQ(0, wait_event(epfd, &ev, 100));
	} else {
		EXPECT_EQ(0, ring_epoll(&ring, epfd, pfd[0], EPOLL_CTL_ADD,
					EPOLLIN, 1));
		ASSERT_EQ(1, write(pfd[1], "x", 1));
		EXPECT_EQ(1, wait_event(epfd, &ev, 1000));
		EXPECT_EQ(EPOLLIN, ev.events);
		EXPECT_EQ(1, ev.data.u64);
	}
	close(pfd[0]);
	close(pfd[1]);
	close(epfd);
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
