// SPDX-License-Identifier: GPL-2.0
/*
 * Buffered reads of pages that are not in the page cache wait for them in
 * the submitter, not in a worker (5.9's asynchronous buffered reads,
 * bcf5a06304d6): on ext4, xfs and block devices (FMODE_BUF_RASYNC) such a
 * read completes with every byte asked for, or up to the end of the
 * file, and no io worker (iou-wrk-*) is ever made for it.  A kernel
 * without them hands each such read to a worker.  Each case runs in a
 * process of its own (the harness forks), so the workers counted are its
 * own.  Also: the cold read of a disk without read-ahead (c8d317aa1887);
 * of a device that completes 16 KiB a second, whose read is seen waiting
 * with no CQE and no worker; READV, READ_FIXED, a provided buffer, an
 * SQPOLL ring, a chain after the read; RWF_NOWAIT still -EAGAIN; a read
 * error of the device (-EIO, not a retry for good); exit, SIGKILL and the
 * ring's close while a read waits (the process ends at once); exec while
 * a read waits (the read does not land in the new program).  The cases
 * whose names say "without a worker" fail on a kernel without the
 * feature; the others guard results it must not change.
 */
#include <sys/mman.h>

#include "helpers.h"

#define LEN (256 * 1024)
#define SEED 77

/* How many threads of ours are io workers. */
static int workers(void)
{
	return threads_named(0, "iou-wrk-*", NULL, NULL);
}

/* How many pages of @fd's [@off, @off + @len) are in the page cache. */
static int cached_pages(int fd, off_t off, size_t len)
{
	unsigned char vec[LEN / 4096];
	void *map = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, off);
	int n = 0;

	if (map == MAP_FAILED || len > LEN || mincore(map, len, vec))
		n = -1;
	for (size_t i = 0; n >= 0 && i < len / 4096; i++)
		n += vec[i] & 1;
	if (map != MAP_FAILED)
		munmap(map, len);
	return n;
}

/*
 * A file of @len bytes (at most LEN) of pattern SEED in @dir, none of it
 * in the page cache (checked with mincore(); the caches dropped if need
 * be): -1 if @dir cannot be used, -2 if its pages stay cached.
 */
static int cold_file(const char *dir, size_t len)
{
	int fd = pattern_file_in(dir, "brw", len, SEED, NULL), n;

	if (fd < 0)
		return -1;
	if (fsync(fd) || posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED))
		n = -1;
	else
		n = cached_pages(fd, 0, len);
	if (n > 0 && !drop_caches())
		n = cached_pages(fd, 0, len);
	if (n) {
		close(fd);
		return n < 0 ? -1 : -2;
	}
	return fd;
}

#define COLD_FILE(fd, dir, len)						\
	do {								\
		fd = cold_file(dir, len);				\
		if (fd == -2)						\
			TH_LOG("pages of a file in %s stay cached", dir); \
		ASSERT_NE(-2, fd);					\
		if (fd < 0)						\
			SKIP(return, "no usable directory %s", dir);	\
	} while (0)

/* Wait for the CQE of @user_data: its res. */
static int res_of(struct __test_metadata *_metadata, struct io_uring *ring,
		  unsigned long long user_data)
{
	struct io_uring_cqe cqe;

	if (wait_one(ring, &cqe))
		return -1000;
	EXPECT_EQ(user_data, cqe.user_data);
	return cqe.res;
}

/* Submit the one SQE prepared, wait for its CQE: its res. */
static int one(struct __test_metadata *_metadata, struct io_uring *ring,
	       unsigned long long user_data)
{
	EXPECT_EQ(1, io_uring_submit(ring));
	return res_of(_metadata, ring, user_data);
}

/*
 * The read submitted with @user_data: its CQE says @want bytes, @buf has
 * them (the pattern from file offset @off), and no worker was made.
 */
static void read_done(struct __test_metadata *_metadata, struct io_uring *ring,
		      unsigned long long user_data, int want, const char *buf,
		      off_t off)
{
	EXPECT_EQ(want, res_of(_metadata, ring, user_data));
	EXPECT_EQ(-1, check_pattern(buf, want, SEED, off));
	EXPECT_EQ(0, workers());
}

/* The same for the read prepared, submitted here. */
static void read_all(struct __test_metadata *_metadata, struct io_uring *ring,
		     unsigned long long user_data, int want, const char *buf,
		     off_t off)
{
	ASSERT_EQ(1, io_uring_submit(ring));
	read_done(_metadata, ring, user_data, want, buf, off);
}

/* A ring, and the cold file a case makes (COLD_FILE). */
FIXTURE(cr) {
	struct io_uring ring;
	int fd;
};

FIXTURE_SETUP(cr)
{
	self->fd = -1;
	ASSERT_EQ(0, io_uring_queue_init(4, &self->ring, 0));
}

FIXTURE_TEARDOWN(cr)
{
	if (self->fd >= 0)
		close(self->fd);
	io_uring_queue_exit(&self->ring);
}

static char buf[LEN];

static struct io_uring_sqe *read_sqe(struct io_uring *ring, int fd,
				     size_t len, off_t off,
				     unsigned long long user_data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_read(sqe, fd, buf, len, off);
	sqe->user_data = user_data;
	return sqe;
}

TEST_F(cr, cold_read_of_ext4_waits_without_a_worker)
{
	COLD_FILE(self->fd, EXT4_DIR, LEN);
	read_sqe(&self->ring, self->fd, LEN - 4096, 4096, 3);
	read_all(_metadata, &self->ring, 3, LEN - 4096, buf, 4096);
}

TEST_F(cr, cold_read_of_xfs_waits_without_a_worker)
{
	COLD_FILE(self->fd, XFS_DIR, LEN);
	read_sqe(&self->ring, self->fd, LEN - 4096, 4096, 3);
	read_all(_metadata, &self->ring, 3, LEN - 4096, buf, 4096);
}

/*
 * Three iovecs, a page boundary inside each of the first two; the array
 * cleared once submitted, as an application may.  @cached: the first
 * 16 KiB read before, ending inside the second iovec.
 */
static void readv_all(struct __test_metadata *_metadata,
		      struct _fixture_cr *self, int cached)
{
	struct iovec iov[3] = {
		{ buf, 10000 }, { buf + 10000, 100000 },
		{ buf + 110000, LEN - 110000 },
	};
	struct io_uring_sqe *sqe;

	COLD_FILE(self->fd, test_dir(), LEN);
	if (cached) {
		ASSERT_EQ(0, posix_fadvise(self->fd, 0, 0, POSIX_FADV_RANDOM));
		ASSERT_EQ(16384, pread(self->fd, buf, 16384, 0));
		memset(buf, 0, sizeof(buf));
	}
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, self->fd, iov, 3, 0);
	sqe->user_data = 4;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	memset(iov, 0, sizeof(iov));
	read_done(_metadata, &self->ring, 4, LEN, buf, 0);
}

TEST_F(cr, cold_readv_waits_without_a_worker)
{
	readv_all(_metadata, self, 0);
}

TEST_F(cr, partly_cached_readv_gets_every_byte_without_a_worker)
{
	readv_all(_metadata, self, 1);
}

TEST_F(cr, cold_read_fixed_waits_without_a_worker)
{
	struct iovec iov = { buf, LEN };
	struct io_uring_sqe *sqe;

	COLD_FILE(self->fd, test_dir(), LEN);
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &iov, 1));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read_fixed(sqe, self->fd, buf, LEN, 0, 0);
	sqe->user_data = 5;
	read_all(_metadata, &self->ring, 5, LEN, buf, 0);
}

/* Past the end: the bytes up to it, in one CQE. */
TEST_F(cr, cold_read_across_the_end_is_short)
{
	int size = 100 * 1024 + 123;

	COLD_FILE(self->fd, test_dir(), size);
	read_sqe(&self->ring, self->fd, LEN, 0, 6);
	read_all(_metadata, &self->ring, 6, size, buf, 0);
}

/* The first 16 KiB cached, the rest not: one CQE with every byte. */
TEST_F(cr, partly_cached_read_gets_every_byte_without_a_worker)
{
	COLD_FILE(self->fd, test_dir(), LEN);
	ASSERT_EQ(0, posix_fadvise(self->fd, 0, 0, POSIX_FADV_RANDOM));
	ASSERT_EQ(16384, pread(self->fd, buf, 16384, 0));
	memset(buf, 0, sizeof(buf));
	read_sqe(&self->ring, self->fd, LEN, 0, 7);
	read_all(_metadata, &self->ring, 7, LEN, buf, 0);
}

/*
 * The disk of the test directory without read-ahead (read_ahead_kb 0):
 * each page is read in on its own (upstream c8d317aa1887).  The old value
 * comes back in the teardown, whatever the case did.
 */
/* A disk's read-ahead (queue/read_ahead_kb), off for a case. */
struct ra_saved {
	char path[PATH_MAX];
	char old[32];
};

/*
 * Read-ahead off on the disk behind @dev, what it was kept in @r for
 * ra_restore(): 0; 1 if it cannot be (no such disk, not root); -1 if
 * the write failed.
 */
static int ra_off(struct ra_saved *r, const char *dev)
{
	const char *disk = dev ? disk_name(dev) : NULL;
	FILE *f;

	r->old[0] = 0;
	if (!disk)
		return 1;
	snprintf(r->path, sizeof(r->path),
		 "/sys/block/%s/queue/read_ahead_kb", disk);
	f = fopen(r->path, "r");
	if (!f || !fgets(r->old, sizeof(r->old), f) || geteuid()) {
		if (f)
			fclose(f);
		r->old[0] = 0;
		return 1;
	}
	fclose(f);
	r->old[strcspn(r->old, "\n")] = 0;
	return write_file(r->path, "0") ? -1 : 0;
}

static void ra_restore(struct ra_saved *r)
{
	if (r->old[0])
		write_file(r->path, r->old);
}

/* Read-ahead off on the disk of test_dir(). */
FIXTURE(no_ra) {
	struct ra_saved ra;
};

FIXTURE_SETUP(no_ra)
{
	int ret = ra_off(&self->ra, dev_of(test_dir()));

	if (ret > 0)
		SKIP(return, "cannot turn read-ahead off behind %s", test_dir());
	ASSERT_EQ(0, ret);
}

FIXTURE_TEARDOWN(no_ra)
{
	ra_restore(&self->ra);
}

TEST_F(no_ra, cold_read_without_read_ahead_waits_without_a_worker)
{
	struct io_uring ring;
	int fd;

	/* Read-ahead is taken from the disk when the file is opened. */
	COLD_FILE(fd, test_dir(), LEN);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	read_sqe(&ring, fd, 65536, 8192, 8);
	read_all(_metadata, &ring, 8, 65536, buf, 8192);
	io_uring_queue_exit(&ring);
	close(fd);
}

/* Read-ahead off on the raw disk. */
FIXTURE(no_ra_raw) {
	struct ra_saved ra;
};

FIXTURE_SETUP(no_ra_raw)
{
	int ret = ra_off(&self->ra, RAW_DEV);

	if (ret > 0)
		SKIP(return, "cannot turn read-ahead off on %s", RAW_DEV);
	ASSERT_EQ(0, ret);
}

FIXTURE_TEARDOWN(no_ra_raw)
{
	ra_restore(&self->ra);
}

/*
 * A block device read one page at a time (no read-ahead): each page is
 * waited for in turn, and the read goes on to the end of what was asked,
 * not to the "end" of the /dev node, whose own size is 0.
 */
TEST_F(no_ra_raw, cold_read_of_a_block_device_page_by_page_gets_every_byte)
{
	const off_t off = 48 << 20;
	const int len = 65536;
	struct io_uring ring;
	int fd = open(RAW_DEV, O_RDWR);

	ASSERT_LE(0, fd);
	fill_pattern(buf, len, SEED, off);
	ASSERT_EQ(len, pwrite(fd, buf, len, off));
	ASSERT_EQ(0, fsync(fd));
	ASSERT_EQ(0, posix_fadvise(fd, off, len, POSIX_FADV_DONTNEED));
	if (cached_pages(fd, off, len))
		ASSERT_EQ(0, drop_caches());
	ASSERT_EQ(0, cached_pages(fd, off, len));
	close(fd);
	/* Read-ahead is taken from the disk when the device is opened. */
	fd = open(RAW_DEV, O_RDONLY);
	ASSERT_LE(0, fd);
	memset(buf, 0, len);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	read_sqe(&ring, fd, len, off, 9);
	read_all(_metadata, &ring, 9, len, buf, off);
	io_uring_queue_exit(&ring);
	close(fd);
}

TEST_F(cr, cold_read_into_a_provided_buffer_gets_every_byte)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	COLD_FILE(self->fd, test_dir(), LEN);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_provide_buffers(sqe, buf, LEN, 1, 9, 5);
	/* The count added up to 5.19, 0 since. */
	ASSERT_LE(0, one(_metadata, &self->ring, 0));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, NULL, LEN, 0);
	sqe->flags |= IOSQE_BUFFER_SELECT;
	sqe->buf_group = 9;
	sqe->user_data = 10;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(10, cqe.user_data);
	EXPECT_EQ(LEN, cqe.res);
	EXPECT_EQ(IORING_CQE_F_BUFFER, cqe.flags & IORING_CQE_F_BUFFER);
	EXPECT_EQ(5, cqe.flags >> IORING_CQE_BUFFER_SHIFT);
	EXPECT_EQ(-1, check_pattern(buf, LEN, SEED, 0));
	EXPECT_EQ(0, workers());
}

/* A write linked to the read runs once the read has every byte. */
TEST_F(cr, chain_goes_on_after_a_cold_read)
{
	static char back[LEN];
	char path[PATH_MAX];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe[2];
	int out;

	COLD_FILE(self->fd, test_dir(), LEN);
	out = test_file("brw-out", O_TRUNC, path, sizeof(path));
	ASSERT_LE(0, out);
	unlink(path);
	sqe = read_sqe(&self->ring, self->fd, LEN, 0, 11);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_write(sqe, out, buf, LEN, 0);
	sqe->user_data = 12;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, cqe, 2));
	EXPECT_EQ(11, cqe[0].user_data);
	EXPECT_EQ(LEN, cqe[0].res);
	EXPECT_EQ(12, cqe[1].user_data);
	EXPECT_EQ(LEN, cqe[1].res);
	ASSERT_EQ(LEN, pread(out, back, LEN, 0));
	EXPECT_EQ(-1, check_pattern(back, LEN, SEED, 0));
	close(out);
}

/*
 * Waiting reads that complete, in the submitter's task work, into a full
 * CQ ring: 16 NOPs fill its 16 CQEs, unreaped; 16 cold reads submitted
 * together then complete into the backlog (IORING_SQ_CQ_OVERFLOW), none
 * dropped, and every read has its bytes.  (Submitting more while the
 * backlog is there would be refused, -EBUSY, up to 5.12, and go on from
 * 5.13 on, as upstream.)
 */
#define NR_READS 16
TEST(cold_reads_into_a_full_cq_ring_all_arrive)
{
	struct io_uring_params p = { .flags = IORING_SETUP_CQSIZE,
				     .cq_entries = NR_READS };
	const int part = LEN / NR_READS;
	unsigned int seen = 0, overflowed = 0;
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	int fd, i;

	COLD_FILE(fd, test_dir(), LEN);
	memset(buf, 0, sizeof(buf));
	ASSERT_EQ(0, io_uring_queue_init_params(NR_READS, &ring, &p));
	ASSERT_EQ(NR_READS, ring.cq.ring_entries);
	for (i = 0; i < NR_READS; i++)
		io_uring_prep_nop(io_uring_get_sqe(&ring));
	ASSERT_EQ(NR_READS, io_uring_submit(&ring));
	for (i = 0; i < 1000 && io_uring_cq_ready(&ring) < NR_READS; i++)
		usleep(1000);
	ASSERT_EQ(NR_READS, io_uring_cq_ready(&ring));
	for (i = 0; i < NR_READS; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

		io_uring_prep_read(sqe, fd, buf + i * part, part, i * part);
		sqe->user_data = 100 + i;
	}
	ASSERT_EQ(NR_READS, io_uring_submit(&ring));
	/* Completions run as task work while we sleep here. */
	for (i = 0; i < 3000; i++) {
		overflowed = *ring.sq.kflags & IORING_SQ_CQ_OVERFLOW;
		if (overflowed && cached_pages(fd, 0, LEN) == LEN / 4096)
			break;
		usleep(10000);
	}
	EXPECT_TRUE(overflowed);
	EXPECT_EQ(NR_READS, io_uring_cq_ready(&ring));
	for (i = 0; i < 2 * NR_READS; i++) {
		int k;

		ASSERT_EQ(0, wait_cqe_ms(&ring, &cqe, 20000));
		k = cqe->user_data - 100;
		if (i < NR_READS) {	/* the NOPs first, in order */
			EXPECT_EQ(0, cqe->user_data);
			EXPECT_EQ(0, cqe->res);
		} else if (k >= 0 && k < NR_READS) {
			EXPECT_EQ(part, cqe->res);
			EXPECT_FALSE(seen & (1U << k));
			seen |= 1U << k;
		} else {
			EXPECT_EQ(100, cqe->user_data);
		}
		io_uring_cqe_seen(&ring, cqe);
	}
	EXPECT_EQ((1U << NR_READS) - 1, seen);
	EXPECT_EQ(0, *ring.cq.koverflow);
	EXPECT_EQ(-1, check_pattern(buf, LEN, SEED, 0));
	EXPECT_EQ(0, workers());
	io_uring_queue_exit(&ring);
	close(fd);
}

TEST(cold_read_on_an_sqpoll_ring_waits_without_a_worker)
{
	struct io_uring_params p = { .flags = IORING_SETUP_SQPOLL };
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	int fd, res;

	if (geteuid())
		SKIP(return, "SQPOLL needs root here");
	COLD_FILE(fd, test_dir(), LEN);
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &p));
	ASSERT_EQ(0, io_uring_register_files(&ring, &fd, 1));
	read_sqe(&ring, 0, LEN, 0, 13)->flags |= IOSQE_FIXED_FILE;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_cqe_ms(&ring, &cqe, 20000));
	EXPECT_EQ(13, cqe->user_data);
	res = cqe->res;
	io_uring_cqe_seen(&ring, cqe);
	EXPECT_EQ(LEN, res);
	EXPECT_EQ(-1, check_pattern(buf, LEN, SEED, 0));
	EXPECT_EQ(0, workers());
	io_uring_queue_exit(&ring);
	close(fd);
}

/* RWF_NOWAIT: the application's answer is still -EAGAIN. */
TEST_F(cr, cold_read_with_rwf_nowait_is_eagain)
{
	COLD_FILE(self->fd, test_dir(), LEN);
	read_sqe(&self->ring, self->fd, 65536, 0, 14)->rw_flags = RWF_NOWAIT;
	EXPECT_EQ(-EAGAIN, one(_metadata, &self->ring, 14));
	EXPECT_EQ(0, workers());
}

/*
 * The throttled device, its pages out of the cache, read without
 * read-ahead (POSIX_FADV_RANDOM): its descriptor, -1 if there is none,
 * -2 if it cannot be made so.  QEMU lets a request through whenever its
 * bucket (16 KiB) is not full, whatever its size, and counts it after:
 * 48 KiB read here (at 12 MiB, away from the tests' reads) make the next
 * request wait about two seconds.
 */
static int slow_dev(void)
{
	static char fill[49152];
	int fd = open(SLOW_DEV, O_RDONLY);

	if (fd >= 0 && (drop_caches() ||
			posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM) ||
			pread(fd, fill, sizeof(fill), 12 << 20) != sizeof(fill))) {
		close(fd);
		return -2;
	}
	return fd;
}

#define SLOW_FD(fd)							\
	do {								\
		fd = slow_dev();					\
		ASSERT_NE(-2, fd);					\
		if (fd < 0)						\
			SKIP(return, "no throttled device %s", SLOW_DEV); \
	} while (0)

/*
 * The throttled device, 16 KiB a second, without read-ahead for this
 * descriptor (POSIX_FADV_RANDOM), its bucket full (slow_dev()): a 32 KiB
 * read takes seconds, and while it does the submitter is free, with
 * neither a CQE nor a worker.  Its bytes are the device's (SLOW_TEXT
 * over and over).
 */
TEST(read_of_a_slow_device_waits_without_a_worker)
{
	static char buf[32768], back[32768];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	struct io_uring ring;
	off_t off;
	int fd;

	SLOW_FD(fd);
	off = (off_t)(getpid() % 64) * 65536;
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, fd, buf, sizeof(buf), off);
	sqe->user_data = 15;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(300 * 1000);
	EXPECT_EQ(0, cqe_ready(&ring));
	EXPECT_EQ(0, workers());
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(15, cqe.user_data);
	EXPECT_EQ(sizeof(buf), cqe.res);
	EXPECT_EQ(0, workers());
	for (size_t i = 0; i < sizeof(back); i++)
		back[i] = SLOW_TEXT[(off + i) % strlen(SLOW_TEXT)];
	EXPECT_EQ(0, memcmp(buf, back, sizeof(buf)));
	io_uring_queue_exit(&ring);
	close(fd);
}

/*
 * A page whose read fails: -EIO in the CQE, as read(2) would say, and
 * soon.  Its page stays in the cache, not up to date: read again only by
 * a reader that waits for the result, not over and over by one that is
 * called back (the IOCB_WAITQ rule of 5.12's filemap_update_page()).
 */
TEST(read_error_of_a_page_is_eio)
{
	static char buf[4096];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	int fd;

	SLOW_FD(fd);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, fd, buf, sizeof(buf), SLOW_BAD_OFF);
	sqe->user_data = 16;
	ASSERT_EQ(1, io_uring_submit(&ring));
	/* NVMe retries each read five times, 0.25 s each here. */
	ASSERT_EQ(0, wait_cqe_ms(&ring, &cqe, 30000));
	EXPECT_EQ(16, cqe->user_data);
	EXPECT_EQ(-EIO, cqe->res);
	io_uring_cqe_seen(&ring, cqe);
	/* And the read of the good page next to it still works. */
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, fd, buf, sizeof(buf), SLOW_BAD_OFF - 4096);
	sqe->user_data = 17;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_cqe_ms(&ring, &cqe, 30000));
	EXPECT_EQ(17, cqe->user_data);
	EXPECT_EQ(sizeof(buf), cqe->res);
	io_uring_cqe_seen(&ring, cqe);
	EXPECT_EQ(SLOW_TEXT[(SLOW_BAD_OFF - 4096) % strlen(SLOW_TEXT)], buf[0]);
	io_uring_queue_exit(&ring);
	close(fd);
}

/*
 * A child whose 64 KiB read of the slow device (seconds: slow_dev())
 * waits for its pages: it says so on @ready once submitted, then exits (how 0),
 * waits to be SIGKILLed (1), closes its ring and exits (2), or executes
 * this program again (3), which maps anonymous memory where the buffer
 * was and checks that the read does not land there (EXEC_ADDR).
 */
#define EXEC_ADDR	((void *)0x600000000000UL)
#define EXEC_LEN	65536

static void child_with_a_waiting_read(int how, int ready)
{
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	char *buf;
	int fd = slow_dev();

	buf = mmap(EXEC_ADDR, EXEC_LEN, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
	if (fd < 0 || buf != EXEC_ADDR || io_uring_queue_init(4, &ring, 0))
		_exit(10);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, fd, buf, EXEC_LEN,
			   (off_t)(getpid() % 64) * 65536 + 4096);
	if (io_uring_submit(&ring) != 1)
		_exit(11);
	if (how == 2)
		io_uring_queue_exit(&ring);
	if (write(ready, "r", 1) != 1)
		_exit(12);
	if (how == 1)
		pause();
	if (how == 3) {
		char *argv[] = { "/proc/self/exe", NULL };
		char *envp[] = { "IOU_BRW_AFTER_EXEC=1", NULL };

		/* The ring stays open in the new program: not released. */
		if (fcntl(ring.ring_fd, F_SETFD, 0))
			_exit(14);
		execve(argv[0], argv, envp);
		_exit(13);
	}
	_exit(0);
}

/*
 * Run as the program executed by the child of case 3, before the harness
 * takes over: the read of the old program must not write into the new.
 */
__attribute__((constructor)) static void after_exec(void)
{
	unsigned char *p;

	if (!getenv("IOU_BRW_AFTER_EXEC"))
		return;
	p = mmap(EXEC_ADDR, EXEC_LEN, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
	if (p != EXEC_ADDR)
		_exit(20);
	memset(p, 0xaa, EXEC_LEN);
	/* The read's pages come in within seconds. */
	sleep(8);
	for (int i = 0; i < EXEC_LEN; i++)
		if (p[i] != 0xaa)
			_exit(21);
	_exit(0);
}

static void ends_at_once(struct __test_metadata *_metadata, int how)
{
	int p[2], st;
	char c;
	pid_t pid;

	if (access(SLOW_DEV, R_OK))
		SKIP(return, "no throttled device %s", SLOW_DEV);
	ASSERT_EQ(0, pipe(p));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		close(p[0]);
		child_with_a_waiting_read(how, p[1]);
	}
	close(p[1]);
	ASSERT_EQ(1, read(p[0], &c, 1));
	close(p[0]);
	if (how == 1)
		ASSERT_EQ(0, kill(pid, SIGKILL));
	/* The read takes seconds; the child does not wait for it. */
	st = reap_within_or_kill(pid, how == 3 ? 20000 : 3000);
	ASSERT_NE(-1, st);
	if (how == 1) {
		EXPECT_TRUE(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
	} else {
		EXPECT_TRUE(WIFEXITED(st));
		EXPECT_EQ(0, WEXITSTATUS(st));
	}
	/* Its pages come in, and the request goes, before the next case. */
	if (how != 3)
		sleep(6);
}

TEST(exit_with_a_read_waiting_for_a_page)
{
	ends_at_once(_metadata, 0);
}

TEST(sigkill_with_a_read_waiting_for_a_page)
{
	ends_at_once(_metadata, 1);
}

TEST(ring_closed_with_a_read_waiting_for_a_page)
{
	ends_at_once(_metadata, 2);
}

TEST(exec_with_a_read_waiting_for_a_page)
{
	ends_at_once(_metadata, 3);
}

/* Whether the disk behind @dev has requests in flight: 1, 0, or -1. */
static int disk_busy(const char *dev)
{
	const char *disk = disk_name(dev);
	char path[PATH_MAX];
	long r = -1, w = -1;
	FILE *f;

	if (!disk)
		return -1;
	snprintf(path, sizeof(path), "/sys/block/%s/inflight", disk);
	f = fopen(path, "r");
	if (!f || fscanf(f, "%ld %ld", &r, &w) != 2)
		r = -1;
	if (f)
		fclose(f);
	return r < 0 ? -1 : r + w > 0;
}

/*
 * A ring released while the retry of its read is queued to a stopped
 * submitter: the release takes the retry back and cancels it, and the
 * ring goes away without waiting for SIGCONT.  The child submits a read
 * of the slow device (seconds) on a ring it shares with us, drops its
 * own hold on the ring and is stopped; once the device is idle, its
 * page is in and the retry queued.  Then we drop ours.  The ring holds
 * the only write end of a pipe (registered), whose read end sees EOF
 * once the ring is freed.
 */
TEST(released_ring_does_not_wait_for_a_stopped_submitter)
{
	struct pollfd pfd = { .events = POLLIN };
	struct io_uring ring;
	int p[2], ready[2], i, st;
	char c;
	pid_t pid;

	if (access(SLOW_DEV, R_OK))
		SKIP(return, "no throttled device %s", SLOW_DEV);
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, pipe(ready));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, io_uring_register_files(&ring, &p[1], 1));
	close(p[1]);
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		static char rbuf[65536];
		int fd = slow_dev();

		close(p[0]);
		close(ready[0]);
		if (fd < 0)
			_exit(10);
		io_uring_prep_read(io_uring_get_sqe(&ring), fd, rbuf,
				   sizeof(rbuf), 8 << 20);
		if (io_uring_submit(&ring) != 1)
			_exit(11);
		io_uring_queue_exit(&ring);
		if (write(ready[1], "r", 1) != 1)
			_exit(12);
		pause();
		_exit(0);
	}
	close(ready[1]);
	ASSERT_EQ(1, read(ready[0], &c, 1));
	close(ready[0]);
	ASSERT_EQ(0, kill(pid, SIGSTOP));
	ASSERT_EQ(pid, waitpid(pid, &st, WUNTRACED));
	ASSERT_TRUE(WIFSTOPPED(st));
	/* The read-in done: the page's wakeup has queued the retry. */
	for (i = 0; i < 300 && disk_busy(SLOW_DEV) != 0; i++)
		usleep(50000);
	EXPECT_EQ(0, disk_busy(SLOW_DEV));
	usleep(200000);
	io_uring_queue_exit(&ring);
	pfd.fd = p[0];
	EXPECT_EQ(1, poll(&pfd, 1, 3000));
	EXPECT_EQ(0, read(p[0], &c, 1));
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	close(p[0]);
}

TEST_HARNESS_MAIN
