/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A submitter that does not run its task work: a thread that submits,
 * then calls vfork() (clone()) and sleeps killably until its child
 * exits.  From
 * the 5.7 level a woken poll, and a fast poll's retry, wait for such a
 * thread; the tests use it to check what must not wait with it.
 */
#ifndef IOU_HELD_TASK_H
#define IOU_HELD_TASK_H

#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "helpers.h"

struct held_task {
	/* Submits what the thread is to own; its value is kept. */
	int (*submit)(void *arg);
	void *arg;
	int hold_ms;		/* how long the vfork() child lives */
	int submitted;
	pid_t tid;
	pthread_t thread;
};

static inline int held_task_child(void *p)
{
	struct held_task *h = p;
	struct timespec ts = { h->hold_ms / 1000,
			       (h->hold_ms % 1000) * 1000000L };

	nanosleep(&ts, NULL);
	return 0;
}

/*
 * vfork() with the file table shared: the child holds no reference of
 * its own to the ring or the files the test closes.
 */
static inline void *held_task_fn(void *p)
{
	struct held_task *h = p;
	size_t size = 64 << 10;
	char *stack = malloc(size);
	pid_t pid;

	h->submitted = h->submit(h->arg);
	__atomic_store_n(&h->tid, (pid_t)syscall(SYS_gettid),
			 __ATOMIC_RELEASE);
	if (!stack)
		return NULL;
	pid = clone(held_task_child, stack + size,
		    CLONE_VM | CLONE_VFORK | CLONE_FILES | SIGCHLD, h);
	if (pid > 0)
		waitpid(pid, NULL, 0);
	free(stack);
	return NULL;
}

/* The state letter of thread @tid of this process, or 0. */
static inline char thread_state(pid_t tid)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/self/task/%d/stat", tid);
	return proc_stat_state(path);
}

/*
 * Start the thread; 0 once it has submitted and sleeps in vfork() (state
 * D: a killable sleep, which task work does not interrupt), else -1.
 */
static inline int held_task_start(struct held_task *h)
{
	long start = now_ms();
	pid_t tid;

	h->tid = 0;
	if (pthread_create(&h->thread, NULL, held_task_fn, h))
		return -1;
	while (now_ms() - start < 5000) {
		tid = __atomic_load_n(&h->tid, __ATOMIC_ACQUIRE);
		if (tid && thread_state(tid) == 'D')
			return 0;
		usleep(2000);
	}
	return -1;
}

/* Whether the thread still sleeps in vfork(). */
static inline int held_task_held(struct held_task *h)
{
	return thread_state(h->tid) == 'D';
}

static inline void held_task_join(struct held_task *h)
{
	pthread_join(h->thread, NULL);
}

/*
 * Submit the cancellation @sqe (user_data @data) of a request that the
 * held thread submitted and whose wakeup came: it answers -EALREADY while
 * the thread still sleeps; then let the thread go and reap the request's
 * own CQE into @cqe.
 */
#define held_cancel_ealready(ring, h, sqe, data, cqe) do {		\
	(sqe)->user_data = (data);					\
	ASSERT_EQ(1, io_uring_submit(ring));				\
	ASSERT_EQ(0, wait_one(ring, cqe));				\
	EXPECT_EQ(data, (cqe)->user_data);				\
	EXPECT_EQ(-EALREADY, (cqe)->res);				\
	EXPECT_TRUE(held_task_held(h));					\
	held_task_join(h);						\
	ASSERT_EQ(0, wait_one(ring, cqe));				\
} while (0)

#endif
