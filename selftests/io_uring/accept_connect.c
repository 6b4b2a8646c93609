// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_ACCEPT and IORING_OP_CONNECT over loopback TCP, with
 * upstream 5.5's results: inline when ready, from a worker on a blocking
 * socket otherwise, the peer's address and length, accept flags, many
 * clients, cancellation (-EINTR), a wait on O_NONBLOCK sockets too
 * (-EAGAIN only in a worker), a connect in progress that its link
 * timeout cancels, and upstream's errno for bad input.  A process that exits
 * with an accept waiting leaves nothing behind.  SKIPs on a kernel
 * without the opcodes (probe).
 */
#include <fcntl.h>
#include <poll.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/resource.h>
#include <sys/socket.h>

#include "helpers.h"

FIXTURE(net) {
	struct io_uring ring;
	int lfd;			/* listening, blocking */
	struct sockaddr_in addr;	/* where it listens */
};

FIXTURE_SETUP(net)
{
	ASSERT_EQ(0, io_uring_queue_init(64, &self->ring, 0));
	NEED_OP(IORING_OP_ACCEPT);
	NEED_OP(IORING_OP_CONNECT);
	self->lfd = tcp_listener(&self->addr, 0);
	ASSERT_LE(0, self->lfd);
}

FIXTURE_TEARDOWN(net)
{
	close(self->lfd);
	io_uring_queue_exit(&self->ring);
}

static int client(const struct sockaddr_in *addr)
{
	int fd = socket(AF_INET, SOCK_STREAM, 0);

	if (fd < 0 || connect(fd, (const struct sockaddr *)addr, sizeof(*addr)))
		return -1;
	return fd;
}

static struct io_uring_sqe *accept_sqe(struct io_uring *ring, int fd,
				       struct sockaddr_in *peer,
				       socklen_t *len, int flags,
				       uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_accept(sqe, fd, (struct sockaddr *)peer, len, flags);
	sqe->user_data = data;
	return sqe;
}

/* Bytes written on one end arrive on the other. */
static int talk(int a, int b)
{
	char buf[8] = { 0 };

	if (write(a, "ping", 4) != 4 || read(b, buf, sizeof(buf)) != 4)
		return -1;
	return memcmp(buf, "ping", 4) ? -1 : 0;
}

TEST_F(net, accept_of_a_waiting_connection)
{
	struct sockaddr_in peer, local;
	socklen_t len = sizeof(peer), llen = sizeof(local);
	struct io_uring_cqe cqe;
	int c = client(&self->addr);

	ASSERT_LE(0, c);
	ASSERT_EQ(0, getsockname(c, (struct sockaddr *)&local, &llen));
	accept_sqe(&self->ring, self->lfd, &peer, &len, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	ASSERT_LE(0, cqe.res);
	EXPECT_EQ(sizeof(peer), len);
	EXPECT_EQ(AF_INET, peer.sin_family);
	EXPECT_EQ(local.sin_port, peer.sin_port);
	EXPECT_EQ(0, talk(c, cqe.res));
	EXPECT_EQ(0, talk(cqe.res, c));
	/* accept4(2) without SOCK_CLOEXEC: no close-on-exec. */
	EXPECT_EQ(0, fcntl(cqe.res, F_GETFD) & FD_CLOEXEC);
	close(cqe.res);
	close(c);
}

/* Nothing to accept yet: a worker waits, and the client's turn comes. */
TEST_F(net, accept_waits_for_a_client)
{
	struct io_uring_cqe cqe;
	int c;

	accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	c = client(&self->addr);
	ASSERT_LE(0, c);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	ASSERT_LE(0, cqe.res);
	EXPECT_EQ(0, talk(c, cqe.res));
	close(cqe.res);
	close(c);
}

TEST_F(net, accept_flags)
{
	struct io_uring_cqe cqe;
	int c = client(&self->addr);

	ASSERT_LE(0, c);
	accept_sqe(&self->ring, self->lfd, NULL, NULL,
		   SOCK_NONBLOCK | SOCK_CLOEXEC, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	ASSERT_LE(0, cqe.res);
	EXPECT_EQ(O_NONBLOCK, fcntl(cqe.res, F_GETFL) & O_NONBLOCK);
	EXPECT_EQ(FD_CLOEXEC, fcntl(cqe.res, F_GETFD) & FD_CLOEXEC);
	close(cqe.res);
	close(c);

	EXPECT_EQ(-EINVAL, submit_res(&self->ring,
		  accept_sqe(&self->ring, self->lfd, NULL, NULL, 1 << 30, 0)));
}

/*
 * O_NONBLOCK listener, nothing pending: the accept waits for a client all
 * the same (upstream a73825ba70c9, in the stable releases), and completes
 * with a working descriptor once one comes.
 */
TEST_F(net, accept_on_a_nonblocking_listener_waits_for_a_client)
{
	struct io_uring_cqe cqe;
	struct sockaddr_in a;
	int l = tcp_listener(&a, SOCK_NONBLOCK), c;

	ASSERT_LE(0, l);
	accept_sqe(&self->ring, l, NULL, NULL, 0, 7);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200 * 1000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	c = client(&a);
	ASSERT_LE(0, c);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	ASSERT_LE(0, cqe.res);
	EXPECT_EQ(0, talk(c, cqe.res));
	close(cqe.res);
	close(c);
	close(l);
}

/* In a worker (IOSQE_ASYNC), accept4(2) honours O_NONBLOCK: -EAGAIN. */
TEST_F(net, forced_async_accept_on_a_nonblocking_listener_is_eagain)
{
	struct io_uring_sqe *sqe;
	struct sockaddr_in a;
	int l = tcp_listener(&a, SOCK_NONBLOCK);

	ASSERT_LE(0, l);
	sqe = accept_sqe(&self->ring, l, NULL, NULL, 0, 0);
	sqe->flags |= IOSQE_ASYNC;
	EXPECT_EQ(-EAGAIN, submit_res(&self->ring, sqe));
	close(l);
}

/* 32 accepts waiting, 32 clients: 32 distinct, working descriptors. */
TEST_F(net, many_clients)
{
	enum { N = 32 };
	int c[N], fds[N];
	struct io_uring_cqe cqe;

	for (int i = 0; i < N; i++)
		accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 100 + i);
	ASSERT_EQ(N, io_uring_submit(&self->ring));
	for (int i = 0; i < N; i++) {
		c[i] = client(&self->addr);
		ASSERT_LE(0, c[i]);
	}
	for (int i = 0; i < N; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		ASSERT_LE(0, cqe.res);
		fds[i] = cqe.res;
		for (int j = 0; j < i; j++)
			EXPECT_NE(fds[j], fds[i]);
	}
	/*
	 * Each client is one accepted descriptor, in no particular order
	 * (workers accept in parallel): every client's number arrives on
	 * exactly one of them.
	 */
	{
		int seen[N] = { 0 };

		for (int i = 0; i < N; i++)
			ASSERT_EQ(4, write(c[i], &i, 4));
		for (int i = 0; i < N; i++) {
			int v = -1;

			ASSERT_EQ(4, read(fds[i], &v, 4));
			ASSERT_LE(0, v);
			ASSERT_GT(N, v);
			seen[v]++;
		}
		for (int i = 0; i < N; i++)
			EXPECT_EQ(1, seen[i]);
	}
	for (int i = 0; i < N; i++) {
		close(c[i]);
		close(fds[i]);
	}
}

TEST_F(net, accept_cancelled)
{
	struct io_uring_cqe c[2];
	struct io_uring_sqe *sqe;

	accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_cancel64(sqe, 1, 0);
	sqe->user_data = 2;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 2));
	/*
	 * In a worker's wait, the worker is interrupted; with
	 * IORING_FEAT_FAST_POLL (5.7) the ACCEPT waits in a poll, which
	 * the cancellation takes back.
	 */
	for (int i = 0; i < 2; i++) {
		if (self->ring.features & IORING_FEAT_FAST_POLL)
			EXPECT_EQ(c[i].user_data == 1 ? -ECANCELED : 0,
				  c[i].res);
		else if (c[i].user_data == 1)
			EXPECT_EQ(-EINTR, c[i].res);
		else
			EXPECT_EQ(-EALREADY, c[i].res);
	}
}

TEST_F(net, accept_bad_input)
{
	struct io_uring_sqe *sqe;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	EXPECT_EQ(-ENOTSOCK, submit_res(&self->ring,
		  accept_sqe(&self->ring, p[0], NULL, NULL, 0, 0)));
	EXPECT_EQ(-EBADF, submit_res(&self->ring,
		  accept_sqe(&self->ring, 999, NULL, NULL, 0, 0)));
	sqe = accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 0);
	sqe->len = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 0);
	sqe->ioprio = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	close(p[0]);
	close(p[1]);
}

static struct io_uring_sqe *connect_sqe(struct io_uring *ring, int fd,
					const struct sockaddr_in *addr,
					socklen_t len, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_connect(sqe, fd, (const struct sockaddr *)addr, len);
	sqe->user_data = data;
	return sqe;
}

/* Connect through the ring, accept through the ring, talk. */
TEST_F(net, connect_then_accept)
{
	struct io_uring_cqe cqe;
	int s = socket(AF_INET, SOCK_STREAM, 0);

	ASSERT_LE(0, s);
	EXPECT_EQ(0, submit_res(&self->ring,
		  connect_sqe(&self->ring, s, &self->addr, sizeof(self->addr),
			      0)));
	accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	ASSERT_LE(0, cqe.res);
	EXPECT_EQ(0, talk(s, cqe.res));
	close(cqe.res);
	close(s);
}

/*
 * The address is read at submission: the buffer may change right after
 * io_uring_submit() returns (IORING_FEAT_SUBMIT_STABLE's promise).
 */
TEST_F(net, connect_address_copied_at_submission)
{
	struct sockaddr_in *a = malloc(sizeof(*a));
	struct io_uring_cqe cqe;
	int s = socket(AF_INET, SOCK_STREAM, 0);

	ASSERT_LE(0, s);
	*a = self->addr;
	connect_sqe(&self->ring, s, a, sizeof(*a), 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	memset(a, 0xff, sizeof(*a));
	free(a);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(0, cqe.res);
	close(s);
}

TEST_F(net, connect_refused)
{
	struct sockaddr_in a;
	int l = tcp_listener(&a, 0), s = socket(AF_INET, SOCK_STREAM, 0);

	ASSERT_LE(0, l);
	ASSERT_LE(0, s);
	close(l);	/* nobody listens on that port any more */
	EXPECT_EQ(-ECONNREFUSED, submit_res(&self->ring,
		  connect_sqe(&self->ring, s, &a, sizeof(a), 0)));
	close(s);
}

/*
 * O_NONBLOCK: the connection in progress is waited for all the same, and
 * the connect completes with 0 once it is made (upstream 5.7 on).
 */
TEST_F(net, connect_nonblocking_socket)
{
	struct io_uring_cqe cqe;
	int s = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);

	ASSERT_LE(0, s);
	EXPECT_EQ(0, submit_res(&self->ring,
		  connect_sqe(&self->ring, s, &self->addr, sizeof(self->addr),
			      0)));
	accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	ASSERT_LE(0, cqe.res);
	EXPECT_EQ(0, talk(s, cqe.res));
	close(cqe.res);
	close(s);
}

/*
 * A connect whose SYN a full listener drops waits with a fast poll, where
 * its link timeout finds it: the timeout gives -ETIME and the connect
 * -ECANCELED (upstream 5.7 on), not the -EALREADY of a worker that had
 * to be interrupted.
 */
TEST_F(net, connect_stalled_by_a_full_backlog_meets_its_link_timeout)
{
	struct __kernel_timespec ts = { .tv_nsec = 100 * 1000 * 1000 };
	struct pollfd pfd = { .events = POLLIN };
	struct io_uring_sqe *sqe;
	struct sockaddr_in a;
	int l = tcp_listener(&a, 0), first, s, res[9] = { 0 };

	NEED_OP(IORING_OP_LINK_TIMEOUT);
	ASSERT_LE(0, l);
	/*
	 * Room for one connection, which takes it: once the listener is
	 * readable, the connection is in its queue, which is full.
	 */
	ASSERT_EQ(0, listen(l, 0));
	first = client(&a);
	ASSERT_LE(0, first);
	pfd.fd = l;
	ASSERT_EQ(1, poll(&pfd, 1, 10000));
	s = socket(AF_INET, SOCK_STREAM, 0);
	ASSERT_LE(0, s);
	sqe = connect_sqe(&self->ring, s, &a, sizeof(a), 1);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_link_timeout(sqe, &ts, 0);
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[1]);
	EXPECT_EQ(-ETIME, res[2]);
	close(s);
	close(first);
	close(l);
}

TEST_F(net, connect_bad_input)
{
	struct io_uring_sqe *sqe;
	int s = socket(AF_INET, SOCK_STREAM, 0), p[2];

	ASSERT_LE(0, s);
	ASSERT_EQ(0, pipe(p));
	EXPECT_EQ(-EINVAL, submit_res(&self->ring,
		  connect_sqe(&self->ring, s, &self->addr, 1000, 0)));
	EXPECT_EQ(-EFAULT, submit_res(&self->ring,
		  connect_sqe(&self->ring, s, (void *)8, sizeof(self->addr),
			      0)));
	EXPECT_EQ(-ENOTSOCK, submit_res(&self->ring,
		  connect_sqe(&self->ring, p[0], &self->addr,
			      sizeof(self->addr), 0)));
	sqe = connect_sqe(&self->ring, s, &self->addr, sizeof(self->addr), 0);
	sqe->rw_flags = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = connect_sqe(&self->ring, s, &self->addr, sizeof(self->addr), 0);
	sqe->len = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	close(s);
	close(p[0]);
	close(p[1]);
}

/*
 * A blocking SCTP socket's CONNECT waits on a fast poll; its retry finds
 * the association made, which SCTP's connect(2) answers with -EISCONN
 * where TCP's says 0: the CQE says 0 (upstream 3fb1bd688172).
 */
TEST_F(net, sctp_connect_completes_with_0)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	socklen_t len = sizeof(a);
	struct io_uring_cqe cqe;
	int l, s, c;

	l = socket(AF_INET, SOCK_STREAM, IPPROTO_SCTP);
	if (l < 0 && (errno == EPROTONOSUPPORT || errno == ESOCKTNOSUPPORT))
		SKIP(return, "no SCTP (CONFIG_IP_SCTP)");
	ASSERT_LE(0, l);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ASSERT_EQ(0, bind(l, (struct sockaddr *)&a, sizeof(a)));
	ASSERT_EQ(0, listen(l, 8));
	ASSERT_EQ(0, getsockname(l, (struct sockaddr *)&a, &len));
	s = socket(AF_INET, SOCK_STREAM, IPPROTO_SCTP);
	ASSERT_LE(0, s);
	connect_sqe(&self->ring, s, &a, sizeof(a), 5);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	c = accept(l, NULL, NULL);
	ASSERT_LE(0, c);
	EXPECT_EQ(0, talk(s, c));
	close(c);
	close(s);
	close(l);
}

/*
 * An accept that waited in a worker allocates its descriptor within the
 * submitter's RLIMIT_NOFILE, not the worker's: with room for one more
 * descriptor, of two waiting accepts one gets it and the other -EMFILE.
 */
TEST_F(net, accept_in_a_worker_honours_rlimit_nofile)
{
	struct io_uring_cqe cqe;
	struct rlimit lim;
	int c[2], got = 0, emfile = 0, fd;

	c[0] = socket(AF_INET, SOCK_STREAM, 0);
	c[1] = socket(AF_INET, SOCK_STREAM, 0);
	ASSERT_LE(0, c[1]);
	/* The lowest free descriptor, and the one after it, are free. */
	fd = dup(0);
	ASSERT_LE(0, fd);
	close(fd);
	lim.rlim_cur = lim.rlim_max = fd + 1;
	ASSERT_EQ(0, setrlimit(RLIMIT_NOFILE, &lim));
	for (int i = 0; i < 2; i++)
		accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 1 + i);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	usleep(200000);
	for (int i = 0; i < 2; i++)
		ASSERT_EQ(0, connect(c[i], (struct sockaddr *)&self->addr,
				     sizeof(self->addr)));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		if (cqe.res >= 0) {
			EXPECT_EQ(fd, cqe.res);
			got++;
		} else {
			EXPECT_EQ(-EMFILE, cqe.res);
			emfile++;
		}
	}
	EXPECT_EQ(1, got);
	EXPECT_EQ(1, emfile);
}

/*
 * No connection is lost to a full table.  An ACCEPT waits in a worker
 * with room for one more descriptor; then the application takes the last
 * free one (dup) and a client connects.  As with accept4(2), the worker
 * holds its descriptor from the start (the dup fails with EMFILE and the
 * ACCEPT gets the connection), or it fails with -EMFILE and leaves the
 * connection queued: either way the connection is accepted once.  (Taking
 * it off the backlog and then failing lost it.)
 */
TEST_F(net, accept_in_a_worker_loses_no_connection_to_a_full_table)
{
	struct io_uring_cqe cqe;
	struct rlimit lim;
	int c, d, fd, accepted = 0, more;

	c = socket(AF_INET, SOCK_STREAM, 0);
	ASSERT_LE(0, c);
	fd = dup(0);
	ASSERT_LE(0, fd);
	close(fd);
	lim.rlim_cur = lim.rlim_max = fd + 1;
	ASSERT_EQ(0, setrlimit(RLIMIT_NOFILE, &lim));
	/* In a worker: a fast poll's retry reserves first, as accept4(2). */
	accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 1)->flags |=
		IOSQE_ASYNC;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	d = dup(0);
	ASSERT_EQ(0, connect(c, (struct sockaddr *)&self->addr,
			     sizeof(self->addr)));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	if (cqe.res >= 0) {
		/* The worker held fd: the dup could not have it. */
		EXPECT_EQ(fd, cqe.res);
		EXPECT_EQ(-1, d);
		accepted++;
		close(cqe.res);
	} else {
		EXPECT_EQ(-EMFILE, cqe.res);
	}
	if (d >= 0)
		close(d);
	/* What is left in the backlog, now that there is room. */
	ASSERT_EQ(0, fcntl(self->lfd, F_SETFL, O_NONBLOCK));
	more = accept(self->lfd, NULL, NULL);
	if (more >= 0) {
		accepted++;
		close(more);
	}
	EXPECT_EQ(1, accepted);
	close(c);
}

/*
 * An SQPOLL ring refuses ACCEPT with -EBADF (upstream 5.6 to 5.10: its
 * thread has no file table of the submitter's), an IOPOLL ring with
 * -EINVAL like every opcode that is not a read or a write.  With
 * IORING_FEAT_SQPOLL_NONFIXED (5.11) the SQ thread uses the process's
 * table, and the accept takes the waiting client.
 */
TEST(accept_on_polling_rings)
{
	unsigned int flags[] = { IORING_SETUP_SQPOLL, IORING_SETUP_IOPOLL };
	int want[] = { -EBADF, -EINVAL };
	struct sockaddr_in a;
	int l = tcp_listener(&a, 0);

	ASSERT_LE(0, l);
	if (!op_supported(IORING_OP_ACCEPT))
		SKIP(close(l), "the kernel does not run IORING_OP_ACCEPT");
	for (int i = 0; i < 2; i++) {
		struct io_uring ring;
		struct io_uring_sqe *sqe;
		int fd = l, c = -1, res;

		ASSERT_EQ(0, io_uring_queue_init(4, &ring, flags[i]));
		if (flags[i] & IORING_SETUP_SQPOLL) {
			ASSERT_EQ(0, io_uring_register_files(&ring, &l, 1));
			fd = 0;
			if (ring.features & IORING_FEAT_SQPOLL_NONFIXED) {
				c = client(&a);
				ASSERT_LE(0, c);
			}
		}
		sqe = accept_sqe(&ring, fd, NULL, NULL, 0, 0);
		if (fd == 0)
			sqe->flags |= IOSQE_FIXED_FILE;
		res = submit_res(&ring, sqe);
		if (c >= 0) {
			EXPECT_LE(0, res);
			if (res >= 0) {
				EXPECT_EQ(0, talk(c, res));
				close(res);
			}
			close(c);
		} else {
			EXPECT_EQ(want[i], res);
		}
		io_uring_queue_exit(&ring);
	}
	close(l);
}

/*
 * A process exits with an accept waiting in a worker that borrows its
 * file table: the exit is not held up, and the table, the listening
 * socket and the ring are all released.
 */
static int waiting_accept(struct io_uring *ring)
{
	struct sockaddr_in a;
	int l = tcp_listener(&a, 0);

	if (l < 0)
		return 1;
	accept_sqe(ring, l, NULL, NULL, 0, 1);
	if (io_uring_submit(ring) != 1)
		return 1;
	usleep(100000);
	return 0;
}

TEST(exit_with_accept_waiting)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, waiting_accept));
}

/*
 * Closing a descriptor of the ring cancels the accepts that the closing
 * file table submitted: their workers reserve and install descriptors
 * in that table (5.8's io_uring_flush()).  Debian's 5.10 (upstream 5.15's
 * io_uring) cancels a task's requests at exit and exec only, and lets the
 * accept wait.  Bounded, so that such a kernel fails here, not in the
 * harness's timeout: a client then ends the accept.
 */
TEST_F(net, close_of_the_ring_fd_cancels_accept)
{
	struct io_uring_cqe *cqe;
	int dup_fd, c;

	accept_sqe(&self->ring, self->lfd, NULL, NULL, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(200000);
	dup_fd = dup(self->ring.ring_fd);
	ASSERT_LE(0, dup_fd);
	close(dup_fd);
	if (wait_cqe_ms(&self->ring, &cqe, 5000)) {
		TH_LOG("the close left the accept waiting");
		c = client(&self->addr);
		ASSERT_LE(0, c);
		ASSERT_EQ(0, wait_cqe_ms(&self->ring, &cqe, 5000));
		close(c);
		if (cqe->res >= 0)
			close(cqe->res);
		io_uring_cqe_seen(&self->ring, cqe);
		ASSERT_TRUE(false);
	}
	EXPECT_EQ(1, cqe->user_data);
	/* A worker's wait is interrupted; a fast poll (5.7) is cancelled. */
	EXPECT_EQ(self->ring.features & IORING_FEAT_FAST_POLL ? -ECANCELED :
		  -EINTR, cqe->res);
	io_uring_cqe_seen(&self->ring, cqe);
}

TEST_HARNESS_MAIN
