// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_MADVISE while its submitter dumps core.  4.19's ELF core dump
 * sizes its table of VMAs from map_count and then walks the VMAs without
 * mmap_sem, trusting that every user of the mm is stopped.  A worker that
 * borrows the mm is not stopped: a MADVISE that splits a VMA then makes
 * the dump read past its table.  Such a MADVISE must fail with -EINTR
 * (upstream bc0c4d1e176e, "mm: check that mm is still valid in
 * madvise()").
 *
 * The dump is held still: core_pattern pipes it to this program (the
 * helper, --core-helper DIR), which reads nothing until told to.  While
 * the dumping child is blocked writing its core, the test lets a read
 * complete whose link is the MADVISE, and reads the CQEs from the ring,
 * whose descriptor the child passed it before it crashed.
 */
#include <signal.h>
#include <sys/prctl.h>
#include "helpers.h"

#define PAGE 4096

/* @dir/@name in @buf (PATH_MAX). */
static const char *path_of(const char *dir, const char *name, char *buf)
{
	snprintf(buf, PATH_MAX, "%s/%s", dir, name);
	return buf;
}

/* Whether @dir/@name exists. */
static int exists(const char *dir, const char *name)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return access(path, F_OK) == 0;
}

static void touch(const char *dir, const char *name)
{
	char path[PATH_MAX];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_CREAT, 0600);
	if (fd >= 0)
		close(fd);
}

/*
 * The core_pattern helper: say it started, wait for "go" or "kill", then
 * read the whole core (go) or leave it unread, which ends the dump with
 * EPIPE (kill, or no word within 60 s).
 */
static int core_helper(const char *dir)
{
	char buf[65536];
	long total = 0;
	ssize_t n;
	int i;

	touch(dir, "started");
	for (i = 0; i < 6000; i++) {
		if (exists(dir, "go"))
			break;
		if (exists(dir, "kill"))
			return 1;
		usleep(10000);
	}
	if (i == 6000)
		return 1;
	while ((n = read(0, buf, sizeof(buf))) > 0)
		total += n;
	touch(dir, total > 0 ? "read" : "empty");
	return 0;
}

/* Send @fd over the unix socket @sock, with @p as the data. */
static int send_fd(int sock, int fd, struct io_uring_params *p)
{
	char cbuf[CMSG_SPACE(sizeof(int))] = { 0 };
	struct iovec iov = { .iov_base = p, .iov_len = sizeof(*p) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *cm = CMSG_FIRSTHDR(&msg);

	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cm), &fd, sizeof(int));
	return sendmsg(sock, &msg, 0) == sizeof(*p) ? 0 : -1;
}

static int recv_fd(int sock, struct io_uring_params *p)
{
	char cbuf[CMSG_SPACE(sizeof(int))] = { 0 };
	struct iovec iov = { .iov_base = p, .iov_len = sizeof(*p) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *cm;
	int fd;

	if (recvmsg(sock, &msg, 0) != sizeof(*p))
		return -1;
	cm = CMSG_FIRSTHDR(&msg);
	if (!cm || cm->cmsg_type != SCM_RIGHTS)
		return -1;
	memcpy(&fd, CMSG_DATA(cm), sizeof(int));
	return fd;
}

/*
 * The child: a ring, a read of @pipe_rd in a worker with the MADVISE
 * linked to it (MADV_DONTFORK on the middle page of @area splits its VMA
 * in three and takes mmap_sem for writing), the ring handed to the
 * parent, then a crash with a core dump.
 */
static void dumping_child(int sock, int pipe_rd, char *area)
{
	struct rlimit rl = { RLIM_INFINITY, RLIM_INFINITY };
	struct io_uring_params p;
	struct io_uring ring;
	struct io_uring_sqe *sqe;
	static char byte;

	setrlimit(RLIMIT_CORE, &rl);
	prctl(PR_SET_DUMPABLE, 1);
	memset(&p, 0, sizeof(p));
	if (io_uring_queue_init_params(4, &ring, &p))
		_exit(2);
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, pipe_rd, &byte, 1, 0);
	sqe->flags = IOSQE_ASYNC | IOSQE_IO_LINK;
	sqe->user_data = 1;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_madvise(sqe, area + PAGE, PAGE, MADV_DONTFORK);
	sqe->user_data = 2;
	if (io_uring_submit(&ring) != 2)
		_exit(3);
	if (send_fd(sock, ring.ring_fd, &p))
		_exit(4);
	signal(SIGSEGV, SIG_DFL);
	raise(SIGSEGV);
	_exit(5);
}

/* The next CQE of @ring within 10 s, peeked without entering the kernel. */
static int peek_within(struct io_uring *ring, struct io_uring_cqe *out)
{
	struct io_uring_cqe *cqe;
	int i;

	for (i = 0; i < 1000; i++) {
		if (io_uring_peek_cqe(ring, &cqe) == 0) {
			*out = *cqe;
			io_uring_cqe_seen(ring, cqe);
			return 0;
		}
		usleep(10000);
	}
	return -1;
}

/* waitpid() for 30 s at most, then SIGKILL and wait. */
static int reap_within(pid_t pid, int *status)
{
	int i;

	for (i = 0; i < 3000; i++) {
		if (waitpid(pid, status, WNOHANG) == pid)
			return 0;
		usleep(10000);
	}
	kill(pid, SIGKILL);
	waitpid(pid, status, 0);
	return -1;
}

static int wait_for(const char *dir, const char *name)
{
	int i;

	for (i = 0; i < 3000; i++) {
		if (exists(dir, name))
			return 0;
		usleep(10000);
	}
	return -1;
}

TEST(madvise_during_a_core_dump_is_eintr)
{
	char dir[] = "/tmp/iou-core.XXXXXX", exe[PATH_MAX], pattern[PATH_MAX + 64];
	char old_pattern[256] = "", path[PATH_MAX];
	struct io_uring_cqe cqe[2];
	struct io_uring_params p;
	struct io_uring ring;
	int sv[2], pp[2], ringfd, status, len;
	char *area;
	pid_t pid;
	FILE *f;

	NEED_OP(IORING_OP_MADVISE);
	if (geteuid())
		SKIP(return, "core_pattern needs root");
	len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	ASSERT_GT(len, 0);
	exe[len] = 0;
	ASSERT_NE(NULL, mkdtemp(dir));
	snprintf(pattern, sizeof(pattern), "|%s --core-helper %s", exe, dir);
	if (strlen(pattern) >= 128)
		SKIP(return, "core_pattern would be too long: %s", pattern);
	f = fopen("/proc/sys/kernel/core_pattern", "r");
	ASSERT_NE(NULL, f);
	if (!fgets(old_pattern, sizeof(old_pattern), f))
		old_pattern[0] = 0;
	fclose(f);
	old_pattern[strcspn(old_pattern, "\n")] = 0;
	ASSERT_EQ(0, write_file("/proc/sys/kernel/core_pattern", pattern));

	area = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, area);
	memset(area, 1, 3 * PAGE);
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, sv));
	ASSERT_EQ(0, pipe(pp));
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		close(sv[0]);
		close(pp[1]);
		dumping_child(sv[1], pp[0], area);
	}
	close(sv[1]);
	close(pp[0]);
	/* A child that failed before sending sends nothing: 30 s at most. */
	{
		struct timeval tv = { .tv_sec = 30 };

		setsockopt(sv[0], SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	}
	ringfd = recv_fd(sv[0], &p);
	if (ringfd < 0) {
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		TH_LOG("no ring from the child: status %#x", status);
	}
	ASSERT_GE(ringfd, 0);
	ASSERT_EQ(0, io_uring_queue_mmap(ringfd, &p, &ring));

	/* The dump has started and waits for its reader. */
	if (wait_for(dir, "started")) {
		kill(pid, SIGKILL);
		reap_within(pid, &status);
		write_file("/proc/sys/kernel/core_pattern",
			   old_pattern[0] ? old_pattern : "core");
		TH_LOG("no core dump started: child status %#x", status);
	}
	ASSERT_EQ(0, access(path_of(dir, "started", path), F_OK));
	ASSERT_EQ(1, write(pp[1], "x", 1));
	ASSERT_EQ(0, peek_within(&ring, &cqe[0]));
	ASSERT_EQ(0, peek_within(&ring, &cqe[1]));
	EXPECT_EQ(1, cqe[0].user_data);
	EXPECT_EQ(1, cqe[0].res);
	EXPECT_EQ(2, cqe[1].user_data);
	EXPECT_EQ(-EINTR, cqe[1].res);

	/*
	 * A MADVISE that ran has changed the VMAs under the dump: leave the
	 * core unread, so that the dump stops at its next write instead of
	 * walking its table further.
	 */
	touch(dir, cqe[1].res == -EINTR ? "go" : "kill");
	ASSERT_EQ(0, reap_within(pid, &status));
	EXPECT_TRUE(WIFSIGNALED(status));
	if (cqe[1].res == -EINTR) {
		EXPECT_TRUE(WCOREDUMP(status));
		EXPECT_EQ(0, wait_for(dir, "read"));
	}

	io_uring_queue_exit(&ring);
	close(sv[0]);
	close(pp[1]);
	munmap(area, 3 * PAGE);
	write_file("/proc/sys/kernel/core_pattern",
		   old_pattern[0] ? old_pattern : "core");
	for (const char *n = "started\0go\0kill\0read\0empty\0"; *n;
	     n += strlen(n) + 1) {
		snprintf(path, sizeof(path), "%s/%s", dir, n);
		unlink(path);
	}
	rmdir(dir);
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "--core-helper"))
		return core_helper(argv[2]);
	return test_harness_run(argc, argv);
}
