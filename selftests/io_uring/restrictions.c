// SPDX-License-Identifier: GPL-2.0
/*
 * Disabled rings and restrictions, with upstream's results (5.10, the
 * same in 5.15): a ring
 * created IORING_SETUP_R_DISABLED takes no SQEs (-EBADFD from
 * io_uring_enter(), nothing consumed by its SQ thread) until
 * IORING_REGISTER_ENABLE_RINGS; IORING_REGISTER_RESTRICTIONS, once and
 * only while the ring is disabled, sets an allowlist of register
 * opcodes, SQE opcodes and SQE flags that the enabled ring is held to
 * (-EACCES).  SKIPs on a kernel that refuses the setup flag (before
 * 5.10), as applications find it.
 */
#include <sys/uio.h>

#include "helpers.h"

/* A ring created disabled, or a SKIP on a kernel without the flag. */
#define DISABLED_RING(ring, setup)					\
	do {								\
		struct io_uring_params p = {				\
			.flags = IORING_SETUP_R_DISABLED | (setup),	\
		};							\
		int ret = io_uring_queue_init_params(8, (ring), &p);	\
									\
		if (ret == -EINVAL)					\
			SKIP(return, "no IORING_SETUP_R_DISABLED (5.10)"); \
		ASSERT_EQ(0, ret);					\
	} while (0)

static struct io_uring_restriction rst(int kind, int what)
{
	struct io_uring_restriction r = { .opcode = kind };

	/* register_op, sqe_op and sqe_flags share one byte. */
	r.sqe_op = what;
	return r;
}

/* errno of a raw io_uring_register(), 0 if it succeeded. */
static int reg_errno(struct io_uring *ring, unsigned int op, void *arg,
		     unsigned int nr)
{
	return sys_register(ring->ring_fd, op, arg, nr) < 0 ? errno : 0;
}

/* Submit what is queued and return the res of each CQE by user_data. */
static int run_all(struct io_uring *ring, int *res)
{
	int ret = io_uring_submit(ring);

	if (ret < 0)
		return ret;
	return reap_res(ring, ret, res) ? -1 : ret;
}

TEST(a_disabled_ring_takes_sqes_once_enabled)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;

	DISABLED_RING(&ring, 0);
	nop_sqe(&ring, 1, 0);
	/* liburing puts it in the SQ ring, then the kernel refuses it. */
	EXPECT_EQ(-EBADFD, io_uring_submit(&ring));
	EXPECT_EQ(-1, sys_enter(ring.ring_fd, 0, 1, IORING_ENTER_GETEVENTS,
				NULL, 0));
	EXPECT_EQ(EBADFD, errno);
	EXPECT_EQ(0, *ring.sq.khead);

	/* Takes no argument. */
	EXPECT_EQ(EINVAL, reg_errno(&ring, IORING_REGISTER_ENABLE_RINGS,
				    &cqe, 0));
	EXPECT_EQ(EINVAL, reg_errno(&ring, IORING_REGISTER_ENABLE_RINGS,
				    NULL, 1));
	ASSERT_EQ(0, io_uring_enable_rings(&ring));
	/* The SQE queued while disabled is taken now. */
	ASSERT_EQ(1, sys_enter(ring.ring_fd, 1, 1, IORING_ENTER_GETEVENTS,
			       NULL, 0));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	EXPECT_EQ(-EBADFD, io_uring_enable_rings(&ring));
	io_uring_queue_exit(&ring);
}

TEST(restrictions_are_registered_once_while_disabled)
{
	struct io_uring_restriction r[2] = {
		rst(IORING_RESTRICTION_SQE_OP, IORING_OP_NOP),
		rst(IORING_RESTRICTION_REGISTER_OP, IORING_REGISTER_PROBE),
	};
	struct io_uring_restriction bad[] = {
		rst(IORING_RESTRICTION_LAST, 0),
		rst(IORING_RESTRICTION_REGISTER_OP, 255),
		rst(IORING_RESTRICTION_SQE_OP, 255),
	};
	char buf[4];
	struct iovec v = { buf, sizeof(buf) };
	struct io_uring ring;
	int p[2];

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	EXPECT_EQ(-EBADFD, io_uring_register_restrictions(&ring, r, 1));
	io_uring_queue_exit(&ring);

	DISABLED_RING(&ring, 0);
	EXPECT_EQ(EINVAL, reg_errno(&ring, IORING_REGISTER_RESTRICTIONS,
				    NULL, 1));
	/* More than IORING_RESTRICTION_LAST + the register opcodes. */
	EXPECT_EQ(EINVAL, reg_errno(&ring, IORING_REGISTER_RESTRICTIONS,
				    r, 64));
	EXPECT_EQ(EFAULT, reg_errno(&ring, IORING_REGISTER_RESTRICTIONS,
				    (void *)8, 1));
	/*
	 * One bad entry: -EINVAL, and nothing of the array is kept, not
	 * even the READV allowed before the bad entry.
	 */
	for (int i = 0; i < 3; i++) {
		struct io_uring_restriction three[3] = {
			rst(IORING_RESTRICTION_SQE_OP, IORING_OP_READV),
			bad[i], r[0],
		};

		EXPECT_EQ(-EINVAL,
			  io_uring_register_restrictions(&ring, three, 3));
	}
	ASSERT_EQ(0, io_uring_register_restrictions(&ring, r, 2));
	EXPECT_EQ(-EBUSY, io_uring_register_restrictions(&ring, r, 2));
	ASSERT_EQ(0, io_uring_enable_rings(&ring));

	/* Only what the array allowed. */
	EXPECT_EQ(0, submit_res(&ring, nop_sqe(&ring, 1, 0)));
	ASSERT_EQ(0, pipe(p));
	EXPECT_EQ(-EACCES, submit_res(&ring, readv_sqe(&ring, p[0], &v, 1, 0)));
	close(p[0]);
	close(p[1]);
	EXPECT_EQ(EACCES, reg_errno(&ring, IORING_REGISTER_RESTRICTIONS,
				    r, 2));
	EXPECT_EQ(EACCES, reg_errno(&ring, IORING_REGISTER_ENABLE_RINGS,
				    NULL, 0));
	io_uring_queue_exit(&ring);
}

TEST(an_empty_allowlist_allows_nothing)
{
	struct io_uring_restriction r = { 0 };
	struct io_uring_probe *probe = calloc(1, sizeof(*probe) + 64 * 8);
	struct io_uring ring;

	ASSERT_NE(NULL, probe);
	DISABLED_RING(&ring, 0);
	ASSERT_EQ(0, io_uring_register_restrictions(&ring, &r, 0));
	ASSERT_EQ(0, io_uring_enable_rings(&ring));
	EXPECT_EQ(-EACCES, submit_res(&ring, nop_sqe(&ring, 1, 0)));
	EXPECT_EQ(EACCES, reg_errno(&ring, IORING_REGISTER_PROBE, probe, 64));
	/* An opcode no kernel knows is still -EINVAL. */
	EXPECT_EQ(EINVAL, reg_errno(&ring, 200, NULL, 0));
	io_uring_queue_exit(&ring);
	free(probe);
}

TEST(sqes_are_held_to_the_allowed_opcodes_and_flags)
{
	struct io_uring_restriction r[] = {
		rst(IORING_RESTRICTION_SQE_OP, IORING_OP_NOP),
		rst(IORING_RESTRICTION_SQE_OP, IORING_OP_READV),
		rst(IORING_RESTRICTION_SQE_FLAGS_ALLOWED, IOSQE_IO_LINK),
	};
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	char buf[4];
	struct iovec v = { buf, sizeof(buf) };
	int p[2], res[9] = { 0 };

	ASSERT_EQ(0, pipe(p));
	DISABLED_RING(&ring, 0);
	ASSERT_EQ(0, io_uring_register_restrictions(&ring, r, 3));
	ASSERT_EQ(0, io_uring_enable_rings(&ring));

	EXPECT_EQ(0, submit_res(&ring, nop_sqe(&ring, 1, 0)));
	/* An allowed flag, an allowed chain. */
	nop_sqe(&ring, 1, IOSQE_IO_LINK);
	nop_sqe(&ring, 2, 0);
	ASSERT_EQ(2, run_all(&ring, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[2]);
	/* A flag not allowed, an opcode not allowed. */
	EXPECT_EQ(-EACCES, submit_res(&ring, nop_sqe(&ring, 1, IOSQE_ASYNC)));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_writev(sqe, p[1], &v, 1, 0);
	EXPECT_EQ(-EACCES, submit_res(&ring, sqe));
	/*
	 * Flags and opcode are checked first (-EINVAL); the allowlist
	 * before IOSQE_BUFFER_SELECT and the personality.
	 */
	sqe = nop_sqe(&ring, 1, 0);
	sqe->opcode = 200;
	EXPECT_EQ(-EINVAL, submit_res(&ring, sqe));
	EXPECT_EQ(-EINVAL, submit_res(&ring, nop_sqe(&ring, 1, 1U << 7)));
	EXPECT_EQ(-EACCES, submit_res(&ring, nop_sqe(&ring, 1,
						    IOSQE_BUFFER_SELECT)));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_writev(sqe, p[1], &v, 1, 0);
	sqe->personality = 0x7fff;
	EXPECT_EQ(-EACCES, submit_res(&ring, sqe));

	/* A refused SQE ends its batch, as any that fails its prep. */
	memset(res, 0, sizeof(res));
	nop_sqe(&ring, 1, 0);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_writev(sqe, p[1], &v, 1, 0);
	sqe->user_data = 2;
	nop_sqe(&ring, 3, 0);
	ASSERT_EQ(2, run_all(&ring, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(-EACCES, res[2]);
	EXPECT_FALSE(cqe_ready(&ring));
	/* The NOP after it is still in the SQ ring: the next call takes it. */
	ASSERT_EQ(1, run_all(&ring, res));
	EXPECT_EQ(0, res[3]);
	/*
	 * In a chain it fails the chain and the batch goes on (5.15's
	 * rule): the head -ECANCELED, the refused SQE -EACCES.
	 */
	memset(res, 0, sizeof(res));
	nop_sqe(&ring, 5, IOSQE_IO_LINK);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_writev(sqe, p[1], &v, 1, 0);
	sqe->user_data = 6;
	nop_sqe(&ring, 7, 0);
	ASSERT_EQ(3, run_all(&ring, res));
	EXPECT_EQ(-ECANCELED, res[5]);
	EXPECT_EQ(-EACCES, res[6]);
	EXPECT_EQ(0, res[7]);
	/* The allowed READV runs. */
	readv_sqe(&ring, p[0], &v, 4, 0);
	ASSERT_EQ(2, write(p[1], "ok", 2));
	ASSERT_EQ(1, run_all(&ring, res));
	EXPECT_EQ(2, res[4]);
	EXPECT_EQ(0, memcmp(buf, "ok", 2));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

TEST(required_flags_must_all_be_set)
{
	struct io_uring_restriction r[] = {
		rst(IORING_RESTRICTION_SQE_OP, IORING_OP_NOP),
		rst(IORING_RESTRICTION_SQE_FLAGS_REQUIRED, IOSQE_IO_DRAIN),
		rst(IORING_RESTRICTION_SQE_FLAGS_ALLOWED, IOSQE_IO_LINK),
	};
	struct io_uring ring;
	int res[9] = { 0 };

	DISABLED_RING(&ring, 0);
	ASSERT_EQ(0, io_uring_register_restrictions(&ring, r, 3));
	ASSERT_EQ(0, io_uring_enable_rings(&ring));
	EXPECT_EQ(-EACCES, submit_res(&ring, nop_sqe(&ring, 1, 0)));
	EXPECT_EQ(-EACCES, submit_res(&ring, nop_sqe(&ring, 1,
						    IOSQE_IO_LINK)));
	EXPECT_EQ(0, submit_res(&ring, nop_sqe(&ring, 1, IOSQE_IO_DRAIN)));
	nop_sqe(&ring, 1, IOSQE_IO_DRAIN | IOSQE_IO_LINK);
	nop_sqe(&ring, 2, IOSQE_IO_DRAIN);
	ASSERT_EQ(2, run_all(&ring, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[2]);
	EXPECT_EQ(-EACCES, submit_res(&ring, nop_sqe(&ring, 1,
				IOSQE_IO_DRAIN | IOSQE_ASYNC)));
	io_uring_queue_exit(&ring);

	/* Allowed, IOSQE_BUFFER_SELECT on a NOP is its own -EOPNOTSUPP. */
	DISABLED_RING(&ring, 0);
	r[1] = rst(IORING_RESTRICTION_SQE_FLAGS_ALLOWED, IOSQE_BUFFER_SELECT);
	ASSERT_EQ(0, io_uring_register_restrictions(&ring, r, 2));
	ASSERT_EQ(0, io_uring_enable_rings(&ring));
	EXPECT_EQ(-EOPNOTSUPP, submit_res(&ring, nop_sqe(&ring, 1,
						IOSQE_BUFFER_SELECT)));
	EXPECT_EQ(0, submit_res(&ring, nop_sqe(&ring, 1, 0)));
	io_uring_queue_exit(&ring);
}

TEST(register_opcodes_are_held_to_the_allowed_ones)
{
	struct io_uring_restriction r[] = {
		rst(IORING_RESTRICTION_REGISTER_OP, IORING_REGISTER_FILES),
		rst(IORING_RESTRICTION_REGISTER_OP, IORING_UNREGISTER_FILES),
		rst(IORING_RESTRICTION_REGISTER_OP, IORING_REGISTER_PROBE),
	};
	struct io_uring_probe *probe;
	struct io_uring ring;
	char buf[8];
	struct iovec v = { buf, sizeof(buf) };
	int p[2], efd = 0;

	ASSERT_EQ(0, pipe(p));
	DISABLED_RING(&ring, 0);
	ASSERT_EQ(0, io_uring_register_restrictions(&ring, r, 3));
	ASSERT_EQ(0, io_uring_enable_rings(&ring));
	EXPECT_EQ(0, io_uring_register_files(&ring, p, 2));
	EXPECT_EQ(0, io_uring_unregister_files(&ring));
	probe = io_uring_get_probe_ring(&ring);
	EXPECT_NE(NULL, probe);
	free(probe);
	EXPECT_EQ(-EACCES, io_uring_register_buffers(&ring, &v, 1));
	EXPECT_EQ(EACCES, reg_errno(&ring, IORING_REGISTER_EVENTFD, &efd, 1));
	EXPECT_EQ(EACCES, reg_errno(&ring, IORING_REGISTER_PERSONALITY,
				    NULL, 0));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

/*
 * The SQ thread of a disabled SQPOLL ring consumes nothing; once the
 * ring is enabled it takes what waited, under the restrictions.
 */
TEST(a_disabled_sqpoll_ring_waits_then_is_restricted)
{
	struct io_uring_restriction r[] = {
		rst(IORING_RESTRICTION_SQE_OP, IORING_OP_NOP),
	};
	struct __kernel_timespec ts = { .tv_sec = 1 };
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	int res[9] = { 0 };

	DISABLED_RING(&ring, IORING_SETUP_SQPOLL);
	ASSERT_EQ(0, io_uring_register_restrictions(&ring, r, 1));
	nop_sqe(&ring, 1, 0);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_timeout(sqe, &ts, 0, 0);
	sqe->user_data = 2;
	/* In the SQ ring; whether liburing enters depends on NEED_WAKEUP. */
	(void)io_uring_submit(&ring);
	usleep(200000);
	EXPECT_EQ(0, *ring.sq.khead);
	EXPECT_FALSE(cqe_ready(&ring));
	EXPECT_EQ(-1, sys_enter(ring.ring_fd, 0, 0, IORING_ENTER_SQ_WAKEUP,
				NULL, 0));
	EXPECT_EQ(EBADFD, errno);

	ASSERT_EQ(0, io_uring_enable_rings(&ring));
	ASSERT_EQ(0, reap_res(&ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(-EACCES, res[2]);
	/* The head moves once the batch is done, after the CQEs. */
	for (int i = 0; i < 200 && io_uring_smp_load_acquire(ring.sq.khead) != 2;
	     i++)
		usleep(10000);
	EXPECT_EQ(2, *ring.sq.khead);
	io_uring_queue_exit(&ring);
}

static int queue_a_nop(struct io_uring *ring)
{
	nop_sqe(ring, 1, 0);
	(void)io_uring_submit(ring);
	return 0;
}

/* A disabled SQPOLL ring with SQEs waiting goes away, never enabled. */
TEST(a_disabled_sqpoll_ring_is_released_unused)
{
	struct io_uring ring;

	for (int i = 0; i < 3; i++) {
		DISABLED_RING(&ring, IORING_SETUP_SQPOLL);
		nop_sqe(&ring, 1, 0);
		(void)io_uring_submit(&ring);
		io_uring_queue_exit(&ring);
	}
	EXPECT_EQ(0, ring_freed_after_exit(IORING_SETUP_SQPOLL |
					   IORING_SETUP_R_DISABLED, queue_a_nop));
}

TEST_HARNESS_MAIN
