// SPDX-License-Identifier: GPL-2.0
/*
 * fault_sweep: every allocation of an io_uring system call, failed in turn.
 *
 * For each scenario below, the call under test runs again and again with
 * /proc/thread-self/fail-nth set to 1, 2, 3, ...: the Nth allocation that
 * fault injection sees in that call fails (failslab, and fail_page_alloc
 * from its min-order up).  The sweep of a scenario ends at the first N
 * that the call does not reach.  Each time, the call must succeed or fail
 * with an errno userspace may see (never -ERESTARTSYS and its kin or
 * -EIOCBQUEUED), and every SQE it took must post exactly one CQE, within
 * 10 s, with such a result.  Leaks are kmemleak's to find after the run.
 *
 * Needs CONFIG_FAULT_INJECTION and failslab's ignore-gfp-wait off, which
 * make check DEBUG=1 FAULTS=1 sets (scripts/vm/guest-init runs this program
 * after the selftests, without the random failures of the wrapper).
 * Output: TAP, one case per scenario, "N points" = the allocations failed.
 */
#include <errno.h>
#include <fcntl.h>
#include <liburing.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#define MAX_N	400

static int nth_fd = -1, cases, bad;
static char fpath[] = "/mnt/ext4/fault_sweep.XXXXXX";
static int ffd = -1;
static char buf[4][4096] __attribute__((aligned(4096)));

static void set_nth(unsigned int n)
{
	char s[16];
	int l = snprintf(s, sizeof(s), "%u", n);

	if (pwrite(nth_fd, s, l, 0) != l) {
		perror("fault_sweep: fail-nth");
		exit(1);
	}
}

/* 1 when the fault was injected (the counter ran down to 0). */
static int injected(void)
{
	char s[16] = "";
	int left;

	if (pread(nth_fd, s, sizeof(s) - 1, 0) <= 0)
		return 0;
	left = atoi(s);
	set_nth(0);
	return left == 0;
}

static int kernel_internal(int res)
{
	return (res <= -512 && res >= -516) || res == -529;
}

/* Every SQE taken must post one CQE with a result userspace may see. */
static int reap(struct io_uring *ring, int want, const char **why)
{
	struct pollfd pfd = { .fd = ring->ring_fd, .events = POLLIN };
	struct io_uring_cqe *cqe;

	for (int i = 0; i < want; i++) {
		while (io_uring_peek_cqe(ring, &cqe)) {
			if (poll(&pfd, 1, 10000) == 0) {
				*why = "a CQE did not come within 10 s";
				return -1;
			}
		}
		if (kernel_internal(cqe->res)) {
			*why = "a kernel-internal errno in a CQE";
			return -1;
		}
		io_uring_cqe_seen(ring, cqe);
	}
	usleep(1000);
	if (io_uring_peek_cqe(ring, &cqe) == 0) {
		*why = "more CQEs than SQEs";
		return -1;
	}
	return 0;
}

/* ---- scenarios: prepare(ring) outside the sweep, then call() inside ---- */

struct scen {
	const char *name;
	unsigned int setup_flags;
	int (*prep)(struct io_uring *ring);	/* SQEs; their count */
	int (*call)(struct io_uring *ring, int nsqe);	/* under fail-nth */
	void (*after)(struct io_uring *ring);	/* what completes them */
};

static int p[2], sv[2], efd;

static int call_submit(struct io_uring *ring, int nsqe)
{
	return io_uring_submit(ring);
}

static int prep_nops(struct io_uring *ring)
{
	for (int i = 0; i < 4; i++)
		io_uring_prep_nop(io_uring_get_sqe(ring));
	return 4;
}

static int prep_rw(struct io_uring *ring)
{
	static struct iovec v[2] = { { buf[0], 4096 }, { buf[1], 4096 } };

	io_uring_prep_writev(io_uring_get_sqe(ring), ffd, v, 2, 0);
	io_uring_prep_readv(io_uring_get_sqe(ring), ffd, v, 2, 4096);
	io_uring_prep_fsync(io_uring_get_sqe(ring), ffd, 0);
	return 3;
}

static int prep_pipe_wait(struct io_uring *ring)
{
	static struct iovec v = { buf[2], 64 };

	io_uring_prep_readv(io_uring_get_sqe(ring), p[0], &v, 1, 0);
	io_uring_prep_poll_add(io_uring_get_sqe(ring), p[0], POLLIN);
	return 2;
}

static void after_pipe(struct io_uring *ring)
{
	static char x[128];

	if (write(p[1], x, sizeof(x)) < 0) {
		/* the reap reports what did not come */
	}
}

static void drain_pipe(void)
{
	char x[256];

	fcntl(p[0], F_SETFL, O_NONBLOCK);
	while (read(p[0], x, sizeof(x)) > 0)
		;
	fcntl(p[0], F_SETFL, 0);
}

static int prep_link_timeout(struct io_uring *ring)
{
	static struct __kernel_timespec ts = { .tv_nsec = 5000000 };
	struct io_uring_sqe *sqe;

	sqe = io_uring_get_sqe(ring);
	io_uring_prep_nop(sqe);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_nop(sqe);
	sqe->flags |= IOSQE_IO_DRAIN;
	io_uring_prep_timeout(io_uring_get_sqe(ring), &ts, 0, 0);
	return 3;
}

static int prep_msg(struct io_uring *ring)
{
	static struct iovec sv_out = { buf[3], 512 }, sv_in = { buf[2], 512 };
	static struct msghdr out = { .msg_iov = &sv_out, .msg_iovlen = 1 };
	static struct msghdr in = { .msg_iov = &sv_in, .msg_iovlen = 1 };

	io_uring_prep_sendmsg(io_uring_get_sqe(ring), sv[0], &out, 0);
	io_uring_prep_recvmsg(io_uring_get_sqe(ring), sv[1], &in, 0);
	return 2;
}

/* Data for a RECVMSG whose SENDMSG was not taken; drained after. */
static void after_msg(struct io_uring *ring)
{
	static char x[512];

	if (send(sv[0], x, sizeof(x), MSG_DONTWAIT) < 0) {
		/* the reap reports what did not come */
	}
}

static void drain_msg(void)
{
	char x[2048];

	while (recv(sv[1], x, sizeof(x), MSG_DONTWAIT) > 0)
		;
}

static int prep_fixed(struct io_uring *ring)
{
	io_uring_prep_read_fixed(io_uring_get_sqe(ring), ffd, buf[0], 4096, 0, 0);
	io_uring_prep_write_fixed(io_uring_get_sqe(ring), ffd, buf[1], 4096, 8192, 1);
	return 2;
}

static int register_bufs(struct io_uring *ring)
{
	struct iovec v[2] = { { buf[0], 4096 }, { buf[1], 4096 } };

	return io_uring_register_buffers(ring, v, 2);
}

static int call_reg_bufs(struct io_uring *ring, int nsqe)
{
	return register_bufs(ring);
}

static int call_reg_files(struct io_uring *ring, int nsqe)
{
	int fds[4] = { ffd, p[0], p[1], sv[0] };

	return io_uring_register_files(ring, fds, 4);
}

static int call_reg_eventfd(struct io_uring *ring, int nsqe)
{
	return io_uring_register_eventfd(ring, efd);
}

static int prep_none(struct io_uring *ring)
{
	return 0;
}

static int prep_fixed_regd(struct io_uring *ring)
{
	if (register_bufs(ring))
		return -1;
	return prep_fixed(ring);
}

static const struct scen scens[] = {
	{ "setup", 0, NULL, NULL, NULL },
	{ "setup_sqpoll", IORING_SETUP_SQPOLL, NULL, NULL, NULL },
	{ "register_buffers", 0, prep_none, call_reg_bufs, NULL },
	{ "register_files", 0, prep_none, call_reg_files, NULL },
	{ "register_eventfd", 0, prep_none, call_reg_eventfd, NULL },
	{ "submit_nops", 0, prep_nops, call_submit, NULL },
	{ "submit_rw_fsync", 0, prep_rw, call_submit, NULL },
	{ "submit_pipe_read_and_poll", 0, prep_pipe_wait, call_submit, after_pipe },
	{ "submit_link_drain_timeout", 0, prep_link_timeout, call_submit, NULL },
	{ "submit_sendmsg_recvmsg", 0, prep_msg, call_submit, after_msg },
	{ "submit_fixed_buffers", 0, prep_fixed_regd, call_submit, NULL },
};

static void sweep(const struct scen *s)
{
	const char *why = NULL;
	int n, points = 0, ok_calls = 0, errs = 0;

	for (n = 1; n <= MAX_N && !why; n++) {
		struct io_uring ring;
		struct io_uring_params pa = { .flags = s->setup_flags,
					      .sq_thread_idle = 100 };
		int ret, nsqe = 0, hit;

		if (!s->call) {		/* the setup itself */
			set_nth(n);
			ret = io_uring_queue_init_params(8, &ring, &pa);
			hit = injected();
		} else {
			ret = io_uring_queue_init_params(8, &ring, &pa);
			if (ret) {
				why = "setup failed outside the sweep";
				break;
			}
			nsqe = s->prep(&ring);
			if (nsqe < 0) {
				why = "preparation failed outside the sweep";
				io_uring_queue_exit(&ring);
				break;
			}
			set_nth(n);
			ret = s->call(&ring, nsqe);
			hit = injected();
		}
		points += hit;
		if (kernel_internal(ret))
			why = "a kernel-internal errno from the call";
		if (ret < 0)
			errs++;
		else
			ok_calls++;
		if (!ret || (s->call && ret >= 0)) {
			if (s->call == call_submit) {
				if (s->after)
					s->after(&ring);
				/* SQEs not taken stay in the ring unread. */
				if (!why)
					reap(&ring, ret, &why);
				drain_pipe();
				drain_msg();
			}
			io_uring_queue_exit(&ring);
		} else if (s->call) {
			io_uring_queue_exit(&ring);
		}
		if (!hit)
			break;
	}
	cases++;
	if (why || n > MAX_N) {
		bad++;
		printf("not ok %d %s # at fail-nth %d: %s\n", cases, s->name, n,
		       why ? why : "more allocations than the sweep's bound");
	} else {
		printf("ok %d %s # %d points failed in turn (%d calls failed cleanly, %d succeeded)\n",
		       cases, s->name, points, errs, ok_calls);
	}
	fflush(stdout);
}

int main(void)
{
	unsigned int i, n = sizeof(scens) / sizeof(scens[0]);

	printf("TAP version 13\n1..%u\n", n);
	nth_fd = open("/proc/thread-self/fail-nth", O_RDWR);
	if (nth_fd < 0) {
		for (i = 0; i < n; i++)
			printf("ok %u %s # SKIP no /proc/thread-self/fail-nth (needs CONFIG_FAULT_INJECTION)\n",
			       i + 1, scens[i].name);
		return 0;
	}
	ffd = mkstemp(fpath);
	if (ffd < 0) {
		ffd = open("/tmp", O_TMPFILE | O_RDWR, 0600);
		if (ffd < 0) {
			perror("fault_sweep: scratch file");
			return 1;
		}
	} else {
		unlink(fpath);
	}
	memset(buf, 0x5a, sizeof(buf));
	if (pwrite(ffd, buf, sizeof(buf), 0) != sizeof(buf) || pipe(p) ||
	    socketpair(AF_UNIX, SOCK_STREAM, 0, sv) ||
	    (efd = eventfd(0, 0)) < 0) {
		perror("fault_sweep: setup");
		return 1;
	}
	for (i = 0; i < n; i++)
		sweep(&scens[i]);
	return bad ? 1 : 0;
}
