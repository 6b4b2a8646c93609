// SPDX-License-Identifier: GPL-2.0
/*
 * Resource tags (upstream 5.13, IORING_FEAT_RSRC_TAGS): IORING_REGISTER_
 * FILES2 and BUFFERS2 register a table with a u64 tag per slot, FILES_
 * UPDATE2 and BUFFERS_UPDATE replace slots and their tags.  When a tagged
 * file or buffer leaves the table, a CQE with user_data = its tag, res 0
 * and flags 0 is posted once no request uses it any more.  Buffers are
 * replaced without waiting for the requests in flight, as files are.
 * Checked: the CQEs and their order against the requests that held the
 * resource, the bytes read into an old and a new buffer, upstream's
 * errnos for every malformed argument, that a tag CQE counts for counted
 * timeouts but not for drains (5.15's cq_extra), and rings with SQPOLL
 * and IOPOLL.  SKIPs on a kernel without the FEAT bit.
 */
#include <sys/uio.h>

#include "helpers.h"

FIXTURE(tags) {
	struct io_uring ring;
	int p[2];		/* a pipe: reads wait until we write */
	/* Anonymous memory: file-backed pages do not register. */
	char buf[3][64];
};

FIXTURE_SETUP(tags)
{
	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, 0));
	if (!(self->ring.features & IORING_FEAT_RSRC_TAGS))
		SKIP(return, "no IORING_FEAT_RSRC_TAGS");
	ASSERT_EQ(0, pipe(self->p));
}

FIXTURE_TEARDOWN(tags)
{
	close(self->p[0]);
	close(self->p[1]);
	io_uring_queue_exit(&self->ring);
}

/* io_uring_register(2) as a raw call, -errno on failure. */
static int reg(struct io_uring *ring, unsigned int op, void *arg,
	       unsigned int nr)
{
	int ret = sys_register(ring->ring_fd, op, arg, nr);

	return ret < 0 ? -errno : ret;
}

static int reg2(struct io_uring *ring, unsigned int op, unsigned int nr,
		const void *data, const uint64_t *tags)
{
	struct io_uring_rsrc_register r = {
		.nr = nr,
		.data = (uint64_t)(uintptr_t)data,
		.tags = (uint64_t)(uintptr_t)tags,
	};

	return reg(ring, op, &r, sizeof(r));
}

static int update2(struct io_uring *ring, unsigned int op, unsigned int off,
		   unsigned int nr, const void *data, const uint64_t *tags)
{
	struct io_uring_rsrc_update2 u = {
		.offset = off,
		.data = (uint64_t)(uintptr_t)data,
		.tags = (uint64_t)(uintptr_t)tags,
		.nr = nr,
	};

	return reg(ring, op, &u, sizeof(u));
}

static int files2(struct io_uring *ring, unsigned int nr, const int *fds,
		  const uint64_t *tags)
{
	return reg2(ring, IORING_REGISTER_FILES2, nr, fds, tags);
}

static int file_update(struct io_uring *ring, unsigned int off, int fd,
		       uint64_t tag)
{
	return update2(ring, IORING_REGISTER_FILES_UPDATE2, off, 1, &fd, &tag);
}

static int buf_update(struct io_uring *ring, unsigned int off, void *base,
		      size_t len, uint64_t tag)
{
	struct iovec v = { .iov_base = base, .iov_len = len };

	return update2(ring, IORING_REGISTER_BUFFERS_UPDATE, off, 1, &v, &tag);
}

/*
 * The next CQE within 5 s: its user_data, with res and flags checked to
 * be @res and 0; 1000 when none came.
 */
static uint64_t next_cqe(struct __test_metadata *_metadata,
			 struct io_uring *ring, int res)
{
	struct io_uring_cqe *cqe;
	uint64_t data;

	if (wait_cqe_ms(ring, &cqe, 5000))
		return 1000;
	data = cqe->user_data;
	EXPECT_EQ(res, cqe->res);
	EXPECT_EQ(0, cqe->flags);
	io_uring_cqe_seen(ring, cqe);
	return data;
}

/* Whether no CQE comes within 200 ms (tags are posted from a workqueue). */
static int no_cqe(struct io_uring *ring)
{
	struct io_uring_cqe *cqe;

	return wait_cqe_ms(ring, &cqe, 200) != 0;
}

/* A read of @len bytes from the pipe, on fixed file slot 0, user_data 1. */
static void queue_fixed_read(struct io_uring *ring, void *buf, size_t len)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_read(sqe, 0, buf, len, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = 1;
}

TEST_F(tags, register2_checks_its_argument)
{
	struct io_uring_rsrc_register r = { .nr = 1 };
	int fd = self->p[0], fds2[2] = { self->p[0], -1 };
	uint64_t tag = 5, tags2[2] = { 0, 9 };
	int ops[2] = { IORING_REGISTER_FILES2, IORING_REGISTER_BUFFERS2 };
	struct iovec v = { self->buf[0], 64 };
	int i;

	for (i = 0; i < 2; i++) {
		const void *data = i ? (void *)&v : (void *)&fd;

		r.data = (uint64_t)(uintptr_t)data;
		/* nr_args is the structure's size. */
		EXPECT_EQ(-EINVAL, reg(&self->ring, ops[i],
						&r, sizeof(r) - 8));
		EXPECT_EQ(-EINVAL, reg(&self->ring, ops[i],
						&r, sizeof(r) + 8));
		/*
		 * resv at 5.13 (nonzero: -EINVAL), flags from 5.19, where bit
		 * 0 is IORING_RSRC_REGISTER_SPARSE and bit 1 still unknown.
		 */
		r.flags = 2;
		EXPECT_EQ(-EINVAL, reg(&self->ring, ops[i],
						&r, sizeof(r)));
		r.flags = 0;
		r.resv2 = 1;
		EXPECT_EQ(-EINVAL, reg(&self->ring, ops[i],
						&r, sizeof(r)));
		r.resv2 = 0;
		EXPECT_EQ(-EINVAL, reg2(&self->ring, ops[i], 0, data, &tag));
		EXPECT_EQ(-EFAULT, reg(&self->ring, ops[i],
						NULL, sizeof(r)));
		EXPECT_EQ(-EFAULT, reg2(&self->ring, ops[i], 1, data,
					(uint64_t *)8));
	}
	/* A tag on an empty slot. */
	EXPECT_EQ(-EINVAL, files2(&self->ring, 2, fds2, tags2));
	v.iov_base = NULL;
	v.iov_len = 0;
	EXPECT_EQ(-EINVAL, reg2(&self->ring, IORING_REGISTER_BUFFERS2, 1,
				&v, &tag));
	/* Nothing of the failed ones stayed, and no tag was posted. */
	EXPECT_EQ(-ENXIO, file_update(&self->ring, 0, -1, 0));
	EXPECT_EQ(-ENXIO, buf_update(&self->ring, 0, NULL, 0, 0));
	EXPECT_EQ(0, files2(&self->ring, 1, &fd, &tag));
	EXPECT_EQ(-EBUSY, files2(&self->ring, 1, &fd, &tag));
	EXPECT_EQ(-EBUSY, io_uring_register_files(&self->ring, &fd, 1));
	EXPECT_TRUE(no_cqe(&self->ring));
}

TEST_F(tags, update2_checks_its_argument)
{
	struct io_uring_rsrc_update2 u = { .nr = 1 };
	int fds[2] = { self->p[0], self->p[0] };
	uint64_t tags2[2] = { 1, 2 };
	int fd = -1;

	ASSERT_EQ(0, files2(&self->ring, 2, fds, tags2));
	u.data = (uint64_t)(uintptr_t)&fd;
	EXPECT_EQ(-EINVAL, reg(&self->ring, IORING_REGISTER_FILES_UPDATE2, &u,
				 sizeof(u) - 8));
	u.resv = 1;
	EXPECT_EQ(-EINVAL, reg(&self->ring, IORING_REGISTER_FILES_UPDATE2, &u,
				 sizeof(u)));
	u.resv = 0;
	u.resv2 = 1;
	EXPECT_EQ(-EINVAL, reg(&self->ring, IORING_REGISTER_FILES_UPDATE2, &u,
				 sizeof(u)));
	u.resv2 = 0;
	u.nr = 0;
	EXPECT_EQ(-EINVAL, reg(&self->ring, IORING_REGISTER_FILES_UPDATE2, &u,
				 sizeof(u)));
	EXPECT_EQ(-EINVAL, update2(&self->ring, IORING_REGISTER_FILES_UPDATE2,
				   2, 1, &fd, NULL));
	EXPECT_EQ(-EOVERFLOW, update2(&self->ring,
				      IORING_REGISTER_FILES_UPDATE2,
				      0xffffffffu, 2, fds, NULL));
	EXPECT_EQ(-EFAULT, update2(&self->ring, IORING_REGISTER_FILES_UPDATE2,
				   0, 1, &fd, (uint64_t *)8));
	/* A tag with -1 or IORING_REGISTER_FILES_SKIP: nothing changes. */
	EXPECT_EQ(-EINVAL, file_update(&self->ring, 0, -1, 7));
	EXPECT_EQ(-EINVAL, file_update(&self->ring, 0, -2, 7));
	EXPECT_TRUE(no_cqe(&self->ring));
	/* No buffers registered. */
	EXPECT_EQ(-ENXIO, buf_update(&self->ring, 0, self->buf[0], 64, 0));
	/* Slot 0 still holds its file and tag 1. */
	EXPECT_EQ(1, file_update(&self->ring, 0, -1, 0));
	EXPECT_EQ(1, next_cqe(_metadata, &self->ring, 0));
}

TEST_F(tags, file_update_posts_the_old_tag)
{
	int fds[2] = { self->p[0], self->p[1] };
	uint64_t tags2[2] = { 11, 12 };
	int fd;

	ASSERT_EQ(0, files2(&self->ring, 2, fds, tags2));
	/* A new file and tag in slot 0: tag 11 goes. */
	EXPECT_EQ(1, file_update(&self->ring, 0, self->p[0], 21));
	EXPECT_EQ(11, next_cqe(_metadata, &self->ring, 0));
	/* The plain FILES_UPDATE posts tags too, and leaves tag 0. */
	fd = self->p[1];
	EXPECT_EQ(1, io_uring_register_files_update(&self->ring, 0, &fd, 1));
	EXPECT_EQ(21, next_cqe(_metadata, &self->ring, 0));
	fd = -1;
	EXPECT_EQ(1, io_uring_register_files_update(&self->ring, 0, &fd, 1));
	EXPECT_TRUE(no_cqe(&self->ring));
	/* Emptying an empty slot posts nothing. */
	EXPECT_EQ(1, file_update(&self->ring, 0, -1, 0));
	EXPECT_TRUE(no_cqe(&self->ring));
	/* SKIP (without a tag) leaves slot 1 and its tag. */
	EXPECT_EQ(1, file_update(&self->ring, 1, -2, 0));
	EXPECT_TRUE(no_cqe(&self->ring));
	EXPECT_EQ(1, file_update(&self->ring, 1, -1, 0));
	EXPECT_EQ(12, next_cqe(_metadata, &self->ring, 0));
}

/*
 * IORING_OP_FILES_UPDATE posts the tag of the file it replaces: two
 * CQEs, the request's (1 slot updated) and the tag's, in either order
 * (here the request's comes first; 6.18 posts the tag's first).
 */
TEST_F(tags, files_update_op_posts_the_tag)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe *cqe;
	uint64_t tag = 15;
	int fd = -1, i, seen = 0;

	ASSERT_EQ(0, files2(&self->ring, 1, &self->p[0], &tag));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_files_update(sqe, &fd, 1, 0);
	sqe->user_data = 5;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	for (i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_cqe_ms(&self->ring, &cqe, 5000));
		if (cqe->user_data == 5) {
			EXPECT_EQ(1, cqe->res);
			seen |= 1;
		} else {
			EXPECT_EQ(15, cqe->user_data);
			EXPECT_EQ(0, cqe->res);
			seen |= 2;
		}
		EXPECT_EQ(0, cqe->flags);
		io_uring_cqe_seen(&self->ring, cqe);
	}
	EXPECT_EQ(3, seen);
	EXPECT_TRUE(no_cqe(&self->ring));
}

TEST_F(tags, file_tag_waits_for_the_request_using_it)
{
	uint64_t tag = 77;
	char out[8] = { 0 };

	ASSERT_EQ(0, files2(&self->ring, 1, &self->p[0], &tag));
	queue_fixed_read(&self->ring, out, 5);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	/* The read still holds the pipe: no tag yet, and no wait. */
	EXPECT_EQ(1, file_update(&self->ring, 0, -1, 0));
	EXPECT_TRUE(no_cqe(&self->ring));
	ASSERT_EQ(5, write(self->p[1], "hello", 5));
	EXPECT_EQ(1, next_cqe(_metadata, &self->ring, 5));
	EXPECT_EQ(0, memcmp(out, "hello", 5));
	EXPECT_EQ(77, next_cqe(_metadata, &self->ring, 0));
}

TEST_F(tags, untagged_registrations_post_nothing)
{
	int fds[2] = { self->p[0], self->p[1] }, fd = -1;
	struct iovec v = { self->buf[0], 64 };

	ASSERT_EQ(0, io_uring_register_files(&self->ring, fds, 2));
	EXPECT_EQ(1, io_uring_register_files_update(&self->ring, 0, &fd, 1));
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &v, 1));
	EXPECT_EQ(1, buf_update(&self->ring, 0, self->buf[1], 64, 0));
	EXPECT_EQ(0, io_uring_unregister_files(&self->ring));
	EXPECT_EQ(0, io_uring_unregister_buffers(&self->ring));
	EXPECT_TRUE(no_cqe(&self->ring));
}

/* A tag set by an update on a table registered without tags is posted. */
TEST_F(tags, update2_tags_an_untagged_table)
{
	int fds[1] = { self->p[0] };

	ASSERT_EQ(0, io_uring_register_files(&self->ring, fds, 1));
	EXPECT_EQ(1, file_update(&self->ring, 0, self->p[1], 31));
	EXPECT_TRUE(no_cqe(&self->ring));
	EXPECT_EQ(1, file_update(&self->ring, 0, -1, 0));
	EXPECT_EQ(31, next_cqe(_metadata, &self->ring, 0));
}

/*
 * Unregistering a tagged table posts none of its tags, as on 5.15 and
 * 6.1 (the rewrite of resource nodes in later kernels posts them: 6.18
 * does).  The ring takes new tables and their tags afterwards.
 */
TEST_F(tags, unregister_posts_no_tags)
{
	int fds[3] = { self->p[0], -1, self->p[1] };
	uint64_t ftags[3] = { 41, 0, 42 };
	struct iovec v[2] = { { self->buf[0], 64 }, { self->buf[1], 64 } };
	uint64_t btags[2] = { 0, 43 };

	ASSERT_EQ(0, files2(&self->ring, 3, fds, ftags));
	ASSERT_EQ(0, reg2(&self->ring, IORING_REGISTER_BUFFERS2, 2, v, btags));
	EXPECT_EQ(0, io_uring_unregister_files(&self->ring));
	EXPECT_EQ(0, io_uring_unregister_buffers(&self->ring));
	EXPECT_TRUE(no_cqe(&self->ring));
	ASSERT_EQ(0, files2(&self->ring, 1, fds, ftags));
	ASSERT_EQ(0, reg2(&self->ring, IORING_REGISTER_BUFFERS2, 1, v, btags));
	EXPECT_EQ(1, file_update(&self->ring, 0, -1, 0));
	EXPECT_EQ(41, next_cqe(_metadata, &self->ring, 0));
	EXPECT_EQ(1, buf_update(&self->ring, 0, NULL, 0, 0));
	EXPECT_TRUE(no_cqe(&self->ring));
}

TEST_F(tags, buffer_update_replaces_without_waiting)
{
	struct iovec v[2] = { { self->buf[0], 64 }, { self->buf[1], 64 } };
	uint64_t btags[2] = { 51, 52 };
	struct io_uring_sqe *sqe;
	char *newbuf = self->buf[2];

	ASSERT_EQ(0, reg2(&self->ring, IORING_REGISTER_BUFFERS2, 2, v, btags));
	/* A READ_FIXED into buffer 0 waits on the pipe. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read_fixed(sqe, self->p[0], self->buf[0], 6, 0, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	/* Replaced at once; tag 51 waits for the read. */
	EXPECT_EQ(1, buf_update(&self->ring, 0, newbuf, 64, 61));
	EXPECT_TRUE(no_cqe(&self->ring));
	ASSERT_EQ(6, write(self->p[1], "oldbuf", 6));
	EXPECT_EQ(1, next_cqe(_metadata, &self->ring, 6));
	EXPECT_EQ(0, memcmp(self->buf[0], "oldbuf", 6));
	EXPECT_EQ(51, next_cqe(_metadata, &self->ring, 0));
	/* Slot 0 is the new buffer now: its range, not the old one. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read_fixed(sqe, self->p[0], self->buf[0], 6, 0, 0);
	EXPECT_EQ(-EFAULT, submit_res(&self->ring, sqe));
	ASSERT_EQ(6, write(self->p[1], "newbuf", 6));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read_fixed(sqe, self->p[0], newbuf + 8, 6, 0, 0);
	EXPECT_EQ(6, submit_res(&self->ring, sqe));
	EXPECT_EQ(0, memcmp(newbuf + 8, "newbuf", 6));
	/* And a WRITE_FIXED from it. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_write_fixed(sqe, self->p[1], newbuf + 8, 6, 0, 0);
	EXPECT_EQ(6, submit_res(&self->ring, sqe));
	memset(self->buf[1], 0, 6);
	ASSERT_EQ(6, read(self->p[0], self->buf[1], 6));
	EXPECT_EQ(0, memcmp(self->buf[1], "newbuf", 6));
	EXPECT_TRUE(no_cqe(&self->ring));
}

TEST_F(tags, buffer_slots_can_be_empty)
{
	struct iovec v[3] = { { self->buf[0], 64 }, { NULL, 0 },
			      { NULL, 0 } };
	struct io_uring_sqe *sqe;
	int i;

	ASSERT_EQ(0, reg2(&self->ring, IORING_REGISTER_BUFFERS2, 3, v, NULL));
	/* A request on an empty slot: -EFAULT, at any length. */
	for (i = 0; i < 2; i++) {
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_read_fixed(sqe, self->p[0], self->buf[0],
					 i ? 0 : 10, 0, 1);
		EXPECT_EQ(-EFAULT, submit_res(&self->ring, sqe));
	}
	/* Empty to buffer, buffer to empty, empty to empty. */
	EXPECT_EQ(1, buf_update(&self->ring, 1, self->buf[1], 10, 0));
	EXPECT_EQ(1, buf_update(&self->ring, 0, NULL, 0, 0));
	EXPECT_EQ(1, buf_update(&self->ring, 2, NULL, 0, 0));
	/* No address with a length, or no length with an address. */
	EXPECT_EQ(-EFAULT, buf_update(&self->ring, 2, NULL, 1, 0));
	EXPECT_EQ(-EFAULT, buf_update(&self->ring, 2, self->buf[1], 0, 0));
	/* A tag on an empty slot. */
	EXPECT_EQ(-EINVAL, buf_update(&self->ring, 2, NULL, 0, 3));
	ASSERT_EQ(4, write(self->p[1], "data", 4));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read_fixed(sqe, self->p[0], self->buf[1], 4, 0, 1);
	EXPECT_EQ(4, submit_res(&self->ring, sqe));
	EXPECT_EQ(0, memcmp(self->buf[1], "data", 4));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read_fixed(sqe, self->p[0], self->buf[0], 4, 0, 0);
	EXPECT_EQ(-EFAULT, submit_res(&self->ring, sqe));
	EXPECT_TRUE(no_cqe(&self->ring));
}

TEST_F(tags, buffer_update_of_a_plain_registration)
{
	struct iovec v = { self->buf[0], 64 };

	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &v, 1));
	EXPECT_EQ(-EINVAL, buf_update(&self->ring, 1, self->buf[1], 64, 0));
	EXPECT_EQ(1, buf_update(&self->ring, 0, self->buf[1], 64, 71));
	EXPECT_TRUE(no_cqe(&self->ring));
	EXPECT_EQ(1, buf_update(&self->ring, 0, self->buf[0], 64, 0));
	EXPECT_EQ(71, next_cqe(_metadata, &self->ring, 0));
}

/*
 * A tag CQE ends no request: a drain behind a pending request still waits
 * for it, but a counted timeout counts the tag's CQE as 5.15 does.
 */
TEST_F(tags, tag_cqes_count_for_timeouts_not_drains)
{
	struct __kernel_timespec ts = { .tv_sec = 30 };
	struct io_uring_sqe *sqe;
	uint64_t tag = 81;
	char c;

	ASSERT_EQ(0, files2(&self->ring, 1, &self->p[1], &tag));
	/* A: a plain read of the pipe, pending. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->p[0], &c, 1, 0);
	sqe->user_data = 1;
	/* B: a timeout that waits for one completion. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout(sqe, &ts, 1, 0);
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	EXPECT_EQ(1, file_update(&self->ring, 0, -1, 0));
	EXPECT_EQ(81, next_cqe(_metadata, &self->ring, 0));
	EXPECT_EQ(2, next_cqe(_metadata, &self->ring, 0));
	/* C: a drained NOP waits for A, the tag's CQE notwithstanding. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_nop(sqe);
	sqe->flags |= IOSQE_IO_DRAIN;
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_TRUE(no_cqe(&self->ring));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	EXPECT_EQ(1, next_cqe(_metadata, &self->ring, 1));
	EXPECT_EQ(3, next_cqe(_metadata, &self->ring, 0));
}

/*
 * Our threads in a pipe's read (their kernel stacks, /proc/PID/stack:
 * root and CONFIG_STACKTRACE), or -1 if no stack can be read.
 */
static int threads_reading_a_pipe(void)
{
	return proc_entries_with("/proc/self/task", "stack", "pipe_read", 0);
}

/* Closing the ring with an update's tag still held by a request. */
TEST_F(tags, ring_exit_with_tags_pending)
{
	struct iovec v = { self->buf[0], 64 };
	uint64_t tag = 91;
	int i;

	for (i = 0; i < 2; i++) {
		struct io_uring ring;
		struct io_uring_sqe *sqe;

		ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
		ASSERT_EQ(0, files2(&ring, 1, &self->p[0], &tag));
		ASSERT_EQ(0, reg2(&ring, IORING_REGISTER_BUFFERS2, 1, &v,
				  &tag));
		if (i) {
			queue_fixed_read(&ring, self->buf[1], 1);
			sqe = io_uring_get_sqe(&ring);
			io_uring_prep_read_fixed(sqe, self->p[0], self->buf[0],
						 1, 0, 0);
			ASSERT_EQ(2, io_uring_submit(&ring));
		}
		EXPECT_EQ(1, file_update(&ring, 0, -1, 0));
		EXPECT_EQ(1, buf_update(&ring, 0, NULL, 0, 0));
		io_uring_queue_exit(&ring);
	}
	/*
	 * The reads were cancelled: their workers leave the pipe (the
	 * release interrupts them; it does not wait for them), and the
	 * pipe has its bytes for us.
	 */
	for (i = 0; i < 1000 && threads_reading_a_pipe() > 0; i++)
		usleep(10000);
	ASSERT_EQ(0, threads_reading_a_pipe());
	ASSERT_EQ(2, write(self->p[1], "ab", 2));
	ASSERT_EQ(2, read(self->p[0], self->buf[1], 2));
	EXPECT_EQ(0, memcmp(self->buf[1], "ab", 2));
}

/*
 * SIGKILL of a process whose ring holds tags pending: a READ_FIXED of the
 * pipe, held, uses the buffer and file an update took out.  The process
 * dies at once, and its ring lets everything go: the UDP socket that was
 * its other registered file is freed, and the pipe's reader is gone.
 */
TEST_F(tags, sigkill_with_tags_pending)
{
	int base = sockets_used(), ready[2], status;
	pid_t pid;
	char c;

	ASSERT_LE(0, base);
	ASSERT_EQ(0, pipe(ready));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		int s = socket(AF_INET, SOCK_DGRAM, 0);
		int fds[2] = { self->p[0], s };
		uint64_t tags[2] = { 7, 8 };
		struct iovec v = { self->buf[0], 64 };
		struct io_uring_sqe *sqe;
		struct io_uring ring;

		if (s < 0 || io_uring_queue_init(4, &ring, 0) ||
		    files2(&ring, 2, fds, tags) ||
		    reg2(&ring, IORING_REGISTER_BUFFERS2, 1, &v, tags))
			_exit(1);
		close(s);
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read_fixed(sqe, 0, self->buf[0], 1, 0, 0);
		sqe->flags |= IOSQE_FIXED_FILE;
		if (io_uring_submit(&ring) != 1 ||
		    file_update(&ring, 0, -1, 0) != 1 ||
		    file_update(&ring, 1, -1, 0) != 1 ||
		    buf_update(&ring, 0, NULL, 0, 0) != 1)
			_exit(2);
		if (write(ready[1], "r", 1) != 1)
			_exit(3);
		for (;;)
			pause();
	}
	close(ready[1]);
	ASSERT_EQ(1, read(ready[0], &c, 1));
	close(ready[0]);
	ASSERT_EQ(0, kill(pid, SIGKILL));
	status = reap_within(pid, 10000);
	EXPECT_TRUE(status != -1 && WIFSIGNALED(status) &&
		    WTERMSIG(status) == SIGKILL);
	EXPECT_EQ(base, wait_sockets_used(base, 5000));
	/* No reader is left on the pipe: its bytes are ours. */
	ASSERT_EQ(0, fcntl(self->p[0], F_SETFL, O_NONBLOCK));
	ASSERT_EQ(1, write(self->p[1], "z", 1));
	ASSERT_EQ(1, read(self->p[0], &c, 1));
	EXPECT_EQ('z', c);
}

/* Tag CQEs reach SQPOLL and IOPOLL rings' waiters. */
TEST(tags_on_sqpoll_and_iopoll_rings)
{
	unsigned int flags[2] = { IORING_SETUP_SQPOLL, IORING_SETUP_IOPOLL };
	int p[2], i;

	ASSERT_EQ(0, pipe(p));
	for (i = 0; i < 2; i++) {
		struct io_uring ring;
		struct io_uring_cqe *cqe;
		uint64_t tag = 100 + i;

		ASSERT_EQ(0, io_uring_queue_init(4, &ring, flags[i]));
		if (!(ring.features & IORING_FEAT_RSRC_TAGS)) {
			io_uring_queue_exit(&ring);
			SKIP(return, "no IORING_FEAT_RSRC_TAGS");
		}
		ASSERT_EQ(0, files2(&ring, 1, &p[0], &tag));
		EXPECT_EQ(1, file_update(&ring, 0, -1, 0));
		/* io_uring_wait_cqe() enters the kernel for an IOPOLL ring. */
		ASSERT_EQ(0, io_uring_wait_cqe(&ring, &cqe));
		EXPECT_EQ(tag, cqe->user_data);
		EXPECT_EQ(0, cqe->res);
		io_uring_cqe_seen(&ring, cqe);
		io_uring_queue_exit(&ring);
	}
	close(p[0]);
	close(p[1]);
}

TEST_HARNESS_MAIN
