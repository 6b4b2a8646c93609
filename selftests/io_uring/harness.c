// SPDX-License-Identifier: GPL-2.0
/*
 * The harness itself (harness.h): a fixture's teardown runs when a case
 * ends in a failed ASSERT or a SKIP, once, and only in the process that
 * ran the setup.  Each inner case runs in a child of its own, its output
 * thrown away; the teardown reports through a pipe.
 */
#include "helpers.h"

static int marker_fd = -1;
static int fail_in_teardown;

FIXTURE(marked) {
	int set_up;
};

FIXTURE_SETUP(marked)
{
	self->set_up = 1;
}

FIXTURE_TEARDOWN(marked)
{
	ASSERT_EQ(1, write(marker_fd, self->set_up ? "T" : "?", 1));
	if (fail_in_teardown)
		ASSERT_EQ(0, 1);
}

enum inner { FAILED_ASSERT, SKIPPED, FORKED_CHILD_ASSERTS };

/* An inner case of fixture "marked", as TEST_F runs one. */
static void inner_case(enum inner how, int skip_fd)
{
	struct __test_metadata m = { .name = "inner", .skip_fd = skip_fd };
	struct __test_metadata *_metadata = &m;
	struct _fixture_marked self = { 0 };
	pid_t pid;
	int status;

	marked_setup(&m, &self);
	__harness_arm_teardown(&m, &self, marked_teardown_any);
	switch (how) {
	case FAILED_ASSERT:
		ASSERT_EQ(0, 1);
		break;
	case SKIPPED:
		SKIP(return, "inner skip");
		break;
	case FORKED_CHILD_ASSERTS:
		pid = fork();
		if (pid == 0)
			ASSERT_EQ(0, 1);	/* no teardown in here */
		waitpid(pid, &status, 0);
		__harness_teardown(&m);
		_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 99);
	}
	_exit(0);
}

/* Run one inner case; its exit status, and what its teardowns wrote. */
static int run_inner(enum inner how, char *marks, size_t len, char *why)
{
	int p[2], s[2], status, devnull;
	ssize_t n;
	pid_t pid;

	if (pipe(p) || pipe(s))
		return -1;
	pid = fork();
	if (pid == 0) {
		devnull = open("/dev/null", O_WRONLY);
		dup2(devnull, STDOUT_FILENO);
		close(p[0]);
		close(s[0]);
		marker_fd = p[1];
		inner_case(how, s[1]);
	}
	close(p[1]);
	close(s[1]);
	waitpid(pid, &status, 0);
	n = read(p[0], marks, len - 1);
	marks[n > 0 ? n : 0] = 0;
	n = read(s[0], why, 63);
	why[n > 0 ? n : 0] = 0;
	close(p[0]);
	close(s[0]);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

TEST(teardown_runs_after_a_failed_assert)
{
	char marks[16], why[64];

	EXPECT_EQ(1, run_inner(FAILED_ASSERT, marks, sizeof(marks), why));
	EXPECT_EQ(0, strcmp(marks, "T"));
}

TEST(teardown_runs_after_a_skip)
{
	char marks[16], why[64];

	EXPECT_EQ(KSFT_SKIP, run_inner(SKIPPED, marks, sizeof(marks), why));
	EXPECT_EQ(0, strcmp(marks, "T"));
	EXPECT_EQ(0, strcmp(why, "inner skip"));
}

TEST(teardown_that_fails_runs_once)
{
	char marks[16], why[64];

	fail_in_teardown = 1;
	EXPECT_EQ(1, run_inner(FAILED_ASSERT, marks, sizeof(marks), why));
	fail_in_teardown = 0;
	EXPECT_EQ(0, strcmp(marks, "T"));
}

TEST(a_child_the_case_forks_does_not_tear_down)
{
	char marks[16], why[64];

	/* The child's ASSERT ends it with 1, the case's own teardown marks once. */
	EXPECT_EQ(1, run_inner(FORKED_CHILD_ASSERTS, marks, sizeof(marks), why));
	EXPECT_EQ(0, strcmp(marks, "T"));
}

TEST_HARNESS_MAIN
