// SPDX-License-Identifier: GPL-2.0
/*
 * io threads seen from a FUSE daemon: a request punted to a worker
 * reaches the daemon from a thread of the submitting process (the pid
 * in its fuse_in_header), with the submitter's uid and gid, as
 * upstream's io threads since 5.12.  A kernel thread that borrowed the
 * submitter's context showed up with its own pid instead.
 *
 * A worker waiting for the daemon's answer to a READ ends with its
 * process:
 * - SIGKILL of the process interrupts it (FUSE_INTERRUPT for that READ),
 *   and the process is reaped once the daemon answers;
 * - close() of the ring and exit(2) do the same;
 * - a daemon that dies instead aborts the connection, which ends the
 *   READ and lets the killed process go.
 *
 * The daemon is a child speaking the FUSE protocol on /dev/fuse: one
 * regular file, "f", whose READs it answers with a pattern, or holds.
 */
#include <dirent.h>
#include <linux/fuse.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/uio.h>

#include "helpers.h"

#define FUSE_BUF	(1 << 17)	/* at least FUSE_MIN_READ_BUFFER */
#define FILE_INO	2
#define FILE_SIZE	4096
#define FILE_SEED	21

/* What the daemon saw, shared with the test. */
struct daemon_log {
	int hold;		/* set by the test: leave READs unanswered */
	int answer_intr;	/* set by the test: a READ's interrupt ends it */
	int reads;
	pid_t read_pid;
	uid_t read_uid;
	gid_t read_gid;
	uint64_t read_unique;
	int interrupts;
	uint64_t intr_unique;
	int checked;		/* set by the test: the worker was looked at */
};

static int reply(int fd, uint64_t unique, int error, const void *arg,
		 size_t len)
{
	struct fuse_out_header out = {
		.len = sizeof(out) + len,
		.error = error,
		.unique = unique,
	};
	struct iovec iov[2] = {
		{ &out, sizeof(out) },
		{ (void *)arg, len },
	};

	if (writev(fd, iov, len ? 2 : 1) == (ssize_t)out.len)
		return 0;
	/* ENOENT: the request is gone (interrupted, aborted). */
	return errno == ENOENT ? 0 : -1;
}

static void file_attr(struct fuse_attr *a)
{
	memset(a, 0, sizeof(*a));
	a->ino = FILE_INO;
	a->size = FILE_SIZE;
	a->blocks = FILE_SIZE / 512;
	a->mode = S_IFREG | 0644;
	a->nlink = 1;
	a->blksize = 4096;
}

/* One request in @buf (@len bytes); -1 once the connection is gone. */
static int serve_one(int fd, struct daemon_log *log, char *buf, ssize_t len)
{
	struct fuse_in_header *in = (void *)buf;
	void *arg = buf + sizeof(*in);
	static char data[FILE_SIZE];

	if (len < (ssize_t)sizeof(*in))
		return -1;
	switch (in->opcode) {
	case FUSE_INIT: {
		struct fuse_init_in *ii = arg;
		struct fuse_init_out io = {
			.major = FUSE_KERNEL_VERSION,
			.minor = ii->minor,
			.max_readahead = ii->max_readahead,
			.max_write = 4096,
		};

		/* 4.19's fuse_init_out is 64 bytes, as today's. */
		return reply(fd, in->unique, 0, &io, 64);
	}
	case FUSE_LOOKUP: {
		struct fuse_entry_out e = { .nodeid = FILE_INO };

		if (in->nodeid != FUSE_ROOT_ID || strcmp(arg, "f"))
			return reply(fd, in->unique, -ENOENT, NULL, 0);
		file_attr(&e.attr);
		return reply(fd, in->unique, 0, &e, sizeof(e));
	}
	case FUSE_GETATTR: {
		struct fuse_attr_out a = { 0 };

		file_attr(&a.attr);
		if (in->nodeid == FUSE_ROOT_ID) {
			a.attr.ino = FUSE_ROOT_ID;
			a.attr.mode = S_IFDIR | 0755;
			a.attr.nlink = 2;
		}
		return reply(fd, in->unique, 0, &a, sizeof(a));
	}
	case FUSE_OPEN: {
		/* Straight to us, not through the page cache. */
		struct fuse_open_out o = { .fh = 1,
					   .open_flags = FOPEN_DIRECT_IO };

		return reply(fd, in->unique, 0, &o, sizeof(o));
	}
	case FUSE_READ: {
		struct fuse_read_in *r = arg;
		size_t n = r->offset >= FILE_SIZE ? 0 :
			   (r->size < FILE_SIZE - r->offset ?
			   (size_t)r->size : FILE_SIZE - r->offset);

		log->read_pid = in->pid;
		log->read_uid = in->uid;
		log->read_gid = in->gid;
		log->read_unique = in->unique;
		__atomic_add_fetch(&log->reads, 1, __ATOMIC_SEQ_CST);
		if (log->hold)
			return 0;
		fill_pattern(data, FILE_SIZE, FILE_SEED, 0);
		return reply(fd, in->unique, 0, data + r->offset, n);
	}
	case FUSE_INTERRUPT: {
		struct fuse_interrupt_in *ii = arg;

		log->intr_unique = ii->unique;
		__atomic_add_fetch(&log->interrupts, 1, __ATOMIC_SEQ_CST);
		if (log->answer_intr && ii->unique == log->read_unique)
			return reply(fd, ii->unique, -EINTR, NULL, 0);
		return 0;
	}
	case FUSE_FORGET:
	case FUSE_BATCH_FORGET:
		return 0;
	case FUSE_FLUSH:
	case FUSE_RELEASE:
		return reply(fd, in->unique, 0, NULL, 0);
	default:
		return reply(fd, in->unique, -ENOSYS, NULL, 0);
	}
}

static void daemon_loop(int fd, struct daemon_log *log)
{
	static char buf[FUSE_BUF];
	ssize_t len;

	for (;;) {
		len = read(fd, buf, sizeof(buf));
		if (len < 0 && (errno == EINTR || errno == ENOENT))
			continue;	/* ENOENT: a request interrupted away */
		if (len < 0 || serve_one(fd, log, buf, len) < 0)
			_exit(len < 0 && errno == ENODEV ? 0 : 1);
	}
}

FIXTURE(fuse) {
	char dir[32];
	char file[48];
	int mounted;
	pid_t daemon;
	struct daemon_log *log;
};

FIXTURE_SETUP(fuse)
{
	char opts[128];
	int fd;

	strcpy(self->dir, "/tmp/iou-fuse.XXXXXX");
	self->mounted = 0;
	self->daemon = -1;
	self->log = mmap(NULL, sizeof(*self->log), PROT_READ | PROT_WRITE,
			 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, self->log);
	memset(self->log, 0, sizeof(*self->log));
	fd = open("/dev/fuse", O_RDWR);
	if (fd < 0)
		SKIP(return, "no /dev/fuse: %s", strerror(errno));
	ASSERT_NE(NULL, mkdtemp(self->dir));
	snprintf(self->file, sizeof(self->file), "%s/f", self->dir);
	snprintf(opts, sizeof(opts),
		 "fd=%d,rootmode=40000,user_id=0,group_id=0", fd);
	ASSERT_EQ(0, mount("iou", self->dir, "fuse", MS_NOSUID | MS_NODEV,
			   opts));
	self->mounted = 1;
	self->daemon = fork();
	ASSERT_LE(0, self->daemon);
	if (!self->daemon)
		daemon_loop(fd, self->log);
	/* The daemon holds the only descriptor: its death aborts. */
	close(fd);
}

FIXTURE_TEARDOWN(fuse)
{
	if (self->daemon > 0) {
		kill(self->daemon, SIGKILL);
		waitpid(self->daemon, NULL, 0);
	}
	if (self->mounted)
		umount2(self->dir, MNT_DETACH);
	rmdir(self->dir);
	munmap(self->log, sizeof(*self->log));
}

/* The name of thread @tid of process @pid, or "" when it is not one. */
static const char *thread_comm(pid_t pid, pid_t tid, char *buf, size_t len)
{
	char path[64];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/comm", pid, tid);
	buf[0] = 0;
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return buf;
	n = read(fd, buf, len - 1);
	close(fd);
	buf[n > 0 ? n : 0] = 0;
	buf[strcspn(buf, "\n")] = 0;
	return buf;
}

/* Wait up to 10 s for *@counter to reach @n. */
static int wait_count(int *counter, int n)
{
	long end = now_ms() + 10000;

	while (__atomic_load_n(counter, __ATOMIC_SEQ_CST) < n) {
		if (now_ms() > end)
			return -1;
		usleep(10 * 1000);
	}
	return 0;
}

TEST_F(fuse, read_reaches_the_daemon_from_a_worker_of_the_submitter)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	struct io_uring ring;
	char name[16], comm[32];
	void *buf;
	int fd;

	fd = open(self->file, O_RDONLY);
	ASSERT_LE(0, fd);
	buf = aligned_buf(FILE_SIZE);
	ASSERT_NE(NULL, buf);
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_read(sqe, fd, buf, FILE_SIZE, 0);
	sqe->flags |= IOSQE_ASYNC;
	sqe->user_data = 0xf05e;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(0xf05e, cqe.user_data);
	EXPECT_EQ(FILE_SIZE, cqe.res);
	EXPECT_EQ(-1, check_pattern(buf, FILE_SIZE, FILE_SEED, 0));
	EXPECT_EQ(1, self->log->reads);
	/* From our worker, iou-wrk-<our tid>, as our uid and gid. */
	snprintf(name, sizeof(name), "iou-wrk-%d", (int)syscall(SYS_gettid));
	thread_comm(getpid(), self->log->read_pid, comm, sizeof(comm));
	if (strcmp(name, comm))
		TH_LOG("the READ came from %d (\"%s\")", self->log->read_pid,
		       comm);
	EXPECT_EQ(0, strcmp(name, comm));
	EXPECT_EQ(getuid(), self->log->read_uid);
	EXPECT_EQ(getgid(), self->log->read_gid);
	io_uring_queue_exit(&ring);
	free(buf);
	close(fd);
}

/*
 * A child's worker waits in the daemon's READ; the child is then killed
 * (@how 'k') or closes its ring and exits (@how 'x').  Returns the
 * child's pid once the daemon holds the READ, which came from one of its
 * threads, or -1.
 */
static pid_t child_with_held_read(struct _fixture_fuse *self, char how)
{
	char comm[32];
	pid_t pid;

	self->log->hold = 1;
	self->log->checked = 0;
	pid = fork();
	if (pid < 0)
		return -1;
	if (!pid) {
		struct io_uring_sqe *sqe;
		struct io_uring ring;
		static char buf[FILE_SIZE];
		int fd = open(self->file, O_RDONLY);

		if (fd < 0 || io_uring_queue_init(8, &ring, 0))
			_exit(10);
		sqe = io_uring_get_sqe(&ring);
		io_uring_prep_read(sqe, fd, buf, FILE_SIZE, 0);
		sqe->flags |= IOSQE_ASYNC;
		if (io_uring_submit(&ring) != 1)
			_exit(11);
		if (how == 'x') {
			/* Not before the test has seen the worker's name. */
			while (!__atomic_load_n(&self->log->checked,
						__ATOMIC_SEQ_CST))
				usleep(10 * 1000);
			io_uring_queue_exit(&ring);
			_exit(0);
		}
		for (;;)
			pause();
	}
	if (wait_count(&self->log->reads, 1) ||
	    strncmp(thread_comm(pid, self->log->read_pid, comm, sizeof(comm)),
		    "iou-wrk-", 8)) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		return -1;
	}
	__atomic_store_n(&self->log->checked, 1, __ATOMIC_SEQ_CST);
	return pid;
}

TEST_F(fuse, sigkill_interrupts_a_worker_waiting_for_the_daemon)
{
	int status;
	pid_t pid;

	self->log->answer_intr = 1;
	pid = child_with_held_read(self, 'k');
	ASSERT_LT(0, pid);
	ASSERT_EQ(0, kill(pid, SIGKILL));
	/* The killed worker asks the daemon to drop its READ ... */
	EXPECT_EQ(0, wait_count(&self->log->interrupts, 1));
	EXPECT_EQ(self->log->read_unique, self->log->intr_unique);
	/* ... which says it did: the process goes. */
	status = reap_within(pid, 10000);
	if (status == -1) {
		kill(self->daemon, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	EXPECT_TRUE(status != -1 && WIFSIGNALED(status) &&
		    WTERMSIG(status) == SIGKILL);
}

TEST_F(fuse, close_and_exit_interrupt_a_worker_waiting_for_the_daemon)
{
	int status;
	pid_t pid;

	self->log->answer_intr = 1;
	pid = child_with_held_read(self, 'x');
	ASSERT_LT(0, pid);
	EXPECT_EQ(0, wait_count(&self->log->interrupts, 1));
	EXPECT_EQ(self->log->read_unique, self->log->intr_unique);
	status = reap_within(pid, 10000);
	if (status == -1) {
		kill(self->daemon, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	EXPECT_TRUE(status != -1 && WIFEXITED(status) &&
		    WEXITSTATUS(status) == 0);
}

TEST_F(fuse, daemon_death_frees_a_killed_process_waiting_on_it)
{
	int status;
	pid_t pid;

	pid = child_with_held_read(self, 'k');
	ASSERT_LT(0, pid);
	ASSERT_EQ(0, kill(pid, SIGKILL));
	/* The daemon, told to stop, ignores it and then dies. */
	EXPECT_EQ(0, wait_count(&self->log->interrupts, 1));
	ASSERT_EQ(0, kill(self->daemon, SIGKILL));
	ASSERT_EQ(self->daemon, waitpid(self->daemon, NULL, 0));
	self->daemon = -1;
	status = reap_within(pid, 10000);
	if (status == -1)
		waitpid(pid, NULL, 0);
	EXPECT_TRUE(status != -1 && WIFSIGNALED(status) &&
		    WTERMSIG(status) == SIGKILL);
}

TEST_HARNESS_MAIN
