// SPDX-License-Identifier: GPL-2.0
/*
 * IOSQE_IO_LINK: a chain runs in order (a read linked after a write sees
 * the bytes written), a failed request cancels the rest (-ECANCELED), one
 * that fails its prep keeps its whole chain from running, one outside a
 * chain ends the batch, a
 * short read counts as a failure, a chain ends with its batch, and a ring
 * closed with a chain waiting is freed.
 */
#include <poll.h>

#include "helpers.h"

FIXTURE(links) {
	struct io_uring ring;
	char path[256];
	int fd;
};

FIXTURE_SETUP(links)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	self->fd = test_file("link", O_TRUNC, self->path, sizeof(self->path));
	ASSERT_GE(self->fd, 0);
}

FIXTURE_TEARDOWN(links)
{
	close(self->fd);
	unlink(self->path);
	io_uring_queue_exit(&self->ring);
}

/* Without the link, the read would run first, inline, and find nothing. */
TEST_F(links, read_sees_linked_write)
{
	static char out[8192], in[8192];
	struct iovec wv = { out, sizeof(out) }, rv = { in, sizeof(in) };
	struct io_uring_cqe c[3];
	struct io_uring_sqe *sqe;

	fill_pattern(out, sizeof(out), 9, 0);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_writev(sqe, self->fd, &wv, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, self->fd, &rv, 1, 0);
	sqe->user_data = 2;
	sqe->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	for (int i = 0; i < 3; i++)
		EXPECT_EQ(i + 1, c[i].user_data);
	EXPECT_EQ(sizeof(out), c[0].res);
	EXPECT_EQ(sizeof(in), c[1].res);
	EXPECT_EQ(0, c[2].res);
	EXPECT_EQ(-1, check_pattern(in, sizeof(in), 9, 0));
}

/* A read of a write-only file fails when it runs: the rest is cancelled. */
TEST_F(links, failure_cancels_the_rest)
{
	static char buf[64];
	struct iovec v = { buf, sizeof(buf) };
	struct io_uring_cqe c[3];
	struct io_uring_sqe *sqe;
	int wfd = open(self->path, O_WRONLY);

	ASSERT_GE(wfd, 0);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, wfd, &v, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(-EBADF, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);
	EXPECT_EQ(3, c[2].user_data);
	EXPECT_EQ(-ECANCELED, c[2].res);
	close(wfd);
}

/* A head that fails its prep (a bad fd) cancels its chain too. */
TEST_F(links, failed_head_cancels_the_rest)
{
	static char buf[64];
	struct iovec v = { buf, sizeof(buf) };
	struct io_uring_cqe c[2];
	struct io_uring_sqe *sqe;

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, 9999, &v, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(-EBADF, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);
}

/* A read that returns less than asked fails the chain, as in v5.4. */
TEST_F(links, short_read_fails_the_chain)
{
	static char out[4096], in[8192];
	struct iovec v = { in, sizeof(in) };
	struct io_uring_cqe c[2];
	struct io_uring_sqe *sqe;

	ASSERT_EQ(sizeof(out), pwrite(self->fd, out, sizeof(out), 0));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, self->fd, &v, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(sizeof(out), c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);
}

/* Whether the kernel has IORING_REGISTER_PROBE (5.6 on), not the v5.4 level. */
static int after_v54(void)
{
	struct io_uring_probe *p = io_uring_get_probe();

	io_uring_free_probe(p);
	return !!p;
}

/*
 * An SQE that fails its prep in the middle of a chain: it completes with
 * its error, and the rest of its chain, head first, with -ECANCELED
 * (upstream 5.15).  At the v5.4 level an unknown opcode fails only when
 * its turn comes, after the head ran.
 */
TEST_F(links, bad_sqe_in_the_middle)
{
	struct io_uring_cqe c[3];

	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	nop_sqe(&self->ring, 2, IOSQE_IO_LINK)->opcode = 0xee;
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(after_v54() ? -ECANCELED : 0, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-EINVAL, c[1].res);
	EXPECT_EQ(3, c[2].user_data);
	EXPECT_EQ(-ECANCELED, c[2].res);
}

/* Hard links too: a chain with a member that failed its prep never runs. */
TEST_F(links, hardlinked_chain_with_a_bad_member_never_runs)
{
	static char buf[64];
	struct iovec v = { buf, sizeof(buf) };
	struct io_uring_cqe c[3];
	struct io_uring_sqe *sqe;

	if (!after_v54())
		SKIP(return, "IOSQE_IO_HARDLINK is 5.5's");
	nop_sqe(&self->ring, 1, IOSQE_IO_HARDLINK);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, 9999, &v, 1, 0);
	sqe->user_data = 2;
	sqe->flags = IOSQE_IO_HARDLINK;
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(-ECANCELED, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-EBADF, c[1].res);
	EXPECT_EQ(3, c[2].user_data);
	EXPECT_EQ(-ECANCELED, c[2].res);
}

/*
 * An SQE that fails its prep outside a chain ends the batch (upstream
 * 5.5 on): it counts as submitted, and the SQEs after it stay in the SQ
 * ring for the next io_uring_enter().
 */
TEST_F(links, bad_sqe_ends_the_batch)
{
	struct io_uring_cqe c[3];
	int res[9] = { 0 };

	if (!after_v54())
		SKIP(return, "the v5.4 level fails an unknown opcode at issue");
	nop_sqe(&self->ring, 1, 0);
	nop_sqe(&self->ring, 2, 0);
	nop_sqe(&self->ring, 3, 0)->opcode = 0xee;
	nop_sqe(&self->ring, 4, 0);
	nop_sqe(&self->ring, 5, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	/* In any order: 5.9 on post inline completions at the batch's end. */
	ASSERT_EQ(0, reap_res(&self->ring, 3, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[2]);
	EXPECT_EQ(-EINVAL, res[3]);
	EXPECT_FALSE(cqe_ready(&self->ring));
	EXPECT_EQ(2, io_uring_sq_ready(&self->ring));
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(4, c[0].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(5, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
}

/* The next request waits for a poll: nothing completes before the event. */
TEST_F(links, waits_for_poll)
{
	static char in[16];
	struct iovec v = { in, sizeof(in) };
	struct io_uring_cqe c[2];
	struct io_uring_sqe *sqe;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_add(sqe, p[0], POLLIN);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, p[0], &v, 1, 0);
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(3, write(p[1], "abc", 3));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(POLLIN, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(3, c[1].res);
	EXPECT_EQ(0, memcmp(in, "abc", 3));
	close(p[0]);
	close(p[1]);
}

/* A link flag on the last SQE of a batch links to nothing. */
TEST_F(links, chain_ends_with_the_batch)
{
	struct io_uring_cqe c[2];

	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &c[0]));
	nop_sqe(&self->ring, 2, 0)->opcode = 0xee;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &c[1]));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-EINVAL, c[1].res);
}

/* A chain waiting behind a poll of file 0 that never fires. */
static int arm_chain(struct io_uring *ring)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_poll_add(sqe, 0, POLLIN);
	sqe->flags = IOSQE_FIXED_FILE | IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_poll_add(sqe, 0, POLLIN);
	sqe->flags = IOSQE_FIXED_FILE;
	return io_uring_submit(ring) != 2;
}

/*
 * A process exits with a chain waiting: the poll is cancelled, the chain
 * with it, and the ring is freed.
 */
TEST(exit_with_chain_waiting)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, arm_chain));
}

/*
 * On an IOPOLL ring a NOP fails (-EINVAL) at submission; the 16 requests
 * linked behind it are cancelled (-ECANCELED).  All 17 CQEs, in order,
 * are in the CQ ring when io_uring_enter() returns, without GETEVENTS,
 * as in v5.4.
 */
TEST(iopoll_failed_chain_posted_at_submission)
{
	struct io_uring ring;
	unsigned int ready;
	struct io_uring_cqe c[17];

	ASSERT_EQ(0, io_uring_queue_init(32, &ring, IORING_SETUP_IOPOLL));
	for (int i = 0; i < 17; i++)
		nop_sqe(&ring, i, i < 16 ? IOSQE_IO_LINK : 0);
	ASSERT_EQ(17, io_uring_submit(&ring));
	ready = io_uring_cq_ready(&ring);
	EXPECT_EQ(17, ready);
	ASSERT_EQ(0, wait_n(&ring, c, 17));
	for (int i = 0; i < 17; i++) {
		EXPECT_EQ(i, c[i].user_data);
		EXPECT_EQ(i ? -ECANCELED : -EINVAL, c[i].res);
	}
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
