// SPDX-License-Identifier: GPL-2.0
/*
 * A request that fills memory from a worker is its submitter's doing.  An
 * unprivileged child asks io_uring to fill a memfd with twice the
 * machine's memory: WRITEVs from a mapping it never touched (v5.4: every
 * write to tmpfs runs in a worker) or one FALLOCATE (5.6).  The worker is
 * a kernel thread, which the OOM killer never chooses; without "mm, oom:
 * kill the process a kernel thread allocates for" it kills every other
 * process, the bystander below first, and panics.  Each case checks that
 * the child, and only the child, was SIGKILLed, that a bystander with
 * more memory than the child lives on, and that the memfd's memory is
 * given back.
 *
 * The kernel logs an OOM report with a stack trace for each case, which
 * scripts/vm/check-console accepts while this test runs.  The test fills
 * the machine's memory on purpose: it runs on machines of up to 4 GiB
 * (the test VM has 2) and SKIPs elsewhere unless IOU_OOM_TESTS=1.
 */
#include <sys/mman.h>

#include "helpers.h"

#define GiB		(1UL << 30)
#define BYSTANDER	(64UL << 20)	/* touched by the bystander */

static long meminfo_kb(const char *name)
{
	char line[256], key[64];
	long v = -1, n;
	FILE *f = fopen("/proc/meminfo", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%63[^:]: %ld kB", key, &n) == 2 &&
		    !strcmp(key, name)) {
			v = n;
			break;
		}
	if (f)
		fclose(f);
	return v;
}

/* 0 when this machine may be filled; else why not. */
static const char *oom_allowed(void)
{
	const char *e = getenv("IOU_OOM_TESTS");

	if (e && !strcmp(e, "1"))
		return NULL;
	if (meminfo_kb("MemTotal") <= 4L << 20)
		return NULL;
	return "fills twice the memory of a machine over 4 GiB: IOU_OOM_TESTS=1 runs it";
}

/* A process with more memory than the submitter, asleep until killed. */
static pid_t bystander(void)
{
	pid_t pid = fork();

	if (!pid) {
		char *m = mmap(NULL, BYSTANDER, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (m == MAP_FAILED ||
		    write_file("/proc/self/oom_score_adj", "0"))
			_exit(1);
		memset(m, 1, BYSTANDER);
		for (;;)
			pause();
	}
	return pid;
}

/*
 * The submitter: as nobody, with the OOM killer's default score, queue
 * requests that write @total bytes into a memfd, then wait.  It exits 0
 * only if all of them complete (the kernel did not fill memory), 2-5 on
 * a failed step.
 */
static void submitter(int fallocate, size_t total)
{
	size_t chunk = total / 4;
	int n = fallocate ? 1 : 4, fd, i;
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	struct iovec *v;
	void *m;

	/* The caller is exempt from the OOM killer; this one is not. */
	if (write_file("/proc/self/oom_score_adj", "0") || become_nobody())
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

/*
 * Fill twice the memory through @fallocate or WRITEVs; 0 when the
 * submitter alone was SIGKILLed and the memory came back.
 */
static void fill_memory(struct __test_metadata *_metadata, int fallocate)
{
	long total_kb = meminfo_kb("MemTotal"), shmem0 = meminfo_kb("Shmem");
	long shmem = -1, t0;
	pid_t sub, by;
	int status, i;

	ASSERT_LT(0, total_kb);
	ASSERT_LE(0, shmem0);
	/* This process and what runs the tests are not to be chosen. */
	ASSERT_EQ(0, write_file("/proc/self/oom_score_adj", "-1000"));
	by = bystander();
	ASSERT_LT(0, by);
	usleep(200 * 1000);

	sub = fork();
	ASSERT_LE(0, sub);
	if (!sub)
		submitter(fallocate, (size_t)total_kb * 1024 * 2);

	/* The child must die at the first OOM, well before 60 s. */
	t0 = now_ms();
	for (i = 0; i < 600 && waitpid(sub, &status, WNOHANG) == 0; i++)
		usleep(100 * 1000);
	if (i == 600) {
		kill(sub, SIGKILL);
		waitpid(sub, &status, 0);
		TH_LOG("the submitter was still there after 60 s");
	}
	TH_LOG("submitter %s %d after %ld ms",
	       WIFSIGNALED(status) ? "killed by signal" : "exited with",
	       WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
	       now_ms() - t0);
	EXPECT_TRUE(i < 600 && WIFSIGNALED(status) &&
		    WTERMSIG(status) == SIGKILL);

	/*
	 * The bystander has more memory than the child and lives on: it
	 * dies of the SIGTERM it gets now, not of the OOM killer's SIGKILL.
	 */
	kill(by, SIGTERM);
	waitpid(by, &status, 0);
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
		TH_LOG("the bystander was OOM-killed");
	EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM);

	/* The memfd's memory comes back once the worker gave up. */
	for (i = 0; i < 300; i++) {
		shmem = meminfo_kb("Shmem");
		if (shmem <= shmem0 + (64 << 10))
			break;
		usleep(100 * 1000);
	}
	TH_LOG("Shmem %ld kB before, %ld kB after (%d ms)", shmem0, shmem,
	       i * 100);
	EXPECT_GE(shmem0 + (64 << 10), shmem);
}

TEST(writev_of_untouched_pages_kills_only_the_submitter)
{
	const char *why = oom_allowed();

	if (why)
		SKIP(return, "%s", why);
	fill_memory(_metadata, 0);
}

TEST(fallocate_kills_only_the_submitter)
{
	const char *why = oom_allowed();

	if (why)
		SKIP(return, "%s", why);
	NEED_OP(IORING_OP_FALLOCATE);
	fill_memory(_metadata, 1);
}

TEST_HARNESS_MAIN
