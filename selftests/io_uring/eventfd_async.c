// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_REGISTER_EVENTFD_ASYNC (7), at the 5.6 level: like
 * IORING_REGISTER_EVENTFD (arg = &fd, nr_args = 1), but the eventfd
 * counts only completions posted by a worker.  A NOP completed inline
 * does not signal it; a read of an empty pipe, which a worker completes
 * once a write comes, does, as does a NOP that IOSQE_ASYNC sends to a
 * worker.  A second registration of either kind is -EBUSY; after
 * unregistering, a plain registration counts inline completions again.
 * SKIPs when the register opcode is -EINVAL.
 *
 * Linux 6.18 (fast poll, 5.7) completes the pipe read from task work in
 * the submitter, not from a worker: no count there (5.6's 1 asserted).
 * From 5.7 a POLL_ADD and a fast poll's request, completed by the
 * submitter as task work, do not count either (upstream b41e98524e42).
 */
#include <sys/eventfd.h>
#include <sys/socket.h>

#include <poll.h>

#include "helpers.h"

FIXTURE(efa) {
	struct io_uring ring;
	int efd;
	int p[2];
	char buf[8];
	struct iovec v;
};

FIXTURE_SETUP(efa)
{
	int ret;

	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	self->efd = eventfd(0, EFD_NONBLOCK);
	ASSERT_GE(self->efd, 0);
	ret = sys_register(self->ring.ring_fd, IORING_REGISTER_EVENTFD_ASYNC,
			   &self->efd, 1);
	if (ret && errno == EINVAL) {
		close(self->efd);
		io_uring_queue_exit(&self->ring);
		SKIP(return, "IORING_REGISTER_EVENTFD_ASYNC is -EINVAL");
	}
	ASSERT_EQ(0, ret);
	ASSERT_EQ(0, pipe(self->p));
	self->v.iov_base = self->buf;
	self->v.iov_len = sizeof(self->buf);
}

FIXTURE_TEARDOWN(efa)
{
	close(self->p[0]);
	close(self->p[1]);
	io_uring_queue_exit(&self->ring);
	close(self->efd);
}

/* The count, or 0 with errno EAGAIN when there is none. */
static uint64_t ev_read(int efd)
{
	uint64_t v = 0;

	if (read(efd, &v, sizeof(v)) != sizeof(v))
		return 0;
	return v;
}

/* The counts that come within @ms (a signal may trail its CQE). */
static uint64_t ev_sum(int efd, uint64_t want, int ms)
{
	uint64_t sum = ev_read(efd);

	for (; sum < want && ms > 0; ms -= 10) {
		usleep(10000);
		sum += ev_read(efd);
	}
	return sum;
}

/* Submit one NOP with @flags and reap its CQE. */
static void one_nop(struct __test_metadata *_metadata, struct io_uring *ring,
		    unsigned int flags)
{
	EXPECT_EQ(0, submit_res(ring, nop_sqe(ring, 0, flags)));
}

TEST_F(efa, inline_nop_does_not_signal)
{
	one_nop(_metadata, &self->ring, 0);
	one_nop(_metadata, &self->ring, 0);
	usleep(50000);
	errno = 0;
	EXPECT_EQ(0, ev_read(self->efd));
	EXPECT_EQ(EAGAIN, errno);
}

/* 6.18 fails this case: see above. */
TEST_F(efa, worker_completed_read_signals)
{
	struct io_uring_cqe cqe;

	readv_sqe(&self->ring, self->p[0], &self->v, 3, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	EXPECT_EQ(0, ev_read(self->efd));
	ASSERT_EQ(2, write(self->p[1], "ev", 2));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(3, cqe.user_data);
	EXPECT_EQ(2, cqe.res);
	EXPECT_EQ(1, ev_sum(self->efd, 1, 1000));
	/* Exactly one. */
	usleep(50000);
	EXPECT_EQ(0, ev_read(self->efd));
}

/* IOSQE_ASYNC sends a NOP to a worker: one count per such NOP. */
TEST_F(efa, nop_sent_to_a_worker_signals)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;

	/* Whether the flag is known, on a ring without the eventfd. */
	ASSERT_EQ(0, io_uring_queue_init(2, &ring, 0));
	nop_sqe(&ring, 0, IOSQE_ASYNC);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	io_uring_queue_exit(&ring);
	if (cqe.res == -EINVAL)
		SKIP(return, "no IOSQE_ASYNC (a NOP with it is -EINVAL)");

	one_nop(_metadata, &self->ring, IOSQE_ASYNC);
	EXPECT_EQ(1, ev_sum(self->efd, 1, 1000));
	one_nop(_metadata, &self->ring, 0);
	one_nop(_metadata, &self->ring, IOSQE_ASYNC);
	EXPECT_EQ(1, ev_sum(self->efd, 1, 1000));
	usleep(50000);
	EXPECT_EQ(0, ev_read(self->efd));
}

/*
 * A POLL_ADD is completed by its wakeup, not inline.  Up to the 5.6 level
 * a worker completes it, and it counts.  From 5.7 (FEAT_FAST_POLL) its
 * submitter completes it as task work, and as upstream only the
 * completions of workers that run requests count: none, for the poll
 * and for a fast poll's RECV alike.
 */
TEST_F(efa, poll_completion_signals_up_to_5_6)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);
	int fast = self->ring.features & IORING_FEAT_FAST_POLL;
	int sv[2];

	io_uring_prep_poll_add(sqe, self->p[0], POLLIN);
	sqe->user_data = 6;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(50000);
	EXPECT_EQ(0, ev_read(self->efd));
	ASSERT_EQ(1, write(self->p[1], "p", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(6, cqe.user_data);
	EXPECT_TRUE(cqe.res & POLLIN);
	EXPECT_EQ(fast ? 0 : 1, ev_sum(self->efd, 1, fast ? 200 : 1000));
	if (!fast)
		return;

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_recv(sqe, sv[0], self->buf, sizeof(self->buf), 0);
	sqe->user_data = 7;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(50000);
	ASSERT_EQ(2, write(sv[1], "rv", 2));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(2, cqe.res);
	EXPECT_EQ(0, ev_sum(self->efd, 1, 200));
	close(sv[0]);
	close(sv[1]);
}

TEST_F(efa, second_registration_is_ebusy)
{
	int fd = self->ring.ring_fd, efd2 = eventfd(0, EFD_NONBLOCK);

	ASSERT_GE(efd2, 0);
	ASSERT_ERRNO(EBUSY, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
					 &efd2, 1));
	ASSERT_ERRNO(EBUSY, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
					 &self->efd, 1));
	ASSERT_ERRNO(EBUSY, sys_register(fd, IORING_REGISTER_EVENTFD,
					 &efd2, 1));
	/* The first registration stays: still async only. */
	one_nop(_metadata, &self->ring, 0);
	usleep(50000);
	EXPECT_EQ(0, ev_read(self->efd));
	EXPECT_EQ(0, ev_read(efd2));
	close(efd2);
}

/* The same argument checks as REGISTER_EVENTFD. */
TEST_F(efa, bad_registrations)
{
	int fd = self->ring.ring_fd, bad = 1000, two[2];

	ASSERT_EQ(0, sys_register(fd, IORING_UNREGISTER_EVENTFD, NULL, 0));
	two[0] = two[1] = self->efd;
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
					  &self->efd, 0));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
					  two, 2));
	ASSERT_ERRNO(EFAULT, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
					  NULL, 1));
	ASSERT_ERRNO(EBADF, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
					 &bad, 1));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
					  &self->p[0], 1));
	ASSERT_EQ(0, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
				  &self->efd, 1));
}

/* Unregistered, then registered plainly: the inline NOP counts again. */
TEST_F(efa, plain_registration_after_unregister_counts_inline_nop)
{
	int fd = self->ring.ring_fd;

	ASSERT_EQ(0, sys_register(fd, IORING_UNREGISTER_EVENTFD, NULL, 0));
	ASSERT_EQ(0, sys_register(fd, IORING_REGISTER_EVENTFD, &self->efd, 1));
	one_nop(_metadata, &self->ring, 0);
	EXPECT_EQ(1, ev_sum(self->efd, 1, 1000));
	one_nop(_metadata, &self->ring, 0);
	one_nop(_metadata, &self->ring, 0);
	EXPECT_EQ(2, ev_sum(self->efd, 2, 1000));
	/* And back to async only. */
	ASSERT_EQ(0, sys_register(fd, IORING_UNREGISTER_EVENTFD, NULL, 0));
	ASSERT_EQ(0, sys_register(fd, IORING_REGISTER_EVENTFD_ASYNC,
				  &self->efd, 1));
	one_nop(_metadata, &self->ring, 0);
	usleep(50000);
	EXPECT_EQ(0, ev_read(self->efd));
}

TEST_HARNESS_MAIN
