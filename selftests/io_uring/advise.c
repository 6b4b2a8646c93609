// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_FALLOCATE, IORING_OP_FADVISE and IORING_OP_MADVISE (upstream
 * 5.6), with 5.6's SQE layout and errno:
 *  - FALLOCATE: fd, off = offset, addr = length, len = mode; ioprio,
 *    buf_index and rw_flags must be 0.  It allocates (st_blocks grows; the
 *    size too unless FALLOC_FL_KEEP_SIZE), punches holes, -EBADF on a file
 *    not open for writing, fallocate(2)'s errno for a bad mode, -EFBIG
 *    past the submitter's RLIMIT_FSIZE.
 *  - FADVISE: off, len (32 bits), fadvise_advice; addr must be 0.
 *  - MADVISE: addr, len, fadvise_advice; off must be 0.  MADV_DONTNEED
 *    zeroes anonymous private memory of the submitter's mm.
 * The files go to test_dir() (ext4, xfs or tmpfs).  SKIPs on a kernel
 * without the opcodes (probe).
 */
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "helpers.h"

FIXTURE(adv) {
	struct io_uring ring;
	char path[256];
	int fd;
};

FIXTURE_SETUP(adv)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	self->fd = test_file("advise", 0, self->path, sizeof(self->path));
	if (self->fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
}

FIXTURE_TEARDOWN(adv)
{
	if (self->fd >= 0) {
		close(self->fd);
		unlink(self->path);
	}
	io_uring_queue_exit(&self->ring);
}

#define MIB (1 << 20)

static struct io_uring_sqe *falloc_sqe(struct io_uring *ring, int fd,
				       int mode, off_t off, off_t len,
				       uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_fallocate(sqe, fd, mode, off, len);
	sqe->user_data = data;
	return sqe;
}

static struct io_uring_sqe *fadvise_sqe(struct io_uring *ring, int fd,
					off_t off, off_t len, int advice,
					uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_fadvise(sqe, fd, off, len, advice);
	sqe->user_data = data;
	return sqe;
}

static struct io_uring_sqe *madvise_sqe(struct io_uring *ring, void *addr,
					off_t len, int advice, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_madvise(sqe, addr, len, advice);
	sqe->user_data = data;
	return sqe;
}

TEST_F(adv, fallocate_allocates_and_grows_the_file)
{
	struct stat st;

	NEED_OP(IORING_OP_FALLOCATE);
	falloc_sqe(&self->ring, self->fd, 0, 0, MIB, 1);
	ASSERT_EQ(0, run1(&self->ring, 1));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ(MIB, st.st_size);
	EXPECT_LE(MIB / 512, st.st_blocks);
	/* Past the end, at an offset: the size follows. */
	falloc_sqe(&self->ring, self->fd, 0, 3 * MIB, MIB, 2);
	ASSERT_EQ(0, run1(&self->ring, 2));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ(4 * MIB, st.st_size);
	EXPECT_LE(2 * MIB / 512, st.st_blocks);
}

TEST_F(adv, fallocate_keep_size_allocates_without_growing)
{
	struct stat st;

	NEED_OP(IORING_OP_FALLOCATE);
	ASSERT_EQ(100, pwrite(self->fd, self->path, 100, 0));
	falloc_sqe(&self->ring, self->fd, FALLOC_FL_KEEP_SIZE, 0, MIB, 3);
	ASSERT_EQ(0, run1(&self->ring, 3));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ(100, st.st_size);
	EXPECT_LE(MIB / 512, st.st_blocks);
}

TEST_F(adv, punch_hole_zeroes_a_range)
{
	static unsigned char buf[65536], zero[16384];
	struct stat st;

	NEED_OP(IORING_OP_FALLOCATE);
	fill_pattern(buf, sizeof(buf), 1, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	ASSERT_EQ(0, fsync(self->fd));
	falloc_sqe(&self->ring, self->fd,
		   FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 16384, 16384, 4);
	ASSERT_EQ(0, run1(&self->ring, 4));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ((off_t)sizeof(buf), st.st_size);
	memset(buf, 0xff, sizeof(buf));
	ASSERT_EQ((ssize_t)sizeof(buf), pread(self->fd, buf, sizeof(buf), 0));
	EXPECT_EQ(-1, check_pattern(buf, 16384, 1, 0));
	EXPECT_EQ(0, memcmp(buf + 16384, zero, sizeof(zero)));
	EXPECT_EQ(-1, check_pattern(buf + 32768, 32768, 1, 32768));
}

TEST_F(adv, fallocate_of_a_read_only_file_is_ebadf)
{
	struct stat st;
	int ro;

	NEED_OP(IORING_OP_FALLOCATE);
	ro = open(self->path, O_RDONLY);
	ASSERT_LE(0, ro);
	falloc_sqe(&self->ring, ro, 0, 0, MIB, 5);
	EXPECT_EQ(-EBADF, run1(&self->ring, 5));
	ASSERT_EQ(0, fstat(ro, &st));
	EXPECT_EQ(0, st.st_size);
	close(ro);
}

/*
 * Bad modes, and a zero length: the errno fallocate(2) gives on the same
 * file, -EINVAL or -EOPNOTSUPP as the VFS or the file system decides.
 */
TEST_F(adv, fallocate_bad_modes_fail_as_fallocate2_does)
{
	static const struct { int mode; off_t len; } bad[] = {
		{ 0x8000, 4096 },			/* unknown bit */
		{ FALLOC_FL_PUNCH_HOLE, 4096 },		/* without KEEP_SIZE */
		{ FALLOC_FL_PUNCH_HOLE | FALLOC_FL_ZERO_RANGE |
		  FALLOC_FL_KEEP_SIZE, 4096 },
		{ FALLOC_FL_COLLAPSE_RANGE | FALLOC_FL_KEEP_SIZE, 4096 },
		{ 0, 0 },				/* no length */
	};
	unsigned int i;
	int res, err;

	NEED_OP(IORING_OP_FALLOCATE);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		falloc_sqe(&self->ring, self->fd, bad[i].mode, 0, bad[i].len,
			   10 + i);
		res = run1(&self->ring, 10 + i);
		errno = 0;
		ASSERT_EQ(-1, fallocate(self->fd, bad[i].mode, 0, bad[i].len));
		err = errno;
		if (res != -err)
			TH_LOG("mode %#x len %lld: res %d, fallocate(2) %d",
			       bad[i].mode, (long long)bad[i].len, res, -err);
		EXPECT_EQ(-err, res);
		EXPECT_TRUE(res == -EINVAL || res == -EOPNOTSUPP);
	}
}

/* 5.6's prep: ioprio, buf_index and rw_flags must be 0. */
TEST_F(adv, fallocate_nonzero_reserved_fields_are_einval)
{
	struct stat st;

	NEED_OP(IORING_OP_FALLOCATE);
	falloc_sqe(&self->ring, self->fd, 0, 0, MIB, 20)->ioprio = 1;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 20));
	falloc_sqe(&self->ring, self->fd, 0, 0, MIB, 21)->buf_index = 1;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 21));
	falloc_sqe(&self->ring, self->fd, 0, 0, MIB, 22)->rw_flags = 1;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 22));
	ASSERT_EQ(0, fstat(self->fd, &st));
	EXPECT_EQ(0, st.st_size);
}

/*
 * Growing the file past the submitter's RLIMIT_FSIZE: -EFBIG, as
 * fallocate(2) (the worker that runs it honours the submitter's limit).
 * In a child with its own ring, SIGXFSZ blocked so it does not kill.
 */
TEST_F(adv, fallocate_past_rlimit_fsize_is_efbig)
{
	int status;
	pid_t pid;

	NEED_OP(IORING_OP_FALLOCATE);
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		struct rlimit rl = { 65536, 65536 };
		struct io_uring ring;
		struct stat st;
		sigset_t set;

		sigemptyset(&set);
		sigaddset(&set, SIGXFSZ);
		ASSERT_EQ(0, sigprocmask(SIG_BLOCK, &set, NULL));
		ASSERT_EQ(0, setrlimit(RLIMIT_FSIZE, &rl));
		ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
		falloc_sqe(&ring, self->fd, 0, 0, MIB, 30);
		EXPECT_EQ(-EFBIG, run1(&ring, 30));
		ASSERT_ERRNO(EFBIG, fallocate(self->fd, 0, 0, MIB));
		ASSERT_EQ(0, fstat(self->fd, &st));
		EXPECT_EQ(0, st.st_size);
		/* Within the limit it works. */
		falloc_sqe(&ring, self->fd, 0, 0, 65536, 31);
		EXPECT_EQ(0, run1(&ring, 31));
		io_uring_queue_exit(&ring);
		_exit(_metadata->failed);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

TEST_F(adv, fadvise_advice_values_succeed)
{
	static const int advice[] = {
		POSIX_FADV_NORMAL, POSIX_FADV_RANDOM, POSIX_FADV_SEQUENTIAL,
		POSIX_FADV_WILLNEED, POSIX_FADV_DONTNEED,
	};
	static unsigned char buf[65536];
	unsigned int i;

	NEED_OP(IORING_OP_FADVISE);
	fill_pattern(buf, sizeof(buf), 2, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	ASSERT_EQ(0, fsync(self->fd));
	for (i = 0; i < sizeof(advice) / sizeof(advice[0]); i++) {
		fadvise_sqe(&self->ring, self->fd, 0, sizeof(buf), advice[i],
			    40 + i);
		EXPECT_EQ(0, run1(&self->ring, 40 + i));
	}
	/* The data is still there, whatever was dropped. */
	memset(buf, 0, sizeof(buf));
	ASSERT_EQ((ssize_t)sizeof(buf), pread(self->fd, buf, sizeof(buf), 0));
	EXPECT_EQ(-1, check_pattern(buf, sizeof(buf), 2, 0));
}

TEST_F(adv, fadvise_bad_advice_and_nonzero_addr_are_einval)
{
	NEED_OP(IORING_OP_FADVISE);
	fadvise_sqe(&self->ring, self->fd, 0, 4096, 1000, 50);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 50));
	/*
	 * 5.6: addr must be 0.  (From 6.11 on, addr is a 64-bit length and
	 * this request succeeds: the host differs.)
	 */
	fadvise_sqe(&self->ring, self->fd, 0, 4096, POSIX_FADV_NORMAL,
		    51)->addr = 4096;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 51));
}

TEST_F(adv, fadvise_of_a_pipe_is_espipe)
{
	int p[2];

	NEED_OP(IORING_OP_FADVISE);
	ASSERT_EQ(0, pipe(p));
	fadvise_sqe(&self->ring, p[0], 0, 4096, POSIX_FADV_NORMAL, 52);
	EXPECT_EQ(-ESPIPE, run1(&self->ring, 52));
	fadvise_sqe(&self->ring, p[1], 0, 4096, POSIX_FADV_DONTNEED, 53);
	EXPECT_EQ(-ESPIPE, run1(&self->ring, 53));
	close(p[0]);
	close(p[1]);
}

/* MADV_DONTNEED acts on the submitter's mm: those pages read as 0. */
TEST_F(adv, madvise_dontneed_zeroes_anonymous_memory)
{
	long pg = sysconf(_SC_PAGESIZE);
	unsigned char *m;
	long i;

	NEED_OP(IORING_OP_MADVISE);
	m = mmap(NULL, 4 * pg, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, m);
	memset(m, 0xaa, 4 * pg);
	madvise_sqe(&self->ring, m + pg, 2 * pg, MADV_DONTNEED, 60);
	ASSERT_EQ(0, run1(&self->ring, 60));
	for (i = 0; i < 4 * pg; i++)
		if (m[i] != ((i >= pg && i < 3 * pg) ? 0 : 0xaa))
			break;
	EXPECT_EQ(4 * pg, i);
	munmap(m, 4 * pg);
}

/*
 * MADV_WILLNEED on a mapping of a file (on anonymous memory it needs
 * CONFIG_SWAP, else madvise(2) says -EBADF).
 */
TEST_F(adv, madvise_willneed_succeeds)
{
	static unsigned char buf[65536];
	unsigned char *m;

	NEED_OP(IORING_OP_MADVISE);
	fill_pattern(buf, sizeof(buf), 3, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	m = mmap(NULL, sizeof(buf), PROT_READ, MAP_SHARED, self->fd, 0);
	ASSERT_NE(MAP_FAILED, m);
	madvise_sqe(&self->ring, m, sizeof(buf), MADV_WILLNEED, 61);
	EXPECT_EQ(0, run1(&self->ring, 61));
	EXPECT_EQ(-1, check_pattern(m, sizeof(buf), 3, 0));
	munmap(m, sizeof(buf));
}

TEST_F(adv, madvise_bad_input_is_einval)
{
	long pg = sysconf(_SC_PAGESIZE);
	unsigned char *m;

	NEED_OP(IORING_OP_MADVISE);
	m = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, m);
	memset(m, 0x55, 2 * pg);
	madvise_sqe(&self->ring, m + 1, pg, MADV_DONTNEED, 62);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 62));
	madvise_sqe(&self->ring, m, pg, 12345, 63);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 63));
	/*
	 * 5.6: off must be 0.  (From 6.11 on, off is a 64-bit length and
	 * this request succeeds: the host differs.)
	 */
	madvise_sqe(&self->ring, m, pg, MADV_DONTNEED, 64)->off = pg;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 64));
	/* None of them dropped anything. */
	EXPECT_EQ(0x55, m[0]);
	EXPECT_EQ(0x55, m[pg]);
	munmap(m, 2 * pg);
}

TEST_HARNESS_MAIN
