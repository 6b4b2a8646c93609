// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_MADVISE while its submitter dumps core.  4.19's ELF core dump
 * sizes its table of VMAs from map_count and then walks the VMAs without
 * mmap_sem, trusting that every user of the mm is stopped.  A worker that
 * borrows the mm is not stopped: a MADVISE that splits a VMA then makes
 * the dump read past its table.  Such a MADVISE must fail with -EINTR
 * (upstream bc0c4d1e176e, "mm: check that mm is still valid in
 * madvise()").
 *
 * The dump is held still: core_pattern pipes it to this program (the
 * helper, --core-helper DIR), which reads nothing until told to.  While
 * the dumping child is blocked writing its core, the test lets a read
 * complete whose link is the MADVISE.  The child's own child, which
 * shares the ring (a ring's descriptor cannot travel over a socket) but
 * not the dumping mm, reports the CQEs.  From 5.12 on
 * (IORING_FEAT_NATIVE_WORKERS) the worker is a thread of the dumping
 * process, which the dump kills in its read: the MADVISE is cancelled
 * with its chain.
 */
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include "helpers.h"

#define PAGE 4096

/* @dir/@name in @buf (PATH_MAX). */
static const char *path_of(const char *dir, const char *name, char *buf)
{
	snprintf(buf, PATH_MAX, "%s/%s", dir, name);
	return buf;
}

/* Whether @dir/@name exists. */
static int exists(const char *dir, const char *name)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return access(path, F_OK) == 0;
}

static void touch(const char *dir, const char *name)
{
	char path[PATH_MAX];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_CREAT, 0600);
	if (fd >= 0)
		close(fd);
}

/*
 * The core_pattern helper: say it started, wait for "go" or "kill", then
 * read the whole core (go) or leave it unread, which ends the dump with
 * EPIPE (kill, or no word within 60 s).
 */
static int core_helper(const char *dir)
{
	char buf[65536];
	long total = 0;
	ssize_t n;
	int i;

	touch(dir, "started");
	for (i = 0; i < 6000; i++) {
		if (exists(dir, "go"))
			break;
		if (exists(dir, "kill"))
			return 1;
		usleep(10000);
	}
	if (i == 6000)
		return 1;
	while ((n = read(0, buf, sizeof(buf))) > 0)
		total += n;
	touch(dir, total > 0 ? "read" : "empty");
	return 0;
}

/*
 * The reporter: the CQEs of @ring as they come, as (user_data, res)
 * pairs on @out, two of them or whatever came within 20 s.
 */
static void report_cqes(struct io_uring *ring, int out)
{
	struct io_uring_cqe *cqe;
	int i, n = 0;

	for (i = 0; n < 2 && i < 2000; i++) {
		if (io_uring_peek_cqe(ring, &cqe)) {
			usleep(10000);
			continue;
		}
		int64_t pair[2] = { (int64_t)cqe->user_data, cqe->res };

		io_uring_cqe_seen(ring, cqe);
		if (write(out, pair, sizeof(pair)) != sizeof(pair))
			break;
		n++;
	}
	_exit(0);
}

/*
 * The child: a ring, a read of @pipe_rd in a worker with the MADVISE
 * linked to it (MADV_DONTFORK on the middle page of @area splits its VMA
 * in three and takes mmap_sem for writing), a reporter that shares the
 * ring but not the mm, then a crash with a core dump.
 */
static void dumping_child(int out, int pipe_rd, char *area)
{
	struct rlimit rl = { RLIM_INFINITY, RLIM_INFINITY };
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	static char byte;
	pid_t pid;

	setrlimit(RLIMIT_CORE, &rl);
	prctl(PR_SET_DUMPABLE, 1);
	if (io_uring_queue_init(4, &ring, 0))
		_exit(2);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, pipe_rd, &byte, 1, 0);
	sqe->flags = IOSQE_ASYNC | IOSQE_IO_LINK;
	sqe->user_data = 1;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_madvise(sqe, area + PAGE, PAGE, MADV_DONTFORK);
	sqe->user_data = 2;
	if (io_uring_submit(&ring) != 2)
		_exit(3);
	/*
	 * With io threads (5.12), crash only once a worker sleeps in the
	 * read: the dump kills the process's threads, and work that no
	 * worker has taken yet would wait for the dump's end instead.
	 */
	if (native_workers()) {
		char state = 0;
		int i;

		for (i = 0; i < 1000; i++) {
			if (threads_named(0, "iou-wrk-*", NULL, &state) &&
			    state == 'S')
				break;
			usleep(10000);
		}
		if (i == 1000)
			_exit(6);
	}
	pid = fork();
	if (pid < 0)
		_exit(4);
	if (pid == 0)
		report_cqes(&ring, out);
	signal(SIGSEGV, SIG_DFL);
	raise(SIGSEGV);
	_exit(5);
}

/* A (user_data, res) pair from @in within 20 s, or -1. */
static int read_pair(int in, int64_t *pair)
{
	struct pollfd pfd = { .fd = in, .events = POLLIN };

	if (poll(&pfd, 1, 20000) != 1)
		return -1;
	return read(in, pair, 2 * sizeof(*pair)) == 2 * sizeof(*pair) ? 0 : -1;
}

/* waitpid() for 30 s at most, then SIGKILL and wait: 0, or -1. */
static int reap_or_kill(pid_t pid, int *status)
{
	*status = reap_within_or_kill(pid, 30000);
	return *status == -1 ? -1 : 0;
}

static int wait_for(const char *dir, const char *name)
{
	int i;

	for (i = 0; i < 3000; i++) {
		if (exists(dir, name))
			return 0;
		usleep(10000);
	}
	return -1;
}

TEST(madvise_during_a_core_dump_is_eintr)
{
	char dir[] = "/tmp/iou-core.XXXXXX", exe[PATH_MAX], pattern[PATH_MAX + 64];
	char old_pattern[256] = "", path[PATH_MAX];
	int64_t cqe[2][2] = { { 0 } };
	int rp[2], pp[2], status, len, native;
	char *area;
	pid_t pid;
	FILE *f;

	NEED_OP(IORING_OP_MADVISE);
	if (geteuid())
		SKIP(return, "core_pattern needs root");
	native = native_workers();
	len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	ASSERT_GT(len, 0);
	exe[len] = 0;
	ASSERT_NE(NULL, mkdtemp(dir));
	snprintf(pattern, sizeof(pattern), "|%s --core-helper %s", exe, dir);
	if (strlen(pattern) >= 128)
		SKIP(return, "core_pattern would be too long: %s", pattern);
	f = fopen("/proc/sys/kernel/core_pattern", "r");
	ASSERT_NE(NULL, f);
	if (!fgets(old_pattern, sizeof(old_pattern), f))
		old_pattern[0] = 0;
	fclose(f);
	old_pattern[strcspn(old_pattern, "\n")] = 0;
	ASSERT_EQ(0, write_file("/proc/sys/kernel/core_pattern", pattern));

	area = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, area);
	memset(area, 1, 3 * PAGE);
	ASSERT_EQ(0, pipe(rp));
	ASSERT_EQ(0, pipe(pp));
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		close(rp[0]);
		close(pp[1]);
		dumping_child(rp[1], pp[0], area);
	}
	close(rp[1]);
	close(pp[0]);

	/* The dump has started and waits for its reader. */
	if (wait_for(dir, "started")) {
		kill(pid, SIGKILL);
		reap_or_kill(pid, &status);
		write_file("/proc/sys/kernel/core_pattern",
			   old_pattern[0] ? old_pattern : "core");
		TH_LOG("no core dump started: child status %#x", status);
	}
	ASSERT_EQ(0, access(path_of(dir, "started", path), F_OK));
	ASSERT_EQ(1, write(pp[1], "x", 1));
	EXPECT_EQ(0, read_pair(rp[0], cqe[0]));
	EXPECT_EQ(0, read_pair(rp[0], cqe[1]));
	EXPECT_EQ(1, cqe[0][0]);
	EXPECT_EQ(2, cqe[1][0]);
	if (native) {
		/*
		 * The worker is a thread of the dumping process: the dump
		 * killed it in its read, and the MADVISE of the failed chain
		 * never ran.
		 */
		EXPECT_EQ(-EINTR, cqe[0][1]);
		EXPECT_EQ(-ECANCELED, cqe[1][1]);
	} else {
		EXPECT_EQ(1, cqe[0][1]);
		EXPECT_EQ(-EINTR, cqe[1][1]);
	}

	/*
	 * A MADVISE that ran has changed the VMAs under the dump: leave the
	 * core unread, so that the dump stops at its next write instead of
	 * walking its table further.
	 */
	touch(dir, cqe[1][1] == -EINTR || cqe[1][1] == -ECANCELED ?
		   "go" : "kill");
	ASSERT_EQ(0, reap_or_kill(pid, &status));
	EXPECT_TRUE(WIFSIGNALED(status));
	if (cqe[1][1] == -EINTR) {
		EXPECT_TRUE(WCOREDUMP(status));
		EXPECT_EQ(0, wait_for(dir, "read"));
	}

	close(rp[0]);
	close(pp[1]);
	munmap(area, 3 * PAGE);
	write_file("/proc/sys/kernel/core_pattern",
		   old_pattern[0] ? old_pattern : "core");
	for (const char *n = "started\0go\0kill\0read\0empty\0"; *n;
	     n += strlen(n) + 1) {
		snprintf(path, sizeof(path), "%s/%s", dir, n);
		unlink(path);
	}
	rmdir(dir);
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "--core-helper"))
		return core_helper(argv[2]);
	return test_harness_run(argc, argv);
}
