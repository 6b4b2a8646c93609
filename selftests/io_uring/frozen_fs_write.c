// SPDX-License-Identifier: GPL-2.0
/*
 * A direct write to a file on a frozen file system must not hold up the
 * submitter: the inline attempt does not wait for the freeze protection,
 * and the write waits for the thaw in a worker (upstream 1d60d74e8526,
 * CVE-2024-53052).  Before, io_uring_enter() slept uninterruptibly until
 * the thaw, with the ring's lock held.
 */
#include <poll.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include "helpers.h"

FIXTURE(frozen) {
	char path[PATH_MAX];
	int dfd, fd;
};

FIXTURE_SETUP(frozen)
{
	self->dfd = -1;
	self->fd = test_file("frozen", O_DIRECT, self->path,
			     sizeof(self->path));
	if (self->fd < 0)
		SKIP(return, "no O_DIRECT file in %s", test_dir());
	self->dfd = open(test_dir(), O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, self->dfd);
	ASSERT_EQ(0, ftruncate(self->fd, 4096));
	ASSERT_EQ(0, fsync(self->fd));
}

FIXTURE_TEARDOWN(frozen)
{
	/* Whatever happened, the file system is thawed for the others. */
	if (self->dfd >= 0) {
		ioctl(self->dfd, FITHAW, 0);
		close(self->dfd);
	}
	if (self->fd >= 0) {
		close(self->fd);
		unlink(self->path);
	}
}

TEST_F(frozen, direct_write_waits_for_the_thaw_in_a_worker)
{
	struct pollfd pfd;
	int p[2], status, res = 0;
	char c = 0, *buf;
	pid_t pid;

	NEED_OP(IORING_OP_WRITE);
	buf = aligned_buf(4096);
	ASSERT_NE(NULL, buf);
	fill_pattern(buf, 4096, 5, 0);
	ASSERT_EQ(0, pipe(p));
	if (ioctl(self->dfd, FIFREEZE, 0))
		SKIP(return, "cannot freeze %s: %s", test_dir(),
		     strerror(errno));
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		struct io_uring ring;
		struct io_uring_cqe cqe;

		if (io_uring_queue_init(4, &ring, 0))
			_exit(2);
		io_uring_prep_write(io_uring_get_sqe(&ring), self->fd, buf,
				    4096, 0);
		if (io_uring_submit(&ring) != 1 || write(p[1], "s", 1) != 1)
			_exit(3);
		if (wait_one(&ring, &cqe))
			_exit(4);
		if (write(p[1], &cqe.res, sizeof(cqe.res)) != sizeof(cqe.res))
			_exit(5);
		_exit(0);
	}
	close(p[1]);
	pfd.fd = p[0];
	pfd.events = POLLIN;
	/* The submission returns while the file system is frozen. */
	EXPECT_EQ(1, poll(&pfd, 1, 10000));
	if (pfd.revents & POLLIN)
		EXPECT_EQ(1, read(p[0], &c, 1));
	EXPECT_EQ('s', c);
	/* ... and the write is still waiting. */
	usleep(100000);
	EXPECT_EQ(0, poll(&pfd, 1, 0));
	ASSERT_EQ(0, ioctl(self->dfd, FITHAW, 0));
	if (c != 's')
		ASSERT_EQ(1, read(p[0], &c, 1));
	ASSERT_EQ(sizeof(res), read(p[0], &res, sizeof(res)));
	EXPECT_EQ(4096, res);
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	memset(buf, 0, 4096);
	ASSERT_EQ(4096, pread(self->fd, buf, 4096, 0));
	EXPECT_EQ(-1, check_pattern(buf, 4096, 5, 0));
	close(p[0]);
	free(buf);
}

TEST_HARNESS_MAIN
