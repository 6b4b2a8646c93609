// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_FEAT_SUBMIT_STABLE (upstream 5.5): what an SQE points to, the
 * msghdr of SENDMSG/RECVMSG with its iovec array and the iovec array of
 * READV/WRITEV, is read by the time io_uring_enter() returns.  Each case
 * makes the request run later in a worker (a socket or pipe not ready, a
 * chain), scribbles over that memory right after submission, and checks
 * that the bytes still go where they were meant to.  SKIPs on a kernel
 * without the feature bit.
 */
#include <sys/socket.h>

#include "helpers.h"

FIXTURE(ss) {
	struct io_uring ring;
};

FIXTURE_SETUP(ss)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	if (!(self->ring.features & IORING_FEAT_SUBMIT_STABLE))
		SKIP(return, "no IORING_FEAT_SUBMIT_STABLE (v5.4 level)");
}

FIXTURE_TEARDOWN(ss)
{
	io_uring_queue_exit(&self->ring);
}

/* A RECVMSG waits for data; its msghdr and iovec are gone meanwhile. */
TEST_F(ss, recvmsg_from_a_worker)
{
	static char buf[16];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	struct msghdr *msg = calloc(1, sizeof(*msg));
	struct iovec *v = calloc(1, sizeof(*v));
	int sv[2];

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	v->iov_base = buf;
	v->iov_len = sizeof(buf);
	msg->msg_iov = v;
	msg->msg_iovlen = 1;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_recvmsg(sqe, sv[0], msg, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	/* The iovec may go at once; the msghdr gets the results. */
	memset(v, 0xa5, sizeof(*v));
	free(v);
	msg->msg_iov = (void *)8;
	msg->msg_iovlen = 1000;
	usleep(100000);
	ASSERT_EQ(5, write(sv[1], "hello", 5));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(5, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "hello", 5));
	free(msg);
	close(sv[0]);
	close(sv[1]);
}

/* A SENDMSG waits for room; its msghdr and iovec are gone meanwhile. */
TEST_F(ss, sendmsg_from_a_worker)
{
	static char big[256 * 1024], got[8];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	struct msghdr *msg = calloc(1, sizeof(*msg));
	struct iovec *v = calloc(1, sizeof(*v));
	int sv[2], sz = 4096;
	ssize_t n, total = 0;

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	setsockopt(sv[1], SOL_SOCKET, SO_SNDBUF, &sz, sizeof(sz));
	/* Fill the pipe between them. */
	while ((n = send(sv[1], big, sizeof(big), MSG_DONTWAIT)) > 0)
		total += n;
	v->iov_base = "stable";
	v->iov_len = 6;
	msg->msg_iov = v;
	msg->msg_iovlen = 1;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_sendmsg(sqe, sv[1], msg, 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	memset(v, 0, sizeof(*v));
	memset(msg, 0, sizeof(*msg));
	free(v);
	free(msg);
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	/* Drain what was there; then the 6 bytes follow. */
	while (total > 0) {
		n = read(sv[0], big, total < (ssize_t)sizeof(big) ?
			 total : (ssize_t)sizeof(big));
		ASSERT_LT(0, n);
		total -= n;
	}
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(6, cqe.res);
	ASSERT_EQ(6, read(sv[0], got, 6));
	EXPECT_EQ(0, memcmp(got, "stable", 6));
	close(sv[0]);
	close(sv[1]);
}

/*
 * READVs of pipes: the first waits in a worker, the second waits in its
 * chain.  Both iovec arrays are scribbled over after submission.
 */
TEST_F(ss, readv_from_a_worker_and_a_chain)
{
	static char b1[8], b2[8];
	struct iovec *v = calloc(2, sizeof(*v));
	struct io_uring_sqe *sqe;
	struct io_uring_cqe c[2];
	int p1[2], p2[2];

	ASSERT_EQ(0, pipe(p1));
	ASSERT_EQ(0, pipe(p2));
	v[0].iov_base = b1;
	v[0].iov_len = 3;
	v[1].iov_base = b2;
	v[1].iov_len = 3;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, p1[0], &v[0], 1, 0);
	sqe->flags = IOSQE_IO_LINK;
	sqe->user_data = 1;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, p2[0], &v[1], 1, 0);
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	memset(v, 0x5a, 2 * sizeof(*v));
	free(v);
	usleep(100000);
	ASSERT_EQ(3, write(p2[1], "two", 3));
	ASSERT_EQ(3, write(p1[1], "one", 3));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(3, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(3, c[1].res);
	EXPECT_EQ(0, memcmp(b1, "one", 3));
	EXPECT_EQ(0, memcmp(b2, "two", 3));
	close(p1[0]);
	close(p1[1]);
	close(p2[0]);
	close(p2[1]);
}

/* A WRITEV held back by a drain, its iovec gone, writes the right bytes. */
TEST_F(ss, writev_behind_a_drain)
{
	static char got[8];
	struct iovec *v = calloc(1, sizeof(*v));
	struct io_uring_sqe *sqe;
	struct io_uring_cqe c[2];
	int p[2], q[2];
	static char b[4];
	static struct iovec rv = { b, 1 };

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, pipe(q));
	/* Something before the drain that waits: a read of q. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_readv(sqe, q[0], &rv, 1, 0);
	sqe->user_data = 1;
	v->iov_base = "drain";
	v->iov_len = 5;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_writev(sqe, p[1], v, 1, 0);
	sqe->flags = IOSQE_IO_DRAIN;
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	memset(v, 0, sizeof(*v));
	free(v);
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(1, write(q[1], "x", 1));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(5, c[1].res);
	ASSERT_EQ(5, read(p[0], got, 5));
	EXPECT_EQ(0, memcmp(got, "drain", 5));
	close(p[0]);
	close(p[1]);
	close(q[0]);
	close(q[1]);
}

TEST_HARNESS_MAIN
