// SPDX-License-Identifier: GPL-2.0
/*
 * An O_DIRECT write whose inline attempt (IOCB_NOWAIT) moves part of its
 * data and then finds that the rest needs blocks allocated: xfs refuses
 * that under IOMAP_NOWAIT with -EAGAIN after the first extent's bios
 * are in flight, and the direct I/O completes with -EAGAIN (upstream
 * b63534c41e20 re-issues it; 842163154b87 and cd65869512ab restore
 * the iterator for that).  The request must complete with every byte,
 * at the right offsets: the file is read back.  The same on an IOPOLL
 * ring, and with the hole first and with a read (which never
 * allocates), as controls.
 */
#include <sys/stat.h>
#include <sys/vfs.h>

#include "helpers.h"

#define LEN	(256 * 1024)

FIXTURE(dio) {
	struct io_uring ring;
	char path[PATH_MAX];
	int fd;
	void *buf;
};

FIXTURE_SETUP(dio)
{
	struct statfs sf;

	self->fd = -1;
	self->buf = NULL;
	if (statfs(XFS_DIR, &sf) || sf.f_type != 0x58465342)
		SKIP(return, "no xfs at %s", XFS_DIR);
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	snprintf(self->path, sizeof(self->path), "%s/dio_eagain.%d",
		 XFS_DIR, getpid());
	self->fd = open(self->path, O_RDWR | O_CREAT | O_TRUNC | O_DIRECT,
			0644);
	ASSERT_LE(0, self->fd);
	self->buf = aligned_buf(LEN);
	ASSERT_NE(NULL, self->buf);
}

FIXTURE_TEARDOWN(dio)
{
	if (self->fd >= 0) {
		close(self->fd);
		unlink(self->path);
		io_uring_queue_exit(&self->ring);
	}
	free(self->buf);
}

/* @len bytes of pattern @seed at @off, written with pwrite(2). */
static int put(int fd, void *buf, size_t len, unsigned int seed, off_t off)
{
	fill_pattern(buf, len, seed, off);
	return pwrite(fd, buf, len, off) == (ssize_t)len ? 0 : -1;
}

/* The whole file is pattern @seed: -1, else the first offset that is not. */
static long file_is(int fd, void *buf, unsigned int seed)
{
	if (pread(fd, buf, LEN, 0) != LEN)
		return -2;
	return check_pattern(buf, LEN, seed, 0);
}

static int ring_rw(struct io_uring *ring, int fd, void *buf, int write)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	if (write)
		io_uring_prep_write(sqe, fd, buf, LEN, 0);
	else
		io_uring_prep_read(sqe, fd, buf, LEN, 0);
	return submit_res(ring, sqe);
}

/*
 * Blocks at the start, a hole after: the first extent's bios go out,
 * then the allocation is refused.  8 rounds.
 */
static void extent_then_hole(struct __test_metadata *_metadata,
			     struct io_uring *ring, int fd, void *buf)
{
	int i;

	for (i = 0; i < 8; i++) {
		ASSERT_EQ(0, ftruncate(fd, 0));
		ASSERT_EQ(0, put(fd, buf, 64 * 1024, 1, 0));
		ASSERT_EQ(0, fsync(fd));
		ASSERT_EQ(0, ftruncate(fd, LEN));
		fill_pattern(buf, LEN, 2 + i, 0);
		ASSERT_EQ(LEN, ring_rw(ring, fd, buf, 1));
		ASSERT_EQ(-1, file_is(fd, buf, 2 + i));
	}
}

TEST_F(dio, write_of_an_extent_then_a_hole_moves_every_byte)
{
	extent_then_hole(_metadata, &self->ring, self->fd, self->buf);
}

TEST_F(dio, iopoll_write_of_an_extent_then_a_hole_moves_every_byte)
{
	struct io_uring ring;

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, IORING_SETUP_IOPOLL));
	extent_then_hole(_metadata, &ring, self->fd, self->buf);
	io_uring_queue_exit(&ring);
}

TEST_F(dio, write_of_a_hole_then_an_extent_moves_every_byte)
{
	ASSERT_EQ(0, ftruncate(self->fd, LEN));
	ASSERT_EQ(0, put(self->fd, self->buf, 64 * 1024, 1, LEN - 64 * 1024));
	ASSERT_EQ(0, fsync(self->fd));
	fill_pattern(self->buf, LEN, 3, 0);
	ASSERT_EQ(LEN, ring_rw(&self->ring, self->fd, self->buf, 1));
	ASSERT_EQ(-1, file_is(self->fd, self->buf, 3));
}

TEST_F(dio, read_of_written_extents)
{
	ASSERT_EQ(0, put(self->fd, self->buf, LEN, 4, 0));
	ASSERT_EQ(0, fsync(self->fd));
	memset(self->buf, 0, LEN);
	ASSERT_EQ(LEN, ring_rw(&self->ring, self->fd, self->buf, 0));
	ASSERT_EQ(-1, check_pattern(self->buf, LEN, 4, 0));
}

TEST_HARNESS_MAIN
