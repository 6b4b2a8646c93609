// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_FSYNC and IORING_OP_SYNC_FILE_RANGE: data written through the
 * page cache is on the NVMe disk afterwards (read back from the block
 * device at the block FIEMAP reports), and v5.4's errno for bad input.
 */
#include <sys/ioctl.h>
#include <linux/fiemap.h>

#include "helpers.h"

#define LEN 65536

/* The disk under test_dir(): IOU_TEST_DEV, else the one it is mounted from. */
static const char *test_dev(void)
{
	const char *d = env_or("IOU_TEST_DEV", dev_of(test_dir()));

	return d ? d : "(no device)";
}

FIXTURE(synced) {
	struct io_uring ring;
	char path[256];
	int fd;
};

FIXTURE_SETUP(synced)
{
	struct stat dir, dev;

	if (stat(test_dir(), &dir) || stat(test_dev(), &dev) ||
	    dir.st_dev != dev.st_rdev)
		SKIP(return, "%s is not a file system on %s", test_dir(),
		     test_dev());
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	self->fd = test_file("sync", 0, self->path, sizeof(self->path));
	ASSERT_GE(self->fd, 0);
}

FIXTURE_TEARDOWN(synced)
{
	close(self->fd);
	unlink(self->path);
	io_uring_queue_exit(&self->ring);
}

/* The first extent of @fd: 1 found, 0 none. */
static int first_extent(int fd, struct fiemap_extent *out)
{
	struct {
		struct fiemap fm;
		struct fiemap_extent ext[1];
	} f;

	memset(&f, 0, sizeof(f));
	f.fm.fm_length = ~0ULL;
	f.fm.fm_extent_count = 1;
	if (ioctl(fd, FS_IOC_FIEMAP, &f.fm))
		return -1;
	if (!f.fm.fm_mapped_extents)
		return 0;
	*out = f.ext[0];
	return 1;
}

/* Whether the disk holds the pattern where the file's first block lives. */
static void expect_on_disk(struct __test_metadata *_metadata, int fd,
			   unsigned int seed, size_t len)
{
	struct fiemap_extent e;
	unsigned char *buf = aligned_buf(len);
	int dev;

	ASSERT_EQ(1, first_extent(fd, &e));
	EXPECT_EQ(0, e.fe_flags & (FIEMAP_EXTENT_DELALLOC |
				   FIEMAP_EXTENT_UNKNOWN));
	ASSERT_GE(e.fe_length, len);
	dev = open(test_dev(), O_RDONLY | O_DIRECT);
	ASSERT_GE(dev, 0);
	ASSERT_EQ((ssize_t)len, pread(dev, buf, len, e.fe_physical));
	EXPECT_EQ(-1, check_pattern(buf, len, seed, 0));
	close(dev);
	free(buf);
}

/* Write the pattern through the page cache: not on disk yet. */
static void write_cached(struct __test_metadata *_metadata, int fd,
			 unsigned int seed)
{
	static unsigned char buf[LEN];
	struct fiemap_extent e;

	fill_pattern(buf, LEN, seed, 0);
	ASSERT_EQ(LEN, pwrite(fd, buf, LEN, 0));
	/* ext4 delays allocation: no block yet. */
	if (first_extent(fd, &e) == 1)
		ASSERT_TRUE(e.fe_flags & FIEMAP_EXTENT_DELALLOC);
}

/* Submit @sqe, wait for its CQE and return the result. */
static int submit_one(struct __test_metadata *_metadata,
		      struct io_uring *ring, struct io_uring_sqe *sqe)
{
	struct io_uring_cqe cqe;

	sqe->user_data = 0x5f5f;
	EXPECT_EQ(1, io_uring_submit(ring));
	EXPECT_EQ(0, wait_one(ring, &cqe));
	EXPECT_EQ(0x5f5f, cqe.user_data);
	return cqe.res;
}

TEST_F(synced, fsync_of_the_whole_file_puts_cached_data_on_disk)
{
	struct io_uring_sqe *sqe;

	write_cached(_metadata, self->fd, 21);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, self->fd, 0);
	EXPECT_EQ(0, submit_one(_metadata, &self->ring, sqe));
	expect_on_disk(_metadata, self->fd, 21, LEN);
}

TEST_F(synced, fdatasync_of_a_range_puts_cached_data_on_disk)
{
	struct io_uring_sqe *sqe;

	write_cached(_metadata, self->fd, 22);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, self->fd, IORING_FSYNC_DATASYNC);
	sqe->off = 0;
	sqe->len = LEN;
	EXPECT_EQ(0, submit_one(_metadata, &self->ring, sqe));
	expect_on_disk(_metadata, self->fd, 22, LEN);
}

TEST_F(synced, sync_file_range_write_and_wait_puts_the_range_on_disk)
{
	struct io_uring_sqe *sqe;

	write_cached(_metadata, self->fd, 23);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_sync_file_range(sqe, self->fd, LEN, 0,
				      SYNC_FILE_RANGE_WAIT_BEFORE |
				      SYNC_FILE_RANGE_WRITE |
				      SYNC_FILE_RANGE_WAIT_AFTER);
	EXPECT_EQ(0, submit_one(_metadata, &self->ring, sqe));
	expect_on_disk(_metadata, self->fd, 23, LEN);
}

TEST_F(synced, fsync_rejects_unknown_flags_and_unused_fields)
{
	struct io_uring_sqe *sqe;

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, self->fd, 1U << 1);
	EXPECT_EQ(-EINVAL, submit_one(_metadata, &self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, self->fd, 0);
	sqe->addr = 1;
	EXPECT_EQ(-EINVAL, submit_one(_metadata, &self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, self->fd, 0);
	sqe->ioprio = 1;
	EXPECT_EQ(-EINVAL, submit_one(_metadata, &self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_sync_file_range(sqe, self->fd, 0, 0, 0);
	sqe->buf_index = 1;
	EXPECT_EQ(-EINVAL, submit_one(_metadata, &self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, -1, 0);
	EXPECT_EQ(-EBADF, submit_one(_metadata, &self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_sync_file_range(sqe, 9999, 0, 0, 0);
	EXPECT_EQ(-EBADF, submit_one(_metadata, &self->ring, sqe));
}

TEST_F(synced, sync_ops_give_the_errno_of_their_system_calls)
{
	struct io_uring_sqe *sqe;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	/* sync_file_range(2): unknown flag, negative offset, a pipe. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_sync_file_range(sqe, self->fd, 0, 0, 1U << 3);
	EXPECT_EQ(-EINVAL, submit_one(_metadata, &self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_sync_file_range(sqe, self->fd, 0, -4096, 0);
	EXPECT_EQ(-EINVAL, submit_one(_metadata, &self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_sync_file_range(sqe, p[0], 0, 0, SYNC_FILE_RANGE_WRITE);
	EXPECT_EQ(-ESPIPE, submit_one(_metadata, &self->ring, sqe));
	/* fsync(2) of a pipe. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, p[0], 0);
	EXPECT_EQ(-EINVAL, submit_one(_metadata, &self->ring, sqe));
	/* A read-only descriptor may be synced. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_fsync(sqe, open(self->path, O_RDONLY), 0);
	EXPECT_EQ(0, submit_one(_metadata, &self->ring, sqe));
	close(p[0]);
	close(p[1]);
}

TEST_HARNESS_MAIN
