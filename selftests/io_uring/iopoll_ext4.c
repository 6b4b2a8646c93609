// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_SETUP_IOPOLL on ext4 (NVMe, io_poll=1): O_DIRECT reads and
 * writes polled to completion, through READV/WRITEV and
 * READ_FIXED/WRITE_FIXED, into holes, past the end of the file, into
 * fallocated (unwritten) extents, unaligned to the block, and to a file
 * whose writes ext4 turns into buffered I/O (data journalling).  Every
 * CQE's res is checked, everything is read back through the ring, and
 * then again from disk after the file system was unmounted and mounted
 * afresh.  The block layer's counters show that the driver was polled.
 */
#include <linux/fs.h>
#include <sys/ioctl.h>

#include "helpers.h"

#define KB		1024

FIXTURE(ext4) {
	struct io_uring ring;
	char path[PATH_MAX];
	int fd;
};

FIXTURE_SETUP(ext4)
{
	if (!dev_of(EXT4_DIR))
		SKIP(return, "no ext4 on %s", EXT4_DIR);
	ASSERT_EQ(0, io_uring_queue_init(32, &self->ring, IORING_SETUP_IOPOLL));
	snprintf(self->path, sizeof(self->path), "%s/iopoll.XXXXXX", EXT4_DIR);
	self->fd = mkostemp(self->path, O_DIRECT);
	ASSERT_GE(self->fd, 0);
}

FIXTURE_TEARDOWN(ext4)
{
	io_uring_queue_exit(&self->ring);
	if (self->fd >= 0)
		close(self->fd);
	unlink(self->path);
}

/* One polled read or write: what it does and the res it must give. */
struct pio {
	int write, fixed;	/* fixed: registered buffer 0 */
	char *buf;
	size_t len;
	off_t off;
	int res;
	struct iovec v;
};

/* Submit @nr polled requests in one batch; returns how many CQEs were wrong. */
static int run_pio(struct io_uring *ring, int fd, struct pio *io, int nr)
{
	struct io_uring_cqe cqe;
	unsigned long seen = 0;
	int bad = 0;

	for (int i = 0; i < nr; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

		io[i].v.iov_base = io[i].buf;
		io[i].v.iov_len = io[i].len;
		prep_rw(sqe, fd, io[i].write, io[i].fixed ? 0 : -1, &io[i].v,
			io[i].off);
		sqe->user_data = i;
	}
	if (io_uring_submit(ring) != nr)
		return nr;
	for (int i = 0; i < nr; i++) {
		if (wait_one(ring, &cqe))
			return nr;
		if (cqe.user_data >= (unsigned int)nr ||
		    seen & (1UL << cqe.user_data) ||
		    cqe.res != io[cqe.user_data].res) {
			printf("# request %llu: res %d\n",
			       (unsigned long long)cqe.user_data, cqe.res);
			bad++;
			continue;
		}
		seen |= 1UL << cqe.user_data;
	}
	return bad;
}

static void pio_set(struct pio *io, int write, int fixed, char *buf,
		    size_t len, off_t off, int res)
{
	memset(io, 0, sizeof(*io));
	io->write = write;
	io->fixed = fixed;
	io->buf = buf;
	io->len = len;
	io->off = off;
	io->res = res;
}

/* @nr requests of @len bytes each, at @off + i * @stride, from/to @buf. */
static void pio_span(struct pio *io, int nr, int write, int fixed, char *buf,
		     size_t len, off_t off, off_t stride)
{
	for (int i = 0; i < nr; i++)
		pio_set(&io[i], write, fixed, buf + i * len, len,
			off + i * stride, (int)len);
}

/* pio_span() and run_pio() in one: the wrong CQEs of @nr requests. */
static int run_span(struct io_uring *ring, int fd, int nr, int write,
		    int fixed, char *buf, size_t len, off_t off, off_t stride)
{
	struct pio io[16];

	if (nr > 16)
		return nr;
	pio_span(io, nr, write, fixed, buf, len, off, stride);
	return run_pio(ring, fd, io, nr);
}

/* Unmount ext4 and mount it again: what follows reads from the disk. */
static int remount_ext4(void)
{
	char dev[128];
	const char *d = dev_of(EXT4_DIR);

	if (!d)
		return -1;
	snprintf(dev, sizeof(dev), "%s", d);
	if (syscall(SYS_umount2, EXT4_DIR, 0))
		return -2;
	return syscall(SYS_mount, dev, EXT4_DIR, "ext4", 0, NULL) ? -3 : 0;
}

/*
 * After a fresh mount, compare [off, off + len) of @path with the pattern
 * of @seed (or zeroes when @seed is 0).  -1 when all match, else the
 * offset of the first difference.
 */
static long disk_check(const char *path, unsigned int seed, off_t off,
		       size_t len)
{
	char *buf = malloc(len);
	int fd = open(path, O_RDONLY);
	long ret = -2;

	if (buf && fd >= 0 && pread(fd, buf, len, off) == (ssize_t)len) {
		ret = -1;
		if (seed)
			ret = check_pattern(buf, len, seed, off);
		else
			for (size_t i = 0; i < len && ret == -1; i++)
				if (buf[i])
					ret = i;
		if (ret >= 0)
			ret += off;
	}
	if (fd >= 0)
		close(fd);
	free(buf);
	return ret;
}

/* Close the test's file and mount ext4 afresh, for disk_check(). */
static int close_and_remount(int *fd)
{
	close(*fd);
	*fd = -1;
	return remount_ext4();
}

/* Writes into holes of a sparse file (blocks allocated at completion). */
TEST_F(ext4, writes_into_holes)
{
	enum { NR = 8, LEN = 64 * KB, STRIDE = 128 * KB };
	char *buf = aligned_buf(NR * LEN);

	ASSERT_NE(NULL, buf);
	ASSERT_EQ(0, ftruncate(self->fd, NR * STRIDE));
	for (int i = 0; i < NR; i++)
		fill_pattern(buf + i * LEN, LEN, 41, i * STRIDE);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 1, 0, buf, LEN, 0, STRIDE));
	memset(buf, 0, NR * LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 0, 0, buf, LEN, 0, STRIDE));
	for (int i = 0; i < NR; i++)
		EXPECT_EQ(-1, check_pattern(buf + i * LEN, LEN, 41, i * STRIDE));

	ASSERT_EQ(0, close_and_remount(&self->fd));
	for (int i = 0; i < NR; i++) {
		EXPECT_EQ(-1, disk_check(self->path, 41, i * STRIDE, LEN));
		EXPECT_EQ(-1, disk_check(self->path, 0, i * STRIDE + LEN,
					 STRIDE - LEN));
	}
	free(buf);
}

/* READ_FIXED and WRITE_FIXED over blocks already written. */
TEST_F(ext4, fixed_buffers)
{
	enum { NR = 4, LEN = 64 * KB };
	char *buf = aligned_buf(2 * NR * LEN), *rd = buf + NR * LEN;
	struct iovec v = { buf, 2 * NR * LEN };

	ASSERT_NE(NULL, buf);
	memset(buf, 0x5a, NR * LEN);
	ASSERT_EQ(NR * LEN, pwrite(self->fd, buf, NR * LEN, 0));
	ASSERT_EQ(0, fsync(self->fd));
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &v, 1));
	fill_pattern(buf, NR * LEN, 43, 0);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 1, 1, buf, LEN, 0, LEN));
	memset(rd, 0, NR * LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 0, 1, rd, LEN, 0, LEN));
	EXPECT_EQ(-1, check_pattern(rd, NR * LEN, 43, 0));
	ASSERT_EQ(0, io_uring_unregister_buffers(&self->ring));

	ASSERT_EQ(0, close_and_remount(&self->fd));
	EXPECT_EQ(-1, disk_check(self->path, 43, 0, NR * LEN));
	free(buf);
}

/*
 * Writes past the end of the file, all in one batch: each extends it
 * (direct-io waits for those, polling) and the size is right.
 */
TEST_F(ext4, extending_writes)
{
	enum { NR = 8, LEN = 64 * KB };
	char *buf = aligned_buf(NR * LEN);
	struct pio io[NR];
	struct stat st;

	ASSERT_NE(NULL, buf);
	fill_pattern(buf, NR * LEN, 47, 0);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 1, 0, buf, LEN, 0, LEN));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ(NR * LEN, st.st_size);
	memset(buf, 0, NR * LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 0, 0, buf, LEN, 0, LEN));
	EXPECT_EQ(-1, check_pattern(buf, NR * LEN, 47, 0));
	/* A read past the end gives 0 bytes. */
	pio_span(io, 1, 0, 0, buf, LEN, NR * LEN, 0);
	io[0].res = 0;
	EXPECT_EQ(0, run_pio(&self->ring, self->fd, io, 1));

	ASSERT_EQ(0, close_and_remount(&self->fd));
	ASSERT_EQ(0, stat(self->path, &st));
	EXPECT_EQ(NR * LEN, st.st_size);
	EXPECT_EQ(-1, disk_check(self->path, 47, 0, NR * LEN));
	free(buf);
}

/*
 * fallocate()d extents are unwritten: they read as zeroes, and a write
 * into them is converted at its completion (deferred to a workqueue,
 * after the bio completed).  With FALLOC_FL_KEEP_SIZE the write also
 * extends the file.
 */
TEST_F(ext4, writes_into_fallocated_extents)
{
	enum { NR = 4, LEN = 64 * KB, STRIDE = 192 * KB, SIZE = 1024 * KB };
	char *buf = aligned_buf(NR * LEN);
	struct stat st;

	ASSERT_NE(NULL, buf);
	ASSERT_EQ(0, fallocate(self->fd, 0, 0, SIZE));
	ASSERT_EQ(0, fallocate(self->fd, FALLOC_FL_KEEP_SIZE, SIZE, SIZE));
	memset(buf, 0xff, LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd, 1, 0, 0, buf, LEN, 0, 0));
	for (int i = 0; i < LEN; i++)
		if (buf[i]) {
			EXPECT_EQ(0, buf[i]);
			break;
		}

	for (int i = 0; i < NR; i++)
		fill_pattern(buf + i * LEN, LEN, 53, LEN + i * STRIDE);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 1, 0, buf, LEN, LEN, STRIDE));
	/* Inside the fallocated, kept-size part beyond the end. */
	fill_pattern(buf, LEN, 59, SIZE + 2 * LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      1, 1, 0, buf, LEN, SIZE + 2 * LEN, 0));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ(SIZE + 3 * LEN, st.st_size);

	memset(buf, 0, NR * LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 0, 0, buf, LEN, LEN, STRIDE));
	for (int i = 0; i < NR; i++)
		EXPECT_EQ(-1, check_pattern(buf + i * LEN, LEN, 53,
					    LEN + i * STRIDE));

	ASSERT_EQ(0, close_and_remount(&self->fd));
	EXPECT_EQ(-1, disk_check(self->path, 0, 0, LEN));
	for (int i = 0; i < NR; i++) {
		EXPECT_EQ(-1, disk_check(self->path, 53, LEN + i * STRIDE, LEN));
		EXPECT_EQ(-1, disk_check(self->path, 0, 2 * LEN + i * STRIDE,
					 STRIDE - LEN));
	}
	EXPECT_EQ(-1, disk_check(self->path, 0, SIZE, 2 * LEN));
	EXPECT_EQ(-1, disk_check(self->path, 59, SIZE + 2 * LEN, LEN));
	free(buf);
}

/*
 * Sector-aligned writes that are not block-aligned: ext4 serialises
 * them (unaligned direct AIO); every other 512-byte sector of a written
 * 64 KiB range is rewritten in one batch.  Unaligned to the sector, the
 * offset or the buffer gives -EINVAL, as it does without io_uring.
 */
TEST_F(ext4, unaligned_writes)
{
	enum { NR = 16, SECT = 512, LEN = 64 * KB };
	char *buf = aligned_buf(LEN + 4096), *sect = aligned_buf(NR * SECT);
	struct pio io[NR];

	ASSERT_NE(NULL, buf);
	ASSERT_NE(NULL, sect);
	fill_pattern(buf, LEN, 61, 0);
	ASSERT_EQ(LEN, pwrite(self->fd, buf, LEN, 0));
	ASSERT_EQ(0, fsync(self->fd));
	for (int i = 0; i < NR; i++) {
		off_t off = (2 * i + 1) * SECT;

		fill_pattern(sect + i * SECT, SECT, 67, off);
		pio_set(&io[i], 1, 0, sect + i * SECT, SECT, off, SECT);
	}
	EXPECT_EQ(0, run_pio(&self->ring, self->fd, io, NR));

	memset(buf, 0, LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd, 1, 0, 0, buf, LEN, 0, 0));
	for (int s = 0; s < 2 * NR; s++)
		EXPECT_EQ(-1, check_pattern(buf + s * SECT, SECT,
					    s & 1 ? 67 : 61, s * SECT));

	pio_set(&io[0], 1, 0, sect, SECT, 100, -EINVAL);
	pio_set(&io[1], 1, 0, buf + 1, SECT, 4096, -EINVAL);
	pio_set(&io[2], 0, 0, buf, SECT, 100, -EINVAL);
	EXPECT_EQ(0, run_pio(&self->ring, self->fd, io, 3));

	ASSERT_EQ(0, close_and_remount(&self->fd));
	for (int s = 0; s < 2 * NR; s++)
		EXPECT_EQ(-1, disk_check(self->path, s & 1 ? 67 : 61,
					 s * SECT, SECT));
	free(buf);
	free(sect);
}

/*
 * ext4 does no direct I/O on a file with data journalling: O_DIRECT
 * reads and writes fall back to buffered I/O, complete before the call
 * returns, and still come back through the poll list.
 */
TEST_F(ext4, data_journalled_file_falls_back_to_buffered)
{
	enum { NR = 4, LEN = 64 * KB };
	char *buf = aligned_buf(NR * LEN);
	long flags = 0;

	ASSERT_NE(NULL, buf);
	ASSERT_EQ(0, ioctl(self->fd, FS_IOC_GETFLAGS, &flags));
	flags |= FS_JOURNAL_DATA_FL;
	ASSERT_EQ(0, ioctl(self->fd, FS_IOC_SETFLAGS, &flags));
	fill_pattern(buf, NR * LEN, 71, 0);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 1, 0, buf, LEN, 0, LEN));
	memset(buf, 0, NR * LEN);
	EXPECT_EQ(0, run_span(&self->ring, self->fd,
			      NR, 0, 0, buf, LEN, 0, LEN));
	EXPECT_EQ(-1, check_pattern(buf, NR * LEN, 71, 0));

	ASSERT_EQ(0, close_and_remount(&self->fd));
	EXPECT_EQ(-1, disk_check(self->path, 71, 0, NR * LEN));
	free(buf);
}

/*
 * Polling ext4 requests reaches the driver: of 200 small polled reads, some
 * are polled for (under TCG the interrupt often wins the race).
 */
TEST_F(ext4, driver_is_polled)
{
	enum { LEN = 4096, NR = 200 };
	char *buf = aligned_buf(NR * LEN);
	const char *dev = dev_of(EXT4_DIR);
	long before;

	if (no_poll_counter(dev))
		SKIP(free(buf), "%s", no_poll_counter(dev));
	ASSERT_NE(NULL, buf);
	fill_pattern(buf, NR * LEN, 73, 0);
	ASSERT_EQ(NR * LEN, pwrite(self->fd, buf, NR * LEN, 0));
	ASSERT_EQ(0, fsync(self->fd));
	before = poll_invoked(dev);
	for (int i = 0; i < NR; i++) {
		memset(buf, 0, LEN);
		ASSERT_EQ(0, run_span(&self->ring, self->fd, 1, 0, 0, buf, LEN,
				      i * LEN, 0));
		ASSERT_EQ(-1, check_pattern(buf, LEN, 73, i * LEN));
	}
	printf("# driver polled %ld times for %d reads\n",
	       poll_invoked(dev) - before, NR);
	EXPECT_GT(poll_invoked(dev), before);
	free(buf);
}

TEST_HARNESS_MAIN
