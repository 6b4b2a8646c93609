// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_POLL_ADD and IORING_OP_POLL_REMOVE: the poll mask in res, the
 * user_data of each CQE, a poll that waits until the event, cancellation
 * (-ECANCELED for the poll, 0 or -ENOENT for the removal), v5.4's errno,
 * signalfd refused (CVE-2022-3176), wakeups racing with arming, and a ring
 * closed with polls armed, or about to start behind a drain, is freed.
 * From the 5.7 level (told by IORING_FEAT_FAST_POLL) a woken poll is
 * completed by its submitter as task work, not by a worker: the
 * submitter asleep elsewhere is interrupted for it, and a poll whose
 * submitting thread has exited still completes.  A submitter that does
 * not run its task work (asleep in vfork()) holds up neither POLL_REMOVE,
 * which answers -EALREADY for a woken poll as upstream 5.7 does, nor the
 * release of the ring.  A POLL_ADD woken from under our own signal lock
 * (a signalfd in an epoll set) completes.
 */
#include <poll.h>
#include <pthread.h>
#include <sys/epoll.h>
#include <signal.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/wait.h>

#include "held_task.h"

FIXTURE(polls) {
	struct io_uring ring;
	int p[2];
};

FIXTURE_SETUP(polls)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	ASSERT_EQ(0, pipe(self->p));
}

FIXTURE_TEARDOWN(polls)
{
	close(self->p[0]);
	close(self->p[1]);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *poll_remove(struct io_uring *ring,
				        uint64_t target, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_poll_remove(sqe, target);
	sqe->user_data = data;
	return sqe;
}

/*
 * Whether a CQE is there after @ms.  (liburing's wait with a timeout
 * would queue an IORING_OP_TIMEOUT of its own.)
 */
static int cqe_within(struct io_uring *ring, int ms)
{
	struct io_uring_cqe *cqe;

	usleep(ms * 1000);
	return io_uring_peek_cqe(ring, &cqe) == 0;
}

TEST_F(polls, waits_for_event)
{
	struct io_uring_cqe cqe;

	poll_add(&self->ring, self->p[0], POLLIN, 0xabc);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_within(&self->ring, 200));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(0xabc, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
}

TEST_F(polls, ready_at_once)
{
	struct io_uring_cqe cqe;
	int fd = open("/proc/self/stat", O_RDONLY);

	/* A pipe with room: POLLOUT only, not POLLIN. */
	poll_add(&self->ring, self->p[1], POLLOUT | POLLIN, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(POLLOUT, cqe.res);

	/* A file without ->poll is always ready for what was asked. */
	poll_add(&self->ring, fd, POLLIN | POLLPRI, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	close(fd);
}

/* POLLHUP is always reported, whatever was asked. */
TEST_F(polls, hangup)
{
	struct io_uring_cqe cqe;

	poll_add(&self->ring, self->p[0], POLLPRI, 3);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_within(&self->ring, 100));
	close(self->p[1]);
	self->p[1] = dup(self->p[0]);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(3, cqe.user_data);
	/* From the wakeup's mask: the pipe's release also says POLLERR. */
	EXPECT_EQ(POLLHUP, cqe.res & POLLHUP);
	EXPECT_EQ(0, cqe.res & ~(POLLHUP | POLLERR));
}

/* Sockets, and several polls on one file completing together. */
TEST(socket_many)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	int sv[2], seen = 0;

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	for (int i = 0; i < 4; i++)
		poll_add(&ring, sv[0], POLLIN, 10 + i);
	ASSERT_EQ(4, io_uring_submit(&ring));
	EXPECT_FALSE(cqe_within(&ring, 100));
	ASSERT_EQ(1, send(sv[1], "y", 1, 0));
	for (int i = 0; i < 4; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		EXPECT_EQ(POLLIN, cqe.res);
		ASSERT_GE(cqe.user_data, 10);
		ASSERT_LE(cqe.user_data, 13);
		seen |= 1 << (cqe.user_data - 10);
	}
	EXPECT_EQ(15, seen);
	io_uring_queue_exit(&ring);
}

TEST_F(polls, remove)
{
	struct io_uring_cqe cqe;
	int seen = 0;

	poll_add(&self->ring, self->p[0], POLLIN, 100);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	poll_remove(&self->ring, 100, 200);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		if (cqe.user_data == 100) {
			EXPECT_EQ(-ECANCELED, cqe.res);
			seen |= 1;
		} else {
			EXPECT_EQ(200, cqe.user_data);
			EXPECT_EQ(0, cqe.res);
			seen |= 2;
		}
	}
	EXPECT_EQ(3, seen);

	/* Gone now, and never existed. */
	poll_remove(&self->ring, 100, 201);
	poll_remove(&self->ring, 12345, 202);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(-ENOENT, cqe.res);
	}
	/* The pipe's event no longer reaches anyone. */
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	EXPECT_FALSE(cqe_within(&self->ring, 100));
}

TEST_F(polls, errno)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	sqe = poll_add(&self->ring, self->p[0], POLLIN, 1);
	sqe->addr = 8;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(-EINVAL, cqe.res);

	poll_add(&self->ring, 1000, POLLIN, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(-EBADF, cqe.res);

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_remove(sqe, 1);
	sqe->len = 1;
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(-EINVAL, cqe.res);
}

/* Eight polls of file 0, a socket nobody writes to. */
static int arm_polls(struct io_uring *ring)
{
	for (int i = 0; i < 8; i++)
		poll_add(ring, 0, POLLIN, i)->flags = IOSQE_FIXED_FILE;
	return io_uring_submit(ring) != 8;
}

/*
 * A process exits with polls armed on a socket: its ring is still freed,
 * and with it the socket.
 */
TEST(exit_with_polls_armed)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, arm_polls));
}

/*
 * CVE-2022-3176: signalfd frees its wait queue while open and its poll
 * looks at the polling task's signals: POLL_ADD on it gets -EOPNOTSUPP,
 * as in 5.4.212.  Reading it through the ring is still possible.
 */
TEST_F(polls, signalfd_refused)
{
	struct io_uring_cqe cqe;
	sigset_t mask;
	int sfd;

	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, &mask, NULL));
	sfd = signalfd(-1, &mask, 0);
	ASSERT_GE(sfd, 0);
	poll_add(&self->ring, sfd, POLLIN, 0x51);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(0x51, cqe.user_data);
	EXPECT_EQ(-EOPNOTSUPP, cqe.res);
	close(sfd);
}

/*
 * An epoll set that watches a signalfd passes the signalfd's wakeup on
 * from under the signal lock of the task the signal is sent to.  A
 * POLL_ADD on that epoll file, woken when we send ourselves the signal,
 * must not take our signal lock again to interrupt us (from the 5.7
 * level its completion is task work): it completes with POLLIN, and the
 * signal is still there to read.  Without the fix the CPU hangs with
 * interrupts off.
 */
TEST_F(polls, epoll_set_with_a_signalfd_woken_by_our_signal)
{
	struct epoll_event ev = { .events = EPOLLIN };
	struct signalfd_siginfo si;
	struct io_uring_cqe cqe;
	sigset_t mask, old;
	int sfd, ep;

	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR2);
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, &mask, &old));
	sfd = signalfd(-1, &mask, SFD_NONBLOCK);
	ASSERT_GE(sfd, 0);
	ep = epoll_create1(0);
	ASSERT_GE(ep, 0);
	ASSERT_EQ(0, epoll_ctl(ep, EPOLL_CTL_ADD, sfd, &ev));
	poll_add(&self->ring, ep, POLLIN, 0x52);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_within(&self->ring, 50));
	ASSERT_EQ(0, kill(getpid(), SIGUSR2));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(0x52, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res & (POLLIN | POLLOUT));
	EXPECT_EQ(sizeof(si), read(sfd, &si, sizeof(si)));
	EXPECT_EQ(SIGUSR2, si.ssi_signo);
	close(ep);
	close(sfd);
	sigprocmask(SIG_SETMASK, &old, NULL);
}

struct toggler {
	int fd[2];
	volatile int stop;
};

/* Make the pipe readable and empty again, as fast as possible. */
static void *toggle(void *arg)
{
	struct toggler *t = arg;
	char c;

	while (!t->stop) {
		if (write(t->fd[1], "t", 1) != 1 || read(t->fd[0], &c, 1) != 1)
			break;
	}
	return NULL;
}

/*
 * Polls armed while another thread makes the pipe readable and empty
 * again in a loop: the wakeup races with io_poll_add() and with the
 * completion work going back to waiting.  Every poll completes exactly
 * once, with POLLIN, and none is left waiting: a lost or doubled
 * completion, or a request freed while still queued (KASAN on the debug
 * config), fails the case.  Ends after 3 s.
 */
TEST(wakeups_racing_with_arming)
{
	struct toggler t = { .stop = 0 };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	static unsigned char seen[1 << 16];
	unsigned int n = 0, done = 0, i;
	long end = now_ms() + 3000;
	pthread_t th;

	ASSERT_EQ(0, io_uring_queue_init(64, &ring, 0));
	ASSERT_EQ(0, pipe(t.fd));
	ASSERT_EQ(0, pthread_create(&th, NULL, toggle, &t));
	while (now_ms() < end && n < sizeof(seen) - 16) {
		for (i = 0; i < 16; i++, n++)
			poll_add(&ring, t.fd[0], POLLIN, n);
		ASSERT_EQ(16, io_uring_submit(&ring));
		while (done < n) {
			ASSERT_EQ(0, wait_one(&ring, &cqe));
			ASSERT_LT(cqe.user_data, n);
			EXPECT_EQ(0, seen[cqe.user_data]);
			seen[cqe.user_data]++;
			EXPECT_EQ(POLLIN, cqe.res);
			done++;
		}
	}
	t.stop = 1;
	pthread_join(th, NULL);
	TH_LOG("%u polls, each completed once", n);
	EXPECT_GT(n, 100);
	io_uring_queue_exit(&ring);
	close(t.fd[0]);
	close(t.fd[1]);
}

/*
 * Close a ring while @arm's requests wait, in a process that lives on
 * (its mm stays, so work the release starts really runs): 0 when the
 * ring was freed within 5 s, seen by its registered UDP socket, which
 * nothing else holds.
 */
static int ring_freed_after_close(int (*arm)(struct io_uring *ring))
{
	int base = sockets_used(), s = socket(AF_INET, SOCK_DGRAM, 0);
	struct io_uring ring;

	if (base < 0 || s < 0 || io_uring_queue_init(8, &ring, 0) ||
	    io_uring_register_files(&ring, &s, 1))
		return -1;
	close(s);
	if (arm(&ring))
		return -1;
	io_uring_queue_exit(&ring);
	return wait_sockets_used(base, 5000) - base;
}

/*
 * The release cancels the first poll, which starts the second, held
 * back by a drain: that one must be cancelled too, or the ring is never
 * freed (patch 44).
 */
static int arm_drained_poll(struct io_uring *ring)
{
	poll_add(ring, 0, POLLIN, 1)->flags = IOSQE_FIXED_FILE;
	poll_add(ring, 0, POLLIN, 2)->flags = IOSQE_FIXED_FILE |
					      IOSQE_IO_DRAIN;
	return io_uring_submit(ring) != 2;
}

TEST(close_with_poll_behind_drain)
{
	EXPECT_EQ(0, ring_freed_after_close(arm_drained_poll));
}

/* The same with an hour-long timeout held back by the drain. */
static int arm_drained_timeout(struct io_uring *ring)
{
	static struct __kernel_timespec ts = { .tv_sec = 3600 };
	struct io_uring_sqe *sqe;

	poll_add(ring, 0, POLLIN, 1)->flags = IOSQE_FIXED_FILE |
					      IOSQE_IO_DRAIN;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_timeout(sqe, &ts, 0, 0);
	return io_uring_submit(ring) != 2;
}

TEST(close_with_timeout_behind_drain)
{
	EXPECT_EQ(0, ring_freed_after_close(arm_drained_timeout));
}

/*
 * A poll on the ring's own descriptor, then the ring unmapped and closed
 * by a process that lives on: nothing can reach the ring, so the poll is
 * cancelled and the ring freed (patch 56).
 */
static int arm_poll_on_own_ring(struct io_uring *ring)
{
	poll_add(ring, ring->ring_fd, POLLIN, 1);
	return io_uring_submit(ring) != 1;
}

TEST(close_with_poll_on_own_ring)
{
	EXPECT_EQ(0, ring_freed_after_close(arm_poll_on_own_ring));
}

/* And at exit, where the creator's mm is gone when they start. */
TEST(exit_with_poll_behind_drain)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, arm_drained_poll));
}

/*
 * 5.7: the wakeup hands the completion to the submitting thread, which
 * runs it even while it sleeps in epoll_wait() on an empty set: the
 * sleep ends with -EINTR, as for a signal without a handler (upstream
 * 5.8-5.10 the same), and the CQE is there when it returns.  A worker
 * completing the poll would leave the thread asleep for the whole 3 s.
 */
static void *write_later(void *arg)
{
	usleep(100000);
	if (write(*(int *)arg, "w", 1) != 1)
		return (void *)1;
	return NULL;
}

TEST_F(polls, woken_poll_completes_in_its_submitter)
{
	struct epoll_event ev;
	struct io_uring_cqe *cqe;
	int ep = epoll_create1(0), n, err;
	long start;
	pthread_t t;

	ASSERT_GE(ep, 0);
	if (!(self->ring.features & IORING_FEAT_FAST_POLL))
		SKIP(close(ep); return, "before 5.7 a worker completes the poll");
	poll_add(&self->ring, self->p[0], POLLIN, 21);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, pthread_create(&t, NULL, write_later, &self->p[1]));
	start = now_ms();
	n = epoll_wait(ep, &ev, 1, 3000);
	err = errno;
	EXPECT_EQ(-1, n);
	EXPECT_EQ(EINTR, err);
	EXPECT_GT(2500, now_ms() - start);
	/* Posted before the interrupted call returned: no waiting. */
	ASSERT_EQ(0, io_uring_peek_cqe(&self->ring, &cqe));
	EXPECT_EQ(21, cqe->user_data);
	EXPECT_EQ(POLLIN, cqe->res & (POLLIN | POLLOUT));
	io_uring_cqe_seen(&self->ring, cqe);
	pthread_join(t, NULL);
	close(ep);
}

/*
 * A thread arms a poll and exits; the process goes on.  Its task work
 * can no longer run: the poll still completes with the file's mask when
 * the event comes (upstream's fallback), not -ECANCELED.
 */
struct arm_arg {
	struct io_uring *ring;
	int fd;
};

static void *arm_and_exit(void *arg)
{
	struct arm_arg *a = arg;

	poll_add(a->ring, a->fd, POLLIN, 22);
	return (void *)(long)io_uring_submit(a->ring);
}

TEST_F(polls, poll_of_an_exited_thread_completes)
{
	struct arm_arg a = { &self->ring, self->p[0] };
	struct io_uring_cqe cqe;
	void *submitted;
	pthread_t t;

	ASSERT_EQ(0, pthread_create(&t, NULL, arm_and_exit, &a));
	ASSERT_EQ(0, pthread_join(t, &submitted));
	ASSERT_EQ(1, (long)submitted);
	usleep(50000);
	EXPECT_FALSE(cqe_within(&self->ring, 0));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(22, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res & (POLLIN | POLLOUT));
}

/* Arms a POLL_ADD (user_data 23) on the read end of a pipe. */
struct arm_pipe {
	struct io_uring *ring;
	int fd;
};

static int arm_pipe_poll(void *arg)
{
	struct arm_pipe *a = arg;

	poll_add(a->ring, a->fd, POLLIN, 23);
	return io_uring_submit(a->ring);
}

/*
 * 5.7: a POLL_REMOVE of a poll whose wakeup came answers -EALREADY at
 * once, even while the submitter that is to complete the poll sleeps;
 * the poll then completes with its events when the submitter runs.
 * Before, the removal answered 0 and the poll's -ECANCELED waited.
 */
TEST_F(polls, remove_of_a_woken_poll_is_ealready)
{
	struct arm_pipe a = { &self->ring, self->p[0] };
	struct held_task h = { .submit = arm_pipe_poll, .arg = &a,
			       .hold_ms = 1500 };
	struct io_uring_cqe cqe;

	if (!(self->ring.features & IORING_FEAT_FAST_POLL))
		SKIP(return, "before 5.7 a worker completes the poll");
	ASSERT_EQ(0, held_task_start(&h));
	ASSERT_EQ(1, h.submitted);
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	usleep(50000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	/* Answered while the submitter still sleeps. */
	held_cancel_ealready(&self->ring, &h,
			     poll_remove(&self->ring, 23, 24), 24, &cqe);
	EXPECT_EQ(23, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res & (POLLIN | POLLOUT));
	/* Nothing left to remove. */
	poll_remove(&self->ring, 23, 25);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(25, cqe.user_data);
	EXPECT_EQ(-ENOENT, cqe.res);
}

/*
 * The ring is released while a woken poll waits for a submitter asleep
 * in vfork(), a poll that a POLL_REMOVE has answered -EALREADY for: the
 * poll is taken back and the workqueue completes it, so the pipe's read
 * end that the request holds is closed at once (the writer gets EPIPE)
 * and the ring does not wait for the submitter.
 */
TEST(released_ring_does_not_wait_for_a_sleeping_submitter)
{
	struct io_uring ring;
	struct arm_pipe a = { .ring = &ring };
	struct held_task h = { .submit = arm_pipe_poll, .arg = &a,
			       .hold_ms = 3000 };
	struct io_uring_cqe cqe;
	int p[2], n = 0, err = 0;
	long start;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	if (!(ring.features & IORING_FEAT_FAST_POLL)) {
		io_uring_queue_exit(&ring);
		SKIP(return, "before 5.7 a worker completes the poll");
	}
	ASSERT_EQ(0, pipe(p));
	signal(SIGPIPE, SIG_IGN);
	a.fd = p[0];
	ASSERT_EQ(0, held_task_start(&h));
	ASSERT_EQ(1, h.submitted);
	ASSERT_EQ(1, write(p[1], "x", 1));
	usleep(50000);
	poll_remove(&ring, 23, 24);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(24, cqe.user_data);
	EXPECT_EQ(-EALREADY, cqe.res);
	close(p[0]);
	io_uring_queue_exit(&ring);
	start = now_ms();
	while (now_ms() - start < 2000) {
		n = write(p[1], "y", 1);
		err = errno;
		if (n < 0)
			break;
		usleep(10000);
	}
	EXPECT_EQ(-1, n);
	EXPECT_EQ(EPIPE, err);
	/* Before the submitter woke up. */
	EXPECT_TRUE(held_task_held(&h));
	held_task_join(&h);
	close(p[1]);
}

TEST_HARNESS_MAIN
