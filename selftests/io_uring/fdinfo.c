// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/self/fdinfo of a ring, in upstream's format (5.6; the SQ thread's
 * lines 5.10): SqThread and SqThreadCpu (-1 without an SQ thread; the
 * thread's id and CPU with one, the same for rings sharing it), the
 * registered files by name (<none> for an empty slot) and buffers by
 * address/length, the personalities' credentials, the armed polls.
 * In a pid namespace SqThread is the thread's id there, as a pidfd's
 * fdinfo shows its Pid (beyond upstream, which shows the id of the
 * initial namespace).  SKIPs on a kernel whose fdinfo has no SqThread line.
 */
#include <dirent.h>
#include <poll.h>
#include <sched.h>
#include <sys/mount.h>

#include "helpers.h"

/* The fdinfo of @fd, NUL-terminated, in @buf; its length or -1. */
static int fdinfo(int fd, char *buf, size_t len)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return -1;
	len = read(fd, buf, len - 1);
	close(fd);
	if ((ssize_t)len < 0)
		return -1;
	buf[len] = 0;
	return len;
}

/* Whether @info has the line @line (without its newline). */
static int has_line(const char *info, const char *line)
{
	size_t n = strlen(line);

	for (const char *p = info; (p = strstr(p, line)); p++)
		if ((p == info || p[-1] == '\n') && p[n] == '\n')
			return 1;
	return 0;
}

/* The number after "@key:\t" at the start of a line, or -2 if none. */
static long field(const char *info, const char *key)
{
	char k[64];
	const char *p;

	snprintf(k, sizeof(k), "%s:\t", key);
	for (p = info; (p = strstr(p, k)); p++)
		if (p == info || p[-1] == '\n')
			return strtol(p + strlen(k), NULL, 10);
	return -2;
}

#define NEED_SQTHREAD_LINES(info)					\
	do {								\
		if (field(info, "SqThread") == -2)			\
			SKIP(return, "no SqThread in fdinfo (5.10)");	\
	} while (0)

/* The thread id of our (only) SQ thread, or -1. */
static int our_sq_thread(void)
{
	pid_t tid = -1;

	threads_named(0, "iou-sqp-*", &tid, NULL);
	return tid;
}

TEST(a_plain_ring)
{
	static char info[8192];
	struct io_uring ring;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_LT(0, fdinfo(ring.ring_fd, info, sizeof(info)));
	NEED_SQTHREAD_LINES(info);
	EXPECT_TRUE(has_line(info, "SqThread:\t-1"));
	EXPECT_TRUE(has_line(info, "SqThreadCpu:\t-1"));
	EXPECT_TRUE(has_line(info, "UserFiles:\t0"));
	EXPECT_TRUE(has_line(info, "UserBufs:\t0"));
	EXPECT_TRUE(has_line(info, "PollList:"));
	EXPECT_EQ(NULL, strstr(info, "Personalities:"));
	io_uring_queue_exit(&ring);
}

/* Wait up to 5 s for the SQ thread of @ring to sleep; 0 or -1. */
static int asleep(struct io_uring *ring)
{
	for (int ms = 0; ms < 5000; ms += 10) {
		if (IO_URING_READ_ONCE(*ring->sq.kflags) & IORING_SQ_NEED_WAKEUP)
			return 0;
		usleep(10000);
	}
	return -1;
}

/*
 * The SQ thread bound to CPU 0, and a second ring sharing it (5.10).
 * Read while the thread sleeps: upstream's, from 5.12 on, holds the lock
 * that its fdinfo tries while it runs, and shows -1 then.
 */
TEST(the_sq_thread_and_its_cpu)
{
	static char info[8192];
	struct io_uring a, b;
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL | IORING_SETUP_SQ_AFF,
		.sq_thread_idle = 20,
		.sq_thread_cpu = 0,
	};
	struct io_uring_cqe *cqe;
	int tid;

	ASSERT_EQ(0, io_uring_queue_init_params(4, &a, &p));
	/* Once it has run, it runs on CPU 0. */
	nop_sqe(&a, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&a));
	ASSERT_EQ(0, wait_cqe_ms(&a, &cqe, 5000));
	io_uring_cqe_seen(&a, cqe);
	tid = our_sq_thread();
	ASSERT_LT(0, tid);
	ASSERT_EQ(0, asleep(&a));
	ASSERT_LT(0, fdinfo(a.ring_fd, info, sizeof(info)));
	NEED_SQTHREAD_LINES(info);
	EXPECT_EQ(tid, field(info, "SqThread"));
	EXPECT_EQ(0, field(info, "SqThreadCpu"));

	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_SQPOLL | IORING_SETUP_ATTACH_WQ;
	p.wq_fd = a.ring_fd;
	ASSERT_EQ(0, io_uring_queue_init_params(4, &b, &p));
	ASSERT_EQ(0, asleep(&b));
	ASSERT_LT(0, fdinfo(b.ring_fd, info, sizeof(info)));
	EXPECT_EQ(tid, field(info, "SqThread"));
	io_uring_queue_exit(&b);
	io_uring_queue_exit(&a);
}

/*
 * Two file slots, one empty, a buffer, a personality and a POLL_ADD
 * armed on an empty pipe: each shown.
 */
TEST(registrations_and_armed_polls)
{
	static char info[8192], line[128];
	static char buf[4096];
	struct io_uring ring;
	struct iovec v = { buf, sizeof(buf) };
	struct io_uring_cqe cqe;
	char path[PATH_MAX];
	int fds[2], p[2], id;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	fds[0] = test_file("fdinfo-a", O_TRUNC, path, sizeof(path));
	ASSERT_LE(0, fds[0]);
	fds[1] = -1;
	ASSERT_EQ(0, io_uring_register_files(&ring, fds, 2));
	ASSERT_EQ(0, io_uring_register_buffers(&ring, &v, 1));
	id = io_uring_register_personality(&ring);
	ASSERT_LT(0, id);
	ASSERT_EQ(0, pipe(p));
	poll_add(&ring, p[0], POLLIN, 3);
	ASSERT_EQ(1, io_uring_submit(&ring));

	ASSERT_LT(0, fdinfo(ring.ring_fd, info, sizeof(info)));
	NEED_SQTHREAD_LINES(info);
	EXPECT_TRUE(has_line(info, "UserFiles:\t2"));
	snprintf(line, sizeof(line), "    0: fdinfo-a.%d", getpid());
	EXPECT_TRUE(has_line(info, line));
	EXPECT_TRUE(has_line(info, "    1: <none>"));
	EXPECT_TRUE(has_line(info, "UserBufs:\t1"));
	snprintf(line, sizeof(line), "    0: 0x%llx/4096",
		 (unsigned long long)(uintptr_t)buf);
	EXPECT_TRUE(has_line(info, line));
	EXPECT_TRUE(has_line(info, "Personalities:"));
	snprintf(line, sizeof(line), "%5d", id);
	EXPECT_TRUE(has_line(info, line));
	EXPECT_TRUE(has_line(info, "\tUid:\t0\t\t0\t\t0\t\t0"));
	EXPECT_TRUE(has_line(info, "\tGid:\t0\t\t0\t\t0\t\t0"));
	EXPECT_TRUE(has_line(info, "PollList:"));
	EXPECT_TRUE(has_line(info, "  op=6, task_works=0"));
	if (_metadata->failed)
		TH_LOG("fdinfo:\n%s", info);

	/* The poll goes: so does its line. */
	ASSERT_EQ(1, write(p[1], "x", 1));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	ASSERT_LT(0, fdinfo(ring.ring_fd, info, sizeof(info)));
	EXPECT_EQ(NULL, strstr(info, "  op=6,"));
	io_uring_queue_exit(&ring);
	close(fds[0]);
	unlink(path);
	close(p[0]);
	close(p[1]);
}

/*
 * Pid 1 of a new pid namespace, with its own /proc: 0 if the fdinfo of its
 * SQPOLL ring names the SQ thread by the id that its /proc/self/task
 * lists, 2 if by another (the initial namespace's), 3 with no such line.
 */
static int sq_thread_seen_from_pid_ns(void)
{
	static char info[8192];
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 20,
	};
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	long shown;
	int tid;

	if (mount("proc", "/proc", "proc", 0, NULL))
		return 10;
	if (io_uring_queue_init_params(4, &ring, &p))
		return 11;
	nop_sqe(&ring, 1, 0);
	if (io_uring_submit(&ring) != 1 || wait_cqe_ms(&ring, &cqe, 5000))
		return 12;
	io_uring_cqe_seen(&ring, cqe);
	tid = our_sq_thread();
	if (tid <= 1 || fdinfo(ring.ring_fd, info, sizeof(info)) <= 0)
		return 13;
	shown = field(info, "SqThread");
	io_uring_queue_exit(&ring);
	if (shown == -2)
		return 3;
	return shown == tid ? 0 : 2;
}

TEST(the_sq_thread_by_its_id_in_a_pid_namespace)
{
	pid_t pid;
	int st;

	if (geteuid())
		SKIP(return, "needs root for SQPOLL and new namespaces");
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		if (unshare(CLONE_NEWNS | CLONE_NEWPID) ||
		    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL))
			_exit(20);
		pid = fork();
		if (pid < 0)
			_exit(21);
		if (!pid)
			_exit(sq_thread_seen_from_pid_ns());
		_exit(child_status(pid));
	}
	st = child_status(pid);
	if (st == 3)
		SKIP(return, "no SqThread in fdinfo (5.10)");
	EXPECT_EQ(0, st);
}

TEST_HARNESS_MAIN
