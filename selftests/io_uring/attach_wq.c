// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_SETUP_ATTACH_WQ (1<<5), at the 5.6 level: a ring set up with it
 * and params.wq_fd shares the async workers of the ring at wq_fd.  Both
 * rings' work that needs a worker (reads of empty pipes) completes, each
 * with its own bytes; closing one ring leaves the other's work alone;
 * the ring may belong to another process or user, and each request still
 * runs with its own submitter's credentials.  wq_fd not open is -EBADF,
 * an open fd that is no ring -EINVAL, and wq_fd is ignored without the
 * flag.  SKIPs when attaching to a ring is -EINVAL (no ATTACH_WQ).
 *
 * Linux 6.18 shares only SQPOLL threads (io-wq is per task there); the
 * I/O cases pass on it all the same.
 */
#include "helpers.h"

#define NREADS 16

/* The raw system call: the fd, or -1 and errno. */
static int sys_attach(int wq_fd)
{
	struct io_uring_params p;

	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_ATTACH_WQ;
	p.wq_fd = wq_fd;
	return sys_setup(4, &p);
}

/* A descriptor number that is not open. */
static int closed_fd(void)
{
	int fd = open("/dev/null", O_RDONLY);

	close(fd);
	return fd;
}

/* Reads of one byte each from @n empty pipes, user_data 1..n. */
struct reads {
	int n;
	int p[NREADS][2];
	char buf[NREADS];
	struct iovec v[NREADS];
};

static void queue_reads(struct __test_metadata *_metadata,
			struct io_uring *ring, struct reads *r, int n)
{
	r->n = n;
	for (int i = 0; i < n; i++) {
		ASSERT_EQ(0, pipe(r->p[i]));
		r->buf[i] = 0;
		r->v[i].iov_base = &r->buf[i];
		r->v[i].iov_len = 1;
		readv_sqe(ring, r->p[i][0], &r->v[i], 1 + i, 0);
	}
	ASSERT_EQ(n, io_uring_submit(ring));
}

/* Write byte @base + i to pipe i. */
static void feed(struct __test_metadata *_metadata, struct reads *r, char base)
{
	for (int i = 0; i < r->n; i++) {
		char c = base + i;

		ASSERT_EQ(1, write(r->p[i][1], &c, 1));
	}
}

/* Every read completed once, with 1 and its own pipe's byte. */
static void reap_reads(struct __test_metadata *_metadata,
		       struct io_uring *ring, struct reads *r, char base)
{
	int seen[NREADS + 1] = { 0 };
	struct io_uring_cqe cqe;

	for (int i = 0; i < r->n; i++) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		ASSERT_GE(cqe.user_data, 1);
		ASSERT_GE(r->n, cqe.user_data);
		EXPECT_EQ(0, seen[cqe.user_data]);
		seen[cqe.user_data] = 1;
		EXPECT_EQ(1, cqe.res);
		EXPECT_EQ((char)(base + cqe.user_data - 1),
			  r->buf[cqe.user_data - 1]);
	}
	for (int i = 0; i < r->n; i++) {
		close(r->p[i][0]);
		close(r->p[i][1]);
	}
}

/* Reads that wait for their data, then get it. */
static void pipe_round(struct __test_metadata *_metadata,
		       struct io_uring *ring, int n, char base)
{
	struct reads r;

	queue_reads(_metadata, ring, &r, n);
	usleep(100000);
	EXPECT_FALSE(cqe_ready(ring));
	feed(_metadata, &r, base);
	reap_reads(_metadata, ring, &r, base);
}

FIXTURE(wq) {
	struct io_uring a;	/* the ring whose workers are shared */
	int a_open;
};

FIXTURE_SETUP(wq)
{
	int fd;

	ASSERT_EQ(0, io_uring_queue_init(2 * NREADS, &self->a, 0));
	self->a_open = 1;
	fd = sys_attach(self->a.ring_fd);
	if (fd < 0 && errno == EINVAL) {
		io_uring_queue_exit(&self->a);
		SKIP(return, "no IORING_SETUP_ATTACH_WQ (attaching: -EINVAL)");
	}
	ASSERT_GE(fd, 0);
	close(fd);
}

FIXTURE_TEARDOWN(wq)
{
	if (self->a_open)
		io_uring_queue_exit(&self->a);
}

/* 16 reads per ring wait in the shared workers; all get their bytes. */
TEST_F(wq, both_rings_get_their_work_done)
{
	struct io_uring b;
	struct reads ra, rb;

	ASSERT_EQ(0, attach_wq_ring(&b, 2 * NREADS, self->a.ring_fd));
	queue_reads(_metadata, &self->a, &ra, NREADS);
	queue_reads(_metadata, &b, &rb, NREADS);
	usleep(200000);
	EXPECT_FALSE(cqe_ready(&self->a));
	EXPECT_FALSE(cqe_ready(&b));
	feed(_metadata, &rb, 'A');
	feed(_metadata, &ra, 'a');
	reap_reads(_metadata, &self->a, &ra, 'a');
	reap_reads(_metadata, &b, &rb, 'A');
	EXPECT_FALSE(cqe_ready(&self->a));
	EXPECT_FALSE(cqe_ready(&b));
	io_uring_queue_exit(&b);
}

/* 6.18 says -ENXIO here: 5.6's is -EBADF. */
TEST_F(wq, wq_fd_not_open_is_ebadf)
{
	ASSERT_ERRNO(EBADF, sys_attach(closed_fd()));
	ASSERT_ERRNO(EBADF, sys_attach(-1));
}

TEST_F(wq, wq_fd_not_a_ring_is_einval)
{
	char path[] = "/tmp/iou-wq-XXXXXX";
	int fd = mkstemp(path), pfd[2];

	ASSERT_GE(fd, 0);
	unlink(path);
	ASSERT_ERRNO(EINVAL, sys_attach(fd));
	close(fd);
	ASSERT_EQ(0, pipe(pfd));
	ASSERT_ERRNO(EINVAL, sys_attach(pfd[0]));
	close(pfd[0]);
	close(pfd[1]);
}

/* Without the flag wq_fd is not looked at: the ring has its own workers. */
TEST_F(wq, wq_fd_ignored_without_the_flag)
{
	struct io_uring_params p;
	struct io_uring b;
	char path[] = "/tmp/iou-wq-XXXXXX";
	int file = mkstemp(path);

	ASSERT_GE(file, 0);
	unlink(path);
	memset(&p, 0, sizeof(p));
	p.wq_fd = closed_fd();
	ASSERT_EQ(0, io_uring_queue_init_params(8, &b, &p));
	pipe_round(_metadata, &b, 4, 'x');
	io_uring_queue_exit(&b);

	memset(&p, 0, sizeof(p));
	p.wq_fd = file;
	ASSERT_EQ(0, io_uring_queue_init_params(8, &b, &p));
	pipe_round(_metadata, &b, 4, 'y');
	io_uring_queue_exit(&b);
	close(file);
}

/*
 * The ring whose workers were shared is closed while the other ring's
 * reads wait in them: they still complete with their bytes, and the
 * other ring's later work too.
 */
TEST_F(wq, closing_the_first_ring_leaves_the_second_working)
{
	struct io_uring b;
	struct reads r;

	ASSERT_EQ(0, attach_wq_ring(&b, 2 * NREADS, self->a.ring_fd));
	queue_reads(_metadata, &b, &r, 4);
	usleep(100000);
	io_uring_queue_exit(&self->a);
	self->a_open = 0;
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&b));
	feed(_metadata, &r, 'k');
	reap_reads(_metadata, &b, &r, 'k');
	pipe_round(_metadata, &b, 4, 'm');
	io_uring_queue_exit(&b);
}

/*
 * A ring of another process: a child inherits the fd of ring A, attaches
 * its own ring to it, does work that needs workers, and exits.  Ring A
 * works on.
 */
TEST_F(wq, ring_of_another_process)
{
	int status;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (!pid) {
		struct io_uring b;

		ASSERT_EQ(0, attach_wq_ring(&b, 2 * NREADS, self->a.ring_fd));
		pipe_round(_metadata, &b, NREADS, 'c');
		io_uring_queue_exit(&b);
		fflush(stdout);
		_exit(_metadata->failed ? 1 : 0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
	pipe_round(_metadata, &self->a, NREADS, 'p');
}

/* A ring of another user: nobody attaches to root's ring. */
TEST_F(wq, ring_of_another_user)
{
	int status;
	pid_t pid;

	if (geteuid())
		SKIP(return, "needs root (to become nobody)");
	fflush(stdout);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (!pid) {
		struct io_uring b;

		ASSERT_EQ(0, become_nobody());
		ASSERT_EQ(0, attach_wq_ring(&b, 2 * NREADS, self->a.ring_fd));
		pipe_round(_metadata, &b, NREADS, 'n');
		io_uring_queue_exit(&b);
		fflush(stdout);
		_exit(_metadata->failed ? 1 : 0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

/* An OPENAT (O_RDONLY) of @path; its res. */
static int openat_res(struct io_uring *ring, const char *path)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_openat(sqe, AT_FDCWD, path, O_RDONLY, 0);
	return submit_res(ring, sqe);
}

/*
 * Shared workers, separate credentials: root's ring A opens a 0600 root
 * file, nobody's ring B attached to A cannot (-EACCES), and A still can
 * afterwards, while B is alive.
 */
TEST_F(wq, each_ring_keeps_its_credentials)
{
	char path[] = "/tmp/iou-wq-XXXXXX", c = 0;
	int fd, status, done[2], go[2];
	pid_t pid;

	if (geteuid())
		SKIP(return, "needs root (to become nobody)");
	NEED_OP(IORING_OP_OPENAT);
	fd = mkstemp(path);
	ASSERT_GE(fd, 0);
	close(fd);
	ASSERT_EQ(0, chmod(path, 0600));
	ASSERT_EQ(0, pipe(done));
	ASSERT_EQ(0, pipe(go));

	fd = openat_res(&self->a, path);
	EXPECT_GE(fd, 0);
	if (fd >= 0 && fd < 1000)
		close(fd);

	fflush(stdout);
	pid = fork();
	if (!pid) {
		struct io_uring b;

		close(done[0]);
		close(go[1]);
		ASSERT_EQ(0, become_nobody());
		ASSERT_EQ(0, attach_wq_ring(&b, 8, self->a.ring_fd));
		EXPECT_EQ(-EACCES, openat_res(&b, path));
		fflush(stdout);
		ASSERT_EQ(1, write(done[1], "d", 1));
		/* Stay alive, ring B with us, until A has run its request. */
		ASSERT_EQ(1, read(go[0], &c, 1));
		io_uring_queue_exit(&b);
		_exit(_metadata->failed ? 1 : 0);
	}
	close(done[1]);
	close(go[0]);
	if (pid > 0) {
		EXPECT_EQ(1, read(done[0], &c, 1));
		fd = openat_res(&self->a, path);
		EXPECT_GE(fd, 0);
		if (fd >= 0 && fd < 1000)
			close(fd);
		EXPECT_EQ(1, write(go[1], "g", 1));
	}
	close(done[0]);
	close(go[1]);
	unlink(path);
	ASSERT_GE(pid, 0);
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

TEST_HARNESS_MAIN
