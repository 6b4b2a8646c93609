// SPDX-License-Identifier: GPL-2.0
/*
 * Many requests at once, and rings that go away while requests are still
 * in flight: every CQE arrives exactly once, and a ring closed or left
 * behind by an exiting process gives back its files and its memory.
 */
#include <poll.h>
#include <sys/inotify.h>
#include <time.h>

#include "helpers.h"

#define NR_REQS	1000
#define BLK	4096

/* user_data: kind << 32 | index */
enum { K_NOP, K_BUF_READ, K_DIO_READ, K_BUF_WRITE };

TEST(thousand_requests_in_flight_each_complete_exactly_once)
{
	static unsigned char seen[NR_REQS];
	static struct iovec iov[NR_REQS];
	unsigned char *bufs = aligned_buf((size_t)NR_REQS * BLK);
	char path[256];
	struct io_uring ring;
	int fd, dfd, i, got = 0;

	fd = test_file("inflight", 0, path, sizeof(path));
	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	ASSERT_TRUE(bufs != NULL);
	/* The first half of the file holds the pattern for the reads. */
	fill_pattern(bufs, (size_t)NR_REQS * BLK, 5, 0);
	ASSERT_EQ((ssize_t)NR_REQS * BLK, pwrite(fd, bufs, (size_t)NR_REQS * BLK, 0));
	ASSERT_EQ(0, fsync(fd));
	ASSERT_EQ(0, drop_caches());
	memset(bufs, 0, (size_t)NR_REQS * BLK);
	dfd = open(path, O_RDWR | O_DIRECT);
	ASSERT_GE(dfd, 0);

	ASSERT_EQ(0, io_uring_queue_init(1024, &ring, 0));
	for (i = 0; i < NR_REQS; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);
		int kind = i % 4;

		ASSERT_TRUE(sqe != NULL);
		iov[i].iov_base = bufs + (size_t)i * BLK;
		iov[i].iov_len = BLK;
		switch (kind) {
		case K_NOP:
			io_uring_prep_nop(sqe);
			break;
		case K_BUF_READ:
			io_uring_prep_readv(sqe, fd, &iov[i], 1, (off_t)i * BLK);
			break;
		case K_DIO_READ:
			io_uring_prep_readv(sqe, dfd, &iov[i], 1, (off_t)i * BLK);
			break;
		case K_BUF_WRITE:
			/* Beyond the read area, so reads see the pattern. */
			fill_pattern(iov[i].iov_base, BLK, 6, (off_t)i * BLK);
			io_uring_prep_writev(sqe, fd, &iov[i], 1,
					     (off_t)(NR_REQS + i) * BLK);
			break;
		}
		sqe->user_data = ((uint64_t)kind << 32) | i;
	}
	ASSERT_EQ(NR_REQS, io_uring_submit(&ring));

	while (got < NR_REQS) {
		struct io_uring_cqe cqe;
		int idx, kind;

		ASSERT_EQ(0, wait_one(&ring, &cqe));
		idx = cqe.user_data & 0xffffffff;
		kind = cqe.user_data >> 32;
		ASSERT_LT(idx, NR_REQS);
		ASSERT_EQ(idx % 4, kind);
		EXPECT_EQ(0, seen[idx]);
		seen[idx]++;
		got++;
		EXPECT_EQ(kind == K_NOP ? 0 : BLK, cqe.res);
		if (kind == K_BUF_READ || kind == K_DIO_READ)
			EXPECT_EQ(-1, check_pattern(iov[idx].iov_base, BLK, 5,
						    (off_t)idx * BLK));
	}
	/* Nothing extra: no CQE left over, none lost. */
	EXPECT_EQ(0, io_uring_cq_ready(&ring));
	EXPECT_EQ(0, *ring.cq.koverflow);
	for (i = 0; i < NR_REQS; i++)
		EXPECT_EQ(1, seen[i]);
	/* The writes landed. */
	for (i = 3; i < NR_REQS; i += 4) {
		unsigned char b[BLK];

		ASSERT_EQ(BLK, pread(fd, b, BLK, (off_t)(NR_REQS + i) * BLK));
		EXPECT_EQ(-1, check_pattern(b, BLK, 6, (off_t)i * BLK));
	}
	io_uring_queue_exit(&ring);
	close(dfd);
	close(fd);
	unlink(path);
}

/*
 * Ring teardown is asynchronous, so the memory of a ring dropped a moment
 * ago may still be charged: retry ENOMEM for a bounded while.
 */
static int ring_init_retry(unsigned int entries, struct io_uring *ring)
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };
	int ret, tries;

	for (tries = 0; tries < 500; tries++) {
		ret = io_uring_queue_init(entries, ring, 0);
		if (ret != -ENOMEM)
			break;
		nanosleep(&ts, NULL);
	}
	return ret;
}

/*
 * Queue reads that cannot finish yet (an empty pipe) and reads of cold
 * data, then drop the ring.  Each request holds a reference to its file;
 * inotify reports the data file closed only once every request let go.
 */
static void queue_and_abandon(struct __test_metadata *_metadata,
			      const char *path, int pipe_rd, int exit_after)
{
	static struct iovec iov[64];
	static unsigned char buf[64][BLK];
	struct io_uring ring;
	int fd, i;

	fd = open(path, O_RDONLY);
	ASSERT_GE(fd, 0);
	ASSERT_EQ(0, ring_init_retry(64, &ring));
	for (i = 0; i < 64; i++) {
		iov[i].iov_base = buf[i];
		iov[i].iov_len = BLK;
		if (i % 8 == 0)
			io_uring_prep_readv(io_uring_get_sqe(&ring), pipe_rd,
					    &iov[i], 1, 0);
		else
			io_uring_prep_readv(io_uring_get_sqe(&ring), fd,
					    &iov[i], 1, (off_t)i * BLK);
	}
	ASSERT_EQ(64, io_uring_submit(&ring));
	if (exit_after)
		_exit(0);	/* the kernel cleans up after us */
	io_uring_queue_exit(&ring);
	close(fd);
}

static int wait_close_event(int ifd, int timeout_ms)
{
	struct pollfd pfd = { .fd = ifd, .events = POLLIN };
	char ev[4096];

	if (poll(&pfd, 1, timeout_ms) != 1)
		return -1;
	return read(ifd, ev, sizeof(ev)) > 0 ? 0 : -1;
}

static void make_data_file(struct __test_metadata *_metadata, char *path,
			   size_t len)
{
	static unsigned char buf[64 * BLK];
	int fd = test_file("abandon", 0, path, len);

	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	fill_pattern(buf, sizeof(buf), 1, 0);
	ASSERT_EQ((ssize_t)sizeof(buf), write(fd, buf, sizeof(buf)));
	close(fd);
	ASSERT_EQ(0, drop_caches());
}

TEST(closed_ring_with_requests_in_flight_releases_their_files)
{
	char path[256];
	int p[2], ifd;

	make_data_file(_metadata, path, sizeof(path));
	ASSERT_EQ(0, pipe(p));
	ifd = inotify_init1(IN_NONBLOCK);
	ASSERT_GE(ifd, 0);
	ASSERT_GE(inotify_add_watch(ifd, path, IN_CLOSE_NOWRITE), 0);

	queue_and_abandon(_metadata, path, p[0], 0);
	/* The pipe reads finish with EOF once no writer is left. */
	close(p[1]);
	close(p[0]);
	EXPECT_EQ(0, wait_close_event(ifd, 30000));
	unlink(path);
}

TEST(exiting_process_with_requests_in_flight_releases_their_files)
{
	char path[256];
	int p[2], ifd, status;
	pid_t pid;

	make_data_file(_metadata, path, sizeof(path));
	ASSERT_EQ(0, pipe(p));
	ifd = inotify_init1(IN_NONBLOCK);
	ASSERT_GE(ifd, 0);
	ASSERT_GE(inotify_add_watch(ifd, path, IN_CLOSE_NOWRITE), 0);

	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		close(p[1]);
		queue_and_abandon(_metadata, path, p[0], 1);
	}
	close(p[0]);
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_EQ(0, WEXITSTATUS(status));
	close(p[1]);
	EXPECT_EQ(0, wait_close_event(ifd, 30000));
	unlink(path);
}

/*
 * Ring memory is charged to RLIMIT_MEMLOCK up to 5.11.  With room for one
 * ring only, creating and dropping rings with requests in flight many
 * times works only if every dropped ring gives its charge back.  From
 * 5.12 on (IORING_FEAT_NATIVE_WORKERS) they take no room at all.
 */
TEST(closed_rings_with_requests_in_flight_give_back_their_memory)
{
	struct rlimit rl;
	char path[256];
	int i, p[2];

	make_data_file(_metadata, path, sizeof(path));
	ASSERT_EQ(0, become_nobody());
	/* A 64-entry ring takes two pages: room for one, not two. */
	rl.rlim_cur = rl.rlim_max = native_workers() ? 0 : 3 * 4096;
	ASSERT_EQ(0, setrlimit(RLIMIT_MEMLOCK, &rl));

	for (i = 0; i < 40; i++) {
		ASSERT_EQ(0, pipe(p));
		queue_and_abandon(_metadata, path, p[0], 0);
		close(p[1]);
		close(p[0]);
	}
}

/*
 * The ring's charge goes back when the ring is released, not when its
 * last request lets it be freed: with room for one ring, a ring closed
 * with a read waiting in a worker is followed at once by a new one, with
 * no retry (upstream 309fc03a3284).  From 5.12 on, with no room at all.
 */
TEST(released_ring_gives_its_memlock_charge_back_at_once)
{
	static char buf[1];
	int status;
	pid_t pid;

	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		struct rlimit rl = { 3 * 4096, 3 * 4096 };
		struct io_uring ring;
		/* From 5.12 on rings take no room at all. */
		if (native_workers())
			rl.rlim_cur = rl.rlim_max = 0;
		struct io_uring_sqe *sqe;
		int i, p[2];

		if (pipe(p) || become_nobody() ||
		    setrlimit(RLIMIT_MEMLOCK, &rl))
			_exit(2);
		/* A 64-entry ring takes two pages: room for one, not two. */
		for (i = 0; i < 20; i++) {
			if (io_uring_queue_init(64, &ring, 0))
				_exit(10);
			sqe = io_uring_get_sqe(&ring);
			io_uring_prep_read(sqe, p[0], buf, 1, 0);
			sqe->flags |= IOSQE_ASYNC;
			if (io_uring_submit(&ring) != 1)
				_exit(3);
			io_uring_queue_exit(&ring);
		}
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	/* 10: a new ring did not fit (ENOMEM). */
	EXPECT_EQ(0, WEXITSTATUS(status));
}

TEST_HARNESS_MAIN
