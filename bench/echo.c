// SPDX-License-Identifier: GPL-2.0
/*
 * Echo benchmark over loopback: a server with an epoll mode, an io_uring
 * mode that uses v5.4 opcodes only, an io_uring mode with the 5.6 opcodes
 * SEND and RECV, and a load generator.
 *
 *   echo server epoll|uring|sendrecv PORT
 *   echo client PORT CONNS SIZE SECONDS
 *
 * epoll: level-triggered epoll_wait(), then read() and write() per ready
 * connection.  uring: IORING_OP_POLL_ADD(POLLIN) per connection; when it
 * completes, IORING_OP_RECVMSG; when that completes, IORING_OP_SENDMSG of
 * what was received; when that completes, POLL_ADD again.  All SQEs of a
 * round go to the kernel in the io_uring_enter() that also waits for the
 * next completion (io_uring_submit_and_wait), so one system call serves as
 * many connections as were ready.  sendrecv: the same, with IORING_OP_RECV
 * and IORING_OP_SEND of the connection's buffer in place of RECVMSG and
 * SENDMSG, so no msghdr is copied in (still a POLL_ADD first: fast poll
 * is 5.7's).  Accepting is not a v5.4 opcode: both
 * modes accept with accept4() before the load starts.
 *
 * The client opens CONNS connections, then keeps one SIZE-byte request in
 * flight on each for SECONDS: send, read the whole echo back, take the
 * round-trip time, send again.  It prints one key=value line: requests/s,
 * p50 and p99 round-trip times.  The server prints "accepted=N" once all
 * connections are there, how many requests it served so far on SIGUSR1,
 * and runs until SIGTERM.
 */
#include <errno.h>
#include <liburing.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "clock.h"

#define MAX_CONNS 4096
#define MAX_SIZE 4096

static volatile sig_atomic_t stop, report;
static int sendrecv;		/* SEND/RECV rather than SENDMSG/RECVMSG */
static unsigned long long served;

static void on_signal(int sig)
{
	if (sig == SIGTERM)
		stop = 1;
	else
		report = 1;
}

/* SIGUSR1: print the requests served so far (bench/run.sh's windows). */
static void maybe_report(void)
{
	if (report) {
		report = 0;
		printf("served=%llu\n", served);
		fflush(stdout);
	}
}

static void die(const char *what)
{
	perror(what);
	exit(1);
}

static int listen_on(int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(port),
				 .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;

	if (fd < 0)
		die("socket");
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(fd, (struct sockaddr *)&a, sizeof(a)) || listen(fd, MAX_CONNS))
		die("bind/listen");
	return fd;
}

/*
 * Both servers: accept until the client says how many connections it
 * opens (its first connection sends that number as 4 bytes and is then
 * closed) and all of them are there.
 */
static int accept_all(int lfd, int *fds)
{
	int ctl = accept4(lfd, NULL, NULL, 0), n = 0, want = 0, one = 1;

	if (ctl < 0 || read(ctl, &want, sizeof(want)) != sizeof(want) ||
	    want <= 0 || want > MAX_CONNS)
		die("control connection");
	close(ctl);
	while (n < want) {
		int fd = accept4(lfd, NULL, NULL, SOCK_NONBLOCK);

		if (fd < 0)
			die("accept4");
		setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
		fds[n++] = fd;
	}
	return n;
}

static void serve_epoll(int *fds, int n)
{
	static char buf[MAX_SIZE];
	struct epoll_event ev[64];
	int ep = epoll_create1(0), i;

	for (i = 0; i < n; i++) {
		struct epoll_event e = { .events = EPOLLIN, .data.fd = fds[i] };

		if (epoll_ctl(ep, EPOLL_CTL_ADD, fds[i], &e))
			die("epoll_ctl");
	}
	while (!stop) {
		int k = epoll_wait(ep, ev, 64, -1);	/* signals: EINTR */

		maybe_report();

		for (i = 0; i < k; i++) {
			int fd = ev[i].data.fd;
			ssize_t r = read(fd, buf, sizeof(buf));

			if (r <= 0) {
				if (r == 0 || errno != EAGAIN) {
					epoll_ctl(ep, EPOLL_CTL_DEL, fd, NULL);
					close(fd);
				}
				continue;
			}
			if (write(fd, buf, r) != r)
				die("write");
			served++;
		}
	}
}

enum { POLL, RECV, SEND };

struct conn {
	int fd, state;
	char buf[MAX_SIZE];
	struct iovec iov;
	struct msghdr msg;
};

static void queue(struct io_uring *ring, struct conn *c, int state, size_t len)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	if (!sqe) {		/* SQ full: hand what is there to the kernel */
		io_uring_submit(ring);
		sqe = io_uring_get_sqe(ring);
	}
	c->state = state;
	c->iov.iov_base = c->buf;
	c->iov.iov_len = len;
	memset(&c->msg, 0, sizeof(c->msg));
	c->msg.msg_iov = &c->iov;
	c->msg.msg_iovlen = 1;
	if (state == POLL)
		io_uring_prep_poll_add(sqe, c->fd, POLLIN);
	else if (sendrecv && state == RECV)
		io_uring_prep_recv(sqe, c->fd, c->buf, len, 0);
	else if (sendrecv)
		io_uring_prep_send(sqe, c->fd, c->buf, len, 0);
	else if (state == RECV)
		io_uring_prep_recvmsg(sqe, c->fd, &c->msg, 0);
	else
		io_uring_prep_sendmsg(sqe, c->fd, &c->msg, 0);
	io_uring_sqe_set_data(sqe, c);
}

static void serve_uring(int *fds, int n)
{
	struct io_uring ring;
	struct io_uring_cqe *cqes[256];
	struct conn *conns = calloc(n, sizeof(*conns));
	int i, live = n;

	if (!conns || io_uring_queue_init(n < 128 ? 256 : 2 * n, &ring, 0))
		die("io_uring_queue_init");
	for (i = 0; i < n; i++) {
		conns[i].fd = fds[i];
		queue(&ring, &conns[i], POLL, 0);
	}
	while (!stop && live) {
		unsigned int k;

		/*
		 * Submit this round's SQEs and wait for a CQE: one syscall.
		 * A signal ends the wait with -EINTR.
		 */
		maybe_report();
		if (io_uring_submit_and_wait(&ring, 1) < 0 && !io_uring_cq_ready(&ring))
			continue;
		k = io_uring_peek_batch_cqe(&ring, cqes, 256);
		for (i = 0; i < (int)k; i++) {
			struct conn *c = io_uring_cqe_get_data(cqes[i]);
			int res = cqes[i]->res;

			if (c->state == POLL) {
				queue(&ring, c, RECV, MAX_SIZE);
			} else if (c->state == RECV) {
				if (res == -EAGAIN) {
					queue(&ring, c, POLL, 0);
				} else if (res <= 0) {
					close(c->fd);
					live--;
				} else {
					queue(&ring, c, SEND, res);
				}
			} else {
				if (res < 0 || res != (int)c->iov.iov_len)
					die("sendmsg completion");
				served++;
				queue(&ring, c, POLL, 0);
			}
		}
		io_uring_cq_advance(&ring, k);
	}
	io_uring_queue_exit(&ring);
}

static int server(const char *mode, int port)
{
	struct sigaction sa = { .sa_handler = on_signal };	/* no SA_RESTART */
	static int fds[MAX_CONNS];
	int lfd, n;

	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGUSR1, &sa, NULL);
	lfd = listen_on(port);
	printf("ready\n");
	fflush(stdout);
	n = accept_all(lfd, fds);
	printf("accepted=%d\n", n);
	fflush(stdout);
	sendrecv = !strcmp(mode, "sendrecv");
	if (!strcmp(mode, "epoll"))
		serve_epoll(fds, n);
	else
		serve_uring(fds, n);
	printf("served=%llu\n", served);
	return 0;
}

static int dial(int port)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(port),
				 .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;

	if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof(a)))
		die("connect");
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	return fd;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int client(int port, int n, int size, double secs)
{
	static char msg[MAX_SIZE], in[MAX_SIZE];
	static int fds[MAX_CONNS], got[MAX_CONNS];
	static double sent_at[MAX_CONNS];
	size_t cap = 4 << 20, nlat = 0;
	double *lat = malloc(cap * sizeof(double)), t0, end;
	struct epoll_event ev[64];
	int ep = epoll_create1(0), ctl, i;

	if (!lat || n < 1 || n > MAX_CONNS || size < 1 || size > MAX_SIZE)
		die("client arguments");
	memset(msg, 'x', size);
	ctl = dial(port);
	if (write(ctl, &n, sizeof(n)) != sizeof(n))
		die("control write");
	close(ctl);
	for (i = 0; i < n; i++) {
		struct epoll_event e = { .events = EPOLLIN, .data.u32 = i };

		fds[i] = dial(port);
		if (epoll_ctl(ep, EPOLL_CTL_ADD, fds[i], &e))
			die("epoll_ctl");
	}
	t0 = now_s();
	end = t0 + secs;
	for (i = 0; i < n; i++) {
		sent_at[i] = now_s();
		if (write(fds[i], msg, size) != size)
			die("client write");
	}
	while (now_s() < end) {
		int k = epoll_wait(ep, ev, 64, 100);

		for (i = 0; i < k; i++) {
			int c = ev[i].data.u32;
			ssize_t r = read(fds[c], in, size - got[c]);

			if (r <= 0)
				die("client read");
			got[c] += r;
			if (got[c] < size)
				continue;
			got[c] = 0;
			if (nlat < cap)
				lat[nlat++] = now_s() - sent_at[c];
			sent_at[c] = now_s();
			if (write(fds[c], msg, size) != size)
				die("client write");
		}
	}
	secs = now_s() - t0;
	qsort(lat, nlat, sizeof(double), cmp_double);
	printf("conns=%d size=%d requests=%zu rps=%.0f p50_us=%.0f p99_us=%.0f\n",
	       n, size, nlat, nlat / secs,
	       nlat ? lat[nlat / 2] * 1e6 : 0, nlat ? lat[nlat * 99 / 100] * 1e6 : 0);
	for (i = 0; i < n; i++)
		close(fds[i]);
	return 0;
}

/* Whether the kernel runs IORING_OP_SEND and IORING_OP_RECV (5.6). */
static int probe_sendrecv(void)
{
	struct io_uring_probe *p = io_uring_get_probe();
	int ok = p && io_uring_opcode_supported(p, IORING_OP_SEND) &&
		 io_uring_opcode_supported(p, IORING_OP_RECV);

	if (p)
		io_uring_free_probe(p);
	return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "probe") &&
	    !strcmp(argv[2], "sendrecv"))
		return probe_sendrecv();
	/* Names that tell server and client apart in profiles. */
	if (argc == 4 && !strcmp(argv[1], "server") &&
	    (!strcmp(argv[2], "epoll") || !strcmp(argv[2], "uring") ||
	     !strcmp(argv[2], "sendrecv"))) {
		prctl(PR_SET_NAME, "echo-server");
		return server(argv[2], atoi(argv[3]));
	}
	if (argc == 6 && !strcmp(argv[1], "client")) {
		prctl(PR_SET_NAME, "echo-client");
		return client(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), atof(argv[5]));
	}
	fprintf(stderr, "usage: echo server epoll|uring|sendrecv PORT\n"
		"       echo client PORT CONNS SIZE SECONDS\n");
	return 2;
}
