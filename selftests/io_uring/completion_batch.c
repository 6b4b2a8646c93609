// SPDX-License-Identifier: GPL-2.0
/*
 * Reads and writes that complete in the io_uring_enter() that submitted
 * them (page cache hits) have their CQEs posted together at its end, up
 * to 32 at a time (5.9, upstream a1d7c393c471): the CQ ring's tail moves
 * once per 32, which a thread watching it sees.  What the CQEs say must
 * not change: every CQE once, in submission order also with the CQEs of
 * other requests between them, res and bytes, errors, provided buffers,
 * a full CQ ring, chains, and the SQ thread.  The eventfd counts one per
 * batch, as upstream's 5.10.  A task the batch wakes waits for its end (in
 * a long batch, for its 256th SQE).
 */
#include <pthread.h>
#include <sched.h>
#include <sys/eventfd.h>
#include <sys/utsname.h>
#include "helpers.h"

#define NR	64
#define BS	4096
#define LEN	(NR * BS)

FIXTURE(cb) {
	struct io_uring ring;
	int fd;
	char *buf;
};

/*
 * The pattern file, every page of it in the page cache (each read
 * completes at once); -1 if the test directory is not usable.
 */
static int cached_pattern_file(const char *name)
{
	char page[BS];
	int fd = pattern_file(name, LEN, 7, NULL);
	int i;

	for (i = 0; fd >= 0 && i < NR; i++) {
		if (pread(fd, page, BS, (off_t)i * BS) != BS) {
			close(fd);
			fd = -1;
		}
	}
	return fd;
}

FIXTURE_SETUP(cb)
{
	self->buf = NULL;
	ASSERT_EQ(0, io_uring_queue_init(NR, &self->ring, 0));
	self->fd = cached_pattern_file("completion-batch");
	if (self->fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	self->buf = aligned_buf(LEN);
	ASSERT_NE(NULL, self->buf);
	memset(self->buf, 0, LEN);
}

FIXTURE_TEARDOWN(cb)
{
	free(self->buf);
	if (self->fd >= 0)
		close(self->fd);
	io_uring_queue_exit(&self->ring);
}

/* Queue READs of pages @from..@to-1, page i into buf page i, user_data i. */
static void queue_reads(struct io_uring *ring, int fd, char *buf, int from,
			int to)
{
	int i;

	for (i = from; i < to; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

		io_uring_prep_read(sqe, fd, buf + (size_t)i * BS, BS,
				   (off_t)i * BS);
		sqe->user_data = i;
	}
}

/* Reap @n CQEs: user_data @from.. in order, each a full page of pattern. */
static void expect_reads(struct __test_metadata *_metadata,
			 struct io_uring *ring, const char *buf, int from,
			 int n)
{
	struct io_uring_cqe cqe;
	int i;

	for (i = from; i < from + n; i++) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
		EXPECT_EQ(BS, cqe.res);
		EXPECT_EQ(0, cqe.flags);
		EXPECT_EQ(-1, check_pattern(buf + (size_t)i * BS, BS, 7,
					    (uint64_t)i * BS));
	}
}

struct watch {
	volatile unsigned int *tail;
	unsigned int until;
	unsigned int seen[NR + 1];
	unsigned int nr_seen;
	volatile int ready;
};

/* Note every value the CQ tail takes until it reaches w->until. */
static void *watch_tail(void *arg)
{
	struct watch *w = arg;
	unsigned int last = __atomic_load_n(w->tail, __ATOMIC_ACQUIRE);
	long end = now_ms() + 20000;

	w->seen[w->nr_seen++] = last;
	w->ready = 1;
	while (last != w->until && now_ms() < end) {
		unsigned int t = __atomic_load_n(w->tail, __ATOMIC_ACQUIRE);

		if (t != last && w->nr_seen <= NR)
			w->seen[w->nr_seen++] = t;
		last = t;
	}
	return NULL;
}

/*
 * 64 reads in one io_uring_enter(): the tail goes from 0 to 32 to 64,
 * never through the values between.  The watcher spins on the other
 * vCPU; without the batching it sees the tail move read by read.
 */
TEST_F(cb, tail_moves_once_per_32_completions)
{
	struct io_uring_cq *cq = &self->ring.cq;
	struct watch w = { .tail = cq->ktail, .until = *cq->ktail + NR };
	unsigned int base = *cq->ktail;
	unsigned int i, between = 0;
	pthread_t th;

	NEED_OP(IORING_OP_READ);
	if (sysconf(_SC_NPROCESSORS_ONLN) < 2)
		SKIP(return, "the watching thread needs a CPU of its own");
	queue_reads(&self->ring, self->fd, self->buf, 0, NR);
	ASSERT_EQ(0, pthread_create(&th, NULL, watch_tail, &w));
	while (!w.ready)
		;
	ASSERT_EQ(NR, io_uring_submit(&self->ring));
	ASSERT_EQ(0, pthread_join(th, NULL));
	ASSERT_EQ(base + NR, w.seen[w.nr_seen - 1]);
	for (i = 0; i < w.nr_seen; i++) {
		unsigned int moved = w.seen[i] - base;

		if (moved % 32 && !between++)
			TH_LOG("the tail was seen at +%u", moved);
	}
	EXPECT_EQ(0, between);
	expect_reads(_metadata, &self->ring, self->buf, 0, NR);
}

/* The eventfd counts one per batch, as upstream from 5.9 on. */
TEST_F(cb, eventfd_counts_once_per_batch)
{
	uint64_t count = 0;
	int efd = eventfd(0, EFD_CLOEXEC);

	NEED_OP(IORING_OP_READ);
	ASSERT_LE(0, efd);
	ASSERT_EQ(0, io_uring_register_eventfd(&self->ring, efd));
	queue_reads(&self->ring, self->fd, self->buf, 0, NR);
	ASSERT_EQ(NR, io_uring_submit(&self->ring));
	expect_reads(_metadata, &self->ring, self->buf, 0, NR);
	ASSERT_EQ(sizeof(count), read(efd, &count, sizeof(count)));
	EXPECT_EQ(NR / 32, count);
	close(efd);
}

/*
 * NOPs between the reads complete as they are submitted, outside the
 * batch: their CQEs still come in submission order, after those of the
 * reads before them.
 */
TEST_F(cb, other_cqes_keep_submission_order)
{
	struct io_uring_cqe cqe;
	int i;

	NEED_OP(IORING_OP_READ);
	for (i = 0; i < 24; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);

		if (i % 3 == 2) {
			io_uring_prep_nop(sqe);
		} else {
			io_uring_prep_read(sqe, self->fd,
					   self->buf + (size_t)i * BS, BS,
					   (off_t)i * BS);
		}
		sqe->user_data = i;
	}
	ASSERT_EQ(24, io_uring_submit(&self->ring));
	for (i = 0; i < 24; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
		EXPECT_EQ(i % 3 == 2 ? 0 : BS, cqe.res);
		if (i % 3 != 2)
			EXPECT_EQ(-1, check_pattern(self->buf + (size_t)i * BS,
						    BS, 7, (uint64_t)i * BS));
	}
}

/*
 * Results other than a full page: a read across the end of the file, one
 * at its end, one into an address that is not mapped (-EFAULT).  A
 * buffered write goes to an io thread (4.19's file systems cannot write
 * without blocking) and completes on its own.
 */
TEST_F(cb, short_failed_and_write_results)
{
	static const int want[] = { BS / 2, 0, -EFAULT, BS, BS };
	struct io_uring_cqe cqes[5];
	struct io_uring_sqe *sqe;
	int res[5], i, last;
	char page[BS];

	NEED_OP(IORING_OP_READ);
	ASSERT_EQ(0, ftruncate(self->fd, LEN - BS / 2));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, self->buf, BS, LEN - BS);
	sqe->user_data = 0;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, self->buf + BS, BS, LEN);
	sqe->user_data = 1;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, (void *)8, BS, 0);
	sqe->user_data = 2;
	sqe = io_uring_get_sqe(&self->ring);
	fill_pattern(self->buf + 2 * BS, BS, 9, 0);
	io_uring_prep_write(sqe, self->fd, self->buf + 2 * BS, BS, 0);
	sqe->user_data = 3;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, self->buf + 3 * BS, BS, BS);
	sqe->user_data = 4;
	ASSERT_EQ(5, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, cqes, 5));
	for (i = 0; i < 5; i++) {
		ASSERT_GT(5, cqes[i].user_data);
		res[cqes[i].user_data] = cqes[i].res;
	}
	for (i = 0; i < 5; i++)
		EXPECT_EQ(want[i], res[i]);
	/* The reads in submission order. */
	for (i = 0, last = -1; i < 5; i++) {
		if (cqes[i].user_data == 3)
			continue;
		EXPECT_GT((int)cqes[i].user_data, last);
		last = cqes[i].user_data;
	}
	EXPECT_EQ(-1, check_pattern(self->buf, BS / 2, 7, LEN - BS));
	EXPECT_EQ(-1, check_pattern(self->buf + 3 * BS, BS, 7, BS));
	ASSERT_EQ(BS, pread(self->fd, page, BS, 0));
	EXPECT_EQ(-1, check_pattern(page, BS, 9, 0));
}

/* A provided buffer's id is in the CQE of a batched read. */
TEST_F(cb, provided_buffer_ids)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int i, seen = 0;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_provide_buffers(sqe, self->buf, BS, 8, 3, 0);
	sqe->user_data = 100;
	/* 8, the buffers added, up to 5.18; 0 from 5.19 on. */
	ASSERT_LE(0, submit_res(&self->ring, sqe));
	for (i = 0; i < 8; i++) {
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_read(sqe, self->fd, NULL, BS, (off_t)i * BS);
		sqe->flags = IOSQE_BUFFER_SELECT;
		sqe->buf_group = 3;
		sqe->user_data = i;
	}
	ASSERT_EQ(8, io_uring_submit(&self->ring));
	for (i = 0; i < 8; i++) {
		unsigned int bid;

		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
		EXPECT_EQ(BS, cqe.res);
		ASSERT_TRUE(cqe.flags & IORING_CQE_F_BUFFER);
		bid = cqe.flags >> IORING_CQE_BUFFER_SHIFT;
		ASSERT_GT(8, bid);
		EXPECT_EQ(0, seen & (1 << bid));
		seen |= 1 << bid;
		EXPECT_EQ(-1, check_pattern(self->buf + (size_t)bid * BS, BS,
					    7, (uint64_t)i * BS));
	}
	EXPECT_EQ(0xff, seen);
}

/*
 * A CQ ring with room for 16 more: the batch's first 16 CQEs go into it,
 * the rest onto the backlog, and all arrive in order once reaped.
 */
TEST_F(cb, full_cq_ring_takes_the_rest_in_order)
{
	struct io_uring_cqe cqe;
	int i;

	NEED_OP(IORING_OP_READ);
	/* NR SQEs give 2 * NR CQEs: fill all but 16 of them with NOPs. */
	for (i = 0; i < 2 * NR - 16; i += 16) {
		int j;

		for (j = 0; j < 16; j++)
			nop_sqe(&self->ring, 1000 + i + j, 0);
		ASSERT_EQ(16, io_uring_submit(&self->ring));
	}
	queue_reads(&self->ring, self->fd, self->buf, 0, 32);
	ASSERT_EQ(32, io_uring_submit(&self->ring));
	EXPECT_EQ(2 * NR, io_uring_cq_ready(&self->ring));
	EXPECT_TRUE(IO_URING_READ_ONCE(*self->ring.sq.kflags) &
		    IORING_SQ_CQ_OVERFLOW);
	for (i = 0; i < 2 * NR - 16; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(1000 + i, cqe.user_data);
		EXPECT_EQ(0, cqe.res);
	}
	expect_reads(_metadata, &self->ring, self->buf, 0, 32);
	EXPECT_EQ(0, io_uring_cq_ready(&self->ring));
}

/*
 * Chains: a read that heads one is not batched, and starts the next
 * when it completes; a read at the end of one is.  Reads around them
 * are batched.
 */
TEST_F(cb, chains_among_batched_reads)
{
	struct io_uring_cqe cqes[8];
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };
	int i;

	NEED_OP(IORING_OP_READ);
	queue_reads(&self->ring, self->fd, self->buf, 0, 2);
	/* 2: read, linked to 3: nop; 4: nop, linked to 5: read. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, self->buf + 2 * BS, BS, 2 * BS);
	sqe->flags = IOSQE_IO_LINK;
	sqe->user_data = 2;
	nop_sqe(&self->ring, 3, 0);
	nop_sqe(&self->ring, 4, IOSQE_IO_LINK);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->fd, self->buf + 5 * BS, BS, 5 * BS);
	sqe->user_data = 5;
	queue_reads(&self->ring, self->fd, self->buf, 6, 8);
	ASSERT_EQ(8, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, cqes, 8));
	for (i = 0; i < 8; i++) {
		ASSERT_GT(8, cqes[i].user_data);
		res[cqes[i].user_data] = cqes[i].res;
	}
	for (i = 0; i < 8; i++) {
		EXPECT_EQ(i == 3 || i == 4 ? 0 : BS, res[i]);
		if (i != 3 && i != 4)
			EXPECT_EQ(-1, check_pattern(self->buf + (size_t)i * BS,
						    BS, 7, (uint64_t)i * BS));
	}
	/* Each chain in its own order. */
	for (i = 0; i < 8 && cqes[i].user_data != 2; i++)
		EXPECT_NE(3, cqes[i].user_data);
	for (i = 0; i < 8 && cqes[i].user_data != 4; i++)
		EXPECT_NE(5, cqes[i].user_data);
}

/*
 * The requests a batch freed are what the ring's next SQEs take (5.12's
 * request cache, upstream 1b4c351f6eb7): each starts clean.  After reads
 * that picked provided buffers, plain reads carry no buffer flag and read
 * into their own buffers; after those, NOPs and a chain complete as
 * asked, in order.  Four rounds, and the ring goes away with requests
 * kept (kmemleak watches that under the debug config).
 */
TEST_F(cb, reused_requests_start_clean)
{
	char *pbufs = aligned_buf(32 * BS);
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int round, i;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	ASSERT_NE(NULL, pbufs);
	for (round = 0; round < 4; round++) {
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_provide_buffers(sqe, pbufs, BS, 32, 5, 0);
		sqe->user_data = 99;
		ASSERT_LE(0, submit_res(&self->ring, sqe));
		for (i = 0; i < 32; i++) {
			sqe = io_uring_get_sqe(&self->ring);
			io_uring_prep_read(sqe, self->fd, NULL, BS,
					   (off_t)i * BS);
			sqe->flags = IOSQE_BUFFER_SELECT;
			sqe->buf_group = 5;
			sqe->user_data = i;
		}
		ASSERT_EQ(32, io_uring_submit(&self->ring));
		for (i = 0; i < 32; i++) {
			ASSERT_EQ(0, wait_one(&self->ring, &cqe));
			EXPECT_EQ(i, cqe.user_data);
			EXPECT_EQ(BS, cqe.res);
			EXPECT_TRUE(cqe.flags & IORING_CQE_F_BUFFER);
		}
		/* Plain reads of pages 32-63 into buf: no buffer flag. */
		memset(self->buf, 0, LEN);
		queue_reads(&self->ring, self->fd, self->buf, 32, 64);
		ASSERT_EQ(32, io_uring_submit(&self->ring));
		expect_reads(_metadata, &self->ring, self->buf, 32, 32);
		/* 30 NOPs, then a read of page 0 linked to a NOP. */
		for (i = 0; i < 30; i++)
			nop_sqe(&self->ring, 100 + i, 0);
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_read(sqe, self->fd, self->buf, BS, 0);
		sqe->flags = IOSQE_IO_LINK;
		sqe->user_data = 200;
		nop_sqe(&self->ring, 201, 0);
		ASSERT_EQ(32, io_uring_submit(&self->ring));
		for (i = 0; i < 32; i++) {
			ASSERT_EQ(0, wait_one(&self->ring, &cqe));
			EXPECT_EQ(i < 30 ? 100 + i : 170 + i, cqe.user_data);
			EXPECT_EQ(i == 30 ? BS : 0, cqe.res);
			EXPECT_EQ(0, cqe.flags);
		}
		EXPECT_EQ(-1, check_pattern(self->buf, BS, 7, 0));
	}
	free(pbufs);
}

/*
 * A thread of a real-time policy, asleep in a read of its socket: on
 * waking, what it sees of the ring that woke it.
 */
struct woken {
	struct io_uring *ring;
	int sock;
	volatile pid_t tid;
	int got;
	unsigned int sq_head, cq_tail;
};

static void *woken_reader(void *arg)
{
	struct woken *w = arg;
	char c;

	w->tid = syscall(SYS_gettid);
	w->got = read(w->sock, &c, 1);
	w->sq_head = io_uring_smp_load_acquire(w->ring->sq.khead);
	w->cq_tail = io_uring_smp_load_acquire(w->ring->cq.ktail);
	return NULL;
}

/*
 * One io_uring_enter() of @n SQEs, a SENDMSG to the socket a SCHED_FIFO
 * thread on the same CPU is asleep reading, then NOPs (user_data 0 to
 * n - 1), on a kernel without preemption: what the thread saw when it
 * ran (in @w), and every CQE checked, in order, afterwards.
 */
static void submit_waking_batch(struct __test_metadata *_metadata,
				struct woken *w, unsigned int n)
{
	struct sched_param sp = { .sched_priority = 1 };
	struct iovec iov = { .iov_base = "x", .iov_len = 1 };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	struct utsname u;
	pthread_attr_t attr;
	cpu_set_t cpu0;
	pthread_t t;
	char stat[64];
	unsigned int i;
	int sv[2];

	ASSERT_EQ(0, uname(&u));
	if (strstr(u.version, "PREEMPT"))
		SKIP(return, "a preemptible kernel (%s)", u.version);
	CPU_ZERO(&cpu0);
	CPU_SET(0, &cpu0);
	ASSERT_EQ(0, sched_setaffinity(0, sizeof(cpu0), &cpu0));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	ASSERT_EQ(0, io_uring_queue_init(512, &ring, 0));
	w->ring = &ring;
	w->sock = sv[1];
	ASSERT_EQ(0, pthread_attr_init(&attr));
	ASSERT_EQ(0, pthread_attr_setinheritsched(&attr, PTHREAD_EXPLICIT_SCHED));
	ASSERT_EQ(0, pthread_attr_setschedpolicy(&attr, SCHED_FIFO));
	ASSERT_EQ(0, pthread_attr_setschedparam(&attr, &sp));
	ASSERT_EQ(0, pthread_create(&t, &attr, woken_reader, w));
	pthread_attr_destroy(&attr);
	/* Asleep in its read. */
	for (i = 0; i < 5000; i++) {
		if (w->tid) {
			snprintf(stat, sizeof(stat), "/proc/self/task/%d/stat", w->tid);
			if (proc_stat_state(stat) == 'S')
				break;
		}
		usleep(1000);
	}
	ASSERT_GT(5000, i);

	msg_sqe(&ring, IORING_OP_SENDMSG, sv[0], &msg, 0, 0);
	for (i = 1; i < n; i++)
		nop_sqe(&ring, i, 0);
	ASSERT_EQ(n, io_uring_submit(&ring));
	ASSERT_EQ(0, pthread_join(t, NULL));
	EXPECT_EQ(1, w->got);
	for (i = 0; i < n; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		EXPECT_EQ(i, cqe.user_data);
		EXPECT_EQ(i ? 0 : 1, cqe.res);
	}
	io_uring_queue_exit(&ring);
	close(sv[0]);
	close(sv[1]);
}

/*
 * A submission keeps the CPU until its batch is done (patch 214), as
 * upstream's does on a kernel without preemption (ours): the thread its
 * first SQE woke runs once io_uring_enter() returns, and finds the SQ
 * head past all 33 SQEs and every CQE posted.  A preemptible kernel
 * switches to it at the wakeup, and one with voluntary preemption
 * (Debian's 5.10) at the next might_sleep() of the batch.
 */
TEST(batch_keeps_the_cpu_from_a_task_it_woke)
{
	struct woken w = { 0 };

	submit_waking_batch(_metadata, &w, 33);
	EXPECT_EQ(33, w.sq_head);
	EXPECT_EQ(33, w.cq_tail);
}

/*
 * A batch of 300 gives the CPU up after its 256th SQE (kernels without
 * preemption need it: some SQEs are slow), once those 256 are consumed
 * and their CQEs posted: the woken thread sees 256 of each.
 */
TEST(long_batch_yields_with_its_ring_consistent)
{
	struct woken w = { 0 };

	submit_waking_batch(_metadata, &w, 300);
	EXPECT_EQ(256, w.sq_head);
	EXPECT_EQ(256, w.cq_tail);
}

/* The SQ thread batches what it submits too. */
TEST(sqpoll_ring_reads)
{
	struct io_uring_params p = { .flags = IORING_SETUP_SQPOLL };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	char *buf;
	int fd, i, ret;

	NEED_OP(IORING_OP_READ);
	ret = io_uring_queue_init_params(NR, &ring, &p);
	if (ret == -EPERM)
		SKIP(return, "SQPOLL needs privileges here");
	ASSERT_EQ(0, ret);
	fd = cached_pattern_file("completion-batch-sq");
	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	buf = aligned_buf(LEN);
	ASSERT_NE(NULL, buf);
	ASSERT_EQ(0, io_uring_register_files(&ring, &fd, 1));
	for (i = 0; i < NR; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

		io_uring_prep_read(sqe, 0, buf + (size_t)i * BS, BS,
				   (off_t)i * BS);
		sqe->flags = IOSQE_FIXED_FILE;
		sqe->user_data = i;
	}
	ASSERT_LE(0, io_uring_submit(&ring));
	/* The thread may take the SQEs in several goes: order by user_data. */
	for (i = 0; i < NR; i++) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		ASSERT_GT(NR, cqe.user_data);
		EXPECT_EQ(BS, cqe.res);
		EXPECT_EQ(-1, check_pattern(buf + cqe.user_data * BS, BS, 7,
					    cqe.user_data * BS));
	}
	free(buf);
	close(fd);
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
