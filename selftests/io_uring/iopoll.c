// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_SETUP_IOPOLL: O_DIRECT reads and writes polled to completion on
 * the raw NVMe namespace (READV/WRITEV and READ_FIXED/WRITE_FIXED) and on
 * xfs, every byte read back, and the block layer's poll counters prove
 * that the driver was polled; v5.4's errno for what cannot poll; a ring released or
 * registered with polled I/O in flight still reaps it, a request drained
 * behind polled I/O that nobody reaps is cancelled at once when its
 * process exits and does not keep its ring, and a signal ends the wait
 * for polled completions.
 */
#include <poll.h>
#include <signal.h>
#include <sys/time.h>

#include "helpers.h"

#define NR	8
#define LEN	(256 * 1024)
#define STRIDE	(2 * LEN)	/* no two requests merge */

/*
 * NR writes of LEN bytes at distinct offsets, then NR reads of them, all
 * polled; every CQE is checked and every byte compared.
 */
static int write_read_polled(struct io_uring *ring, int fd, int fixed)
{
	struct iovec v[NR];
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	unsigned int seen = 0;
	char *buf = aligned_buf(NR * LEN);

	if (!buf)
		return 1;
	for (int i = 0; i < NR; i++) {
		v[i].iov_base = buf + i * LEN;
		v[i].iov_len = LEN;
	}
	if (fixed && io_uring_register_buffers(ring, v, NR))
		return 2;
	for (int pass = 0; pass < 2; pass++) {
		if (pass == 0)
			for (int i = 0; i < NR; i++)
				fill_pattern(v[i].iov_base, LEN, 31, i * STRIDE);
		else
			memset(buf, 0, NR * LEN);
		for (int i = 0; i < NR; i++) {
			sqe = io_uring_get_sqe(ring);
			prep_rw(sqe, fd, pass == 0, fixed ? i : -1, &v[i],
				i * STRIDE);
			sqe->user_data = 100 * pass + i;
		}
		if (io_uring_submit(ring) != NR)
			return 3;
		seen = 0;
		for (int i = 0; i < NR; i++) {
			if (wait_one(ring, &cqe))
				return 4;
			if (cqe.res != LEN || cqe.user_data / 100 != pass) {
				fprintf(stderr, "# cqe %llu res %d\n",
					(unsigned long long)cqe.user_data,
					cqe.res);
				return 5;
			}
			seen |= 1U << (cqe.user_data % 100);
		}
		if (seen != (1U << NR) - 1)
			return 6;
	}
	for (int i = 0; i < NR; i++)
		if (check_pattern(v[i].iov_base, LEN, 31, i * STRIDE) != -1)
			return 7;
	if (fixed)
		io_uring_unregister_buffers(ring);
	free(buf);
	return 0;
}

FIXTURE(iopoll) {
	struct io_uring ring;
};

FIXTURE_SETUP(iopoll)
{
	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, IORING_SETUP_IOPOLL));
}

FIXTURE_TEARDOWN(iopoll)
{
	io_uring_queue_exit(&self->ring);
}

TEST_F(iopoll, raw_nvme_readv_writev)
{
	int fd = open(RAW_DEV, O_RDWR | O_DIRECT);

	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	EXPECT_EQ(0, write_read_polled(&self->ring, fd, 0));
	close(fd);
}

TEST_F(iopoll, raw_nvme_fixed_buffers)
{
	int fd = open(RAW_DEV, O_RDWR | O_DIRECT);

	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	EXPECT_EQ(0, write_read_polled(&self->ring, fd, 1));
	close(fd);
}

/*
 * Polled 4 KiB reads of @fd, one at a time, until the driver's poll
 * counter of @dev moved past @before, at most @max: under TCG a request
 * is often complete (by interrupt) before anyone polls, so one request
 * proves nothing.  The reads it took, or -1 if one failed.
 */
static int reads_until_polled(struct io_uring *ring, int fd, const char *dev,
			      long before, int max)
{
	char *buf = aligned_buf(4096);
	struct iovec v = { buf, 4096 };
	struct io_uring_cqe cqe;
	int i;

	if (!buf)
		return -1;
	for (i = 0; i < max && poll_invoked(dev) <= before; i++) {
		io_uring_prep_readv(io_uring_get_sqe(ring), fd, &v, 1,
				    (i % 64) * 4096);
		if (io_uring_submit(ring) != 1 || wait_one(ring, &cqe) ||
		    cqe.res != 4096) {
			i = -1;
			break;
		}
	}
	free(buf);
	return i;
}

/* xfs polls through iomap: new blocks written, then read back. */
TEST_F(iopoll, xfs_file)
{
	const char *dev = dev_of(XFS_DIR);
	char path[PATH_MAX];
	long before;
	int fd;

	if (!dev)
		SKIP(return, "no xfs on %s", XFS_DIR);
	if (no_poll_counter(dev))
		SKIP(return, "%s", no_poll_counter(dev));
	snprintf(path, sizeof(path), "%s/iopoll.XXXXXX", XFS_DIR);
	fd = mkostemp(path, O_DIRECT);
	ASSERT_GE(fd, 0);
	before = poll_invoked(dev);
	EXPECT_EQ(0, write_read_polled(&self->ring, fd, 0));
	EXPECT_EQ(0, write_read_polled(&self->ring, fd, 1));
	/* Polling an xfs request reached the driver. */
	EXPECT_LE(0, reads_until_polled(&self->ring, fd, dev, before, 2000));
	EXPECT_GT(poll_invoked(dev), before);
	close(fd);
	unlink(path);
}

/* Polling a block device request reaches the driver. */
TEST_F(iopoll, raw_nvme_driver_is_polled)
{
	int fd = open(RAW_DEV, O_RDONLY | O_DIRECT);
	long before;
	int reads;

	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	if (no_poll_counter(RAW_DEV))
		SKIP(close(fd), "%s", no_poll_counter(RAW_DEV));
	before = poll_invoked(RAW_DEV);
	reads = reads_until_polled(&self->ring, fd, RAW_DEV, before, 2000);
	printf("# the driver was polled within %d reads\n", reads);
	EXPECT_LE(0, reads);
	EXPECT_GT(poll_invoked(RAW_DEV), before);
	close(fd);
}

/* v5.4: -EOPNOTSUPP for what cannot poll, -EINVAL for other opcodes. */
TEST_F(iopoll, rejects_as_v54)
{
	static struct __kernel_timespec ts = { .tv_sec = 1 };
	static char buf[4096] __attribute__((aligned(4096)));
	struct iovec v = { buf, sizeof(buf) };
	struct msghdr msg = { 0 };
	struct io_uring *r = &self->ring;
	struct io_uring_sqe *sqe;
	int p[2], fd;

	/* Buffered I/O cannot poll. */
	fd = open("/proc/self/stat", O_RDONLY);
	ASSERT_GE(fd, 0);
	sqe = io_uring_get_sqe(r);
	io_uring_prep_readv(sqe, fd, &v, 1, 0);
	EXPECT_EQ(-EOPNOTSUPP, submit_res(r, sqe));
	close(fd);

	/* A pipe in packet mode is O_DIRECT, but has no FMODE_IOPOLL. */
	ASSERT_EQ(0, pipe2(p, O_DIRECT));
	sqe = io_uring_get_sqe(r);
	io_uring_prep_readv(sqe, p[0], &v, 1, 0);
	EXPECT_EQ(-EOPNOTSUPP, submit_res(r, sqe));

	io_uring_prep_nop(sqe = io_uring_get_sqe(r));
	EXPECT_EQ(-EINVAL, submit_res(r, sqe));
	io_uring_prep_poll_add(sqe = io_uring_get_sqe(r), p[0], POLLIN);
	EXPECT_EQ(-EINVAL, submit_res(r, sqe));
	io_uring_prep_poll_remove(sqe = io_uring_get_sqe(r), 1);
	EXPECT_EQ(-EINVAL, submit_res(r, sqe));
	io_uring_prep_fsync(sqe = io_uring_get_sqe(r), p[1], 0);
	EXPECT_EQ(-EINVAL, submit_res(r, sqe));
	io_uring_prep_timeout(sqe = io_uring_get_sqe(r), &ts, 0, 0);
	EXPECT_EQ(-EINVAL, submit_res(r, sqe));
	io_uring_prep_sendmsg(sqe = io_uring_get_sqe(r), p[1], &msg, 0);
	EXPECT_EQ(-EINVAL, submit_res(r, sqe));
	close(p[0]);
	close(p[1]);
}

/* Registering quiesces the ring: polled I/O in flight is reaped. */
TEST_F(iopoll, register_with_io_in_flight)
{
	struct io_uring_cqe c[NR];
	struct iovec v[NR], one;
	char *buf = aligned_buf(NR * LEN);
	int fd = open(RAW_DEV, O_RDONLY | O_DIRECT);

	if (fd < 0)
		SKIP(return, "no %s", RAW_DEV);
	ASSERT_NE(NULL, buf);
	for (int i = 0; i < NR; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);

		v[i].iov_base = buf + i * LEN;
		v[i].iov_len = LEN;
		io_uring_prep_readv(sqe, fd, &v[i], 1, i * LEN);
		sqe->user_data = i;
	}
	ASSERT_EQ(NR, io_uring_submit(&self->ring));
	one = v[0];
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &one, 1));
	ASSERT_EQ(NR, io_uring_cq_ready(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, NR));
	for (int i = 0; i < NR; i++)
		EXPECT_EQ(LEN, c[i].res);
	close(fd);
	free(buf);
}

/* Sixteen polled reads of the raw namespace, never reaped. */
static int arm_reads(struct io_uring *ring)
{
	static struct iovec v[16];
	char *buf = aligned_buf(16 * LEN);
	int fd = open(RAW_DEV, O_RDONLY | O_DIRECT);

	if (!buf || fd < 0)
		return 1;
	for (int i = 0; i < 16; i++) {
		v[i].iov_base = buf + i * LEN;
		v[i].iov_len = LEN;
		io_uring_prep_readv(io_uring_get_sqe(ring), fd, &v[i], 1,
				    i * LEN);
	}
	return io_uring_submit(ring) != 16;
}

/*
 * A process exits with polled reads in flight and never reaps them: the
 * ring's teardown polls them to completion and frees the ring.
 */
TEST(exit_with_io_in_flight)
{
	if (access(RAW_DEV, R_OK))
		SKIP(return, "no %s", RAW_DEV);
	EXPECT_EQ(0, ring_freed_after_exit(IORING_SETUP_IOPOLL, arm_reads));
}

/*
 * Fifteen reads as arm_reads() queues them, not even polled once
 * (liburing's submit would poll), then a READV of the ring's own descriptor
 * with IOSQE_IO_DRAIN: it fails its prep (a ring cannot poll) but, held
 * back behind the reads, it holds the ring's file until its turn.
 */
static int arm_reads_then_drain_on_ring(struct io_uring *ring)
{
	static struct iovec v[16];
	char *buf = aligned_buf(16 * LEN);
	int fd = open(RAW_DEV, O_RDONLY | O_DIRECT);
	struct io_uring_sqe *sqe;

	if (!buf || fd < 0)
		return 1;
	for (int i = 0; i < 16; i++) {
		v[i].iov_base = buf + i * LEN;
		v[i].iov_len = LEN;
		sqe = io_uring_get_sqe(ring);
		io_uring_prep_readv(sqe, i < 15 ? fd : ring->ring_fd, &v[i],
				    1, i * LEN);
		sqe->user_data = i;
	}
	sqe->flags |= IOSQE_IO_DRAIN;
	io_uring_smp_store_release(ring->sq.ktail, ring->sq.sqe_tail);
	ring->sq.sqe_head = ring->sq.sqe_tail;
	return sys_enter(ring->ring_fd, 16, 0, 0, NULL, 0) != 16;
}

/*
 * When its process exits, the drained request is cancelled at once, not
 * when the reads that nobody polls complete, which would be never: the
 * request holds the ring, and nothing else does (upstream b7ddce3cbf01).
 */
TEST(exit_with_a_drain_on_the_ring_behind_polled_io)
{
	if (access(RAW_DEV, R_OK))
		SKIP(return, "no %s", RAW_DEV);
	EXPECT_EQ(0, ring_freed_after_exit(IORING_SETUP_IOPOLL,
					   arm_reads_then_drain_on_ring));
}

/*
 * The same on a ring we share with the child: its exit cancels its
 * drained READV at once, whose CQE (the error of its prep) we find in
 * the CQ ring without entering the kernel, while its polled reads wait
 * for somebody to reap them.
 */
TEST(exit_cancels_a_drain_behind_polled_io_at_once)
{
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	unsigned int head;
	int found = 0, res = 0, status;
	long end;
	pid_t pid;

	if (access(RAW_DEV, R_OK))
		SKIP(return, "no %s", RAW_DEV);
	ASSERT_EQ(0, io_uring_queue_init(16, &ring, IORING_SETUP_IOPOLL));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid)
		_exit(arm_reads_then_drain_on_ring(&ring) ? 1 : 0);
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	end = now_ms() + 5000;
	while (!found && now_ms() < end) {
		io_uring_for_each_cqe(&ring, head, cqe) {
			if (cqe->user_data == 15) {
				found = 1;
				res = cqe->res;
			}
		}
		usleep(10 * 1000);
	}
	EXPECT_EQ(1, found);
	EXPECT_EQ(-EOPNOTSUPP, res);
	io_uring_queue_exit(&ring);
}

static volatile sig_atomic_t alarms;

static void on_alarm(int sig)
{
	alarms++;
}

/*
 * Four polled reads of 32 KiB from the slow disk take seconds: the
 * first passes the throttle at once, each other waits for it to drain.
 * Waiting for them with io_uring_enter(GETEVENTS), as liburing does
 * (reap what came, enter again for the rest), a SIGALRM every 200 ms
 * ends a wait with -EINTR (upstream dc314886cb3d, patch 151; before,
 * the task kept polling, and every call returned 0, until the reads
 * completed).  The reads complete anyway, each whole: zeros over the
 * 0xaa put there.  A disk that reads it all before the first signal is
 * not slow: SKIP.
 */
TEST_F(iopoll, signal_ends_the_wait_for_completions)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	struct itimerval it = {
		.it_value.tv_usec = 200 * 1000,
		.it_interval.tv_usec = 200 * 1000,
	}, off = { 0 };
	struct io_uring_cqe c[4], *cqe;
	unsigned int got = 0, seen = 0;
	char *buf = aligned_buf(4 * 32768);
	int fd = open(SLOW_DEV, O_RDONLY | O_DIRECT);
	int ret, err;

	if (fd < 0)
		SKIP(return, "no %s", SLOW_DEV);
	ASSERT_NE(NULL, buf);
	memset(buf, 0xaa, 4 * 32768);
	for (int i = 0; i < 4; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);

		/* Apart, so that the plug does not merge them. */
		io_uring_prep_read(sqe, fd, buf + i * 32768, 32768, i << 20);
		sqe->user_data = i;
	}
	ASSERT_EQ(4, io_uring_submit(&self->ring));
	ASSERT_EQ(0, sigaction(SIGALRM, &sa, NULL));
	/* Periodic: one may come while the loop is out of the kernel. */
	ASSERT_EQ(0, setitimer(ITIMER_REAL, &it, NULL));
	do {
		ret = syscall(__NR_io_uring_enter, self->ring.ring_fd, 0,
			      4 - got, IORING_ENTER_GETEVENTS, NULL, 0);
		err = errno;
		while (got < 4 && !io_uring_peek_cqe(&self->ring, &cqe)) {
			c[got++] = *cqe;
			io_uring_cqe_seen(&self->ring, cqe);
		}
	} while (ret >= 0 && got < 4);
	ASSERT_EQ(0, setitimer(ITIMER_REAL, &off, NULL));
	signal(SIGALRM, SIG_DFL);
	if (got == 4 && !alarms)
		SKIP(return, "%s read 128 KiB within 200 ms", SLOW_DEV);
	EXPECT_EQ(-1, ret);
	EXPECT_EQ(EINTR, err);
	EXPECT_GT(4, got);

	if (got < 4)
		ASSERT_EQ(0, wait_n(&self->ring, c + got, 4 - got));
	for (int i = 0; i < 4; i++) {
		EXPECT_EQ(32768, c[i].res);
		seen |= 1U << c[i].user_data;
	}
	EXPECT_EQ(0xf, seen);
	/* Read k is at k MiB of the device, which holds SLOW_TEXT. */
	for (int i = 0; i < 4 * 32768; i++) {
		off_t off = ((off_t)(i / 32768) << 20) + i % 32768;
		char want = SLOW_TEXT[off % strlen(SLOW_TEXT)];

		if (buf[i] != want) {
			EXPECT_EQ(want, buf[i]);
			break;
		}
	}
	close(fd);
	free(buf);
}

TEST_HARNESS_MAIN
