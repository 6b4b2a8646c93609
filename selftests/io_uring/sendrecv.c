// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_SEND and IORING_OP_RECV (upstream 5.6): send(2) and recv(2)
 * of one buffer, addr = buffer, len = its length, msg_flags.  Over AF_UNIX
 * socketpairs and loopback TCP: the bytes; a RECV with nothing to read
 * waits in a worker; -EAGAIN only when the application passed
 * MSG_DONTWAIT; MSG_PEEK and MSG_WAITALL; -ENOTSOCK on a file that is not
 * a socket; 0 once the peer is gone; a linked SEND -> RECV chain runs in
 * order; 64 RECVs waiting at once all complete with their own bytes.
 * SKIPs on a kernel without the opcodes (probe).
 */
#include <netinet/in.h>
#include <arpa/inet.h>
#include <pthread.h>
#include <sys/socket.h>

#include "helpers.h"

#define NPAIRS 64

FIXTURE(sr) {
	struct io_uring ring;
	int sv[2];
};

FIXTURE_SETUP(sr)
{
	/* Room for the 64 waiting RECVs and their CQEs. */
	ASSERT_EQ(0, io_uring_queue_init(2 * NPAIRS, &self->ring, 0));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, self->sv));
}

FIXTURE_TEARDOWN(sr)
{
	close(self->sv[0]);
	close(self->sv[1]);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *send_sqe(struct io_uring *ring, int fd,
				     const void *buf, size_t len, int flags,
				     uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_send(sqe, fd, buf, len, flags);
	sqe->user_data = data;
	return sqe;
}

static struct io_uring_sqe *recv_sqe(struct io_uring *ring, int fd,
				     void *buf, size_t len, int flags,
				     uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_recv(sqe, fd, buf, len, flags);
	sqe->user_data = data;
	return sqe;
}

#define NEED_SEND_RECV()						\
	do {								\
		NEED_OP(IORING_OP_SEND);				\
		NEED_OP(IORING_OP_RECV);				\
	} while (0)

TEST_F(sr, unix_send_and_recv_move_the_bytes)
{
	char buf[64] = { 0 };

	NEED_SEND_RECV();
	/* SEND; read(2) on the other end. */
	send_sqe(&self->ring, self->sv[0], "hello world", 11, 0, 1);
	ASSERT_EQ(11, run1(&self->ring, 1));
	ASSERT_EQ(11, read(self->sv[1], buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "hello world", 11));
	/* write(2); RECV of more than is there returns what is there. */
	memset(buf, 0, sizeof(buf));
	ASSERT_EQ(7, write(self->sv[1], "goodbye", 7));
	recv_sqe(&self->ring, self->sv[0], buf, sizeof(buf), 0, 2);
	ASSERT_EQ(7, run1(&self->ring, 2));
	EXPECT_EQ(0, memcmp(buf, "goodbye", 7));
	/* Datagrams: one RECV, one message. */
	{
		int dg[2];

		ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, dg));
		send_sqe(&self->ring, dg[0], "one", 3, 0, 3);
		ASSERT_EQ(3, run1(&self->ring, 3));
		send_sqe(&self->ring, dg[0], "two", 3, 0, 4);
		ASSERT_EQ(3, run1(&self->ring, 4));
		recv_sqe(&self->ring, dg[1], buf, sizeof(buf), 0, 5);
		ASSERT_EQ(3, run1(&self->ring, 5));
		EXPECT_EQ(0, memcmp(buf, "one", 3));
		recv_sqe(&self->ring, dg[1], buf, sizeof(buf), 0, 6);
		ASSERT_EQ(3, run1(&self->ring, 6));
		EXPECT_EQ(0, memcmp(buf, "two", 3));
		close(dg[0]);
		close(dg[1]);
	}
}

/* Nothing to read: submission returns, a worker waits for the data. */
TEST_F(sr, recv_waits_for_data)
{
	char buf[16] = { 0 };
	struct io_uring_cqe cqe;

	NEED_SEND_RECV();
	recv_sqe(&self->ring, self->sv[0], buf, sizeof(buf), 0, 7);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(5, write(self->sv[1], "later", 5));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(5, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "later", 5));
}

/* The application's MSG_DONTWAIT: -EAGAIN, no worker. */
TEST_F(sr, msg_dontwait_is_eagain)
{
	static char big[256 * 1024];
	char buf[16];
	int sz = 4096;
	ssize_t n, total = 0;

	NEED_SEND_RECV();
	recv_sqe(&self->ring, self->sv[0], buf, sizeof(buf), MSG_DONTWAIT, 8);
	EXPECT_EQ(-EAGAIN, run1(&self->ring, 8));
	/* A SEND with no room left, likewise. */
	setsockopt(self->sv[1], SOL_SOCKET, SO_SNDBUF, &sz, sizeof(sz));
	while ((n = send(self->sv[1], big, sizeof(big), MSG_DONTWAIT)) > 0)
		total += n;
	ASSERT_LT(0, total);
	send_sqe(&self->ring, self->sv[1], "x", 1, MSG_DONTWAIT, 9);
	EXPECT_EQ(-EAGAIN, run1(&self->ring, 9));
	EXPECT_FALSE(cqe_ready(&self->ring));
}

TEST_F(sr, msg_peek_leaves_the_data)
{
	char buf[16] = { 0 };

	NEED_SEND_RECV();
	ASSERT_EQ(8, write(self->sv[1], "peekaboo", 8));
	recv_sqe(&self->ring, self->sv[0], buf, 4, MSG_PEEK, 10);
	ASSERT_EQ(4, run1(&self->ring, 10));
	EXPECT_EQ(0, memcmp(buf, "peek", 4));
	memset(buf, 0, sizeof(buf));
	recv_sqe(&self->ring, self->sv[0], buf, sizeof(buf), 0, 11);
	ASSERT_EQ(8, run1(&self->ring, 11));
	EXPECT_EQ(0, memcmp(buf, "peekaboo", 8));
}

/* MSG_WAITALL: part of the data is not enough. */
TEST_F(sr, msg_waitall_waits_for_every_byte)
{
	char buf[16] = { 0 };
	struct io_uring_cqe cqe;

	NEED_SEND_RECV();
	recv_sqe(&self->ring, self->sv[0], buf, 8, MSG_WAITALL, 12);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(50000);
	ASSERT_EQ(3, write(self->sv[1], "abc", 3));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(5, write(self->sv[1], "defgh", 5));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(12, cqe.user_data);
	EXPECT_EQ(8, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "abcdefgh", 8));
}

/*
 * MSG_WAITALL with part of the data queued before the RECV: the inline
 * attempt gets those bytes and must wait for the rest, not complete
 * short (upstream 7ba89d2af17a).  The same for RECVMSG.
 */
TEST_F(sr, msg_waitall_with_data_queued_waits_for_the_rest)
{
	for (int op = 0; op < 2; op++) {
		char buf[16] = { 0 };
		struct iovec iov = { .iov_base = buf, .iov_len = 8 };
		struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
		struct io_uring_sqe *sqe;
		struct io_uring_cqe cqe;

		NEED_SEND_RECV();
		ASSERT_EQ(3, write(self->sv[1], "abc", 3));
		if (op == 0) {
			recv_sqe(&self->ring, self->sv[0], buf, 8, MSG_WAITALL,
				 12);
		} else {
			sqe = io_uring_get_sqe(&self->ring);
			io_uring_prep_recvmsg(sqe, self->sv[0], &msg,
					      MSG_WAITALL);
			sqe->user_data = 12;
		}
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		usleep(100000);
		EXPECT_FALSE(cqe_ready(&self->ring));
		ASSERT_EQ(5, write(self->sv[1], "defgh", 5));
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(12, cqe.user_data);
		EXPECT_EQ(8, cqe.res);
		EXPECT_EQ(0, memcmp(buf, "abcdefgh", 8));
	}
}

/*
 * A MSG_WAITALL receive that ends short (the peer shut down after 3 of
 * the 8 bytes) completes with the 3 bytes and fails its chain: the NOP
 * linked to it is cancelled (upstream 0031275d119e, 4c3c09439c08).
 */
TEST_F(sr, short_msg_waitall_receive_fails_its_chain)
{
	char buf[16] = { 0 };
	int res[9] = { 0 };

	NEED_SEND_RECV();
	ASSERT_EQ(3, write(self->sv[1], "abc", 3));
	ASSERT_EQ(0, shutdown(self->sv[1], SHUT_WR));
	recv_sqe(&self->ring, self->sv[0], buf, 8, MSG_WAITALL, 1)->flags |=
		IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(3, res[1]);
	EXPECT_EQ(-ECANCELED, res[2]);
	EXPECT_EQ(0, memcmp(buf, "abc", 3));

	/* Without MSG_WAITALL a short receive is no failure. */
	memset(res, 0, sizeof(res));
	recv_sqe(&self->ring, self->sv[0], buf, 8, 0, 1)->flags |=
		IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[2]);
}

/*
 * A MSG_WAITALL receive that cut its datagram short fails its chain too,
 * with RECV and with RECVMSG, though it returned every byte it had room
 * for (upstream 0031275d119e).
 */
TEST(truncated_msg_waitall_receive_fails_its_chain)
{
	struct iovec iov;
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	char buf[8];
	int sv[2], res[3];

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, sv));
	for (int op = 0; op < 2; op++) {
		memset(res, 0, sizeof(res));
		memset(buf, 0, sizeof(buf));
		ASSERT_EQ(8, send(sv[1], "datagram", 8, 0));
		if (op) {
			iov.iov_base = buf;
			iov.iov_len = 4;
			sqe = io_uring_get_sqe(&ring);
			io_uring_prep_recvmsg(sqe, sv[0], &msg, MSG_WAITALL);
			sqe->user_data = 1;
		} else {
			sqe = recv_sqe(&ring, sv[0], buf, 4, MSG_WAITALL, 1);
		}
		sqe->flags |= IOSQE_IO_LINK;
		nop_sqe(&ring, 2, 0);
		ASSERT_EQ(2, io_uring_submit(&ring));
		ASSERT_EQ(0, reap_res(&ring, 2, res));
		EXPECT_EQ(4, res[1]);
		EXPECT_EQ(-ECANCELED, res[2]);
		EXPECT_EQ(0, memcmp(buf, "data", 4));
		if (op)
			EXPECT_EQ(MSG_TRUNC, msg.msg_flags);
	}
	/* Without MSG_WAITALL the cut is no failure. */
	memset(res, 0, sizeof(res));
	ASSERT_EQ(8, send(sv[1], "datagram", 8, 0));
	recv_sqe(&ring, sv[0], buf, 4, 0, 1)->flags |= IOSQE_IO_LINK;
	nop_sqe(&ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&ring));
	ASSERT_EQ(0, reap_res(&ring, 2, res));
	EXPECT_EQ(4, res[1]);
	EXPECT_EQ(0, res[2]);
	close(sv[0]);
	close(sv[1]);
	io_uring_queue_exit(&ring);
}

TEST_F(sr, not_a_socket_is_enotsock)
{
	char buf[8];
	int p[2], gone;

	NEED_SEND_RECV();
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(1, write(p[1], "z", 1));
	send_sqe(&self->ring, p[1], "abc", 3, 0, 13);
	EXPECT_EQ(-ENOTSOCK, run1(&self->ring, 13));
	recv_sqe(&self->ring, p[0], buf, sizeof(buf), 0, 14);
	EXPECT_EQ(-ENOTSOCK, run1(&self->ring, 14));
	/* Nothing was read from or written to the pipe. */
	ASSERT_EQ(1, read(p[0], buf, sizeof(buf)));
	EXPECT_EQ('z', buf[0]);
	/* No file at all: -EBADF. */
	gone = dup(p[0]);
	ASSERT_LE(0, gone);
	close(gone);
	send_sqe(&self->ring, gone, "abc", 3, 0, 15);
	EXPECT_EQ(-EBADF, run1(&self->ring, 15));
	close(p[0]);
	close(p[1]);
}

TEST_F(sr, recv_of_a_closed_peer_is_zero)
{
	char buf[16];
	struct io_uring_cqe cqe;
	int sv[2];

	NEED_SEND_RECV();
	/* The peer closes while a RECV waits... */
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	recv_sqe(&self->ring, sv[0], buf, sizeof(buf), 0, 16);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	close(sv[1]);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(16, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	/* ...and a RECV after it is gone: 0 at once. */
	recv_sqe(&self->ring, sv[0], buf, sizeof(buf), 0, 17);
	EXPECT_EQ(0, run1(&self->ring, 17));
	close(sv[0]);
}

/* Each member starts after the one before it completed. */
TEST_F(sr, linked_send_recv_chain_keeps_order)
{
	char b1[16] = { 0 }, b2[16] = { 0 };
	struct io_uring_cqe c[4];
	int i;

	NEED_SEND_RECV();
	send_sqe(&self->ring, self->sv[0], "ping", 4, 0, 1)->flags =
		IOSQE_IO_LINK;
	recv_sqe(&self->ring, self->sv[1], b1, sizeof(b1), 0, 2)->flags =
		IOSQE_IO_LINK;
	send_sqe(&self->ring, self->sv[1], "pong!", 5, 0, 3)->flags =
		IOSQE_IO_LINK;
	recv_sqe(&self->ring, self->sv[0], b2, sizeof(b2), 0, 4);
	ASSERT_EQ(4, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 4));
	for (i = 0; i < 4; i++)
		EXPECT_EQ(i + 1, c[i].user_data);
	EXPECT_EQ(4, c[0].res);
	EXPECT_EQ(4, c[1].res);
	EXPECT_EQ(5, c[2].res);
	EXPECT_EQ(5, c[3].res);
	EXPECT_EQ(0, memcmp(b1, "ping", 4));
	EXPECT_EQ(0, memcmp(b2, "pong!", 5));
}

/* 64 RECVs wait at once; the data comes in the other order. */
TEST_F(sr, sixty_four_waiting_recvs_all_complete)
{
	static char buf[NPAIRS][16];
	int sv[NPAIRS][2], i, seen[NPAIRS] = { 0 };
	struct io_uring_cqe cqe;
	char msg[16];

	NEED_SEND_RECV();
	for (i = 0; i < NPAIRS; i++) {
		ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv[i]));
		recv_sqe(&self->ring, sv[i][0], buf[i], sizeof(buf[i]), 0,
			 100 + i);
	}
	ASSERT_EQ(NPAIRS, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	for (i = NPAIRS - 1; i >= 0; i--) {
		snprintf(msg, sizeof(msg), "pair %02d", i);
		ASSERT_EQ(7, write(sv[i][1], msg, 7));
	}
	for (i = 0; i < NPAIRS; i++) {
		int k;

		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		k = (int)cqe.user_data - 100;
		ASSERT_TRUE(k >= 0 && k < NPAIRS);
		EXPECT_EQ(0, seen[k]);
		seen[k] = 1;
		EXPECT_EQ(7, cqe.res);
		snprintf(msg, sizeof(msg), "pair %02d", k);
		EXPECT_EQ(0, memcmp(buf[k], msg, 7));
	}
	for (i = 0; i < NPAIRS; i++) {
		close(sv[i][0]);
		close(sv[i][1]);
	}
}

#define TCP_BYTES (1 << 20)

struct pump {
	int fd;
	unsigned char *buf;
	ssize_t done;
};

/* send(2) all of the pattern, or recv(2) until all of it has come. */
static void *pump_send(void *arg)
{
	struct pump *p = arg;
	ssize_t n;

	while (p->done < TCP_BYTES &&
	       (n = send(p->fd, p->buf + p->done, TCP_BYTES - p->done, 0)) > 0)
		p->done += n;
	return NULL;
}

static void *pump_recv(void *arg)
{
	struct pump *p = arg;
	ssize_t n;

	while (p->done < TCP_BYTES &&
	       (n = recv(p->fd, p->buf + p->done, TCP_BYTES - p->done, 0)) > 0)
		p->done += n;
	return NULL;
}

/*
 * 1 MiB each way over loopback TCP, a thread on the other end: SENDs and
 * RECVs may be short; each res > 0 counts and the bytes arrive in order.
 */
TEST_F(sr, tcp_loopback_moves_a_mebibyte_each_way)
{
	unsigned char *out = malloc(TCP_BYTES), *in = malloc(TCP_BYTES);
	struct pump peer;
	pthread_t th;
	int c, s, res;
	size_t done;
	uint64_t n;

	NEED_SEND_RECV();
	ASSERT_TRUE(out && in);
	ASSERT_EQ(0, tcp_pair(&c, &s));
	fill_pattern(out, TCP_BYTES, 9, 0);

	/* Ring SENDs, a thread recv(2)s. */
	memset(in, 0, TCP_BYTES);
	peer = (struct pump){ .fd = s, .buf = in };
	ASSERT_EQ(0, pthread_create(&th, NULL, pump_recv, &peer));
	for (done = 0, n = 1000; done < TCP_BYTES; n++) {
		send_sqe(&self->ring, c, out + done, TCP_BYTES - done, 0, n);
		res = run1(&self->ring, n);
		ASSERT_LT(0, res);
		ASSERT_GE(TCP_BYTES, res);
		done += res;
	}
	pthread_join(th, NULL);
	ASSERT_EQ(TCP_BYTES, peer.done);
	EXPECT_EQ(-1, check_pattern(in, TCP_BYTES, 9, 0));

	/* A thread send(2)s, ring RECVs. */
	memset(in, 0, TCP_BYTES);
	peer = (struct pump){ .fd = s, .buf = out };
	ASSERT_EQ(0, pthread_create(&th, NULL, pump_send, &peer));
	for (done = 0; done < TCP_BYTES; n++) {
		recv_sqe(&self->ring, c, in + done, TCP_BYTES - done, 0, n);
		res = run1(&self->ring, n);
		ASSERT_LT(0, res);
		done += res;
	}
	pthread_join(th, NULL);
	ASSERT_EQ(TCP_BYTES, done);
	EXPECT_EQ(-1, check_pattern(in, TCP_BYTES, 9, 0));
	close(c);
	close(s);
	free(out);
	free(in);
}

/* TCP as well: a RECV waits for data, and sees 0 after the peer's FIN. */
TEST_F(sr, tcp_recv_waits_then_sees_shutdown)
{
	char buf[16] = { 0 };
	struct io_uring_cqe cqe;
	int c, s;

	NEED_SEND_RECV();
	ASSERT_EQ(0, tcp_pair(&c, &s));
	recv_sqe(&self->ring, c, buf, sizeof(buf), 0, 18);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	send_sqe(&self->ring, s, "tcp!", 4, 0, 19);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	{
		int res[2] = { 1000, 1000 };

		for (int i = 0; i < 2; i++) {
			ASSERT_EQ(0, wait_one(&self->ring, &cqe));
			ASSERT_TRUE(cqe.user_data == 18 ||
				    cqe.user_data == 19);
			res[cqe.user_data - 18] = cqe.res;
		}
		EXPECT_EQ(4, res[0]);
		EXPECT_EQ(4, res[1]);
	}
	EXPECT_EQ(0, memcmp(buf, "tcp!", 4));
	recv_sqe(&self->ring, c, buf, sizeof(buf), 0, 20);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(50000);
	ASSERT_EQ(0, shutdown(s, SHUT_WR));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(20, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	close(c);
	close(s);
}

/*
 * A send to a socket whose peer is gone fails with -EPIPE and raises no
 * SIGPIPE: io_uring implies MSG_NOSIGNAL (upstream 76cd979f4f38), inline
 * and in a worker, for SEND and SENDMSG.  Run in a child that keeps
 * SIGPIPE's default action, which would kill it.
 */
TEST(send_to_a_closed_peer_is_epipe_without_sigpipe)
{
	int status;
	pid_t pid;

	NEED_OP(IORING_OP_SEND);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		struct iovec iov = { .iov_base = "x", .iov_len = 1 };
		struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
		struct io_uring ring;
		struct io_uring_sqe *sqe;
		int sv[2], res[9] = { 0 };

		signal(SIGPIPE, SIG_DFL);
		if (io_uring_queue_init(8, &ring, 0) ||
		    socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
			_exit(2);
		close(sv[1]);
		send_sqe(&ring, sv[0], "x", 1, 0, 1);
		send_sqe(&ring, sv[0], "x", 1, 0, 2)->flags |= IOSQE_ASYNC;
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_sendmsg(sqe, sv[0], &msg, 0);
		sqe->user_data = 3;
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_sendmsg(sqe, sv[0], &msg, 0);
		sqe->flags |= IOSQE_ASYNC;
		sqe->user_data = 4;
		if (io_uring_submit(&ring) != 4 || reap_res(&ring, 4, res))
			_exit(3);
		for (int i = 1; i <= 4; i++)
			if (res[i] != -EPIPE)
				_exit(10 + i);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status));
	if (WIFSIGNALED(status))
		TH_LOG("the sender died of signal %d", WTERMSIG(status));
	else
		EXPECT_EQ(0, WEXITSTATUS(status));
}

/*
 * A MSG_WAITALL SEND of 1 MiB to a peer that reads nothing sends what
 * the socket takes, then waits in a poll for room for the rest.  Cancelled
 * there, it reports the bytes it sent, not -ECANCELED (upstream
 * 7e6b638ed501): the peer then reads exactly that many.
 */
TEST_F(sr, cancelled_msg_waitall_send_reports_what_it_sent)
{
	static char big[1 << 20], sink[1 << 16];
	int res[9] = { 0 }, got = 0, n;

	NEED_SEND_RECV();
	NEED_OP(IORING_OP_ASYNC_CANCEL);
	send_sqe(&self->ring, self->sv[0], big, sizeof(big), MSG_WAITALL, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	{
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);

		io_uring_prep_cancel64(sqe, 1, 0);
		sqe->user_data = 2;
	}
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[2]);
	EXPECT_GT(res[1], 0);
	EXPECT_GT((int)sizeof(big), res[1]);
	while ((n = recv(self->sv[1], sink, sizeof(sink), MSG_DONTWAIT)) > 0)
		got += n;
	EXPECT_EQ(res[1], got);
}

/*
 * RECVMSG with MSG_ERRQUEUE waits for an entry on the error queue, not
 * for data (upstream 901341bb9718): with a datagram queued it stays
 * pending; an ICMP port unreachable for a datagram it sent (IP_RECVERR)
 * then completes it with that entry.  Before, it completed with -EAGAIN.
 */
TEST(recvmsg_errqueue_waits_for_an_error_not_for_data)
{
	struct sockaddr_in self_addr = { .sin_family = AF_INET }, gone;
	socklen_t alen = sizeof(self_addr);
	char buf[64];
	struct iovec iov = { buf, sizeof(buf) };
	/* No ancillary data: io_uring refuses it (d69e07793f89). */
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int s, g, one = 1;

	NEED_OP(IORING_OP_RECVMSG);
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	s = socket(AF_INET, SOCK_DGRAM, 0);
	ASSERT_LE(0, s);
	ASSERT_EQ(0, setsockopt(s, IPPROTO_IP, IP_RECVERR, &one, sizeof(one)));
	self_addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ASSERT_EQ(0, bind(s, (struct sockaddr *)&self_addr, sizeof(self_addr)));
	ASSERT_EQ(0, getsockname(s, (struct sockaddr *)&self_addr, &alen));
	/* A port nobody listens on any more. */
	g = socket(AF_INET, SOCK_DGRAM, 0);
	ASSERT_LE(0, g);
	gone = self_addr;
	gone.sin_port = 0;
	ASSERT_EQ(0, bind(g, (struct sockaddr *)&gone, sizeof(gone)));
	alen = sizeof(gone);
	ASSERT_EQ(0, getsockname(g, (struct sockaddr *)&gone, &alen));
	close(g);

	/* Data queued: nothing for MSG_ERRQUEUE. */
	ASSERT_EQ(4, sendto(s, "data", 4, 0, (struct sockaddr *)&self_addr,
			    sizeof(self_addr)));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_recvmsg(sqe, s, &msg, MSG_ERRQUEUE);
	sqe->user_data = 5;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&ring));

	ASSERT_EQ(3, sendto(s, "icm", 3, 0, (struct sockaddr *)&gone,
			    sizeof(gone)));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	/*
	 * The entry: the datagram that bounced ("icm"), from the error
	 * queue; why (ECONNREFUSED) is in the control data it had no room
	 * for.
	 */
	EXPECT_EQ(3, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "icm", 3));
	EXPECT_TRUE(msg.msg_flags & MSG_ERRQUEUE);
	/* The data is still there for a plain receive. */
	EXPECT_EQ(4, recv(s, buf, sizeof(buf), MSG_DONTWAIT));
	close(s);
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
