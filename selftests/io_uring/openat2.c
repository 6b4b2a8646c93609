// SPDX-License-Identifier: GPL-2.0
/*
 * openat2(2) and IORING_OP_OPENAT2 (upstream 5.6), each case both ways:
 * the struct open_how's size and fields with upstream's errno, and the
 * RESOLVE_* restrictions of the path walk: RESOLVE_NO_SYMLINKS and
 * RESOLVE_NO_MAGICLINKS (-ELOOP), RESOLVE_NO_XDEV (-EXDEV at a tmpfs
 * mounted in the tree), RESOLVE_BENEATH (-EXDEV for absolute paths and
 * symlinks, ".." above the start, magic links) and RESOLVE_IN_ROOT (the
 * start as the root).  A file opened is checked by its content.  OPENAT2
 * copies its open_how and path at submission.  Below the level (no
 * OPENAT2 in the probe) the request is -EINVAL.  The tree is a mkdtemp()
 * directory under /tmp.
 */
#include <sys/mount.h>
#include <linux/openat2.h>

#include "helpers.h"

#ifndef __NR_openat2
#define __NR_openat2 437
#endif

enum { SYS, URING, NWAYS };

FIXTURE(o2) {
	struct io_uring ring;
	char dir[64];
	int dfd, sub, mnt, proc_self, pipe_fd[2];
	int mounted;
};

static int sys_openat2(int dfd, const char *path, struct open_how *how,
		       size_t size)
{
	int fd = syscall(__NR_openat2, dfd, path, how, size);

	return fd < 0 ? -errno : fd;
}

/* OPENAT2 of @path: the CQE's res. */
static int uring_openat2(struct io_uring *ring, int dfd, const char *path,
			 struct open_how *how, size_t size)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_openat2(sqe, dfd, path, how);
	sqe->len = size;
	return submit_res(ring, sqe);
}

static int open2(struct io_uring *ring, int way, int dfd, const char *path,
		 struct open_how *how, size_t size)
{
	return way == SYS ? sys_openat2(dfd, path, how, size) :
			    uring_openat2(ring, dfd, path, how, size);
}

/*
 * What opening @path gives: the first line of the file ("data", "sub2",
 * "mount"), "<dir>" for a directory, "<link>" for an O_PATH descriptor of
 * a symlink, or "<-ERRNO>".  The descriptor is closed.
 */
static const char *result(int fd)
{
	static char buf[4][32];
	static int next;
	char *b = buf[next++ % 4];
	struct stat st;
	ssize_t n;

	if (fd < 0) {
		snprintf(b, 32, "<%d>", fd);
		return b;
	}
	if (fd >= 1000) {
		snprintf(b, 32, "<no CQE %d>", fd);
		return b;
	}
	fstat(fd, &st);
	if (S_ISDIR(st.st_mode))
		strcpy(b, "<dir>");
	else if (S_ISLNK(st.st_mode))
		strcpy(b, "<link>");
	else if ((n = pread(fd, b, 31, 0)) >= 0)
		b[n] = 0;
	else
		snprintf(b, 32, "<read %d>", -errno);
	close(fd);
	return b;
}

static const char *errstr(int err)
{
	static char buf[8][32];
	static int next;
	char *b = buf[next++ % 8];

	snprintf(b, 32, "<%d>", err);
	return b;
}

/* Open @path from @dfd with @flags and @resolve each way; want @want. */
static void expect_open(struct __test_metadata *_metadata,
			struct io_uring *ring, int dfd, const char *path,
			uint64_t flags, uint64_t resolve, const char *want)
{
	for (int w = 0; w < NWAYS; w++) {
		struct open_how h = { .flags = flags, .resolve = resolve };
		const char *got = result(open2(ring, w, dfd, path, &h,
					       sizeof(h)));

		if (strcmp(got, want))
			TH_LOG("%s: %s, resolve %#llx: %s, want %s",
			       w == SYS ? "openat2" : "OPENAT2", path,
			       (unsigned long long)resolve, got, want);
		EXPECT_EQ(0, strcmp(got, want));
	}
}

#define EXPECT_OPEN(dfd, path, flags, resolve, want)			\
	expect_open(_metadata, &self->ring, dfd, path, flags, resolve, want)

#define NEED_OPENAT2()							\
	do {								\
		if (!op_supported(IORING_OP_OPENAT2))			\
			SKIP(return, "no IORING_OP_OPENAT2 (5.6's)");	\
	} while (0)

FIXTURE_SETUP(o2)
{
	char path[128];

	self->dfd = self->sub = self->mnt = self->proc_self = -1;
	self->mounted = 0;
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	strcpy(self->dir, "/tmp/iou-openat2.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
	self->dfd = open(self->dir, O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, self->dfd);
	/*
	 * dir/file "data", dir/sub/f2 "sub2", dir/mnt a tmpfs with m
	 * "mount" and abs -> DIR/file; symlinks: rel -> file, dirlink ->
	 * sub, up -> .., abs -> DIR/file, rooted -> /file.
	 */
	ASSERT_EQ(0, put_at(self->dfd, "file", "data"));
	ASSERT_EQ(0, mkdirat(self->dfd, "sub", 0755));
	self->sub = openat(self->dfd, "sub", O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, self->sub);
	ASSERT_EQ(0, put_at(self->sub, "f2", "sub2"));
	ASSERT_EQ(0, symlinkat("file", self->dfd, "rel"));
	ASSERT_EQ(0, symlinkat("sub", self->dfd, "dirlink"));
	ASSERT_EQ(0, symlinkat("..", self->dfd, "up"));
	snprintf(path, sizeof(path), "%s/file", self->dir);
	ASSERT_EQ(0, symlinkat(path, self->dfd, "abs"));
	ASSERT_EQ(0, symlinkat("/file", self->dfd, "rooted"));
	ASSERT_EQ(0, mkdirat(self->dfd, "mnt", 0755));
	snprintf(path, sizeof(path), "%s/mnt", self->dir);
	if (mount("none", path, "tmpfs", 0, NULL) == 0) {
		self->mounted = 1;
		self->mnt = open(path, O_RDONLY | O_DIRECTORY);
		ASSERT_LE(0, self->mnt);
		ASSERT_EQ(0, put_at(self->mnt, "m", "mount"));
		snprintf(path, sizeof(path), "%s/file", self->dir);
		ASSERT_EQ(0, symlinkat(path, self->mnt, "abs"));
	}
	self->proc_self = open("/proc/self", O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, self->proc_self);
	ASSERT_EQ(0, pipe(self->pipe_fd));
}

FIXTURE_TEARDOWN(o2)
{
	char path[128];

	close(self->pipe_fd[0]);
	close(self->pipe_fd[1]);
	close(self->proc_self);
	close(self->sub);
	close(self->dfd);
	if (self->mnt >= 0)
		close(self->mnt);
	if (self->mounted) {
		snprintf(path, sizeof(path), "%s/mnt", self->dir);
		umount2(path, MNT_DETACH);
	}
	if (self->dir[0] == '/')
		rm_tree(self->dir);
	io_uring_queue_exit(&self->ring);
}

/* Below the level: the probe has no OPENAT2 and the request is -EINVAL. */
TEST_F(o2, probe_and_result_agree)
{
	struct open_how how = { .flags = O_RDONLY };

	if (op_supported(IORING_OP_OPENAT2)) {
		EXPECT_OPEN(self->dfd, "file", O_RDONLY, 0, "data");
	} else {
		EXPECT_EQ(-EINVAL, uring_openat2(&self->ring, self->dfd,
						 "file", &how, sizeof(how)));
	}
}

/*
 * The size: below the first version's 24 bytes -EINVAL; longer is
 * taken if what we do not know of it is zero, else -E2BIG; a pointer
 * that cannot be read -EFAULT.  openat2(2) also refuses a size over a
 * page (-E2BIG).
 */
TEST_F(o2, open_how_size)
{
	struct {
		struct open_how how;
		char more[8];
	} big = { .how = { .flags = O_RDONLY } };

	NEED_OPENAT2();
	for (int w = 0; w < NWAYS; w++) {
		EXPECT_EQ(-EINVAL, open2(&self->ring, w, self->dfd, "file",
					 &big.how, 0));
		EXPECT_EQ(-EINVAL, open2(&self->ring, w, self->dfd, "file",
					 &big.how, 23));
		EXPECT_EQ(0, strcmp("data", result(open2(&self->ring, w,
					self->dfd, "file", &big.how,
					sizeof(big)))));
		big.more[7] = 1;
		EXPECT_EQ(-E2BIG, open2(&self->ring, w, self->dfd, "file",
					&big.how, sizeof(big)));
		big.more[7] = 0;
		EXPECT_EQ(-EFAULT, open2(&self->ring, w, self->dfd, "file",
					 (void *)8, sizeof(big.how)));
	}
	EXPECT_EQ(-E2BIG, sys_openat2(self->dfd, "file", &big.how,
				      getpagesize() + 1));
}

/*
 * open_how's fields, checked where open(2) ignores: an unknown O_ bit
 * (low or high), an unknown RESOLVE_ bit, BENEATH with IN_ROOT, a mode
 * without O_CREAT or O_TMPFILE or with more than permission bits,
 * O_PATH with other than O_DIRECTORY, O_NOFOLLOW and O_CLOEXEC, O_TMPFILE
 * without write access: all -EINVAL.  O_CREAT takes its mode (umask 0).
 */
TEST_F(o2, open_how_fields)
{
	static const struct {
		uint64_t flags, mode, resolve;
	} bad[] = {
		{ O_RDONLY | (1ULL << 40), 0, 0 },
		{ O_RDONLY | 0x80000000ULL, 0, 0 },
		{ O_RDONLY, 0, 0x40 },
		{ O_RDONLY, 0, 1ULL << 63 },
		{ O_RDONLY, 0, RESOLVE_BENEATH | RESOLVE_IN_ROOT },
		{ O_RDONLY, 0644, 0 },
		{ O_RDWR | O_CREAT, S_IFREG | 0644, 0 },
		{ O_PATH | O_RDWR, 0, 0 },
		{ O_PATH | O_APPEND, 0, 0 },
		{ O_TMPFILE | O_RDONLY, 0600, 0 },
	};
	struct stat st;
	mode_t old = umask(0);

	NEED_OPENAT2();
	for (unsigned int i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		for (int w = 0; w < NWAYS; w++) {
			struct open_how h = { bad[i].flags, bad[i].mode,
					      bad[i].resolve };
			int res = open2(&self->ring, w, self->dfd, "file", &h,
					sizeof(h));

			if (res != -EINVAL)
				TH_LOG("case %u way %d: %d", i, w, res);
			EXPECT_EQ(-EINVAL, res);
			if (res >= 0 && res < 1000)
				close(res);
		}
	}
	EXPECT_OPEN(self->dfd, "sub", O_PATH | O_DIRECTORY | O_CLOEXEC, 0,
		    "<dir>");
	for (int w = 0; w < NWAYS; w++) {
		struct open_how h = { .flags = O_RDWR | O_CREAT | O_EXCL,
				      .mode = 0640 };
		char name[16];
		int fd;

		snprintf(name, sizeof(name), "new%d", w);
		fd = open2(&self->ring, w, self->dfd, name, &h, sizeof(h));
		ASSERT_LE(0, fd);
		ASSERT_EQ(0, fstat(fd, &st));
		EXPECT_EQ(S_IFREG | 0640, st.st_mode);
		close(fd);
	}
	umask(old);
}

/*
 * The fields are checked before a descriptor is taken: with the table
 * full, bad flags are -EINVAL, good ones -EMFILE.
 */
TEST_F(o2, fields_checked_before_the_descriptor)
{
	pid_t pid;

	NEED_OPENAT2();
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct rlimit rl = { 64, 64 };
		struct open_how bad = { .flags = O_RDONLY | (1ULL << 40) };
		struct open_how good = { .flags = O_RDONLY };
		int fails = 0;

		if (setrlimit(RLIMIT_NOFILE, &rl))
			_exit(10);
		while (dup(0) >= 0)
			;
		for (int w = 0; w < NWAYS; w++) {
			fails += open2(&self->ring, w, self->dfd, "file", &bad,
				       sizeof(bad)) != -EINVAL;
			fails += open2(&self->ring, w, self->dfd, "file", &good,
				       sizeof(good)) != -EMFILE;
		}
		_exit(fails);
	}
	EXPECT_EQ(0, child_status(pid));
}

/*
 * RESOLVE_NO_SYMLINKS: no symlink followed, in the middle or at the end
 * (-ELOOP); O_PATH | O_NOFOLLOW opens the last one itself.
 * RESOLVE_NO_MAGICLINKS: ordinary symlinks are fine, /proc/self/fd/N is
 * -ELOOP, as under NO_SYMLINKS.
 */
TEST_F(o2, no_symlinks_and_no_magiclinks)
{
	char magic[64];

	NEED_OPENAT2();
	snprintf(magic, sizeof(magic), "/proc/self/fd/%d", self->dfd);
	EXPECT_OPEN(self->dfd, "rel", O_RDONLY, 0, "data");
	EXPECT_OPEN(self->dfd, "rel", O_RDONLY, RESOLVE_NO_SYMLINKS,
		    errstr(-ELOOP));
	EXPECT_OPEN(self->dfd, "dirlink/f2", O_RDONLY, RESOLVE_NO_SYMLINKS,
		    errstr(-ELOOP));
	EXPECT_OPEN(self->dfd, "sub/../file", O_RDONLY, RESOLVE_NO_SYMLINKS,
		    "data");
	EXPECT_OPEN(self->dfd, "rel", O_PATH | O_NOFOLLOW,
		    RESOLVE_NO_SYMLINKS, "<link>");
	EXPECT_OPEN(AT_FDCWD, magic, O_RDONLY, 0, "<dir>");
	EXPECT_OPEN(AT_FDCWD, magic, O_RDONLY, RESOLVE_NO_MAGICLINKS,
		    errstr(-ELOOP));
	EXPECT_OPEN(AT_FDCWD, magic, O_RDONLY, RESOLVE_NO_SYMLINKS,
		    errstr(-ELOOP));
	EXPECT_OPEN(self->dfd, "dirlink/f2", O_RDONLY, RESOLVE_NO_MAGICLINKS,
		    "sub2");
	EXPECT_OPEN(self->proc_self, "exe", O_PATH, RESOLVE_NO_MAGICLINKS,
		    errstr(-ELOOP));
}

/*
 * RESOLVE_NO_XDEV: into the tmpfs mounted at dir/mnt, to its root or
 * through it, out of it with "..", from it to "/" by an absolute
 * symlink, into /proc: -EXDEV.  Inside one mount, fine.
 */
TEST_F(o2, no_xdev)
{
	NEED_OPENAT2();
	if (!self->mounted)
		SKIP(return, "no tmpfs mount (needs CAP_SYS_ADMIN)");
	EXPECT_OPEN(self->dfd, "mnt/m", O_RDONLY, 0, "mount");
	EXPECT_OPEN(self->dfd, "mnt/m", O_RDONLY, RESOLVE_NO_XDEV,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->dfd, "mnt", O_RDONLY, RESOLVE_NO_XDEV,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->mnt, "m", O_RDONLY, RESOLVE_NO_XDEV, "mount");
	EXPECT_OPEN(self->mnt, "../file", O_RDONLY, 0, "data");
	EXPECT_OPEN(self->mnt, "../file", O_RDONLY, RESOLVE_NO_XDEV,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->mnt, "abs", O_RDONLY, 0, "data");
	EXPECT_OPEN(self->mnt, "abs", O_RDONLY, RESOLVE_NO_XDEV,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->dfd, "sub/f2", O_RDONLY, RESOLVE_NO_XDEV, "sub2");
	EXPECT_OPEN(self->dfd, "/proc/self/status", O_RDONLY,
		    RESOLVE_NO_XDEV, errstr(-EXDEV));
}

/*
 * RESOLVE_NO_XDEV and "..": from dir/x/y, opened before a tmpfs was
 * mounted on dir/x, ".." is the covered dir/x, and the walk would go on
 * into the tmpfs: -EXDEV.
 */
TEST_F(o2, no_xdev_dotdot_into_a_mount_on_the_parent)
{
	char path[128];
	int y, m;

	NEED_OPENAT2();
	if (!self->mounted)
		SKIP(return, "no tmpfs mount (needs CAP_SYS_ADMIN)");
	ASSERT_EQ(0, mkdirat(self->dfd, "x", 0755));
	ASSERT_EQ(0, mkdirat(self->dfd, "x/y", 0755));
	y = openat(self->dfd, "x/y", O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, y);
	snprintf(path, sizeof(path), "%s/x", self->dir);
	ASSERT_EQ(0, mount("none", path, "tmpfs", 0, NULL));
	m = open(path, O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, m);
	ASSERT_EQ(0, put_at(m, "m2", "mnt2"));
	close(m);
	EXPECT_OPEN(y, "../m2", O_RDONLY, 0, "mnt2");
	EXPECT_OPEN(y, "../m2", O_RDONLY, RESOLVE_NO_XDEV, errstr(-EXDEV));
	EXPECT_OPEN(y, "..", O_RDONLY, RESOLVE_NO_XDEV, errstr(-EXDEV));
	close(y);
	umount2(path, MNT_DETACH);
}

/*
 * RESOLVE_BENEATH: below the start, ".." included, is fine; an absolute
 * path or symlink, ".." above the start (directly or by a symlink), a
 * magic link: -EXDEV.
 */
TEST_F(o2, beneath)
{
	char path[128];

	NEED_OPENAT2();
	snprintf(path, sizeof(path), "%s/file", self->dir);
	EXPECT_OPEN(self->dfd, "sub/../file", O_RDONLY, RESOLVE_BENEATH,
		    "data");
	EXPECT_OPEN(self->dfd, "dirlink/f2", O_RDONLY, RESOLVE_BENEATH,
		    "sub2");
	EXPECT_OPEN(self->sub, "../file", O_RDONLY, 0, "data");
	EXPECT_OPEN(self->sub, "../file", O_RDONLY, RESOLVE_BENEATH,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->dfd, "up/file", O_RDONLY, RESOLVE_BENEATH,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->dfd, "abs", O_RDONLY, RESOLVE_BENEATH,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->dfd, path, O_RDONLY, RESOLVE_BENEATH,
		    errstr(-EXDEV));
	EXPECT_OPEN(self->proc_self, "exe", O_PATH, RESOLVE_BENEATH,
		    errstr(-EXDEV));
}

/*
 * RESOLVE_IN_ROOT: the start is "/": absolute paths and symlinks start
 * there, ".." stops there; a magic link is -EXDEV.
 */
TEST_F(o2, in_root)
{
	NEED_OPENAT2();
	EXPECT_OPEN(self->dfd, "/file", O_RDONLY, RESOLVE_IN_ROOT, "data");
	EXPECT_OPEN(self->dfd, "../../../file", O_RDONLY, RESOLVE_IN_ROOT,
		    "data");
	EXPECT_OPEN(self->sub, "../../file", O_RDONLY, RESOLVE_IN_ROOT,
		    errstr(-ENOENT));
	EXPECT_OPEN(self->sub, "/../f2", O_RDONLY, RESOLVE_IN_ROOT, "sub2");
	EXPECT_OPEN(self->dfd, "rooted", O_RDONLY, RESOLVE_IN_ROOT, "data");
	EXPECT_OPEN(self->dfd, "rooted", O_RDONLY, 0, errstr(-ENOENT));
	EXPECT_OPEN(self->dfd, "up/up/file", O_RDONLY, RESOLVE_IN_ROOT,
		    "data");
	EXPECT_OPEN(self->proc_self, "exe", O_PATH, RESOLVE_IN_ROOT,
		    errstr(-EXDEV));
}

/*
 * OPENAT2 copies its open_how and path at submission
 * (IORING_FEAT_SUBMIT_STABLE): behind a read of an empty pipe in its
 * chain, it opens what was asked though both changed after submission.
 */
TEST_F(o2, open_how_and_path_copied_at_submission)
{
	struct open_how how = { .flags = O_RDONLY,
				.resolve = RESOLVE_BENEATH };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	char name[16] = "sub/f2", c;
	int res[9] = { 0 };

	NEED_OPENAT2();
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, self->pipe_fd[0], &c, 1, 0);
	sqe->user_data = 1;
	sqe->flags = IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_openat2(sqe, self->dfd, name, &how);
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	how.flags = 1ULL << 40;
	how.resolve = ~0ULL;
	strcpy(name, "nothere");
	ASSERT_EQ(1, write(self->pipe_fd[1], "x", 1));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		ASSERT_LE(1, cqe.user_data);
		ASSERT_GE(2, cqe.user_data);
		res[cqe.user_data] = cqe.res;
	}
	EXPECT_EQ(1, res[1]);
	EXPECT_EQ(0, strcmp("sub2", result(res[2])));
}

/*
 * A registered file is no directory for OPENAT2, as for OPENAT:
 * IOSQE_FIXED_FILE is -EBADF, and ioprio or buf_index -EINVAL.  On an
 * SQPOLL ring OPENAT2 opens in the creator's table.
 */
TEST_F(o2, sqe_fields_and_sqpoll)
{
	struct open_how how = { .flags = O_RDONLY };
	struct io_uring_sqe *sqe;
	struct io_uring sq;

	NEED_OPENAT2();
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_openat2(sqe, self->dfd, "file", &how);
	sqe->flags = IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, submit_res(&self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_openat2(sqe, self->dfd, "file", &how);
	sqe->ioprio = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_openat2(sqe, self->dfd, "file", &how);
	sqe->buf_index = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));

	ASSERT_EQ(0, io_uring_queue_init(4, &sq, IORING_SETUP_SQPOLL));
	how.resolve = RESOLVE_IN_ROOT;
	sqe = io_uring_get_sqe(&sq);
	io_uring_prep_openat2(sqe, self->dfd, "/sub/f2", &how);
	EXPECT_EQ(0, strcmp("sub2", result(submit_res(&sq, sqe))));
	io_uring_queue_exit(&sq);
}

TEST_HARNESS_MAIN
