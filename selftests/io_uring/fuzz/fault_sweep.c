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
 * Scenarios of opcodes, setup flags and features the kernel does not have
 * (probe, setup) are SKIPped.
 * Output: TAP, one case per scenario, "N points" = the allocations failed.
 */
#include <errno.h>
#include <fcntl.h>
#include <liburing.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#define MAX_N	400

static int nth_fd = -1, cases, bad;
static char fpath[] = "/mnt/ext4/fault_sweep.XXXXXX";
static int ffd = -1;
/* A file with a name, for the path opcodes; and the first free fd. */
static char npath[64] = "/mnt/ext4/fault_sweep_named.XXXXXX";
static int nfd = -1, first_free_fd;
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

/* scen.need: an opcode the scenario needs, 0 if none, or one of these. */
#define NEED_ATTACH_WQ	(-1)
#define NEED_FAST_POLL	(-2)	/* IORING_FEAT_FAST_POLL (5.7) */

struct scen {
	const char *name;
	int need;
	unsigned int setup_flags;
	int (*prep)(struct io_uring *ring);	/* SQEs; their count */
	int (*call)(struct io_uring *ring, int nsqe);	/* under fail-nth */
	void (*after)(struct io_uring *ring);	/* what completes them */
};

/* q: a second pipe, for TEE (a TEE into the pipe it reads is -EINVAL). */
static int p[2], q[2], sv[2], efd, epfd;

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

static void drain_fd(int fd)
{
	char x[256];

	fcntl(fd, F_SETFL, O_NONBLOCK);
	while (read(fd, x, sizeof(x)) > 0)
		;
	fcntl(fd, F_SETFL, 0);
}

static void drain_pipe(void)
{
	drain_fd(p[0]);
	drain_fd(q[0]);
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


/* ---- the 5.5 and 5.6 levels ---- */

/* A second ring sharing the workers of the first (5.6). */
static int call_attach_wq(struct io_uring *ring, int nsqe)
{
	struct io_uring_params pa = { .flags = IORING_SETUP_ATTACH_WQ,
				      .wq_fd = ring->ring_fd };
	struct io_uring second;
	int ret = io_uring_queue_init_params(4, &second, &pa);

	if (!ret)
		io_uring_queue_exit(&second);
	return ret;
}

static int call_probe(struct io_uring *ring, int nsqe)
{
	static struct {
		struct io_uring_probe p;
		struct io_uring_probe_op ops[64];
	} pr;

	memset(&pr, 0, sizeof(pr));
	return io_uring_register_probe(ring, &pr.p, 64);
}

static int call_personality(struct io_uring *ring, int nsqe)
{
	return io_uring_register_personality(ring);
}

static int register_four(struct io_uring *ring)
{
	int fds[4] = { ffd, p[0], p[1], sv[0] };

	return io_uring_register_files(ring, fds, 4) ? -1 : 0;
}

static int call_files_update(struct io_uring *ring, int nsqe)
{
	int fds[2] = { p[1], -1 };

	return io_uring_register_files_update(ring, 1, fds, 2);
}

/*
 * TIMEOUT and its TIMEOUT_REMOVE; a pipe read with a LINK_TIMEOUT, and an
 * ASYNC_CANCEL of nothing (5.5).  A failure to allocate the LINK_TIMEOUT
 * leaves the read alone: after_timeouts() gives it data.
 */
static int prep_timeouts(struct io_uring *ring)
{
	static struct __kernel_timespec ts = { .tv_nsec = 10000000 };
	static struct iovec v = { buf[2], 64 };
	struct io_uring_sqe *sqe;

	sqe = io_uring_get_sqe(ring);
	io_uring_prep_timeout(sqe, &ts, 0, 0);
	sqe->user_data = 42;
	io_uring_prep_timeout_remove(io_uring_get_sqe(ring), 42, 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_readv(sqe, p[0], &v, 1, 0);
	sqe->flags |= IOSQE_IO_LINK;
	io_uring_prep_link_timeout(io_uring_get_sqe(ring), &ts, 0);
	io_uring_prep_cancel(io_uring_get_sqe(ring), (void *)7, 0);
	return 5;
}

/* The read of prep_timeouts() whose LINK_TIMEOUT was not taken. */
static void after_timeouts(struct io_uring *ring)
{
	usleep(50000);
	after_pipe(ring);
}

/*
 * OPENAT, STATX and CLOSE (5.6); the IOSQE_ASYNC ones for what their
 * submission prepares for a worker (the sweep fails what the submitting
 * task allocates, not what the workers do).
 */
static int prep_paths(struct io_uring *ring)
{
	static struct statx stx;
	struct io_uring_sqe *sqe;
	int fd = dup(ffd);

	if (fd < 0)
		return -1;
	io_uring_prep_openat(io_uring_get_sqe(ring), AT_FDCWD, npath,
			     O_RDONLY, 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_openat(sqe, AT_FDCWD, npath, O_RDONLY, 0);
	sqe->flags |= IOSQE_ASYNC;
	io_uring_prep_statx(io_uring_get_sqe(ring), AT_FDCWD, npath, 0,
			    STATX_ALL, &stx);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_statx(sqe, nfd, "", AT_EMPTY_PATH, STATX_ALL, &stx);
	sqe->flags |= IOSQE_ASYNC;
	io_uring_prep_close(io_uring_get_sqe(ring), fd);
	return 5;
}

/* EPOLL_CTL: add and remove a pipe, the second with IOSQE_ASYNC (5.6). */
static int prep_epoll(struct io_uring *ring)
{
	static struct epoll_event ev = { .events = EPOLLIN };
	struct io_uring_sqe *sqe;

	sqe = io_uring_get_sqe(ring);
	io_uring_prep_epoll_ctl(sqe, epfd, p[0], EPOLL_CTL_ADD, &ev);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_epoll_ctl(sqe, epfd, p[0], EPOLL_CTL_DEL, NULL);
	sqe->flags |= IOSQE_ASYNC;
	return 2;
}

/*
 * FILES_UPDATE as a request, alone and at the end of a chain (it takes no
 * SQE flags) (5.6).
 */
static int prep_files_update_op(struct io_uring *ring)
{
	static int fds[2] = { -1, -1 };
	struct io_uring_sqe *sqe;

	fds[0] = p[1];
	if (register_four(ring))
		return -1;
	io_uring_prep_files_update(io_uring_get_sqe(ring), fds, 2, 1);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_nop(sqe);
	sqe->flags |= IOSQE_IO_LINK;
	io_uring_prep_files_update(io_uring_get_sqe(ring), fds, 1, 3);
	return 3;
}

/* SEND and RECV, a RECV with IOSQE_ASYNC (5.6). */
static int prep_send_recv(struct io_uring *ring)
{
	struct io_uring_sqe *sqe;

	io_uring_prep_send(io_uring_get_sqe(ring), sv[0], buf[3], 512, 0);
	io_uring_prep_recv(io_uring_get_sqe(ring), sv[1], buf[2], 256, 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_recv(sqe, sv[1], buf[2], 256, 0);
	sqe->flags |= IOSQE_ASYNC;
	return 3;
}

/*
 * READ and WRITE at the file position and at offsets, FALLOCATE, FADVISE,
 * MADVISE, three with IOSQE_ASYNC too, a hard link between two (5.6).
 */
static int prep_rw56(struct io_uring *ring)
{
	static void *map;
	struct io_uring_sqe *sqe;
	int i;

	if (!map)
		map = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED)
		return -1;
	io_uring_prep_write(io_uring_get_sqe(ring), ffd, buf[0], 4096, -1);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_read(sqe, ffd, buf[1], 4096, 0);
	sqe->flags |= IOSQE_IO_HARDLINK;
	io_uring_prep_fallocate(io_uring_get_sqe(ring), ffd, 0, 0, 16384);
	io_uring_prep_fadvise(io_uring_get_sqe(ring), ffd, 0, 4096,
			      POSIX_FADV_WILLNEED);
	io_uring_prep_madvise(io_uring_get_sqe(ring), map, 8192,
			      MADV_DONTNEED);
	/* WRITE, FALLOCATE and MADVISE again, from workers: 8 SQEs. */
	for (i = 0; i < 5; i += 2) {
		sqe = io_uring_get_sqe(ring);
		*sqe = ring->sq.sqes[i];
		sqe->flags = IOSQE_ASYNC;
	}
	return 8;
}

/* Requests with a registered personality, one with IOSQE_ASYNC (5.6). */
static int prep_personality(struct io_uring *ring)
{
	struct io_uring_sqe *sqe;
	int id = io_uring_register_personality(ring);

	if (id <= 0)
		return -1;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_read(sqe, ffd, buf[1], 4096, 0);
	sqe->personality = id;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_openat(sqe, AT_FDCWD, npath, O_RDONLY, 0);
	sqe->personality = id;
	sqe->flags |= IOSQE_ASYNC;
	return 2;
}

/* ---- the 5.7 level ---- */

/*
 * PROVIDE_BUFFERS of four 1 KiB buffers into a group, two READs that
 * select one of them (the second from a worker), REMOVE_BUFFERS of what
 * is left.  A READ that finds the group empty (its PROVIDE_BUFFERS failed,
 * or the worker came after the REMOVE_BUFFERS) fails with -ENOBUFS; the
 * ring's release frees what no one removed.
 */
#define BGID	7

static int prep_buffers(struct io_uring *ring)
{
	struct io_uring_sqe *sqe;

	io_uring_prep_provide_buffers(io_uring_get_sqe(ring), buf[2], 1024, 4,
				      BGID, 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_read(sqe, ffd, NULL, 1024, 0);
	sqe->flags |= IOSQE_BUFFER_SELECT;
	sqe->buf_group = BGID;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_read(sqe, ffd, NULL, 1024, 4096);
	sqe->flags |= IOSQE_BUFFER_SELECT | IOSQE_ASYNC;
	sqe->buf_group = BGID;
	io_uring_prep_remove_buffers(io_uring_get_sqe(ring), 4, BGID);
	return 4;
}

/*
 * SPLICE from the file into the pipe, linked to one from the pipe back
 * into the file: had the first failed, the second would wait in a worker
 * for data that never comes, so the link cancels it instead.  And one
 * from the file by its registered index (SPLICE_F_FD_IN_FIXED), from a
 * worker; what it leaves in the pipe is drained after.
 */
static int prep_splice(struct io_uring *ring)
{
	struct io_uring_sqe *sqe;

	if (register_four(ring))	/* index 0: the file */
		return -1;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_splice(sqe, ffd, 0, p[1], -1, 4096, 0);
	sqe->flags |= IOSQE_IO_LINK;
	io_uring_prep_splice(io_uring_get_sqe(ring), p[0], -1, ffd, 8192,
			     4096, 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_splice(sqe, 0, 4096, p[1], -1, 512, SPLICE_F_FD_IN_FIXED);
	sqe->flags |= IOSQE_ASYNC;
	return 3;
}

/*
 * TEE of what the pipe holds into the second pipe, twice, the second from
 * a worker: a TEE leaves the data where it was, so neither waits.  The
 * data is written here, outside the sweep, into a pipe drained first (a
 * submission that failed left the last round's there).
 */
static int prep_tee(struct io_uring *ring)
{
	static char x[512];
	struct io_uring_sqe *sqe;

	drain_pipe();
	if (write(p[1], x, sizeof(x)) != sizeof(x))
		return -1;
	io_uring_prep_tee(io_uring_get_sqe(ring), p[0], q[1], sizeof(x), 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_tee(sqe, p[0], q[1], sizeof(x), 0);
	sqe->flags |= IOSQE_ASYNC;
	return 2;
}

/*
 * Two RECVs on an empty socket: with IORING_FEAT_FAST_POLL each waits in
 * a poll on the socket, not in a worker (one that cannot allocate its
 * poll goes to a worker instead), until after_msg()'s 512 bytes come,
 * enough for both.
 */
static int prep_recv_poll(struct io_uring *ring)
{
	io_uring_prep_recv(io_uring_get_sqe(ring), sv[1], buf[2], 256, 0);
	io_uring_prep_recv(io_uring_get_sqe(ring), sv[1], buf[3], 256, 0);
	return 2;
}

static const struct scen scens[] = {
	{ "setup", 0, 0, NULL, NULL, NULL },
	{ "setup_sqpoll", 0, IORING_SETUP_SQPOLL, NULL, NULL, NULL },
	{ "register_buffers", 0, 0, prep_none, call_reg_bufs, NULL },
	{ "register_files", 0, 0, prep_none, call_reg_files, NULL },
	{ "register_eventfd", 0, 0, prep_none, call_reg_eventfd, NULL },
	{ "submit_nops", 0, 0, prep_nops, call_submit, NULL },
	{ "submit_rw_fsync", 0, 0, prep_rw, call_submit, NULL },
	{ "submit_pipe_read_and_poll", 0, 0, prep_pipe_wait, call_submit, after_pipe },
	{ "submit_link_drain_timeout", 0, 0, prep_link_timeout, call_submit, NULL },
	{ "submit_sendmsg_recvmsg", 0, 0, prep_msg, call_submit, after_msg },
	{ "submit_fixed_buffers", 0, 0, prep_fixed_regd, call_submit, NULL },
	/* The 5.5 level (TIMEOUT_REMOVE stands for it; CQSIZE: 64 entries). */
	{ "setup_cqsize", IORING_OP_TIMEOUT_REMOVE, IORING_SETUP_CQSIZE, NULL, NULL, NULL },
	{ "register_probe", IORING_OP_TIMEOUT_REMOVE, 0, prep_none, call_probe, NULL },
	{ "register_files_update", IORING_OP_TIMEOUT_REMOVE, 0, register_four, call_files_update, NULL },
	{ "submit_timeouts_and_cancel", IORING_OP_LINK_TIMEOUT, 0, prep_timeouts, call_submit, after_timeouts },
	/* The 5.6 level. */
	{ "setup_attach_wq", NEED_ATTACH_WQ, 0, prep_none, call_attach_wq, NULL },
	{ "register_personality", IORING_OP_OPENAT, 0, prep_none, call_personality, NULL },
	{ "submit_openat_statx_close", IORING_OP_OPENAT, 0, prep_paths, call_submit, NULL },
	{ "submit_epoll_ctl", IORING_OP_EPOLL_CTL, 0, prep_epoll, call_submit, NULL },
	{ "submit_files_update_op", IORING_OP_FILES_UPDATE, 0, prep_files_update_op, call_submit, NULL },
	{ "submit_send_recv", IORING_OP_SEND, 0, prep_send_recv, call_submit, after_msg },
	{ "submit_read_write_advise", IORING_OP_MADVISE, 0, prep_rw56, call_submit, NULL },
	{ "submit_with_personality", IORING_OP_OPENAT, 0, prep_personality, call_submit, NULL },
	/* The 5.7 level. */
	{ "submit_provide_select_remove_buffers", IORING_OP_REMOVE_BUFFERS, 0, prep_buffers, call_submit, NULL },
	{ "submit_splice", IORING_OP_SPLICE, 0, prep_splice, call_submit, NULL },
	{ "submit_tee", IORING_OP_TEE, 0, prep_tee, call_submit, NULL },
	{ "submit_recv_fast_poll", NEED_FAST_POLL, 0, prep_recv_poll, call_submit, after_msg },
};

/*
 * Descriptors the requests opened (OPENAT), the preparation made (the
 * fd a CLOSE was to close) and an epoll registration left behind.
 */
static void close_new_fds(void)
{
	for (int fd = first_free_fd; fd < first_free_fd + 64; fd++)
		close(fd);
	epoll_ctl(epfd, EPOLL_CTL_DEL, p[0], NULL);
}

/*
 * Whether the kernel runs opcode @op (IORING_REGISTER_PROBE), for
 * NEED_ATTACH_WQ whether a ring can be set up with IORING_SETUP_ATTACH_WQ,
 * for NEED_FAST_POLL whether setup reports IORING_FEAT_FAST_POLL.
 */
static int supported(int op)
{
	struct io_uring_probe *pr;
	int ret;

	if (!op)
		return 1;
	if (op == NEED_FAST_POLL) {
		struct io_uring ring;

		if (io_uring_queue_init(2, &ring, 0))
			return 0;
		ret = !!(ring.features & IORING_FEAT_FAST_POLL);
		io_uring_queue_exit(&ring);
		return ret;
	}
	if (op == NEED_ATTACH_WQ) {
		struct io_uring ring;

		if (io_uring_queue_init(2, &ring, 0))
			return 0;
		ret = call_attach_wq(&ring, 0) == 0;
		io_uring_queue_exit(&ring);
		return ret;
	}
	pr = io_uring_get_probe();
	if (!pr)
		return 0;
	ret = io_uring_opcode_supported(pr, op);
	io_uring_free_probe(pr);
	return ret;
}

static void sweep(const struct scen *s)
{
	const char *why = NULL;
	int n, points = 0, ok_calls = 0, errs = 0;

	if (!supported(s->need)) {
		printf("ok %d %s # SKIP the kernel has no %s\n", ++cases,
		       s->name, s->need == NEED_ATTACH_WQ ?
		       "IORING_SETUP_ATTACH_WQ" : s->need == NEED_FAST_POLL ?
		       "IORING_FEAT_FAST_POLL" : "opcode it needs (probe)");
		return;
	}
	for (n = 1; n <= MAX_N && !why; n++) {
		struct io_uring ring;
		struct io_uring_params pa = { .flags = s->setup_flags,
					      .sq_thread_idle = 100,
					      .cq_entries = 64 };
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
			close_new_fds();
		} else if (s->call) {
			io_uring_queue_exit(&ring);
			close_new_fds();
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
	nfd = mkstemp(npath);
	if (nfd < 0) {
		strcpy(npath, "/tmp/fault_sweep_named.XXXXXX");
		nfd = mkstemp(npath);
	}
	memset(buf, 0x5a, sizeof(buf));
	if (pwrite(ffd, buf, sizeof(buf), 0) != sizeof(buf) || pipe(p) ||
	    pipe(q) || socketpair(AF_UNIX, SOCK_STREAM, 0, sv) || nfd < 0 ||
	    (efd = eventfd(0, 0)) < 0 || (epfd = epoll_create1(0)) < 0) {
		perror("fault_sweep: setup");
		return 1;
	}
	first_free_fd = dup(0);
	close(first_free_fd);
	for (i = 0; i < n; i++)
		sweep(&scens[i]);
	unlink(npath);
	return bad ? 1 : 0;
}
