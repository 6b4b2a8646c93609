// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_SHUTDOWN (upstream 5.11; 5.15's checks): shutdown(2) of the
 * socket in fd, how in len.  SHUT_WR on loopback TCP gives the peer EOF
 * and our own send() EPIPE; SHUT_RD ends our reads and leaves writes
 * alone; SHUT_RDWR on an AF_UNIX socketpair ends both ways for both ends;
 * -ENOTSOCK, -EINVAL (how 3), -ENOTCONN, -EBADF; -EINVAL for each of
 * ioprio, off, addr, rw_flags, buf_index, splice_fd_in; a registered file;
 * a failed SHUTDOWN fails its chain; the probe reports the opcode.  SKIPs
 * (but the probe case) on a kernel without the opcode (probe).
 */
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/socket.h>

#include "helpers.h"

FIXTURE(sd) {
	struct io_uring ring;
	int c, s;	/* a connected loopback TCP pair: client, accepted */
};

FIXTURE_SETUP(sd)
{
	self->c = self->s = -1;
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_SHUTDOWN);
	ASSERT_EQ(0, tcp_pair(&self->c, &self->s));
}

FIXTURE_TEARDOWN(sd)
{
	if (self->c >= 0)
		close(self->c);
	if (self->s >= 0)
		close(self->s);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *shutdown_sqe(struct io_uring *ring, int fd,
					 int how, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_shutdown(sqe, fd, how);
	sqe->user_data = data;
	return sqe;
}

/* recv(2) that does not block: its result, or -errno. */
static ssize_t recv_now(int fd, void *buf, size_t len)
{
	ssize_t n = recv(fd, buf, len, MSG_DONTWAIT);

	return n < 0 ? -errno : n;
}

/* send(2) without SIGPIPE and without blocking: its result, or -errno. */
static ssize_t send_now(int fd, const void *buf, size_t len)
{
	ssize_t n = send(fd, buf, len, MSG_NOSIGNAL | MSG_DONTWAIT);

	return n < 0 ? -errno : n;
}

/* Read until EOF or @ms pass: bytes read, 0 at EOF first, -1 on timeout. */
static ssize_t read_to_eof(int fd, char *buf, size_t len, int ms)
{
	struct pollfd pfd = { .fd = fd, .events = POLLIN };
	size_t got = 0;
	ssize_t n;

	for (;;) {
		if (poll(&pfd, 1, ms) != 1)
			return -1;
		n = recv(fd, buf + got, len - got, MSG_DONTWAIT);
		if (n == 0)
			return got;
		if (n < 0 && errno != EAGAIN)
			return -1;
		if (n > 0)
			got += n;
	}
}

/*
 * SHUT_WR on the client: the CQE says 0 with its user_data, the peer
 * reads the bytes sent before it and then EOF, and the client's own
 * send() fails with EPIPE.  The other direction still works.
 */
TEST_F(sd, shut_wr_gives_the_peer_eof_and_us_epipe)
{
	char buf[16] = { 0 };

	ASSERT_EQ(5, send_now(self->c, "hello", 5));
	shutdown_sqe(&self->ring, self->c, SHUT_WR, 0x5d01);
	ASSERT_EQ(0, run1(&self->ring, 0x5d01));
	EXPECT_EQ(5, read_to_eof(self->s, buf, sizeof(buf), 5000));
	EXPECT_EQ(0, memcmp(buf, "hello", 5));
	EXPECT_EQ(0, recv_now(self->s, buf, sizeof(buf)));
	EXPECT_EQ(-EPIPE, send_now(self->c, "x", 1));
	/* The peer can still write to us, and we can read. */
	ASSERT_EQ(4, send_now(self->s, "back", 4));
	{
		struct pollfd pfd = { .fd = self->c, .events = POLLIN };

		ASSERT_EQ(1, poll(&pfd, 1, 5000));
	}
	memset(buf, 0, sizeof(buf));
	EXPECT_EQ(4, recv_now(self->c, buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "back", 4));
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/*
 * SHUT_RD on the client: its reads return 0 at once (not EAGAIN), and it
 * can still send: the peer gets the bytes.
 */
TEST_F(sd, shut_rd_ends_our_reads_only)
{
	struct pollfd pfd = { .fd = self->s, .events = POLLIN };
	char buf[16] = { 0 };

	EXPECT_EQ(-EAGAIN, recv_now(self->c, buf, sizeof(buf)));
	shutdown_sqe(&self->ring, self->c, SHUT_RD, 0x5d02);
	ASSERT_EQ(0, run1(&self->ring, 0x5d02));
	EXPECT_EQ(0, recv_now(self->c, buf, sizeof(buf)));
	EXPECT_EQ(3, send_now(self->c, "abc", 3));
	ASSERT_EQ(1, poll(&pfd, 1, 5000));
	EXPECT_EQ(3, recv_now(self->s, buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "abc", 3));
	/* The peer did not get EOF: nothing more to read, no end. */
	EXPECT_EQ(-EAGAIN, recv_now(self->s, buf, sizeof(buf)));
}

/*
 * SHUT_RDWR on one end of an AF_UNIX stream socketpair: both ends read
 * EOF and both ends' writes fail with EPIPE.
 */
TEST_F(sd, shut_rdwr_on_a_unix_socketpair)
{
	char buf[16];
	int sv[2];

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	shutdown_sqe(&self->ring, sv[0], SHUT_RDWR, 0x5d03);
	ASSERT_EQ(0, run1(&self->ring, 0x5d03));
	EXPECT_EQ(0, recv_now(sv[0], buf, sizeof(buf)));
	EXPECT_EQ(0, recv_now(sv[1], buf, sizeof(buf)));
	EXPECT_EQ(-EPIPE, send_now(sv[0], "x", 1));
	EXPECT_EQ(-EPIPE, send_now(sv[1], "x", 1));
	close(sv[0]);
	close(sv[1]);
}

/* A regular file is no socket: -ENOTSOCK, with the request's user_data. */
TEST_F(sd, regular_file_is_enotsock)
{
	char dir[] = "/tmp/iou-shutdown.XXXXXX", path[64];
	int fd;

	ASSERT_NE(NULL, mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/f", dir);
	fd = open(path, O_RDWR | O_CREAT, 0644);
	ASSERT_GE(fd, 0);
	shutdown_sqe(&self->ring, fd, SHUT_RDWR, 0x5d04);
	EXPECT_EQ(-ENOTSOCK, run1(&self->ring, 0x5d04));
	/* A pipe neither. */
	{
		int p[2];

		ASSERT_EQ(0, pipe(p));
		shutdown_sqe(&self->ring, p[1], SHUT_WR, 0x5d05);
		EXPECT_EQ(-ENOTSOCK, run1(&self->ring, 0x5d05));
		close(p[0]);
		close(p[1]);
	}
	close(fd);
	unlink(path);
	rmdir(dir);
}

/* how 3 (past SHUT_RDWR) is -EINVAL; the connection is left as it was. */
TEST_F(sd, how_3_is_einval)
{
	struct pollfd pfd = { .fd = self->s, .events = POLLIN };
	char buf[8];

	shutdown_sqe(&self->ring, self->c, 3, 0x5d06);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 0x5d06));
	shutdown_sqe(&self->ring, self->c, -1, 0x5d07);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 0x5d07));
	EXPECT_EQ(2, send_now(self->c, "ok", 2));
	ASSERT_EQ(1, poll(&pfd, 1, 5000));
	EXPECT_EQ(2, recv_now(self->s, buf, sizeof(buf)));
	EXPECT_EQ(-EAGAIN, recv_now(self->c, buf, sizeof(buf)));
}

/* A TCP socket that never connected: -ENOTCONN. */
TEST_F(sd, unconnected_tcp_socket_is_enotconn)
{
	int fd = socket(AF_INET, SOCK_STREAM, 0);

	ASSERT_GE(fd, 0);
	shutdown_sqe(&self->ring, fd, SHUT_RDWR, 0x5d08);
	EXPECT_EQ(-ENOTCONN, run1(&self->ring, 0x5d08));
	close(fd);
}

/* A descriptor that is not open: -EBADF. */
TEST_F(sd, closed_fd_is_ebadf)
{
	int fd = socket(AF_INET, SOCK_STREAM, 0);

	ASSERT_GE(fd, 0);
	close(fd);
	shutdown_sqe(&self->ring, fd, SHUT_RDWR, 0x5d09);
	EXPECT_EQ(-EBADF, run1(&self->ring, 0x5d09));
}

/*
 * The fields SHUTDOWN does not use must be zero: each of ioprio, off,
 * addr, rw_flags, buf_index, splice_fd_in set alone is -EINVAL, on a
 * good socket, which stays as it was (its peer gets no EOF).
 */
TEST_F(sd, unused_fields_are_einval)
{
	struct pollfd pfd = { .fd = self->s, .events = POLLIN };
	struct io_uring_sqe *sqe;
	char buf[8];

	for (int field = 0; field < 6; field++) {
		sqe = shutdown_sqe(&self->ring, self->c, SHUT_WR, 0x5d10 + field);
		switch (field) {
		case 0:
			sqe->ioprio = 1;
			break;
		case 1:
			sqe->off = 1;
			break;
		case 2:
			sqe->addr = 1;
			break;
		case 3:
			sqe->rw_flags = 1;
			break;
		case 4:
			sqe->buf_index = 1;
			break;
		case 5:
			sqe->splice_fd_in = 1;
			break;
		}
		TH_LOG("field %d", field);
		EXPECT_EQ(-EINVAL, run1(&self->ring, 0x5d10 + field));
	}
	/* Not shut: the peer has nothing, no EOF either; we can send. */
	EXPECT_EQ(-EAGAIN, recv_now(self->s, buf, sizeof(buf)));
	EXPECT_EQ(1, send_now(self->c, "y", 1));
	ASSERT_EQ(1, poll(&pfd, 1, 5000));
	EXPECT_EQ(1, recv_now(self->s, buf, sizeof(buf)));
}

/* A registered file (IOSQE_FIXED_FILE, index 0) is shut down too. */
TEST_F(sd, registered_socket)
{
	char buf[8];

	ASSERT_EQ(0, io_uring_register_files(&self->ring, &self->c, 1));
	shutdown_sqe(&self->ring, 0, SHUT_WR, 0x5d20)->flags =
		IOSQE_FIXED_FILE;
	ASSERT_EQ(0, run1(&self->ring, 0x5d20));
	EXPECT_EQ(0, read_to_eof(self->s, buf, sizeof(buf), 5000));
	EXPECT_EQ(-EPIPE, send_now(self->c, "x", 1));
	/* An empty-handed index: -EBADF. */
	shutdown_sqe(&self->ring, 1, SHUT_WR, 0x5d21)->flags =
		IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, run1(&self->ring, 0x5d21));
}

/*
 * A SHUTDOWN that fails fails its chain: the NOP linked after it
 * completes with -ECANCELED, after it.  Whether it fails before reaching
 * the socket (a pipe: -ENOTSOCK) or in the socket's shutdown (never
 * connected: -ENOTCONN; upstream 5.15 sets the failure on any negative
 * result).  One that succeeds lets its chain go on.
 */
TEST_F(sd, failed_shutdown_cancels_its_chain)
{
	struct io_uring_cqe c[2];
	int fd = socket(AF_INET, SOCK_STREAM, 0), p[2];

	ASSERT_GE(fd, 0);
	ASSERT_EQ(0, pipe(p));
	shutdown_sqe(&self->ring, p[0], SHUT_RDWR, 1)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(1, c[0].user_data);
	EXPECT_EQ(-ENOTSOCK, c[0].res);
	EXPECT_EQ(2, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);

	shutdown_sqe(&self->ring, fd, SHUT_RDWR, 3)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 4, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(3, c[0].user_data);
	EXPECT_EQ(-ENOTCONN, c[0].res);
	EXPECT_EQ(4, c[1].user_data);
	EXPECT_EQ(-ECANCELED, c[1].res);

	shutdown_sqe(&self->ring, self->c, SHUT_WR, 5)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 6, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	EXPECT_EQ(5, c[0].user_data);
	EXPECT_EQ(0, c[0].res);
	EXPECT_EQ(6, c[1].user_data);
	EXPECT_EQ(0, c[1].res);
	EXPECT_FALSE(cqe_ready(&self->ring));
	close(fd);
	close(p[0]);
	close(p[1]);
}

/* IORING_REGISTER_PROBE reports opcode 34 as supported. */
TEST(probe_reports_shutdown)
{
	struct io_uring_probe *p = io_uring_get_probe();

	ASSERT_NE(NULL, p);
	EXPECT_GE(p->last_op, IORING_OP_SHUTDOWN);
	EXPECT_TRUE(io_uring_opcode_supported(p, IORING_OP_SHUTDOWN));
	io_uring_free_probe(p);
}

TEST_HARNESS_MAIN
