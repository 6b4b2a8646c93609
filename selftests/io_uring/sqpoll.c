// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_SETUP_SQPOLL and IORING_SETUP_SQ_AFF: requests submitted without
 * a system call, the thread going idle (IORING_SQ_NEED_WAKEUP) and woken
 * by IORING_ENTER_SQ_WAKEUP, its CPU affinity in /proc, registered files
 * required (bytes read back through them), polled I/O on the raw NVMe
 * namespace, v5.4's errno, and the thread gone once its ring is.
 */
#include <dirent.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "helpers.h"

/* Whether the comm of task @path (/proc/PID/task/TID) is an SQ thread's. */
static int is_sq_thread(const char *path)
{
	char file[320], comm[32] = "";
	FILE *f;
	int ret;

	snprintf(file, sizeof(file), "%s/comm", path);
	f = fopen(file, "r");
	if (!f)
		return 0;
	/* A kernel thread up to 5.11, an io thread of the creator from 5.12. */
	ret = fgets(comm, sizeof(comm), f) &&
	      (!strcmp(comm, "io_uring-sq\n") || !strncmp(comm, "iou-sqp-", 8));
	fclose(f);
	return ret;
}

/* Thread ids of the SQ threads now running, from /proc/PID/task/TID/comm. */
static int sq_threads(pid_t *pids, int max)
{
	DIR *d = opendir("/proc"), *t;
	struct dirent *e, *te;
	int n = 0;

	while (d && (e = readdir(d))) {
		char path[300], tpath[600];

		if (e->d_name[0] < '0' || e->d_name[0] > '9')
			continue;
		snprintf(path, sizeof(path), "/proc/%s/task", e->d_name);
		t = opendir(path);
		while (t && (te = readdir(t))) {
			if (te->d_name[0] == '.')
				continue;
			snprintf(tpath, sizeof(tpath), "%s/%s", path,
				 te->d_name);
			if (is_sq_thread(tpath) && n < max)
				pids[n++] = atoi(te->d_name);
		}
		if (t)
			closedir(t);
	}
	if (d)
		closedir(d);
	return n;
}

/* Cpus_allowed_list of a task, as text. */
static int cpus_allowed(pid_t pid, char *out, size_t len)
{
	char path[64], line[256];
	FILE *f;
	int ret = -1;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	f = fopen(path, "r");
	while (f && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "Cpus_allowed_list: %255s", out) == 1) {
			ret = 0;
			break;
		}
	}
	if (f)
		fclose(f);
	(void)len;
	return ret;
}

/* Wait up to @ms for the SQ threads to come down to @want. */
static int wait_sq_threads(int want, int ms)
{
	pid_t pids[64];
	int n;

	while ((n = sq_threads(pids, 64)) > want && ms > 0) {
		usleep(10000);
		ms -= 10;
	}
	return n;
}

/* Wait for a CQE without entering the kernel; 0 or -ETIMEDOUT. */
static int spin_cqe(struct io_uring *ring, struct io_uring_cqe *out, int ms)
{
	struct io_uring_cqe *cqe;

	for (; ms > 0; ms--) {
		if (!io_uring_peek_cqe(ring, &cqe)) {
			*out = *cqe;
			io_uring_cqe_seen(ring, cqe);
			return 0;
		}
		usleep(1000);
	}
	return -ETIMEDOUT;
}

/* Wait up to @ms for a word of a raw ring to satisfy @ok; its last value. */
static unsigned int wait_raw(volatile unsigned int *word,
			     int (*ok)(unsigned int), int ms)
{
	while (!ok(*word) && ms > 0) {
		usleep(10000);
		ms -= 10;
	}
	return *word;
}

static int need_wakeup(unsigned int flags)
{
	return flags & IORING_SQ_NEED_WAKEUP;
}

static int is_one(unsigned int v)
{
	return v == 1;
}

/*
 * A NOP in every SQ entry and the tail 2^31 ahead of the head, as a stray
 * store leaves it: the SQ thread has SQEs to submit for good.
 */
static void scribble_tail(struct io_uring *ring)
{
	struct io_uring_sq *sq = &ring->sq;

	for (unsigned int i = 0; i < *sq->kring_entries; i++)
		sq->array[i] = 0;
	io_uring_prep_nop(&sq->sqes[0]);
	__atomic_store_n(sq->ktail, *sq->khead + 0x7fffffffu, __ATOMIC_RELEASE);
}

/* Wait up to @ms for the SQ thread to consume; 0 or -ETIMEDOUT. */
static int wait_head_moved(struct io_uring *ring, int ms)
{
	for (; !__atomic_load_n(ring->sq.khead, __ATOMIC_ACQUIRE); ms--) {
		if (!ms)
			return -ETIMEDOUT;
		usleep(1000);
	}
	return 0;
}

static int sqpoll_init(struct io_uring *ring, unsigned int flags,
		       unsigned int idle_ms, unsigned int cpu)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL | flags,
		.sq_thread_idle = idle_ms,
		.sq_thread_cpu = cpu,
	};

	return io_uring_queue_init_params(8, ring, &p);
}

TEST(nop_without_enter)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct io_uring ring;

	ASSERT_EQ(0, sqpoll_init(&ring, 0, 5000, 0));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_nop(sqe);
	sqe->user_data = 11;
	/* Within the idle period: liburing need not enter the kernel. */
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, spin_cqe(&ring, &cqe, 10000));
	EXPECT_EQ(11, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	io_uring_queue_exit(&ring);
}

/*
 * Idle for longer than sq_thread_idle: the thread says it needs a wakeup
 * and does not consume new entries until io_uring_enter() wakes it.
 */
TEST(idle_needs_wakeup)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 20,
	};
	unsigned int idx = 0;
	struct io_uring_cqe *cqe;
	struct raw_ring r;

	ASSERT_EQ(0, raw_ring_init_params(&r, 4, &p));
	ASSERT_TRUE(need_wakeup(wait_raw(&RAW(&r, sq, flags), need_wakeup,
					 5000)));

	raw_queue(&r, &idx, 1);
	r.sqes[0].user_data = 21;
	usleep(200000);
	/* Asleep: the entry is still there. */
	EXPECT_EQ(0, RAW(&r, sq, head));
	EXPECT_EQ(0, RAW(&r, cq, tail));

	EXPECT_EQ(1, sys_enter(r.fd, 1, 0, IORING_ENTER_SQ_WAKEUP, NULL, 0));
	EXPECT_EQ(0, sys_enter(r.fd, 0, 1, IORING_ENTER_GETEVENTS, NULL, 0));
	ASSERT_EQ(1, RAW(&r, cq, tail));
	cqe = (struct io_uring_cqe *)(r.cq + r.p.cq_off.cqes);
	EXPECT_EQ(21, cqe->user_data);
	EXPECT_EQ(0, cqe->res);
	/* The thread publishes the SQ head after the batch, maybe later. */
	EXPECT_EQ(1, wait_raw(&RAW(&r, sq, head), is_one, 1000));
	close(r.fd);
}

/* SQ_AFF binds the thread to sq_thread_cpu; it goes with its ring. */
TEST(sq_aff_binds_thread)
{
	int base = wait_sq_threads(0, 5000);
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);

	ASSERT_EQ(0, base);
	for (int cpu = 0; cpu < ncpu && cpu < 2; cpu++) {
		struct io_uring ring;
		char want[16], got[256] = "";
		pid_t pid;

		ASSERT_EQ(0, sqpoll_init(&ring, IORING_SETUP_SQ_AFF, 0, cpu));
		ASSERT_EQ(1, sq_threads(&pid, 1));
		ASSERT_EQ(0, cpus_allowed(pid, got, sizeof(got)));
		snprintf(want, sizeof(want), "%d", cpu);
		EXPECT_EQ(0, strcmp(want, got));
		if (strcmp(want, got))
			TH_LOG("cpu %d: Cpus_allowed_list %s", cpu, got);
		io_uring_queue_exit(&ring);
		EXPECT_EQ(0, wait_sq_threads(0, 5000));
	}
}

TEST(setup_errors)
{
	struct io_uring_params p;
	struct io_uring ring;
	int status;
	pid_t pid;

	/* SQ_AFF without SQPOLL. */
	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_SQ_AFF;
	EXPECT_EQ(-1, sys_setup(4, &p));
	EXPECT_EQ(EINVAL, errno);
	/* A CPU that does not exist. */
	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_SQPOLL | IORING_SETUP_SQ_AFF;
	p.sq_thread_cpu = 4096;
	EXPECT_EQ(-1, sys_setup(4, &p));
	EXPECT_EQ(EINVAL, errno);
	/*
	 * As an unprivileged user: -EPERM up to 5.12; from 5.13
	 * (548d819d1eed) the ring is set up, with a thread of its own.
	 */
	pid = fork();
	if (!pid) {
		if (become_nobody())
			_exit(2);
		_exit(sqpoll_init(&ring, 0, 0, 0) == 0 ? 0 : 1);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_EQ(0, WEXITSTATUS(status));
	EXPECT_EQ(0, wait_sq_threads(0, 5000));
}

/* An offline CPU is refused as v5.4 refuses it. */
TEST(sq_aff_offline_cpu)
{
	const char *online = "/sys/devices/system/cpu/cpu1/online";
	struct io_uring ring;
	int fd = open(online, O_WRONLY);

	if (fd < 0)
		SKIP(return, "cpu1 cannot go offline here");
	ASSERT_EQ(1, write(fd, "0", 1));
	EXPECT_EQ(-EINVAL, sqpoll_init(&ring, IORING_SETUP_SQ_AFF, 0, 1));
	ASSERT_EQ(1, write(fd, "1", 1));
	close(fd);
	ASSERT_EQ(0, sqpoll_init(&ring, IORING_SETUP_SQ_AFF, 0, 1));
	io_uring_queue_exit(&ring);
}

/*
 * SQ_AFF names a CPU of the creator's cpuset or none: a CPU outside it
 * is -EINVAL, as upstream's "io_uring/sqpoll: do not allow pinning
 * outside of cpuset".  The creator is put in a cpuset of CPU 0 alone.
 */
TEST(sq_aff_outside_the_cpuset_is_einval)
{
	const char *root = "/tmp/iou-cpuset", *cs = "/tmp/iou-cpuset/cpu0";
	char pidbuf[32];
	int status, mounted = 0;
	pid_t pid;

	if (sysconf(_SC_NPROCESSORS_ONLN) < 2)
		SKIP(return, "one CPU: no CPU outside a cpuset");
	mkdir(root, 0755);
	if (mount("cpuset", root, "cgroup", 0, "cpuset") == 0)
		mounted = 1;
	else if (access("/tmp/iou-cpuset/cpuset.cpus", F_OK))
		SKIP(return, "no cpuset controller: %s", strerror(errno));
	if (mkdir(cs, 0755))
		ASSERT_EQ(EEXIST, errno);
	ASSERT_EQ(0, write_file("/tmp/iou-cpuset/cpu0/cpuset.cpus", "0"));
	ASSERT_EQ(0, write_file("/tmp/iou-cpuset/cpu0/cpuset.mems", "0"));

	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		struct io_uring ring;

		snprintf(pidbuf, sizeof(pidbuf), "%d", getpid());
		if (write_file("/tmp/iou-cpuset/cpu0/tasks", pidbuf))
			_exit(2);
		if (sqpoll_init(&ring, IORING_SETUP_SQ_AFF, 0, 1) != -EINVAL)
			_exit(3);
		if (sqpoll_init(&ring, IORING_SETUP_SQ_AFF, 0, 0))
			_exit(4);
		io_uring_queue_exit(&ring);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status));
	/* 3: CPU 1 was taken. */
	EXPECT_EQ(0, WEXITSTATUS(status));
	EXPECT_EQ(0, wait_sq_threads(0, 5000));
	rmdir(cs);
	if (mounted)
		umount(root);
	rmdir(root);
}

/*
 * File I/O through a plain descriptor (IORING_FEAT_SQPOLL_NONFIXED, 5.11:
 * the SQ thread shares its creator's file table) and through a
 * registered file; bytes read back both ways.
 */
TEST(plain_and_registered_files)
{
	static char out[8192], in[8192];
	struct iovec v = { in, sizeof(in) };
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	char path[256];
	int fd = test_file("sqpoll", O_TRUNC, path, sizeof(path));

	ASSERT_GE(fd, 0);
	fill_pattern(out, sizeof(out), 3, 0);
	ASSERT_EQ(sizeof(out), pwrite(fd, out, sizeof(out), 0));
	ASSERT_EQ(0, sqpoll_init(&ring, 0, 1000, 0));

	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, fd, &v, 1, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(sizeof(in), cqe.res);
	EXPECT_EQ(-1, check_pattern(in, sizeof(in), 3, 0));
	EXPECT_TRUE(ring.features & IORING_FEAT_SQPOLL_NONFIXED);
	memset(in, 0, sizeof(in));

	ASSERT_EQ(0, io_uring_register_files(&ring, &fd, 1));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, 0, &v, 1, 0);
	sqe->flags = IOSQE_FIXED_FILE;
	sqe->user_data = 2;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(sizeof(in), cqe.res);
	EXPECT_EQ(-1, check_pattern(in, sizeof(in), 3, 0));
	io_uring_queue_exit(&ring);
	close(fd);
	unlink(path);
}

/* SQPOLL + IOPOLL on the raw namespace: writes, then reads, verified. */
TEST(sqpoll_iopoll_raw_nvme)
{
	enum { NR = 8, LEN = 64 * 1024 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	struct iovec v[NR];
	char *buf = aligned_buf(NR * LEN);
	int fd = open(RAW_DEV, O_RDWR | O_DIRECT);

	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	ASSERT_NE(NULL, buf);
	ASSERT_EQ(0, sqpoll_init(&ring, IORING_SETUP_IOPOLL, 1000, 0));
	ASSERT_EQ(0, io_uring_register_files(&ring, &fd, 1));
	for (int i = 0; i < NR; i++) {
		v[i].iov_base = buf + i * LEN;
		v[i].iov_len = LEN;
		fill_pattern(v[i].iov_base, LEN, 17, (i + 64) * LEN);
	}
	for (int pass = 0; pass < 2; pass++) {
		unsigned int seen = 0;

		if (pass)
			memset(buf, 0, NR * LEN);
		for (int i = 0; i < NR; i++) {
			struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

			if (pass)
				io_uring_prep_readv(sqe, 0, &v[i], 1,
						    (i + 64) * LEN);
			else
				io_uring_prep_writev(sqe, 0, &v[i], 1,
						     (i + 64) * LEN);
			sqe->flags = IOSQE_FIXED_FILE;
			sqe->user_data = i;
		}
		ASSERT_EQ(NR, io_uring_submit(&ring));
		for (int i = 0; i < NR; i++) {
			ASSERT_EQ(0, wait_one(&ring, &cqe));
			EXPECT_EQ(LEN, cqe.res);
			seen |= 1U << cqe.user_data;
		}
		EXPECT_EQ((1U << NR) - 1, seen);
	}
	for (int i = 0; i < NR; i++)
		EXPECT_EQ(-1, check_pattern(v[i].iov_base, LEN, 17,
					    (i + 64) * LEN));
	io_uring_queue_exit(&ring);
	close(fd);
	free(buf);
}

/*
 * SQPOLL+IOPOLL: a request that completes without reaching the poll list
 * (a NOP, -EINVAL on an IOPOLL ring) must not keep the thread polling:
 * it goes idle and says so.  (v5.4 counted it as in flight for good.)
 */
TEST(sqpoll_iopoll_thread_idles_after_failed_request)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL | IORING_SETUP_IOPOLL,
		.sq_thread_idle = 10,
	};
	unsigned int idx = 0;
	struct io_uring_cqe *cqe;
	struct raw_ring r;

	ASSERT_EQ(0, raw_ring_init_params(&r, 4, &p));
	raw_queue(&r, &idx, 1);
	r.sqes[0].user_data = 5;
	EXPECT_EQ(1, sys_enter(r.fd, 1, 0, IORING_ENTER_SQ_WAKEUP, NULL, 0));
	ASSERT_EQ(1, wait_raw(&RAW(&r, cq, tail), is_one, 5000));
	cqe = (struct io_uring_cqe *)(r.cq + r.p.cq_off.cqes);
	EXPECT_EQ(5, cqe->user_data);
	EXPECT_EQ(-EINVAL, cqe->res);
	EXPECT_TRUE(need_wakeup(wait_raw(&RAW(&r, sq, flags), need_wakeup,
					 3000)));
	close(r.fd);
}

/*
 * SQPOLL+IOPOLL with CQEs left unreaped: the thread keeps polling for new
 * requests anyway (v5.4's thread stopped polling while CQEs were pending,
 * upstream c7849be9cc2d), so a second batch completes too, with no system
 * call and nothing reaped in between.
 */
TEST(sqpoll_iopoll_polls_with_cqes_unreaped)
{
	enum { NR = 4, LEN = 4096 };
	char *buf = aligned_buf(2 * NR * LEN);
	struct iovec v[2 * NR];
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int fd = open(RAW_DEV, O_RDONLY | O_DIRECT), ms;

	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	ASSERT_NE(NULL, buf);
	ASSERT_EQ(0, sqpoll_init(&ring, IORING_SETUP_IOPOLL, 1000, 0));
	ASSERT_EQ(0, io_uring_register_files(&ring, &fd, 1));
	for (int batch = 0; batch < 2; batch++) {
		for (int i = batch * NR; i < (batch + 1) * NR; i++) {
			struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

			v[i].iov_base = buf + i * LEN;
			v[i].iov_len = LEN;
			io_uring_prep_readv(sqe, 0, &v[i], 1, i * LEN);
			sqe->flags = IOSQE_FIXED_FILE;
			sqe->user_data = i;
		}
		ASSERT_EQ(NR, io_uring_submit(&ring));
		for (ms = 0; ms < 5000 &&
		     io_uring_cq_ready(&ring) < (batch + 1) * NR; ms += 10)
			usleep(10000);
		EXPECT_EQ((batch + 1) * NR, io_uring_cq_ready(&ring));
	}
	for (int i = 0; i < 2 * NR; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		EXPECT_EQ(LEN, cqe.res);
	}
	io_uring_queue_exit(&ring);
	close(fd);
	free(buf);
}

/*
 * io_uring_enter(GETEVENTS) on an SQPOLL+IOPOLL ring sleeps until the SQ
 * thread posts the CQEs; it neither returns without one nor polls in the
 * caller (v5.4 did both: with the poll list empty it spun, then returned
 * 0).  A thread waits for one CQE while nothing is submitted; it must
 * still be waiting 300 ms later, having used little CPU, and return with
 * the CQE of the polled read submitted then, whose bytes are checked.
 */
struct getevents_wait {
	int ring_fd;
	int ret;
	volatile int returned;
	double cpu_s, wall_s;
};

static double clock_s(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *getevents_waiter(void *arg)
{
	struct getevents_wait *w = arg;
	double cpu = clock_s(CLOCK_THREAD_CPUTIME_ID);
	double wall = clock_s(CLOCK_MONOTONIC);

	w->ret = sys_enter(w->ring_fd, 0, 1, IORING_ENTER_GETEVENTS, NULL, 0);
	w->cpu_s = clock_s(CLOCK_THREAD_CPUTIME_ID) - cpu;
	w->wall_s = clock_s(CLOCK_MONOTONIC) - wall;
	w->returned = 1;
	return NULL;
}

TEST(sqpoll_iopoll_getevents_sleeps)
{
	enum { LEN = 4096, OFF = 96 * 65536 };
	char *buf = aligned_buf(2 * LEN);
	struct getevents_wait w = { 0 };
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	struct iovec v;
	pthread_t t;
	int fd = open(RAW_DEV, O_RDWR | O_DIRECT);

	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	ASSERT_NE(NULL, buf);
	fill_pattern(buf, LEN, 29, OFF);
	ASSERT_EQ(LEN, pwrite(fd, buf, LEN, OFF));
	memset(buf, 0, LEN);
	ASSERT_EQ(0, sqpoll_init(&ring, IORING_SETUP_IOPOLL, 5000, 0));
	ASSERT_EQ(0, io_uring_register_files(&ring, &fd, 1));

	w.ring_fd = ring.ring_fd;
	ASSERT_EQ(0, pthread_create(&t, NULL, getevents_waiter, &w));
	usleep(300000);
	EXPECT_EQ(0, w.returned);

	v.iov_base = buf;
	v.iov_len = LEN;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, 0, &v, 1, OFF);
	sqe->flags = IOSQE_FIXED_FILE;
	sqe->user_data = 0x32b2;
	/* The thread is awake (idle 5 s): this enters no system call. */
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, pthread_join(t, NULL));

	EXPECT_EQ(0, w.ret);
	EXPECT_EQ(1, io_uring_cq_ready(&ring));
	TH_LOG("waited %.3f s, %.3f s of CPU", w.wall_s, w.cpu_s);
	EXPECT_GE(w.wall_s, 0.25);
	EXPECT_LE(w.cpu_s, w.wall_s / 4);
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(0x32b2, cqe.user_data);
	EXPECT_EQ(LEN, cqe.res);
	EXPECT_EQ(-1, check_pattern(buf, LEN, 29, OFF));
	io_uring_queue_exit(&ring);
	close(fd);
	free(buf);
}

/*
 * Teardown on the SQ thread's own CPU, on this CONFIG_PREEMPT_NONE
 * kernel: a process pinned to CPU 0 exits with polled reads in flight on
 * an SQPOLL+IOPOLL ring whose thread is bound to CPU 0.  The thread and
 * the ring go away, and no soft lockup is reported (the console check
 * fails the run on one).  Upstream 3fd44c86711f added a cond_resched() to
 * a teardown loop that spun waiting for the thread; ours sleeps there.
 */
TEST(teardown_on_the_sq_threads_cpu)
{
	int status;
	pid_t pid;

	if (access(RAW_DEV, R_OK))
		SKIP(return, "no %s", RAW_DEV);
	ASSERT_EQ(0, wait_sq_threads(0, 5000));
	pid = fork();
	if (!pid) {
		static struct iovec v[8];
		char *buf = aligned_buf(8 * 4096);
		int fd = open(RAW_DEV, O_RDONLY | O_DIRECT);
		struct io_uring ring;
		cpu_set_t cpus;

		CPU_ZERO(&cpus);
		CPU_SET(0, &cpus);
		if (!buf || fd < 0 || sched_setaffinity(0, sizeof(cpus), &cpus) ||
		    sqpoll_init(&ring, IORING_SETUP_IOPOLL | IORING_SETUP_SQ_AFF,
				10, 0) ||
		    io_uring_register_files(&ring, &fd, 1))
			_exit(1);
		for (int i = 0; i < 8; i++) {
			struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

			v[i].iov_base = buf + i * 4096;
			v[i].iov_len = 4096;
			io_uring_prep_readv(sqe, 0, &v[i], 1, i * 4096);
			sqe->flags = IOSQE_FIXED_FILE;
		}
		_exit(io_uring_submit(&ring) == 8 ? 0 : 2);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_EQ(0, WEXITSTATUS(status));
	EXPECT_EQ(0, wait_sq_threads(0, 10000));
}

/* A process that exits leaves no SQ thread behind. */
/*
 * CQ overflow under SQPOLL: the thread posts more completions than the CQ
 * ring holds while nobody reaps.  The first cq_entries stay, in order.
 * v5.4 loses the others and counts them in the overflow counter.  From
 * 5.5 on (IORING_FEAT_NODROP) they wait, and they arrive in order as the
 * application reaps; up to 5.12 the thread consumes no SQE while they
 * wait, from 5.13 on (submits_with_backlog()) it goes on, their CQEs
 * behind.  Either way the thread drops no SQE and goes on once there is
 * room.
 */
TEST(cq_overflow_counted_or_held)
{
	enum { SQ = 8, CQ = 2 * SQ, BATCHES = 3 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int i, ms, nodrop;

	ASSERT_EQ(0, sqpoll_init(&ring, 0, 1000, 0));
	ASSERT_EQ(SQ, *ring.sq.kring_entries);
	ASSERT_EQ(CQ, *ring.cq.kring_entries);
	nodrop = !!(ring.features & IORING_FEAT_NODROP);
	for (int b = 0; b < BATCHES; b++) {
		for (i = 0; i < SQ; i++)
			nop_sqe(&ring, b * SQ + i, 0);
		ASSERT_EQ(SQ, io_uring_submit(&ring));
		for (ms = 0; ms < 5000 && io_uring_sq_space_left(&ring) < SQ;
		     ms++)
			usleep(1000);
		ASSERT_EQ(SQ, io_uring_sq_space_left(&ring));
	}
	if (nodrop) {
		/*
		 * A batch more: up to 5.12 it waits in the SQ ring while the
		 * backlog cannot move; from 5.13 on the thread takes it.
		 */
		for (i = 0; i < SQ; i++)
			nop_sqe(&ring, BATCHES * SQ + i, 0);
		ASSERT_EQ(SQ, io_uring_submit(&ring));
		usleep(200000);
		if (submits_with_backlog(&ring)) {
			for (ms = 0; ms < 5000 &&
			     io_uring_sq_space_left(&ring) < SQ; ms++)
				usleep(1000);
			EXPECT_EQ(SQ, io_uring_sq_space_left(&ring));
		} else {
			EXPECT_EQ(0, io_uring_sq_space_left(&ring));
		}
		EXPECT_EQ(0, *ring.cq.koverflow);
	} else {
		for (ms = 0; ms < 5000 &&
		     *ring.cq.koverflow < BATCHES * SQ - CQ; ms++)
			usleep(1000);
		EXPECT_EQ(BATCHES * SQ - CQ, *ring.cq.koverflow);
	}
	EXPECT_EQ(0, *ring.sq.kdropped);
	EXPECT_EQ(CQ, io_uring_cq_ready(&ring));
	for (i = 0; i < (nodrop ? (BATCHES + 1) * SQ : CQ); i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
		EXPECT_EQ(0, cqe.res);
	}
	/* The SQ thread may post a batch's CQEs before it moves the SQ head. */
	for (ms = 0; ms < 5000 && !io_uring_sq_space_left(&ring); ms++)
		usleep(1000);
	nop_sqe(&ring, 99, 0);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(99, cqe.user_data);
	EXPECT_EQ(nodrop ? 0 : BATCHES * SQ - CQ, *ring.cq.koverflow);
	io_uring_queue_exit(&ring);
}

/*
 * A process killed with I/O in flight on two SQPOLL rings: polled reads
 * of the raw namespace (IOPOLL), and on the other ring O_DIRECT reads of
 * an ext4 file, a POLL_ADD and a TIMEOUT that will never complete.  Both
 * SQ threads go, and the rings are freed: the socket each registered is
 * released.  Leaks and splats fail the run through kmemleak and the
 * console check.
 */
static void busy_until_killed(int ready)
{
	static char buf[2][8][4096] __attribute__((aligned(4096)));
	static struct __kernel_timespec ts = { .tv_sec = 1000 };
	static struct iovec v[2][8];
	struct io_uring ring[2];
	int fds[2][2], p[2];
	struct io_uring_cqe *cqe;
	unsigned long n = 0;
	char path[PATH_MAX];

	fds[0][0] = open(RAW_DEV, O_RDONLY | O_DIRECT);
	snprintf(path, sizeof(path), "%s/sqpoll.killed", EXT4_DIR);
	fds[1][0] = open(path, O_RDWR | O_CREAT | O_DIRECT, 0600);
	fds[0][1] = socket(AF_INET, SOCK_DGRAM, 0);
	fds[1][1] = socket(AF_INET, SOCK_DGRAM, 0);
	for (int i = 0; i < 256 && fds[1][0] >= 0; i++)
		if (pwrite(fds[1][0], buf, sizeof(buf), i * sizeof(buf)) !=
		    sizeof(buf))
			_exit(1);
	if (fds[0][0] < 0 || fds[1][0] < 0 || pipe(p) ||
	    sqpoll_init(&ring[0], IORING_SETUP_IOPOLL, 1000, 0) ||
	    sqpoll_init(&ring[1], 0, 1000, 0) ||
	    io_uring_register_files(&ring[0], fds[0], 2) ||
	    io_uring_register_files(&ring[1], fds[1], 2))
		_exit(1);
	io_uring_prep_poll_add(io_uring_get_sqe(&ring[1]), 1, POLLIN);
	io_uring_prep_timeout(io_uring_get_sqe(&ring[1]), &ts, 0, 0);
	io_uring_submit(&ring[1]);
	for (;;) {
		for (int r = 0; r < 2; r++) {
			struct io_uring_sqe *sqe;

			while ((sqe = io_uring_get_sqe(&ring[r]))) {
				int i = n++ % 8;

				v[r][i].iov_base = buf[r][i];
				v[r][i].iov_len = 4096;
				io_uring_prep_readv(sqe, 0, &v[r][i], 1,
						    (n % 4096) * 4096);
				sqe->flags = IOSQE_FIXED_FILE;
			}
			io_uring_submit(&ring[r]);
			while (!io_uring_peek_cqe(&ring[r], &cqe))
				io_uring_cqe_seen(&ring[r], cqe);
		}
		if (n > 64 && ready >= 0) {
			if (write(ready, "r", 1) != 1)
				_exit(2);
			close(ready);
			ready = -1;
		}
	}
}

TEST(killed_with_io_in_flight)
{
	int base = sockets_used(), status, p[2];
	char c, path[PATH_MAX];
	pid_t pid;

	if (access(RAW_DEV, R_OK) || !dev_of(EXT4_DIR))
		SKIP(return, "no %s or no ext4 on %s", RAW_DEV, EXT4_DIR);
	ASSERT_GE(base, 0);
	ASSERT_EQ(0, wait_sq_threads(0, 5000));
	ASSERT_EQ(0, pipe(p));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		close(p[0]);
		busy_until_killed(p[1]);
	}
	close(p[1]);
	ASSERT_EQ(1, read(p[0], &c, 1));
	EXPECT_EQ(2, wait_sq_threads(2, 1000));
	usleep(100000);
	ASSERT_EQ(0, kill(pid, SIGKILL));
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
	EXPECT_EQ(0, wait_sq_threads(0, 10000));
	EXPECT_EQ(base, wait_sockets_used(base, 10000));
	snprintf(path, sizeof(path), "%s/sqpoll.killed", EXT4_DIR);
	unlink(path);
	close(p[0]);
}

/*
 * SQEs that reach the SQ thread after the ring's creator exited: the
 * creator's address space is gone, so v5.4 completes them with -EFAULT.
 * From 5.12 on (IORING_FEAT_NATIVE_WORKERS) the SQ thread is a thread of
 * the creator and ends with it: io_uring_enter() fails with -EOWNERDEAD.
 * A child creates an SQPOLL+IOPOLL ring and a grandchild inherits it;
 * once the child is reaped, the grandchild queues a polled read into its
 * own memory.  (Issuing it anyway made the thread walk a NULL mm's page
 * tables in get_user_pages_fast(): a general protection fault.)
 */
TEST(sqes_after_creator_exit_fail_efault)
{
	int go[2], status, ms, native = native_workers();
	pid_t child, gone;

	if (access(RAW_DEV, R_OK))
		SKIP(return, "no %s", RAW_DEV);
	/* The grandchild comes back to us when the child exits. */
	ASSERT_EQ(0, prctl(PR_SET_CHILD_SUBREAPER, 1));
	ASSERT_EQ(0, pipe(go));
	child = fork();
	if (!child) {
		struct io_uring ring;
		int fd = open(RAW_DEV, O_RDONLY | O_DIRECT);

		if (fd < 0 || sqpoll_init(&ring, IORING_SETUP_IOPOLL, 10000, 0) ||
		    io_uring_register_files(&ring, &fd, 1))
			_exit(1);
		if (!fork()) {
			static char buf[4096] __attribute__((aligned(4096)));
			struct iovec v = { buf, sizeof(buf) };
			struct io_uring_cqe *cqe;
			struct io_uring_sqe *sqe;
			char c;

			close(go[1]);
			/* Until the creator is gone. */
			if (read(go[0], &c, 1) != 1)
				_exit(2);
			sqe = io_uring_get_sqe(&ring);
			io_uring_prep_readv(sqe, 0, &v, 1, 0);
			sqe->flags = IOSQE_FIXED_FILE;
			sqe->user_data = 0xfa17;
			/* 5.12: the SQ thread went with its process. */
			if (native)
				_exit(io_uring_submit(&ring) == -EOWNERDEAD ?
				      0 : 5);
			if (io_uring_submit(&ring) != 1 ||
			    io_uring_wait_cqe(&ring, &cqe))
				_exit(3);
			_exit(cqe->user_data == 0xfa17 && cqe->res == -EFAULT ?
			      0 : 4);
		}
		_exit(0);
	}
	close(go[0]);
	ASSERT_EQ(child, waitpid(child, &status, 0));
	ASSERT_EQ(0, WEXITSTATUS(status));
	ASSERT_EQ(1, write(go[1], "g", 1));
	for (ms = 0; ms < 10000; ms += 10) {
		gone = waitpid(-1, &status, WNOHANG);
		if (gone)
			break;
		usleep(10000);
	}
	ASSERT_GT(gone, 0);
	/* 0: -EFAULT with the right user_data; 4: another result. */
	EXPECT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
	close(go[1]);
}

TEST(thread_goes_with_exit)
{
	int status;
	pid_t pid;

	ASSERT_EQ(0, wait_sq_threads(0, 5000));
	pid = fork();
	if (!pid) {
		struct io_uring ring;

		if (sqpoll_init(&ring, 0, 10, 0))
			_exit(1);
		for (int i = 0; i < 4; i++)
			io_uring_prep_nop(io_uring_get_sqe(&ring));
		_exit(io_uring_submit(&ring) == 4 ? 0 : 2);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_EQ(0, WEXITSTATUS(status));
	EXPECT_EQ(0, wait_sq_threads(0, 5000));
}

/*
 * SQEs that fail with -EFAULT (the creator is gone) a whole ring at a
 * time, for good: a grandchild that inherited the ring moves its tail
 * 2^31 ahead.  Bound with the SQ thread to CPU 0, the grandchild must
 * still get that CPU: on our non-preemptible kernel a thread that does
 * not yield between batches starves it (and the watchdog reports a
 * soft lockup).  Its exit then takes the ring and the thread with it.
 * From 5.12 on the thread has gone with the creator: -EOWNERDEAD.
 */
TEST(failing_sqes_leave_the_cpu_to_others)
{
	int go[2], status, ms, native = native_workers();
	pid_t child, gone = 0;

	ASSERT_EQ(0, wait_sq_threads(0, 5000));
	ASSERT_EQ(0, prctl(PR_SET_CHILD_SUBREAPER, 1));
	ASSERT_EQ(0, pipe(go));
	child = fork();
	if (!child) {
		struct io_uring ring;

		if (sqpoll_init(&ring, IORING_SETUP_SQ_AFF, 10000, 0))
			_exit(1);
		if (!fork()) {
			cpu_set_t cpu0;
			char c;

			CPU_ZERO(&cpu0);
			CPU_SET(0, &cpu0);
			close(go[1]);
			if (sched_setaffinity(0, sizeof(cpu0), &cpu0) ||
			    read(go[0], &c, 1) != 1)
				_exit(2);
			scribble_tail(&ring);
			/* 5.12: no thread is left to fail them. */
			if (native)
				_exit(sys_enter(ring.ring_fd, 0, 0,
						IORING_ENTER_SQ_WAKEUP, NULL, 0)
				      == -1 && errno == EOWNERDEAD ? 0 : 4);
			/* The thread fails them; we still get to run. */
			if (wait_head_moved(&ring, 5000))
				_exit(3);
			for (int i = 0; i < 20; i++)
				usleep(10000);
			_exit(0);
		}
		_exit(0);
	}
	close(go[0]);
	ASSERT_EQ(child, waitpid(child, &status, 0));
	ASSERT_EQ(0, WEXITSTATUS(status));
	ASSERT_EQ(1, write(go[1], "g", 1));
	for (ms = 0; ms < 20000 && !gone; ms += 10) {
		gone = waitpid(-1, &status, WNOHANG);
		if (!gone)
			usleep(10000);
	}
	close(go[1]);
	/* Starved on CPU 0: it never finishes (nor can it be killed). */
	ASSERT_GT(gone, 0);
	EXPECT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
	EXPECT_EQ(0, wait_sq_threads(0, 10000));
}

/*
 * A creator that exits while its SQ rings still hold SQEs: here two
 * rings, each tail 2^31 ahead of its head, as a stray store leaves it.
 * Each SQ thread held the creator's mm for as long as it had SQEs to
 * submit, the mm held the mappings of the rings, the mappings the rings
 * and the rings the threads: nothing could stop them, and the polls
 * they submitted piled up until the machine ran out of memory.  With
 * two threads, neither is ever the mm's last user.  The threads must go
 * with the rings.
 */
TEST(thread_goes_with_exit_of_busy_creator)
{
	int status;
	pid_t pid;

	ASSERT_EQ(0, wait_sq_threads(0, 5000));
	pid = fork();
	if (!pid) {
		struct io_uring ring[2];

		for (int r = 0; r < 2; r++) {
			if (sqpoll_init(&ring[r], 0, 10, 0))
				_exit(1);
			scribble_tail(&ring[r]);
		}
		/* Exit once both threads submit, holding our mm. */
		for (int r = 0; r < 2; r++)
			if (wait_head_moved(&ring[r], 5000))
				_exit(2);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_EQ(0, WEXITSTATUS(status));
	EXPECT_EQ(0, wait_sq_threads(0, 10000));
}

TEST_HARNESS_MAIN
