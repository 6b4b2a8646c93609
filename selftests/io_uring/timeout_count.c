// SPDX-License-Identifier: GPL-2.0
/*
 * The count of a TIMEOUT (sqe->off): any of the 2^32 - 1 counts waits
 * for its timer (-ETIME) when the events do not come, off is read as 32
 * bits (1 << 32 is a pure timer, and LINK_TIMEOUT takes it), and a
 * timeout whose count is reached completes with 0 at once even when one
 * listed before it waits for more because a third expired (patches
 * 146-147), and a timeout armed late counts from its arming (5.8).
 * The results are those of upstream (Debian's 5.10).
 */
#include "helpers.h"

RING_FIXTURE(tc);

static struct io_uring_sqe *timeout_sqe(struct io_uring *ring,
					struct __kernel_timespec *ts,
					uint64_t off, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_timeout(sqe, ts, 0, 0);
	sqe->off = off;
	sqe->user_data = data;
	return sqe;
}

/* The next CQE within @ms, else -1 (user_data stays untouched). */
static int next_cqe(struct io_uring *ring, int ms, struct io_uring_cqe *out)
{
	struct io_uring_cqe *cqe;

	return wait_cqe_ms(ring, &cqe, ms) ? -1 : wait_one(ring, out);
}

/* The next CQE within 5 s is @data's, with @res. */
static void expect_next(struct __test_metadata *_metadata,
			struct io_uring *ring, uint64_t data, int res)
{
	struct io_uring_cqe cqe;

	ASSERT_EQ(0, next_cqe(ring, 5000, &cqe));
	EXPECT_EQ(data, cqe.user_data);
	EXPECT_EQ(res, cqe.res);
}

static void expect_etime(struct __test_metadata *_metadata,
			 struct io_uring *ring, uint64_t off)
{
	struct __kernel_timespec ts = { .tv_nsec = 200 * 1000 * 1000 };
	struct io_uring_cqe cqe;
	long start = now_ms();

	timeout_sqe(ring, &ts, off, off);
	ASSERT_EQ(1, io_uring_submit(ring));
	ASSERT_EQ(0, next_cqe(ring, 5000, &cqe));
	EXPECT_EQ(off, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_LE(150, now_ms() - start);
}

TEST_F(tc, counts_of_2_pow_31_and_more_wait_for_the_timer)
{
	expect_etime(_metadata, &self->ring, 0x80000001ULL);
	expect_etime(_metadata, &self->ring, 0xffffffffULL);
	expect_etime(_metadata, &self->ring, 1);
}

/*
 * 0xffffffff behind a read in flight, which then completes, and behind
 * a shorter pure timer, which expires first: neither brings the count
 * round to reached.  The read's and the timer's CQEs, then -ETIME.
 */
TEST_F(tc, largest_count_behind_a_read_and_a_timer_waits)
{
	struct __kernel_timespec ts = { .tv_nsec = 400 * 1000 * 1000 };
	struct __kernel_timespec shorter = { .tv_nsec = 100 * 1000 * 1000 };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	char c;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, p[0], &c, 1, 0);
	sqe->user_data = 1;
	timeout_sqe(&self->ring, &ts, 0xffffffffULL, 2);
	timeout_sqe(&self->ring, &shorter, 0, 3);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(1, write(p[1], "x", 1));
	ASSERT_EQ(0, next_cqe(&self->ring, 5000, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	expect_next(_metadata, &self->ring, 3, -ETIME);
	expect_next(_metadata, &self->ring, 2, -ETIME);
	close(p[0]);
	close(p[1]);
}

/*
 * Armed late: linked behind a POLL_ADD, the TIMEOUT (count 1) is armed
 * when the poll completes, after a NOP submitted behind it completed.
 * 5.8 counts from the arming (upstream bfe68a221905): nothing comes
 * after, -ETIME.  (Counted from its place in the SQ stream, as before
 * 5.8, the poll and the NOP came already: 0 at once.)
 */
TEST_F(tc, timeout_armed_late_counts_from_its_arming)
{
	struct __kernel_timespec ts = { .tv_nsec = 300 * 1000 * 1000 };
	struct io_uring_sqe *sqe;
	long start;
	int p[2];

	NEED_OP(IORING_OP_TEE);		/* the 5.8 level */
	ASSERT_EQ(0, pipe(p));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_add(sqe, p[0], POLLIN);
	sqe->user_data = 1;
	sqe->flags |= IOSQE_IO_LINK;
	timeout_sqe(&self->ring, &ts, 1, 9);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	expect_next(_metadata, &self->ring, 2, 0);
	start = now_ms();
	ASSERT_EQ(1, write(p[1], "x", 1));
	expect_next(_metadata, &self->ring, 1, POLLIN);
	expect_next(_metadata, &self->ring, 9, -ETIME);
	EXPECT_LE(250, now_ms() - start);
	close(p[0]);
	close(p[1]);
}

/* Behind a read that completes: 1 << 32 does not count it. */
TEST_F(tc, off_of_2_pow_32_is_a_pure_timer)
{
	struct __kernel_timespec ts = { .tv_nsec = 300 * 1000 * 1000 };
	struct io_uring_sqe *sqe;
	char c;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, p[0], &c, 1, 0);
	sqe->user_data = 1;
	timeout_sqe(&self->ring, &ts, 1ULL << 32, 2);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(1, write(p[1], "x", 1));
	expect_next(_metadata, &self->ring, 1, 1);
	expect_next(_metadata, &self->ring, 2, -ETIME);
	close(p[0]);
	close(p[1]);
}

TEST_F(tc, link_timeout_takes_an_off_of_2_pow_32)
{
	struct __kernel_timespec ts = { .tv_sec = 5 };
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_link_timeout(sqe, &ts, 0);
	sqe->off = 1ULL << 32;
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(-ECANCELED, res[2]);
}

/*
 * A (count 3, 10 s), X (count 2, 100 ms), B (count 1, 10 s) in one
 * submission: X expires, then two NOPs reach B's count.  B completes
 * with 0 right after them, not with -ETIME after 10 s.  On the v5.4
 * level B counts the requests before it too, and X's expiry moves A,
 * listed before B, one further (patch 147); since 5.8 the first NOP
 * reaches B.
 */
TEST_F(tc, reached_count_completes_behind_one_that_waits_longer)
{
	struct __kernel_timespec ts_long = { .tv_sec = 10 };
	struct __kernel_timespec ts_short = { .tv_nsec = 100 * 1000 * 1000 };
	struct io_uring_cqe cqe;
	int b = 0, i;

	timeout_sqe(&self->ring, &ts_long, 3, 'A');
	timeout_sqe(&self->ring, &ts_short, 2, 'X');
	timeout_sqe(&self->ring, &ts_long, 1, 'B');
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	expect_next(_metadata, &self->ring, 'X', -ETIME);

	nop_sqe(&self->ring, 1, 0);
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	for (i = 0; i < 4 && !b; i++) {
		if (next_cqe(&self->ring, 2000, &cqe))
			break;
		if (cqe.user_data == 'B')
			b = cqe.res == 0 ? 1 : cqe.res;
	}
	EXPECT_EQ(1, b);
}

TEST_HARNESS_MAIN
