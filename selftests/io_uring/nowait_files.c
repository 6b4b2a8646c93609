// SPDX-License-Identifier: GPL-2.0
/*
 * Reads and writes of files that ignore IOCB_NOWAIT go to a worker at
 * once: the inline attempt in io_uring_enter() would block the submitter
 * with the ring's lock held (upstream 9ba0d0c81284 and 976517f162a0).
 * Only files that set FMODE_NOWAIT, and character devices opened
 * O_NONBLOCK, are tried inline.
 *
 * /dev/fuse is such a file: with a FUSE mount that answers nothing, a
 * read of it waits for the next request, whatever IOCB_NOWAIT says.
 */
#include <poll.h>
#include <signal.h>
#include <sys/mount.h>
#include "helpers.h"

#define FUSE_BUF (1 << 17)	/* at least FUSE_MIN_READ_BUFFER */

FIXTURE(fuse) {
	char dir[32];
	int fd;
	int mounted;
	uint64_t init_unique;	/* of FUSE_INIT, to answer it */
};

FIXTURE_SETUP(fuse)
{
	static char buf[FUSE_BUF];
	char opts[128];

	strcpy(self->dir, "/tmp/iou-fuse.XXXXXX");
	self->mounted = 0;
	self->fd = open("/dev/fuse", O_RDWR);
	if (self->fd < 0)
		SKIP(return, "no /dev/fuse: %s", strerror(errno));
	ASSERT_NE(NULL, mkdtemp(self->dir));
	snprintf(opts, sizeof(opts),
		 "fd=%d,rootmode=40000,user_id=0,group_id=0", self->fd);
	ASSERT_EQ(0, mount("iou", self->dir, "fuse", MS_NOSUID | MS_NODEV,
			   opts));
	self->mounted = 1;
	/* FUSE_INIT, queued by the mount; unanswered for now. */
	ASSERT_LT(40, read(self->fd, buf, sizeof(buf)));
	memcpy(&self->init_unique, buf + 8, 8);
}

FIXTURE_TEARDOWN(fuse)
{
	if (self->mounted)
		umount2(self->dir, MNT_DETACH);
	if (self->fd >= 0)
		close(self->fd);
	rmdir(self->dir);
}

/*
 * A child submits a READ of /dev/fuse (nothing to read) and says when
 * io_uring_submit() returned; @flags go on the SQE.  Returns 1 when the
 * submission returned within 10 s, 0 when it did not (the child is then
 * killed), -1 on another failure.  The READ, still waiting, is cancelled
 * by the child's exit.
 */
static int submit_returns(int fuse_fd, unsigned int flags)
{
	struct pollfd pfd;
	int p[2], ret, status;
	pid_t pid;
	char c;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		static char buf[FUSE_BUF];
		struct io_uring ring;
		struct io_uring_sqe *sqe;

		close(p[0]);
		if (io_uring_queue_init(4, &ring, 0))
			_exit(2);
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, fuse_fd, buf, sizeof(buf), 0);
		sqe->flags |= flags;
		if (io_uring_submit(&ring) != 1)
			_exit(3);
		/* The READ waits in a worker; the exit cancels it. */
		if (write(p[1], "s", 1) != 1)
			_exit(4);
		usleep(100000);
		_exit(cqe_ready(&ring) ? 5 : 0);
	}
	close(p[1]);
	pfd.fd = p[0];
	pfd.events = POLLIN;
	ret = poll(&pfd, 1, 10000) == 1 && read(p[0], &c, 1) == 1;
	if (!ret)
		kill(pid, SIGKILL);
	if (waitpid(pid, &status, 0) != pid ||
	    (ret && (!WIFEXITED(status) || WEXITSTATUS(status))))
		ret = -1;
	close(p[0]);
	return ret;
}

TEST_F(fuse, read_of_dev_fuse_does_not_block_the_submitter)
{
	NEED_OP(IORING_OP_READ);
	EXPECT_EQ(1, submit_returns(self->fd, 0));
}

/* Forced to a worker, it never blocked: the control case. */
TEST_F(fuse, read_of_dev_fuse_forced_async_does_not_block)
{
	NEED_OP(IORING_OP_READ);
	EXPECT_EQ(1, submit_returns(self->fd, IOSQE_ASYNC));
}

/* Answer FUSE_INIT as a 7.26 server that takes the defaults. */
static int answer_init(int fd, uint64_t unique)
{
	struct {
		uint32_t len;
		int32_t error;
		uint64_t unique;
		uint32_t major, minor, max_readahead, flags;
		uint16_t max_background, congestion_threshold;
		uint32_t max_write, time_gran, unused[9];
	} out = {
		.len = sizeof(out), .unique = unique,
		.major = 7, .minor = 26, .max_write = 4096,
	};

	return write(fd, &out, sizeof(out)) == sizeof(out) ? 0 : -1;
}

/*
 * The READ waits in a worker for the next FUSE request and gets it: a
 * lookup on the mount by another process queues one.  The bytes read are
 * that request: its header's length, FUSE_LOOKUP (1) and the name.
 */
TEST_F(fuse, read_of_dev_fuse_in_a_worker_gets_the_next_request)
{
	static char buf[FUSE_BUF];
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	uint32_t len = 0, opcode = 0;
	int status;
	pid_t pid;

	NEED_OP(IORING_OP_READ);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, self->fd, buf, sizeof(buf), 0);
	sqe->user_data = 7;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(50000);
	EXPECT_FALSE(cqe_ready(&ring));
	ASSERT_EQ(0, answer_init(self->fd, self->init_unique));
	/* The lookup waits for an answer, until the connection goes. */
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		char path[64];
		struct stat st;

		/* Only the parent's descriptor may hold the connection. */
		close(self->fd);
		snprintf(path, sizeof(path), "%s/iou-name", self->dir);
		stat(path, &st);
		_exit(0);
	}
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	ASSERT_LT(40, cqe.res);
	memcpy(&len, buf, 4);
	memcpy(&opcode, buf + 4, 4);
	EXPECT_EQ((uint32_t)cqe.res, len);
	EXPECT_EQ(1, opcode);
	EXPECT_EQ(0, strcmp("iou-name", buf + 40));
	/* Aborting the connection ends the lookup. */
	umount2(self->dir, MNT_DETACH);
	self->mounted = 0;
	close(self->fd);
	self->fd = -1;
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
