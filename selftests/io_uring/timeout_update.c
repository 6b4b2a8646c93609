// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_TIMEOUT_UPDATE (upstream 5.11; 5.15's checks): a TIMEOUT_REMOVE
 * with timeout_flags UPDATE [| ABS] re-arms the armed timeout whose
 * user_data is in addr with the __kernel_timespec at addr2.  The update
 * completes with 0 under its own user_data, the timeout later with -ETIME
 * under its own; ABS takes a CLOCK_MONOTONIC time.  -ENOENT for an
 * unknown or already fired timeout; -EINVAL for another flag bit with
 * UPDATE, a negative tv_sec or tv_nsec, len; -EFAULT for a bad addr2;
 * ABS without UPDATE stays -EINVAL with the timeout left armed.  An
 * updated counted timeout no longer counts completions (upstream makes it
 * a pure timeout); an updated timeout can still be removed.  Waits for
 * CQEs are bounded (5 s for what should come in 20 ms).  SKIPs on a
 * kernel that refuses the update of an armed timeout with -EINVAL.
 */
#include <time.h>

#include "helpers.h"

#ifndef IORING_TIMEOUT_UPDATE
#define IORING_TIMEOUT_UPDATE	(1U << 1)
#endif

static struct __kernel_timespec ts_30s = { .tv_sec = 30 };
static struct __kernel_timespec ts_10s = { .tv_sec = 10 };
static struct __kernel_timespec ts_1h = { .tv_sec = 3600 };
static struct __kernel_timespec ts_500ms = { .tv_nsec = 500000000 };
static struct __kernel_timespec ts_20ms = { .tv_nsec = 20000000 };
static struct __kernel_timespec ts_1ms = { .tv_nsec = 1000000 };

static void timeout_sqe(struct io_uring *ring, struct __kernel_timespec *ts,
			unsigned int count, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_timeout(sqe, ts, count, 0);
	sqe->user_data = data;
}

static struct io_uring_sqe *update_sqe(struct io_uring *ring,
				       struct __kernel_timespec *ts,
				       uint64_t target, unsigned int flags,
				       uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_timeout_update(sqe, ts, target, flags);
	sqe->user_data = data;
	return sqe;
}

/*
 * Whether the kernel updates timeouts: on a ring of its own, an hour-long
 * timeout updated to an hour answers 0 (older kernels: -EINVAL, the
 * flag unknown).  -1 if that could not be found out.
 */
static int update_supported(void)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	int ret = -1;

	if (io_uring_queue_init(4, &ring, 0))
		return -1;
	timeout_sqe(&ring, &ts_1h, 0, 1);
	update_sqe(&ring, &ts_1h, 1, 0, 2);
	if (io_uring_submit(&ring) == 2 && !wait_one(&ring, &cqe) &&
	    cqe.user_data == 2)
		ret = cqe.res == 0 ? 1 : cqe.res == -EINVAL ? 0 : -1;
	io_uring_queue_exit(&ring);
	return ret;
}

FIXTURE(tu) {
	struct io_uring ring;
};

FIXTURE_SETUP(tu)
{
	int ok = update_supported();

	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	if (!ok)
		SKIP(return, "the kernel refuses IORING_TIMEOUT_UPDATE (-EINVAL)");
	ASSERT_EQ(1, ok);
}

FIXTURE_TEARDOWN(tu)
{
	io_uring_queue_exit(&self->ring);
}

/* Wait up to @ms for a CQE and copy it out: 0, or -1 if none came. */
static int wait_ms(struct io_uring *ring, struct io_uring_cqe *out, int ms)
{
	struct io_uring_cqe *cqe;

	if (wait_cqe_ms(ring, &cqe, ms))
		return -1;
	*out = *cqe;
	io_uring_cqe_seen(ring, cqe);
	return 0;
}

/* Submit what is queued (one update, @data) and return its CQE's res;
 * 1000 if it did not come within 5 s, 1001 if another CQE came. */
static int update_res(struct io_uring *ring, uint64_t data)
{
	struct io_uring_cqe cqe;

	if (io_uring_submit(ring) != 1 || wait_ms(ring, &cqe, 5000))
		return 1000;
	return cqe.user_data == data ? cqe.res : 1001;
}

static struct __kernel_timespec mono_in(long ms)
{
	struct timespec now;
	struct __kernel_timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &now);
	ts.tv_sec = now.tv_sec + ms / 1000;
	ts.tv_nsec = now.tv_nsec + (ms % 1000) * 1000000L;
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	return ts;
}

/*
 * A 30 s timeout (user_data 1) updated to 20 ms: the update's CQE comes
 * first with 0 and its own user_data, then the timeout's with -ETIME and
 * user_data 1, within 5 s.
 */
TEST_F(tu, update_shortens_a_timeout)
{
	struct io_uring_cqe cqe;
	long t0 = now_ms();

	timeout_sqe(&self->ring, &ts_30s, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	update_sqe(&self->ring, &ts_20ms, 1, 0, 2);
	EXPECT_EQ(0, update_res(&self->ring, 2));
	ASSERT_EQ(0, wait_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_LE(now_ms() - t0, 5000);
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/* The same with IORING_TIMEOUT_ABS: CLOCK_MONOTONIC now + 20 ms. */
TEST_F(tu, update_to_an_absolute_time)
{
	static struct __kernel_timespec ts;
	struct io_uring_cqe cqe;
	long t0 = now_ms();

	timeout_sqe(&self->ring, &ts_30s, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ts = mono_in(20);
	update_sqe(&self->ring, &ts, 1, IORING_TIMEOUT_ABS, 2);
	EXPECT_EQ(0, update_res(&self->ring, 2));
	ASSERT_EQ(0, wait_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_LE(now_ms() - t0, 5000);
}

/* An update may lengthen a timeout too: 500 ms made 30 s (in the same
 * submission) is still armed a second later, and a remove then finds
 * it. */
TEST_F(tu, update_lengthens_a_timeout)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	timeout_sqe(&self->ring, &ts_500ms, 0, 1);
	update_sqe(&self->ring, &ts_30s, 1, 0, 2);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	EXPECT_EQ(-1, wait_ms(&self->ring, &cqe, 1000));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout_remove(sqe, 1, 0);
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(0, res[3]);
}

/* No timeout with that user_data, or one that is not a timeout: -ENOENT. */
TEST_F(tu, unknown_user_data_is_enoent)
{
	struct io_uring_cqe cqe;

	update_sqe(&self->ring, &ts_20ms, 0x1234, 0, 9);
	EXPECT_EQ(-ENOENT, update_res(&self->ring, 9));
	nop_sqe(&self->ring, 5, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	update_sqe(&self->ring, &ts_20ms, 5, 0, 9);
	EXPECT_EQ(-ENOENT, update_res(&self->ring, 9));
	/* An armed one under another user_data is not touched. */
	timeout_sqe(&self->ring, &ts_1h, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	update_sqe(&self->ring, &ts_1ms, 7, 0, 9);
	EXPECT_EQ(-ENOENT, update_res(&self->ring, 9));
	EXPECT_EQ(-1, wait_ms(&self->ring, &cqe, 200));
}

/* A timeout that has fired is gone: its update is -ENOENT. */
TEST_F(tu, fired_timeout_is_enoent)
{
	struct io_uring_cqe cqe;

	timeout_sqe(&self->ring, &ts_1ms, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	update_sqe(&self->ring, &ts_30s, 1, 0, 2);
	EXPECT_EQ(-ENOENT, update_res(&self->ring, 2));
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/*
 * Bad updates, each -EINVAL or -EFAULT with the timeout left armed as it
 * was (no CQE for it in 200 ms; a good update then fires it): another
 * flag bit with UPDATE (1U << 5, 1U << 31; 1U << 2, a clock, which
 * upstream does not take on an update), a bad addr2, a negative tv_sec
 * or tv_nsec (upstream 2087009c74d4: Debian's 5.10 takes them, 6.1
 * refuses them), len set.
 */
TEST_F(tu, bad_updates_leave_the_timeout_armed)
{
	static struct __kernel_timespec neg_sec = { .tv_sec = -1 };
	static struct __kernel_timespec neg_nsec = { .tv_nsec = -1 };
	static const unsigned int bits[] = { 1U << 5, 1U << 31, 1U << 2 };
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;

	timeout_sqe(&self->ring, &ts_1h, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));

	for (unsigned int i = 0; i < 3; i++) {
		update_sqe(&self->ring, &ts_1ms, 1, bits[i], 2);
		TH_LOG("flags 0x%x", bits[i] | IORING_TIMEOUT_UPDATE);
		EXPECT_EQ(-EINVAL, update_res(&self->ring, 2));
	}
	sqe = update_sqe(&self->ring, &ts_1ms, 1, 0, 3);
	sqe->addr2 = 8;
	EXPECT_EQ(-EFAULT, update_res(&self->ring, 3));
	{
		void *gone = mmap(NULL, 4096, PROT_READ,
				  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		ASSERT_NE(MAP_FAILED, gone);
		ASSERT_EQ(0, munmap(gone, 4096));
		update_sqe(&self->ring, gone, 1, 0, 3);
		EXPECT_EQ(-EFAULT, update_res(&self->ring, 3));
	}
	update_sqe(&self->ring, &neg_sec, 1, 0, 4);
	EXPECT_EQ(-EINVAL, update_res(&self->ring, 4));
	update_sqe(&self->ring, &neg_nsec, 1, 0, 4);
	EXPECT_EQ(-EINVAL, update_res(&self->ring, 4));
	sqe = update_sqe(&self->ring, &ts_1ms, 1, 0, 5);
	sqe->len = 1;
	EXPECT_EQ(-EINVAL, update_res(&self->ring, 5));

	/* Still armed for its hour. */
	EXPECT_EQ(-1, wait_ms(&self->ring, &cqe, 200));
	update_sqe(&self->ring, &ts_20ms, 1, 0, 6);
	EXPECT_EQ(0, update_res(&self->ring, 6));
	ASSERT_EQ(0, wait_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
}

/* IORING_TIMEOUT_ABS on a TIMEOUT_REMOVE without UPDATE: -EINVAL, and
 * the timeout stays armed (a plain remove finds it afterwards). */
TEST_F(tu, abs_without_update_is_einval)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	timeout_sqe(&self->ring, &ts_1h, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout_remove(sqe, 1, IORING_TIMEOUT_ABS);
	sqe->user_data = 2;
	EXPECT_EQ(-EINVAL, update_res(&self->ring, 2));
	EXPECT_EQ(-1, wait_ms(&self->ring, &cqe, 200));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout_remove(sqe, 1, 0);
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(0, res[3]);
}

/*
 * A counted timeout (count 1, 30 s) updated to 10 s becomes a pure
 * timeout (upstream sets its count to 0): a NOP's completion no longer
 * completes it.  Updated again to 20 ms, it fires with -ETIME.
 */
TEST_F(tu, updated_counted_timeout_no_longer_counts)
{
	struct io_uring_cqe cqe;

	timeout_sqe(&self->ring, &ts_30s, 1, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	update_sqe(&self->ring, &ts_10s, 1, 0, 2);
	EXPECT_EQ(0, update_res(&self->ring, 2));
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	/* Not completed by the NOP. */
	EXPECT_EQ(-1, wait_ms(&self->ring, &cqe, 300));
	update_sqe(&self->ring, &ts_20ms, 1, 0, 4);
	EXPECT_EQ(0, update_res(&self->ring, 4));
	ASSERT_EQ(0, wait_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ETIME, cqe.res);
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/* Without an update the same counted timeout completes on the NOP: the
 * control of the case above. */
TEST_F(tu, counted_timeout_completes_on_a_nop)
{
	int res[9] = { 0 };

	timeout_sqe(&self->ring, &ts_30s, 1, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	nop_sqe(&self->ring, 3, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[3]);
}

/* An updated timeout is still found by a plain TIMEOUT_REMOVE: it
 * completes with -ECANCELED and the remove with 0; a second update then
 * finds nothing. */
TEST_F(tu, updated_timeout_can_be_removed)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int res[9] = { 0 };

	timeout_sqe(&self->ring, &ts_30s, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	update_sqe(&self->ring, &ts_10s, 1, 0, 2);
	EXPECT_EQ(0, update_res(&self->ring, 2));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_timeout_remove(sqe, 1, 0);
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(0, res[3]);
	update_sqe(&self->ring, &ts_20ms, 1, 0, 4);
	EXPECT_EQ(-ENOENT, update_res(&self->ring, 4));
	EXPECT_EQ(-1, wait_ms(&self->ring, &cqe, 100));
}

TEST_HARNESS_MAIN
