// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_FEAT_POLL_32BITS (upstream 5.9, at our 5.8 level): POLL_ADD reads
 * all 32 bits of sqe->poll32_events.  The lower 16 are what poll_events
 * was; of the upper ones EPOLLEXCLUSIVE makes the poll an exclusive
 * waiter, so one wakeup completes one such poll, and the others
 * (EPOLLET, EPOLLONESHOT) are ignored and never show in res.  SKIPs on a
 * kernel without the feature bit.
 */
#include <poll.h>
#include <sys/epoll.h>

#include "helpers.h"

#define NPOLLS 4

FIXTURE(p32) {
	struct io_uring ring;
	int p[2];
};

FIXTURE_SETUP(p32)
{
	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, 0));
	ASSERT_EQ(0, pipe(self->p));
	if (!(self->ring.features & IORING_FEAT_POLL_32BITS))
		SKIP(return, "no IORING_FEAT_POLL_32BITS");
}

FIXTURE_TEARDOWN(p32)
{
	close(self->p[0]);
	close(self->p[1]);
	io_uring_queue_exit(&self->ring);
}

/* A POLL_ADD with all 32 bits of @events, as liburing 2.3 writes it. */
static void poll32(struct io_uring *ring, int fd, uint32_t events,
		   uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_poll_add(sqe, fd, 0);
	sqe->poll32_events = events;
	sqe->user_data = data;
}

/* The CQEs there after @ms, without waiting for more. */
static int cqes_after(struct io_uring *ring, int ms, struct io_uring_cqe *out,
		      int max)
{
	struct io_uring_cqe *cqe;
	int n = 0;

	usleep(ms * 1000);
	while (n < max && io_uring_peek_cqe(ring, &cqe) == 0) {
		out[n++] = *cqe;
		io_uring_cqe_seen(ring, cqe);
	}
	return n;
}

TEST_F(p32, liburing_poll_add_writes_the_32_bit_field)
{
	struct io_uring_cqe cqe;

	/* io_uring_prep_poll_add() of liburing 2.3 sets poll32_events. */
	poll32(&self->ring, self->p[0], POLLIN, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
}

TEST_F(p32, upper_bits_other_than_exclusive_are_ignored)
{
	struct io_uring_cqe cqe;

	ASSERT_EQ(1, write(self->p[1], "x", 1));
	poll32(&self->ring, self->p[0], POLLIN | EPOLLET | EPOLLONESHOT |
	       EPOLLWAKEUP, 2);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(2, cqe.user_data);
	/* The mask asked for and ready, nothing of the upper half. */
	EXPECT_EQ(POLLIN, cqe.res);
}

TEST_F(p32, without_exclusive_one_write_completes_every_poll)
{
	struct io_uring_cqe cqes[NPOLLS];

	for (int i = 0; i < NPOLLS; i++)
		poll32(&self->ring, self->p[0], POLLIN, 10 + i);
	ASSERT_EQ(NPOLLS, io_uring_submit(&self->ring));
	EXPECT_EQ(0, cqes_after(&self->ring, 100, cqes, NPOLLS));
	ASSERT_EQ(1, write(self->p[1], "x", 1));
	ASSERT_EQ(0, wait_n(&self->ring, cqes, NPOLLS));
	for (int i = 0; i < NPOLLS; i++)
		EXPECT_EQ(POLLIN, cqes[i].res);
}

TEST_F(p32, exclusive_polls_are_woken_one_per_wakeup)
{
	struct io_uring_cqe cqes[NPOLLS];
	unsigned int seen = 0;
	int n;

	for (int i = 0; i < NPOLLS; i++)
		poll32(&self->ring, self->p[0], POLLIN | EPOLLEXCLUSIVE,
		       10 + i);
	ASSERT_EQ(NPOLLS, io_uring_submit(&self->ring));
	EXPECT_EQ(0, cqes_after(&self->ring, 100, cqes, NPOLLS));
	/* Each write(2) to the pipe wakes one exclusive waiter. */
	for (int w = 0; w < NPOLLS; w++) {
		ASSERT_EQ(1, write(self->p[1], "x", 1));
		ASSERT_EQ(0, wait_one(&self->ring, &cqes[0]));
		EXPECT_EQ(POLLIN, cqes[0].res);
		ASSERT_GE(cqes[0].user_data, 10);
		ASSERT_LT(cqes[0].user_data, 10 + NPOLLS);
		EXPECT_FALSE(seen & (1U << (cqes[0].user_data - 10)));
		seen |= 1U << (cqes[0].user_data - 10);
		/* ... and no other. */
		n = cqes_after(&self->ring, 100, cqes, NPOLLS);
		EXPECT_EQ(0, n);
	}
	EXPECT_EQ((1U << NPOLLS) - 1, seen);
}

TEST_F(p32, exclusive_poll_is_removed_like_any_other)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqes[2];

	poll32(&self->ring, self->p[0], POLLIN | EPOLLEXCLUSIVE, 20);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_remove(sqe, 20);
	sqe->user_data = 21;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, cqes, 2));
	for (int i = 0; i < 2; i++) {
		if (cqes[i].user_data == 20)
			EXPECT_EQ(-ECANCELED, cqes[i].res);
		else
			EXPECT_EQ(0, cqes[i].res);
	}
}

TEST(ring_closed_with_exclusive_polls_armed)
{
	struct io_uring ring;
	int p[2];

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	if (!(ring.features & IORING_FEAT_POLL_32BITS)) {
		io_uring_queue_exit(&ring);
		SKIP(return, "no IORING_FEAT_POLL_32BITS");
	}
	ASSERT_EQ(0, pipe(p));
	for (int i = 0; i < 4; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

		io_uring_prep_poll_add(sqe, p[0], 0);
		sqe->poll32_events = POLLIN | EPOLLEXCLUSIVE;
	}
	ASSERT_EQ(4, io_uring_submit(&ring));
	io_uring_queue_exit(&ring);
	/* The pipe's wait queue no longer holds them: a write wakes no one. */
	ASSERT_EQ(1, write(p[1], "x", 1));
	close(p[0]);
	close(p[1]);
}

TEST_HARNESS_MAIN
