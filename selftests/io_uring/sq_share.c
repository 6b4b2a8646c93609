// SPDX-License-Identifier: GPL-2.0
/*
 * One SQ thread for several rings (5.10): an SQPOLL ring set up with
 * IORING_SETUP_ATTACH_WQ naming an SQPOLL ring of the same process is
 * served by that ring's thread, whatever its own sq_thread_cpu; a ring of
 * another process gets a thread of its own (5.12).  The thread takes the
 * SQEs of every ring, a wakeup through any ring wakes it for all, it stays
 * while one of its rings does and goes with its process.  wq_fd not open
 * is -ENXIO, no ring or a ring without SQPOLL -EINVAL, as upstream.
 * SKIPs where attaching an SQPOLL ring to a ring without SQPOLL succeeds
 * (nothing is shared before 5.10).
 */
#include <dirent.h>
#include <pthread.h>
#include <sched.h>
#include <sys/wait.h>

#include "helpers.h"

/* How many SQ threads process @pid (0: ours) has. */
static int sq_threads_of(pid_t pid)
{
	return threads_named(pid, "iou-sqp-*", NULL, NULL);
}

/* Wait up to @ms for @want SQ threads in process @pid; the last count. */
static int wait_sq_threads_of(pid_t pid, int want, int ms)
{
	int n;

	while ((n = sq_threads_of(pid)) != want && ms > 0) {
		usleep(10000);
		ms -= 10;
	}
	return n;
}

/* An SQPOLL ring, attached to the ring at @wq_fd unless it is -1. */
static int sq_ring(struct io_uring *ring, int wq_fd, unsigned int idle_ms,
		   unsigned int more_flags, unsigned int cpu)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL | more_flags,
		.sq_thread_idle = idle_ms,
		.sq_thread_cpu = cpu,
	};

	if (wq_fd >= 0) {
		p.flags |= IORING_SETUP_ATTACH_WQ;
		p.wq_fd = wq_fd;
	}
	return io_uring_queue_init_params(8, ring, &p);
}

/* The raw setup of an SQPOLL ring attached to @wq_fd: fd, or -1 and errno. */
static int sys_sq_attach(int wq_fd)
{
	struct io_uring_params p;

	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_SQPOLL | IORING_SETUP_ATTACH_WQ;
	p.wq_fd = wq_fd;
	return sys_setup(4, &p);
}

/* Whether attaching an SQPOLL ring to a ring without SQPOLL is refused. */
static int shares_sq_threads(void)
{
	struct io_uring_params p;
	int fd, att;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	if (fd < 0)
		return -1;
	att = sys_sq_attach(fd);
	close(fd);
	if (att >= 0) {
		close(att);
		return 0;
	}
	return errno == EINVAL;
}

#define NEED_SHARING()							\
	do {								\
		int have = shares_sq_threads();				\
									\
		ASSERT_LE(0, have);					\
		if (!have)						\
			SKIP(return, "SQ threads are not shared (5.10)"); \
	} while (0)

/* A NOP with @data submitted without entering the kernel, if it can be. */
static void queue_nop(struct io_uring *ring, uint64_t data)
{
	nop_sqe(ring, data, 0);
	io_uring_submit(ring);
}

/* The CQE of the NOP with @data on @ring within 5 s: 0, or -1. */
static int nop_done(struct io_uring *ring, uint64_t data)
{
	struct io_uring_cqe *cqe;
	int ok;

	if (wait_cqe_ms(ring, &cqe, 5000))
		return -1;
	ok = cqe->user_data == data && cqe->res == 0;
	io_uring_cqe_seen(ring, cqe);
	return ok ? 0 : -1;
}

TEST(attached_rings_share_one_thread)
{
	struct io_uring a, b, c;

	NEED_SHARING();
	ASSERT_EQ(0, wait_sq_threads_of(0, 0, 5000));
	ASSERT_EQ(0, sq_ring(&a, -1, 5000, 0, 0));
	ASSERT_EQ(0, sq_ring(&b, a.ring_fd, 5000, 0, 0));
	/* Attached to an attached one: the same thread. */
	ASSERT_EQ(0, sq_ring(&c, b.ring_fd, 5000, 0, 0));
	/* Upstream's thread names itself once it runs. */
	EXPECT_EQ(1, wait_sq_threads_of(0, 1, 5000));

	queue_nop(&a, 1);
	queue_nop(&b, 2);
	queue_nop(&c, 3);
	EXPECT_EQ(0, nop_done(&a, 1));
	EXPECT_EQ(0, nop_done(&b, 2));
	EXPECT_EQ(0, nop_done(&c, 3));
	io_uring_queue_exit(&a);
	io_uring_queue_exit(&b);
	io_uring_queue_exit(&c);
	EXPECT_EQ(0, wait_sq_threads_of(0, 0, 5000));
}

/*
 * Both rings idle, the thread asleep: an entry queued on the second ring
 * is taken after a wakeup through the first.
 */
TEST(a_wakeup_through_any_ring_serves_all)
{
	struct io_uring a, b;
	int ms;

	NEED_SHARING();
	ASSERT_EQ(0, sq_ring(&a, -1, 20, 0, 0));
	ASSERT_EQ(0, sq_ring(&b, a.ring_fd, 20, 0, 0));
	for (ms = 0; !(IO_URING_READ_ONCE(*a.sq.kflags) & IORING_SQ_NEED_WAKEUP) ||
		     !(IO_URING_READ_ONCE(*b.sq.kflags) & IORING_SQ_NEED_WAKEUP);
	     ms += 10) {
		ASSERT_GT(5000, ms);
		usleep(10000);
	}
	/* Published, not submitted: liburing would wake the thread. */
	nop_sqe(&b, 7, 0);
	io_uring_smp_store_release(b.sq.ktail, b.sq.sqe_tail);
	b.sq.sqe_head = b.sq.sqe_tail;
	usleep(200000);
	EXPECT_EQ(0, cqe_ready(&b));
	EXPECT_EQ(0, *b.sq.khead);

	EXPECT_EQ(0, sys_enter(a.ring_fd, 0, 0, IORING_ENTER_SQ_WAKEUP, NULL, 0));
	EXPECT_EQ(0, nop_done(&b, 7));
	io_uring_queue_exit(&b);
	io_uring_queue_exit(&a);
}

/*
 * The ring that started the thread goes: the thread stays for the other,
 * and goes with the last.
 */
TEST(the_thread_stays_while_one_of_its_rings_does)
{
	struct io_uring a, b;

	NEED_SHARING();
	ASSERT_EQ(0, wait_sq_threads_of(0, 0, 5000));
	ASSERT_EQ(0, sq_ring(&a, -1, 5000, 0, 0));
	ASSERT_EQ(0, sq_ring(&b, a.ring_fd, 5000, 0, 0));
	io_uring_queue_exit(&a);
	usleep(100000);
	EXPECT_EQ(1, wait_sq_threads_of(0, 1, 5000));
	queue_nop(&b, 9);
	EXPECT_EQ(0, nop_done(&b, 9));
	io_uring_queue_exit(&b);
	EXPECT_EQ(0, wait_sq_threads_of(0, 0, 5000));
}

/*
 * A polled ring on the raw NVMe namespace and a plain one on one thread:
 * the read completes with its bytes, polled by the thread, and the NOP.
 */
TEST(a_polled_ring_and_a_plain_one)
{
	struct io_uring a, b;
	struct io_uring_cqe *cqe;
	struct iovec v;
	void *buf;
	int fd;

	NEED_SHARING();
	fd = open(RAW_DEV, O_RDWR | O_DIRECT);
	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	buf = aligned_buf(4096);
	ASSERT_NE(NULL, buf);
	fill_pattern(buf, 4096, 41, 8192);
	ASSERT_EQ(4096, pwrite(fd, buf, 4096, 8192));
	memset(buf, 0, 4096);
	ASSERT_EQ(0, sq_ring(&a, -1, 5000, IORING_SETUP_IOPOLL, 0));
	ASSERT_EQ(0, io_uring_register_files(&a, &fd, 1));
	ASSERT_EQ(0, sq_ring(&b, a.ring_fd, 5000, 0, 0));

	v.iov_base = buf;
	v.iov_len = 4096;
	io_uring_prep_readv(io_uring_get_sqe(&a), 0, &v, 1, 8192);
	a.sq.sqes[(a.sq.sqe_tail - 1) & *a.sq.kring_mask].flags = IOSQE_FIXED_FILE;
	a.sq.sqes[(a.sq.sqe_tail - 1) & *a.sq.kring_mask].user_data = 5;
	ASSERT_EQ(1, io_uring_submit(&a));
	queue_nop(&b, 6);
	ASSERT_EQ(0, wait_cqe_ms(&a, &cqe, 5000));
	EXPECT_EQ(5, cqe->user_data);
	EXPECT_EQ(4096, cqe->res);
	io_uring_cqe_seen(&a, cqe);
	EXPECT_EQ(-1, check_pattern(buf, 4096, 41, 8192));
	EXPECT_EQ(0, nop_done(&b, 6));
	EXPECT_EQ(1, sq_threads_of(0));
	io_uring_queue_exit(&b);
	io_uring_queue_exit(&a);
	close(fd);
	free(buf);
}

/* The thread keeps the CPU it was bound to; the attached ring's is not looked at. */
TEST(an_attached_ring_keeps_the_threads_cpu)
{
	struct io_uring a, b;

	NEED_SHARING();
	ASSERT_EQ(0, sq_ring(&a, -1, 5000, IORING_SETUP_SQ_AFF, 0));
	/* No such CPU: -EINVAL for a thread of its own. */
	ASSERT_EQ(0, sq_ring(&b, a.ring_fd, 5000, IORING_SETUP_SQ_AFF, 4095));
	EXPECT_EQ(1, wait_sq_threads_of(0, 1, 5000));
	queue_nop(&b, 4);
	EXPECT_EQ(0, nop_done(&b, 4));
	io_uring_queue_exit(&b);
	io_uring_queue_exit(&a);
}

/*
 * A child that inherited the ring attaches to it: its ring gets a thread
 * of the child's own, which works and goes with the child; ours stays.
 */
TEST(another_process_gets_a_thread_of_its_own)
{
	struct io_uring a;
	pid_t pid;

	NEED_SHARING();
	ASSERT_EQ(0, sq_ring(&a, -1, 5000, 0, 0));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring b;

		if (sq_ring(&b, a.ring_fd, 5000, 0, 0))
			_exit(1);
		/* Ours: the creator's thread is not of this process. */
		if (wait_sq_threads_of(0, 1, 5000) != 1)
			_exit(2);
		queue_nop(&b, 8);
		_exit(nop_done(&b, 8) ? 3 : 0);
	}
	ASSERT_EQ(0, child_status(pid));
	EXPECT_EQ(1, sq_threads_of(0));
	queue_nop(&a, 10);
	EXPECT_EQ(0, nop_done(&a, 10));
	io_uring_queue_exit(&a);
}

/* Killed with rings sharing a thread busy: the thread goes with it. */
TEST(the_thread_goes_with_its_process)
{
	pid_t pid;
	int go[2];
	char c;

	NEED_SHARING();
	ASSERT_EQ(0, pipe(go));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring a, b;

		if (sq_ring(&a, -1, 5000, 0, 0) ||
		    sq_ring(&b, a.ring_fd, 5000, 0, 0))
			_exit(1);
		for (uint64_t i = 0; i < 4; i++) {
			queue_nop(&a, i);
			queue_nop(&b, i);
		}
		if (write(go[1], "g", 1) != 1)
			_exit(2);
		pause();
		_exit(3);
	}
	close(go[1]);
	ASSERT_EQ(1, read(go[0], &c, 1));
	EXPECT_EQ(1, wait_sq_threads_of(pid, 1, 5000));
	ASSERT_EQ(0, kill(pid, SIGKILL));
	ASSERT_EQ(pid, waitpid(pid, NULL, 0));
	close(go[0]);
	EXPECT_EQ(0, wait_sq_threads_of(pid, 0, 5000));
}

static void *attach_unshared(void *arg)
{
	int fd = *(int *)arg, n, done;
	struct io_uring b;

	if (unshare(CLONE_FILES) || sq_ring(&b, fd, 5000, 0, 0))
		return (void *)1;
	n = wait_sq_threads_of(0, 2, 5000);
	queue_nop(&b, 12);
	done = nop_done(&b, 12);
	io_uring_queue_exit(&b);
	return (void *)(long)(n != 2 ? 2 : done ? 3 : 0);
}

/*
 * A thread that unshared its file table attaches: the SQ thread would
 * resolve its SQEs' descriptors in the other table, so its ring gets a
 * thread of its own (beyond upstream, which shares by process alone).
 */
TEST(a_file_table_of_its_own_gets_a_thread_of_its_own)
{
	struct io_uring a;
	pthread_t t;
	void *ret;

	NEED_SHARING();
	ASSERT_EQ(0, sq_ring(&a, -1, 5000, 0, 0));
	ASSERT_EQ(0, pthread_create(&t, NULL, attach_unshared, &a.ring_fd));
	ASSERT_EQ(0, pthread_join(t, &ret));
	/* 2: one SQ thread for both rings. */
	EXPECT_EQ(0, (long)ret);
	io_uring_queue_exit(&a);
}

TEST(attach_errors)
{
	struct io_uring_params p;
	int fd, plain;

	NEED_SHARING();
	fd = open("/dev/null", O_RDONLY);
	ASSERT_GE(fd, 0);
	ASSERT_ERRNO(EINVAL, sys_sq_attach(fd));
	close(fd);
	/* A descriptor number that is not open. */
	ASSERT_ERRNO(ENXIO, sys_sq_attach(fd));
	memset(&p, 0, sizeof(p));
	plain = sys_setup(4, &p);
	ASSERT_GE(plain, 0);
	ASSERT_ERRNO(EINVAL, sys_sq_attach(plain));
	close(plain);
}

TEST_HARNESS_MAIN
