// SPDX-License-Identifier: GPL-2.0
/*
 * A waiting submitter is woken even when its waker can neither take the
 * submitter's signal lock nor allocate.
 *
 * From the 5.7 level a woken POLL_ADD completes in its submitter's task
 * work, and task_work_add_signal() interrupts the submitter's wait under
 * its signal lock.  A waker that already holds that lock (a signal sent
 * to a signalfd inside an epoll set the POLL_ADD watches) hands the
 * interruption to a workqueue through an atomic allocation; when that
 * allocation fails, it only wakes the submitter, and io_uring_enter()'s
 * wait runs the task work it finds.
 *
 * The case forces that failure with failslab (test and debug configs): a
 * child process, with make-it-fail set and every slab allocation in task
 * context failing for one kill(), signals the parent asleep in
 * io_uring_enter().  The POLL_ADD's CQE must come before a 30 s TIMEOUT
 * that completes after one CQE; a submitter left asleep gets the
 * TIMEOUT's -ETIME first.  That the branch was taken is checked too: the
 * signal arrives without its sender's pid (its queue entry failed), and
 * from the 5.7 level (IORING_FEAT_FAST_POLL) failslab failed at least
 * two allocations, that entry and the interruption's record.
 * Under make check FAULTS=1 failslab's cache filter is on and
 * scripts/vm/guest-init marks every cache the case needs.  SKIPs without
 * root, debugfs and failslab (CONFIG_FAILSLAB,
 * CONFIG_FAULT_INJECTION_DEBUG_FS) or /proc/PID/syscall.
 */
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <sys/wait.h>

#include <poll.h>
#include <signal.h>

#include "helpers.h"

#define FAILSLAB "/sys/kernel/debug/failslab/"

/* The failslab knobs the case sets, and the values it found. */
static const char *const knobs[] = {
	"probability", "interval", "times", "space", "verbose",
	"task-filter", "ignore-gfp-wait",
};
#define NKNOBS (sizeof(knobs) / sizeof(knobs[0]))

/* Failslab knob @knob opened with @flags, or -1. */
static int knob_open(const char *knob, int flags)
{
	char path[128];

	snprintf(path, sizeof(path), FAILSLAB "%s", knob);
	return open(path, flags);
}

static int knob_read(const char *knob, char *buf, size_t len)
{
	int fd = knob_open(knob, O_RDONLY), n;

	if (fd < 0)
		return -1;
	n = read(fd, buf, len - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = 0;
	return 0;
}

static int knob_write(const char *knob, const char *val)
{
	int fd = knob_open(knob, O_WRONLY), n;

	if (fd < 0)
		return -1;
	n = write(fd, val, strlen(val));
	close(fd);
	return n == (int)strlen(val) ? 0 : -1;
}

static int make_it_fail(const char *val)
{
	int fd = open("/proc/self/make-it-fail", O_WRONLY);
	int n;

	if (fd < 0)
		return -1;
	n = write(fd, val, 1);
	close(fd);
	return n == 1 ? 0 : -1;
}

/*
 * Whether process @pid sleeps in io_uring_enter(), within about 20 s:
 * /proc/PID/syscall names the call only while the task is blocked, off
 * the CPU ("running" otherwise).  -1 if the file cannot be read.
 */
static int sleeps_in_enter(pid_t pid)
{
	char path[64], buf[128];
	int fd, n;

	snprintf(path, sizeof(path), "/proc/%d/syscall", pid);
	for (int i = 0; i < 2000; i++) {
		fd = open(path, O_RDONLY);
		if (fd < 0)
			return -1;
		n = read(fd, buf, sizeof(buf) - 1);
		close(fd);
		if (n <= 0)
			return -1;
		buf[n] = 0;
		if (atoi(buf) == __NR_io_uring_enter && buf[0] != 'r')
			return 1;
		usleep(10000);
	}
	return 0;
}

/* The child's exit codes besides 0. */
enum { CHILD_NO_SLEEP = 2, CHILD_NO_PROC, CHILD_NO_MIF, CHILD_NO_KILL };

/*
 * The child: wait until @parent sleeps in io_uring_enter(), then send it
 * SIGUSR2 with its slab allocations failing, for that one system call.
 */
static void signal_without_memory(pid_t parent)
{
	int mif = open("/proc/self/make-it-fail", O_WRONLY);
	int ret;

	if (mif < 0)
		_exit(CHILD_NO_MIF);
	ret = sleeps_in_enter(parent);
	if (ret <= 0)
		_exit(ret ? CHILD_NO_PROC : CHILD_NO_SLEEP);
	/* Fault kill()'s code in now, not with the allocations failing. */
	if (kill(parent, 0))
		_exit(CHILD_NO_KILL);
	if (write(mif, "1", 1) != 1)
		_exit(CHILD_NO_MIF);
	ret = kill(parent, SIGUSR2);
	if (write(mif, "0", 1) != 1)
		_exit(CHILD_NO_MIF);
	_exit(ret ? CHILD_NO_KILL : 0);
}

FIXTURE(nomem) {
	char saved[NKNOBS][32];
	int set;
	pid_t child;
	sigset_t old;
	int sfd, ep;
	struct io_uring ring;
};

FIXTURE_SETUP(nomem)
{
	char buf[128];
	sigset_t mask;
	int fd, n;

	/* Under make check FAULTS=1 the case runs marked: not the parent. */
	if (make_it_fail("0"))
		SKIP(return, "no /proc/self/make-it-fail (CONFIG_FAULT_INJECTION)");
	if (access(FAILSLAB "probability", W_OK))
		SKIP(return, "needs root, debugfs and " FAILSLAB
		     " (CONFIG_FAILSLAB, CONFIG_FAULT_INJECTION_DEBUG_FS)");
	fd = open("/proc/self/syscall", O_RDONLY);
	n = fd < 0 ? -1 : read(fd, buf, sizeof(buf));
	if (fd >= 0)
		close(fd);
	if (n <= 0)
		SKIP(return, "no /proc/PID/syscall to see the parent asleep");
	for (int i = 0; i < NKNOBS; i++)
		ASSERT_EQ(0, knob_read(knobs[i], self->saved[i],
				       sizeof(self->saved[i])));
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR2);
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, &mask, &self->old));
	self->sfd = signalfd(-1, &mask, SFD_NONBLOCK);
	ASSERT_GE(self->sfd, 0);
	self->ep = epoll_create1(0);
	ASSERT_GE(self->ep, 0);
	self->child = -1;
	self->set = 1;
}

FIXTURE_TEARDOWN(nomem)
{
	struct signalfd_siginfo si;

	if (!self->set)
		return;
	/* probability first: nothing fails while the others come back. */
	if (knob_write("probability", "0"))
		TH_LOG("could not set failslab's probability to 0");
	for (int i = NKNOBS - 1; i >= 0; i--)
		if (knob_write(knobs[i], self->saved[i]))
			TH_LOG("could not restore failslab's %s", knobs[i]);
	/* A case that ended early: no signal from its child after this. */
	if (self->child > 0) {
		kill(self->child, SIGKILL);
		waitpid(self->child, NULL, 0);
	}
	io_uring_queue_exit(&self->ring);
	while (read(self->sfd, &si, sizeof(si)) > 0)
		;
	close(self->ep);
	close(self->sfd);
	sigprocmask(SIG_SETMASK, &self->old, NULL);
}

TEST_F(nomem, poll_woken_under_the_signal_lock_without_memory)
{
	struct epoll_event ev = { .events = EPOLLIN };
	struct __kernel_timespec ts = { .tv_sec = 30 };
	struct io_uring_cqe cqe[2];
	struct signalfd_siginfo si;
	struct io_uring_sqe *sqe;
	char times[32];
	int status, failed;

	ASSERT_EQ(0, epoll_ctl(self->ep, EPOLL_CTL_ADD, self->sfd, &ev));
	/*
	 * Only the child fails, for its kill(): every slab allocation in
	 * task context ("N": GFP_ATOMIC may wake kswapd, which "Y" would
	 * spare), at most 8, silently.
	 */
	ASSERT_EQ(0, knob_write("probability", "0"));
	ASSERT_EQ(0, knob_write("task-filter", "Y"));
	ASSERT_EQ(0, knob_write("ignore-gfp-wait", "N"));
	ASSERT_EQ(0, knob_write("verbose", "0"));
	ASSERT_EQ(0, knob_write("space", "0"));
	ASSERT_EQ(0, knob_write("interval", "1"));
	ASSERT_EQ(0, knob_write("times", "8"));
	ASSERT_EQ(0, knob_write("probability", "100"));

	/*
	 * The TIMEOUT first: armed before the POLL_ADD and before it in the
	 * SQ, it counts the POLL_ADD's completion on every level.
	 */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout(sqe, &ts, 1, 0);
	sqe->user_data = 0x99;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_add(sqe, self->ep, POLLIN);
	sqe->user_data = 0x77;
	ASSERT_EQ(2, io_uring_submit(&self->ring));

	self->child = fork();
	ASSERT_GE(self->child, 0);
	if (!self->child)
		signal_without_memory(getppid());
	ASSERT_EQ(0, wait_one(&self->ring, &cqe[0]));
	ASSERT_EQ(self->child, waitpid(self->child, &status, 0));
	self->child = -1;
	ASSERT_EQ(0, knob_write("probability", "0"));
	ASSERT_EQ(0, knob_read("times", times, sizeof(times)));
	failed = 8 - atoi(times);
	TH_LOG("failslab failed %d allocations of the kill()", failed);
	ASSERT_TRUE(WIFEXITED(status));
	/* CHILD_NO_SLEEP, CHILD_NO_PROC, CHILD_NO_MIF, CHILD_NO_KILL: 2-5 */
	ASSERT_EQ(0, WEXITSTATUS(status));

	/* A submitter left asleep sees the TIMEOUT's -ETIME first. */
	ASSERT_EQ(0x77, cqe[0].user_data);
	EXPECT_EQ(POLLIN, cqe[0].res & (POLLIN | POLLOUT));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe[1]));
	EXPECT_EQ(0x99, cqe[1].user_data);
	EXPECT_EQ(0, cqe[1].res);
	/* The signal came, without its sender: its queue entry failed. */
	ASSERT_EQ(sizeof(si), read(self->sfd, &si, sizeof(si)));
	EXPECT_EQ(SIGUSR2, si.ssi_signo);
	EXPECT_EQ(0, si.ssi_pid);
	/* From 5.7 the interruption's record failed too. */
	if (self->ring.features & IORING_FEAT_FAST_POLL)
		EXPECT_LE(2, failed);
	else
		EXPECT_LE(1, failed);
}

TEST_HARNESS_MAIN
