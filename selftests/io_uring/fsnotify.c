// SPDX-License-Identifier: GPL-2.0
/*
 * io_uring's reads and writes tell inotify what read(2) and write(2)
 * would: IN_ACCESS for a read that moved data, IN_MODIFY for a write,
 * on the file's watch and its directory's, by the time the CQE is seen
 * (upstream f63cf5192fe3, b000145e9907).  Buffered I/O completes in the
 * submitter or a worker; O_DIRECT completes in interrupts, and its
 * notification is deferred with the CQE.  A read at the end of the file
 * notifies too, as upstream's does.
 */
#include <sys/inotify.h>
#include "helpers.h"

FIXTURE(fsn) {
	struct io_uring ring;
	char dir[PATH_MAX], path[PATH_MAX + 8];
	int fd, ifd, wfile, wdir;
};

FIXTURE_SETUP(fsn)
{
	char *buf;

	self->ifd = -1;
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	snprintf(self->dir, sizeof(self->dir), "%s/fsn.%d", test_dir(),
		 getpid());
	if (mkdir(self->dir, 0755))
		SKIP(return, "no writable test directory %s", test_dir());
	snprintf(self->path, sizeof(self->path), "%s/f", self->dir);
	self->fd = open(self->path, O_RDWR | O_CREAT, 0644);
	ASSERT_LE(0, self->fd);
	buf = aligned_buf(8192);
	ASSERT_NE(NULL, buf);
	memset(buf, 'a', 8192);
	ASSERT_EQ(8192, pwrite(self->fd, buf, 8192, 0));
	ASSERT_EQ(0, fsync(self->fd));
	free(buf);
	self->ifd = inotify_init1(IN_NONBLOCK);
	ASSERT_LE(0, self->ifd);
	self->wfile = inotify_add_watch(self->ifd, self->path,
					IN_ACCESS | IN_MODIFY);
	self->wdir = inotify_add_watch(self->ifd, self->dir,
				       IN_ACCESS | IN_MODIFY);
	ASSERT_LE(0, self->wfile);
	ASSERT_LE(0, self->wdir);
}

FIXTURE_TEARDOWN(fsn)
{
	if (self->ifd >= 0)
		close(self->ifd);
	close(self->fd);
	unlink(self->path);
	rmdir(self->dir);
	io_uring_queue_exit(&self->ring);
}

/*
 * The events queued now, without waiting: how many carry @mask on the
 * file's watch and on the directory's (for the child named "f").
 */
static void events(int ifd, uint32_t mask, int *on_file, int *on_dir)
{
	char buf[4096] __attribute__((aligned(8)));
	ssize_t n;

	*on_file = *on_dir = 0;
	while ((n = read(ifd, buf, sizeof(buf))) > 0) {
		for (char *p = buf; p < buf + n;) {
			struct inotify_event *e = (struct inotify_event *)p;

			if (e->mask & mask) {
				if (e->len && !strcmp(e->name, "f"))
					(*on_dir)++;
				else if (!e->len)
					(*on_file)++;
			}
			p += sizeof(*e) + e->len;
		}
	}
}

/*
 * One request on @fd (READ or WRITE of 4096 bytes at 0, @flags on the
 * SQE): its res, and the events it caused.
 */
static int one(struct _fixture_fsn *self,
	       int fd, int write, unsigned int flags, off_t off,
	       int *on_file, int *on_dir)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);
	struct io_uring_cqe cqe;
	static char *buf;

	if (!buf)
		buf = aligned_buf(4096);
	events(self->ifd, IN_ACCESS | IN_MODIFY, on_file, on_dir);
	if (write)
		io_uring_prep_write(sqe, fd, buf, 4096, off);
	else
		io_uring_prep_read(sqe, fd, buf, 4096, off);
	sqe->flags |= flags;
	sqe->user_data = 3;
	if (io_uring_submit(&self->ring) != 1 ||
	    wait_one(&self->ring, &cqe))
		return -1000;
	events(self->ifd, write ? IN_MODIFY : IN_ACCESS, on_file, on_dir);
	return cqe.res;
}

TEST_F(fsn, buffered_read_and_write_notify_before_the_cqe)
{
	int f, d;

	NEED_OP(IORING_OP_READ);
	EXPECT_EQ(4096, one(self, self->fd, 0, 0, 0, &f, &d));
	EXPECT_EQ(1, f);
	EXPECT_EQ(1, d);
	EXPECT_EQ(4096, one(self, self->fd, 1, 0, 0, &f, &d));
	EXPECT_EQ(1, f);
	EXPECT_EQ(1, d);
}

/* In a worker (IOSQE_ASYNC): the same events. */
TEST_F(fsn, reads_and_writes_in_a_worker_notify)
{
	int f, d;

	NEED_OP(IORING_OP_READ);
	EXPECT_EQ(4096, one(self, self->fd, 0, IOSQE_ASYNC, 0, &f, &d));
	EXPECT_EQ(1, f);
	EXPECT_EQ(1, d);
	EXPECT_EQ(4096, one(self, self->fd, 1, IOSQE_ASYNC, 0, &f, &d));
	EXPECT_EQ(1, f);
	EXPECT_EQ(1, d);
}

/* O_DIRECT completes in interrupts: notified all the same, first. */
TEST_F(fsn, direct_reads_and_writes_notify)
{
	int dfd, f, d, i;

	NEED_OP(IORING_OP_READ);
	dfd = open(self->path, O_RDWR | O_DIRECT);
	if (dfd < 0)
		SKIP(return, "no O_DIRECT in %s", test_dir());
	for (i = 0; i < 4; i++) {
		EXPECT_EQ(4096, one(self, dfd, i & 1, 0, 0, &f, &d));
		EXPECT_EQ(1, f);
		EXPECT_EQ(1, d);
	}
	close(dfd);
}

/*
 * A read at the end of the file moves nothing and still notifies, as
 * upstream's io_uring does (Debian's 5.10, 5.15's io_uring, shows it);
 * read(2) would not.
 */
TEST_F(fsn, read_at_the_end_notifies_as_upstream)
{
	int f, d;

	NEED_OP(IORING_OP_READ);
	EXPECT_EQ(0, one(self, self->fd, 0, 0, 8192, &f, &d));
	EXPECT_EQ(1, f);
	EXPECT_EQ(1, d);
}

TEST_HARNESS_MAIN
