// SPDX-License-Identifier: GPL-2.0
/*
 * Echo benchmark over loopback: a server with an epoll mode, an io_uring
 * mode that uses v5.4 opcodes only, an io_uring mode with the 5.6 opcodes
 * SEND and RECV, two without POLL_ADD (5.7's fast poll, with and without
 * provided buffers), and a load generator.
 *
 *   echo server epoll|uring|sendrecv|fastpoll|pbuf PORT
 *   echo client PORT CONNS SIZE SECONDS [idle]
 *   echo probe sendrecv|fastpoll|pbuf
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
 * is 5.7's).  fastpoll: no POLL_ADD; each connection keeps one RECV in
 * flight, SENDs what it received, and RECVs again once the SEND is done.
 * With IORING_FEAT_FAST_POLL a RECV that would block waits in a poll the
 * kernel arms and is retried by this task; without it, in a worker.  pbuf:
 * fastpoll whose RECVs pick a buffer of one provided group
 * (IOSQE_BUFFER_SELECT) only when data has come, so an idle connection
 * holds none and the server needs fewer buffers than connections; the
 * SEND goes out of that buffer, which is then provided again.  Accepting
 * is not a v5.4 opcode: every mode accepts with accept4() before the load
 * starts.
 *
 * The client opens CONNS connections, then keeps one SIZE-byte request in
 * flight on each for SECONDS: send, read the whole echo back, take the
 * round-trip time, send again.  It prints one key=value line: requests/s,
 * p50 and p99 round-trip times.  With "idle" it sends one request on each
 * connection, reads the echoes, prints "idle conns=N" and keeps the
 * connections open and quiet for SECONDS: the server's memory per idle
 * connection (bench/run.sh's echoidle).  The server prints "accepted=N" once all
 * connections are there, how many requests it served so far on SIGUSR1,
 * and runs until SIGTERM; with each count, on a line of its own before it,
 * its resident memory (rss_kb=, VmRSS) and, for pbuf, how many RECVs found no
 * buffer so far (nobufs=).
 *
 * probe: exit status 0 if the kernel can run the mode: sendrecv, the SEND
 * and RECV opcodes; fastpoll, those and IORING_FEAT_FAST_POLL; pbuf,
 * IORING_OP_PROVIDE_BUFFERS (run.sh asks for fastpoll too).
 */
#include <errno.h>
#include <fcntl.h>
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
/*
 * pbuf: at most this many buffers of MAX_SIZE (the largest request) in
 * the group, fewer than the connections of a large run: only connections
 * with data in hand hold one.
 */
#define PBUF_COUNT 256
#define PBUF_GROUP 1

static volatile sig_atomic_t stop, report;
static enum { EPOLL, URING, SENDRECV, FASTPOLL, PBUF } mode;
static unsigned long long served;
/* pbuf: the RECVs that found data but no buffer (-ENOBUFS). */
static unsigned long long nobufs;

static void on_signal(int sig)
{
	if (sig == SIGTERM)
		stop = 1;
	else
		report = 1;
}

/* VmRSS of /proc/self/status in KiB; -1 if it cannot be read. */
static long rss_kb(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[128];
	long kb = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "VmRSS: %ld", &kb) == 1)
			break;
	fclose(f);
	return kb;
}

/*
 * SIGUSR1: print the requests served so far (bench/run.sh's windows).
 * The memory comes first, on its own line, and both go out in one
 * write: run.sh waits for the served= line, then reads either.
 */
static void maybe_report(void)
{
	if (report) {
		report = 0;
		printf("rss_kb=%ld\nnobufs=%llu\nserved=%llu\n", rss_kb(), nobufs, served);
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

/*
 * buf: the connection's own buffer; in pbuf mode, the provided buffer
 * bid it holds from its RECV's completion to its SEND's, none otherwise.
 * The buffers are not in the structure, so that pbuf's memory is its
 * group's only.
 */
struct conn {
	int fd, state, bid;
	char *buf;
	struct iovec iov;
	struct msghdr msg;
	struct conn *next;	/* pbuf: waiting for a buffer */
};

static struct io_uring_sqe *get_sqe(struct io_uring *ring)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	if (!sqe) {		/* SQ full: hand what is there to the kernel */
		io_uring_submit(ring);
		sqe = io_uring_get_sqe(ring);
	}
	return sqe;
}

static void queue(struct io_uring *ring, struct conn *c, int state, size_t len)
{
	struct io_uring_sqe *sqe = get_sqe(ring);

	c->state = state;
	c->iov.iov_base = c->buf;
	c->iov.iov_len = len;
	memset(&c->msg, 0, sizeof(c->msg));
	c->msg.msg_iov = &c->iov;
	c->msg.msg_iovlen = 1;
	if (state == POLL) {
		io_uring_prep_poll_add(sqe, c->fd, POLLIN);
	} else if (mode == PBUF && state == RECV) {
		/* The kernel picks the buffer once data is there. */
		io_uring_prep_recv(sqe, c->fd, NULL, len, 0);
		sqe->flags |= IOSQE_BUFFER_SELECT;
		sqe->buf_group = PBUF_GROUP;
	} else if (mode != URING && state == RECV) {
		io_uring_prep_recv(sqe, c->fd, c->buf, len, 0);
	} else if (mode != URING) {
		io_uring_prep_send(sqe, c->fd, c->buf, len, 0);
	} else if (state == RECV) {
		io_uring_prep_recvmsg(sqe, c->fd, &c->msg, 0);
	} else {
		io_uring_prep_sendmsg(sqe, c->fd, &c->msg, 0);
	}
	io_uring_sqe_set_data(sqe, c);
}

/*
 * pbuf: the buffer group (nbufs of MAX_SIZE at pool), how many of them
 * completed RECVs have handed to us and we have not provided again
 * (held), and the connections whose RECV found none (-ENOBUFS), in the
 * order they did.  PROVIDE_BUFFERS completions carry no connection.
 */
static char *pool;
static int nbufs, held;
static struct conn *waiting, **waiting_tail = &waiting;

static void provide(struct io_uring *ring, int bid, int nr)
{
	struct io_uring_sqe *sqe = get_sqe(ring);

	io_uring_prep_provide_buffers(sqe, pool + (size_t)bid * MAX_SIZE,
				      MAX_SIZE, nr, PBUF_GROUP, bid);
	io_uring_sqe_set_data(sqe, NULL);
}

static void wait_buffer(struct conn *c)
{
	c->next = NULL;
	*waiting_tail = c;
	waiting_tail = &c->next;
}

/*
 * Give up to nr waiting connections their RECV again, behind the
 * PROVIDE_BUFFERS queued before: submitted in order, the RECV finds the
 * buffer in the group.
 */
static void wake(struct io_uring *ring, int nr)
{
	while (waiting && nr--) {
		struct conn *c = waiting;

		waiting = c->next;
		if (!waiting)
			waiting_tail = &waiting;
		queue(ring, c, RECV, MAX_SIZE);
	}
}

/*
 * pbuf: c is done with its buffer; the group has it again, and a waiting
 * connection may have it.  With none held, nothing would wake the
 * others: all of them.
 */
static void give_back(struct io_uring *ring, struct conn *c)
{
	provide(ring, c->bid, 1);
	held--;
	c->buf = NULL;
	wake(ring, held ? 1 : MAX_CONNS);
}

/*
 * pbuf: a RECV found no buffer.  While some are held, one is given back
 * after each SEND and wakes a waiting connection: wait.  None held, they
 * are all in the group (given back since the kernel answered): try again
 * now, or nothing would wake this one.
 */
static void no_buffer(struct io_uring *ring, struct conn *c)
{
	nobufs++;
	if (held)
		wait_buffer(c);
	else
		queue(ring, c, RECV, MAX_SIZE);
}

/* fastpoll, pbuf: a completed RECV or SEND; the next request, if any. */
static int next_recv_send(struct io_uring *ring, struct conn *c,
			  struct io_uring_cqe *cqe)
{
	int res = cqe->res;

	if (c->state == RECV) {
		if (mode == PBUF && (cqe->flags & IORING_CQE_F_BUFFER)) {
			c->bid = cqe->flags >> IORING_CQE_BUFFER_SHIFT;
			c->buf = pool + (size_t)c->bid * MAX_SIZE;
			held++;
		}
		if (res == -ENOBUFS && mode == PBUF) {
			no_buffer(ring, c);
		} else if (res == -EAGAIN || res == -EINTR) {
			/* Blocking sockets: not expected; ask again. */
			if (c->buf && mode == PBUF)
				give_back(ring, c);
			queue(ring, c, RECV, MAX_SIZE);
		} else if (res <= 0) {
			if (c->buf && mode == PBUF)
				give_back(ring, c);
			close(c->fd);
			return -1;
		} else {
			if (mode == PBUF && !c->buf)
				die("recv completion without a buffer");
			queue(ring, c, SEND, res);
		}
		return 0;
	}
	if (res < 0 || res != (int)c->iov.iov_len)
		die("send completion");
	served++;
	if (mode != PBUF) {
		queue(ring, c, RECV, MAX_SIZE);
		return 0;
	}
	/*
	 * Behind those already waiting for a buffer, so that a busy
	 * connection does not take the one it gave back over and over.
	 */
	wait_buffer(c);
	give_back(ring, c);
	return 0;
}

/*
 * pbuf: the group, all of it in one PROVIDE_BUFFERS, done before any RECV
 * may look for a buffer.
 */
static void provide_all(struct io_uring *ring, int n)
{
	struct io_uring_cqe *cqe;

	nbufs = n < PBUF_COUNT ? n : PBUF_COUNT;
	pool = malloc((size_t)nbufs * MAX_SIZE);
	if (!pool)
		die("malloc");
	provide(ring, 0, nbufs);
	if (io_uring_submit_and_wait(ring, 1) < 0 || io_uring_wait_cqe(ring, &cqe))
		die("provide buffers");
	if (cqe->res < 0) {
		errno = -cqe->res;
		die("provide buffers");
	}
	io_uring_cqe_seen(ring, cqe);
}

static void serve_uring(int *fds, int n)
{
	struct io_uring ring;
	struct io_uring_cqe *cqes[256];
	struct conn *conns = calloc(n, sizeof(*conns));
	char *bufs = mode == PBUF ? NULL : malloc((size_t)n * MAX_SIZE);
	int i, live = n;

	if (!conns || (mode != PBUF && !bufs) ||
	    io_uring_queue_init(n < 128 ? 256 : 2 * n, &ring, 0))
		die("io_uring_queue_init");
	if (mode == PBUF)
		provide_all(&ring, n);
	for (i = 0; i < n; i++) {
		conns[i].fd = fds[i];
		conns[i].buf = bufs ? bufs + (size_t)i * MAX_SIZE : NULL;
		/*
		 * fastpoll, pbuf: blocking sockets, for a RECV on an
		 * O_NONBLOCK one answers -EAGAIN rather than wait in a poll.
		 */
		if (mode >= FASTPOLL) {
			if (fcntl(fds[i], F_SETFL, 0))
				die("fcntl");
			queue(&ring, &conns[i], RECV, MAX_SIZE);
		} else {
			queue(&ring, &conns[i], POLL, 0);
		}
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

			if (!c) {	/* pbuf: PROVIDE_BUFFERS */
				if (res < 0) {
					errno = -res;
					die("provide buffers");
				}
			} else if (mode >= FASTPOLL) {
				if (next_recv_send(&ring, c, cqes[i]))
					live--;
			} else if (c->state == POLL) {
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

static int server(int port)
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
	if (mode == EPOLL)
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

/* One round trip on each connection, then SECONDS of silence. */
/* The client's reads and writes: any failure ends the run. */
static size_t client_read(int fd, char *buf, size_t len)
{
	ssize_t r = read(fd, buf, len);

	if (r <= 0)
		die("client read");
	return r;
}

static void client_write(int fd, const char *msg, int size)
{
	if (write(fd, msg, size) != size)
		die("client write");
}

static int client_idle(int *fds, int n, int size, double secs)
{
	static char msg[MAX_SIZE], in[MAX_SIZE];
	int i;

	memset(msg, 'i', size);
	for (i = 0; i < n; i++)
		client_write(fds[i], msg, size);
	for (i = 0; i < n; i++) {
		int got = 0;

		while (got < size)
			got += client_read(fds[i], in, size - got);
	}
	printf("idle conns=%d size=%d\n", n, size);
	fflush(stdout);
	usleep(secs * 1e6);
	for (i = 0; i < n; i++)
		close(fds[i]);
	return 0;
}

static int client(int port, int n, int size, double secs, int idle)
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
	if (idle)
		return client_idle(fds, n, size, secs);
	t0 = now_s();
	end = t0 + secs;
	for (i = 0; i < n; i++) {
		sent_at[i] = now_s();
		client_write(fds[i], msg, size);
	}
	while (now_s() < end) {
		int k = epoll_wait(ep, ev, 64, 100);

		for (i = 0; i < k; i++) {
			int c = ev[i].data.u32;

			got[c] += client_read(fds[c], in, size - got[c]);
			if (got[c] < size)
				continue;
			got[c] = 0;
			if (nlat < cap)
				lat[nlat++] = now_s() - sent_at[c];
			sent_at[c] = now_s();
			client_write(fds[c], msg, size);
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

/* Whether the kernel reports IORING_FEAT_FAST_POLL (5.7), SEND and RECV. */
static int probe_fastpoll(void)
{
	struct io_uring_params p = { 0 };
	struct io_uring ring;
	int ok;

	if (probe_sendrecv() || io_uring_queue_init_params(4, &ring, &p))
		return 1;
	ok = p.features & IORING_FEAT_FAST_POLL;
	io_uring_queue_exit(&ring);
	return ok ? 0 : 1;
}

/* Whether the kernel runs IORING_OP_PROVIDE_BUFFERS (5.7). */
static int probe_pbuf(void)
{
	struct io_uring_probe *p = io_uring_get_probe();
	int ok = p && io_uring_opcode_supported(p, IORING_OP_PROVIDE_BUFFERS);

	if (p)
		io_uring_free_probe(p);
	return ok ? 0 : 1;
}

static const char *const modes[] = {
	[EPOLL] = "epoll", [URING] = "uring", [SENDRECV] = "sendrecv",
	[FASTPOLL] = "fastpoll", [PBUF] = "pbuf",
};

int main(int argc, char **argv)
{
	unsigned int m;

	if (argc == 3 && !strcmp(argv[1], "probe")) {
		if (!strcmp(argv[2], "sendrecv"))
			return probe_sendrecv();
		if (!strcmp(argv[2], "fastpoll"))
			return probe_fastpoll();
		if (!strcmp(argv[2], "pbuf"))
			return probe_pbuf();
	}
	/* Names that tell server and client apart in profiles. */
	for (m = 0; argc == 4 && !strcmp(argv[1], "server") &&
	     m < sizeof(modes) / sizeof(modes[0]); m++) {
		if (!strcmp(argv[2], modes[m])) {
			mode = m;
			prctl(PR_SET_NAME, "echo-server");
			return server(atoi(argv[3]));
		}
	}
	if ((argc == 6 || (argc == 7 && !strcmp(argv[6], "idle"))) &&
	    !strcmp(argv[1], "client")) {
		prctl(PR_SET_NAME, "echo-client");
		return client(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), atof(argv[5]),
			      argc == 7);
	}
	fprintf(stderr, "usage: echo server epoll|uring|sendrecv|fastpoll|pbuf PORT\n"
		"       echo client PORT CONNS SIZE SECONDS [idle]\n"
		"       echo probe sendrecv|fastpoll|pbuf\n");
	return 2;
}
