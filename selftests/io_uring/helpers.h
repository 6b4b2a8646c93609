/* SPDX-License-Identifier: GPL-2.0 */
/* Helpers shared by the io_uring selftests. */
#ifndef IOU_HELPERS_H
#define IOU_HELPERS_H

#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <glob.h>
#include <grp.h>
#include <libgen.h>
#include <limits.h>
#include <netinet/in.h>
#include <poll.h>
#include <arpa/inet.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <liburing.h>

#include "harness.h"

#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup	425
#define __NR_io_uring_enter	426
#define __NR_io_uring_register	427
#endif

/* Raw system calls, so the errno seen is the kernel's, not liburing's. */
static inline int sys_setup(unsigned int entries, struct io_uring_params *p)
{
	return syscall(__NR_io_uring_setup, entries, p);
}

static inline int sys_enter(int fd, unsigned int to_submit,
			    unsigned int min_complete, unsigned int flags,
			    const void *sig, size_t sigsz)
{
	return syscall(__NR_io_uring_enter, fd, to_submit, min_complete, flags,
		       sig, sigsz);
}

static inline int sys_register(int fd, unsigned int op, void *arg,
			       unsigned int nr)
{
	return syscall(__NR_io_uring_register, fd, op, arg, nr);
}

/* The value of environment variable @name, or @dflt when unset or empty. */
static inline const char *env_or(const char *name, const char *dflt)
{
	const char *v = getenv(name);

	return v && *v ? v : dflt;
}

/*
 * The disks of the file and IOPOLL tests: the test VM's unless the
 * environment names a machine's own.  IOU_RAW_DEV: an NVMe namespace with
 * no file system, its queue polling (queue/io_poll 1), which the tests
 * overwrite; IOU_SLOW_DEV: another, which completes a few KiB a second
 * (the VM's is throttled to 16 KiB/s) and is only read, holding SLOW_TEXT
 * over and over, and failing every read of the byte at SLOW_BAD_OFF with
 * EIO (QEMU's blkdebug, scripts/vm/run); IOU_EXT4_DIR and
 * IOU_XFS_DIR: ext4 and xfs mounted from such disks.  A test whose disk
 * is missing says SKIP and names it.
 */
#define RAW_DEV		env_or("IOU_RAW_DEV", "/dev/iou-raw")
#define SLOW_DEV	env_or("IOU_SLOW_DEV", "/dev/iou-slow")
#define SLOW_TEXT	"iou-slow\n"
#define SLOW_BAD_OFF	(15 << 20)
#define EXT4_DIR	env_or("IOU_EXT4_DIR", "/mnt/ext4")
#define XFS_DIR		env_or("IOU_XFS_DIR", "/mnt/xfs")

/*
 * Where file tests put their files: the ext4 directory, unless
 * IOU_TEST_DIR says otherwise.
 */
static inline const char *test_dir(void)
{
	return env_or("IOU_TEST_DIR", EXT4_DIR);
}

/* A fresh file in @dir; -1 if the directory is not usable. */
static inline int test_file_in(const char *dir, const char *name, int flags,
			       char *path, size_t len)
{
	snprintf(path, len, "%s/%s.%d", dir, name, getpid());
	unlink(path);
	return open(path, O_RDWR | O_CREAT | flags, 0644);
}

/* A fresh file in test_dir(). */
static inline int test_file(const char *name, int flags, char *path,
			    size_t len)
{
	return test_file_in(test_dir(), name, flags, path, len);
}

/* The byte at file offset @off of the test pattern of seed @seed. */
static inline unsigned char pattern_byte(unsigned int seed, uint64_t off)
{
	uint64_t x = (off + 1) * 0x9e3779b97f4a7c15ULL ^ seed;

	return (unsigned char)(x >> 29);
}

static inline void fill_pattern(void *buf, size_t len, unsigned int seed,
				uint64_t off)
{
	unsigned char *p = buf;
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = pattern_byte(seed, off + i);
}

/* Offset of the first byte that differs from the pattern, or -1. */
static inline long check_pattern(const void *buf, size_t len,
				 unsigned int seed, uint64_t off)
{
	const unsigned char *p = buf;
	size_t i;

	for (i = 0; i < len; i++)
		if (p[i] != pattern_byte(seed, off + i))
			return (long)i;
	return -1;
}

/*
 * A file in @dir holding @len bytes of pattern @seed, unlinked, its
 * position at 0; -1 if the directory is not usable.  @wronly, if given,
 * gets a second descriptor of it opened O_WRONLY.
 */
static inline int pattern_file_in(const char *dir, const char *name,
				  size_t len, unsigned int seed, int *wronly)
{
	char path[PATH_MAX];
	void *buf = malloc(len + 1);
	int fd = test_file_in(dir, name, 0, path, sizeof(path));

	if (fd >= 0 && wronly)
		*wronly = open(path, O_WRONLY | O_CLOEXEC);
	if (fd >= 0)
		unlink(path);
	if (fd >= 0 && (!buf || (wronly && *wronly < 0))) {
		close(fd);
		fd = -1;
	}
	if (fd >= 0 && len) {
		fill_pattern(buf, len, seed, 0);
		if (pwrite(fd, buf, len, 0) != (ssize_t)len) {
			close(fd);
			fd = -1;
		}
	}
	free(buf);
	return fd;
}

/* The same in test_dir(). */
static inline int pattern_file(const char *name, size_t len,
			       unsigned int seed, int *wronly)
{
	return pattern_file_in(test_dir(), name, len, seed, wronly);
}

static inline void *aligned_buf(size_t len)
{
	void *p = NULL;

	if (posix_memalign(&p, 4096, len))
		return NULL;
	return p;
}

/* Write @s to a /proc or /sys file: 0, or -1. */
/* nftw() callback of rm_tree(): remove each entry, depth first. */
static inline int rm_tree_one(const char *path, const struct stat *st,
			      int flag, struct FTW *ftw)
{
	remove(path);
	return 0;
}

/* Remove the directory @dir and everything under it (a test's scratch). */
static inline void rm_tree(const char *dir)
{
	nftw(dir, rm_tree_one, 8, FTW_DEPTH | FTW_PHYS);
}

/* @name in @dfd, created or truncated, holding @text; 0 or -1. */
static inline int put_at(int dfd, const char *name, const char *text)
{
	ssize_t len = strlen(text);
	int fd = openat(dfd, name, O_WRONLY | O_CREAT | O_TRUNC, 0644), ret;

	if (fd < 0)
		return -1;
	ret = write(fd, text, len) == len ? 0 : -1;
	close(fd);
	return ret;
}

static inline int write_file(const char *path, const char *s)
{
	int fd = open(path, O_WRONLY), ret;

	if (fd < 0)
		return -1;
	ret = write(fd, s, strlen(s)) == (ssize_t)strlen(s) ? 0 : -1;
	close(fd);
	return ret;
}

/* The first integer in a /proc or /sys file, or -100 if none. */
static inline long read_long(const char *path)
{
	FILE *f = fopen(path, "r");
	long v = -100;

	if (f) {
		if (fscanf(f, "%ld", &v) != 1)
			v = -100;
		fclose(f);
	}
	return v;
}

static inline int drop_caches(void)
{
	sync();
	return write_file("/proc/sys/vm/drop_caches", "3");
}

/*
 * Whether async work runs in threads of the submitting process and rings
 * are charged to the memory cgroup, not RLIMIT_MEMLOCK (5.12's
 * IORING_FEAT_NATIVE_WORKERS; liburing's io_uring_mlock_size() is 0).
 */
static inline int native_workers(void)
{
	struct io_uring_params p;
	int fd;

	memset(&p, 0, sizeof(p));
	fd = sys_setup(1, &p);
	if (fd < 0)
		return 0;
	close(fd);
	return !!(p.features & IORING_FEAT_NATIVE_WORKERS);
}

/* The state letter in the /proc stat file @path (R, S, D, T, Z...), or 0. */
static inline char proc_stat_state(const char *path)
{
	char buf[512], *p;
	int fd, n;

	fd = open(path, O_RDONLY);
	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	p = strrchr(buf, ')');
	return p && p[1] == ' ' ? p[2] : 0;
}

/*
 * The threads of process @pid (0: ours) whose name (comm) is @name, or
 * starts with it if @name ends with '*' ("iou-wrk-*"): how many; the
 * first one's id in *@tid and its state letter in *@state, if given.
 */
static inline int threads_named(pid_t pid, const char *name, pid_t *tid,
				char *state)
{
	char dir[64], path[384], comm[32];
	size_t len = strlen(name);
	int prefix = len && name[len - 1] == '*';
	struct dirent *de;
	int n = 0, fd;
	ssize_t got;
	DIR *d;

	if (pid)
		snprintf(dir, sizeof(dir), "/proc/%d/task", (int)pid);
	else
		snprintf(dir, sizeof(dir), "/proc/self/task");
	d = opendir(dir);
	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s/comm", dir, de->d_name);
		fd = open(path, O_RDONLY);
		if (fd < 0)
			continue;
		got = read(fd, comm, sizeof(comm) - 1);
		close(fd);
		comm[got > 0 ? got : 0] = 0;
		comm[strcspn(comm, "\n")] = 0;
		if (prefix ? strncmp(comm, name, len - 1) : strcmp(comm, name))
			continue;
		if (!n++) {
			if (tid)
				*tid = atoi(de->d_name);
			snprintf(path, sizeof(path), "%s/%s/stat", dir,
				 de->d_name);
			if (state)
				*state = proc_stat_state(path);
		}
	}
	if (d)
		closedir(d);
	return n;
}

/*
 * The entries of @dir (/proc: processes, /proc/self/task: our threads)
 * whose @file (wchan, stack, ...) is @text (@whole) or contains it; -1
 * if no entry's @file could be read.
 */
static inline int proc_entries_with(const char *dir, const char *file,
				    const char *text, int whole)
{
	char path[384], buf[4096];
	int n = 0, seen = 0, fd;
	struct dirent *de;
	ssize_t len;
	DIR *d;

	d = opendir(dir);
	while (d && (de = readdir(d))) {
		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		snprintf(path, sizeof(path), "%s/%s/%s", dir, de->d_name, file);
		fd = open(path, O_RDONLY);
		if (fd < 0)
			continue;
		len = read(fd, buf, sizeof(buf) - 1);
		close(fd);
		if (len < 0)
			continue;
		seen++;
		buf[len] = 0;
		n += whole ? !strcmp(buf, text) : !!strstr(buf, text);
	}
	if (d)
		closedir(d);
	return seen ? n : -1;
}

/* Become the unprivileged user "nobody" (for accounting and creds tests). */
static inline int become_nobody(void)
{
	if (setgroups(0, NULL) || setgid(65534) || setuid(65534))
		return -1;
	return 0;
}

/*
 * A fixture that is one 8-entry ring and nothing else: self->ring, made by
 * its setup and released by its teardown.
 */
#define RING_FIXTURE(fname)						\
	FIXTURE(fname) {						\
		struct io_uring ring;					\
	};								\
	FIXTURE_SETUP(fname)						\
	{								\
		ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));	\
	}								\
	FIXTURE_TEARDOWN(fname)						\
	{								\
		io_uring_queue_exit(&self->ring);			\
	}

/* Wait for one CQE and copy it out; returns 0 or -errno. */
static inline int wait_one(struct io_uring *ring, struct io_uring_cqe *out)
{
	struct io_uring_cqe *cqe;
	int ret = io_uring_wait_cqe(ring, &cqe);

	if (ret)
		return ret;
	*out = *cqe;
	io_uring_cqe_seen(ring, cqe);
	return 0;
}

/* Wait for @n CQEs and copy them out in ring order; returns 0 or -errno. */
static inline int wait_n(struct io_uring *ring, struct io_uring_cqe *out,
			 unsigned int n)
{
	for (unsigned int i = 0; i < n; i++) {
		int ret = wait_one(ring, &out[i]);

		if (ret)
			return ret;
	}
	return 0;
}

/*
 * Wait for @n CQEs and note each one's res by user_data, which must be
 * 1..8 (res[] has 9 entries): for requests whose CQEs may come in either
 * order.  Returns 0, or -1 on an error or an unexpected user_data.
 */
static inline int reap_res(struct io_uring *ring, int n, int *res)
{
	struct io_uring_cqe cqe;

	for (int i = 0; i < n; i++) {
		if (wait_one(ring, &cqe) || cqe.user_data < 1 ||
		    cqe.user_data > 8)
			return -1;
		res[cqe.user_data] = cqe.res;
	}
	return 0;
}

/* A READV of @fd into @v at offset 0, with @data and SQE @flags. */
static inline struct io_uring_sqe *readv_sqe(struct io_uring *ring, int fd,
					     struct iovec *v, uint64_t data,
					     unsigned int flags)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_readv(sqe, fd, v, 1, 0);
	sqe->user_data = data;
	sqe->flags = flags;
	return sqe;
}

/* A NOP SQE with @data and SQE @flags. */
static inline struct io_uring_sqe *nop_sqe(struct io_uring *ring,
					   uint64_t data, unsigned int flags)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_nop(sqe);
	sqe->user_data = data;
	sqe->flags = flags;
	return sqe;
}

/* A SENDMSG or RECVMSG (@op) SQE of @msg on @fd, with @data. */
static inline struct io_uring_sqe *msg_sqe(struct io_uring *ring, int op, int fd,
					   struct msghdr *msg, unsigned int flags,
					   uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	if (op == IORING_OP_SENDMSG)
		io_uring_prep_sendmsg(sqe, fd, msg, flags);
	else
		io_uring_prep_recvmsg(sqe, fd, msg, flags);
	sqe->user_data = data;
	return sqe;
}

/* A POLL_ADD SQE for @events of @fd, with @data. */
static inline struct io_uring_sqe *poll_add(struct io_uring *ring, int fd,
					    unsigned int events, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_poll_add(sqe, fd, events);
	sqe->user_data = data;
	return sqe;
}

/*
 * A READV/WRITEV of @v at @off, or READ_FIXED/WRITE_FIXED of the same
 * bytes from registered buffer @buf_index when it is not negative.
 */
static inline void prep_rw(struct io_uring_sqe *sqe, int fd, int write,
			   int buf_index, struct iovec *v, off_t off)
{
	if (buf_index >= 0 && write)
		io_uring_prep_write_fixed(sqe, fd, v->iov_base, v->iov_len,
					  off, buf_index);
	else if (buf_index >= 0)
		io_uring_prep_read_fixed(sqe, fd, v->iov_base, v->iov_len,
					 off, buf_index);
	else if (write)
		io_uring_prep_writev(sqe, fd, v, 1, off);
	else
		io_uring_prep_readv(sqe, fd, v, 1, off);
}

/* Submit @sqe alone; its CQE's res, or 1000 if anything else went wrong. */
static inline int submit_res(struct io_uring *ring, struct io_uring_sqe *sqe)
{
	struct io_uring_cqe cqe;
	int n;

	sqe->user_data = 99;
	/*
	 * On an SQPOLL ring io_uring_submit() counts what the SQ thread has
	 * not consumed yet: 0 if it was quick.
	 */
	n = io_uring_submit(ring);
	if (n < 0 || (n != 1 && !(ring->flags & IORING_SETUP_SQPOLL)) ||
	    wait_one(ring, &cqe) || cqe.user_data != 99)
		return 1000;
	return cqe.res;
}

/*
 * Whether the kernel runs opcode @op, asked the way applications ask
 * (IORING_REGISTER_PROBE).  A kernel without the probe, the v5.4 level,
 * has none of the opcodes after IORING_OP_TIMEOUT.
 */
static inline int op_supported(int op)
{
	struct io_uring_probe *p = io_uring_get_probe();
	int ret;

	if (!p)
		return op <= IORING_OP_TIMEOUT;
	ret = io_uring_opcode_supported(p, op);
	io_uring_free_probe(p);
	return ret;
}

/*
 * Whether submission goes on while CQEs wait in the CQ backlog, as from
 * upstream 5.13 on (c82d5bc70382), where 5.5 to 5.12 answer -EBUSY and
 * consume no SQE.  No FEAT bit tells the two apart; 5.13's own, RSRC_TAGS,
 * marks the level.
 */
static inline int submits_with_backlog(const struct io_uring *ring)
{
	return !!(ring->features & IORING_FEAT_RSRC_TAGS);
}

/* SKIP the test (with fixture teardown) unless the kernel runs @op. */
#define NEED_OP(op)							\
	do {								\
		if (!op_supported(op))					\
			SKIP(return, "the kernel does not run " #op	\
			     " (IORING_REGISTER_PROBE)");		\
	} while (0)

/*
 * Submit what is queued (one request, @data) and wait for its CQE: its
 * res, 1000 when there is none, 1001 when it is another request's.
 */
static inline int run1(struct io_uring *ring, uint64_t data)
{
	struct io_uring_cqe cqe;

	if (io_uring_submit(ring) != 1 || wait_one(ring, &cqe))
		return 1000;
	return cqe.user_data == data ? cqe.res : 1001;
}

/*
 * A request that cancels by user_data (TIMEOUT_REMOVE, ASYNC_CANCEL; @op
 * queues one for @target with user_data @data) and finds nothing: drained
 * behind nothing it runs and answers -ENOENT; linked, it fails its chain,
 * and the NOP after it gets -ECANCELED.
 */
static inline void
expect_cancel_finding_nothing(struct __test_metadata *_metadata,
			      struct io_uring *ring,
			      struct io_uring_sqe *(*op)(struct io_uring *,
							 uint64_t, uint64_t))
{
	int res[9] = { 0 };

	op(ring, 1, 2)->flags = IOSQE_IO_DRAIN;
	ASSERT_EQ(1, io_uring_submit(ring));
	ASSERT_EQ(0, reap_res(ring, 1, res));
	EXPECT_EQ(-ENOENT, res[2]);
	memset(res, 0, sizeof(res));
	op(ring, 1, 2)->flags = IOSQE_IO_LINK;
	nop_sqe(ring, 3, 0);
	ASSERT_EQ(2, io_uring_submit(ring));
	ASSERT_EQ(0, reap_res(ring, 2, res));
	EXPECT_EQ(-ENOENT, res[2]);
	EXPECT_EQ(-ECANCELED, res[3]);
}

/* Wait for child @pid; its exit code, or -1 if it did not exit. */
static inline int child_status(pid_t pid)
{
	int status;

	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

/* Whether a CQE is waiting, without entering the kernel. */
static inline int cqe_ready(struct io_uring *ring)
{
	struct io_uring_cqe *cqe;

	return io_uring_peek_cqe(ring, &cqe) == 0;
}

/* Monotonic milliseconds, for generous bounds on elapsed time. */
static inline long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000;
}

/*
 * Wait up to @ms for a CQE: 0 and *@cqe, or -1.  By poll(2) on the ring
 * (liburing 2.3's io_uring_wait_cqe_timeout() queues a TIMEOUT of its
 * own on kernels without IORING_FEAT_EXT_ARG, which would count as an
 * event).  The CQE is looked for again after each wakeup: poll(2) may
 * report it before its tail reaches the ring (the kernel counts a CQE
 * when it fills it and publishes the tail when it commits).
 */
static inline int wait_cqe_ms(struct io_uring *ring,
			      struct io_uring_cqe **cqe, int ms)
{
	struct pollfd pfd = { .fd = ring->ring_fd, .events = POLLIN };
	long end = now_ms() + ms;

	while (io_uring_peek_cqe(ring, cqe)) {
		if (now_ms() >= end)
			return -1;
		poll(&pfd, 1, 100);
	}
	return 0;
}

/* Reap @pid within @ms: its wait status, or -1. */
static inline int reap_within(pid_t pid, int ms)
{
	long end = now_ms() + ms;
	int status;

	do {
		if (waitpid(pid, &status, WNOHANG) == pid)
			return status;
		usleep(20 * 1000);
	} while (now_ms() < end);
	return -1;
}

/* Reap @pid within @ms as reap_within(); if it is still there, kill it. */
static inline int reap_within_or_kill(pid_t pid, int ms)
{
	int status = reap_within(pid, ms);

	if (status == -1) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	return status;
}

/*
 * A TCP socket listening on a free loopback port, with @flags
 * (SOCK_NONBLOCK, SOCK_CLOEXEC) on it; @addr says where.  -1 on failure.
 */
static inline int tcp_listener(struct sockaddr_in *addr, int flags)
{
	socklen_t len = sizeof(*addr);
	int fd = socket(AF_INET, SOCK_STREAM | flags, 0);

	memset(addr, 0, sizeof(*addr));
	addr->sin_family = AF_INET;
	addr->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd >= 0 && !bind(fd, (struct sockaddr *)addr, sizeof(*addr)) &&
	    !listen(fd, 128) && !getsockname(fd, (struct sockaddr *)addr, &len))
		return fd;
	if (fd >= 0)
		close(fd);
	return -1;
}

/* A connected loopback TCP pair: @c the client, @s the accepted end. */
static inline int tcp_pair(int *c, int *s)
{
	struct sockaddr_in addr;
	int l = tcp_listener(&addr, 0);

	*c = *s = -1;
	if (l < 0)
		return -1;
	*c = socket(AF_INET, SOCK_STREAM, 0);
	if (*c >= 0 && !connect(*c, (struct sockaddr *)&addr, sizeof(addr)))
		*s = accept(l, NULL, NULL);
	close(l);
	if (*s >= 0)
		return 0;
	if (*c >= 0)
		close(*c);
	return -1;
}

/*
 * User sockets in use, from /proc/net/sockstat: whether sockets that
 * rings referenced were released.  (A ring's own socket, for the unix
 * garbage collector, is a kernel socket and is not counted.)
 */
static inline int sockets_used(void)
{
	FILE *f = fopen("/proc/net/sockstat", "r");
	int n = -1;

	if (!f)
		return -1;
	if (fscanf(f, "sockets: used %d", &n) != 1)
		n = -1;
	fclose(f);
	return n;
}

/* Wait up to @ms for the socket count to come down to @want. */
static inline int wait_sockets_used(int want, int ms)
{
	int n;

	while ((n = sockets_used()) > want && ms > 0) {
		usleep(10000);
		ms -= 10;
	}
	return n;
}

/*
 * Whether a ring is freed when its process exits with requests pending: a
 * child sets up a ring with @flags, registers an unconnected UDP socket (no
 * peer holds it) as file 0, lets @arm queue requests that do not complete
 * by themselves, and exits without reaping.  The socket goes away only with
 * the ring.  Returns 0 when it did within 5 s, -1 when the child failed,
 * else the number of user sockets left.
 */
static inline int ring_freed_after_exit(unsigned int flags,
					int (*arm)(struct io_uring *ring))
{
	int base = sockets_used(), status, s;
	pid_t pid;

	s = socket(AF_INET, SOCK_DGRAM, 0);
	if (base < 0 || s < 0)
		return -1;
	pid = fork();
	if (!pid) {
		struct io_uring ring;

		if (io_uring_queue_init(16, &ring, flags) ||
		    io_uring_register_files(&ring, &s, 1))
			_exit(1);
		_exit(arm(&ring) ? 2 : 0);
	}
	close(s);
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status))
		return -1;
	s = wait_sockets_used(base, 5000);
	return s == base ? 0 : s;
}

/* Set up @ring sharing the async workers of the ring at @wq_fd (5.6). */
static inline int attach_wq_ring(struct io_uring *ring, unsigned int entries,
				 int wq_fd)
{
	struct io_uring_params p;

	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_ATTACH_WQ;
	p.wq_fd = wq_fd;
	return io_uring_queue_init_params(entries, ring, &p);
}

/* A ring driven by hand, to put values into it that liburing would not. */
struct raw_ring {
	int fd;
	struct io_uring_params p;
	unsigned char *sq, *cq;
	struct io_uring_sqe *sqes;
};

/* @p, if given, is the setup parameters (flags, SQ thread settings). */
static inline int raw_ring_init_params(struct raw_ring *r,
				       unsigned int entries,
				       const struct io_uring_params *p)
{
	memset(r, 0, sizeof(*r));
	if (p)
		r->p = *p;
	r->fd = sys_setup(entries, &r->p);
	if (r->fd < 0)
		return -1;
	r->sq = mmap(NULL, r->p.sq_off.array + r->p.sq_entries * 4,
		     PROT_READ | PROT_WRITE, MAP_SHARED, r->fd,
		     IORING_OFF_SQ_RING);
	r->cq = mmap(NULL, r->p.cq_off.cqes + r->p.cq_entries * 16,
		     PROT_READ | PROT_WRITE, MAP_SHARED, r->fd,
		     IORING_OFF_CQ_RING);
	r->sqes = mmap(NULL, r->p.sq_entries * 64, PROT_READ | PROT_WRITE,
		       MAP_SHARED, r->fd, IORING_OFF_SQES);
	if (r->sq == MAP_FAILED || r->cq == MAP_FAILED || r->sqes == MAP_FAILED)
		return -1;
	return 0;
}

static inline int raw_ring_init(struct raw_ring *r, unsigned int entries)
{
	return raw_ring_init_params(r, entries, NULL);
}

#define RAW(r, ring, field) (*(volatile unsigned int *)((r)->ring + (r)->p.ring##_off.field))

/* SQE 0 is a NOP; queue the given SQ array entries and publish the tail. */
static inline void raw_queue(struct raw_ring *r, const unsigned int *idx,
		      unsigned int n)
{
	unsigned int *array = (unsigned int *)(r->sq + r->p.sq_off.array);
	unsigned int i;

	memset(&r->sqes[0], 0, sizeof(r->sqes[0]));
	r->sqes[0].opcode = IORING_OP_NOP;
	for (i = 0; i < n; i++)
		array[i] = idx[i];
	__atomic_store_n((unsigned int *)(r->sq + r->p.sq_off.tail), n,
			 __ATOMIC_RELEASE);
}

/*
 * The kernel's name of the whole disk behind a device path (nvme2n1), or
 * NULL: a partition (nvme0n1p2) gives its disk, whose queues do the I/O.
 */
static inline const char *disk_name(const char *dev)
{
	static char real[PATH_MAX], sys[PATH_MAX];
	char link[PATH_MAX];
	const char *name;

	if (!realpath(dev, real))
		return NULL;
	name = basename(real);
	snprintf(link, sizeof(link), "/sys/class/block/%s/partition", name);
	if (access(link, F_OK))
		return name;
	snprintf(link, sizeof(link), "/sys/class/block/%s/..", name);
	return realpath(link, sys) ? basename(sys) : NULL;
}

/*
 * How often the block layer polled the device's queues, from blk-mq
 * debugfs ("invoked": calls into the driver's poll).  Under TCG the
 * emulated controller's interrupt usually beats the poll to the
 * completion, so "success" may stay at 0: invoked is what shows that
 * IOPOLL reached the driver.  -1 when the disk has no such counters
 * (not blk-mq, as a dm or md device; no debugfs): the caller SKIPs.
 */
static inline long poll_invoked(const char *dev)
{
	const char *disk = disk_name(dev);
	char pat[512];
	long sum = 0, v;
	glob_t g;

	if (!disk)
		return -1;
	snprintf(pat, sizeof(pat), "/sys/kernel/debug/block/%s/hctx*/io_poll",
		 disk);
	if (glob(pat, 0, NULL, &g))
		return -1;
	for (size_t i = 0; i < g.gl_pathc; i++) {
		char line[64];
		FILE *f = fopen(g.gl_pathv[i], "r");

		while (f && fgets(line, sizeof(line), f))
			if (sscanf(line, "invoked=%ld", &v) == 1)
				sum += v;
		if (f)
			fclose(f);
	}
	globfree(&g);
	return sum;
}

/*
 * Why polling of DEV's disk cannot be counted, or NULL when it can: its
 * queues must poll (queue/io_poll 1, as the test VM sets it) and blk-mq
 * debugfs must show their counters.
 */
static inline const char *no_poll_counter(const char *dev)
{
	static char why[PATH_MAX + 64];
	const char *disk = dev ? disk_name(dev) : NULL;
	char path[PATH_MAX], v[8] = "";
	FILE *f;

	if (!disk) {
		snprintf(why, sizeof(why), "no disk behind %s", dev ? dev : "(none)");
		return why;
	}
	snprintf(path, sizeof(path), "/sys/block/%s/queue/io_poll", disk);
	f = fopen(path, "r");
	if (!f || !fgets(v, sizeof(v), f) || v[0] != '1') {
		snprintf(why, sizeof(why), "%s does not poll (queue/io_poll is %s)",
			 disk, v[0] ? strtok(v, "\n") : "missing");
		if (f)
			fclose(f);
		return why;
	}
	fclose(f);
	if (poll_invoked(dev) < 0) {
		snprintf(why, sizeof(why),
			 "no blk-mq poll counters for %s (debugfs)", disk);
		return why;
	}
	return NULL;
}

/*
 * The block device a directory lives on: the source of the mount whose
 * device number is the directory's, from /proc/self/mountinfo (the last
 * one, if several: the one on top).  Any directory of the file system
 * will do, not only where it is mounted.  NULL when there is none or the
 * file system has no block device (tmpfs).
 */
static inline const char *dev_of(const char *dir)
{
	static char dev[PATH_MAX];
	char line[4096], src[PATH_MAX];
	unsigned int maj, min;
	const char *found = NULL;
	struct stat st;
	FILE *f;

	if (stat(dir, &st) || !S_ISDIR(st.st_mode))
		return NULL;
	f = fopen("/proc/self/mountinfo", "r");
	while (f && fgets(line, sizeof(line), f)) {
		char *tail = strstr(line, " - ");

		/* "id parent maj:min root mnt opts... - fstype source sopts" */
		if (!tail || sscanf(line, "%*d %*d %u:%u", &maj, &min) != 2 ||
		    sscanf(tail, " - %*s %4095s", src) != 1)
			continue;
		if (makedev(maj, min) == st.st_dev && src[0] == '/') {
			snprintf(dev, sizeof(dev), "%s", src);
			found = dev;
		}
	}
	if (f)
		fclose(f);
	return found;
}

#endif
