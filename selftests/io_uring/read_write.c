// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_READ and IORING_OP_WRITE (upstream 5.6): the non-vectored
 * read and write, addr = buffer and len = its length.  Bytes written
 * and read back, offsets, a short read at EOF, O_DIRECT, a pipe (a read
 * of an empty pipe waits in a worker), -EBADF for a bad fd or the wrong
 * direction, and IORING_FEAT_RW_CUR_POS: off == -1 reads or writes at the
 * file position and advances it, for READ, WRITE, READV and WRITEV, and
 * two linked READs at -1 get consecutive parts of the file.  Each case
 * checks res, user_data and the bytes.  SKIPs on a kernel without the
 * opcodes (probe) or the feature bit.
 */
#include <sys/uio.h>

#include "helpers.h"

FIXTURE(rw) {
	struct io_uring ring;
	char path[256];
	int fd;
};

FIXTURE_SETUP(rw)
{
	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, 0));
	self->fd = test_file("read_write", 0, self->path, sizeof(self->path));
	if (self->fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
}

FIXTURE_TEARDOWN(rw)
{
	if (self->fd >= 0) {
		close(self->fd);
		unlink(self->path);
	}
	io_uring_queue_exit(&self->ring);
}

#define CUR_POS ((uint64_t)-1)

/* A READ (or WRITE, when @write) of @len bytes at @off, as request @data. */
static struct io_uring_sqe *rw_sqe(struct io_uring *ring, int write, int fd,
				   void *buf, unsigned int len, uint64_t off,
				   uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	if (write)
		io_uring_prep_write(sqe, fd, buf, len, off);
	else
		io_uring_prep_read(sqe, fd, buf, len, off);
	sqe->user_data = data;
	return sqe;
}

static off_t file_pos(int fd)
{
	return lseek(fd, 0, SEEK_CUR);
}

#define NEED_CUR_POS()							\
	do {								\
		if (!(self->ring.features & IORING_FEAT_RW_CUR_POS))	\
			SKIP(return, "no IORING_FEAT_RW_CUR_POS "	\
			     "(before the 5.6 level)");			\
	} while (0)

TEST_F(rw, write_then_read_returns_the_pattern)
{
	static unsigned char buf[16384], back[16384];

	NEED_OP(IORING_OP_READ);
	NEED_OP(IORING_OP_WRITE);
	fill_pattern(buf, sizeof(buf), 1, 0);
	rw_sqe(&self->ring, 1, self->fd, buf, sizeof(buf), 0, 1);
	ASSERT_EQ((int)sizeof(buf), run1(&self->ring, 1));
	/* pread(2) sees what WRITE wrote... */
	ASSERT_EQ((ssize_t)sizeof(back), pread(self->fd, back, sizeof(back), 0));
	EXPECT_EQ(-1, check_pattern(back, sizeof(back), 1, 0));
	/* ...and READ brings the same bytes back. */
	memset(back, 0, sizeof(back));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), 0, 2);
	ASSERT_EQ((int)sizeof(back), run1(&self->ring, 2));
	EXPECT_EQ(-1, check_pattern(back, sizeof(back), 1, 0));
	/* The file position is left alone by explicit offsets. */
	EXPECT_EQ(0, file_pos(self->fd));
}

TEST_F(rw, write_and_read_at_an_offset)
{
	static unsigned char buf[5000], back[200], zero[200];
	struct stat st;

	NEED_OP(IORING_OP_READ);
	NEED_OP(IORING_OP_WRITE);
	fill_pattern(buf, sizeof(buf), 2, 12345);
	rw_sqe(&self->ring, 1, self->fd, buf, sizeof(buf), 12345, 3);
	ASSERT_EQ((int)sizeof(buf), run1(&self->ring, 3));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ(12345 + 5000, st.st_size);
	/* Inside the written range: the pattern of that offset. */
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), 12345 + 777, 4);
	ASSERT_EQ((int)sizeof(back), run1(&self->ring, 4));
	EXPECT_EQ(-1, check_pattern(back, sizeof(back), 2, 12345 + 777));
	/* Before it: the hole reads as zeros. */
	memset(back, 0xff, sizeof(back));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), 4096, 5);
	ASSERT_EQ((int)sizeof(back), run1(&self->ring, 5));
	EXPECT_EQ(0, memcmp(back, zero, sizeof(back)));
}

TEST_F(rw, short_read_at_eof_and_zero_past_it)
{
	unsigned char buf[1000], back[4096];

	NEED_OP(IORING_OP_READ);
	fill_pattern(buf, sizeof(buf), 3, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), 900, 6);
	ASSERT_EQ(100, run1(&self->ring, 6));
	EXPECT_EQ(-1, check_pattern(back, 100, 3, 900));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), 1000, 7);
	EXPECT_EQ(0, run1(&self->ring, 7));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), 1 << 20, 8);
	EXPECT_EQ(0, run1(&self->ring, 8));
}

/* O_DIRECT where the file system has it; else the same bytes buffered. */
TEST_F(rw, odirect_write_then_read)
{
	unsigned char *buf, *back;
	int dfd;

	NEED_OP(IORING_OP_READ);
	NEED_OP(IORING_OP_WRITE);
	buf = aligned_buf(8192);
	back = aligned_buf(8192);
	ASSERT_TRUE(buf && back);
	dfd = open(self->path, O_RDWR | O_DIRECT);
	if (dfd < 0 && errno == EINVAL) {
		TH_LOG("%s has no O_DIRECT: buffered instead", test_dir());
		dfd = open(self->path, O_RDWR);
	}
	ASSERT_LE(0, dfd);
	fill_pattern(buf, 8192, 4, 4096);
	rw_sqe(&self->ring, 1, dfd, buf, 8192, 4096, 9);
	ASSERT_EQ(8192, run1(&self->ring, 9));
	memset(back, 0, 8192);
	rw_sqe(&self->ring, 0, dfd, back, 8192, 4096, 10);
	ASSERT_EQ(8192, run1(&self->ring, 10));
	EXPECT_EQ(-1, check_pattern(back, 8192, 4, 4096));
	/* Through the page cache, the same bytes. */
	memset(back, 0, 8192);
	ASSERT_EQ(8192, pread(self->fd, back, 8192, 4096));
	EXPECT_EQ(-1, check_pattern(back, 8192, 4, 4096));
	close(dfd);
	free(buf);
	free(back);
}

/* A READ of an empty pipe does not block submission; a worker waits. */
TEST_F(rw, pipe_read_waits_for_a_later_write)
{
	char buf[32] = { 0 }, msg[] = "later", got[8] = { 0 };
	int p[2];

	NEED_OP(IORING_OP_READ);
	NEED_OP(IORING_OP_WRITE);
	ASSERT_EQ(0, pipe(p));
	rw_sqe(&self->ring, 0, p[0], buf, sizeof(buf), 0, 11);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ((ssize_t)sizeof(msg), write(p[1], msg, sizeof(msg)));
	{
		struct io_uring_cqe cqe;

		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(11, cqe.user_data);
		EXPECT_EQ((int)sizeof(msg), cqe.res);
		EXPECT_EQ(0, memcmp(buf, msg, sizeof(msg)));
	}
	/* A WRITE into the pipe comes out of the other end. */
	rw_sqe(&self->ring, 1, p[1], "piped", 5, 0, 12);
	ASSERT_EQ(5, run1(&self->ring, 12));
	ASSERT_EQ(5, read(p[0], got, sizeof(got)));
	EXPECT_EQ(0, memcmp(got, "piped", 5));
	close(p[0]);
	close(p[1]);
}

TEST_F(rw, bad_fd_is_ebadf)
{
	char buf[16] = "0123456789abcde";
	int gone;

	NEED_OP(IORING_OP_READ);
	NEED_OP(IORING_OP_WRITE);
	/* An fd number that was open a moment ago. */
	gone = dup(self->fd);
	ASSERT_LE(0, gone);
	close(gone);
	rw_sqe(&self->ring, 0, gone, buf, sizeof(buf), 0, 13);
	EXPECT_EQ(-EBADF, run1(&self->ring, 13));
	rw_sqe(&self->ring, 1, gone, buf, sizeof(buf), 0, 14);
	EXPECT_EQ(-EBADF, run1(&self->ring, 14));
	rw_sqe(&self->ring, 0, -1, buf, sizeof(buf), 0, 15);
	EXPECT_EQ(-EBADF, run1(&self->ring, 15));
}

TEST_F(rw, wrong_direction_is_ebadf)
{
	char buf[16] = "0123456789abcde", back[16];
	int wo, ro;

	NEED_OP(IORING_OP_READ);
	NEED_OP(IORING_OP_WRITE);
	ASSERT_EQ(16, pwrite(self->fd, buf, 16, 0));
	wo = open(self->path, O_WRONLY);
	ro = open(self->path, O_RDONLY);
	ASSERT_LE(0, wo);
	ASSERT_LE(0, ro);
	memset(back, 0x5a, sizeof(back));
	rw_sqe(&self->ring, 0, wo, back, sizeof(back), 0, 16);
	EXPECT_EQ(-EBADF, run1(&self->ring, 16));
	EXPECT_EQ(0x5a, back[0]);
	rw_sqe(&self->ring, 1, ro, "XXXX", 4, 0, 17);
	EXPECT_EQ(-EBADF, run1(&self->ring, 17));
	ASSERT_EQ(16, pread(self->fd, back, 16, 0));
	EXPECT_EQ(0, memcmp(back, buf, 16));
	close(wo);
	close(ro);
}

TEST_F(rw, read_at_minus_one_uses_and_advances_the_file_position)
{
	unsigned char buf[8192], back[1000];

	NEED_OP(IORING_OP_READ);
	NEED_CUR_POS();
	fill_pattern(buf, sizeof(buf), 5, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	ASSERT_EQ(100, lseek(self->fd, 100, SEEK_SET));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), CUR_POS, 18);
	ASSERT_EQ(1000, run1(&self->ring, 18));
	EXPECT_EQ(-1, check_pattern(back, 1000, 5, 100));
	EXPECT_EQ(1100, file_pos(self->fd));
	/* An explicit offset reads there and leaves the position be. */
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), 5000, 19);
	ASSERT_EQ(1000, run1(&self->ring, 19));
	EXPECT_EQ(-1, check_pattern(back, 1000, 5, 5000));
	EXPECT_EQ(1100, file_pos(self->fd));
	/* At EOF: short, then 0; the position stops at the end. */
	ASSERT_EQ(8000, lseek(self->fd, 8000, SEEK_SET));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), CUR_POS, 20);
	ASSERT_EQ(192, run1(&self->ring, 20));
	EXPECT_EQ(-1, check_pattern(back, 192, 5, 8000));
	rw_sqe(&self->ring, 0, self->fd, back, sizeof(back), CUR_POS, 21);
	EXPECT_EQ(0, run1(&self->ring, 21));
	EXPECT_EQ(8192, file_pos(self->fd));
}

TEST_F(rw, write_at_minus_one_uses_and_advances_the_file_position)
{
	unsigned char buf[300], back[300];

	NEED_OP(IORING_OP_WRITE);
	NEED_CUR_POS();
	fill_pattern(buf, sizeof(buf), 6, 50);
	ASSERT_EQ(50, lseek(self->fd, 50, SEEK_SET));
	rw_sqe(&self->ring, 1, self->fd, buf, sizeof(buf), CUR_POS, 22);
	ASSERT_EQ(300, run1(&self->ring, 22));
	EXPECT_EQ(350, file_pos(self->fd));
	ASSERT_EQ(300, pread(self->fd, back, 300, 50));
	EXPECT_EQ(-1, check_pattern(back, 300, 6, 50));
	/* A second one goes on where the first stopped. */
	fill_pattern(buf, sizeof(buf), 6, 350);
	rw_sqe(&self->ring, 1, self->fd, buf, sizeof(buf), CUR_POS, 23);
	ASSERT_EQ(300, run1(&self->ring, 23));
	EXPECT_EQ(650, file_pos(self->fd));
	ASSERT_EQ(300, pread(self->fd, back, 300, 350));
	EXPECT_EQ(-1, check_pattern(back, 300, 6, 350));
}

TEST_F(rw, readv_writev_at_minus_one_use_the_file_position)
{
	unsigned char buf[3000], back[3000];
	struct iovec v[2] = { { buf, 1000 }, { buf + 1000, 2000 } };
	struct io_uring_sqe *sqe;

	NEED_OP(IORING_OP_WRITEV);
	NEED_CUR_POS();
	fill_pattern(buf, sizeof(buf), 7, 10);
	ASSERT_EQ(10, lseek(self->fd, 10, SEEK_SET));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_writev(sqe, self->fd, v, 2, CUR_POS);
	sqe->user_data = 24;
	ASSERT_EQ(3000, run1(&self->ring, 24));
	EXPECT_EQ(3010, file_pos(self->fd));
	ASSERT_EQ(3000, pread(self->fd, back, 3000, 10));
	EXPECT_EQ(-1, check_pattern(back, 3000, 7, 10));

	memset(buf, 0, sizeof(buf));
	ASSERT_EQ(510, lseek(self->fd, 510, SEEK_SET));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, self->fd, v, 2, CUR_POS);
	sqe->user_data = 25;
	/* From 510 to the end at 3010. */
	ASSERT_EQ(2500, run1(&self->ring, 25));
	EXPECT_EQ(-1, check_pattern(buf, 2500, 7, 510));
	EXPECT_EQ(3010, file_pos(self->fd));
}

/*
 * A chain runs in order: the second READ starts where the first ended.
 * The position is read when a request runs, not at prep: upstream 5.6
 * itself read it at prep (io_prep_rw()), which gave both READs the same
 * part; the level has upstream's later fix d34e1e5b396a ("io_uring:
 * update kiocb->ki_pos at execution time"), as patch 0088 says.
 */
TEST_F(rw, linked_reads_at_minus_one_get_consecutive_parts)
{
	static unsigned char buf[4096], a[1000], b[1000];
	struct io_uring_cqe c[2];

	NEED_OP(IORING_OP_READ);
	NEED_CUR_POS();
	fill_pattern(buf, sizeof(buf), 8, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	ASSERT_EQ(7, lseek(self->fd, 7, SEEK_SET));
	rw_sqe(&self->ring, 0, self->fd, a, sizeof(a), CUR_POS, 26)->flags =
		IOSQE_IO_LINK;
	rw_sqe(&self->ring, 0, self->fd, b, sizeof(b), CUR_POS, 27);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(26, c[0].user_data);
	EXPECT_EQ(1000, c[0].res);
	EXPECT_EQ(27, c[1].user_data);
	EXPECT_EQ(1000, c[1].res);
	EXPECT_EQ(-1, check_pattern(a, sizeof(a), 8, 7));
	EXPECT_EQ(-1, check_pattern(b, sizeof(b), 8, 1007));
	EXPECT_EQ(2007, file_pos(self->fd));
}

TEST_HARNESS_MAIN
