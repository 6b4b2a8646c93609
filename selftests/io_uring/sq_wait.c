// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_ENTER_SQ_WAIT (5.10): io_uring_enter() on an SQPOLL ring sleeps
 * while the SQ ring is full, until the SQ thread has taken an entry.  A
 * signal ends the wait without an error (what was asked is returned, as
 * upstream does); on a ring without SQPOLL the flag is ignored.  Beyond
 * upstream, which leaves such a waiter asleep until a signal: the SQ
 * thread gone with its process ends the wait with -EOWNERDEAD, and a
 * registration's quiesce ends it too instead of waiting on it.  SKIPs on
 * a kernel that refuses the flag (before 5.10).
 */
#include <pthread.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "helpers.h"

#ifndef IORING_ENTER_SQ_WAIT
#define IORING_ENTER_SQ_WAIT	(1U << 2)
#endif

#define ENTRIES	4

/*
 * An SQPOLL ring of ENTRIES entries whose SQ thread has gone to sleep
 * (IORING_SQ_NEED_WAKEUP), with every entry filled with a NOP (user_data
 * 1..ENTRIES) and the tail published: full, and nobody takes from it
 * until a wakeup.
 */
static int full_sleeping_ring(struct raw_ring *r)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 20,
	};
	unsigned int *array;
	int ms;

	if (raw_ring_init_params(r, ENTRIES, &p) || r->p.sq_entries != ENTRIES)
		return -1;
	for (ms = 0; !(RAW(r, sq, flags) & IORING_SQ_NEED_WAKEUP); ms += 10) {
		if (ms >= 5000)
			return -1;
		usleep(10000);
	}
	array = (unsigned int *)(r->sq + r->p.sq_off.array);
	for (unsigned int i = 0; i < ENTRIES; i++) {
		memset(&r->sqes[i], 0, sizeof(r->sqes[i]));
		r->sqes[i].opcode = IORING_OP_NOP;
		r->sqes[i].user_data = i + 1;
		array[i] = i;
	}
	__atomic_store_n((unsigned int *)(r->sq + r->p.sq_off.tail), ENTRIES,
			 __ATOMIC_RELEASE);
	return 0;
}

/* The ENTRIES NOPs completed in order, seen in the raw CQ ring. */
static int nops_completed(struct raw_ring *r)
{
	struct io_uring_cqe *cqes = (void *)(r->cq + r->p.cq_off.cqes);
	unsigned int i;
	int ms;

	for (ms = 0; RAW(r, cq, tail) < ENTRIES; ms += 10) {
		if (ms >= 5000)
			return -1;
		usleep(10000);
	}
	for (i = 0; i < ENTRIES; i++)
		if (cqes[i].user_data != i + 1 || cqes[i].res)
			return -1;
	return RAW(r, cq, tail) == ENTRIES ? 0 : -1;
}

struct waiter {
	pthread_t thread;
	int fd;
	unsigned int to_submit;
	pid_t tid;
	long ret;
	int err;
	int done;
};

static void *waiter_fn(void *arg)
{
	struct waiter *w = arg;

	__atomic_store_n(&w->tid, gettid(), __ATOMIC_RELEASE);
	w->ret = sys_enter(w->fd, w->to_submit, 0, IORING_ENTER_SQ_WAIT,
			   NULL, 0);
	w->err = errno;
	__atomic_store_n(&w->done, 1, __ATOMIC_RELEASE);
	return NULL;
}

/*
 * Start a thread in io_uring_enter(IORING_ENTER_SQ_WAIT) and wait until
 * it sleeps there: 0, or -1 if it did not sleep (it returned at once).
 */
static int start_waiter(struct waiter *w, int fd, unsigned int to_submit)
{
	char path[64];
	int ms;

	memset(w, 0, sizeof(*w));
	w->fd = fd;
	w->to_submit = to_submit;
	if (pthread_create(&w->thread, NULL, waiter_fn, w))
		return -1;
	while (!__atomic_load_n(&w->tid, __ATOMIC_ACQUIRE))
		usleep(1000);
	snprintf(path, sizeof(path), "/proc/self/task/%d/stat", w->tid);
	for (ms = 0; ms < 5000; ms += 10) {
		if (__atomic_load_n(&w->done, __ATOMIC_ACQUIRE))
			return -1;
		if (proc_stat_state(path) == 'S')
			break;
		usleep(10000);
	}
	/* Still there a while later: asleep in the wait, not on its way. */
	usleep(200000);
	return __atomic_load_n(&w->done, __ATOMIC_ACQUIRE) ? -1 : 0;
}

/* Whether this kernel takes the flag at all (5.10); -1 on a setup error. */
static int have_sq_wait(void)
{
	struct io_uring_params p;
	int fd, ret;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(1, &p);
	if (fd < 0)
		return -1;
	ret = sys_enter(fd, 0, 0, IORING_ENTER_SQ_WAIT, NULL, 0);
	close(fd);
	return ret == 0;
}

#define NEED_SQ_WAIT()							\
	do {								\
		int have = have_sq_wait();				\
									\
		ASSERT_LE(0, have);					\
		if (!have)						\
			SKIP(return, "no IORING_ENTER_SQ_WAIT (5.10)");	\
	} while (0)

TEST(a_known_flag_and_a_no_op_without_sqpoll)
{
	struct io_uring_params p;
	int fd;

	NEED_SQ_WAIT();
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	EXPECT_EQ(0, sys_enter(fd, 0, 0, IORING_ENTER_SQ_WAIT, NULL, 0));
	EXPECT_EQ(0, sys_enter(fd, 0, 0, IORING_ENTER_SQ_WAIT |
			       IORING_ENTER_SQ_WAKEUP, NULL, 0));
	/* Above it, 5.11 has EXT_ARG, 5.18 REGISTERED_RING...: not 1U << 30. */
	EXPECT_EQ(-1, sys_enter(fd, 0, 0, IORING_ENTER_SQ_WAIT | 1U << 30,
				NULL, 0));
	EXPECT_EQ(EINVAL, errno);
	close(fd);
}

TEST(returns_at_once_with_room_in_the_sq_ring)
{
	struct io_uring_params p = { .flags = IORING_SETUP_SQPOLL };
	struct raw_ring r;

	NEED_SQ_WAIT();
	ASSERT_EQ(0, raw_ring_init_params(&r, ENTRIES, &p));
	EXPECT_EQ(0, sys_enter(r.fd, 0, 0, IORING_ENTER_SQ_WAIT, NULL, 0));
	close(r.fd);
}

/*
 * Full, its SQ thread asleep: the waiter sleeps with the entries where
 * they are, and returns once a wakeup let the thread take them; the
 * NOPs complete in order.
 */
TEST(sleeps_until_the_sq_thread_takes_an_entry)
{
	struct waiter w;
	struct raw_ring r;

	NEED_SQ_WAIT();
	ASSERT_EQ(0, full_sleeping_ring(&r));
	ASSERT_EQ(0, start_waiter(&w, r.fd, 0));
	EXPECT_EQ(0, RAW(&r, sq, head));
	EXPECT_EQ(0, RAW(&r, cq, tail));

	EXPECT_EQ(0, sys_enter(r.fd, 0, 0, IORING_ENTER_SQ_WAKEUP, NULL, 0));
	ASSERT_EQ(0, pthread_join(w.thread, NULL));
	EXPECT_EQ(0, w.ret);
	EXPECT_EQ(0, nops_completed(&r));
	close(r.fd);
}

/* With IORING_ENTER_SQ_WAKEUP in the same call: woken, then room. */
TEST(wakeup_and_wait_in_one_call)
{
	struct raw_ring r;

	NEED_SQ_WAIT();
	ASSERT_EQ(0, full_sleeping_ring(&r));
	EXPECT_EQ(ENTRIES, sys_enter(r.fd, ENTRIES, 0, IORING_ENTER_SQ_WAIT |
				     IORING_ENTER_SQ_WAKEUP, NULL, 0));
	/* It returned with room: the thread had taken an entry at least. */
	EXPECT_NE(0, RAW(&r, sq, head));
	EXPECT_EQ(0, nops_completed(&r));
	close(r.fd);
}

static void on_usr1(int sig)
{
}

/*
 * A signal ends the wait: no -EINTR, the call returns what it was asked
 * to submit, as upstream's does, and the entries stay in the ring.
 */
TEST(a_signal_ends_the_wait_without_an_error)
{
	struct sigaction sa = { .sa_handler = on_usr1 };
	struct waiter w;
	struct raw_ring r;

	NEED_SQ_WAIT();
	ASSERT_EQ(0, sigaction(SIGUSR1, &sa, NULL));
	ASSERT_EQ(0, full_sleeping_ring(&r));
	ASSERT_EQ(0, start_waiter(&w, r.fd, ENTRIES));
	ASSERT_EQ(0, pthread_kill(w.thread, SIGUSR1));
	ASSERT_EQ(0, pthread_join(w.thread, NULL));
	EXPECT_EQ(ENTRIES, w.ret);
	EXPECT_EQ(0, RAW(&r, sq, head));
	EXPECT_EQ(0, RAW(&r, cq, tail));

	EXPECT_EQ(0, sys_enter(r.fd, 0, 0, IORING_ENTER_SQ_WAKEUP, NULL, 0));
	EXPECT_EQ(0, nops_completed(&r));
	signal(SIGUSR1, SIG_DFL);
}

/*
 * A registration quiesces the ring, and a waiter holds it: the wait ends
 * (0) and the registration goes through, where upstream's waiter and
 * registrar would wait on each other until a signal.  In a child, bounded.
 */
TEST(a_registration_ends_the_wait)
{
	int status;
	pid_t pid;

	NEED_SQ_WAIT();
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		int efd = eventfd(0, 0);
		struct waiter w;
		struct raw_ring r;

		if (efd < 0 || full_sleeping_ring(&r))
			_exit(1);
		if (start_waiter(&w, r.fd, 0))
			_exit(2);
		if (sys_register(r.fd, IORING_REGISTER_EVENTFD, &efd, 1))
			_exit(3);
		if (pthread_join(w.thread, NULL) || w.ret != 0)
			_exit(4);
		/* The ring works on: woken, it takes the NOPs. */
		if (sys_enter(r.fd, 0, 0, IORING_ENTER_SQ_WAKEUP, NULL, 0) ||
		    nops_completed(&r))
			_exit(5);
		_exit(0);
	}
	status = reap_within_or_kill(pid, 10000);
	if (status == -1)
		TH_LOG("the registration and the waiter hang");
	ASSERT_NE(-1, status);
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

/*
 * A grandchild that inherited the ring waits for room; the ring's creator,
 * whose thread the SQ thread is, exits.  Nobody will take an entry: the
 * wait ends with -EOWNERDEAD, the errno io_uring_enter() gives from then
 * on (5.12), where upstream leaves the waiter asleep until a signal.
 */
TEST(the_sq_thread_gone_ends_the_wait_with_eownerdead)
{
	int pids[2], status;
	pid_t child, gc = 0;

	NEED_SQ_WAIT();
	if (!native_workers())
		SKIP(return, "the SQ thread is not the creator's (5.12)");
	ASSERT_EQ(0, prctl(PR_SET_CHILD_SUBREAPER, 1));
	ASSERT_EQ(0, pipe(pids));
	child = fork();
	ASSERT_LE(0, child);
	if (!child) {
		struct raw_ring r;
		char path[64];

		if (full_sleeping_ring(&r))
			_exit(1);
		gc = fork();
		if (!gc) {
			long ret = sys_enter(r.fd, 0, 0, IORING_ENTER_SQ_WAIT,
					     NULL, 0);

			_exit(ret == -1 && errno == EOWNERDEAD ? 0 :
			      ret == 0 ? 10 : 11);
		}
		if (write(pids[1], &gc, sizeof(gc)) != sizeof(gc))
			_exit(2);
		/* Asleep in the wait, then the creator goes. */
		snprintf(path, sizeof(path), "/proc/%d/stat", gc);
		for (int ms = 0; proc_stat_state(path) != 'S'; ms += 10) {
			if (ms >= 5000)
				_exit(3);
			usleep(10000);
		}
		usleep(200000);
		_exit(0);
	}
	ASSERT_EQ(sizeof(gc), read(pids[0], &gc, sizeof(gc)));
	close(pids[0]);
	close(pids[1]);
	ASSERT_EQ(0, child_status(child));
	status = reap_within_or_kill(gc, 10000);
	if (status == -1)
		TH_LOG("the waiter sleeps on");
	ASSERT_NE(-1, status);
	ASSERT_TRUE(WIFEXITED(status));
	/* 10: it returned 0 with the ring still full. */
	EXPECT_EQ(0, WEXITSTATUS(status));
}

TEST_HARNESS_MAIN
