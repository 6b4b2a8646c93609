/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A TAP harness for the io_uring selftests.
 *
 * It keeps the names of tools/testing/selftests/kselftest_harness.h
 * (TEST, TEST_F, FIXTURE, ASSERT_*, EXPECT_*, SKIP) so the tests read like
 * kselftests, but 4.19's copy of that header prints no TAP and has no
 * SKIP(), and both are what our runner needs (Documentation/testing.md).
 *
 * Every case runs in a child process with a time bound: a crash, a hang
 * or a failed ASSERT ends that case only.  A fixture's teardown runs once
 * its setup has completed, also when the case ends in a failed ASSERT or
 * a SKIP (not after a timeout or a crash: the child is gone then), so a
 * case that changes the machine (plug.c's I/O scheduler) puts it back.  Output is TAP 13; the exit code
 * is 0 when nothing failed, 1 otherwise, 4 (KSFT_SKIP) if all were skipped.
 */
#ifndef IOU_HARNESS_H
#define IOU_HARNESS_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define KSFT_SKIP 4
#define HARNESS_DEFAULT_TIMEOUT 120

struct __test_metadata {
	const char *name;
	void (*fn)(struct __test_metadata *);
	int timeout;
	int failed;
	int skip_fd;
	/* The fixture's teardown, set once its setup has completed. */
	void (*teardown)(struct __test_metadata *, void *);
	void *self;
	pid_t teardown_pid;	/* a process the case forks does not run it */
	struct __test_metadata *next;
};

static struct __test_metadata *__tests, **__tests_tail = &__tests;

static inline void __register_test(struct __test_metadata *t)
{
	*__tests_tail = t;
	__tests_tail = &t->next;
}

#define __TEST_IMPL(test_name, to)					\
	static void test_name(struct __test_metadata *_metadata);	\
	static struct __test_metadata _##test_name##_object = {	\
		.name = #test_name, .fn = test_name, .timeout = to,	\
	};								\
	static void __attribute__((constructor))			\
	_register_##test_name(void)					\
	{								\
		__register_test(&_##test_name##_object);		\
	}								\
	static void test_name(struct __test_metadata __attribute__((unused)) *_metadata)

#define TEST(name)			__TEST_IMPL(name, HARNESS_DEFAULT_TIMEOUT)
#define TEST_TIMEOUT(name, seconds)	__TEST_IMPL(name, seconds)

/*
 * Run the pending teardown, once (an ASSERT inside it does not recurse),
 * and only in the process that ran the setup.
 */
static inline void __harness_teardown(struct __test_metadata *t)
{
	void (*fn)(struct __test_metadata *, void *) = t->teardown;

	t->teardown = NULL;
	if (fn && t->teardown_pid == getpid())
		fn(t, t->self);
}

/* After a fixture's setup: its teardown is due from here on. */
static inline void __harness_arm_teardown(struct __test_metadata *t, void *self,
					  void (*fn)(struct __test_metadata *, void *))
{
	t->self = self;
	t->teardown_pid = getpid();
	t->teardown = fn;
}

/* Fixtures: FIXTURE(f) { members }; FIXTURE_SETUP(f); FIXTURE_TEARDOWN(f). */
#define FIXTURE(fname)			struct _fixture_##fname
#define FIXTURE_SETUP(fname)						\
	static void fname##_setup(struct __test_metadata *_metadata,	\
				  struct _fixture_##fname *self)
#define FIXTURE_TEARDOWN(fname)						\
	static void fname##_teardown(struct __test_metadata *_metadata, \
				     struct _fixture_##fname *self);	\
	static void fname##_teardown_any(struct __test_metadata *m, void *s) \
	{								\
		fname##_teardown(m, s);					\
	}								\
	static void fname##_teardown(struct __test_metadata *_metadata, \
				     struct _fixture_##fname *self)
#define TEST_F(fname, tname)						\
	static void fname##_##tname(struct __test_metadata *_metadata,	\
				    struct _fixture_##fname *self);	\
	TEST(fname##__##tname)						\
	{								\
		struct _fixture_##fname self;				\
									\
		memset(&self, 0, sizeof(self));				\
		fname##_setup(_metadata, &self);			\
		__harness_arm_teardown(_metadata, &self,		\
				       fname##_teardown_any);		\
		fname##_##tname(_metadata, &self);			\
		__harness_teardown(_metadata);				\
	}								\
	static void fname##_##tname(struct __test_metadata __attribute__((unused)) *_metadata, \
				    struct _fixture_##fname __attribute__((unused)) *self)

#define TH_LOG(fmt, ...)						\
	fprintf(stdout, "# %s:%d: " fmt "\n", __FILE__, __LINE__, ##__VA_ARGS__)

/* End the case as skipped, saying why. */
#define SKIP(statement, fmt, ...) do {					\
	dprintf(_metadata->skip_fd, fmt, ##__VA_ARGS__);		\
	__harness_teardown(_metadata);					\
	fflush(stdout);							\
	_exit(KSFT_SKIP);						\
	statement;							\
} while (0)

#define __EXPECT(expected, seen, op, is_assert) do {			\
	long long __exp = (long long)(expected);			\
	long long __seen = (long long)(seen);				\
	if (!(__exp op __seen)) {					\
		TH_LOG("expected %s (%lld) %s %s (%lld)",		\
		       #expected, __exp, #op, #seen, __seen);		\
		_metadata->failed = 1;					\
		if (is_assert) {					\
			__harness_teardown(_metadata);			\
			fflush(stdout);					\
			_exit(1);					\
		}							\
	}								\
} while (0)

#define ASSERT_EQ(e, s)	__EXPECT(e, s, ==, 1)
#define ASSERT_NE(e, s)	__EXPECT(e, s, !=, 1)
#define ASSERT_LT(e, s)	__EXPECT(e, s, <, 1)
#define ASSERT_LE(e, s)	__EXPECT(e, s, <=, 1)
#define ASSERT_GT(e, s)	__EXPECT(e, s, >, 1)
#define ASSERT_GE(e, s)	__EXPECT(e, s, >=, 1)
#define ASSERT_TRUE(s)	__EXPECT(0, !!(s), !=, 1)
#define ASSERT_FALSE(s)	__EXPECT(0, !!(s), ==, 1)
#define EXPECT_EQ(e, s)	__EXPECT(e, s, ==, 0)
#define EXPECT_NE(e, s)	__EXPECT(e, s, !=, 0)
#define EXPECT_LE(e, s)	__EXPECT(e, s, <=, 0)
#define EXPECT_GE(e, s)	__EXPECT(e, s, >=, 0)
#define EXPECT_GT(e, s)	__EXPECT(e, s, >, 0)
#define EXPECT_TRUE(s)	__EXPECT(0, !!(s), !=, 0)
#define EXPECT_FALSE(s)	__EXPECT(0, !!(s), ==, 0)

/* errno of a failed call: ASSERT_ERRNO(EINVAL, syscall(...)). */
#define ASSERT_ERRNO(err, call) do {					\
	errno = 0;							\
	long __r = (long)(call);					\
	if (__r != -1 || errno != (err))				\
		TH_LOG("%s: returned %ld, errno %d (%s); want -1, %s",	\
		       #call, __r, errno, strerror(errno), #err);	\
	__EXPECT(-1, __r, ==, 1);					\
	__EXPECT(err, errno, ==, 1);					\
} while (0)

static pid_t __harness_child;
static volatile sig_atomic_t __harness_timed_out;

static void __harness_alarm(int sig)
{
	(void)sig;
	if (__harness_child > 0) {
		__harness_timed_out = 1;
		kill(__harness_child, SIGKILL);
	}
}

/* Run one case in a child; returns 0 pass, 1 fail, KSFT_SKIP skip. */
static int __run_test(struct __test_metadata *t, char *why, size_t whylen)
{
	int pfd[2], status, r;
	ssize_t n;

	why[0] = 0;
	if (pipe(pfd))
		return 1;
	fflush(stdout);
	__harness_child = fork();
	if (__harness_child < 0)
		return 1;
	if (__harness_child == 0) {
		/* The case's own alarm() must not end in the harness's handler. */
		signal(SIGALRM, SIG_DFL);
		close(pfd[0]);
		t->skip_fd = pfd[1];
		t->fn(t);
		fflush(stdout);
		_exit(t->failed ? 1 : 0);
	}
	close(pfd[1]);
	__harness_timed_out = 0;
	signal(SIGALRM, __harness_alarm);
	alarm(t->timeout);
	while (waitpid(__harness_child, &status, 0) < 0 && errno == EINTR)
		;
	alarm(0);
	/*
	 * Whatever a skipping case wrote is in the pipe by now.  Do not wait
	 * for EOF: a process the case left behind (one stuck in D state on a
	 * kernel with the bug under test) may hold the write end for good.
	 */
	fcntl(pfd[0], F_SETFL, O_NONBLOCK);
	n = read(pfd[0], why, whylen - 1);
	why[n > 0 ? n : 0] = 0;
	close(pfd[0]);

	if (WIFSIGNALED(status)) {
		r = WTERMSIG(status);
		/* A SIGKILL of someone else's (the OOM killer) is no timeout. */
		if (r == SIGKILL && __harness_timed_out)
			printf("# %s: timed out after %d s\n", t->name, t->timeout);
		else
			printf("# %s: killed by signal %d\n", t->name, r);
		return 1;
	}
	r = WEXITSTATUS(status);
	return r == 0 ? 0 : r == KSFT_SKIP ? KSFT_SKIP : 1;
}

static int __attribute__((unused)) test_harness_run(int argc, char **argv)
{
	struct __test_metadata *t;
	int n = 0, i = 0, pass = 0, fail = 0, skip = 0;
	char why[512];

	for (t = __tests; t; t = t->next)
		if (argc < 2 || !strcmp(argv[1], t->name))
			n++;
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("TAP version 13\n1..%d\n", n);
	for (t = __tests; t; t = t->next) {
		if (argc >= 2 && strcmp(argv[1], t->name))
			continue;
		i++;
		printf("# RUN %s\n", t->name);
		switch (__run_test(t, why, sizeof(why))) {
		case 0:
			pass++;
			printf("ok %d %s\n", i, t->name);
			break;
		case KSFT_SKIP:
			skip++;
			printf("ok %d %s # SKIP %s\n", i, t->name, why);
			break;
		default:
			fail++;
			printf("not ok %d %s\n", i, t->name);
		}
	}
	printf("# Totals: pass:%d fail:%d xfail:0 xpass:0 skip:%d error:0\n",
	       pass, fail, skip);
	/* A case asked for by name that does not exist is an error. */
	if (argc >= 2 && !n) {
		printf("# no case named %s\n", argv[1]);
		return 1;
	}
	if (fail)
		return 1;
	return (skip && !pass) ? KSFT_SKIP : 0;
}

#define TEST_HARNESS_MAIN						\
	int main(int argc, char **argv)					\
	{								\
		return test_harness_run(argc, argv);			\
	}

#endif
