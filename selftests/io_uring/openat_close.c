// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_OPENAT and IORING_OP_CLOSE, with upstream 5.6's results (the
 * 5.6 level).  OPENAT opens in the submitter's file table, relative to a
 * dirfd or its cwd, within its root (chroot) and its RLIMIT_NOFILE, with
 * its umask, and copies the path at submission.  CLOSE closes in the
 * submitter's table, inline or from a worker, refuses io_uring
 * descriptors and fixed files with -EBADF, and leaves a request in flight
 * on the closed file its own reference (close(2) semantics).  On an
 * SQPOLL ring both opcodes get -EBADF at 5.6 (its thread has no file
 * table).  SKIPs on a kernel without the opcodes (probe).  OPENAT2:
 * openat2.c.
 *
 * Linux 6.18 differs: it runs OPENAT and CLOSE on an SQPOLL ring (its SQ
 * thread shares the creator's file table).
 */
#include <ftw.h>
#include <sys/socket.h>
#include <sched.h>

#include "helpers.h"

FIXTURE(oc) {
	struct io_uring ring;
	char dir[PATH_MAX];	/* from USE_DIR(); the teardown removes it */
};

/* @dir/@name holding @text; 0 or -1. */
static int put_file(const char *dir, const char *name, const char *text)
{
	char path[PATH_MAX + 64];
	ssize_t len = strlen(text);
	int fd, ret;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return -1;
	ret = write(fd, text, len) == len ? 0 : -1;
	close(fd);
	return ret;
}

/* A fresh directory in test_dir() with "a" ("alpha") and "b" ("bravo"). */
static int make_dir(char *dir, size_t len)
{
	snprintf(dir, len, "%s/iou-oc.%d", test_dir(), getpid());
	rm_tree(dir);
	if (mkdir(dir, 0755) || put_file(dir, "a", "alpha") ||
	    put_file(dir, "b", "bravo")) {
		rm_tree(dir);
		dir[0] = 0;
		return -1;
	}
	return 0;
}

#define USE_DIR(self)							\
	do {								\
		if (make_dir((self)->dir, sizeof((self)->dir)))		\
			SKIP(return, "no writable test directory %s",	\
			     test_dir());				\
	} while (0)

FIXTURE_SETUP(oc)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
}

FIXTURE_TEARDOWN(oc)
{
	if (self->dir[0])
		rm_tree(self->dir);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *openat_sqe(struct io_uring *ring, int dfd,
				       const char *path, int flags,
				       mode_t mode)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_openat(sqe, dfd, path, flags, mode);
	return sqe;
}

static struct io_uring_sqe *close_sqe(struct io_uring *ring, int fd)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_close(sqe, fd);
	return sqe;
}

/* OPENAT alone: the CQE's res (user_data checked by submit_res()). */
static int ring_openat(struct io_uring *ring, int dfd, const char *path,
		       int flags, mode_t mode)
{
	return submit_res(ring, openat_sqe(ring, dfd, path, flags, mode));
}

static int ring_close(struct io_uring *ring, int fd)
{
	return submit_res(ring, close_sqe(ring, fd));
}

/* The first bytes of @fd at offset 0 as a string ("" when unreadable). */
static const char *contents(int fd)
{
	static char buf[4][32];
	static int n;
	char *b = buf[n++ & 3];
	ssize_t len = pread(fd, b, sizeof(buf[0]) - 1, 0);

	b[len > 0 ? len : 0] = 0;
	return b;
}

/* Results a child leaves for the test (shared memory). */
struct out {
	int res[8];
	char text[4][32];
};

static struct out *shared_out(void)
{
	struct out *o = mmap(NULL, sizeof(*o), PROT_READ | PROT_WRITE,
			     MAP_SHARED | MAP_ANONYMOUS, -1, 0);

	return o == MAP_FAILED ? NULL : o;
}

/* The fd works both ways, is the file at the path, and has no FD_CLOEXEC. */
TEST_F(oc, openat_returns_a_working_fd)
{
	char path[PATH_MAX + 8];
	struct stat st, fst;
	int fd, fd2;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	snprintf(path, sizeof(path), "%s/a", self->dir);
	fd = ring_openat(&self->ring, AT_FDCWD, path, O_RDWR, 0);
	ASSERT_LE(0, fd);
	ASSERT_GT(1000, fd);
	EXPECT_EQ(0, strcmp("alpha", contents(fd)));
	ASSERT_EQ(5, pwrite(fd, "omega", 5, 0));
	ASSERT_EQ(0, fstat(fd, &fst));
	ASSERT_EQ(0, stat(path, &st));
	EXPECT_EQ(st.st_ino, fst.st_ino);
	EXPECT_EQ(st.st_dev, fst.st_dev);
	/* What it wrote is in the file, read back through another open. */
	fd2 = open(path, O_RDONLY);
	ASSERT_LE(0, fd2);
	EXPECT_EQ(0, strcmp("omega", contents(fd2)));
	EXPECT_EQ(0, fcntl(fd, F_GETFD) & FD_CLOEXEC);
	EXPECT_EQ(O_RDWR, fcntl(fd, F_GETFL) & O_ACCMODE);
	close(fd2);
	close(fd);

	/* O_CLOEXEC is honoured. */
	fd = ring_openat(&self->ring, AT_FDCWD, path, O_RDONLY | O_CLOEXEC, 0);
	ASSERT_LE(0, fd);
	ASSERT_GT(1000, fd);
	EXPECT_EQ(FD_CLOEXEC, fcntl(fd, F_GETFD) & FD_CLOEXEC);
	EXPECT_EQ(O_RDONLY, fcntl(fd, F_GETFL) & O_ACCMODE);
	close(fd);
}

/* O_CREAT|O_EXCL with a mode, under the submitter's umask. */
TEST_F(oc, openat_creates_with_mode_and_umask)
{
	char path[PATH_MAX + 8], path2[PATH_MAX + 8];
	struct stat st;
	int fd;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	snprintf(path, sizeof(path), "%s/new", self->dir);
	snprintf(path2, sizeof(path2), "%s/new2", self->dir);
	umask(0);
	fd = ring_openat(&self->ring, AT_FDCWD, path,
			 O_CREAT | O_EXCL | O_RDWR, 0666);
	ASSERT_LE(0, fd);
	ASSERT_GT(1000, fd);
	ASSERT_EQ(0, fstat(fd, &st));
	EXPECT_TRUE(S_ISREG(st.st_mode));
	EXPECT_EQ(0666, st.st_mode & 0777);
	EXPECT_EQ(0, st.st_size);
	close(fd);
	ASSERT_EQ(0, stat(path, &st));
	EXPECT_EQ(0666, st.st_mode & 0777);
	/* It exists now: O_EXCL fails. */
	EXPECT_EQ(-EEXIST, ring_openat(&self->ring, AT_FDCWD, path,
				       O_CREAT | O_EXCL | O_RDWR, 0666));
	/* The umask of the submitter at submission applies. */
	umask(027);
	fd = ring_openat(&self->ring, AT_FDCWD, path2,
			 O_CREAT | O_EXCL | O_WRONLY, 0666);
	ASSERT_LE(0, fd);
	ASSERT_GT(1000, fd);
	ASSERT_EQ(0, fstat(fd, &st));
	EXPECT_EQ(0640, st.st_mode & 0777);
	close(fd);
}

/* Relative paths: to a dirfd, and to the cwd (AT_FDCWD) after chdir(). */
TEST_F(oc, openat_relative_to_dirfd_and_cwd)
{
	int dfd, fd, file;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	dfd = open(self->dir, O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, dfd);
	fd = ring_openat(&self->ring, dfd, "b", O_RDONLY, 0);
	ASSERT_LE(0, fd);
	ASSERT_GT(1000, fd);
	EXPECT_EQ(0, strcmp("bravo", contents(fd)));
	close(fd);

	/* A dirfd that is not a directory: openat(2)'s -ENOTDIR. */
	file = openat(dfd, "a", O_RDONLY);
	ASSERT_LE(0, file);
	EXPECT_EQ(-ENOTDIR, ring_openat(&self->ring, file, "b", O_RDONLY, 0));
	close(file);
	close(dfd);

	ASSERT_EQ(0, chdir(self->dir));
	fd = ring_openat(&self->ring, AT_FDCWD, "a", O_RDONLY, 0);
	ASSERT_LE(0, fd);
	ASSERT_GT(1000, fd);
	EXPECT_EQ(0, strcmp("alpha", contents(fd)));
	close(fd);
	ASSERT_EQ(0, chdir("/"));
}

/*
 * A worker resolves AT_FDCWD in the cwd of the submitter as it was at
 * submission: here one made after the pool's workers were, by
 * unshare(CLONE_FS) and chdir(), which the workers do not share.
 * Beyond upstream: 5.12's io-wq worker keeps the fs_struct it was made
 * with, and fails this with -ENOENT (6.18 does).
 */
TEST_F(oc, openat_in_the_cwd_of_an_unshared_fs)
{
	struct io_uring_sqe *sqe;
	int fd;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	/* A worker that shares our fs_struct of now. */
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_nop(sqe);
	sqe->flags |= IOSQE_ASYNC;
	ASSERT_EQ(0, submit_res(&self->ring, sqe));

	ASSERT_EQ(0, unshare(CLONE_FS));
	ASSERT_EQ(0, chdir(self->dir));
	sqe = openat_sqe(&self->ring, AT_FDCWD, "a", O_RDONLY, 0);
	sqe->flags |= IOSQE_ASYNC;
	fd = submit_res(&self->ring, sqe);
	ASSERT_LE(0, fd);
	EXPECT_EQ(0, strcmp("alpha", contents(fd)));
	close(fd);
	ASSERT_EQ(0, chdir("/"));
}

TEST_F(oc, openat_errors)
{
	struct io_uring_sqe *sqe;
	char path[PATH_MAX + 16];
	int bad;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	snprintf(path, sizeof(path), "%s/missing", self->dir);
	EXPECT_EQ(-ENOENT, ring_openat(&self->ring, AT_FDCWD, path,
				       O_RDONLY, 0));
	/* A dirfd that is not open. */
	bad = open("/dev/null", O_RDONLY);
	ASSERT_LE(0, bad);
	close(bad);
	EXPECT_EQ(-EBADF, ring_openat(&self->ring, bad, "a", O_RDONLY, 0));
	/* A fixed file as the dirfd: upstream's -EBADF. */
	sqe = openat_sqe(&self->ring, AT_FDCWD, path, O_RDONLY, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, submit_res(&self->ring, sqe));
	sqe = openat_sqe(&self->ring, AT_FDCWD, path, O_RDONLY, 0);
	sqe->buf_index = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	/* A bad path pointer. */
	EXPECT_EQ(-EFAULT, ring_openat(&self->ring, AT_FDCWD, (char *)16,
				       O_RDONLY, 0));
}

/*
 * The path is copied at submission: the buffer names another file right
 * after io_uring_submit() returns, and the first one is opened.
 */
TEST_F(oc, openat_path_read_at_submission)
{
	char *p = malloc(PATH_MAX + 8);
	struct io_uring_cqe cqe;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	ASSERT_NE(NULL, p);
	snprintf(p, PATH_MAX + 8, "%s/a", self->dir);
	openat_sqe(&self->ring, AT_FDCWD, p, O_RDONLY, 0)->user_data = 7;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	snprintf(p, PATH_MAX + 8, "%s/b", self->dir);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	ASSERT_LE(0, cqe.res);
	EXPECT_EQ(0, strcmp("alpha", contents(cqe.res)));
	close(cqe.res);
	free(p);
}

/*
 * RLIMIT_NOFILE of the submitter: with the limit at N and fds 0..N-2 in
 * use, OPENAT gets N-1; with 0..N-1 in use, -EMFILE.  In a child, so the
 * limit goes with it.
 */
TEST_F(oc, openat_honours_rlimit_nofile)
{
	struct out *o = shared_out();
	char path[PATH_MAX + 8];
	pid_t pid;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	ASSERT_NE(NULL, o);
	snprintf(path, sizeof(path), "%s/a", self->dir);
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring r;
		struct rlimit lim;
		int lowest;

		if (io_uring_queue_init(4, &r, 0))
			_exit(10);
		/* The lowest free fd: every one below it is in use. */
		lowest = open("/dev/null", O_RDONLY);
		if (lowest < 0)
			_exit(11);
		close(lowest);
		lim.rlim_cur = lim.rlim_max = lowest + 1;
		if (setrlimit(RLIMIT_NOFILE, &lim))
			_exit(12);
		o->res[0] = lowest;
		o->res[1] = ring_openat(&r, AT_FDCWD, path, O_RDONLY, 0);
		o->res[2] = ring_openat(&r, AT_FDCWD, path, O_RDONLY, 0);
		_exit(0);
	}
	ASSERT_EQ(0, child_status(pid));
	EXPECT_EQ(o->res[0], o->res[1]);
	EXPECT_EQ(-EMFILE, o->res[2]);
}

/*
 * A child chroots into dir/root with the ring it made before: "/f" is the
 * file inside, and "/../escape" stays inside too (dir/root/escape, not
 * dir/escape).
 */
TEST_F(oc, openat_in_a_chroot)
{
	struct out *o = shared_out();
	char root[PATH_MAX + 8];
	pid_t pid;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	if (geteuid() != 0)
		SKIP(return, "chroot needs root");
	ASSERT_NE(NULL, o);
	snprintf(root, sizeof(root), "%s/root", self->dir);
	ASSERT_EQ(0, mkdir(root, 0755));
	ASSERT_EQ(0, put_file(root, "f", "inside"));
	ASSERT_EQ(0, put_file(root, "escape", "jailed"));
	ASSERT_EQ(0, put_file(self->dir, "escape", "outside"));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		const char *names[2] = { "/f", "/../escape" };
		struct io_uring r;

		if (io_uring_queue_init(4, &r, 0) || chroot(root) || chdir("/"))
			_exit(10);
		for (int i = 0; i < 2; i++) {
			o->res[i] = ring_openat(&r, AT_FDCWD, names[i],
						O_RDONLY, 0);
			if (o->res[i] >= 0 && o->res[i] < 1000)
				strcpy(o->text[i], contents(o->res[i]));
		}
		_exit(0);
	}
	ASSERT_EQ(0, child_status(pid));
	EXPECT_LE(0, o->res[0]);
	EXPECT_EQ(0, strcmp("inside", o->text[0]));
	EXPECT_LE(0, o->res[1]);
	EXPECT_EQ(0, strcmp("jailed", o->text[1]));
}

/* CLOSE of a descriptor open(2) made, then of one OPENAT made. */
TEST_F(oc, close_closes_the_descriptor)
{
	char path[PATH_MAX + 8];
	int fd;

	NEED_OP(IORING_OP_OPENAT);
	NEED_OP(IORING_OP_CLOSE);
	USE_DIR(self);
	snprintf(path, sizeof(path), "%s/a", self->dir);
	fd = open(path, O_RDONLY);
	ASSERT_LE(0, fd);
	EXPECT_LE(0, fcntl(fd, F_GETFD));
	EXPECT_EQ(0, ring_close(&self->ring, fd));
	ASSERT_ERRNO(EBADF, fcntl(fd, F_GETFD));

	/* OPENAT, then CLOSE of its result in a second submission. */
	fd = ring_openat(&self->ring, AT_FDCWD, path, O_RDONLY, 0);
	ASSERT_LE(0, fd);
	ASSERT_GT(1000, fd);
	EXPECT_LE(0, fcntl(fd, F_GETFD));
	EXPECT_EQ(0, ring_close(&self->ring, fd));
	ASSERT_ERRNO(EBADF, fcntl(fd, F_GETFD));
}

TEST_F(oc, close_errors)
{
	struct io_uring_sqe *sqe;
	int fd, bad;

	NEED_OP(IORING_OP_CLOSE);
	fd = open("/dev/null", O_RDONLY);
	bad = open("/dev/null", O_RDONLY);
	ASSERT_LE(0, fd);
	ASSERT_LE(0, bad);
	close(bad);
	EXPECT_EQ(-EBADF, ring_close(&self->ring, bad));
	EXPECT_EQ(-EBADF, ring_close(&self->ring, -1));

	/* Fields CLOSE does not use must be 0; the fd stays open. */
	for (int i = 0; i < 5; i++) {
		sqe = close_sqe(&self->ring, fd);
		switch (i) {
		case 0:
			sqe->off = 1;
			break;
		case 1:
			sqe->len = 1;
			break;
		case 2:
			sqe->addr = 1;
			break;
		case 3:
			sqe->rw_flags = 1;
			break;
		default:
			sqe->buf_index = 1;
		}
		EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
		EXPECT_LE(0, fcntl(fd, F_GETFD));
	}

	/* IOSQE_FIXED_FILE: -EBADF, registered file or not. */
	sqe = close_sqe(&self->ring, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, submit_res(&self->ring, sqe));
	ASSERT_EQ(0, io_uring_register_files(&self->ring, &fd, 1));
	sqe = close_sqe(&self->ring, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, submit_res(&self->ring, sqe));
	EXPECT_LE(0, fcntl(fd, F_GETFD));
	close(fd);
}

/*
 * An O_PATH descriptor is closed like any other, as close(2) does
 * (upstream 904fbcb115c8 and fd2206e4e97b; before them, -EBADF).
 */
TEST_F(oc, close_closes_an_o_path_descriptor)
{
	int fd;

	NEED_OP(IORING_OP_CLOSE);
	fd = open("/dev/null", O_PATH);
	ASSERT_LE(0, fd);
	EXPECT_EQ(0, ring_close(&self->ring, fd));
	EXPECT_EQ(-1, fcntl(fd, F_GETFD));
	EXPECT_EQ(EBADF, errno);

	/* From a worker too. */
	fd = open("/", O_PATH | O_DIRECTORY);
	ASSERT_LE(0, fd);
	close_sqe(&self->ring, fd)->flags |= IOSQE_ASYNC;
	EXPECT_EQ(0, run1(&self->ring, 0));
	EXPECT_EQ(-1, fcntl(fd, F_GETFD));
}

/*
 * The descriptor of any io_uring instance is refused with -EBADF: the
 * ring's own, a dup of it, another ring's.  All stay open and working.
 */
TEST_F(oc, close_refuses_io_uring_descriptors)
{
	struct io_uring other;
	int dup_fd;

	NEED_OP(IORING_OP_CLOSE);
	EXPECT_EQ(-EBADF, ring_close(&self->ring, self->ring.ring_fd));
	EXPECT_LE(0, fcntl(self->ring.ring_fd, F_GETFD));
	EXPECT_EQ(0, submit_res(&self->ring, nop_sqe(&self->ring, 0, 0)));

	dup_fd = dup(self->ring.ring_fd);
	ASSERT_LE(0, dup_fd);
	EXPECT_EQ(-EBADF, ring_close(&self->ring, dup_fd));
	EXPECT_LE(0, fcntl(dup_fd, F_GETFD));
	close(dup_fd);

	ASSERT_EQ(0, io_uring_queue_init(4, &other, 0));
	EXPECT_EQ(-EBADF, ring_close(&self->ring, other.ring_fd));
	EXPECT_LE(0, fcntl(other.ring_fd, F_GETFD));
	EXPECT_EQ(0, submit_res(&other, nop_sqe(&other, 0, 0)));
	EXPECT_EQ(0, submit_res(&self->ring, nop_sqe(&self->ring, 0, 0)));
	io_uring_queue_exit(&other);
}

/*
 * Linked after a NOP, CLOSE runs in a worker: it still closes the fd in
 * the submitter's table.
 */
TEST_F(oc, close_in_a_chain_closes_in_the_submitters_table)
{
	int res[9] = { 0 }, fd = open("/dev/null", O_RDONLY);

	NEED_OP(IORING_OP_CLOSE);
	ASSERT_LE(0, fd);
	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	close_sqe(&self->ring, fd)->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[2]);
	ASSERT_ERRNO(EBADF, fcntl(fd, F_GETFD));
}

/*
 * A RECV waits on a socket; CLOSE of the socket's fd succeeds and does
 * not end the RECV, which holds its own reference (close(2) semantics):
 * the bytes the peer writes afterwards complete it.
 */
TEST_F(oc, close_leaves_a_waiting_recv_its_socket)
{
	static char buf[16];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int sv[2];

	NEED_OP(IORING_OP_CLOSE);
	NEED_OP(IORING_OP_RECV);
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_recv(sqe, sv[0], buf, sizeof(buf), 0);
	sqe->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	ASSERT_FALSE(cqe_ready(&self->ring));

	close_sqe(&self->ring, sv[0])->user_data = 2;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	ASSERT_ERRNO(EBADF, fcntl(sv[0], F_GETFD));
	usleep(50000);
	EXPECT_FALSE(cqe_ready(&self->ring));

	ASSERT_EQ(5, write(sv[1], "hello", 5));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(5, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "hello", 5));
	close(sv[1]);
}

/*
 * SQPOLL at the 5.6 level: the SQ thread has no file table of the
 * submitter's, so OPENAT and CLOSE get -EBADF and the fd stays open.
 * (Linux 6.18 runs both: differs.)
 */
/*
 * CLOSE releases the POSIX locks of the closing table, as close(2) does:
 * another process can take the lock at once.
 */
TEST_F(oc, close_releases_posix_locks)
{
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	char path[PATH_MAX + 8];
	int fd, status;
	pid_t pid;

	NEED_OP(IORING_OP_CLOSE);
	USE_DIR(self);
	snprintf(path, sizeof(path), "%s/a", self->dir);
	fd = open(path, O_RDWR);
	ASSERT_LE(0, fd);
	ASSERT_EQ(0, fcntl(fd, F_SETLK, &fl));
	EXPECT_EQ(0, ring_close(&self->ring, fd));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		int cfd = open(path, O_RDWR);

		_exit(cfd >= 0 && !fcntl(cfd, F_SETLK, &fl) ? 0 : 1);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status) && !WEXITSTATUS(status));
}

/*
 * Two OPENATs of a FIFO, for reading and for writing, on a ring of two
 * entries: the first waits in a worker for the second, which must get a
 * worker of its own (5.6's io-wq gives them unbounded workers).  If it
 * does not come within 5 s, the test opens the other end itself, so that
 * the ring can be torn down.  (Not io_uring_wait_cqe_timeout(): liburing
 * 2.3 emulates it on kernels without IORING_FEAT_EXT_ARG, 5.10's, with a
 * TIMEOUT request, and then returns the count io_uring_enter() submitted,
 * 1, with the CQE.)
 */
TEST_F(oc, openat_of_both_ends_of_a_fifo)
{
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	char fifo[PATH_MAX + 8];
	int i, res[2] = { -1000, -1000 }, rescue = -1;

	NEED_OP(IORING_OP_OPENAT);
	USE_DIR(self);
	snprintf(fifo, sizeof(fifo), "%s/fifo", self->dir);
	ASSERT_EQ(0, mkfifo(fifo, 0600));
	ASSERT_EQ(0, io_uring_queue_init(2, &ring, 0));
	openat_sqe(&ring, AT_FDCWD, fifo, O_RDONLY, 0)->user_data = 0;
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(100000);
	openat_sqe(&ring, AT_FDCWD, fifo, O_WRONLY, 0)->user_data = 1;
	ASSERT_EQ(1, io_uring_submit(&ring));
	for (i = 0; i < 2; i++) {
		long end = now_ms() + 5000;

		while (io_uring_peek_cqe(&ring, &cqe) && now_ms() < end)
			usleep(10000);
		if (io_uring_peek_cqe(&ring, &cqe)) {
			/* Stuck: release the reader, then reap both. */
			if (rescue < 0)
				rescue = open(fifo, O_WRONLY | O_NONBLOCK);
			ASSERT_EQ(0, io_uring_wait_cqe(&ring, &cqe));
		}
		if (cqe->user_data < 2)
			res[cqe->user_data] = cqe->res;
		io_uring_cqe_seen(&ring, cqe);
	}
	EXPECT_EQ(-1, rescue);
	EXPECT_LE(0, res[0]);
	EXPECT_LE(0, res[1]);
	if (res[0] >= 0 && res[1] >= 0) {
		char b[4] = { 0 };

		EXPECT_EQ(3, write(res[1], "hey", 3));
		EXPECT_EQ(3, read(res[0], b, 3));
		EXPECT_EQ(0, memcmp(b, "hey", 3));
	}
	for (i = 0; i < 2; i++)
		if (res[i] >= 0)
			close(res[i]);
	if (rescue >= 0)
		close(rescue);
	io_uring_queue_exit(&ring);
}

/*
 * OPENAT and CLOSE on an SQPOLL ring: -EBADF up to 5.10; from 5.11
 * (IORING_FEAT_SQPOLL_NONFIXED, patch 193) the SQ thread opens into and
 * closes from the process's table: the descriptor it returns reads
 * /dev/zero, and the one it closes is gone.
 */
TEST(openat_and_close_on_sqpoll)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 1000,
	};
	struct io_uring ring;
	int fd, res;

	NEED_OP(IORING_OP_OPENAT);
	NEED_OP(IORING_OP_CLOSE);
	if (geteuid() != 0)
		SKIP(return, "SQPOLL needs root at the 5.6 level");
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &p));
	if (!(ring.features & IORING_FEAT_SQPOLL_NONFIXED)) {
		res = ring_openat(&ring, AT_FDCWD, "/dev/null", O_RDONLY, 0);
		EXPECT_EQ(-EBADF, res);
		if (res >= 0 && res < 1000)
			close(res);
		fd = open("/dev/null", O_RDONLY);
		ASSERT_LE(0, fd);
		EXPECT_EQ(-EBADF, ring_close(&ring, fd));
		EXPECT_LE(0, fcntl(fd, F_GETFD));
		close(fd);
	} else {
		char c = 1;

		fd = ring_openat(&ring, AT_FDCWD, "/dev/zero", O_RDONLY, 0);
		ASSERT_LE(0, fd);
		EXPECT_EQ(1, read(fd, &c, 1));
		EXPECT_EQ(0, c);
		EXPECT_EQ(0, ring_close(&ring, fd));
		EXPECT_EQ(-1, fcntl(fd, F_GETFD));
		EXPECT_EQ(EBADF, errno);
	}
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
