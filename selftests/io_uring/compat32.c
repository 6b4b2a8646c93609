// SPDX-License-Identifier: GPL-2.0
/*
 * A 32-bit (i386) process on the 64-bit kernel: it reaches io_uring through
 * the i386 system call table (425-427), its iovecs are 32-bit iovecs and
 * its signal mask is a compat sigset.  Built with -m32, without liburing
 * (Debian has no 32-bit liburing-dev here): the ring is driven by hand.
 */
#include <sys/time.h>

#include "helpers.h"

#if !defined(__i386__)
#error "compat32.c is built with -m32"
#endif

TEST(i386_setup_reports_the_same_v54_layout)
{
	struct raw_ring r;

	ASSERT_EQ(120, (int)sizeof(struct io_uring_params));
	ASSERT_EQ(0, raw_ring_init(&r, 4));
	EXPECT_EQ(4, r.p.sq_entries);
	EXPECT_EQ(8, r.p.cq_entries);
	/*
	 * v5.4: SINGLE_MMAP; 5.5 adds NODROP and SUBMIT_STABLE; 5.6
	 * RW_CUR_POS and CUR_PERSONALITY; 5.8 FAST_POLL and POLL_32BITS;
	 * 5.12 NATIVE_WORKERS; 5.11 SQPOLL_NONFIXED and EXT_ARG; 5.13
	 * RSRC_TAGS.
	 */
	EXPECT_TRUE(r.p.features == 1 || r.p.features == 7 ||
		    r.p.features == 0x1f || r.p.features == 0x7f ||
		    r.p.features == 0x27f || r.p.features == 0x3ff ||
		    r.p.features == 0x7ff);
	EXPECT_EQ(320, r.p.cq_off.cqes);
	EXPECT_EQ(448, r.p.sq_off.array);
	close(r.fd);
}

TEST(i386_nop_round_trip)
{
	static const unsigned int idx[] = { 0 };
	struct io_uring_cqe *cqe;
	struct raw_ring r;

	ASSERT_EQ(0, raw_ring_init(&r, 4));
	raw_queue(&r, idx, 1);
	r.sqes[0].user_data = 0x1122334455667788ULL;
	ASSERT_EQ(1, sys_enter(r.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0));
	cqe = (struct io_uring_cqe *)(r.cq + r.p.cq_off.cqes);
	EXPECT_EQ(0x1122334455667788ULL, cqe->user_data);
	EXPECT_EQ(0, cqe->res);
	close(r.fd);
}

/* 8-byte iovecs: a kernel reading them as 16-byte ones gets garbage. */
TEST(i386_readv_uses_32bit_iovecs)
{
	static const unsigned int idx[] = { 0 };
	char path[256], data[300], a[100], b[200];
	struct iovec iov[2] = { { a, sizeof(a) }, { b, sizeof(b) } };
	struct io_uring_cqe *cqe;
	struct raw_ring r;
	int fd;

	fd = test_file("compat", 0, path, sizeof(path));
	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	fill_pattern(data, sizeof(data), 32, 0);
	ASSERT_EQ((ssize_t)sizeof(data), pwrite(fd, data, sizeof(data), 0));
	ASSERT_EQ(0, raw_ring_init(&r, 4));
	raw_queue(&r, idx, 1);
	r.sqes[0].opcode = IORING_OP_READV;
	r.sqes[0].fd = fd;
	r.sqes[0].addr = (unsigned long)iov;
	r.sqes[0].len = 2;
	ASSERT_EQ(1, sys_enter(r.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0));
	cqe = (struct io_uring_cqe *)(r.cq + r.p.cq_off.cqes);
	EXPECT_EQ(300, cqe->res);
	EXPECT_EQ(-1, check_pattern(a, sizeof(a), 32, 0));
	EXPECT_EQ(-1, check_pattern(b, sizeof(b), 32, sizeof(a)));
	close(r.fd);
	close(fd);
	unlink(path);
}

static void on_alarm(int sig)
{
	(void)sig;
}

TEST(i386_wait_takes_a_compat_sigset)
{
	struct itimerval it = { .it_value = { .tv_usec = 200000 } };
	struct sigaction sa = { .sa_handler = on_alarm };
	unsigned int during[2] = { 0, 0 };	/* compat_sigset_t: 64 bits */
	struct raw_ring r;
	sigset_t block, after;

	ASSERT_EQ(0, sigaction(SIGALRM, &sa, NULL));
	sigemptyset(&block);
	sigaddset(&block, SIGALRM);
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, &block, NULL));
	ASSERT_EQ(0, raw_ring_init(&r, 4));
	ASSERT_ERRNO(EINVAL, sys_enter(r.fd, 0, 1, IORING_ENTER_GETEVENTS,
				       during, 4));
	ASSERT_EQ(0, setitimer(ITIMER_REAL, &it, NULL));
	/* SIGALRM unblocked during the wait only. */
	ASSERT_ERRNO(EINTR, sys_enter(r.fd, 0, 1, IORING_ENTER_GETEVENTS,
				      during, sizeof(during)));
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, NULL, &after));
	EXPECT_TRUE(sigismember(&after, SIGALRM));
	close(r.fd);
}

TEST_HARNESS_MAIN
