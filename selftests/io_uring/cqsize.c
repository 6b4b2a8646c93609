// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_SETUP_CQSIZE (5.5): the CQ ring's size from params->cq_entries,
 * rounded up to a power of two, at least the SQ ring's, at most 65536;
 * upstream's -EINVAL otherwise; a CQ ring larger than the SQ ring holds
 * every CQE of many batches; its memory is charged to RLIMIT_MEMLOCK.  A
 * kernel without the flag (the v5.4 level) answers -EINVAL to a valid
 * request: the cases SKIP, saying so.
 */
#include "helpers.h"

#ifndef IORING_SETUP_CQSIZE
#define IORING_SETUP_CQSIZE	(1U << 3)
#endif

/* io_uring_setup() with CQSIZE; the fd, or -errno. */
static int setup_cq(unsigned int sq, unsigned int cq, struct io_uring_params *p)
{
	int fd;

	memset(p, 0, sizeof(*p));
	p->flags = IORING_SETUP_CQSIZE;
	p->cq_entries = cq;
	fd = sys_setup(sq, p);
	return fd < 0 ? -errno : fd;
}

/* SKIP unless the kernel takes CQSIZE (a valid request: 4 SQ, 16 CQ). */
static void need_cqsize(struct __test_metadata *_metadata)
{
	struct io_uring_params p;
	int fd = setup_cq(4, 16, &p);

	if (fd == -EINVAL)
		SKIP(return, "no IORING_SETUP_CQSIZE (a v5.4-level kernel)");
	ASSERT_GE(fd, 0);
	close(fd);
}

TEST(sizes_are_rounded_up_and_written_back)
{
	static const unsigned int cases[][4] = {
		/* sq asked, cq asked, sq given, cq given */
		{ 4, 16, 4, 16 },
		{ 8, 100, 8, 128 },
		{ 4, 3, 4, 4 },		/* 3 rounds up to the SQ ring's 4 */
		{ 1, 8192, 1, 8192 },
		{ 2, 65536, 2, 65536 },
		{ 32768, 40000, 32768, 65536 },
		{ 4096, 4096, 4096, 4096 },
		{ 16, 17, 16, 32 },
	};
	struct io_uring_params p;

	need_cqsize(_metadata);
	for (unsigned int i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int fd = setup_cq(cases[i][0], cases[i][1], &p);

		ASSERT_GE(fd, 0);
		EXPECT_EQ(cases[i][2], p.sq_entries);
		EXPECT_EQ(cases[i][3], p.cq_entries);
		EXPECT_EQ(IORING_SETUP_CQSIZE, p.flags);
		close(fd);
	}
}

TEST(bad_sizes_get_einval)
{
	struct io_uring_params p;

	need_cqsize(_metadata);
	EXPECT_EQ(-EINVAL, setup_cq(4, 0, &p));
	EXPECT_EQ(-EINVAL, setup_cq(4, 65537, &p));
	EXPECT_EQ(-EINVAL, setup_cq(4, ~0U, &p));
	EXPECT_EQ(-EINVAL, setup_cq(8, 4, &p));		/* smaller than the SQ ring */
	EXPECT_EQ(-EINVAL, setup_cq(4096, 2048, &p));
	/* The SQ side is checked as before. */
	EXPECT_EQ(-EINVAL, setup_cq(0, 16, &p));
	EXPECT_EQ(-EINVAL, setup_cq(32769, 65536, &p));
	/* Without the flag, cq_entries is not looked at: twice the SQ ring. */
	memset(&p, 0, sizeof(p));
	p.cq_entries = 3;
	{
		int fd = sys_setup(4, &p);

		ASSERT_GE(fd, 0);
		EXPECT_EQ(8, p.cq_entries);
		close(fd);
	}
}

/*
 * A 4-entry SQ ring and a 64-entry CQ ring: 16 batches of 4 NOPs, none
 * reaped in between, leave 64 CQEs in order and nothing overflowed; the
 * mapped ring says 64 entries.
 */
TEST(large_cq_ring_keeps_every_cqe_of_many_batches)
{
	struct io_uring_params p;
	struct io_uring ring;
	struct io_uring_cqe *cqe;
	unsigned int head, seen = 0;

	need_cqsize(_metadata);
	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_CQSIZE;
	p.cq_entries = 64;
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &p));
	EXPECT_EQ(64, *ring.cq.kring_entries);
	EXPECT_EQ(63, *ring.cq.kring_mask);
	for (int b = 0; b < 16; b++) {
		for (int i = 0; i < 4; i++)
			nop_sqe(&ring, b * 4 + i, 0);
		ASSERT_EQ(4, io_uring_submit(&ring));
	}
	EXPECT_EQ(64, io_uring_cq_ready(&ring));
	EXPECT_EQ(0, *ring.cq.koverflow);
	io_uring_for_each_cqe(&ring, head, cqe) {
		EXPECT_EQ(seen, cqe->user_data);
		EXPECT_EQ(0, cqe->res);
		seen++;
	}
	io_uring_cq_advance(&ring, seen);
	EXPECT_EQ(64, seen);
	io_uring_queue_exit(&ring);
}

/*
 * The CQ ring's pages are charged like the rest of the ring: as nobody
 * under a 64 KiB RLIMIT_MEMLOCK, an 8192-entry CQ ring (128 KiB of CQEs)
 * is refused with -ENOMEM while the default 8-entry one is made.  From
 * 5.12 on (IORING_FEAT_NATIVE_WORKERS) both are made.
 */
TEST(cq_ring_memory_is_charged_to_memlock_up_to_5_11)
{
	struct rlimit lim = { 64 << 10, 64 << 10 };
	int native = native_workers();
	struct io_uring_params p;
	int status;
	pid_t pid;

	need_cqsize(_metadata);
	if (geteuid() != 0)
		SKIP(return, "needs root, to become nobody under a memlock limit");
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		int fd;

		if (setrlimit(RLIMIT_MEMLOCK, &lim) || become_nobody())
			_exit(10);
		fd = setup_cq(4, 8192, &p);
		/* 5.12 charges rings to the memory cgroup only. */
		if (native ? fd < 0 : fd != -ENOMEM)
			_exit(11);
		if (fd >= 0)
			close(fd);
		fd = setup_cq(4, 8, &p);
		if (fd < 0)
			_exit(12);
		close(fd);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

TEST_HARNESS_MAIN
