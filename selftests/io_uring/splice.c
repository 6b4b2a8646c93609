// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_SPLICE (upstream 5.7) and IORING_OP_TEE (upstream 5.8).
 * SPLICE: splice_fd_in and splice_off_in are the input, fd and off the
 * output, len the most to move, splice_flags SPLICE_F_*; an offset of -1
 * is the file position, which it then advances, and an explicit one
 * leaves the position alone.  File -> pipe, pipe -> file at an offset,
 * pipe -> pipe, a linked file -> pipe -> file copy, SPLICE_F_FD_IN_FIXED
 * with IOSQE_FIXED_FILE.  The errors of splice(2): -EINVAL for an unknown
 * flag or no pipe, -ESPIPE for an offset on a pipe, -EBADF for a side
 * opened the wrong way, a bad descriptor or a registered index past the
 * set; len 0 is 0.  A SPLICE from an empty pipe waits in a worker, and a
 * ring closed while it waits is released at once.  -EINVAL on an IOPOLL
 * ring.  TEE duplicates one pipe into another without consuming it;
 * offsets, a non-pipe or the same pipe twice are -EINVAL, a side opened
 * the wrong way -EBADF, len 0 is 0.  SKIPs on a kernel without the
 * opcodes (probe); the tests with regular files SKIP without a writable
 * test_dir().
 */
#include <sys/ioctl.h>

#include "helpers.h"

FIXTURE(sp) {
	struct io_uring ring;
	int a[2], b[2];		/* two pipes */
};

FIXTURE_SETUP(sp)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	ASSERT_EQ(0, pipe2(self->a, O_CLOEXEC));
	ASSERT_EQ(0, pipe2(self->b, O_CLOEXEC));
}

FIXTURE_TEARDOWN(sp)
{
	close(self->a[0]);
	close(self->a[1]);
	close(self->b[0]);
	close(self->b[1]);
	io_uring_queue_exit(&self->ring);
}

#define NEED_FILE(fd, name, len, seed, wronly)				\
	do {								\
		fd = pattern_file(name, len, seed, wronly);		\
		if (fd < 0)						\
			SKIP(return, "no writable test directory %s",	\
			     test_dir());				\
	} while (0)

static struct io_uring_sqe *splice_sqe(struct io_uring *ring, int in,
				       int64_t off_in, int out,
				       int64_t off_out, unsigned int len,
				       unsigned int flags, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_splice(sqe, in, off_in, out, off_out, len, flags);
	sqe->user_data = data;
	return sqe;
}

static struct io_uring_sqe *tee_sqe(struct io_uring *ring, int in, int out,
				    unsigned int len, unsigned int flags,
				    uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_tee(sqe, in, out, len, flags);
	sqe->user_data = data;
	return sqe;
}

/* SPLICE alone: the CQE's res, 1000/1001 as run1(). */
static int splice_res(struct io_uring *ring, int in, int64_t off_in,
		      int out, int64_t off_out, unsigned int len,
		      unsigned int flags)
{
	splice_sqe(ring, in, off_in, out, off_out, len, flags, 42);
	return run1(ring, 42);
}

static int tee_res(struct io_uring *ring, int in, int out, unsigned int len,
		   unsigned int flags)
{
	tee_sqe(ring, in, out, len, flags, 43);
	return run1(ring, 43);
}

/* How many bytes a pipe holds (FIONREAD), or -1. */
static int pipe_bytes(int fd)
{
	int n;

	return ioctl(fd, FIONREAD, &n) ? -1 : n;
}

static off_t file_pos(int fd)
{
	return lseek(fd, 0, SEEK_CUR);
}

static off_t file_size(int fd)
{
	struct stat st;

	return fstat(fd, &st) ? -1 : st.st_size;
}

TEST_F(sp, file_to_pipe_at_an_offset_keeps_the_file_position)
{
	static char buf[4096];
	int f;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(f, "splice-off", 8192, 1, NULL);
	ASSERT_EQ(100, lseek(f, 100, SEEK_SET));
	EXPECT_EQ(3000, splice_res(&self->ring, f, 1000, self->a[1], -1,
				   3000, 0));
	ASSERT_EQ(3000, pipe_bytes(self->a[0]));
	ASSERT_EQ(3000, read(self->a[0], buf, sizeof(buf)));
	EXPECT_EQ(-1, check_pattern(buf, 3000, 1, 1000));
	EXPECT_EQ(100, file_pos(f));
	close(f);
}

TEST_F(sp, file_to_pipe_at_minus_one_reads_and_advances_the_position)
{
	static char buf[8192];
	int f;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(f, "splice-pos", 8192, 2, NULL);
	ASSERT_EQ(500, lseek(f, 500, SEEK_SET));
	EXPECT_EQ(2000, splice_res(&self->ring, f, -1, self->a[1], -1,
				   2000, 0));
	EXPECT_EQ(2500, file_pos(f));
	ASSERT_EQ(2000, pipe_bytes(self->a[0]));
	ASSERT_EQ(2000, read(self->a[0], buf, sizeof(buf)));
	EXPECT_EQ(-1, check_pattern(buf, 2000, 2, 500));
	/* More than is left: the rest of the file, then 0 at its end. */
	EXPECT_EQ(8192 - 2500, splice_res(&self->ring, f, -1, self->a[1], -1,
					  10000, 0));
	EXPECT_EQ(8192, file_pos(f));
	ASSERT_EQ(8192 - 2500, pipe_bytes(self->a[0]));
	ASSERT_EQ(8192 - 2500, read(self->a[0], buf, sizeof(buf)));
	EXPECT_EQ(-1, check_pattern(buf, 8192 - 2500, 2, 2500));
	EXPECT_EQ(0, splice_res(&self->ring, f, -1, self->a[1], -1, 100, 0));
	EXPECT_EQ(8192, file_pos(f));
	EXPECT_EQ(0, pipe_bytes(self->a[0]));
	close(f);
}

TEST_F(sp, pipe_to_file_at_an_offset_writes_there)
{
	static char buf[4000];
	int g;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(g, "splice-out", 0, 0, NULL);
	fill_pattern(buf, sizeof(buf), 3, 4096);
	ASSERT_EQ(4000, write(self->a[1], buf, sizeof(buf)));
	EXPECT_EQ(4000, splice_res(&self->ring, self->a[0], -1, g, 4096,
				   4000, 0));
	EXPECT_EQ(0, pipe_bytes(self->a[0]));
	EXPECT_EQ(4096 + 4000, file_size(g));
	EXPECT_EQ(0, file_pos(g));
	memset(buf, 0, sizeof(buf));
	ASSERT_EQ(4000, pread(g, buf, sizeof(buf), 4096));
	EXPECT_EQ(-1, check_pattern(buf, sizeof(buf), 3, 4096));
	close(g);
}

/* file -> pipe -> file, linked: the second starts after the first. */
TEST_F(sp, linked_file_pipe_file_chain_copies_in_order)
{
	static char buf[16384];
	struct io_uring_cqe c[2];
	int f, g;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(f, "splice-src", sizeof(buf), 4, NULL);
	NEED_FILE(g, "splice-dst", 0, 0, NULL);
	splice_sqe(&self->ring, f, 0, self->a[1], -1, sizeof(buf), 0,
		   1)->flags |= IOSQE_IO_LINK;
	splice_sqe(&self->ring, self->a[0], -1, g, 0, sizeof(buf), 0, 2);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(sizeof(buf), c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(sizeof(buf), c[1].res);
	EXPECT_EQ(0, pipe_bytes(self->a[0]));
	EXPECT_EQ(sizeof(buf), file_size(g));
	ASSERT_EQ(sizeof(buf), pread(g, buf, sizeof(buf), 0));
	EXPECT_EQ(-1, check_pattern(buf, sizeof(buf), 4, 0));
	close(f);
	close(g);
}

/* Input by SPLICE_F_FD_IN_FIXED, output by IOSQE_FIXED_FILE. */
TEST_F(sp, fixed_input_and_output_are_registered_files)
{
	char buf[1024];
	int f, fds[2];

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(f, "splice-fixed", 4096, 5, NULL);
	fds[0] = f;
	fds[1] = self->a[1];
	ASSERT_EQ(0, io_uring_register_files(&self->ring, fds, 2));
	splice_sqe(&self->ring, 0, 1024, 1, -1, 1000, SPLICE_F_FD_IN_FIXED,
		   3)->flags |= IOSQE_FIXED_FILE;
	EXPECT_EQ(1000, run1(&self->ring, 3));
	ASSERT_EQ(1000, pipe_bytes(self->a[0]));
	ASSERT_EQ(1000, read(self->a[0], buf, sizeof(buf)));
	EXPECT_EQ(-1, check_pattern(buf, 1000, 5, 1024));
	EXPECT_EQ(0, file_pos(f));
	close(f);
}

/* Past the set, or an empty slot: -EBADF, and nothing moves. */
TEST_F(sp, fixed_input_past_the_registered_set_is_ebadf)
{
	int fds[3] = { self->a[0], self->b[1], -1 };
	char buf[16];

	NEED_OP(IORING_OP_SPLICE);
	ASSERT_EQ(0, io_uring_register_files(&self->ring, fds, 3));
	ASSERT_EQ(5, write(self->a[1], "fixed", 5));
	EXPECT_EQ(-EBADF, splice_res(&self->ring, 3, -1, self->b[1], -1, 64,
				     SPLICE_F_FD_IN_FIXED));
	EXPECT_EQ(-EBADF, splice_res(&self->ring, 1000, -1, self->b[1], -1,
				     64, SPLICE_F_FD_IN_FIXED));
	EXPECT_EQ(-EBADF, splice_res(&self->ring, 2, -1, self->b[1], -1, 64,
				     SPLICE_F_FD_IN_FIXED));
	EXPECT_EQ(5, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
	/* Slot 0 itself works: pipe -> pipe. */
	EXPECT_EQ(5, splice_res(&self->ring, 0, -1, self->b[1], -1, 64,
				SPLICE_F_FD_IN_FIXED));
	ASSERT_EQ(5, pipe_bytes(self->b[0]));
	ASSERT_EQ(5, read(self->b[0], buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "fixed", 5));
}

TEST_F(sp, unknown_splice_flag_is_einval)
{
	NEED_OP(IORING_OP_SPLICE);
	ASSERT_EQ(4, write(self->a[1], "flag", 4));
	EXPECT_EQ(-EINVAL, splice_res(&self->ring, self->a[0], -1,
				      self->b[1], -1, 64, 0x100));
	EXPECT_EQ(-EINVAL, splice_res(&self->ring, self->a[0], -1,
				      self->b[1], -1, 64, 0x10));
	EXPECT_EQ(-EINVAL, splice_res(&self->ring, self->a[0], -1,
				      self->b[1], -1, 64, 1U << 30));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
	/* The known ones are taken. */
	EXPECT_EQ(4, splice_res(&self->ring, self->a[0], -1, self->b[1], -1,
				64, SPLICE_F_MOVE | SPLICE_F_MORE));
	EXPECT_EQ(4, pipe_bytes(self->b[0]));
}

TEST_F(sp, file_to_file_is_einval)
{
	int f, g;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(f, "splice-ff-in", 4096, 6, NULL);
	NEED_FILE(g, "splice-ff-out", 0, 0, NULL);
	EXPECT_EQ(-EINVAL, splice_res(&self->ring, f, 0, g, 0, 100, 0));
	EXPECT_EQ(-EINVAL, splice_res(&self->ring, f, -1, g, -1, 100, 0));
	EXPECT_EQ(0, file_size(g));
	EXPECT_EQ(0, file_pos(f));
	EXPECT_EQ(0, file_pos(g));
	close(f);
	close(g);
}

TEST_F(sp, offset_on_a_pipe_side_is_espipe)
{
	int f;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(f, "splice-espipe", 4096, 7, NULL);
	ASSERT_EQ(4, write(self->a[1], "pipe", 4));
	/* pipe -> pipe, either offset. */
	EXPECT_EQ(-ESPIPE, splice_res(&self->ring, self->a[0], 0,
				      self->b[1], -1, 64, 0));
	EXPECT_EQ(-ESPIPE, splice_res(&self->ring, self->a[0], -1,
				      self->b[1], 0, 64, 0));
	/* An input offset on a pipe -> file, an output one on file -> pipe. */
	EXPECT_EQ(-ESPIPE, splice_res(&self->ring, self->a[0], 0, f, 0, 64,
				      0));
	EXPECT_EQ(-ESPIPE, splice_res(&self->ring, f, 0, self->b[1], 0, 64,
				      0));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
	EXPECT_EQ(4096, file_size(f));
	close(f);
}

TEST_F(sp, sides_opened_the_wrong_way_are_ebadf)
{
	int f, wr;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(f, "splice-modes", 4096, 8, &wr);
	/* Input opened O_WRONLY. */
	EXPECT_EQ(-EBADF, splice_res(&self->ring, wr, 0, self->a[1], -1, 64,
				     0));
	EXPECT_EQ(-EBADF, splice_res(&self->ring, wr, -1, self->a[1], -1, 64,
				     0));
	EXPECT_EQ(0, pipe_bytes(self->a[0]));
	/* Output the read end of a pipe. */
	EXPECT_EQ(-EBADF, splice_res(&self->ring, f, 0, self->a[0], -1, 64,
				     0));
	EXPECT_EQ(0, pipe_bytes(self->a[0]));
	/* pipe -> pipe: the write end as input, the read end as output. */
	ASSERT_EQ(4, write(self->a[1], "mode", 4));
	EXPECT_EQ(-EBADF, splice_res(&self->ring, self->a[1], -1, self->b[1],
				     -1, 64, 0));
	EXPECT_EQ(-EBADF, splice_res(&self->ring, self->a[0], -1, self->b[0],
				     -1, 64, 0));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
	close(wr);
	close(f);
}

TEST_F(sp, bad_input_descriptor_is_ebadf)
{
	int gone;

	NEED_OP(IORING_OP_SPLICE);
	gone = dup(self->a[0]);
	ASSERT_LE(0, gone);
	close(gone);
	EXPECT_EQ(-EBADF, splice_res(&self->ring, -1, -1, self->b[1], -1, 64,
				     0));
	EXPECT_EQ(-EBADF, splice_res(&self->ring, gone, -1, self->b[1], -1,
				     64, 0));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
}

TEST_F(sp, zero_length_splice_is_zero)
{
	NEED_OP(IORING_OP_SPLICE);
	ASSERT_EQ(4, write(self->a[1], "zero", 4));
	EXPECT_EQ(0, splice_res(&self->ring, self->a[0], -1, self->b[1], -1,
				0, 0));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
}

/* Nothing in the pipe: submission returns, a worker waits for data. */
TEST_F(sp, splice_from_an_empty_pipe_waits_for_data)
{
	struct io_uring_cqe cqe;
	char buf[16] = { 0 };
	int g;

	NEED_OP(IORING_OP_SPLICE);
	NEED_FILE(g, "splice-wait", 0, 0, NULL);
	splice_sqe(&self->ring, self->a[0], -1, g, 0, 4096, 0, 7);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(6, write(self->a[1], "splice", 6));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(6, cqe.res);
	EXPECT_EQ(6, file_size(g));
	ASSERT_EQ(6, pread(g, buf, sizeof(buf), 0));
	EXPECT_EQ(0, memcmp(buf, "splice", 6));
	EXPECT_EQ(0, pipe_bytes(self->a[0]));
	close(g);
}

/*
 * A child closes its ring while a SPLICE waits on an empty pipe (whose
 * write end this process keeps open, so no data and no EOF come): the
 * close returns within 3 s and the child exits within 10 s.
 */
TEST_F(sp, ring_exit_with_a_waiting_splice_returns_promptly)
{
	siginfo_t si;
	long end;
	pid_t pid;

	NEED_OP(IORING_OP_SPLICE);
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;
		long t0;

		if (io_uring_queue_init(8, &ring, 0))
			_exit(1);
		splice_sqe(&ring, self->a[0], -1, self->b[1], -1, 4096, 0, 8);
		if (io_uring_submit(&ring) != 1)
			_exit(2);
		usleep(100000);
		if (cqe_ready(&ring))
			_exit(3);
		t0 = now_ms();
		io_uring_queue_exit(&ring);
		_exit(now_ms() - t0 > 3000 ? 4 : 0);
	}
	end = now_ms() + 10000;
	do {
		memset(&si, 0, sizeof(si));
		if (waitid(P_PID, pid, &si, WEXITED | WNOHANG | WNOWAIT))
			break;
		if (si.si_pid == pid)
			break;
		usleep(10000);
	} while (now_ms() < end);
	if (si.si_pid != pid) {
		TH_LOG("the child did not exit within 10 s");
		kill(pid, SIGKILL);
	}
	EXPECT_EQ(pid, si.si_pid);
	EXPECT_EQ(0, child_status(pid));
	/* The splice did not take data it had no time to see. */
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
}

TEST_F(sp, splice_on_an_iopoll_ring_is_einval)
{
	struct io_uring ring;

	NEED_OP(IORING_OP_SPLICE);
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, IORING_SETUP_IOPOLL));
	ASSERT_EQ(4, write(self->a[1], "poll", 4));
	EXPECT_EQ(-EINVAL, splice_res(&ring, self->a[0], -1, self->b[1], -1,
				      64, 0));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
	io_uring_queue_exit(&ring);
}

TEST_F(sp, tee_duplicates_a_pipe_without_consuming_it)
{
	char buf[32] = { 0 };

	NEED_OP(IORING_OP_TEE);
	ASSERT_EQ(9, write(self->a[1], "hello tee", 9));
	EXPECT_EQ(9, tee_res(&self->ring, self->a[0], self->b[1], 64, 0));
	ASSERT_EQ(9, pipe_bytes(self->b[0]));
	ASSERT_EQ(9, read(self->b[0], buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "hello tee", 9));
	memset(buf, 0, sizeof(buf));
	ASSERT_EQ(9, pipe_bytes(self->a[0]));
	ASSERT_EQ(9, read(self->a[0], buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "hello tee", 9));
	/* Fewer than there are: just those. */
	ASSERT_EQ(6, write(self->a[1], "abcdef", 6));
	EXPECT_EQ(4, tee_res(&self->ring, self->a[0], self->b[1], 4, 0));
	ASSERT_EQ(4, pipe_bytes(self->b[0]));
	ASSERT_EQ(4, read(self->b[0], buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "abcd", 4));
	EXPECT_EQ(6, pipe_bytes(self->a[0]));
}

TEST_F(sp, tee_with_an_offset_is_einval)
{
	NEED_OP(IORING_OP_TEE);
	ASSERT_EQ(3, write(self->a[1], "off", 3));
	tee_sqe(&self->ring, self->a[0], self->b[1], 64, 0, 9)->off = 1;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 9));
	tee_sqe(&self->ring, self->a[0], self->b[1], 64, 0,
		10)->splice_off_in = 1;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 10));
	/* An unknown flag, as SPLICE. */
	EXPECT_EQ(-EINVAL, tee_res(&self->ring, self->a[0], self->b[1], 64,
				   0x100));
	EXPECT_EQ(3, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
}

TEST_F(sp, tee_needs_two_distinct_pipes)
{
	int f;

	NEED_OP(IORING_OP_TEE);
	NEED_FILE(f, "tee-file", 4096, 10, NULL);
	ASSERT_EQ(4, write(self->a[1], "pipe", 4));
	EXPECT_EQ(-EINVAL, tee_res(&self->ring, f, self->b[1], 64, 0));
	EXPECT_EQ(-EINVAL, tee_res(&self->ring, self->a[0], f, 64, 0));
	EXPECT_EQ(-EINVAL, tee_res(&self->ring, self->a[0], self->a[1], 64,
				   0));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
	EXPECT_EQ(4096, file_size(f));
	EXPECT_EQ(0, file_pos(f));
	close(f);
}

TEST_F(sp, zero_length_tee_is_zero)
{
	NEED_OP(IORING_OP_TEE);
	ASSERT_EQ(4, write(self->a[1], "zero", 4));
	EXPECT_EQ(0, tee_res(&self->ring, self->a[0], self->b[1], 0, 0));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
}

TEST_F(sp, tee_sides_opened_the_wrong_way_are_ebadf)
{
	NEED_OP(IORING_OP_TEE);
	ASSERT_EQ(4, write(self->a[1], "mode", 4));
	/* The write end as input, the read end as output. */
	EXPECT_EQ(-EBADF, tee_res(&self->ring, self->a[1], self->b[1], 64, 0));
	EXPECT_EQ(-EBADF, tee_res(&self->ring, self->a[0], self->b[0], 64, 0));
	EXPECT_EQ(4, pipe_bytes(self->a[0]));
	EXPECT_EQ(0, pipe_bytes(self->b[0]));
}

/*
 * A SPLICE from an idle socket into a pipe waits for the socket without
 * the pipe's mutex: a write(2) to the pipe meanwhile returns at once.
 * (Before the fix, the worker waited in do_splice() holding the mutex,
 * and the writer slept on it uninterruptibly, unkillable, found by
 * make fuzz.)  The writer is a child; the socket's data releases it
 * whatever happens, so a failure does not hang the test.
 */
TEST_F(sp, pipe_stays_usable_while_a_splice_waits_for_its_socket)
{
	struct io_uring_cqe cqe;
	int sv[2], status = 0;
	long t0;
	pid_t pid;

	NEED_OP(IORING_OP_SPLICE);
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	splice_sqe(&self->ring, sv[0], -1, self->a[1], -1, 64, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (!pid)
		_exit(write(self->a[1], "x", 1) == 1 ? 0 : 1);
	t0 = now_ms();
	while (waitpid(pid, &status, WNOHANG) == 0 && now_ms() - t0 < 3000)
		usleep(10000);
	EXPECT_GT(3000, now_ms() - t0);
	/* Data for the splice: it completes, and a stuck writer goes on. */
	ASSERT_EQ(5, write(sv[1], "hello", 5));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(5, cqe.res);
	waitpid(pid, &status, 0);
	EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	/* The pipe holds the writer's byte, then the socket's five. */
	EXPECT_EQ(6, pipe_bytes(self->a[0]));
	close(sv[0]);
	close(sv[1]);
}

TEST_HARNESS_MAIN
