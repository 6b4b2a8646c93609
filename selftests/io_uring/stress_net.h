/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The network workers of stress.c: the 5.7/5.8 opcodes under random
 * kills.  A worker holds NCONN loopback TCP pairs.  On each it writes a
 * byte stream of its own into the client end with write(2); the ring
 * echoes it back from the server end, and the worker reads the echo and
 * checks every byte.
 *
 * Connections 0 .. NCONN-2 echo with RECV picking a buffer of one
 * provided group (IOSQE_BUFFER_SELECT) and SEND; once the SEND is done
 * the buffer goes back with PROVIDE_BUFFERS.  The group has fewer buffers
 * than these connections, so RECVs also fail with -ENOBUFS and wait for
 * a buffer to come back; now and then a waiting RECV is cancelled with
 * ASYNC_CANCEL and must give its buffer back (no IORING_CQE_F_BUFFER).
 * The server ends are blocking sockets: on 5.7 and later a RECV or SEND
 * that would block waits in a fast poll.
 *
 * Connection NCONN-1 echoes through a pipe: SPLICE from the socket into
 * the pipe, TEE of the pipe into a second pipe, linked to SPLICE from the
 * pipe back into the socket.  The worker reads the second pipe too and
 * checks that copy as well.
 *
 * A worker ends after a random number of completions with requests in
 * flight, or is killed; its ring must be freed all the same (stress.c's
 * reap()).
 */
#ifndef IOU_STRESS_NET_H
#define IOU_STRESS_NET_H

#define NCONN		4
#define NET_BUFS	2		/* fewer than the RECV connections */
#define NET_BUF_SZ	1024
#define NET_GROUP	7
#define NET_WINDOW	4096		/* bytes written, not yet echoed */

enum { N_RECV = 1, N_SEND, N_PROVIDE, N_SPLICE_IN, N_TEE, N_SPLICE_OUT,
       N_CANCEL };
enum { C_IDLE, C_BUSY, C_NOBUF };

struct net_conn {
	int c, s;			/* client end, server end */
	int state;
	uint64_t tx, rx, echo, copy;	/* stream positions */
	int bid, len, sent;		/* RECV's buffer, its bytes, sent */
};

#define NET_DATA(conn, op)	((uint64_t)(conn) << 8 | (op))

static unsigned char net_byte(unsigned int seed, int conn, uint64_t pos)
{
	return pattern_byte(seed + conn, pos);
}

/* Check @len bytes at stream position @pos of @conn; -1 or the bad one. */
static long net_check(const unsigned char *p, size_t len, unsigned int seed,
		      int conn, uint64_t pos)
{
	for (size_t i = 0; i < len; i++)
		if (p[i] != net_byte(seed, conn, pos + i))
			return (long)(pos + i);
	return -1;
}

static void net_recv(struct io_uring *ring, struct net_conn *cn, int i)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_recv(sqe, cn->s, NULL, NET_BUF_SZ, 0);
	sqe->flags = IOSQE_BUFFER_SELECT;
	sqe->buf_group = NET_GROUP;
	sqe->user_data = NET_DATA(i, N_RECV);
	cn->state = C_BUSY;
}

static void net_send(struct io_uring *ring, struct net_conn *cn, int i,
		     char *pool)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_send(sqe, cn->s, pool + cn->bid * NET_BUF_SZ + cn->sent,
			   cn->len - cn->sent, 0);
	sqe->user_data = NET_DATA(i, N_SEND);
}

static void net_provide(struct io_uring *ring, char *pool, int bid, int n)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_provide_buffers(sqe, pool + bid * NET_BUF_SZ, NET_BUF_SZ,
				      n, NET_GROUP, bid);
	sqe->user_data = NET_DATA(0, N_PROVIDE);
}

/* The pipe connection: socket -> pipe p. */
static void net_splice_in(struct io_uring *ring, struct net_conn *cn, int i,
			  int *p)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_splice(sqe, cn->s, -1, p[1], -1, NET_WINDOW, 0);
	sqe->user_data = NET_DATA(i, N_SPLICE_IN);
	cn->state = C_BUSY;
}

/* Pipe p -> pipe q (a copy), then p -> socket: @n bytes are in p. */
static void net_splice_out(struct io_uring *ring, struct net_conn *cn, int i,
			   int *p, int *q, int n, int tee)
{
	struct io_uring_sqe *sqe;

	if (tee) {
		sqe = io_uring_get_sqe(ring);
		io_uring_prep_tee(sqe, p[0], q[1], n, 0);
		sqe->flags = IOSQE_IO_LINK;
		sqe->user_data = NET_DATA(i, N_TEE);
	}
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_splice(sqe, p[0], -1, cn->s, -1, n, 0);
	sqe->user_data = NET_DATA(i, N_SPLICE_OUT);
}

/* Write more of each stream, read the echoes and the pipe's copy. */
static void net_pump(struct slot_state *st, struct net_conn *cn,
		     unsigned int seed, int q0)
{
	unsigned char buf[NET_WINDOW];

	for (int i = 0; i < NCONN; i++) {
		struct net_conn *x = &cn[i];
		ssize_t n;

		if (x->tx - x->echo < NET_WINDOW / 2) {
			int len = 64 + random() % 960;

			for (int k = 0; k < len; k++)
				buf[k] = net_byte(seed, i, x->tx + k);
			n = write(x->c, buf, len);
			if (n < 0 && errno != EAGAIN)
				fail(st, "conn %ld: write: errno %ld", i, errno);
			if (n > 0)
				x->tx += n;
		}
		n = read(x->c, buf, sizeof(buf));
		if (n == 0 || (n < 0 && errno != EAGAIN))
			fail(st, "conn %ld: echo read: %ld", i, n ? errno : 0);
		if (n > 0) {
			long bad = net_check(buf, n, seed, i, x->echo);

			if (bad != -1 || x->echo + n > x->tx)
				fail(st, "conn %ld: echo wrong at byte %ld", i, bad);
			x->echo += n;
			st->reads += n;
		}
	}
	for (;;) {
		struct net_conn *x = &cn[NCONN - 1];
		ssize_t n = read(q0, buf, sizeof(buf));
		long bad;

		if (n < 0 && errno == EAGAIN)
			break;
		if (n <= 0)
			fail(st, "tee copy read: %ld errno %ld", n, errno);
		bad = net_check(buf, n, seed, NCONN - 1, x->copy);
		if (bad != -1 || x->copy + n > x->tx)
			fail(st, "tee copy wrong at byte %ld (%ld)", bad, n);
		x->copy += n;
		st->writes += n;
	}
}

static void net_worker(struct slot_state *st, int freed_w, unsigned int seed)
{
	static char pool[NET_BUFS * NET_BUF_SZ];
	struct net_conn cn[NCONN] = { 0 };
	unsigned long done = 0, limit;
	struct io_uring ring;
	int p[2], q[2], waiting_buf = 0;
	int spl_n = 0;		/* bytes the pipe connection has in p */

	srandom(seed);
	limit = 200 + random() % 5000;
	if (io_uring_queue_init(64, &ring, 0) ||
	    io_uring_register_files(&ring, &freed_w, 1) ||
	    pipe2(p, O_CLOEXEC) || pipe2(q, O_CLOEXEC | O_NONBLOCK) ||
	    fcntl(q[1], F_SETPIPE_SZ, 1 << 20) < 0)
		fail(st, "setup failed (errno %ld)", errno, 0);
	close(freed_w);
	for (int i = 0; i < NCONN; i++) {
		if (tcp_pair(&cn[i].c, &cn[i].s) ||
		    fcntl(cn[i].c, F_SETFL, O_NONBLOCK))
			fail(st, "tcp pair %ld: errno %ld", i, errno);
	}
	net_provide(&ring, pool, 0, NET_BUFS);
	for (int i = 0; i < NCONN - 1; i++)
		net_recv(&ring, &cn[i], i);
	net_splice_in(&ring, &cn[NCONN - 1], NCONN - 1, p);

	while (done < limit) {
		struct __kernel_timespec ts = { .tv_nsec = 5 * 1000 * 1000 };
		struct io_uring_cqe *cqe;
		int ret;

		net_pump(st, cn, seed, q[0]);
		/* Now and then cancel a RECV that waits. */
		if (!(random() % 40)) {
			int i = random() % (NCONN - 1);
			struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

			if (cn[i].state == C_BUSY && cn[i].len == 0) {
				io_uring_prep_cancel64(sqe, NET_DATA(i, N_RECV), 0);
				sqe->user_data = NET_DATA(i, N_CANCEL);
			} else {
				io_uring_prep_nop(sqe);
				sqe->user_data = 0;
			}
		}
		io_uring_submit(&ring);
		/*
		 * Without IORING_FEAT_EXT_ARG liburing 2.3 may return the
		 * count it submitted, with a CQE: a CQE is what counts.
		 */
		ret = io_uring_wait_cqe_timeout(&ring, &cqe, &ts);
		if (ret == -ETIME || ret == -EINTR || (ret >= 0 && !cqe))
			continue;
		if (ret < 0)
			fail(st, "wait_cqe: %ld", ret, 0);
		do {
			int i = cqe->user_data >> 8, op = cqe->user_data & 0xff;
			int res = cqe->res, has_buf = cqe->flags & IORING_CQE_F_BUFFER;
			struct net_conn *x = &cn[i];

			done++;
			switch (op) {
			case N_RECV:
				if (res == -ENOBUFS || res == -ECANCELED) {
					if (has_buf)
						fail(st, "conn %ld: res %ld and a buffer", i, res);
					x->state = C_NOBUF;
					waiting_buf += res == -ENOBUFS;
					if (res == -ECANCELED)
						net_recv(&ring, x, i);
					break;
				}
				if (res <= 0 || !has_buf || res > NET_BUF_SZ)
					fail(st, "conn %ld: RECV res %ld", i, res);
				x->bid = cqe->flags >> IORING_CQE_BUFFER_SHIFT;
				if (x->bid >= NET_BUFS ||
				    net_check((unsigned char *)pool + x->bid * NET_BUF_SZ,
					      res, seed, i, x->rx) != -1)
					fail(st, "conn %ld: RECV wrong data (buffer %ld)", i, x->bid);
				x->rx += res;
				x->len = res;
				x->sent = 0;
				net_send(&ring, x, i, pool);
				break;
			case N_SEND:
				if (res <= 0)
					fail(st, "conn %ld: SEND res %ld", i, res);
				x->sent += res;
				if (x->sent < x->len) {
					net_send(&ring, x, i, pool);
					break;
				}
				x->len = 0;
				net_provide(&ring, pool, x->bid, 1);
				net_recv(&ring, x, i);
				break;
			case N_PROVIDE:
				/* 5.7-5.19: the buffers added; 6.x: 0. */
				if (res < 0)
					fail(st, "PROVIDE_BUFFERS res %ld", res, 0);
				/* Whoever ran out of buffers tries again. */
				for (int k = 0; waiting_buf && k < NCONN - 1; k++) {
					if (cn[k].state == C_NOBUF) {
						waiting_buf--;
						net_recv(&ring, &cn[k], k);
					}
				}
				break;
			case N_SPLICE_IN:
				if (res <= 0)
					fail(st, "SPLICE in: res %ld", res, 0);
				x->rx += res;
				spl_n = res;
				net_splice_out(&ring, x, i, p, q, spl_n, 1);
				break;
			case N_TEE:
				if (res != spl_n)
					fail(st, "TEE res %ld of %ld", res, spl_n);
				break;
			case N_SPLICE_OUT:
				if (res <= 0 || res > spl_n)
					fail(st, "SPLICE out: res %ld of %ld", res, spl_n);
				spl_n -= res;
				if (spl_n)
					net_splice_out(&ring, x, i, p, q, spl_n, 0);
				else
					net_splice_in(&ring, x, i, p);
				break;
			case N_CANCEL:
				if (res != 0 && res != -ENOENT && res != -EALREADY)
					fail(st, "ASYNC_CANCEL res %ld", res, 0);
				break;
			case 0:		/* NOP */
				break;
			default:
				fail(st, "user_data %ld", (long)cqe->user_data, 0);
			}
			io_uring_cqe_seen(&ring, cqe);
		} while (!io_uring_peek_cqe(&ring, &cqe));
	}
	/* Done: exit with RECVs, SENDs and splices in flight. */
	_exit(0);
}

#endif
