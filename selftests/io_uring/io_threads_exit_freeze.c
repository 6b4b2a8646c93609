// SPDX-License-Identifier: GPL-2.0
/*
 * io threads at a thread's exit and in a frozen cgroup.
 *
 * Workers belong to the thread that submitted (its pool).  When that
 * thread exits on its own and its process goes on, the work it queued
 * still runs, as upstream's exiting io-wq workers run theirs: writes
 * complete with their bytes (liburing's thread-exit), and a read that
 * would wait for ever ends with -EINTR instead of holding the exit up.
 *
 * The cgroup freezer freezes io threads with their process: workers,
 * their manager and the SQ thread.  Freezing ends a worker's
 * interruptible wait as it ends a thread's system call, and the request
 * completes with -EINTR (upstream 5.12 and later); after the thaw the
 * ring works on.  Kernel threads outside the cgroup did not freeze: the
 * read went on and took the data.
 */
#include <dirent.h>
#include <pthread.h>
#include <sys/mount.h>

#include "helpers.h"

/* The next CQE, within 10 s, in *@out and seen: 0, or -1. */
static int cqe_10s(struct io_uring *ring, struct io_uring_cqe *out)
{
	struct io_uring_cqe *cqe;

	if (wait_cqe_ms(ring, &cqe, 10000))
		return -1;
	*out = *cqe;
	io_uring_cqe_seen(ring, cqe);
	return 0;
}

#define NR_WRITES	8
#define CHUNK		4096

struct submitter {
	struct io_uring *ring;
	int fd;			/* file to write, or pipe to read */
	char *buf;
	int submitted;
};

/* NR_WRITES hashed (same file) IOSQE_ASYNC writes, then exit. */
static void *write_and_exit(void *arg)
{
	struct submitter *s = arg;
	struct io_uring_sqe *sqe;
	int i;

	for (i = 0; i < NR_WRITES; i++) {
		sqe = io_uring_get_sqe(s->ring);
		io_uring_prep_write(sqe, s->fd, s->buf + i * CHUNK, CHUNK,
				    i * CHUNK);
		sqe->flags |= IOSQE_ASYNC;
		sqe->user_data = i + 1;
	}
	s->submitted = io_uring_submit(s->ring);
	return NULL;
}

TEST(queued_writes_complete_after_their_submitter_thread_exits)
{
	struct submitter s = { 0 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	unsigned int seen = 0;
	char path[PATH_MAX];
	pthread_t t;
	int i;

	s.fd = test_file("thread_exit", O_TRUNC, path, sizeof(path));
	ASSERT_LE(0, s.fd);
	s.buf = aligned_buf(NR_WRITES * CHUNK);
	ASSERT_NE(NULL, s.buf);
	fill_pattern(s.buf, NR_WRITES * CHUNK, 31, 0);
	ASSERT_EQ(0, io_uring_queue_init(16, &ring, 0));
	s.ring = &ring;
	ASSERT_EQ(0, pthread_create(&t, NULL, write_and_exit, &s));
	ASSERT_EQ(0, pthread_join(t, NULL));
	ASSERT_EQ(NR_WRITES, s.submitted);
	for (i = 0; i < NR_WRITES; i++) {
		ASSERT_EQ(0, cqe_10s(&ring, &cqe));
		EXPECT_EQ(CHUNK, cqe.res);
		ASSERT_TRUE(cqe.user_data >= 1 && cqe.user_data <= NR_WRITES);
		EXPECT_EQ(0, seen & (1U << cqe.user_data));
		seen |= 1U << cqe.user_data;
	}
	/* The file holds what was written, every chunk. */
	memset(s.buf, 0, NR_WRITES * CHUNK);
	ASSERT_EQ(NR_WRITES * CHUNK, pread(s.fd, s.buf, NR_WRITES * CHUNK, 0));
	EXPECT_EQ(-1, check_pattern(s.buf, NR_WRITES * CHUNK, 31, 0));
	io_uring_queue_exit(&ring);
	free(s.buf);
	close(s.fd);
	unlink(path);
}

/* One IOSQE_ASYNC read of an empty pipe, then exit. */
static void *read_and_exit(void *arg)
{
	struct submitter *s = arg;
	struct io_uring_sqe *sqe;

	sqe = io_uring_get_sqe(s->ring);
	io_uring_prep_read(sqe, s->fd, s->buf, 4, 0);
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 0xe1;
	s->submitted = io_uring_submit(s->ring);
	/* Its worker is waiting on the pipe when we go. */
	usleep(200 * 1000);
	return NULL;
}

TEST(a_waiting_read_ends_eintr_when_its_submitter_thread_exits)
{
	struct submitter s = { 0 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	char buf[4];
	pthread_t t;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	s.fd = p[0];
	s.buf = buf;
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	s.ring = &ring;
	ASSERT_EQ(0, pthread_create(&t, NULL, read_and_exit, &s));
	ASSERT_EQ(0, pthread_join(t, NULL));
	ASSERT_EQ(1, s.submitted);
	ASSERT_EQ(0, cqe_10s(&ring, &cqe));
	EXPECT_EQ(0xe1, cqe.user_data);
	EXPECT_EQ(-EINTR, cqe.res);
	/* Nothing of the pipe was taken. */
	ASSERT_EQ(4, write(p[1], "late", 4));
	ASSERT_EQ(4, read(p[0], buf, 4));
	EXPECT_EQ(0, memcmp(buf, "late", 4));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

#define FREEZER_ROOT	"/tmp/iou-freezer"
#define FREEZER_CG	FREEZER_ROOT "/iou-freeze"

/* The freezer cgroup v1 hierarchy and a group in it; 0 or a reason. */
static const char *freezer_group(void)
{
	static char why[128];

	mkdir(FREEZER_ROOT, 0755);
	if (mount("freezer", FREEZER_ROOT, "cgroup", 0, "freezer") &&
	    errno != EBUSY) {
		snprintf(why, sizeof(why),
			 "no freezer cgroup (CONFIG_CGROUP_FREEZER): %s",
			 strerror(errno));
		return why;
	}
	if (mkdir(FREEZER_CG, 0755) && errno != EEXIST)
		return "cannot make a freezer cgroup";
	return NULL;
}

/* Write @state to the group and wait up to 10 s for it to read so. */
static int freezer_set(const char *state)
{
	char buf[32] = "";
	long end = now_ms() + 10000;
	ssize_t n;
	int fd;

	if (write_file(FREEZER_CG "/freezer.state", state))
		return -1;
	do {
		fd = open(FREEZER_CG "/freezer.state", O_RDONLY);
		if (fd < 0)
			return -1;
		n = read(fd, buf, sizeof(buf) - 1);
		close(fd);
		buf[n > 0 ? n : 0] = 0;
		if (!strncmp(buf, state, strlen(state)))
			return 0;
		usleep(20 * 1000);
	} while (now_ms() < end);
	return -1;
}

/* The state of thread @name of @pid ('S', 'D', ...), 0 when none. */
static char named_thread_state(pid_t pid, const char *name)
{
	char st = 0;

	threads_named(pid, name, NULL, &st);
	return st;
}

/*
 * The child: in the group, a worker waits on the pipe; after the thaw,
 * the first read's CQE and a second read tell how the freeze went.
 */
static int frozen_child(int rfd, int ready)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	char buf[8] = "", pid[16];
	int ret, first;

	snprintf(pid, sizeof(pid), "%d", getpid());
	if (write_file(FREEZER_CG "/cgroup.procs", pid) ||
	    io_uring_queue_init(8, &ring, 0))
		return 10;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, rfd, buf, 4, 0);
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 1;
	if (io_uring_submit(&ring) != 1 || write(ready, "r", 1) != 1)
		return 11;
	while ((ret = wait_one(&ring, &cqe)) == -EINTR)
		;
	if (ret || cqe.user_data != 1)
		return 12;
	first = cqe.res;
	/* The ring works on after the thaw. */
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, rfd, buf + 4, 4, 0);
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 2;
	if (io_uring_submit(&ring) != 1)
		return 13;
	while ((ret = wait_one(&ring, &cqe)) == -EINTR)
		;
	if (ret || cqe.user_data != 2 || cqe.res != 4)
		return 14;
	if (first == 4)
		return 2;	/* the freeze left the worker reading */
	if (first != -EINTR)
		return first < 0 && first > -100 ? 100 - first : 15;
	return memcmp(buf + 4, "data", 4) ? 16 : 0;
}

TEST(the_freezer_freezes_workers_and_ends_their_wait_eintr)
{
	const char *why = freezer_group();
	char name[32], c, st = 0;
	int p[2], ready[2], status;
	pid_t pid;
	long end;

	if (why)
		SKIP(return, "%s", why);
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, pipe(ready));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid)
		_exit(frozen_child(p[0], ready[1]));
	ASSERT_EQ(1, read(ready[0], &c, 1));
	/* Its worker is asleep on the pipe. */
	snprintf(name, sizeof(name), "iou-wrk-%d", pid);
	end = now_ms() + 10000;
	while (now_ms() < end && (st = named_thread_state(pid, name)) != 'S')
		usleep(20 * 1000);
	EXPECT_EQ('S', st);
	/* Every thread freezes: the child, its manager and worker. */
	EXPECT_EQ(0, freezer_set("FROZEN"));
	EXPECT_EQ(0, freezer_set("THAWED"));
	/* For the second read, and the first if it still waits. */
	ASSERT_EQ(8, write(p[1], "datadata", 8));
	status = child_status(pid);
	if (status)
		TH_LOG("child: %d (2: the first read took the data)", status);
	EXPECT_EQ(0, status);
	rmdir(FREEZER_CG);
	umount(FREEZER_ROOT);
	close(p[0]);
	close(p[1]);
	close(ready[0]);
	close(ready[1]);
}

TEST(the_freezer_freezes_an_sq_thread_which_then_serves_on)
{
	const char *why = freezer_group();
	struct io_uring_params params = { .flags = IORING_SETUP_SQPOLL,
					  .sq_thread_idle = 10 };
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	char pidbuf[32], c;
	int ctl[2];
	pid_t pid;
	long end;

	if (why)
		SKIP(return, "%s", why);
	ASSERT_EQ(0, pipe(ctl));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		snprintf(pidbuf, sizeof(pidbuf), "%d", getpid());
		if (write_file(FREEZER_CG "/cgroup.procs", pidbuf))
			_exit(10);
		if (io_uring_queue_init_params(8, &ring, &params))
			_exit(11);
		/* Go on when told, after the freeze and thaw. */
		if (read(ctl[0], &c, 1) != 1)
			_exit(12);
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_nop(sqe);
		sqe->user_data = 0x5e;
		if (io_uring_submit(&ring) != 1 ||
		    cqe_10s(&ring, &cqe))
			_exit(13);
		_exit(cqe.user_data == 0x5e && cqe.res == 0 ? 0 : 14);
	}
	/* Its SQ thread exists and sleeps (idle after 10 ms). */
	snprintf(pidbuf, sizeof(pidbuf), "iou-sqp-%d", pid);
	end = now_ms() + 10000;
	while (now_ms() < end && named_thread_state(pid, pidbuf) != 'S')
		usleep(20 * 1000);
	EXPECT_EQ('S', named_thread_state(pid, pidbuf));
	EXPECT_EQ(0, freezer_set("FROZEN"));
	EXPECT_EQ(0, freezer_set("THAWED"));
	ASSERT_EQ(1, write(ctl[1], "g", 1));
	EXPECT_EQ(0, child_status(pid));
	rmdir(FREEZER_CG);
	umount(FREEZER_ROOT);
	close(ctl[0]);
	close(ctl[1]);
}

TEST_HARNESS_MAIN
