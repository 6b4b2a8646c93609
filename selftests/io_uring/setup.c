// SPDX-License-Identifier: GPL-2.0
/*
 * io_uring_setup(), io_uring_enter(), io_uring_register() and mmap() of the
 * ring: what they return for good input, and v5.4's errno for bad input.
 */
#include <dirent.h>
#include <poll.h>
#include <sys/time.h>

#include "helpers.h"

/* The 5.11 level's; liburing 2.3 has them, older headers may not. */
#ifndef IORING_FEAT_SQPOLL_NONFIXED
#define IORING_FEAT_SQPOLL_NONFIXED	(1U << 7)
#endif
#ifndef IORING_FEAT_EXT_ARG
#define IORING_FEAT_EXT_ARG		(1U << 8)
#endif

/* struct io_rings of 5.4 on x86_64: 64-byte cache lines. */
#define CL 64

static unsigned int align_cl(unsigned int x)
{
	return (x + CL - 1) & ~(CL - 1);
}

TEST(setup_reports_v54_sizes_features_and_offsets)
{
	struct io_uring_params p;
	int fd, i;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	EXPECT_EQ(4, p.sq_entries);
	EXPECT_EQ(8, p.cq_entries);
	/*
	 * The 5.5 level (the one with TIMEOUT_REMOVE) adds two bits, the
	 * 5.6 level (the one with OPENAT) two more, the 5.8 level (the one
	 * with TEE) FAST_POLL and POLL_32BITS (upstream 5.9's), the 5.11
	 * level (the one with SHUTDOWN) SQPOLL_NONFIXED and EXT_ARG.  The
	 * io threads' NATIVE_WORKERS (5.12) is io_threads.c's, RSRC_TAGS
	 * (5.13) the next test's.
	 */
	EXPECT_EQ(IORING_FEAT_SINGLE_MMAP |
		  (op_supported(IORING_OP_TIMEOUT_REMOVE) ?
		   IORING_FEAT_NODROP | IORING_FEAT_SUBMIT_STABLE : 0) |
		  (op_supported(IORING_OP_OPENAT) ?
		   IORING_FEAT_RW_CUR_POS | IORING_FEAT_CUR_PERSONALITY : 0) |
		  (op_supported(IORING_OP_TEE) ?
		   IORING_FEAT_FAST_POLL | IORING_FEAT_POLL_32BITS : 0) |
		  (op_supported(IORING_OP_SHUTDOWN) ?
		   IORING_FEAT_SQPOLL_NONFIXED | IORING_FEAT_EXT_ARG : 0),
		  p.features & ~(IORING_FEAT_NATIVE_WORKERS |
				 IORING_FEAT_RSRC_TAGS));

	EXPECT_EQ(0, p.sq_off.head);
	EXPECT_EQ(CL, p.sq_off.tail);
	EXPECT_EQ(4 * CL, p.sq_off.ring_mask);
	EXPECT_EQ(4 * CL + 8, p.sq_off.ring_entries);
	EXPECT_EQ(4 * CL + 20, p.sq_off.flags);
	EXPECT_EQ(4 * CL + 16, p.sq_off.dropped);
	EXPECT_EQ(align_cl(5 * CL + 8 * 16), p.sq_off.array);
	EXPECT_EQ(0, p.sq_off.resv1);
	EXPECT_EQ(0, p.sq_off.resv2);

	EXPECT_EQ(2 * CL, p.cq_off.head);
	EXPECT_EQ(3 * CL, p.cq_off.tail);
	EXPECT_EQ(4 * CL + 4, p.cq_off.ring_mask);
	EXPECT_EQ(4 * CL + 12, p.cq_off.ring_entries);
	EXPECT_EQ(5 * CL, p.cq_off.cqes);
	if (op_supported(IORING_OP_TEE)) {
		/*
		 * 5.8: the CQ ring's flags word after the SQ ring's, where
		 * upstream put it; the overflow counter 4 bytes further.
		 */
		EXPECT_EQ(4 * CL + 24, p.cq_off.flags);
		EXPECT_EQ(4 * CL + 28, p.cq_off.overflow);
		i = 28;
	} else {
		/* v5.4 to 5.6: cq_off.resv[2], all zero. */
		EXPECT_EQ(4 * CL + 24, p.cq_off.overflow);
		i = 24;
	}
	for (; i < 40; i++)
		EXPECT_EQ(0, ((unsigned char *)&p.cq_off)[i]);
	close(fd);
}

/*
 * IORING_FEAT_RSRC_TAGS (5.13) is set exactly when the kernel takes
 * IORING_REGISTER_FILES2 (without it, an unknown register opcode:
 * -EINVAL).  rsrc_tags.c checks what the tags do.
 */
TEST(rsrc_tags_bit_matches_register_files2)
{
	struct io_uring_rsrc_register r = { .nr = 1 };
	struct io_uring_params p;
	int fd, ring, ret;

	memset(&p, 0, sizeof(p));
	ring = sys_setup(4, &p);
	ASSERT_GE(ring, 0);
	fd = open("/dev/null", O_RDONLY);
	ASSERT_GE(fd, 0);
	r.data = (uint64_t)(uintptr_t)&fd;
	ret = sys_register(ring, IORING_REGISTER_FILES2, &r, sizeof(r));
	if (p.features & IORING_FEAT_RSRC_TAGS) {
		EXPECT_EQ(0, ret);
	} else {
		EXPECT_EQ(-1, ret);
		EXPECT_EQ(EINVAL, errno);
	}
	close(fd);
	close(ring);
}

TEST(setup_rounds_entries_up_to_a_power_of_two)
{
	/* Up to 32768, as v5.4 (4097 and above failed without patch 68). */
	static const unsigned int in[] = { 1, 3, 5, 100, 2048, 4095, 4096, 4097,
					   32767, 32768 };
	static const unsigned int sq[] = { 1, 4, 8, 128, 2048, 4096, 4096, 8192,
					   32768, 32768 };
	struct io_uring_params p;
	unsigned int i;

	for (i = 0; i < sizeof(in) / sizeof(in[0]); i++) {
		int fd;

		memset(&p, 0, sizeof(p));
		fd = sys_setup(in[i], &p);
		ASSERT_GE(fd, 0);
		EXPECT_EQ(sq[i], p.sq_entries);
		EXPECT_EQ(2 * sq[i], p.cq_entries);
		close(fd);
	}
}

TEST(setup_maps_rings_that_show_the_reported_values)
{
	struct io_uring_params p;
	unsigned char *sq, *cq;
	size_t sqsz, cqsz;
	int fd;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(16, &p);
	ASSERT_GE(fd, 0);
	sqsz = p.sq_off.array + p.sq_entries * 4;
	cqsz = p.cq_off.cqes + p.cq_entries * sizeof(struct io_uring_cqe);
	sq = mmap(NULL, sqsz, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
		  IORING_OFF_SQ_RING);
	ASSERT_NE(MAP_FAILED, sq);
	cq = mmap(NULL, cqsz, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
		  IORING_OFF_CQ_RING);
	ASSERT_NE(MAP_FAILED, cq);
	ASSERT_NE(MAP_FAILED, mmap(NULL, 16 * 64, PROT_READ | PROT_WRITE,
				   MAP_SHARED, fd, IORING_OFF_SQES));
	EXPECT_EQ(15, *(unsigned int *)(sq + p.sq_off.ring_mask));
	EXPECT_EQ(16, *(unsigned int *)(sq + p.sq_off.ring_entries));
	EXPECT_EQ(31, *(unsigned int *)(cq + p.cq_off.ring_mask));
	EXPECT_EQ(32, *(unsigned int *)(cq + p.cq_off.ring_entries));
	/* One allocation behind both: a write through one shows in the other. */
	*(unsigned int *)(sq + p.cq_off.head) = 7;
	EXPECT_EQ(7, *(unsigned int *)(cq + p.cq_off.head));
	*(unsigned int *)(sq + p.cq_off.head) = 0;
	close(fd);
}

TEST(setup_rejects_zero_entries)
{
	struct io_uring_params p;

	memset(&p, 0, sizeof(p));
	ASSERT_ERRNO(EINVAL, sys_setup(0, &p));
}

TEST(setup_rejects_more_than_32768_entries)
{
	struct io_uring_params p;

	memset(&p, 0, sizeof(p));
	ASSERT_ERRNO(EINVAL, sys_setup(32769, &p));
	memset(&p, 0, sizeof(p));
	ASSERT_ERRNO(EINVAL, sys_setup(~0U, &p));
}

/*
 * Bits no kernel of our levels knows (1 << 3, CQSIZE, is 5.5's:
 * cqsize.c): 1 << 6 is 5.10's R_DISABLED.
 */
TEST(setup_rejects_unknown_flags)
{
	struct io_uring_params p;

	memset(&p, 0, sizeof(p));
	/* The first past IORING_SETUP_R_DISABLED (5.10): 5.19's. */
	p.flags = 1U << 7;
	ASSERT_ERRNO(EINVAL, sys_setup(4, &p));
	p.flags = 1U << 31;
	ASSERT_ERRNO(EINVAL, sys_setup(4, &p));
}

TEST(setup_rejects_nonzero_reserved_fields)
{
	struct io_uring_params p;
	int i;

	/*
	 * 5.4's resv[4] is bytes 24-39; newer headers give them other names.
	 * From 5.6 on the first is wq_fd, read only with ATTACH_WQ.
	 */
	for (i = op_supported(IORING_OP_OPENAT) ? 1 : 0; i < 4; i++) {
		memset(&p, 0, sizeof(p));
		((unsigned int *)&p)[6 + i] = 1;
		ASSERT_ERRNO(EINVAL, sys_setup(4, &p));
	}
}

TEST(setup_rejects_bad_params_pointer)
{
	ASSERT_ERRNO(EFAULT, sys_setup(4, NULL));
	ASSERT_ERRNO(EFAULT, sys_setup(4, (void *)1));
	ASSERT_ERRNO(EFAULT, sys_setup(4, (void *)0xffff880000000000UL));
}

/* Descriptors of this process that are io_uring rings. */
static int ring_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d))) {
		char path[300], target[64] = "";

		snprintf(path, sizeof(path), "/proc/self/fd/%s", e->d_name);
		if (readlink(path, target, sizeof(target) - 1) > 0 &&
		    !strcmp(target, "anon_inode:[io_uring]"))
			n++;
	}
	if (d)
		closedir(d);
	return n;
}

/*
 * Params that can be read but not written back: -EFAULT, and no ring is
 * left behind (v5.4 left the descriptor installed; upstream 7f13657d1413).
 */
TEST(setup_that_cannot_write_params_back_leaves_no_ring)
{
	struct io_uring_params *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
					 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int before = ring_fds();

	ASSERT_NE(MAP_FAILED, p);
	memset(p, 0, sizeof(*p));
	ASSERT_EQ(0, mprotect(p, 4096, PROT_READ));
	EXPECT_EQ(-1, sys_setup(4, p));
	EXPECT_EQ(EFAULT, errno);
	EXPECT_EQ(before, ring_fds());
	munmap(p, 4096);
}

TEST(setup_returns_a_close_on_exec_fd)
{
	struct io_uring_params p;
	int fd;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(2, &p);
	ASSERT_GE(fd, 0);
	EXPECT_EQ(FD_CLOEXEC, fcntl(fd, F_GETFD) & FD_CLOEXEC);
	close(fd);
}

/*
 * Up to 5.11 a ring's memory is charged to RLIMIT_MEMLOCK; from 5.12 on
 * (IORING_FEAT_NATIVE_WORKERS) to the memory cgroup only (memcg.c).
 */
TEST(setup_charges_ring_memory_to_memlock_limit_up_to_5_11)
{
	struct rlimit rl = { 0, 0 };
	struct io_uring_params p;
	int native = native_workers();
	int fd;

	/* Root has CAP_IPC_LOCK: nothing is charged, the limit is moot. */
	ASSERT_EQ(0, setrlimit(RLIMIT_MEMLOCK, &rl));
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	close(fd);

	/* A user without it gets ENOMEM, as in 5.4, or a ring at 5.12. */
	ASSERT_EQ(0, become_nobody());
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	if (native) {
		ASSERT_LE(0, fd);
		EXPECT_TRUE(p.features & IORING_FEAT_NATIVE_WORKERS);
		close(fd);
	} else {
		ASSERT_ERRNO(ENOMEM, fd);
	}
}

TEST(mmap_rejects_unknown_offsets_and_oversized_maps)
{
	struct io_uring_params p;
	int fd;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	ASSERT_ERRNO(EINVAL, (long)mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd,
					0x4000000));
	ASSERT_ERRNO(EINVAL, (long)mmap(NULL, 1 << 20, PROT_READ, MAP_SHARED,
					fd, IORING_OFF_SQES));
	close(fd);
}

TEST(enter_rejects_bad_fd_non_ring_fd_and_unknown_flags)
{
	struct io_uring_params p;
	int fd;

	ASSERT_ERRNO(EBADF, sys_enter(-1, 0, 0, 0, NULL, 0));
	ASSERT_ERRNO(EBADF, sys_enter(9999, 0, 0, 0, NULL, 0));
	fd = open("/dev/null", O_RDONLY);
	ASSERT_GE(fd, 0);
	ASSERT_ERRNO(EOPNOTSUPP, sys_enter(fd, 0, 0, 0, NULL, 0));
	close(fd);
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	ASSERT_ERRNO(EINVAL, sys_enter(fd, 0, 0, 1U << 30, NULL, 0));
	ASSERT_ERRNO(EINVAL, sys_enter(fd, 0, 0, 1U << 31, NULL, 0));
	EXPECT_EQ(0, sys_enter(fd, 0, 0, 0, NULL, 0));
	close(fd);
}

TEST(enter_checks_the_sigmask_size_when_it_waits)
{
	struct io_uring_params p;
	sigset_t set;
	int fd;

	sigemptyset(&set);
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	ASSERT_ERRNO(EINVAL, sys_enter(fd, 0, 1, IORING_ENTER_GETEVENTS,
				       &set, 4));
	ASSERT_ERRNO(EFAULT, sys_enter(fd, 0, 1, IORING_ENTER_GETEVENTS,
				       (void *)1, 8));
	/* Nothing to wait for: the mask is not looked at, as in 5.4. */
	EXPECT_EQ(0, sys_enter(fd, 0, 0, IORING_ENTER_GETEVENTS, &set, 4));
	close(fd);
}

static void on_alarm(int sig)
{
	(void)sig;
}

TEST(enter_wait_is_interrupted_by_a_signal)
{
	struct itimerval it = { .it_value = { .tv_usec = 200000 } };
	struct sigaction sa = { .sa_handler = on_alarm };
	struct io_uring_params p;
	int fd;

	ASSERT_EQ(0, sigaction(SIGALRM, &sa, NULL));
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	ASSERT_EQ(0, setitimer(ITIMER_REAL, &it, NULL));
	ASSERT_ERRNO(EINTR, sys_enter(fd, 0, 1, IORING_ENTER_GETEVENTS,
				      NULL, 0));
	close(fd);
}

TEST(enter_wait_uses_the_given_sigmask)
{
	struct itimerval it = { .it_value = { .tv_usec = 200000 } };
	struct sigaction sa = { .sa_handler = on_alarm };
	struct io_uring_params p;
	sigset_t block, during, after;
	int fd;

	/* SIGALRM blocked outside the wait, allowed during it. */
	ASSERT_EQ(0, sigaction(SIGALRM, &sa, NULL));
	sigemptyset(&block);
	sigaddset(&block, SIGALRM);
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, &block, NULL));
	sigemptyset(&during);
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	ASSERT_EQ(0, setitimer(ITIMER_REAL, &it, NULL));
	ASSERT_ERRNO(EINTR, sys_enter(fd, 0, 1, IORING_ENTER_GETEVENTS,
				      &during, _NSIG / 8));
	/* The caller's mask is back afterwards. */
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, NULL, &after));
	EXPECT_TRUE(sigismember(&after, SIGALRM));
	close(fd);
}

TEST(register_rejects_bad_fd_non_ring_fd_and_unknown_opcodes)
{
	struct io_uring_params p;
	int fd;

	ASSERT_ERRNO(EBADF, sys_register(-1, 0, NULL, 0));
	fd = open("/dev/null", O_RDONLY);
	ASSERT_GE(fd, 0);
	ASSERT_ERRNO(EOPNOTSUPP, sys_register(fd, 0, NULL, 0));
	close(fd);
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	/* 6 is FILES_UPDATE from 5.5 on: 255 is no level's. */
	ASSERT_ERRNO(EINVAL, sys_register(fd, 255, NULL, 0));
	ASSERT_ERRNO(EINVAL, sys_register(fd, 1000, NULL, 0));
	close(fd);
}

TEST(ring_fd_polls_writable_when_empty_and_readable_with_cqes)
{
	struct io_uring ring;
	struct pollfd pfd;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	pfd.fd = ring.ring_fd;
	pfd.events = POLLIN | POLLOUT;
	ASSERT_EQ(1, poll(&pfd, 1, 0));
	EXPECT_EQ(POLLOUT, pfd.revents);
	io_uring_prep_nop(io_uring_get_sqe(&ring));
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(1, poll(&pfd, 1, 1000));
	EXPECT_EQ(POLLIN | POLLOUT, pfd.revents);
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
