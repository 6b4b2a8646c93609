// SPDX-License-Identifier: GPL-2.0
/*
 * Every way a process can leave its rings frees them: with a read blocked
 * in a worker on a pipe only the ring holds (the worker holds the mm, the
 * mm the ring's mapping, the ring the pipe), with a poll on the ring's own
 * descriptor or two rings polling each other, and with threads submitting
 * while the ring is closed and the process exits; at the exit, or closed
 * before it (unmapped then closed, closed and left mapped, and for the
 * polls closed then unmapped too), or through an exec.  Each ring registers a
 * UDP socket that nothing else holds: the socket count in
 * /proc/net/sockstat comes back only when every ring was freed.
 */
#include <poll.h>
#include <pthread.h>

#include "helpers.h"

/*
 * Run @child in @n processes that each get a UDP socket to register;
 * 0 when all exited and every socket (so every ring) was freed within
 * 10 s, -1 when a child failed, else the number of sockets left.
 */
static int rings_freed_after(int n, int (*child)(int sock))
{
	int base = sockets_used(), status, left, i;

	if (base < 0)
		return -1;
	for (i = 0; i < n; i++) {
		int s = socket(AF_INET, SOCK_DGRAM, 0);
		pid_t pid;

		if (s < 0)
			return -1;
		pid = fork();
		if (!pid)
			_exit(child(s));
		close(s);
		if (waitpid(pid, &status, 0) != pid)
			return -1;
		/* Killed is fine (threads racing with munmap); failed is not. */
		if (WIFEXITED(status) && WEXITSTATUS(status))
			return -1;
	}
	left = wait_sockets_used(base, 10000);
	return left == base ? 0 : left - base;
}

/*
 * How a child leaves its rings: open at its exit, or closed before it
 * exits, unmapped first (as io_uring_queue_exit() does) or closed first,
 * so that the last reference other than a request's is a mapping.
 */
static enum {
	AT_EXIT, UNMAP_THEN_CLOSE, CLOSE_THEN_UNMAP, CLOSE_KEEP_MAPPED, EXEC
} leave;

static void leave_ring(struct io_uring *ring)
{
	switch (leave) {
	case AT_EXIT:
		break;
	case UNMAP_THEN_CLOSE:
		io_uring_queue_exit(ring);
		break;
	case CLOSE_THEN_UNMAP:
		close(ring->ring_fd);
		/* Unmaps; its close of the descriptor gets EBADF. */
		io_uring_queue_exit(ring);
		break;
	case CLOSE_KEEP_MAPPED:
		close(ring->ring_fd);
		break;
	case EXEC:
		/* The ring's descriptor is O_CLOEXEC; the mapping goes too. */
		execl("/bin/sh", "sh", "-c", "exit 0", (char *)NULL);
		_exit(9);
	}
}

/* READV on a pipe whose two ends only the ring's file table holds. */
static int read_blocked_on_registered_pipe(int s)
{
	static char buf[16];
	struct iovec v = { buf, sizeof(buf) };
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	int fds[3], p[2];

	if (io_uring_queue_init(4, &ring, 0) || pipe(p))
		return 1;
	fds[0] = s;
	fds[1] = p[0];
	fds[2] = p[1];
	if (io_uring_register_files(&ring, fds, 3))
		return 2;
	close(p[0]);
	close(p[1]);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_readv(sqe, 1, &v, 1, 0);
	sqe->flags = IOSQE_FIXED_FILE;
	if (io_uring_submit(&ring) != 1)
		return 3;
	/* Let the worker block in pipe_read(). */
	usleep(100000);
	leave_ring(&ring);
	return 0;
}

TEST(exit_with_read_blocked_on_registered_pipe)
{
	EXPECT_EQ(0, rings_freed_after(1, read_blocked_on_registered_pipe));
}

/*
 * The same ring closed before the exit: its release must cancel the
 * read, or it waits for the worker, which waits for the pipe, for good
 * (patch 55).
 */
TEST(closed_with_read_blocked_on_registered_pipe)
{
	leave = UNMAP_THEN_CLOSE;
	EXPECT_EQ(0, rings_freed_after(1, read_blocked_on_registered_pipe));
}

/*
 * Closed but still mapped at the exit: no close at the exit reaches the
 * ring, and the worker's reference to the mm kept the mapping, so the
 * ring, the mm and the worker (patch 66).
 */
TEST(closed_mapped_exit_with_read_blocked_on_registered_pipe)
{
	leave = CLOSE_KEEP_MAPPED;
	EXPECT_EQ(0, rings_freed_after(1, read_blocked_on_registered_pipe));
}

/* The same through an exec, which leaves the mm with the ring open. */
TEST(exec_with_read_blocked_on_registered_pipe)
{
	if (access("/bin/sh", X_OK))
		SKIP(return, "no /bin/sh to exec");
	leave = EXEC;
	EXPECT_EQ(0, rings_freed_after(1, read_blocked_on_registered_pipe));
}

/* A poll on the ring's own descriptor, left armed at exit. */
static int poll_on_own_ring(int s)
{
	struct io_uring ring;

	if (io_uring_queue_init(4, &ring, 0) ||
	    io_uring_register_files(&ring, &s, 1))
		return 1;
	io_uring_prep_poll_add(io_uring_get_sqe(&ring), ring.ring_fd, POLLIN);
	if (io_uring_submit(&ring) != 1)
		return 2;
	leave_ring(&ring);
	return 0;
}

TEST(exit_with_poll_on_own_ring)
{
	EXPECT_EQ(0, rings_freed_after(1, poll_on_own_ring));
}

/* Closed, then unmapped: the last munmap finds the ring unreachable. */
TEST(closed_then_unmapped_with_poll_on_own_ring)
{
	leave = CLOSE_THEN_UNMAP;
	EXPECT_EQ(0, rings_freed_after(1, poll_on_own_ring));
}

/* Two rings, each polling the other's descriptor. */
static int rings_polling_each_other(int s)
{
	struct io_uring a, b;

	if (io_uring_queue_init(4, &a, 0) || io_uring_queue_init(4, &b, 0) ||
	    io_uring_register_files(&a, &s, 1))
		return 1;
	io_uring_prep_poll_add(io_uring_get_sqe(&a), b.ring_fd, POLLIN);
	io_uring_prep_poll_add(io_uring_get_sqe(&b), a.ring_fd, POLLIN);
	if (io_uring_submit(&a) != 1 || io_uring_submit(&b) != 1)
		return 2;
	leave_ring(&a);
	leave_ring(&b);
	return 0;
}

TEST(exit_with_rings_polling_each_other)
{
	EXPECT_EQ(0, rings_freed_after(1, rings_polling_each_other));
}

/*
 * Both closed before the exit, so the exit has no descriptor to cancel
 * through: each is held only by the other's poll (patch 56).
 */
TEST(closed_rings_polling_each_other)
{
	leave = UNMAP_THEN_CLOSE;
	EXPECT_EQ(0, rings_freed_after(1, rings_polling_each_other));
}

TEST(closed_then_unmapped_rings_polling_each_other)
{
	leave = CLOSE_THEN_UNMAP;
	EXPECT_EQ(0, rings_freed_after(1, rings_polling_each_other));
}

struct submitter {
	struct io_uring *ring;
	pthread_mutex_t *lock;
	int pipe_rd, file, id;
};

/*
 * Submit READV of a file, POLL_ADD on a pipe nobody writes to and an
 * hour-long TIMEOUT, in a loop, until the process exits.
 */
static void *submit_loop(void *arg)
{
	static struct __kernel_timespec hour = { .tv_sec = 3600 };
	struct submitter *t = arg;
	char buf[512];
	struct iovec v = { buf, sizeof(buf) };

	for (unsigned int i = 0;; i++) {
		struct io_uring_sqe *sqe;

		pthread_mutex_lock(t->lock);
		sqe = io_uring_get_sqe(t->ring);
		if (sqe) {
			switch ((i + t->id) % 3) {
			case 0:
				io_uring_prep_readv(sqe, t->file, &v, 1, 0);
				break;
			case 1:
				io_uring_prep_poll_add(sqe, t->pipe_rd,
						       POLLIN);
				break;
			default:
				io_uring_prep_timeout(sqe, &hour, 0, 0);
			}
			io_uring_submit(t->ring);
		}
		/* Reap what is there, so the CQ ring does not fill up. */
		io_uring_cq_advance(t->ring, io_uring_cq_ready(t->ring));
		pthread_mutex_unlock(t->lock);
	}
	return NULL;
}

/* Eight threads submit while the main thread closes the ring and exits. */
static int threads_racing_with_close(int s)
{
	static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
	static struct submitter t[8];
	static struct io_uring ring;
	pthread_t th;
	int p[2], file;

	file = open("/proc/self/exe", O_RDONLY);
	if (file < 0 || pipe(p) || io_uring_queue_init(64, &ring, 0) ||
	    io_uring_register_files(&ring, &s, 1))
		return 1;
	for (int i = 0; i < 8; i++) {
		t[i] = (struct submitter){ &ring, &lock, p[0], file, i };
		if (pthread_create(&th, NULL, submit_loop, &t[i]))
			return 2;
	}
	usleep(20000 + (getpid() % 7) * 5000);
	/* Close only the descriptor: the threads go on using the mapping. */
	close(ring.ring_fd);
	usleep(getpid() % 3 * 1000);
	return 0;
}

TEST_TIMEOUT(threads_submitting_while_ring_closed, 300)
{
	int left = rings_freed_after(40, threads_racing_with_close);

	EXPECT_EQ(0, left);
}

TEST_HARNESS_MAIN
