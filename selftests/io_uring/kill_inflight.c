// SPDX-License-Identifier: GPL-2.0
/*
 * A process killed (SIGKILL) while requests of the 5.6 opcodes are in
 * flight: OPENAT blocked on a FIFO in a worker that borrows its file
 * table, CLOSE, EPOLL_CTL and FILES_UPDATE behind a blocked link or racing
 * the kill, SEND and RECV waiting for room and data, requests that run
 * with a registered personality, and two rings sharing their workers
 * (ATTACH_WQ).  Each time the process dies at once, its rings are freed
 * (the sockets only they held go away within 5 s), a FIFO opened by a
 * cancelled worker is left without a reader, and a ring of another
 * process that shares the workers keeps working.  Each case SKIPs on a
 * kernel without its opcodes (probe).  The FIFO cases check that no CQE
 * came before the kill, but not that the opens reached the FIFO.
 */
#include <poll.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include "helpers.h"

/*
 * The FIFO of the cases that open one, test_dir()/iou-kill.PID of the
 * test; the children that open it inherit its name.
 */
static char fifo[PATH_MAX];

static int make_fifo(void)
{
	snprintf(fifo, sizeof(fifo), "%s/iou-kill.%d", test_dir(), getpid());
	unlink(fifo);
	return mkfifo(fifo, 0600);
}

#define USE_FIFO()							\
	do {								\
		if (make_fifo())					\
			SKIP(return, "cannot make a FIFO in %s",	\
			     test_dir());				\
	} while (0)

/*
 * Whether the ring of the test shares workers with another
 * (IORING_SETUP_ATTACH_WQ): a trial setup.
 */
static int have_attach_wq(void)
{
	struct io_uring a, b;
	int ret;

	if (io_uring_queue_init(2, &a, 0))
		return 0;
	ret = attach_wq_ring(&b, 2, a.ring_fd);
	if (!ret)
		io_uring_queue_exit(&b);
	io_uring_queue_exit(&a);
	return !ret;
}

#define NEED_ATTACH_WQ()						\
	do {								\
		if (!have_attach_wq())					\
			SKIP(return, "no IORING_SETUP_ATTACH_WQ");	\
	} while (0)

/*
 * Whether the FIFO has no reader left: a writer's open fails (ENXIO). */
static int fifo_unread(void)
{
	int fd = open(fifo, O_WRONLY | O_NONBLOCK);

	if (fd >= 0)
		close(fd);
	return fd < 0 && errno == ENXIO;
}

/*
 * A child sets up a ring with @flags, registers an unconnected UDP socket
 * (which nothing else holds) as file 0, lets @arm put requests in flight,
 * and says so on a pipe; @delay_ms later it is killed.  Returns 0 when
 * it died of the SIGKILL within 10 s and every socket it held went away
 * within 5 s more; -1 when the child failed before the kill (a setup
 * error, or a CQE that came too early), -2 when it did not die within
 * 10 s, -3 when it died otherwise; else the number of sockets left (a
 * ring not freed).
 */
static int ring_freed_after_kill(unsigned int flags,
				 int (*arm)(struct io_uring *ring),
				 int delay_ms)
{
	int base = sockets_used(), ready[2], s, status;
	char c = 0;
	pid_t pid;

	s = socket(AF_INET, SOCK_DGRAM, 0);
	if (base < 0 || s < 0 || pipe(ready)) {
		close(s);
		return -1;
	}
	pid = fork();
	if (!pid) {
		struct io_uring ring;

		close(ready[0]);
		if (io_uring_queue_init(16, &ring, flags) ||
		    io_uring_register_files(&ring, &s, 1))
			_exit(1);
		close(s);
		if (arm(&ring))
			_exit(2);
		if (write(ready[1], &c, 1) != 1)
			_exit(3);
		for (;;)
			pause();
	}
	close(s);
	close(ready[1]);
	if (pid < 0 || read(ready[0], &c, 1) != 1) {
		close(ready[0]);
		if (pid > 0)
			waitpid(pid, &status, 0);
		return -1;
	}
	close(ready[0]);
	if (delay_ms)
		usleep(delay_ms * 1000);
	kill(pid, SIGKILL);
	status = reap_within(pid, 10000);
	if (status == -1)
		return -2;
	if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL)
		return -3;
	s = wait_sockets_used(base, 5000);
	return s <= base ? 0 : s;
}

/*
 * A case whose requests open the FIFO for reading and wait: after the
 * kill the ring is freed and the cancelled opens left no reader behind.
 */
static void killed_with_fifo_opens(struct __test_metadata *_metadata,
				   int (*arm)(struct io_uring *ring))
{
	USE_FIFO();
	EXPECT_EQ(0, ring_freed_after_kill(0, arm, 0));
	EXPECT_TRUE(fifo_unread());
	unlink(fifo);
}

/* A read of one byte from a pipe nobody writes to: it waits in a worker. */
static struct io_uring_sqe *blocked_read(struct io_uring *ring,
					 unsigned char flags)
{
	static char buf[1];
	struct io_uring_sqe *sqe;
	int p[2];

	if (pipe(p))
		return NULL;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_read(sqe, p[0], buf, 1, 0);
	sqe->flags |= flags;
	return sqe;
}

/* Three OPENATs of the FIFO for reading: each waits for a writer. */
static int openat_fifo(struct io_uring *ring)
{
	struct io_uring_sqe *sqe;
	int i;

	for (i = 0; i < 3; i++) {
		sqe = io_uring_get_sqe(ring);
		io_uring_prep_openat(sqe, AT_FDCWD, fifo, O_RDONLY, 0);
	}
	if (io_uring_submit(ring) != 3)
		return 1;
	usleep(200000);
	/* All three still wait for a writer. */
	return cqe_ready(ring);
}

TEST(openat_waiting_on_a_fifo)
{
	NEED_OP(IORING_OP_OPENAT);
	killed_with_fifo_opens(_metadata, openat_fifo);
}

/*
 * CLOSE, EPOLL_CTL and FILES_UPDATE behind a read that waits, so that the
 * kill finds them linked and not started.
 */
static int linked_behind_a_read(struct io_uring *ring)
{
	static struct epoll_event ev = { .events = EPOLLIN };
	static int slot;
	struct io_uring_sqe *sqe;
	int epfd = epoll_create1(0), p[2], fd;

	fd = open("/dev/null", O_RDONLY);
	slot = socket(AF_INET, SOCK_DGRAM, 0);
	if (epfd < 0 || fd < 0 || slot < 0 || pipe(p))
		return 1;

	if (!blocked_read(ring, IOSQE_IO_LINK))
		return 1;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_close(sqe, fd);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_epoll_ctl(sqe, epfd, p[0], EPOLL_CTL_ADD, &ev);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_files_update(sqe, &slot, 1, 0);
	if (io_uring_submit(ring) != 4)
		return 1;
	usleep(50000);
	/* The chain waits behind its read. */
	return cqe_ready(ring);
}

TEST(close_epoll_ctl_files_update_linked)
{
	NEED_OP(IORING_OP_FILES_UPDATE);
	NEED_OP(IORING_OP_EPOLL_CTL);
	EXPECT_EQ(0, ring_freed_after_kill(0, linked_behind_a_read, 0));
}

/*
 * An assortment of 5.6 requests sent to the workers (IOSQE_ASYNC) just
 * before the kill, and a FILES_UPDATE: it lands before, during or after
 * they run.
 */
static int async_assortment(struct io_uring *ring)
{
	static struct epoll_event ev = { .events = EPOLLIN };
	static struct statx stx;
	static char buf[64], path[PATH_MAX];
	struct io_uring_sqe *sqe;
	int epfd = epoll_create1(0), p[2], fd, i;
	void *map = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	static int slot;

	snprintf(path, sizeof(path), "%s/iou-kill-file.%d", test_dir(),
		 getppid());
	fd = open(path, O_RDWR);
	slot = socket(AF_INET, SOCK_DGRAM, 0);
	if (epfd < 0 || fd < 0 || slot < 0 || map == MAP_FAILED || pipe(p))
		return 1;

	sqe = io_uring_get_sqe(ring);
	io_uring_prep_openat(sqe, AT_FDCWD, path, O_RDONLY, 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_statx(sqe, AT_FDCWD, path, 0, STATX_ALL, &stx);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_read(sqe, fd, buf, sizeof(buf), -1);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_write(sqe, fd, buf, sizeof(buf), 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_fallocate(sqe, fd, 0, 0, 8192);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_fadvise(sqe, fd, 0, 4096, POSIX_FADV_DONTNEED);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_madvise(sqe, map, 4096, MADV_DONTNEED);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_epoll_ctl(sqe, epfd, p[0], EPOLL_CTL_ADD, &ev);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_close(sqe, fd);
	for (i = 0; i < 9; i++)
		ring->sq.sqes[i].flags |= IOSQE_ASYNC;
	/* FILES_UPDATE takes no SQE flags (-EINVAL): inline, last. */
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_files_update(sqe, &slot, 1, 0);
	return io_uring_submit(ring) == 10 ? 0 : 1;
}

TEST(async_assortment_races_the_kill)
{
	char path[PATH_MAX];
	int fd, delay;

	NEED_OP(IORING_OP_FILES_UPDATE);
	NEED_OP(IORING_OP_EPOLL_CTL);
	NEED_OP(IORING_OP_MADVISE);
	snprintf(path, sizeof(path), "%s/iou-kill-file.%d", test_dir(),
		 getpid());
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	close(fd);
	for (delay = 0; delay < 12; delay += 2)
		EXPECT_EQ(0, ring_freed_after_kill(0, async_assortment,
						   delay));
	unlink(path);
}

/*
 * SEND into a full stream socket and RECV from the registered UDP
 * socket, which gets no data: both wait.
 */
static int send_recv_waiting(struct io_uring *ring)
{
	static char big[65536], small[16];
	struct io_uring_sqe *sqe;
	int sv[2], flags;

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return 1;
	flags = fcntl(sv[0], F_GETFL);
	fcntl(sv[0], F_SETFL, flags | O_NONBLOCK);
	while (send(sv[0], big, sizeof(big), 0) > 0)
		;
	fcntl(sv[0], F_SETFL, flags);

	sqe = io_uring_get_sqe(ring);
	io_uring_prep_send(sqe, sv[0], big, sizeof(big), 0);
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_recv(sqe, 0, small, sizeof(small), 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	if (io_uring_submit(ring) != 2)
		return 1;
	usleep(100000);
	return cqe_ready(ring);
}

TEST(send_and_recv_waiting)
{
	NEED_OP(IORING_OP_SEND);
	EXPECT_EQ(0, ring_freed_after_kill(0, send_recv_waiting, 0));
}

/* Requests that run with a registered personality: a read and an open. */
static int with_personality(struct io_uring *ring)
{
	struct io_uring_sqe *sqe;
	int id = io_uring_register_personality(ring);

	if (id <= 0)
		return 1;
	sqe = blocked_read(ring, IOSQE_ASYNC);
	if (!sqe)
		return 1;
	sqe->personality = id;
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_openat(sqe, AT_FDCWD, fifo, O_RDONLY, 0);
	sqe->personality = id;
	if (io_uring_submit(ring) != 2)
		return 1;
	usleep(100000);
	return cqe_ready(ring);
}

TEST(requests_with_a_personality)
{
	NEED_OP(IORING_OP_OPENAT);
	killed_with_fifo_opens(_metadata, with_personality);
}

/*
 * A second ring attached to the first's workers, each with a UDP socket
 * of its own registered and work waiting in the shared workers: an open
 * of the FIFO and reads of empty pipes.
 */
static int attached_pair(struct io_uring *ring)
{
	static struct io_uring second;
	struct io_uring_sqe *sqe;
	int s = socket(AF_INET, SOCK_DGRAM, 0);

	if (s < 0 || attach_wq_ring(&second, 8, ring->ring_fd) ||
	    io_uring_register_files(&second, &s, 1))
		return 1;
	close(s);
	sqe = io_uring_get_sqe(&second);
	io_uring_prep_openat(sqe, AT_FDCWD, fifo, O_RDONLY, 0);
	if (!blocked_read(&second, IOSQE_ASYNC) ||
	    !blocked_read(ring, IOSQE_ASYNC) ||
	    io_uring_submit(&second) != 2 || io_uring_submit(ring) != 1)
		return 1;
	usleep(100000);
	return cqe_ready(ring) || cqe_ready(&second);
}

TEST(attach_wq_pair)
{
	NEED_OP(IORING_OP_OPENAT);
	NEED_ATTACH_WQ();
	killed_with_fifo_opens(_metadata, attached_pair);
}

/*
 * This process's ring shares its workers with a ring of a child, which is
 * killed with work waiting in them; then this ring's own work, waiting
 * there as well, still gets its bytes.  And the other way round: this
 * process closes its ring, the one the workers were made for, while the
 * child's attached ring has work waiting, and the child is killed after.
 */
static int attach_in_child(struct io_uring *parent, int ready)
{
	struct io_uring ring;
	char c = 0;

	if (attach_wq_ring(&ring, 8, parent->ring_fd))
		return 1;
	/* The parent's ring is the parent's alone: its fd and mappings. */
	io_uring_queue_exit(parent);
	if (!blocked_read(&ring, IOSQE_ASYNC) ||
	    !blocked_read(&ring, IOSQE_ASYNC) ||
	    io_uring_submit(&ring) != 2)
		return 1;
	if (write(ready, &c, 1) != 1)
		return 1;
	for (;;)
		pause();
}

static pid_t start_attached_child(struct io_uring *parent)
{
	int ready[2];
	char c;
	pid_t pid;

	if (pipe(ready))
		return -1;
	pid = fork();
	if (!pid) {
		close(ready[0]);
		_exit(attach_in_child(parent, ready[1]));
	}
	close(ready[1]);
	if (pid > 0 && read(ready[0], &c, 1) != 1) {
		waitpid(pid, NULL, 0);
		pid = -1;
	}
	close(ready[0]);
	return pid;
}

TEST(survivor_of_a_shared_wq_keeps_working)
{
	struct io_uring ring;
	struct io_uring_cqe cqe, *cqep;
	char buf[8] = { 0 };
	int p[2], status;
	pid_t pid;

	NEED_OP(IORING_OP_READ);
	NEED_ATTACH_WQ();
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	ASSERT_EQ(0, pipe(p));
	io_uring_prep_read(io_uring_get_sqe(&ring), p[0], buf, 5, 0);
	ring.sq.sqes[0].flags |= IOSQE_ASYNC;
	ring.sq.sqes[0].user_data = 7;
	ASSERT_EQ(1, io_uring_submit(&ring));

	pid = start_attached_child(&ring);
	ASSERT_LT(0, pid);
	usleep(100000);
	kill(pid, SIGKILL);
	status = reap_within(pid, 10000);
	EXPECT_TRUE(status != -1 && WIFSIGNALED(status));

	ASSERT_EQ(5, write(p[1], "hello", 5));
	ASSERT_EQ(0, wait_cqe_ms(&ring, &cqep, 10000));
	cqe = *cqep;
	io_uring_cqe_seen(&ring, cqep);
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(5, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "hello", 5));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

TEST(wq_outlives_the_ring_it_was_made_for)
{
	struct io_uring ring;
	int base = sockets_used(), s, status;
	pid_t pid;

	NEED_OP(IORING_OP_READ);
	NEED_ATTACH_WQ();
	s = socket(AF_INET, SOCK_DGRAM, 0);
	ASSERT_LE(0, s);
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	ASSERT_EQ(0, io_uring_register_files(&ring, &s, 1));
	close(s);
	pid = start_attached_child(&ring);
	ASSERT_LT(0, pid);
	/* Our ring goes, with its socket, while the child's still waits. */
	io_uring_queue_exit(&ring);
	EXPECT_GE(base, wait_sockets_used(base, 5000));
	kill(pid, SIGKILL);
	status = reap_within(pid, 10000);
	EXPECT_TRUE(status != -1 && WIFSIGNALED(status));
}

/*
 * An SQPOLL ring (fixed files only at 5.6): RECVs from the registered
 * socket, one in a worker, and a STATX of the test directory that the
 * SQ thread issues.
 */
static int sqpoll_recvs(struct io_uring *ring)
{
	static struct statx stx;
	static char buf[2][16];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe *cqe;
	int i, ret;

	for (i = 0; i < 2; i++) {
		sqe = io_uring_get_sqe(ring);
		io_uring_prep_recv(sqe, 0, buf[i], sizeof(buf[i]), 0);
		sqe->flags |= IOSQE_FIXED_FILE | (i ? IOSQE_ASYNC : 0);
		sqe->user_data = 1 + i;
	}
	sqe = io_uring_get_sqe(ring);
	io_uring_prep_statx(sqe, AT_FDCWD, test_dir(), 0, STATX_ALL, &stx);
	sqe->user_data = 3;
	io_uring_submit(ring);
	/* The STATX completes; the RECVs wait. */
	if (wait_cqe_ms(ring, &cqe, 5000))
		return 1;
	ret = cqe->user_data != 3 || cqe->res != 0;
	io_uring_cqe_seen(ring, cqe);
	usleep(100000);
	return ret || cqe_ready(ring);
}

TEST(sqpoll_ring)
{
	NEED_OP(IORING_OP_RECV);
	NEED_OP(IORING_OP_STATX);
	if (geteuid())
		SKIP(return, "SQPOLL needs root at the 5.6 level");
	EXPECT_EQ(0, ring_freed_after_kill(IORING_SETUP_SQPOLL, sqpoll_recvs,
					   0));
}

TEST_HARNESS_MAIN
