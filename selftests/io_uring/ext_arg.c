// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_ENTER_EXT_ARG and IORING_FEAT_EXT_ARG (upstream 5.11; 5.15's
 * checks): with the flag, io_uring_enter()'s argument is a struct
 * io_uring_getevents_arg (sigmask, sigmask_sz, pad, ts) of argsz 24, and
 * a wait for completions ends with ETIME once ts has passed.  ETIME on an
 * empty CQ ring with nothing consumed from the SQ ring; 0 at once with a
 * CQE there; EINVAL for argsz 0, 23, 32 and a nonzero pad, EFAULT for
 * the argument and for ts; no ts waits as without a timeout; EINVAL for a
 * sigmask_sz that is not 8; the sigmask is in force during the wait (a
 * signal it unblocks ends it with EINTR); a submission and a wait in one
 * call; an unknown enter flag EINVAL; liburing's
 * io_uring_wait_cqe_timeout() takes no SQE.  Raw system calls, so the
 * errno is the kernel's.  SKIPs (but the feature case) on a kernel
 * without IORING_FEAT_EXT_ARG.
 */
#include <pthread.h>
#include <signal.h>

#include "helpers.h"

#ifndef IORING_ENTER_EXT_ARG
#define IORING_ENTER_EXT_ARG	(1U << 3)
#endif
#ifndef IORING_FEAT_EXT_ARG
#define IORING_FEAT_EXT_ARG	(1U << 8)
#endif

#define GETEV	(IORING_ENTER_GETEVENTS | IORING_ENTER_EXT_ARG)

FIXTURE(ea) {
	struct raw_ring r;
};

FIXTURE_SETUP(ea)
{
	ASSERT_EQ(0, raw_ring_init(&self->r, 4));
	if (!(self->r.p.features & IORING_FEAT_EXT_ARG))
		SKIP(return, "the kernel lacks IORING_FEAT_EXT_ARG");
}

FIXTURE_TEARDOWN(ea)
{
	close(self->r.fd);
}

static struct __kernel_timespec ts_50ms = { .tv_nsec = 50000000 };
static struct __kernel_timespec ts_5s = { .tv_sec = 5 };

static struct io_uring_getevents_arg arg_ts(struct __kernel_timespec *ts)
{
	struct io_uring_getevents_arg arg;

	memset(&arg, 0, sizeof(arg));
	arg.ts = (uintptr_t)ts;
	return arg;
}

/* The CQE at @i of a raw ring. */
static struct io_uring_cqe *raw_cqe(struct raw_ring *r, unsigned int i)
{
	struct io_uring_cqe *cqes = (void *)(r->cq + r->p.cq_off.cqes);

	return &cqes[i & (r->p.cq_entries - 1)];
}

/* An unmapped address. */
static void *unmapped(void)
{
	void *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);

	if (p == MAP_FAILED)
		return NULL;
	munmap(p, 4096);
	return p;
}

/* io_uring_setup() reports IORING_FEAT_EXT_ARG. */
TEST(setup_reports_feat_ext_arg)
{
	struct io_uring_params p;
	int fd;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	EXPECT_TRUE(p.features & IORING_FEAT_EXT_ARG);
	close(fd);
}

/*
 * A wait for one CQE on an empty CQ ring with ts 50 ms: -1 with ETIME
 * within 5 s, no CQE, and the NOP queued in the SQ ring (to_submit 0) is
 * not consumed: the SQ head stays at 0.  Submitted afterwards, it runs.
 */
TEST_F(ea, empty_cq_times_out_with_etime)
{
	struct io_uring_getevents_arg arg = arg_ts(&ts_50ms);
	unsigned int idx = 0;
	long t0;

	raw_queue(&self->r, &idx, 1);
	self->r.sqes[0].user_data = 0xea01;
	t0 = now_ms();
	ASSERT_ERRNO(ETIME, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
				      sizeof(arg)));
	EXPECT_LE(now_ms() - t0, 5000);
	EXPECT_EQ(0, RAW(&self->r, cq, tail));
	EXPECT_EQ(0, RAW(&self->r, sq, head));

	arg = arg_ts(&ts_5s);
	EXPECT_EQ(1, sys_enter(self->r.fd, 1, 1, GETEV, &arg, sizeof(arg)));
	EXPECT_EQ(1, RAW(&self->r, sq, head));
	ASSERT_EQ(1, RAW(&self->r, cq, tail));
	EXPECT_EQ(0xea01, raw_cqe(&self->r, 0)->user_data);
	EXPECT_EQ(0, raw_cqe(&self->r, 0)->res);
}

/* A CQE already in the ring: the wait returns 0 at once (well before its
 * 5 s), and the CQE is still there to reap. */
TEST_F(ea, cqe_already_there_returns_0)
{
	struct io_uring_getevents_arg arg = arg_ts(&ts_5s);
	unsigned int idx = 0;
	long t0;

	raw_queue(&self->r, &idx, 1);
	self->r.sqes[0].user_data = 0xea02;
	ASSERT_EQ(1, sys_enter(self->r.fd, 1, 0, 0, NULL, 0));
	ASSERT_EQ(1, RAW(&self->r, cq, tail));
	t0 = now_ms();
	EXPECT_EQ(0, sys_enter(self->r.fd, 0, 1, GETEV, &arg, sizeof(arg)));
	EXPECT_GT(4000, now_ms() - t0);
	EXPECT_EQ(0, RAW(&self->r, cq, head));
	EXPECT_EQ(1, RAW(&self->r, cq, tail));
	EXPECT_EQ(0xea02, raw_cqe(&self->r, 0)->user_data);
}

/* argsz must be sizeof(struct io_uring_getevents_arg), 24: 0, 23 and 32
 * are EINVAL (the argument otherwise good: ts 50 ms). */
TEST_F(ea, wrong_argsz_is_einval)
{
	struct {
		struct io_uring_getevents_arg arg;
		char more[16];
	} big;
	static const size_t sizes[] = { 0, 23, 32, 25, 16 };

	ASSERT_EQ(24, sizeof(struct io_uring_getevents_arg));
	memset(&big, 0, sizeof(big));
	big.arg.ts = (uintptr_t)&ts_50ms;
	for (unsigned int i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		TH_LOG("argsz %zu", sizes[i]);
		ASSERT_ERRNO(EINVAL, sys_enter(self->r.fd, 0, 1, GETEV, &big,
					       sizes[i]));
	}
	EXPECT_EQ(0, RAW(&self->r, cq, tail));
}

/* A nonzero pad: EINVAL. */
TEST_F(ea, nonzero_pad_is_einval)
{
	struct io_uring_getevents_arg arg = arg_ts(&ts_50ms);

	arg.pad = 1;
	ASSERT_ERRNO(EINVAL, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
				       sizeof(arg)));
	arg.pad = 0x80000000u;
	ASSERT_ERRNO(EINVAL, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
				       sizeof(arg)));
}

/* An argument pointer that cannot be read: EFAULT. */
TEST_F(ea, unreadable_arg_is_efault)
{
	void *bad = unmapped();

	ASSERT_NE(NULL, bad);
	ASSERT_ERRNO(EFAULT, sys_enter(self->r.fd, 0, 1, GETEV, bad, 24));
	ASSERT_ERRNO(EFAULT, sys_enter(self->r.fd, 0, 1, GETEV, (void *)8,
				       24));
	/* NULL too, with the right size. */
	ASSERT_ERRNO(EFAULT, sys_enter(self->r.fd, 0, 1, GETEV, NULL, 24));
}

/* A ts pointer that cannot be read, on an empty CQ ring: EFAULT. */
TEST_F(ea, unreadable_ts_is_efault)
{
	struct io_uring_getevents_arg arg;

	memset(&arg, 0, sizeof(arg));
	arg.ts = (uintptr_t)unmapped();
	ASSERT_NE(0, arg.ts);
	ASSERT_ERRNO(EFAULT, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
				       sizeof(arg)));
	arg.ts = 8;
	ASSERT_ERRNO(EFAULT, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
				       sizeof(arg)));
}

struct late_writer {
	int fd;
	int ms;
};

static void *write_later(void *p)
{
	struct late_writer *w = p;

	usleep(w->ms * 1000);
	if (write(w->fd, "w", 1) != 1)
		return (void *)1;
	return NULL;
}

/*
 * ts 0 (NULL) is no timeout: the wait lasts until there is a CQE.  A NOP
 * submitted in the same call returns 1 with its CQE there; a POLL_ADD on
 * a pipe that a thread writes 200 ms later: the wait returns 0 with the
 * poll's CQE (POLLIN) in the ring.
 */
TEST_F(ea, no_ts_waits_without_a_timeout)
{
	struct io_uring_getevents_arg arg = arg_ts(NULL);
	struct late_writer w = { .ms = 200 };
	unsigned int idx[2] = { 0, 1 };
	struct io_uring_sqe *sqe;
	pthread_t t;
	int p[2];

	raw_queue(&self->r, idx, 1);
	self->r.sqes[0].user_data = 0xea03;
	EXPECT_EQ(1, sys_enter(self->r.fd, 1, 1, GETEV, &arg, sizeof(arg)));
	ASSERT_EQ(1, RAW(&self->r, cq, tail));
	EXPECT_EQ(0xea03, raw_cqe(&self->r, 0)->user_data);
	EXPECT_EQ(0, raw_cqe(&self->r, 0)->res);
	RAW(&self->r, cq, head) = 1;

	/* A poll in SQE 1, published by hand after the NOP. */
	ASSERT_EQ(0, pipe(p));
	sqe = &self->r.sqes[1];
	memset(sqe, 0, sizeof(*sqe));
	io_uring_prep_poll_add(sqe, p[0], POLLIN);
	sqe->user_data = 0xea04;
	((unsigned int *)(self->r.sq + self->r.p.sq_off.array))[1] = 1;
	__atomic_store_n((unsigned int *)(self->r.sq + self->r.p.sq_off.tail),
			 2, __ATOMIC_RELEASE);
	ASSERT_EQ(1, sys_enter(self->r.fd, 1, 0, 0, NULL, 0));
	EXPECT_EQ(1, RAW(&self->r, cq, tail));
	w.fd = p[1];
	ASSERT_EQ(0, pthread_create(&t, NULL, write_later, &w));
	EXPECT_EQ(0, sys_enter(self->r.fd, 0, 1, GETEV, &arg, sizeof(arg)));
	ASSERT_EQ(2, RAW(&self->r, cq, tail));
	EXPECT_EQ(0xea04, raw_cqe(&self->r, 1)->user_data);
	EXPECT_TRUE(raw_cqe(&self->r, 1)->res & POLLIN);
	ASSERT_EQ(0, pthread_join(t, NULL));
	close(p[0]);
	close(p[1]);
}

/* A sigmask with a sigmask_sz other than 8 (sizeof(sigset_t) of the
 * kernel): EINVAL; with 8 the same wait times out (ETIME). */
TEST_F(ea, wrong_sigmask_size_is_einval)
{
	struct io_uring_getevents_arg arg = arg_ts(&ts_50ms);
	static const unsigned int sizes[] = { 4, 0, 16, 128 };
	sigset_t set;

	sigemptyset(&set);
	arg.sigmask = (uintptr_t)&set;
	for (unsigned int i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		arg.sigmask_sz = sizes[i];
		TH_LOG("sigmask_sz %u", sizes[i]);
		ASSERT_ERRNO(EINVAL, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
					       sizeof(arg)));
	}
	arg.sigmask_sz = 8;
	ASSERT_ERRNO(ETIME, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
				      sizeof(arg)));
}

static volatile sig_atomic_t usr1_seen;

static void on_usr1(int sig)
{
	(void)sig;
	usr1_seen++;
}

/*
 * The sigmask is the one in force during the wait: SIGUSR1, blocked in
 * the thread, is unblocked by the mask; a child sends it 200 ms into a
 * 5 s wait, which ends with EINTR well before 5 s.  The handler ran
 * once, and SIGUSR1 is blocked again afterwards.
 */
TEST_F(ea, sigmask_unblocks_a_signal_during_the_wait)
{
	struct io_uring_getevents_arg arg = arg_ts(&ts_5s);
	struct sigaction sa = { .sa_handler = on_usr1 };
	sigset_t block, during, after;
	pid_t parent = getpid(), child;
	long t0;

	ASSERT_EQ(0, sigaction(SIGUSR1, &sa, NULL));
	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, &block, NULL));
	sigemptyset(&during);
	arg.sigmask = (uintptr_t)&during;
	arg.sigmask_sz = _NSIG / 8;
	ASSERT_EQ(8, arg.sigmask_sz);

	child = fork();
	ASSERT_GE(child, 0);
	if (!child) {
		usleep(200000);
		kill(parent, SIGUSR1);
		_exit(0);
	}
	t0 = now_ms();
	ASSERT_ERRNO(EINTR, sys_enter(self->r.fd, 0, 1, GETEV, &arg,
				      sizeof(arg)));
	EXPECT_GT(4900, now_ms() - t0);
	EXPECT_EQ(1, usr1_seen);
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, NULL, &after));
	EXPECT_TRUE(sigismember(&after, SIGUSR1));
	EXPECT_EQ(0, child_status(child));
	EXPECT_EQ(0, RAW(&self->r, cq, tail));
}

/* to_submit 1 with GETEVENTS|EXT_ARG: the NOP is submitted, the call
 * returns 1 and the NOP's CQE is in the ring. */
TEST_F(ea, submit_and_wait_in_one_call)
{
	struct io_uring_getevents_arg arg = arg_ts(&ts_5s);
	unsigned int idx = 0;

	raw_queue(&self->r, &idx, 1);
	self->r.sqes[0].user_data = 0xea05;
	EXPECT_EQ(1, sys_enter(self->r.fd, 1, 1, GETEV, &arg, sizeof(arg)));
	EXPECT_EQ(1, RAW(&self->r, sq, head));
	ASSERT_EQ(1, RAW(&self->r, cq, tail));
	EXPECT_EQ(0xea05, raw_cqe(&self->r, 0)->user_data);
	EXPECT_EQ(0, raw_cqe(&self->r, 0)->res);
}

/* An enter flag above EXT_ARG that 5.15 does not know (1U << 6): EINVAL,
 * alone and with GETEVENTS|EXT_ARG; nothing is submitted. */
TEST_F(ea, unknown_enter_flag_is_einval)
{
	struct io_uring_getevents_arg arg = arg_ts(&ts_50ms);
	unsigned int idx = 0;

	raw_queue(&self->r, &idx, 1);
	ASSERT_ERRNO(EINVAL, sys_enter(self->r.fd, 0, 0, 1U << 6, NULL, 0));
	ASSERT_ERRNO(EINVAL, sys_enter(self->r.fd, 1, 1, GETEV | 1U << 6,
				       &arg, sizeof(arg)));
	EXPECT_EQ(0, RAW(&self->r, sq, head));
	EXPECT_EQ(0, RAW(&self->r, cq, tail));
}

/*
 * liburing's io_uring_wait_cqe_timeout() on an empty ring: -ETIME, and
 * with IORING_FEAT_EXT_ARG it queues no TIMEOUT of its own: the SQ space
 * left is unchanged and no CQE turns up.  A NOP afterwards is the only
 * CQE.
 */
TEST(liburing_wait_cqe_timeout_takes_no_sqe)
{
	struct __kernel_timespec ts = { .tv_nsec = 50000000 };
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	unsigned int space;
	long t0;

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	if (!(ring.features & IORING_FEAT_EXT_ARG)) {
		io_uring_queue_exit(&ring);
		SKIP(return, "the kernel lacks IORING_FEAT_EXT_ARG");
	}
	space = io_uring_sq_space_left(&ring);
	EXPECT_EQ(4, space);
	t0 = now_ms();
	EXPECT_EQ(-ETIME, io_uring_wait_cqe_timeout(&ring, &cqe, &ts));
	EXPECT_LE(now_ms() - t0, 5000);
	EXPECT_EQ(space, io_uring_sq_space_left(&ring));
	EXPECT_EQ(0, *ring.sq.khead);
	EXPECT_EQ(0, io_uring_cq_ready(&ring));

	nop_sqe(&ring, 0xea06, 0);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ts.tv_sec = 5;
	ts.tv_nsec = 0;
	ASSERT_EQ(0, io_uring_wait_cqe_timeout(&ring, &cqe, &ts));
	EXPECT_EQ(0xea06, cqe->user_data);
	EXPECT_EQ(0, cqe->res);
	io_uring_cqe_seen(&ring, cqe);
	EXPECT_EQ(0, io_uring_cq_ready(&ring));
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
