// SPDX-License-Identifier: GPL-2.0
/*
 * A read of a regular file whose first page is in the page cache and the
 * rest is not: the attempt that does not wait stops after that page, and
 * the request must still read every byte asked for, as read(2) does
 * (upstream 227c0c9673d8, with the iterator handling CVE-2022-1508 showed
 * was needed).  READ, READV with the page boundary inside an iovec,
 * READ_FIXED, and a read at the file position; the chain after a read
 * that got every byte goes on.
 */
#include "helpers.h"

#define LEN 65536

FIXTURE(sr) {
	struct io_uring ring;
	int fd;
};

FIXTURE_SETUP(sr)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	self->fd = pattern_file("short-read", LEN, 42, NULL);
	if (self->fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
}

FIXTURE_TEARDOWN(sr)
{
	if (self->fd >= 0)
		close(self->fd);
	io_uring_queue_exit(&self->ring);
}

/*
 * Only the file's first page cached: written back and dropped, then read
 * without read-ahead.  Checked with mincore(), so that a case that would
 * pass with everything cached cannot pass by accident.
 */
static int first_page_only(int fd)
{
	unsigned char vec[LEN / 4096];
	char page[4096];
	void *map;
	int i, ret = 0;

	if (fsync(fd) || posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) ||
	    posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM) ||
	    pread(fd, page, sizeof(page), 0) != sizeof(page))
		return -1;
	map = mmap(NULL, LEN, PROT_READ, MAP_SHARED, fd, 0);
	if (map == MAP_FAILED)
		return -1;
	if (mincore(map, LEN, vec))
		ret = -1;
	for (i = 0; !ret && i < LEN / 4096; i++)
		if (!!(vec[i] & 1) != (i == 0))
			ret = -1;
	munmap(map, LEN);
	return ret;
}

static void check(struct __test_metadata *_metadata, struct io_uring *ring,
		  const char *buf)
{
	struct io_uring_cqe cqe;

	ASSERT_EQ(1, io_uring_submit(ring));
	ASSERT_EQ(0, wait_one(ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(LEN, cqe.res);
	EXPECT_EQ(-1, check_pattern(buf, LEN, 42, 0));
}

TEST_F(sr, read_gets_every_byte)
{
	static char buf[LEN];
	struct io_uring_sqe *sqe;

	NEED_OP(IORING_OP_READ);
	ASSERT_EQ(0, first_page_only(self->fd));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, buf, LEN, 0);
	sqe->user_data = 1;
	check(_metadata, &self->ring, buf);
}

/* The page boundary falls inside the first of three iovecs. */
TEST_F(sr, readv_gets_every_byte)
{
	static char buf[LEN];
	struct iovec iov[3] = {
		{ buf, 6000 }, { buf + 6000, 30000 },
		{ buf + 36000, LEN - 36000 },
	};
	struct io_uring_sqe *sqe;

	ASSERT_EQ(0, first_page_only(self->fd));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, self->fd, iov, 3, 0);
	sqe->user_data = 1;
	check(_metadata, &self->ring, buf);
}

TEST_F(sr, read_fixed_gets_every_byte)
{
	static char buf[LEN];
	struct iovec iov = { buf, LEN };
	struct io_uring_sqe *sqe;

	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &iov, 1));
	ASSERT_EQ(0, first_page_only(self->fd));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read_fixed(sqe, self->fd, buf, LEN, 0, 0);
	sqe->user_data = 1;
	check(_metadata, &self->ring, buf);
}

/* At the file position (off -1): it reads all and moves past it all. */
TEST_F(sr, read_at_the_file_position_gets_every_byte)
{
	static char buf[LEN];
	struct io_uring_sqe *sqe;

	NEED_OP(IORING_OP_READ);
	ASSERT_EQ(0, first_page_only(self->fd));
	ASSERT_EQ(0, lseek(self->fd, 0, SEEK_SET));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, buf, LEN, -1);
	sqe->user_data = 1;
	check(_metadata, &self->ring, buf);
	EXPECT_EQ(LEN, lseek(self->fd, 0, SEEK_CUR));
}

/* A read that got every byte does not fail its chain. */
TEST_F(sr, chain_goes_on_after_the_read)
{
	static char buf[LEN];
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	NEED_OP(IORING_OP_READ);
	ASSERT_EQ(0, first_page_only(self->fd));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, buf, LEN, 0);
	sqe->flags |= IOSQE_IO_LINK;
	sqe->user_data = 1;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(LEN, res[1]);
	EXPECT_EQ(0, res[2]);
	EXPECT_EQ(-1, check_pattern(buf, LEN, 42, 0));
}

/* Past the end of the file, the read is short, as read(2)'s. */
TEST_F(sr, read_across_the_end_is_short)
{
	static char buf[2 * LEN];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	NEED_OP(IORING_OP_READ);
	ASSERT_EQ(0, first_page_only(self->fd));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, buf, 2 * LEN, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(LEN, cqe.res);
	EXPECT_EQ(-1, check_pattern(buf, LEN, 42, 0));
}

TEST_HARNESS_MAIN
