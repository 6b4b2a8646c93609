// SPDX-License-Identifier: GPL-2.0
/*
 * fork() failing while it copies a ring's mapping.  The rings are mapped
 * with remap_pfn_range() (VM_PFNMAP, and VM_PAT on x86), so a fork that
 * fails in copy_page_range() there left the child's copy of the mapping
 * with VM_PAT and incomplete page tables: the failed fork's unmap warned
 * in untrack_pfn() (arch/x86/mm/pat.c) and leaked the copy's reservation
 * (upstream d155df53f310 and dc84bc2aba85; our patch 170).
 *
 * The rings are mapped each in a 1 GiB region of its own, so that
 * copying them allocates page tables.  Each page allocation of the fork
 * fails in turn (/proc/thread-self/fail-nth with fail_page_alloc,
 * order-0 and sleeping allocations included; failslab filtered to no
 * cache, so that kmemleak's records of the fork's objects never fail and
 * switch kmemleak off): every failed fork says ENOMEM, the kernel never
 * warns (no new W taint), kmemleak still runs, and the ring runs a NOP
 * after each.
 */
#include <sys/mman.h>

#include "helpers.h"

#define TAINT_WARN	(1UL << 9)
#define FAULTS		"/sys/kernel/debug/"
#define KMEMLEAK	"/sys/kernel/debug/kmemleak"

/* Where each region goes: its own PUD, far from the other mappings. */
#define SQ_AT	((void *)0x600000000000UL)
#define SQE_AT	((void *)0x600040000000UL)

static const char *const knobs[][2] = {
	{ "failslab/cache-filter", "Y" },
	{ "fail_page_alloc/ignore-gfp-wait", "N" },
	{ "fail_page_alloc/min-order", "0" },
	{ "failslab/verbose", "0" },
	{ "fail_page_alloc/verbose", "0" },
};
#define NKNOBS (sizeof(knobs) / sizeof(knobs[0]))

static int rw_file(const char *path, char *buf, size_t len, int wr)
{
	int fd = open(path, wr ? O_WRONLY : O_RDONLY), n;

	if (fd < 0)
		return -1;
	/* Not pwrite(): debugfs's number files cannot seek (ESPIPE). */
	n = wr ? (int)write(fd, buf, strlen(buf)) :
		    (int)read(fd, buf, len - 1);
	close(fd);
	if (n < 0)
		return -1;
	if (!wr)
		buf[n] = 0;
	return 0;
}

static unsigned long taint(void)
{
	char buf[32] = "";

	rw_file("/proc/sys/kernel/tainted", buf, sizeof(buf), 0);
	return strtoul(buf, NULL, 10);
}

FIXTURE(ff) {
	char saved[NKNOBS][32];
	int nsaved;
	int ring;
	void *sq, *sqes;
	size_t sq_len, sqes_len;
	struct io_uring_params p;
};

/* The fault-injection settings as they were before the test. */
static void restore_knobs(struct _fixture_ff *self)
{
	char path[128];

	for (int i = 0; i < self->nsaved; i++) {
		snprintf(path, sizeof(path), FAULTS "%s", knobs[i][0]);
		if (rw_file(path, self->saved[i], 0, 1))
			fprintf(stderr, "# could not restore %s\n", knobs[i][0]);
	}
	self->nsaved = 0;
}

FIXTURE_SETUP(ff)
{
	char path[128];

	self->nsaved = 0;
	self->ring = -1;
	self->sq = self->sqes = MAP_FAILED;
	for (int i = 0; i < NKNOBS; i++) {
		snprintf(path, sizeof(path), FAULTS "%s", knobs[i][0]);
		if (rw_file(path, self->saved[i], sizeof(self->saved[i]), 0))
			SKIP(return, "no %s (CONFIG_FAILSLAB, CONFIG_FAIL_PAGE_ALLOC, debugfs)",
			     path);
		self->saved[i][strcspn(self->saved[i], "\n")] = 0;
		self->nsaved++;
	}
	memset(&self->p, 0, sizeof(self->p));
	self->ring = sys_setup(4, &self->p);
	ASSERT_LE(0, self->ring);
	ASSERT_TRUE(self->p.features & IORING_FEAT_SINGLE_MMAP);
	self->sq_len = self->p.sq_off.array + self->p.sq_entries * 4;
	if (self->sq_len < self->p.cq_off.cqes +
			   self->p.cq_entries * sizeof(struct io_uring_cqe))
		self->sq_len = self->p.cq_off.cqes +
			       self->p.cq_entries * sizeof(struct io_uring_cqe);
	self->sqes_len = self->p.sq_entries * sizeof(struct io_uring_sqe);
	self->sq = mmap(SQ_AT, self->sq_len, PROT_READ | PROT_WRITE,
			MAP_SHARED | MAP_POPULATE | MAP_FIXED_NOREPLACE,
			self->ring, IORING_OFF_SQ_RING);
	ASSERT_EQ(SQ_AT, self->sq);
	self->sqes = mmap(SQE_AT, self->sqes_len, PROT_READ | PROT_WRITE,
			  MAP_SHARED | MAP_POPULATE | MAP_FIXED_NOREPLACE,
			  self->ring, IORING_OFF_SQES);
	ASSERT_EQ(SQE_AT, self->sqes);
	for (int i = 0; i < NKNOBS; i++) {
		snprintf(path, sizeof(path), FAULTS "%s", knobs[i][0]);
		if (rw_file(path, (char *)knobs[i][1], 0, 1)) {
			TH_LOG("writing %s to %s: %s", knobs[i][1], path,
			       strerror(errno));
			restore_knobs(self);
			ASSERT_TRUE(0);
		}
	}
}

FIXTURE_TEARDOWN(ff)
{
	restore_knobs(self);
	if (self->sq != MAP_FAILED)
		munmap(self->sq, self->sq_len);
	if (self->sqes != MAP_FAILED)
		munmap(self->sqes, self->sqes_len);
	if (self->ring >= 0)
		close(self->ring);
}

/* Whether kmemleak runs (its file refuses to open once it is off). */
static int kmemleak_on(void)
{
	int fd = open(KMEMLEAK, O_RDONLY);

	if (fd < 0)
		return 0;
	close(fd);
	return 1;
}

/* A NOP through the raw mappings: its CQE's res, or -1000. */
static int nop(struct _fixture_ff *self, uint64_t data)
{
	struct io_uring_params *p = &self->p;
	char *sq = self->sq;
	unsigned int *tail = (void *)(sq + p->sq_off.tail);
	unsigned int *array = (void *)(sq + p->sq_off.array);
	unsigned int *chead = (void *)(sq + p->cq_off.head);
	unsigned int *ctail = (void *)(sq + p->cq_off.tail);
	struct io_uring_cqe *cqes = (void *)(sq + p->cq_off.cqes);
	struct io_uring_sqe *sqe;
	unsigned int t = *tail, h = *chead, mask = p->sq_entries - 1;
	int res;

	sqe = &((struct io_uring_sqe *)self->sqes)[t & mask];
	memset(sqe, 0, sizeof(*sqe));
	sqe->opcode = IORING_OP_NOP;
	sqe->user_data = data;
	array[t & mask] = t & mask;
	__atomic_store_n(tail, t + 1, __ATOMIC_RELEASE);
	if (sys_enter(self->ring, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0) != 1)
		return -1000;
	if (__atomic_load_n(ctail, __ATOMIC_ACQUIRE) == h)
		return -1000;
	res = cqes[h & (p->cq_entries - 1)].user_data == data ?
	      cqes[h & (p->cq_entries - 1)].res : -1000;
	__atomic_store_n(chead, h + 1, __ATOMIC_RELEASE);
	return res;
}

TEST_F(ff, each_failed_allocation_of_a_fork_leaves_no_warning)
{
	unsigned long before = taint();
	int kmemleak = kmemleak_on();
	int fd, failed = 0, n, status;
	char buf[16];
	pid_t pid;

	if (before & TAINT_WARN)
		TH_LOG("the kernel warned before: only the console check sees a new warning");

	fd = open("/proc/thread-self/fail-nth", O_RDWR);
	ASSERT_LE(0, fd);
	for (n = 1; n < 2000; n++) {
		snprintf(buf, sizeof(buf), "%d", n);
		ASSERT_LT(0, pwrite(fd, buf, strlen(buf), 0));
		pid = fork();
		if (!pid)
			_exit(0);
		/* Still armed: the fork made fewer than n allocations. */
		memset(buf, 0, sizeof(buf));
		ASSERT_LT(0, pread(fd, buf, sizeof(buf) - 1, 0));
		if (atoi(buf)) {
			ASSERT_LT(0, pwrite(fd, "0", 1, 0));
			ASSERT_LT(0, pid);
			ASSERT_EQ(pid, waitpid(pid, &status, 0));
			break;
		}
		if (pid < 0) {
			EXPECT_EQ(ENOMEM, errno);
			failed++;
		} else {
			ASSERT_EQ(pid, waitpid(pid, &status, 0));
		}
		ASSERT_EQ(0, nop(self, n));
	}
	close(fd);
	TH_LOG("%d allocations of a fork, %d made it fail", n - 1, failed);
	EXPECT_GT(failed, 0);
	EXPECT_EQ(0, (taint() & ~before) & TAINT_WARN);
	if (kmemleak)
		EXPECT_TRUE(kmemleak_on());
}

TEST_HARNESS_MAIN
