// SPDX-License-Identifier: GPL-2.0
/*
 * Async work runs in io threads of the submitting process (upstream
 * 5.12's create_io_thread()), not in kernel threads that borrow its
 * context.  Each case is a leak of the borrowed-context design:
 *
 * - the workers are listed in /proc/self/task as iou-wrk-TID, TID the
 *   submitter's;
 * - a WRITE to /proc/sys/kernel/hostname from a new UTS namespace
 *   changes that namespace's name, not the host's;
 * - /proc/thread-self/ns/net and /proc/thread-self/net/tcp opened from
 *   a new network namespace are that namespace's;
 * - a forked child that shares its parent's ring reads into its own
 *   memory, not its parent's;
 * - SIGKILL ends a task blocked on a pipe's mutex that a SPLICE worker
 *   holds while it waits for a socket nobody reads;
 * - a worker stuck in a userfaultfd fault does not keep close() or the
 *   exit of its process waiting; a direct write that SIGKILL cuts short
 *   in such a fault completes with -EINTR;
 * - the workers count against the submitter's RLIMIT_NPROC;
 * - a direct read punted with IOSQE_ASYNC is throttled by the
 *   submitter's blkio cgroup, and counted there;
 * - the SQ thread is iou-sqp-TID, in its creator's UTS namespace, and
 *   ends with its process: io_uring_enter() then fails with
 *   -EOWNERDEAD (upstream 5.12);
 * - SIGSTOP stops the workers with the rest of the process, and ends
 *   a worker's wait as it ends a thread's (-EINTR, as upstream);
 * - exec with a worker waiting ends the worker: the new program is the
 *   only thread of its process;
 * - a debugger can attach to a worker (PTRACE_SEIZE), as upstream
 *   lets it, and the worker's request completes once it has gone;
 * - IORING_FEAT_NATIVE_WORKERS says all of this.
 */
#include <dirent.h>
#include <linux/userfaultfd.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/ptrace.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/sysmacros.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <netinet/in.h>

#include "helpers.h"

TEST(workers_are_named_threads_of_the_submitting_process)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	char buf[8] = { 0 }, name[16];
	int p[2];

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	/* A read of an empty pipe: its worker waits in our process. */
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, p[0], buf, 4, 0);
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 7;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(200 * 1000);

	snprintf(name, sizeof(name), "iou-wrk-%d", (int)syscall(SYS_gettid));
	EXPECT_EQ(1, threads_named(0, name, NULL, NULL));

	ASSERT_EQ(4, write(p[1], "data", 4));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(4, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "data", 4));
	io_uring_queue_exit(&ring);
}

/* Run @fn in a child; its exit code, or -1 if it did not exit. */
static int in_child(int (*fn)(void))
{
	pid_t pid = fork();

	if (!pid)
		_exit(fn());
	return pid < 0 ? -1 : child_status(pid);
}

/* One async request on a new ring: its CQE's res, or a negative errno. */
static int ring_one(struct io_uring_sqe *proto)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int ret;

	if (io_uring_queue_init(8, &ring, 0))
		return -ENOMEM;
	sqe = io_uring_get_sqe(&ring);
	*sqe = *proto;
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 0x1234;
	ret = io_uring_submit(&ring);
	if (ret == 1)
		ret = wait_one(&ring, &cqe);
	else if (ret >= 0)
		ret = -EIO;
	if (!ret && cqe.user_data != 0x1234)
		ret = -EPROTO;
	io_uring_queue_exit(&ring);
	return ret ? ret : cqe.res;
}

#define NEW_NAME "iou-uts-ns"

static int write_hostname_in_new_uts(void)
{
	struct io_uring_sqe sqe = { 0 };
	struct utsname u;
	int fd, res;

	if (unshare(CLONE_NEWUTS))
		return 10;
	fd = open("/proc/sys/kernel/hostname", O_WRONLY);
	if (fd < 0)
		return 11;
	io_uring_prep_write(&sqe, fd, NEW_NAME, strlen(NEW_NAME), 0);
	res = ring_one(&sqe);
	if (res != (int)strlen(NEW_NAME))
		return 12;
	if (uname(&u) || strcmp(u.nodename, NEW_NAME))
		return 13;
	return 0;
}

TEST(hostname_write_stays_in_the_submitters_uts_namespace)
{
	char before[HOST_NAME_MAX + 1], after[HOST_NAME_MAX + 1];

	if (geteuid())
		SKIP(return, "needs root for unshare(CLONE_NEWUTS)");
	ASSERT_EQ(0, gethostname(before, sizeof(before)));
	EXPECT_EQ(0, in_child(write_hostname_in_new_uts));
	ASSERT_EQ(0, gethostname(after, sizeof(after)));
	EXPECT_EQ(0, strcmp(before, after));
	if (strcmp(before, after))
		sethostname(before, strlen(before));
}

static int openat_ns_net_in_new_netns(void)
{
	struct io_uring_sqe sqe = { 0 };
	struct stat want, got;
	int fd;

	if (unshare(CLONE_NEWNET))
		return 10;
	if (stat("/proc/thread-self/ns/net", &want))
		return 11;
	io_uring_prep_openat(&sqe, AT_FDCWD, "/proc/thread-self/ns/net",
			     O_RDONLY, 0);
	fd = ring_one(&sqe);
	if (fd < 0)
		return 12;
	if (fstat(fd, &got))
		return 13;
	return got.st_ino == want.st_ino && got.st_dev == want.st_dev ? 0 : 14;
}

TEST(thread_self_ns_net_is_the_submitters_namespace)
{
	if (geteuid())
		SKIP(return, "needs root for unshare(CLONE_NEWNET)");
	EXPECT_EQ(0, in_child(openat_ns_net_in_new_netns));
}

static unsigned short host_port;

/* Whether /proc/.../net/tcp text @buf lists a socket on @port. */
static int lists_port(const char *buf, unsigned short port)
{
	char hex[8];

	snprintf(hex, sizeof(hex), ":%04X ", port);
	return strstr(buf, hex) != NULL;
}

static int read_tcp_in_new_netns(void)
{
	struct io_uring_sqe sqe = { 0 };
	struct sockaddr_in addr = { .sin_family = AF_INET };
	socklen_t len = sizeof(addr);
	static char buf[65536];
	int fd, s, n;

	if (unshare(CLONE_NEWNET))
		return 10;
	/* A socket of the new namespace, on any address. */
	s = socket(AF_INET, SOCK_STREAM, 0);
	if (s < 0 || bind(s, (struct sockaddr *)&addr, sizeof(addr)) ||
	    listen(s, 1) || getsockname(s, (struct sockaddr *)&addr, &len))
		return 11;
	io_uring_prep_openat(&sqe, AT_FDCWD, "/proc/thread-self/net/tcp",
			     O_RDONLY, 0);
	fd = ring_one(&sqe);
	if (fd < 0)
		return 12;
	n = read(fd, buf, sizeof(buf) - 1);
	if (n <= 0)
		return 13;
	buf[n] = 0;
	if (!lists_port(buf, ntohs(addr.sin_port)))
		return 14;
	if (lists_port(buf, host_port))
		return 15;
	return 0;
}

TEST(thread_self_net_tcp_lists_the_submitters_sockets)
{
	struct sockaddr_in addr;
	int l;

	if (geteuid())
		SKIP(return, "needs root for unshare(CLONE_NEWNET)");
	l = tcp_listener(&addr, 0);
	ASSERT_LE(0, l);
	host_port = ntohs(addr.sin_port);
	EXPECT_EQ(0, in_child(read_tcp_in_new_netns));
	close(l);
}

static char shared_buf[4096] __attribute__((aligned(4096)));

TEST(forked_childs_async_read_lands_in_its_own_memory)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int fd, i, zeros = 0;
	pid_t pid;

	fd = pattern_file("io_threads_fork", sizeof(shared_buf), 5, NULL);
	ASSERT_LE(0, fd);
	memset(shared_buf, 0, sizeof(shared_buf));
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, fd, shared_buf, sizeof(shared_buf), 0);
		sqe->flags |= IOSQE_ASYNC;
		sqe->user_data = 3;
		if (io_uring_submit(&ring) != 1 || wait_one(&ring, &cqe))
			_exit(10);
		if (cqe.user_data != 3 || cqe.res != sizeof(shared_buf))
			_exit(11);
		_exit(check_pattern(shared_buf, sizeof(shared_buf), 5, 0) == -1
		      ? 0 : 12);
	}
	EXPECT_EQ(0, child_status(pid));
	for (i = 0; i < (int)sizeof(shared_buf); i++)
		zeros += !shared_buf[i];
	EXPECT_EQ((int)sizeof(shared_buf), zeros);
	io_uring_queue_exit(&ring);
	close(fd);
}

/* The state letter of task @pid from /proc/PID/stat, or 0. */
static char task_state(pid_t pid)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	return proc_stat_state(path);
}

TEST(sigkill_ends_a_writer_blocked_on_a_pipe_a_splice_holds)
{
	static char fill[65536];
	int c, s, p[2], flags, status, small = 4096;
	pid_t pid;
	char st = 0;
	long end;

	NEED_OP(IORING_OP_SPLICE);
	ASSERT_EQ(0, tcp_pair(&c, &s));
	/* Little room in the connection: the peer (s, ours) reads nothing. */
	ASSERT_EQ(0, setsockopt(c, SOL_SOCKET, SO_SNDBUF, &small,
				sizeof(small)));
	ASSERT_EQ(0, setsockopt(s, SOL_SOCKET, SO_RCVBUF, &small,
				sizeof(small)));
	ASSERT_EQ(0, pipe(p));

	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;
		struct io_uring_sqe *sqe;

		close(s);
		/* A full pipe, more than the connection takes. */
		if (write(p[1], fill, sizeof(fill)) != sizeof(fill) ||
		    io_uring_queue_init(8, &ring, 0))
			_exit(10);
		/*
		 * Its worker takes the pipe's mutex, sends what fits and
		 * waits for room with the mutex held.
		 */
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_splice(sqe, p[0], -1, c, -1, sizeof(fill), 0);
		sqe->flags |= IOSQE_ASYNC;
		if (io_uring_submit(&ring) != 1)
			_exit(11);
		usleep(500 * 1000);
		/* Waits for that mutex, killable or not. */
		(void)!write(p[1], "x", 1);
		_exit(12);
	}
	close(c);
	/* The writer is asleep on the mutex (D), not on room (S). */
	end = now_ms() + 10000;
	while (now_ms() < end && (st = task_state(pid)) != 'D')
		usleep(20 * 1000);
	EXPECT_EQ('D', st);
	ASSERT_EQ(0, kill(pid, SIGKILL));
	status = reap_within(pid, 10000);
	if (status == -1) {
		/* Let the worker go: drain the peer, then reap. */
		flags = fcntl(s, F_GETFL);
		fcntl(s, F_SETFL, flags | O_NONBLOCK);
		end = now_ms() + 10000;
		while (now_ms() < end && waitpid(pid, &status, WNOHANG) != pid)
			(void)!read(s, fill, sizeof(fill));
	}
	EXPECT_NE(-1, status);
	EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
	close(s);
	close(p[0]);
	close(p[1]);
}

/*
 * A private anonymous region of @len bytes whose missing pages a new
 * userfaultfd serves, which nobody does.  Returns the userfaultfd (the
 * region in *@region), or -ENOSYS without CONFIG_USERFAULTFD, or -1.
 */
static int uffd_missing_region(void **region, size_t len)
{
	struct uffdio_api api = { .api = UFFD_API };
	struct uffdio_register reg = { 0 };
	int uffd = syscall(__NR_userfaultfd, O_CLOEXEC);

	if (uffd < 0)
		return errno == ENOSYS ? -ENOSYS : -1;
	*region = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	reg.range.start = (unsigned long)*region;
	reg.range.len = len;
	reg.mode = UFFDIO_REGISTER_MODE_MISSING;
	if (*region == MAP_FAILED || ioctl(uffd, UFFDIO_API, &api) ||
	    ioctl(uffd, UFFDIO_REGISTER, &reg))
		return -1;
	return uffd;
}

TEST(exit_and_close_end_with_a_worker_in_a_userfaultfd_fault)
{
	int fd, st[2], status;
	char c = 0;
	pid_t pid;

	fd = pattern_file("io_threads_uffd", 4096, 9, NULL);
	ASSERT_LE(0, fd);
	ASSERT_EQ(0, pipe(st));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;
		struct io_uring_sqe *sqe;
		struct uffd_msg msg;
		void *region;
		int uffd;

		uffd = uffd_missing_region(&region, 4096);
		if (uffd < 0)
			_exit(uffd == -ENOSYS ? 4 : 10);
		if (io_uring_queue_init(8, &ring, 0))
			_exit(11);
		/* Its worker faults on the region; nobody resolves it. */
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, fd, region, 4096, 0);
		sqe->flags |= IOSQE_ASYNC;
		if (io_uring_submit(&ring) != 1)
			_exit(12);
		if (read(uffd, &msg, sizeof(msg)) != sizeof(msg) ||
		    msg.event != UFFD_EVENT_PAGEFAULT)
			_exit(13);
		/* Close the ring, say so, and exit. */
		io_uring_queue_exit(&ring);
		if (write(st[1], "c", 1) != 1)
			_exit(14);
		_exit(0);
	}
	close(st[1]);
	status = reap_within(pid, 10000);
	if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 4)
		SKIP(return, "no userfaultfd (CONFIG_USERFAULTFD)");
	EXPECT_EQ(1, read(st[0], &c, 1));
	EXPECT_EQ('c', c);
	EXPECT_TRUE(status != -1 && WIFEXITED(status) &&
		    WEXITSTATUS(status) == 0);
	if (status == -1)
		kill(pid, SIGKILL);
	close(st[0]);
	close(fd);
}

#define NPROC_LIMIT	4
#define NPROC_READS	6

/* Threads of this process, from /proc/self/task. */
static int my_threads(void)
{
	struct dirent *de;
	int n = 0;
	DIR *d;

	d = opendir("/proc/self/task");
	if (!d)
		return -1;
	while ((de = readdir(d)))
		n += de->d_name[0] != '.';
	closedir(d);
	return n;
}

/*
 * As nobody, alone under RLIMIT_NPROC 4: six reads of empty pipes get
 * threads of ours up to the limit, not beyond (upstream makes three
 * workers; we make a manager and two).  With the limit raised, every
 * read completes once its pipe has a byte.
 */
static int reads_over_nproc(void)
{
	struct rlimit rl = { .rlim_cur = NPROC_LIMIT, .rlim_max = 64 };
	struct io_uring ring;
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int p[NPROC_READS][2], i, n, seen = 0;
	static char buf[NPROC_READS];

	for (i = 0; i < NPROC_READS; i++)
		if (pipe(p[i]))
			return 10;
	if (become_nobody() || setrlimit(RLIMIT_NPROC, &rl) ||
	    io_uring_queue_init(8, &ring, 0))
		return 11;
	for (i = 0; i < NPROC_READS; i++) {
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, p[i][0], &buf[i], 1, 0);
		sqe->flags |= IOSQE_ASYNC;
		sqe->user_data = 100 + i;
	}
	if (io_uring_submit(&ring) != NPROC_READS)
		return 12;
	usleep(1000 * 1000);
	n = my_threads();
	if (n != NPROC_LIMIT)
		return 20 + n;
	rl.rlim_cur = 64;
	if (setrlimit(RLIMIT_NPROC, &rl))
		return 13;
	for (i = 0; i < NPROC_READS; i++)
		if (write(p[i][1], "0123456789" + i, 1) != 1)
			return 14;
	for (i = 0; i < NPROC_READS; i++) {
		if (wait_one(&ring, &cqe))
			return 15;
		if (cqe.user_data < 100 || cqe.user_data >= 100 + NPROC_READS ||
		    cqe.res != 1)
			return 16;
		seen |= 1 << (cqe.user_data - 100);
	}
	if (seen != (1 << NPROC_READS) - 1)
		return 17;
	for (i = 0; i < NPROC_READS; i++)
		if (buf[i] != '0' + i)
			return 18;
	return 0;
}

TEST(workers_count_against_rlimit_nproc)
{
	int ret;

	if (geteuid())
		SKIP(return, "needs root to become another user");
	ret = in_child(reads_over_nproc);
	if (ret >= 20)
		TH_LOG("%d threads under RLIMIT_NPROC %d", ret - 20,
		       NPROC_LIMIT);
	EXPECT_EQ(0, ret);
}

#define BLKIO_ROOT	"/tmp/iou-blkio"
#define BLKIO_CG	BLKIO_ROOT "/iou"
#define THROTTLED_LEN	65536

/*
 * The blkio cgroup BLKIO_CG, made afresh in the v1 hierarchy mounted at
 * BLKIO_ROOT: 0, -1 when it cannot be made, -2 without blkio throttling.
 */
static int blkio_cg_make(void)
{
	mkdir(BLKIO_ROOT, 0755);
	if (mount("blkio", BLKIO_ROOT, "cgroup", 0, "blkio") && errno != EBUSY)
		return -2;
	rmdir(BLKIO_CG);
	return mkdir(BLKIO_CG, 0755);
}

static void blkio_cg_remove(void)
{
	rmdir(BLKIO_CG);
	umount(BLKIO_ROOT);
	rmdir(BLKIO_ROOT);
}

/* Let BLKIO_CG @rw ("read", "write") @bps bytes a second of @dev; 0: all. */
static int blkio_limit(const char *rw, dev_t dev, unsigned int bps)
{
	char path[96], conf[64];

	snprintf(path, sizeof(path), BLKIO_CG "/blkio.throttle.%s_bps_device",
		 rw);
	snprintf(conf, sizeof(conf), "%u:%u %u", major(dev), minor(dev), bps);
	return write_file(path, conf);
}

/* Move the calling process into BLKIO_CG. */
static int blkio_join(void)
{
	char pidbuf[16];

	snprintf(pidbuf, sizeof(pidbuf), "%d", getpid());
	return write_file(BLKIO_CG "/cgroup.procs", pidbuf);
}

/* Bytes the cgroup read from device @dev, from io_service_bytes. */
static long blkio_read_bytes(dev_t dev)
{
	char want[32], line[128];
	long n = -1;
	FILE *f;

	f = fopen(BLKIO_CG "/blkio.throttle.io_service_bytes", "r");
	if (!f)
		return -1;
	snprintf(want, sizeof(want), "%u:%u Read ", major(dev), minor(dev));
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, want, strlen(want)))
			n = atol(line + strlen(want));
	fclose(f);
	return n;
}

TEST(async_direct_read_is_throttled_in_the_submitters_blkio_cgroup)
{
	struct stat sb;
	int st[2], ret;
	pid_t pid;
	char c = 0;

	if (stat(RAW_DEV, &sb) || !S_ISBLK(sb.st_mode))
		SKIP(return, "no raw test disk %s", RAW_DEV);
	ret = blkio_cg_make();
	if (ret == -2)
		SKIP(return, "no blkio cgroup (CONFIG_BLK_DEV_THROTTLING)");
	ASSERT_EQ(0, ret);
	/* 4 KiB/s: the read takes 16 s once throttled. */
	ASSERT_EQ(0, blkio_limit("read", sb.st_rdev, 4096));
	ASSERT_EQ(0, pipe(st));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;
		struct io_uring_cqe *cqe;
		struct io_uring_sqe *sqe;
		void *buf = aligned_buf(THROTTLED_LEN);
		int fd;

		if (blkio_join())
			_exit(10);
		fd = open(RAW_DEV, O_RDONLY | O_DIRECT);
		if (fd < 0 || !buf || io_uring_queue_init(8, &ring, 0))
			_exit(11);
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, fd, buf, THROTTLED_LEN, 0);
		sqe->flags |= IOSQE_ASYNC;
		sqe->user_data = 5;
		if (io_uring_submit(&ring) != 1)
			_exit(12);
		/* Held back by the limit. */
		if (!wait_cqe_ms(&ring, &cqe, 2000))
			_exit(13);
		if (write(st[1], "w", 1) != 1)
			_exit(14);
		/* The limit lifted, it completes. */
		if (wait_cqe_ms(&ring, &cqe, 30000))
			_exit(15);
		_exit(cqe->user_data == 5 && cqe->res == THROTTLED_LEN ? 0 : 16);
	}
	close(st[1]);
	EXPECT_EQ(1, read(st[0], &c, 1));
	EXPECT_EQ(0, blkio_limit("read", sb.st_rdev, 0));
	EXPECT_EQ(0, child_status(pid));
	EXPECT_EQ('w', c);
	EXPECT_LE(THROTTLED_LEN, blkio_read_bytes(sb.st_rdev));
	close(st[0]);
	blkio_cg_remove();
}

/*
 * A forked child writes 128 KiB to an xfs file with O_DIRECT from its
 * worker, on the ring it shares with us: 64 KiB from memory it filled,
 * then 64 KiB from a userfaultfd region that nobody resolves.  Its blkio
 * cgroup lets 4 KiB/s through to that disk, so the first part, sent when
 * the worker stops in the fault, stays in flight.  The child is killed:
 * the fault ends, get_user_pages() sees the fatal signal, and the write
 * completes once we lift the limit.  Its CQE, which we reap, says
 * -EINTR, as upstream's (not 4.19's -ERESTARTSYS).
 */
TEST(direct_write_cut_by_sigkill_completes_with_eintr)
{
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	char path[256], c = 0;
	int fd, st[2], status, ret;
	struct stat sb;
	pid_t pid;

	snprintf(path, sizeof(path), "%s/io_threads_dio_XXXXXX", XFS_DIR);
	fd = mkostemp(path, O_DIRECT);
	if (fd < 0)
		SKIP(return, "no O_DIRECT file in %s", XFS_DIR);
	unlink(path);
	ASSERT_EQ(0, fstat(fd, &sb));
	ret = blkio_cg_make();
	if (ret == -2)
		SKIP(return, "no blkio cgroup (CONFIG_BLK_DEV_THROTTLING)");
	ASSERT_EQ(0, ret);
	ASSERT_EQ(0, blkio_limit("write", sb.st_dev, 4096));
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	ASSERT_EQ(0, pipe(st));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring_sqe *sqe;
		static struct iovec v[2];
		struct uffd_msg msg;
		int uffd;

		close(st[0]);
		if (blkio_join())
			_exit(10);
		uffd = uffd_missing_region(&v[1].iov_base, 65536);
		if (uffd < 0)
			_exit(uffd == -ENOSYS ? 4 : 10);
		v[0].iov_len = v[1].iov_len = 65536;
		v[0].iov_base = aligned_buf(65536);
		if (!v[0].iov_base)
			_exit(11);
		memset(v[0].iov_base, 0x5a, 65536);
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_writev(sqe, fd, v, 2, 0);
		sqe->flags |= IOSQE_ASYNC;
		sqe->user_data = 0x1234;
		if (io_uring_submit(&ring) != 1)
			_exit(13);
		/* The worker faults in the second part: say so, and wait. */
		if (read(uffd, &msg, sizeof(msg)) != sizeof(msg) ||
		    msg.event != UFFD_EVENT_PAGEFAULT)
			_exit(14);
		if (write(st[1], "f", 1) != 1)
			_exit(15);
		pause();
		_exit(16);
	}
	close(st[1]);
	EXPECT_EQ(1, read(st[0], &c, 1));
	ASSERT_EQ(0, kill(pid, SIGKILL));
	status = reap_within(pid, 10000);
	/* Let the first part go. */
	EXPECT_EQ(0, blkio_limit("write", sb.st_dev, 0));
	if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 4)
		SKIP(return, "no userfaultfd (CONFIG_USERFAULTFD)");
	EXPECT_EQ('f', c);
	EXPECT_TRUE(status != -1 && WIFSIGNALED(status) &&
		    WTERMSIG(status) == SIGKILL);
	ASSERT_EQ(0, wait_cqe_ms(&ring, &cqe, 10000));
	EXPECT_EQ(0x1234, cqe->user_data);
	EXPECT_EQ(-EINTR, cqe->res);
	io_uring_cqe_seen(&ring, cqe);
	close(st[0]);
	io_uring_queue_exit(&ring);
	close(fd);
	blkio_cg_remove();
}

TEST(setup_reports_native_workers)
{
	struct io_uring_params p = { 0 };
	int fd = sys_setup(4, &p);

	ASSERT_LE(0, fd);
	EXPECT_EQ(IORING_FEAT_NATIVE_WORKERS,
		  p.features & IORING_FEAT_NATIVE_WORKERS);
	close(fd);
}

static int sqpoll_ring(struct io_uring *ring)
{
	struct io_uring_params p = { .flags = IORING_SETUP_SQPOLL };

	return io_uring_queue_init_params(8, ring, &p);
}

TEST(sq_thread_is_a_named_thread_of_its_creator)
{
	struct io_uring ring;
	char name[16];
	long end;

	if (geteuid())
		SKIP(return, "SQPOLL needs CAP_SYS_ADMIN at this level");
	ASSERT_EQ(0, sqpoll_ring(&ring));
	snprintf(name, sizeof(name), "iou-sqp-%d", (int)syscall(SYS_gettid));
	/* Upstream's names itself once it runs. */
	end = now_ms() + 5000;
	while (now_ms() < end && threads_named(0, name, NULL, NULL) != 1)
		usleep(20 * 1000);
	EXPECT_EQ(1, threads_named(0, name, NULL, NULL));
	io_uring_queue_exit(&ring);
}

static int sqpoll_hostname_in_new_uts(void)
{
	struct io_uring ring;
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct utsname u;
	int fd;

	if (unshare(CLONE_NEWUTS))
		return 10;
	fd = open("/proc/sys/kernel/hostname", O_WRONLY);
	if (fd < 0 || sqpoll_ring(&ring) ||
	    io_uring_register_files(&ring, &fd, 1))
		return 11;
	/* The SQ thread itself writes it: no worker. */
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_write(sqe, 0, NEW_NAME, strlen(NEW_NAME), 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = 6;
	if (io_uring_submit(&ring) != 1 || wait_one(&ring, &cqe))
		return 12;
	if (cqe.user_data != 6 || cqe.res != (int)strlen(NEW_NAME))
		return 13;
	if (uname(&u) || strcmp(u.nodename, NEW_NAME))
		return 14;
	io_uring_queue_exit(&ring);
	return 0;
}

TEST(sq_thread_writes_hostname_in_its_creators_uts_namespace)
{
	char before[HOST_NAME_MAX + 1], after[HOST_NAME_MAX + 1];

	if (geteuid())
		SKIP(return, "needs root for SQPOLL and unshare(CLONE_NEWUTS)");
	ASSERT_EQ(0, gethostname(before, sizeof(before)));
	EXPECT_EQ(0, in_child(sqpoll_hostname_in_new_uts));
	ASSERT_EQ(0, gethostname(after, sizeof(after)));
	EXPECT_EQ(0, strcmp(before, after));
	if (strcmp(before, after))
		sethostname(before, strlen(before));
}

/*
 * A child shares an SQPOLL ring with its parent, whose exit ends the SQ
 * thread: the child's io_uring_enter() gets -EOWNERDEAD, SQ_WAKEUP or not.
 */
TEST(enter_after_the_sq_threads_process_exits_is_eownerdead)
{
	int res[2] = { 1, 1 }, rp[2], dp[2];
	pid_t pid;

	if (geteuid())
		SKIP(return, "SQPOLL needs CAP_SYS_ADMIN at this level");
	ASSERT_EQ(0, pipe(rp));
	ASSERT_EQ(0, pipe(dp));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;
		char c;

		close(rp[0]);
		if (sqpoll_ring(&ring))
			_exit(10);
		if (fork() == 0) {
			close(dp[1]);
			/* EOF: the SQ thread's process has gone. */
			if (read(dp[0], &c, 1) != 0)
				_exit(1);
			/* And so has its SQ thread, soon after. */
			usleep(200 * 1000);
			res[0] = sys_enter(ring.ring_fd, 0, 0,
					   IORING_ENTER_SQ_WAKEUP, NULL, 0);
			res[0] = res[0] < 0 ? -errno : res[0];
			res[1] = sys_enter(ring.ring_fd, 1, 0, 0, NULL, 0);
			res[1] = res[1] < 0 ? -errno : res[1];
			(void)!write(rp[1], res, sizeof(res));
			_exit(0);
		}
		close(dp[0]);
		_exit(0);
	}
	close(rp[1]);
	close(dp[1]);
	close(dp[0]);
	EXPECT_EQ(0, child_status(pid));
	ASSERT_EQ((int)sizeof(res), read(rp[0], res, sizeof(res)));
	EXPECT_EQ(-EOWNERDEAD, res[0]);
	EXPECT_EQ(-EOWNERDEAD, res[1]);
	close(rp[0]);
}

/* The state letters of every thread of @pid, in @out. */
static int thread_states(pid_t pid, char *out, int max)
{
	char path[300];
	struct dirent *de;
	int n = 0;
	DIR *d;

	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	d = opendir(path);
	if (!d)
		return -1;
	while ((de = readdir(d)) && n < max - 1) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/proc/%d/task/%s/stat", pid,
			 de->d_name);
		out[n] = proc_stat_state(path);
		n += !!out[n];
	}
	closedir(d);
	out[n] = 0;
	return n;
}

TEST(sigstop_stops_the_workers_with_their_process)
{
	char states[64] = "";
	int p[2], status, n;
	pid_t pid;
	long end;

	ASSERT_EQ(0, pipe(p));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;
		struct io_uring_cqe cqe;
		struct io_uring_sqe *sqe;
		char buf[4];
		int ret;

		if (io_uring_queue_init(8, &ring, 0))
			_exit(10);
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, p[0], buf, 4, 0);
		sqe->flags |= IOSQE_ASYNC;
		if (io_uring_submit(&ring) != 1)
			_exit(11);
		/* Our own wait ends with -EINTR at the stop. */
		while ((ret = wait_one(&ring, &cqe)) == -EINTR)
			;
		if (ret)
			_exit(13);
		_exit(cqe.res == 4 ? 0 : cqe.res == -EINTR ? 2 :
		      cqe.res < 0 && cqe.res > -100 ? 100 - cqe.res :
		      cqe.res == -512 ? 99 : 12);
	}
	/* Us and the worker at least (5.12 also has a manager). */
	end = now_ms() + 10000;
	while (now_ms() < end && thread_states(pid, states, sizeof(states)) < 2)
		usleep(20 * 1000);
	usleep(200 * 1000);
	ASSERT_LE(2, thread_states(pid, states, sizeof(states)));
	ASSERT_EQ(0, kill(pid, SIGSTOP));
	ASSERT_EQ(pid, waitpid(pid, &status, WUNTRACED));
	ASSERT_TRUE(WIFSTOPPED(status));
	/* Every thread, the io threads included, is stopped. */
	end = now_ms() + 10000;
	do {
		n = thread_states(pid, states, sizeof(states));
	} while (now_ms() < end && strspn(states, "T") != (size_t)n);
	EXPECT_LE(2, n);
	EXPECT_EQ((size_t)n, strspn(states, "T"));
	ASSERT_EQ(0, kill(pid, SIGCONT));
	ASSERT_EQ(4, write(p[1], "data", 4));
	/*
	 * The stop interrupted the worker's wait, as a signal does a
	 * thread's: the read ends with -EINTR, as on upstream 5.15.
	 */
	status = child_status(pid);
	if (status != 2)
		TH_LOG("the read's CQE after SIGSTOP: %s (%d)",
		       status == 0 ? "4 bytes" : "other", status);
	EXPECT_EQ(2, status);
	close(p[0]);
	close(p[1]);
}

/* After exec: how many threads the new program has, on stdout's pipe. */
static int after_exec(int fd)
{
	char buf[16];
	int n = snprintf(buf, sizeof(buf), "%d", my_threads());

	return write(fd, buf, n) == n ? 0 : 1;
}

TEST(exec_ends_the_workers_of_the_process)
{
	char exe[PATH_MAX], fdarg[16], buf[16] = "";
	int p[2], st[2], len;
	pid_t pid;

	len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	ASSERT_GT(len, 0);
	exe[len] = 0;
	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, pipe(st));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;
		struct io_uring_sqe *sqe;
		char c;

		close(st[0]);
		if (io_uring_queue_init(8, &ring, 0))
			_exit(10);
		/* A worker waits for a byte that never comes. */
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, p[0], &c, 1, 0);
		sqe->flags |= IOSQE_ASYNC;
		if (io_uring_submit(&ring) != 1)
			_exit(11);
		usleep(200 * 1000);
		snprintf(fdarg, sizeof(fdarg), "%d", st[1]);
		execl(exe, exe, "--after-exec", fdarg, (char *)NULL);
		_exit(12);
	}
	close(st[1]);
	/* The pipe's writer is the new program: EOF once it has exited. */
	EXPECT_GT(read(st[0], buf, sizeof(buf) - 1), 0);
	EXPECT_EQ(0, child_status(pid));
	EXPECT_EQ(1, atoi(buf));
	close(st[0]);
	close(p[0]);
	close(p[1]);
}

TEST(a_debugger_attaches_to_a_worker)
{
	char name[16], buf[4] = "";
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	int p[2], status;
	pid_t tid = 0, dbg;
	long end;

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, p[0], buf, 4, 0);
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 8;
	ASSERT_EQ(1, io_uring_submit(&ring));
	snprintf(name, sizeof(name), "iou-wrk-%d", (int)syscall(SYS_gettid));
	end = now_ms() + 10000;
	while (now_ms() < end && threads_named(0, name, &tid, NULL) < 1)
		usleep(20 * 1000);
	ASSERT_NE(0, tid);
	/* Another process attaches, as gdb does to every thread. */
	dbg = fork();
	ASSERT_LE(0, dbg);
	if (!dbg) {
		/* Its exit detaches it (a running tracee cannot detach). */
		_exit(ptrace(PTRACE_SEIZE, tid, 0, 0) ? 10 : 0);
	}
	ASSERT_EQ(dbg, waitpid(dbg, &status, 0));
	EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	ASSERT_EQ(4, write(p[1], "ptrc", 4));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(8, cqe.user_data);
	EXPECT_EQ(4, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "ptrc", 4));
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "--after-exec"))
		return after_exec(atoi(argv[2]));
	return test_harness_run(argc, argv);
}
