// SPDX-License-Identifier: GPL-2.0
/*
 * A request that fills memory from a worker stops when the OOM killer has
 * chosen its submitter.  An unprivileged submitter asks io_uring to fill a
 * memfd with twice the machine's memory: WRITEVs from a mapping it never
 * touched (v5.4: every write to tmpfs runs in a worker) or one FALLOCATE
 * (5.6).  The worker is a kernel thread, which the OOM killer never
 * chooses; it chooses the submitter first (oom_score_adj 1000, and so few
 * pages of its own that killing it frees nothing).  Without "mm, oom: fail
 * a kernel thread's allocations for an mm the OOM killer chose" the worker
 * goes on after that, and the OOM killer kills the bystander, then the
 * test runner, and panics.  Each case checks that the submitter was
 * SIGKILLed, that the bystander lives on, and that the memfd's memory is
 * given back.  A third case leaves a WRITEV of 2 GiB running with nobody
 * in its mm: the submitter exits once the worker has started.  Nobody may
 * be killed for it then; the worker's allocation fails instead.
 *
 * The submitter and the bystander are this program run again
 * (posix_spawn(), IOU_OOM_ROLE): a fork() would leave this process's pages
 * shared, and its next write to one would need a page while memory is
 * short.  This process is exempt from the OOM killer.
 *
 * The kernel logs an OOM report with a stack trace for each case, which
 * scripts/vm/check-console accepts while this test runs.  The test fills
 * the machine's memory on purpose: it runs on machines of up to 4 GiB
 * (the test VM has 2) and SKIPs elsewhere unless IOU_OOM_TESTS=1.
 */
#include <spawn.h>
#include <sys/mman.h>

#include "helpers.h"

#define MiB		(1UL << 20)
#define BYSTANDER_RSS	(4 * MiB)	/* the next choice: more than run_tests */

extern char **environ;

/* The number after @key in a /proc file of "key: N" or "key N" lines; -1. */
static long proc_value(const char *path, const char *key)
{
	char line[256], k[64];
	long v = -1, n;
	FILE *f = fopen(path, "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%63[^: ]%*[: ]%ld", k, &n) == 2 &&
		    !strcmp(k, key)) {
			v = n;
			break;
		}
	if (f)
		fclose(f);
	return v;
}

static long meminfo_kb(const char *name)
{
	return proc_value("/proc/meminfo", name);
}

/* NULL when this machine may be filled; else why not. */
static const char *oom_allowed(void)
{
	const char *e = getenv("IOU_OOM_TESTS");

	if (e && !strcmp(e, "1"))
		return NULL;
	if (meminfo_kb("MemTotal") <= 4L << 20)
		return NULL;
	return "fills twice the memory of a machine over 4 GiB: IOU_OOM_TESTS=1 runs it";
}

/* Touch @len bytes of anonymous memory of this process's own. */
static void touch(size_t len)
{
	char *m = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (m == MAP_FAILED)
		_exit(3);
	memset(m, 1, len);
}

/*
 * Leave: one WRITEV of 2 GiB (less a page, the most a write takes) of
 * untouched pages into a memfd, left to its worker: exit 0 once the memfd
 * has grown by 64 MiB (the worker runs), 2-5 on a failed step.
 */
static void leaver(void)
{
	size_t half = 1UL << 30;
	struct io_uring ring;
	struct iovec v[2];
	long shmem0 = meminfo_kb("Shmem");
	int fd, i;
	void *m;

	if (become_nobody())
		_exit(2);
	fd = memfd_create("iou-oom", 0);
	m = mmap(NULL, half, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (fd < 0 || m == MAP_FAILED || io_uring_queue_init(8, &ring, 0))
		_exit(3);
	v[0].iov_base = v[1].iov_base = m;
	v[0].iov_len = v[1].iov_len = half;
	io_uring_prep_writev(io_uring_get_sqe(&ring), fd, v, 2, 0);
	if (io_uring_submit(&ring) != 1)
		_exit(4);
	for (i = 0; i < 600; i++) {
		if (meminfo_kb("Shmem") > shmem0 + (64 << 10))
			_exit(0);
		usleep(50 * 1000);
	}
	_exit(5);
}

/*
 * The submitter: as nobody, queue requests that write @total bytes into a
 * memfd, then wait.  It exits 0 only if all of them complete (the kernel
 * did not fill memory), 2-5 on a failed step.
 */
static void submitter(int fallocate, size_t total)
{
	size_t chunk = total / 4;
	int n = fallocate ? 1 : 4, fd, i;
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	struct iovec *v;
	void *m;

	/* The OOM killer's first choice (anyone may raise the score). */
	if (write_file("/proc/self/oom_score_adj", "1000") || become_nobody())
		_exit(2);
	fd = memfd_create("iou-oom", 0);
	m = mmap(NULL, chunk, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	v = calloc(n, sizeof(*v));
	if (fd < 0 || m == MAP_FAILED || !v || io_uring_queue_init(8, &ring, 0))
		_exit(3);
	for (i = 0; i < n; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

		v[i].iov_base = m;
		v[i].iov_len = chunk;
		if (fallocate)
			io_uring_prep_fallocate(sqe, fd, 0, 0, total);
		else
			io_uring_prep_writev(sqe, fd, &v[i], 1, i * chunk);
	}
	if (io_uring_submit(&ring) != n)
		_exit(4);
	for (i = 0; i < n; i++) {
		if (io_uring_wait_cqe(&ring, &cqe))
			_exit(5);
		io_uring_cqe_seen(&ring, cqe);
	}
	_exit(0);
}

/* Run as IOU_OOM_ROLE says, before the harness: never returns then. */
__attribute__((constructor)) static void oom_role(void)
{
	const char *role = getenv("IOU_OOM_ROLE");
	const char *total = getenv("IOU_OOM_BYTES");

	if (!role)
		return;
	/* The parent is exempt from the OOM killer; this one is not. */
	if (write_file("/proc/self/oom_score_adj", "0"))
		_exit(2);
	if (!strcmp(role, "bystander")) {
		touch(BYSTANDER_RSS);
		for (;;)
			pause();
	}
	if (!strcmp(role, "leaver"))
		leaver();
	submitter(!strcmp(role, "fallocate"), strtoull(total ? total : "0",
						       NULL, 0));
}

/* This program again, as @role. */
static pid_t spawn_role(const char *role, size_t bytes)
{
	char r[64], b[64], *argv[] = { "oom", NULL };
	char *envp[] = { r, b, NULL };
	pid_t pid;

	snprintf(r, sizeof(r), "IOU_OOM_ROLE=%s", role);
	snprintf(b, sizeof(b), "IOU_OOM_BYTES=%zu", bytes);
	if (posix_spawn(&pid, "/proc/self/exe", NULL, NULL, argv, envp))
		return -1;
	return pid;
}

/*
 * Fill twice the memory through @role ("writev", "fallocate"); the
 * submitter alone must be SIGKILLed, and the memory must come back.
 */
static void fill_memory(struct __test_metadata *_metadata, const char *role)
{
	long total_kb = meminfo_kb("MemTotal"), shmem0 = meminfo_kb("Shmem");
	long shmem = -1, t0, killed_ms = -1;
	int status, st_by, i;
	pid_t sub, by;

	ASSERT_LT(0, total_kb);
	ASSERT_LE(0, shmem0);
	ASSERT_EQ(0, write_file("/proc/self/oom_score_adj", "-1000"));
	by = spawn_role("bystander", 0);
	ASSERT_LT(0, by);
	usleep(300 * 1000);
	sub = spawn_role(role, (size_t)total_kb * 1024 * 2);
	ASSERT_LT(0, sub);

	/*
	 * The submitter must die at the first OOM, well before 120 s; then
	 * the memory must come back.  Nothing is printed meanwhile.
	 */
	t0 = now_ms();
	for (i = 0; i < 1200 && waitpid(sub, &status, WNOHANG) == 0; i++)
		usleep(100 * 1000);
	if (i == 1200) {
		kill(sub, SIGKILL);
		waitpid(sub, &status, 0);
	} else {
		killed_ms = now_ms() - t0;
	}
	for (i = 0; i < 300; i++) {
		shmem = meminfo_kb("Shmem");
		if (shmem >= 0 && shmem <= shmem0 + (16 << 10))
			break;
		usleep(100 * 1000);
	}

	/* The bystander dies of this SIGTERM, not of the OOM killer's SIGKILL. */
	kill(by, SIGTERM);
	waitpid(by, &st_by, 0);

	if (killed_ms < 0)
		TH_LOG("the submitter was still there after 120 s");
	else
		TH_LOG("submitter %s %d after %ld ms",
		       WIFSIGNALED(status) ? "killed by signal" : "exited with",
		       WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
		       killed_ms);
	TH_LOG("Shmem %ld kB before, %ld kB after (%d ms more)", shmem0, shmem,
	       i * 100);
	if (WIFSIGNALED(st_by) && WTERMSIG(st_by) == SIGKILL)
		TH_LOG("the bystander was OOM-killed");
	EXPECT_TRUE(killed_ms >= 0 && WIFSIGNALED(status) &&
		    WTERMSIG(status) == SIGKILL);
	EXPECT_TRUE(shmem >= 0 && shmem <= shmem0 + (16 << 10));
	EXPECT_TRUE(WIFSIGNALED(st_by) && WTERMSIG(st_by) == SIGTERM);
}

TEST(writev_of_untouched_pages_stops_at_the_submitter)
{
	const char *why = oom_allowed();

	if (why)
		SKIP(return, "%s", why);
	fill_memory(_metadata, "writev");
}

/* The kernel's count of OOM kills (/proc/vmstat oom_kill). */
static long oom_kills(void)
{
	return proc_value("/proc/vmstat", "oom_kill");
}

TEST(writev_with_nobody_left_in_its_mm_kills_nobody)
{
	long shmem0 = meminfo_kb("Shmem"), kills0 = oom_kills(), shmem = -1;
	const char *why = oom_allowed();
	int status, st_by, i;
	pid_t by, leaver_pid;

	if (why)
		SKIP(return, "%s", why);
	ASSERT_LE(0, kills0);
	ASSERT_EQ(0, write_file("/proc/self/oom_score_adj", "-1000"));
	by = spawn_role("bystander", 0);
	ASSERT_LT(0, by);
	usleep(300 * 1000);
	leaver_pid = spawn_role("leaver", 0);
	ASSERT_LT(0, leaver_pid);
	ASSERT_EQ(leaver_pid, waitpid(leaver_pid, &status, 0));

	/* The worker fills memory until its allocation fails; then it is back. */
	for (i = 0; i < 600; i++) {
		usleep(100 * 1000);
		shmem = meminfo_kb("Shmem");
		if (shmem >= 0 && shmem <= shmem0 + (16 << 10))
			break;
	}
	kill(by, SIGTERM);
	waitpid(by, &st_by, 0);
	TH_LOG("leaver exit status %d; Shmem %ld kB before, %ld kB after %d ms; %ld OOM kills",
	       WIFEXITED(status) ? WEXITSTATUS(status) : -1, shmem0, shmem,
	       (i + 1) * 100, oom_kills() - kills0);
	EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	EXPECT_TRUE(shmem >= 0 && shmem <= shmem0 + (16 << 10));
	EXPECT_EQ(kills0, oom_kills());
	EXPECT_TRUE(WIFSIGNALED(st_by) && WTERMSIG(st_by) == SIGTERM);
}

TEST(fallocate_stops_at_the_submitter)
{
	const char *why = oom_allowed();

	if (why)
		SKIP(return, "%s", why);
	NEED_OP(IORING_OP_FALLOCATE);
	fill_memory(_metadata, "fallocate");
}

TEST_HARNESS_MAIN
