// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_READV and IORING_OP_WRITEV on files of the NVMe ext4 file
 * system, buffered and O_DIRECT: bytes read back, results, v5.4's errno,
 * and the async path (requests that would block run in a worker with the
 * submitter's mm and credentials).
 */
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <sys/epoll.h>
#include <sys/eventfd.h>

#include "helpers.h"

FIXTURE(file) {
	struct io_uring ring;
	char path[256];
	int fd;
};

FIXTURE_SETUP(file)
{
	ASSERT_EQ(0, io_uring_queue_init(32, &self->ring, 0));
	self->fd = test_file("rw", 0, self->path, sizeof(self->path));
	if (self->fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
}

FIXTURE_TEARDOWN(file)
{
	close(self->fd);
	unlink(self->path);
	io_uring_queue_exit(&self->ring);
}

/* Submit one vectored read or write and return its CQE's res. */
static int rw_one(struct __test_metadata *_metadata, struct io_uring *ring,
		  int write, int fd, struct iovec *iov, int nr, off_t off,
		  int rw_flags)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);
	struct io_uring_cqe cqe;

	if (write)
		io_uring_prep_writev(sqe, fd, iov, nr, off);
	else
		io_uring_prep_readv(sqe, fd, iov, nr, off);
	sqe->rw_flags = rw_flags;
	sqe->user_data = 0x1000 + off;
	ASSERT_EQ(1, io_uring_submit(ring));
	ASSERT_EQ(0, wait_one(ring, &cqe));
	EXPECT_EQ(0x1000 + off, cqe.user_data);
	return cqe.res;
}

/* Write the pattern at @off in three iovecs, read it back two ways. */
static void round_trip(struct __test_metadata *_metadata,
		       struct io_uring *ring, int fd, off_t off,
		       const size_t *lens, unsigned int seed)
{
	size_t total = lens[0] + lens[1] + lens[2], done = 0;
	struct iovec iov[3];
	unsigned char *buf = aligned_buf(total), *back = aligned_buf(total);
	int i;

	ASSERT_TRUE(buf && back);
	fill_pattern(buf, total, seed, off);
	for (i = 0; i < 3; i++) {
		iov[i].iov_base = buf + done;
		iov[i].iov_len = lens[i];
		done += lens[i];
	}
	ASSERT_EQ((int)total, rw_one(_metadata, ring, 1, fd, iov, 3, off, 0));

	/* pread(2) sees what WRITEV wrote. */
	memset(back, 0, total);
	ASSERT_EQ((ssize_t)total, pread(fd, back, total, off));
	ASSERT_EQ(-1, check_pattern(back, total, seed, off));

	/* READV brings the same bytes, scattered over the iovecs. */
	memset(buf, 0, total);
	ASSERT_EQ((int)total, rw_one(_metadata, ring, 0, fd, iov, 3, off, 0));
	ASSERT_EQ(-1, check_pattern(buf, total, seed, off));
	free(buf);
	free(back);
}

TEST_F(file, buffered_writev_readv_round_trip_at_several_offsets)
{
	static const size_t lens[][3] = {
		{ 1, 4095, 4096 }, { 512, 100, 3000 }, { 65536, 7, 1 },
		{ 4096, 4096, 4096 }, { 33, 333, 3333 },
	};
	static const off_t offs[] = { 0, 4096, 12345, 1 << 20, (5 << 20) + 7 };
	unsigned int i;

	for (i = 0; i < 5; i++)
		round_trip(_metadata, &self->ring, self->fd, offs[i], lens[i],
			   i + 1);
	/* And from a cold page cache, through the async path. */
	ASSERT_EQ(0, drop_caches());
	round_trip(_metadata, &self->ring, self->fd, 0, lens[0], 99);
}

TEST_F(file, odirect_writev_readv_round_trip_at_several_offsets)
{
	static const size_t lens[][3] = {
		{ 4096, 4096, 8192 }, { 512, 512, 3072 }, { 65536, 4096, 512 },
		{ 131072, 4096, 4096 },
	};
	static const off_t offs[] = { 0, 8192, 1 << 20, (16 << 20) + 4096 };
	unsigned int i;
	int dfd;

	dfd = open(self->path, O_RDWR | O_DIRECT);
	ASSERT_GE(dfd, 0);
	for (i = 0; i < 4; i++)
		round_trip(_metadata, &self->ring, dfd, offs[i], lens[i],
			   i + 10);
	/* Overwrite in place (no allocation) after a cold cache, too. */
	ASSERT_EQ(0, drop_caches());
	round_trip(_metadata, &self->ring, dfd, 0, lens[0], 42);
	close(dfd);
}

TEST_F(file, odirect_data_survives_a_cold_cache)
{
	unsigned char *buf = aligned_buf(1 << 20);
	struct iovec iov = { buf, 1 << 20 };
	int dfd = open(self->path, O_RDWR | O_DIRECT);

	ASSERT_GE(dfd, 0);
	ASSERT_TRUE(buf != NULL);
	fill_pattern(buf, 1 << 20, 7, 0);
	ASSERT_EQ(1 << 20, rw_one(_metadata, &self->ring, 1, dfd, &iov, 1, 0,
				  0));
	ASSERT_EQ(0, fsync(dfd));
	ASSERT_EQ(0, drop_caches());
	memset(buf, 0, 1 << 20);
	ASSERT_EQ(1 << 20, rw_one(_metadata, &self->ring, 0, dfd, &iov, 1, 0,
				  0));
	ASSERT_EQ(-1, check_pattern(buf, 1 << 20, 7, 0));
	close(dfd);
}

TEST_F(file, readv_at_and_past_eof_returns_short_and_zero)
{
	char buf[100];
	struct iovec iov = { buf, sizeof(buf) };

	fill_pattern(buf, 60, 3, 0);
	ASSERT_EQ(60, pwrite(self->fd, buf, 60, 0));
	memset(buf, 0, sizeof(buf));
	EXPECT_EQ(60, rw_one(_metadata, &self->ring, 0, self->fd, &iov, 1, 0,
			     0));
	EXPECT_EQ(-1, check_pattern(buf, 60, 3, 0));
	EXPECT_EQ(0, rw_one(_metadata, &self->ring, 0, self->fd, &iov, 1, 4096,
			    0));
}

TEST_F(file, rwf_nowait_read_of_uncached_data_completes_with_eagain)
{
	static char buf[65536];
	struct iovec iov = { buf, sizeof(buf) };
	struct stat st;

	ASSERT_EQ(0, fstat(self->fd, &st));
	fill_pattern(buf, sizeof(buf), 8, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	ASSERT_EQ(0, drop_caches());
	/* The application asked not to block: -EAGAIN, not a worker. */
	EXPECT_EQ(-EAGAIN, rw_one(_metadata, &self->ring, 0, self->fd, &iov, 1,
				  0, RWF_NOWAIT));
	/* Once cached, the same request succeeds inline. */
	ASSERT_EQ((ssize_t)sizeof(buf), pread(self->fd, buf, sizeof(buf), 0));
	EXPECT_EQ((int)sizeof(buf), rw_one(_metadata, &self->ring, 0, self->fd,
					   &iov, 1, 0, RWF_NOWAIT));
}

TEST_F(file, o_nonblock_file_read_of_uncached_data_completes_with_eagain)
{
	static char buf[65536];
	struct iovec iov = { buf, sizeof(buf) };
	int nfd;

	fill_pattern(buf, sizeof(buf), 9, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), pwrite(self->fd, buf, sizeof(buf), 0));
	ASSERT_EQ(0, drop_caches());
	nfd = open(self->path, O_RDONLY | O_NONBLOCK);
	ASSERT_GE(nfd, 0);
	/* As in 5.4: an O_NONBLOCK file gets -EAGAIN, not a worker. */
	EXPECT_EQ(-EAGAIN, rw_one(_metadata, &self->ring, 0, nfd, &iov, 1, 0,
				  0));
	close(nfd);
}

TEST_F(file, bad_fds_and_wrong_direction_complete_with_ebadf)
{
	char buf[16];
	struct iovec iov = { buf, sizeof(buf) };
	int ro, wo;

	EXPECT_EQ(-EBADF, rw_one(_metadata, &self->ring, 0, -1, &iov, 1, 0, 0));
	EXPECT_EQ(-EBADF, rw_one(_metadata, &self->ring, 1, 9999, &iov, 1, 0,
				 0));
	ro = open(self->path, O_RDONLY);
	wo = open(self->path, O_WRONLY);
	ASSERT_GE(ro, 0);
	ASSERT_GE(wo, 0);
	EXPECT_EQ(-EBADF, rw_one(_metadata, &self->ring, 1, ro, &iov, 1, 0, 0));
	EXPECT_EQ(-EBADF, rw_one(_metadata, &self->ring, 0, wo, &iov, 1, 0, 0));
	close(ro);
	close(wo);
}

TEST_F(file, bad_iovecs_complete_with_efault_and_einval)
{
	static struct iovec many[1025];
	char buf[16];
	struct iovec bad = { (void *)1, 16 };
	int i;

	for (i = 0; i < 1025; i++) {
		many[i].iov_base = buf;
		many[i].iov_len = 1;
	}
	ASSERT_EQ(16, pwrite(self->fd, buf, 16, 0));
	/* An unreadable iovec array, then an unwritable buffer. */
	EXPECT_EQ(-EFAULT, rw_one(_metadata, &self->ring, 0, self->fd,
				  (void *)8, 1, 0, 0));
	EXPECT_EQ(-EFAULT, rw_one(_metadata, &self->ring, 0, self->fd, &bad, 1,
				  0, 0));
	/* More than UIO_MAXIOV segments. */
	EXPECT_EQ(-EINVAL, rw_one(_metadata, &self->ring, 0, self->fd, many,
				  1025, 0, 0));
	EXPECT_EQ(16, rw_one(_metadata, &self->ring, 0, self->fd, many, 1024,
			     0, 0));
}

TEST_F(file, unknown_rw_flags_eopnotsupp_and_hipri_einval)
{
	char buf[16];
	struct iovec iov = { buf, sizeof(buf) };

	EXPECT_EQ(-EOPNOTSUPP, rw_one(_metadata, &self->ring, 0, self->fd,
				      &iov, 1, 0, 0x80));
	/* RWF_HIPRI needs an IOPOLL ring. */
	EXPECT_EQ(-EINVAL, rw_one(_metadata, &self->ring, 0, self->fd, &iov, 1,
				  0, RWF_HIPRI));
	EXPECT_EQ(-EINVAL, rw_one(_metadata, &self->ring, 0, self->fd, &iov, 1,
				  -4096, 0));
}

/*
 * Buffered writes to one file run one at a time, in submission order:
 * 32 writes over the same 64 KiB, each with its own pattern, complete in
 * order and leave the last one's bytes.  (With several workers, the
 * order, and so which pattern stays, would be anyone's guess.)
 */
TEST_F(file, buffered_writes_to_one_file_run_in_order)
{
	enum { N = 32, LEN = 64 * 1024 };
	unsigned char *buf = aligned_buf(N * LEN), *back = aligned_buf(LEN);
	struct io_uring_cqe c[N];
	struct iovec v[N];

	ASSERT_TRUE(buf && back);
	for (int i = 0; i < N; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);

		v[i].iov_base = buf + i * LEN;
		v[i].iov_len = LEN;
		fill_pattern(v[i].iov_base, LEN, 100 + i, 0);
		io_uring_prep_writev(sqe, self->fd, &v[i], 1, 0);
		sqe->user_data = i;
	}
	ASSERT_EQ(N, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, N));
	for (int i = 0; i < N; i++) {
		EXPECT_EQ(i, c[i].user_data);
		EXPECT_EQ(LEN, c[i].res);
	}
	ASSERT_EQ(LEN, pread(self->fd, back, LEN, 0));
	EXPECT_EQ(-1, check_pattern(back, LEN, 100 + N - 1, 0));
	free(buf);
	free(back);
}

/*
 * Buffered writes wait in their own ordered queue, not in the workers
 * that other requests need: with the file system frozen, eight writes
 * block (one at a time), and a read of a pipe punted after them still
 * gets a worker and completes.  Thawed, the writes complete in order.
 */
TEST_F(file, blocked_buffered_writes_leave_workers_to_others)
{
	enum { N = 8, LEN = 4096 };
	unsigned char *buf = aligned_buf(N * LEN);
	struct iovec v[N], rv;
	struct io_uring_cqe c[N];
	struct io_uring_sqe *sqe;
	char in[8];
	int dir, p[2], status;
	pid_t guard;

	ASSERT_TRUE(buf != NULL);
	dir = open(test_dir(), O_RDONLY | O_DIRECTORY);
	ASSERT_GE(dir, 0);
	ASSERT_EQ(0, pipe(p));
	if (ioctl(dir, FIFREEZE, 0))
		SKIP(return, "cannot freeze %s: %s", test_dir(), strerror(errno));
	/* Whatever happens to this case, the file system thaws. */
	guard = fork();
	if (guard < 0)
		ioctl(dir, FITHAW, 0);
	ASSERT_LE(0, guard);
	if (!guard) {
		sleep(20);
		ioctl(dir, FITHAW, 0);
		_exit(0);
	}

	for (int i = 0; i < N; i++) {
		v[i].iov_base = buf + i * LEN;
		v[i].iov_len = LEN;
		fill_pattern(v[i].iov_base, LEN, 50 + i, 0);
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_writev(sqe, self->fd, &v[i], 1, 0);
		sqe->user_data = i;
	}
	rv.iov_base = in;
	rv.iov_len = sizeof(in);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, p[0], &rv, 1, 0);
	sqe->user_data = 100;
	EXPECT_EQ(N + 1, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_EQ(3, write(p[1], "abc", 3));
	usleep(500000);
	EXPECT_EQ(1, io_uring_cq_ready(&self->ring));
	EXPECT_EQ(0, wait_one(&self->ring, &c[0]));
	EXPECT_EQ(100, c[0].user_data);
	EXPECT_EQ(3, c[0].res);

	EXPECT_EQ(0, ioctl(dir, FITHAW, 0));
	kill(guard, SIGKILL);
	waitpid(guard, &status, 0);
	ASSERT_EQ(0, wait_n(&self->ring, c, N));
	for (int i = 0; i < N; i++) {
		EXPECT_EQ(i, c[i].user_data);
		EXPECT_EQ(LEN, c[i].res);
	}
	ASSERT_EQ(LEN, pread(self->fd, buf, LEN, 0));
	EXPECT_EQ(-1, check_pattern(buf, LEN, 50 + N - 1, 0));
	close(p[0]);
	close(p[1]);
	close(dir);
	free(buf);
}

TEST(readv_of_an_empty_pipe_waits_in_a_worker_without_blocking_submit)
{
	struct io_uring ring;
	struct io_uring_cqe *cqe;
	char buf[32], msg[] = "through the worker";
	struct iovec iov = { buf, sizeof(buf) };
	int p[2];

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	io_uring_prep_readv(io_uring_get_sqe(&ring), p[0], &iov, 1, 0);
	/* Returns at once although the read cannot complete yet. */
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(100000);
	EXPECT_EQ(-EAGAIN, io_uring_peek_cqe(&ring, &cqe));
	/* The application's iovec may change now: it was copied. */
	iov.iov_base = NULL;
	iov.iov_len = 0;
	ASSERT_EQ((ssize_t)sizeof(msg), write(p[1], msg, sizeof(msg)));
	ASSERT_EQ(0, io_uring_wait_cqe(&ring, &cqe));
	EXPECT_EQ((int)sizeof(msg), cqe->res);
	EXPECT_EQ(0, memcmp(buf, msg, sizeof(msg)));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

TEST(reads_into_kernel_addresses_fault_inline_and_in_the_worker)
{
	struct iovec kern = { (void *)0xffff888000000000UL, 16 };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	char path[256], buf[16] = "0123456789abcdef";
	int fd, p[2];

	fd = test_file("kaddr", 0, path, sizeof(path));
	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	ASSERT_EQ(16, pwrite(fd, buf, 16, 0));
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	/* A cached regular file: tried inline. */
	io_uring_prep_readv(io_uring_get_sqe(&ring), fd, &kern, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(-EFAULT, cqe.res);
	/* A pipe: always handed to a worker. */
	io_uring_prep_readv(io_uring_get_sqe(&ring), p[0], &kern, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(16, write(p[1], buf, 16));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(-EFAULT, cqe.res);
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
	close(fd);
	unlink(path);
}

TEST(nonblocking_pipe_read_completes_with_eagain)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	char buf[8];
	struct iovec iov = { buf, sizeof(buf) };
	int p[2];

	ASSERT_EQ(0, pipe2(p, O_NONBLOCK));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	io_uring_prep_readv(io_uring_get_sqe(&ring), p[0], &iov, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(-EAGAIN, cqe.res);
	io_uring_queue_exit(&ring);
}

/*
 * A buffered write goes to a worker.  Writing to a setuid/setgid file
 * clears those bits unless the writer has CAP_FSETID: a worker that kept
 * the kernel thread's credentials would leave them set.
 */
TEST(async_write_runs_with_the_submitters_credentials)
{
	char path[256], buf[4096];
	struct iovec iov = { buf, sizeof(buf) };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	struct stat st;
	int fd;

	fd = test_file("creds", 0, path, sizeof(path));
	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	ASSERT_EQ(0, fchmod(fd, 06777));
	close(fd);

	ASSERT_EQ(0, become_nobody());
	fd = open(path, O_WRONLY);
	ASSERT_GE(fd, 0);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	memset(buf, 'c', sizeof(buf));
	io_uring_prep_writev(io_uring_get_sqe(&ring), fd, &iov, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ((int)sizeof(buf), cqe.res);
	ASSERT_EQ(0, fstat(fd, &st));
	EXPECT_EQ(0, st.st_mode & (S_ISUID | S_ISGID));
	io_uring_queue_exit(&ring);
	close(fd);
	unlink(path);
}

TEST(async_write_honours_the_submitters_file_size_limit)
{
	struct rlimit rl = { 8192, 8192 };
	char path[256], buf[4096];
	struct iovec iov = { buf, sizeof(buf) };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	int fd;

	fd = test_file("fsize", 0, path, sizeof(path));
	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	signal(SIGXFSZ, SIG_IGN);
	ASSERT_EQ(0, setrlimit(RLIMIT_FSIZE, &rl));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	memset(buf, 'f', sizeof(buf));
	io_uring_prep_writev(io_uring_get_sqe(&ring), fd, &iov, 1, 8192);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(-EFBIG, cqe.res);
	io_uring_prep_writev(io_uring_get_sqe(&ring), fd, &iov, 1, 4096);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(4096, cqe.res);
	io_uring_queue_exit(&ring);
	close(fd);
	unlink(path);
}

/*
 * Files with only ->read and ->write (no ->read_iter): /proc files and
 * eventfd, as v5.4's loop_rw_iter() serves them.  Two segments read in
 * order, a fixed buffer passed by its user address, an eventfd read that
 * waits in a worker, and -EINVAL for a file that cannot be read at all.
 */
TEST(files_with_only_read_and_write)
{
	/* Registered buffers must be anonymous memory: not .data/.bss. */
	char want[256], *got = aligned_buf(4096);
	struct iovec v[2] = { { got, 10 }, { got + 10, 256 - 10 } };
	struct iovec fv = { got, 4096 };
	uint64_t val = 5, back = 0;
	struct iovec ev = { &val, 8 }, rv = { &back, 8 };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int fd, n, efd, epfd;

	fd = open("/proc/version", O_RDONLY);
	ASSERT_GE(fd, 0);
	n = read(fd, want, sizeof(want));
	ASSERT_GT(n, 10);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));

	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, fd, v, 2, 0);
	EXPECT_EQ(n, submit_res(&ring, sqe));
	EXPECT_EQ(0, memcmp(want, got, n));

	memset(got, 0, 4096);
	ASSERT_EQ(0, io_uring_register_buffers(&ring, &fv, 1));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read_fixed(sqe, fd, got + 3, 256 - 3, 0, 0);
	EXPECT_EQ(n, submit_res(&ring, sqe));
	EXPECT_EQ(0, memcmp(want, got + 3, n));
	close(fd);

	efd = eventfd(0, 0);
	ASSERT_GE(efd, 0);
	/* Nothing to read yet: the READV waits in a worker. */
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, efd, &rv, 1, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&ring));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_writev(sqe, efd, &ev, 1, 0);
	sqe->user_data = 2;
	ASSERT_EQ(1, io_uring_submit(&ring));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		EXPECT_EQ(8, cqe.res);
	}
	EXPECT_EQ(5, back);
	close(efd);

	/* An epoll fd has no read method at all. */
	epfd = epoll_create1(0);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, epfd, &rv, 1, 0);
	EXPECT_EQ(-EINVAL, submit_res(&ring, sqe));
	close(epfd);
	io_uring_queue_exit(&ring);
	free(got);
}

TEST_HARNESS_MAIN
