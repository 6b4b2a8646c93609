// SPDX-License-Identifier: GPL-2.0
/*
 * OPENAT and STATX of paths through /proc/self and /proc/thread-self,
 * which the worker that runs them resolves as the submitting task would
 * (upstream 944d1444d53f retries them in the submitter; here, as from
 * upstream 5.12 on, the worker is a thread of the submitter's process).
 * /proc/self/status tells whose process was opened, /proc/self/fd/N
 * opens the submitter's descriptor N (a pipe: the bytes written to it
 * are read from the new descriptor), /proc/self/exe is this program,
 * /proc/net is the submitter's network namespace (a socket bound in a
 * namespace of its own is listed).  A child that shares its parent's
 * ring opens its own /proc/self; an SQPOLL ring's STATX resolves as its
 * creator.  With kernel-thread workers that borrow the submitter's
 * context, each gets -EOPNOTSUPP, and /proc/thread-self names the worker.
 */
#include <sched.h>
#include <stddef.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>

#include "helpers.h"

RING_FIXTURE(ps);

static int ring_openat(struct io_uring *ring, const char *path, int flags)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_openat(sqe, AT_FDCWD, path, flags, 0);
	sqe->user_data = 1;
	return submit_res(ring, sqe);
}

/* The number after @key in a /proc status file, or -1. */
static long status_field(int fd, const char *key)
{
	static char buf[4096];
	ssize_t n = pread(fd, buf, sizeof(buf) - 1, 0);
	char *p;

	if (n <= 0)
		return -1;
	buf[n] = 0;
	p = strstr(buf, key);
	return p ? strtol(p + strlen(key), NULL, 10) : -1;
}

TEST_F(ps, openat_proc_self_is_the_submitters_process)
{
	int fd = ring_openat(&self->ring, "/proc/self/status", O_RDONLY);

	if (fd < 0)
		TH_LOG("OPENAT: %s", strerror(-fd));
	ASSERT_LE(0, fd);
	EXPECT_EQ(getpid(), status_field(fd, "\nTgid:\t"));
	close(fd);
}

/* Its thread is of our process (upstream 5.12's io threads are too). */
TEST_F(ps, openat_proc_thread_self_is_of_the_submitters_process)
{
	int fd = ring_openat(&self->ring, "/proc/thread-self/status",
			     O_RDONLY);

	if (fd < 0)
		TH_LOG("OPENAT: %s", strerror(-fd));
	ASSERT_LE(0, fd);
	EXPECT_EQ(getpid(), status_field(fd, "\nTgid:\t"));
	close(fd);
}

TEST_F(ps, openat_proc_self_fd_opens_the_submitters_descriptor)
{
	char path[64], buf[8] = { 0 };
	int p[2], fd;

	ASSERT_EQ(0, pipe(p));
	snprintf(path, sizeof(path), "/proc/self/fd/%d", p[0]);
	fd = ring_openat(&self->ring, path, O_RDONLY | O_NONBLOCK);
	if (fd < 0)
		TH_LOG("OPENAT: %s", strerror(-fd));
	ASSERT_LE(0, fd);
	ASSERT_EQ(3, write(p[1], "abc", 3));
	EXPECT_EQ(3, read(fd, buf, sizeof(buf)));
	EXPECT_EQ(0, strcmp("abc", buf));
	close(fd);
	close(p[0]);
	close(p[1]);
}

/*
 * From a network namespace of its own, with a socket bound to a name
 * only that namespace knows: /proc/net/unix, opened by the ring, lists
 * it.
 */
static int net_of_the_submitter(void)
{
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	static char buf[1 << 16];
	struct io_uring ring;
	char name[64];
	ssize_t n, len = 0;
	int s, fd;

	if (unshare(CLONE_NEWNET))
		return 10;
	snprintf(name, sizeof(name), "iou-proc-self-%d", getpid());
	memcpy(sun.sun_path + 1, name, strlen(name));
	s = socket(AF_UNIX, SOCK_STREAM, 0);
	if (s < 0 || bind(s, (struct sockaddr *)&sun,
			  offsetof(struct sockaddr_un, sun_path) + 1 +
			  strlen(name)))
		return 11;
	if (io_uring_queue_init(4, &ring, 0))
		return 12;
	fd = ring_openat(&ring, "/proc/net/unix", O_RDONLY);
	if (fd < 0)
		return 13;
	while ((n = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0)
		len += n;
	buf[len] = 0;
	return strstr(buf, name) ? 0 : 14;
}

TEST(openat_proc_net_is_the_submitters_namespace)
{
	pid_t pid = fork();
	int status;

	ASSERT_LE(0, pid);
	if (!pid)
		_exit(net_of_the_submitter());
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

static int statx_exe(struct io_uring *ring, struct statx *stx)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_statx(sqe, AT_FDCWD, "/proc/self/exe", 0,
			    STATX_INO, stx);
	sqe->user_data = 2;
	return submit_res(ring, sqe);
}

TEST_F(ps, statx_proc_self_exe_is_this_program)
{
	struct statx stx = { 0 };
	struct stat st;

	ASSERT_EQ(0, stat("/proc/self/exe", &st));
	ASSERT_EQ(0, statx_exe(&self->ring, &stx));
	EXPECT_EQ(st.st_ino, stx.stx_ino);
}

TEST(statx_on_an_sqpoll_ring_resolves_as_its_creator)
{
	struct io_uring_params p = { .flags = IORING_SETUP_SQPOLL };
	struct statx stx = { 0 };
	struct io_uring ring;
	struct stat st;

	ASSERT_EQ(0, stat("/proc/self/exe", &st));
	ASSERT_EQ(0, io_uring_queue_init_params(8, &ring, &p));
	ASSERT_EQ(0, statx_exe(&ring, &stx));
	EXPECT_EQ(st.st_ino, stx.stx_ino);
	io_uring_queue_exit(&ring);
}

/* A child submitting on its parent's ring opens its own /proc/self. */
TEST_F(ps, child_sharing_the_ring_opens_its_own)
{
	pid_t pid = fork();
	int status;

	ASSERT_LE(0, pid);
	if (!pid) {
		int fd = ring_openat(&self->ring, "/proc/self/status",
				     O_RDONLY);

		_exit(fd < 0 ? 2 : status_field(fd, "\nTgid:\t") == getpid()
					? 0 : 3);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

TEST_HARNESS_MAIN
