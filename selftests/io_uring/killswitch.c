// SPDX-License-Identifier: GPL-2.0
/*
 * kernel.io_uring_disabled and kernel.io_uring_group, with upstream 6.6's
 * meaning: 0 lets every task create rings, 1 only CAP_SYS_ADMIN and the
 * members of the group, 2 nobody; io_uring_setup() fails with -EPERM,
 * rings that exist keep working, and the sysctl takes only 0-2.
 */
#include "helpers.h"

#define DISABLED	"/proc/sys/kernel/io_uring_disabled"
#define GROUP		"/proc/sys/kernel/io_uring_group"
/* The group "nobody" is in for case 1: a gid nothing else uses. */
#define TEST_GID	4242

static int set_int(const char *path, int v)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%d", v);
	return write_file(path, buf);
}

/* The errno of io_uring_setup() in a child that runs as nobody. */
static int setup_errno_as_nobody(gid_t extra_group)
{
	int status;
	pid_t pid = fork();

	if (!pid) {
		struct io_uring_params p = { 0 };
		gid_t groups[1] = { extra_group };
		int fd;

		if (setgroups(extra_group ? 1 : 0, groups) || setgid(65534) ||
		    setuid(65534))
			_exit(200);
		fd = sys_setup(4, &p);
		_exit(fd >= 0 ? 0 : errno);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

static int setup_errno(void)
{
	struct io_uring_params p = { 0 };
	int fd = sys_setup(4, &p);

	if (fd >= 0) {
		close(fd);
		return 0;
	}
	return errno;
}

FIXTURE(sysctl) {
	int disabled, group;
};

FIXTURE_SETUP(sysctl)
{
	self->disabled = read_long(DISABLED);
	self->group = read_long(GROUP);
	/* -100: the sysctl is missing, a kernel without the kill switch. */
	ASSERT_EQ(0, self->disabled);
	ASSERT_EQ(-1, self->group);
}

FIXTURE_TEARDOWN(sysctl)
{
	set_int(DISABLED, 0);
	set_int(GROUP, -1);
}

TEST_F(sysctl, zero_lets_everyone_create_rings)
{
	EXPECT_EQ(0, setup_errno());
	EXPECT_EQ(0, setup_errno_as_nobody(0));
}

TEST_F(sysctl, one_admits_only_admin_and_the_group)
{
	ASSERT_EQ(0, set_int(DISABLED, 1));
	/* root has CAP_SYS_ADMIN. */
	EXPECT_EQ(0, setup_errno());
	/* No group set: nobody else. */
	EXPECT_EQ(EPERM, setup_errno_as_nobody(0));
	EXPECT_EQ(EPERM, setup_errno_as_nobody(TEST_GID));
	/* The group's members, as a supplementary group. */
	ASSERT_EQ(0, set_int(GROUP, TEST_GID));
	EXPECT_EQ(0, setup_errno_as_nobody(TEST_GID));
	EXPECT_EQ(EPERM, setup_errno_as_nobody(0));
}

TEST_F(sysctl, two_admits_nobody)
{
	ASSERT_EQ(0, set_int(GROUP, TEST_GID));
	ASSERT_EQ(0, set_int(DISABLED, 2));
	EXPECT_EQ(EPERM, setup_errno());
	EXPECT_EQ(EPERM, setup_errno_as_nobody(TEST_GID));
	/* Refused before the arguments are looked at, as upstream. */
	EXPECT_EQ(-1, syscall(__NR_io_uring_setup, 0, NULL));
	EXPECT_EQ(EPERM, errno);
	/* And back. */
	ASSERT_EQ(0, set_int(DISABLED, 0));
	EXPECT_EQ(0, setup_errno_as_nobody(0));
}

/* A ring made before the switch goes on working: submit, register. */
TEST_F(sysctl, existing_rings_unaffected)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	int p[2];

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, set_int(DISABLED, 2));
	nop_sqe(&ring, 7, 0);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	EXPECT_EQ(0, io_uring_register_files(&ring, p, 2));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

/* Only 0, 1 and 2; -1 and 3 are refused (-EINVAL), the value stays. */
TEST_F(sysctl, only_three_values)
{
	int fd = open(DISABLED, O_WRONLY);

	ASSERT_GE(fd, 0);
	EXPECT_EQ(-1, write(fd, "3", 1));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, write(fd, "-1", 2));
	EXPECT_EQ(EINVAL, errno);
	close(fd);
	EXPECT_EQ(0, read_long(DISABLED));
}

/* Only root may change it. */
TEST_F(sysctl, unprivileged_cannot_change_it)
{
	int status;
	pid_t pid = fork();

	if (!pid) {
		if (become_nobody())
			_exit(200);
		_exit(open(DISABLED, O_WRONLY) < 0 && errno == EACCES ? 0 : 1);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

TEST_HARNESS_MAIN
