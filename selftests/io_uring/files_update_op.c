// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_FILES_UPDATE, IORING_REGISTER_FILES_UPDATE as a request, with
 * upstream 5.6's results (the 5.6 level): a slot it fills is read from
 * with IOSQE_FIXED_FILE at once, res is the number of slots updated, -1
 * empties a slot, -ENXIO without registered files, -EINVAL past the set.
 * It takes IOSQE_IO_LINK, IOSQE_ASYNC and IOSQE_IO_DRAIN as any request
 * does (upstream 61710e437f28); IOSQE_FIXED_FILE is -EINVAL.  On an
 * SQPOLL ring it gets -EBADF, as at 5.6.  SKIPs on a kernel without the
 * opcode (probe).
 */
#include "helpers.h"

FIXTURE(fu) {
	struct io_uring ring;
	int a, b;		/* "aaaa" and "bbbb" */
};

/* A file in test_dir() holding @text, unlinked; its fd or -1. */
static int file_with(const char *name, const char *text)
{
	char path[PATH_MAX];
	int fd = test_file(name, 0, path, sizeof(path));

	if (fd < 0)
		return -1;
	unlink(path);
	if (write(fd, text, strlen(text)) != (ssize_t)strlen(text)) {
		close(fd);
		return -1;
	}
	return fd;
}

FIXTURE_SETUP(fu)
{
	int empty[4] = { -1, -1, -1, -1 };

	self->a = self->b = -1;
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_FILES_UPDATE);
	NEED_OP(IORING_OP_READ);
	self->a = file_with("fu-a", "aaaa");
	self->b = file_with("fu-b", "bbbb");
	if (self->a < 0 || self->b < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	/* Four empty slots. */
	ASSERT_EQ(0, io_uring_register_files(&self->ring, empty, 4));
}

FIXTURE_TEARDOWN(fu)
{
	if (self->a >= 0)
		close(self->a);
	if (self->b >= 0)
		close(self->b);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *update_sqe(struct io_uring *ring, int *fds,
				       unsigned int nr, int offset)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_files_update(sqe, fds, nr, offset);
	return sqe;
}

/* FILES_UPDATE alone: the CQE's res (user_data checked by submit_res()). */
static int ring_update(struct io_uring *ring, int *fds, unsigned int nr,
		       int offset)
{
	return submit_res(ring, update_sqe(ring, fds, nr, offset));
}

/* READ of 4 bytes at 0 from registered slot @slot into @buf: the res. */
static int read_slot(struct io_uring *ring, int slot, char *buf)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	memset(buf, 0, 5);
	io_uring_prep_read(sqe, slot, buf, 4, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	return submit_res(ring, sqe);
}

TEST_F(fu, update_fills_a_slot_read_fixed_reads_it)
{
	char buf[5];

	EXPECT_EQ(-EBADF, read_slot(&self->ring, 2, buf));
	EXPECT_EQ(1, ring_update(&self->ring, &self->a, 1, 2));
	EXPECT_EQ(4, read_slot(&self->ring, 2, buf));
	EXPECT_EQ(0, strcmp("aaaa", buf));
	/* The others are still empty. */
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 3, buf));
}

/* res is the number of slots updated; a file replaces a file. */
TEST_F(fu, res_is_the_number_of_slots_updated)
{
	int fds[3] = { self->a, self->b, -1 };
	char buf[5];

	EXPECT_EQ(3, ring_update(&self->ring, fds, 3, 1));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(4, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(0, strcmp("aaaa", buf));
	EXPECT_EQ(4, read_slot(&self->ring, 2, buf));
	EXPECT_EQ(0, strcmp("bbbb", buf));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 3, buf));

	EXPECT_EQ(1, ring_update(&self->ring, &self->b, 1, 1));
	EXPECT_EQ(4, read_slot(&self->ring, 1, buf));
	EXPECT_EQ(0, strcmp("bbbb", buf));
}

TEST_F(fu, minus_one_empties_a_slot)
{
	int empty = -1;
	char buf[5];

	ASSERT_EQ(1, ring_update(&self->ring, &self->a, 1, 2));
	ASSERT_EQ(4, read_slot(&self->ring, 2, buf));
	EXPECT_EQ(1, ring_update(&self->ring, &empty, 1, 2));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 2, buf));
	/* The file itself is not closed. */
	EXPECT_EQ(4, pread(self->a, buf, 4, 0));
}

/*
 * No files registered: -ENXIO, as IORING_REGISTER_FILES_UPDATE says.
 * (Upstream v5.6's request path checks the range first and says -EINVAL;
 * the spec of the 5.6 level and Linux 6.18 say -ENXIO.)
 */
TEST(update_without_registered_files_is_enxio)
{
	struct io_uring ring;
	int fd = open("/dev/null", O_RDONLY);

	NEED_OP(IORING_OP_FILES_UPDATE);
	ASSERT_LE(0, fd);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	EXPECT_EQ(-ENXIO, ring_update(&ring, &fd, 1, 0));
	io_uring_queue_exit(&ring);
	close(fd);
}

/* Slots beyond the registered set: -EINVAL, nothing updated. */
TEST_F(fu, update_beyond_the_set_is_einval)
{
	int fds[2] = { self->a, self->b };
	char buf[5];

	EXPECT_EQ(-EINVAL, ring_update(&self->ring, fds, 1, 4));
	EXPECT_EQ(-EINVAL, ring_update(&self->ring, fds, 2, 3));
	EXPECT_EQ(-EINVAL, ring_update(&self->ring, fds, 1, 1 << 30));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 3, buf));
}

/* IOSQE_FIXED_FILE on the request itself: -EINVAL (at 5.6 and 6.18). */
TEST_F(fu, fixed_file_flag_is_einval)
{
	struct io_uring_sqe *sqe;
	char buf[5];

	sqe = update_sqe(&self->ring, &self->a, 1, 2);
	sqe->flags |= IOSQE_FIXED_FILE;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 2, buf));
}

/*
 * IOSQE_ASYNC and IOSQE_IO_DRAIN are taken as on any request (upstream
 * 61710e437f28; at 5.6 they were -EINVAL): the update runs, in a worker
 * or after what came before.
 */
TEST_F(fu, async_and_drain_are_taken)
{
	unsigned int flags[] = { IOSQE_ASYNC, IOSQE_IO_DRAIN };
	struct io_uring_sqe *sqe;
	char buf[5];

	for (int i = 0; i < 2; i++) {
		sqe = update_sqe(&self->ring, i ? &self->b : &self->a, 1, 2);
		sqe->flags |= flags[i];
		EXPECT_EQ(1, submit_res(&self->ring, sqe));
		EXPECT_EQ(4, read_slot(&self->ring, 2, buf));
		EXPECT_EQ(0, strcmp(i ? "bbbb" : "aaaa", buf));
	}
}

/*
 * With IOSQE_IO_LINK it heads a chain (upstream 61710e437f28), which goes
 * on once the slot is filled.
 */
TEST_F(fu, update_heads_a_chain)
{
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };
	char buf[5];

	sqe = update_sqe(&self->ring, &self->a, 1, 2);
	sqe->flags |= IOSQE_IO_LINK;
	sqe->user_data = 1;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(1, res[1]);
	EXPECT_EQ(0, res[2]);
	EXPECT_EQ(4, read_slot(&self->ring, 2, buf));
	EXPECT_EQ(0, strcmp("aaaa", buf));
}

/* Last in a chain (flags 0), after a NOP: it runs and fills the slot. */
TEST_F(fu, update_ends_a_chain)
{
	int res[9] = { 0 };
	char buf[5];

	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	update_sqe(&self->ring, &self->b, 1, 0)->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(1, res[2]);
	EXPECT_EQ(4, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(0, strcmp("bbbb", buf));
}

TEST_F(fu, bad_input)
{
	int bad = open("/dev/null", O_RDONLY), fds[2];
	struct io_uring_sqe *sqe;
	char buf[5];

	ASSERT_LE(0, bad);
	close(bad);
	/* nr 0, rw_flags: -EINVAL. */
	EXPECT_EQ(-EINVAL, ring_update(&self->ring, &self->a, 0, 0));
	sqe = update_sqe(&self->ring, &self->a, 1, 0);
	sqe->rw_flags = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	/* The fd array unreadable: -EFAULT. */
	EXPECT_EQ(-EFAULT, ring_update(&self->ring, (int *)16, 1, 0));
	/* An fd that is not open, or an io_uring: -EBADF. */
	EXPECT_EQ(-EBADF, ring_update(&self->ring, &bad, 1, 0));
	EXPECT_EQ(-EBADF, ring_update(&self->ring, &self->ring.ring_fd, 1, 0));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 0, buf));
	/* A bad fd after a good one: the count of those done. */
	fds[0] = self->a;
	fds[1] = bad;
	EXPECT_EQ(1, ring_update(&self->ring, fds, 2, 0));
	EXPECT_EQ(4, read_slot(&self->ring, 0, buf));
	EXPECT_EQ(0, strcmp("aaaa", buf));
	EXPECT_EQ(-EBADF, read_slot(&self->ring, 1, buf));
}

/*
 * FILES_UPDATE on an SQPOLL ring: -EBADF up to 5.10, the slot stays
 * empty; from 5.11 (IORING_FEAT_SQPOLL_NONFIXED, patch 193) the SQ thread
 * takes the descriptor from the process's table: 1 slot updated, and a
 * read of it gets the file's bytes.
 */
TEST(files_update_on_sqpoll)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 1000,
	};
	int empty[2] = { -1, -1 }, fd = memfd_create("fu", 0);
	struct io_uring ring;
	char buf[5];

	NEED_OP(IORING_OP_FILES_UPDATE);
	NEED_OP(IORING_OP_READ);
	if (geteuid() != 0)
		SKIP(return, "SQPOLL needs root at the 5.6 level");
	ASSERT_LE(0, fd);
	ASSERT_EQ(4, write(fd, "bbbb", 4));
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &p));
	ASSERT_EQ(0, io_uring_register_files(&ring, empty, 2));
	if (!(ring.features & IORING_FEAT_SQPOLL_NONFIXED)) {
		EXPECT_EQ(-EBADF, ring_update(&ring, &fd, 1, 1));
		EXPECT_EQ(-EBADF, read_slot(&ring, 1, buf));
	} else {
		EXPECT_EQ(1, ring_update(&ring, &fd, 1, 1));
		EXPECT_EQ(4, read_slot(&ring, 1, buf));
		EXPECT_EQ(0, strcmp("bbbb", buf));
	}
	io_uring_queue_exit(&ring);
	close(fd);
}

TEST_HARNESS_MAIN
