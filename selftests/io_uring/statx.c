// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_STATX with upstream 5.6's results (the 5.6 level): what
 * stat(2) says, the mask, AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH, paths
 * relative to a dirfd or the cwd, statx(2)'s errno, the path copied at
 * submission, lookups in the submitter's root (chroot), and from a
 * worker (in a chain).  On an SQPOLL ring, AT_FDCWD works and resolves in
 * the creator's root and cwd, while a real dirfd gets -EBADF (5.6 gives
 * the SQ thread no file table; Linux 6.18 does: differs).  SKIPs on a
 * kernel without the opcode (probe).
 */
#include <ftw.h>

#include "helpers.h"

FIXTURE(stx) {
	struct io_uring ring;
	/* Holds "f" (1000 bytes), "g" (3 bytes) and "l" -> "f". */
	char dir[PATH_MAX];
	char f[PATH_MAX + 8], g[PATH_MAX + 8];
	struct stat st_f, st_g;
};

/* @path holding @len bytes; 0 or -1. */
static int put_file(const char *path, size_t len)
{
	char buf[1000] = { 0 };
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0640);
	int ret;

	if (fd < 0 || len > sizeof(buf))
		return -1;
	ret = write(fd, buf, len) == (ssize_t)len ? 0 : -1;
	close(fd);
	return ret;
}

FIXTURE_SETUP(stx)
{
	char l[PATH_MAX + 8];

	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_STATX);
	snprintf(self->dir, sizeof(self->dir), "%s/iou-statx.%d", test_dir(),
		 getpid());
	snprintf(self->f, sizeof(self->f), "%s/f", self->dir);
	snprintf(self->g, sizeof(self->g), "%s/g", self->dir);
	snprintf(l, sizeof(l), "%s/l", self->dir);
	rm_tree(self->dir);
	if (mkdir(self->dir, 0755)) {
		self->dir[0] = 0;
		SKIP(return, "no writable test directory %s", test_dir());
	}
	ASSERT_EQ(0, put_file(self->f, 1000));
	ASSERT_EQ(0, put_file(self->g, 3));
	ASSERT_EQ(0, symlink("f", l));
	ASSERT_EQ(0, stat(self->f, &self->st_f));
	ASSERT_EQ(0, stat(self->g, &self->st_g));
}

FIXTURE_TEARDOWN(stx)
{
	if (self->dir[0])
		rm_tree(self->dir);
	io_uring_queue_exit(&self->ring);
}

static struct io_uring_sqe *statx_sqe(struct io_uring *ring, int dfd,
				      const char *path, int flags,
				      unsigned int mask, struct statx *stx)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_statx(sqe, dfd, path, flags, mask, stx);
	return sqe;
}

/* STATX alone: the CQE's res (user_data checked by submit_res()). */
static int ring_statx(struct io_uring *ring, int dfd, const char *path,
		      int flags, unsigned int mask, struct statx *stx)
{
	memset(stx, 0, sizeof(*stx));
	return submit_res(ring, statx_sqe(ring, dfd, path, flags, mask, stx));
}

/* Results a child leaves for the test (shared memory). */
struct out {
	int res[4];
	struct statx stx[4];
};

static struct out *shared_out(void)
{
	struct out *o = mmap(NULL, sizeof(*o), PROT_READ | PROT_WRITE,
			     MAP_SHARED | MAP_ANONYMOUS, -1, 0);

	return o == MAP_FAILED ? NULL : o;
}

TEST_F(stx, statx_matches_stat)
{
	struct statx stx;
	struct stat st;

	ASSERT_EQ(0, ring_statx(&self->ring, AT_FDCWD, self->f, 0,
				STATX_BASIC_STATS, &stx));
	EXPECT_EQ(STATX_SIZE | STATX_MODE | STATX_INO,
		  stx.stx_mask & (STATX_SIZE | STATX_MODE | STATX_INO));
	EXPECT_EQ(1000, stx.stx_size);
	EXPECT_EQ(self->st_f.st_size, stx.stx_size);
	EXPECT_EQ(self->st_f.st_mode, stx.stx_mode);
	EXPECT_EQ(self->st_f.st_ino, stx.stx_ino);
	EXPECT_EQ(self->st_f.st_nlink, stx.stx_nlink);
	EXPECT_EQ(self->st_f.st_uid, stx.stx_uid);
	EXPECT_EQ(self->st_f.st_blocks, stx.stx_blocks);
	EXPECT_EQ(major(self->st_f.st_dev), stx.stx_dev_major);
	EXPECT_EQ(minor(self->st_f.st_dev), stx.stx_dev_minor);

	/* The directory too. */
	ASSERT_EQ(0, stat(self->dir, &st));
	ASSERT_EQ(0, ring_statx(&self->ring, AT_FDCWD, self->dir, 0,
				STATX_BASIC_STATS, &stx));
	EXPECT_TRUE(S_ISDIR(stx.stx_mode));
	EXPECT_EQ(st.st_ino, stx.stx_ino);
}

/* Asked for STATX_SIZE only: stx_size is there and right. */
TEST_F(stx, statx_mask_size_only)
{
	struct statx stx;

	ASSERT_EQ(0, ring_statx(&self->ring, AT_FDCWD, self->g, 0,
				STATX_SIZE, &stx));
	EXPECT_EQ(STATX_SIZE, stx.stx_mask & STATX_SIZE);
	EXPECT_EQ(3, stx.stx_size);
}

TEST_F(stx, statx_symlink_nofollow)
{
	char l[PATH_MAX + 8];
	struct statx stx;

	snprintf(l, sizeof(l), "%s/l", self->dir);
	ASSERT_EQ(0, ring_statx(&self->ring, AT_FDCWD, l,
				AT_SYMLINK_NOFOLLOW, STATX_BASIC_STATS, &stx));
	EXPECT_TRUE(S_ISLNK(stx.stx_mode));
	EXPECT_EQ(1, stx.stx_size);		/* "f" */
	EXPECT_NE(self->st_f.st_ino, stx.stx_ino);
	/* Without the flag, the target. */
	ASSERT_EQ(0, ring_statx(&self->ring, AT_FDCWD, l, 0,
				STATX_BASIC_STATS, &stx));
	EXPECT_TRUE(S_ISREG(stx.stx_mode));
	EXPECT_EQ(self->st_f.st_ino, stx.stx_ino);
}

/* AT_EMPTY_PATH with "" and the fd of an open file: that file. */
TEST_F(stx, statx_empty_path_on_an_open_file)
{
	struct statx stx;
	int fd = open(self->g, O_RDONLY);

	ASSERT_LE(0, fd);
	ASSERT_EQ(0, ring_statx(&self->ring, fd, "", AT_EMPTY_PATH,
				STATX_BASIC_STATS, &stx));
	EXPECT_EQ(self->st_g.st_ino, stx.stx_ino);
	EXPECT_EQ(3, stx.stx_size);
	/* Without AT_EMPTY_PATH, "" is statx(2)'s -ENOENT. */
	EXPECT_EQ(-ENOENT, ring_statx(&self->ring, fd, "", 0,
				      STATX_BASIC_STATS, &stx));
	close(fd);
}

TEST_F(stx, statx_relative_to_dirfd_and_cwd)
{
	struct statx stx;
	int dfd = open(self->dir, O_RDONLY | O_DIRECTORY);

	ASSERT_LE(0, dfd);
	ASSERT_EQ(0, ring_statx(&self->ring, dfd, "f", 0, STATX_BASIC_STATS,
				&stx));
	EXPECT_EQ(self->st_f.st_ino, stx.stx_ino);
	close(dfd);
	ASSERT_EQ(0, chdir(self->dir));
	ASSERT_EQ(0, ring_statx(&self->ring, AT_FDCWD, "g", 0,
				STATX_BASIC_STATS, &stx));
	EXPECT_EQ(self->st_g.st_ino, stx.stx_ino);
	ASSERT_EQ(0, chdir("/"));
}

TEST_F(stx, statx_nonexistent_is_enoent)
{
	char path[PATH_MAX + 16];
	struct statx stx;

	snprintf(path, sizeof(path), "%s/missing", self->dir);
	EXPECT_EQ(-ENOENT, ring_statx(&self->ring, AT_FDCWD, path, 0,
				      STATX_BASIC_STATS, &stx));
	/* Through a file as if it were a directory: -ENOTDIR. */
	snprintf(path, sizeof(path), "%s/f/x", self->dir);
	EXPECT_EQ(-ENOTDIR, ring_statx(&self->ring, AT_FDCWD, path, 0,
				       STATX_BASIC_STATS, &stx));
}

/* A flag statx(2) does not take (AT_REMOVEDIR): -EINVAL. */
TEST_F(stx, statx_bad_flags_are_einval)
{
	struct statx stx;

	EXPECT_EQ(-EINVAL, ring_statx(&self->ring, AT_FDCWD, self->f,
				      AT_REMOVEDIR, STATX_BASIC_STATS, &stx));
	EXPECT_EQ(-EINVAL, ring_statx(&self->ring, AT_FDCWD, self->f,
				      0x40000000, STATX_BASIC_STATS, &stx));
}

/* A buffer (or path) the process cannot access: -EFAULT. */
TEST_F(stx, statx_bad_addresses_are_efault)
{
	struct statx stx;

	EXPECT_EQ(-EFAULT, submit_res(&self->ring,
		  statx_sqe(&self->ring, AT_FDCWD, self->f, 0,
			    STATX_BASIC_STATS, (struct statx *)16)));
	EXPECT_EQ(-EFAULT, ring_statx(&self->ring, AT_FDCWD, (char *)16, 0,
				      STATX_BASIC_STATS, &stx));
}

/* The path is copied at submission: changed right after, "f" is looked at. */
TEST_F(stx, statx_path_read_at_submission)
{
	char *p = malloc(PATH_MAX + 8);
	struct io_uring_cqe cqe;
	struct statx stx;

	ASSERT_NE(NULL, p);
	strcpy(p, self->f);
	memset(&stx, 0, sizeof(stx));
	statx_sqe(&self->ring, AT_FDCWD, p, 0, STATX_BASIC_STATS,
		  &stx)->user_data = 5;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	strcpy(p, self->g);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	EXPECT_EQ(0, cqe.res);
	EXPECT_EQ(self->st_f.st_ino, stx.stx_ino);
	EXPECT_EQ(1000, stx.stx_size);
	free(p);
}

/* Linked after a NOP, STATX runs in a worker: the same answer. */
TEST_F(stx, statx_in_a_chain)
{
	struct statx stx;
	int res[9] = { 0 };

	memset(&stx, 0, sizeof(stx));
	nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
	statx_sqe(&self->ring, AT_FDCWD, self->g, 0, STATX_BASIC_STATS,
		  &stx)->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(0, res[1]);
	EXPECT_EQ(0, res[2]);
	EXPECT_EQ(self->st_g.st_ino, stx.stx_ino);
	EXPECT_EQ(3, stx.stx_size);
}

/*
 * dir/root/marker; a child chroots into dir/root (and, with @sqpoll,
 * creates an SQPOLL ring after that, else uses a plain ring it made
 * before): "/marker" and "marker" (cwd "/") are the marker, and
 * @outside, a path of a file outside the chroot, is not there.  Returns
 * 0 or a child failure code.
 */
static int statx_in_chroot(const char *dir, const char *outside, int sqpoll,
			   struct out *o, ino_t *marker)
{
	char root[PATH_MAX + 8], path[PATH_MAX + 16];
	struct stat st;
	pid_t pid;

	snprintf(root, sizeof(root), "%s/root", dir);
	snprintf(path, sizeof(path), "%s/marker", root);
	if (mkdir(root, 0755) || put_file(path, 7) || stat(path, &st))
		return 100;
	*marker = st.st_ino;
	pid = fork();
	if (pid < 0)
		return 101;
	if (!pid) {
		struct io_uring_params p = {
			.flags = IORING_SETUP_SQPOLL,
			.sq_thread_idle = 1000,
		};
		const char *names[3] = { "/marker", "marker", outside };
		struct io_uring r;

		if (!sqpoll && io_uring_queue_init(4, &r, 0))
			_exit(10);
		if (chroot(root) || chdir("/"))
			_exit(11);
		if (sqpoll && io_uring_queue_init_params(4, &r, &p))
			_exit(12);
		for (int i = 0; i < 3; i++)
			o->res[i] = ring_statx(&r, AT_FDCWD, names[i], 0,
					       STATX_BASIC_STATS, &o->stx[i]);
		io_uring_queue_exit(&r);
		_exit(0);
	}
	return child_status(pid);
}

TEST_F(stx, statx_in_a_chroot)
{
	struct out *o = shared_out();
	ino_t marker;

	if (geteuid() != 0)
		SKIP(return, "chroot needs root");
	ASSERT_NE(NULL, o);
	ASSERT_EQ(0, statx_in_chroot(self->dir, self->f, 0, o, &marker));
	EXPECT_EQ(0, o->res[0]);
	EXPECT_EQ(marker, o->stx[0].stx_ino);
	EXPECT_EQ(0, o->res[1]);
	EXPECT_EQ(marker, o->stx[1].stx_ino);
	EXPECT_EQ(-ENOENT, o->res[2]);
}

/* The SQ thread resolves AT_FDCWD in its creator's root and cwd. */
TEST_F(stx, statx_on_sqpoll_in_a_chroot)
{
	struct out *o = shared_out();
	ino_t marker;

	if (geteuid() != 0)
		SKIP(return, "chroot and SQPOLL need root");
	ASSERT_NE(NULL, o);
	ASSERT_EQ(0, statx_in_chroot(self->dir, self->f, 1, o, &marker));
	EXPECT_EQ(0, o->res[0]);
	EXPECT_EQ(marker, o->stx[0].stx_ino);
	EXPECT_EQ(0, o->res[1]);
	EXPECT_EQ(marker, o->stx[1].stx_ino);
	EXPECT_EQ(-ENOENT, o->res[2]);
}

/*
 * STATX on an SQPOLL ring: AT_FDCWD works; a real dirfd (or the fd of
 * AT_EMPTY_PATH) gets -EBADF up to 5.10, and from 5.11
 * (IORING_FEAT_SQPOLL_NONFIXED, patch 193) is looked up in the process's
 * table: the file's inode, then the directory's.
 */
TEST_F(stx, statx_on_sqpoll_with_a_dirfd)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 1000,
	};
	struct io_uring ring;
	struct statx stx;
	int dfd;

	if (geteuid() != 0)
		SKIP(return, "SQPOLL needs root at the 5.6 level");
	ASSERT_EQ(0, io_uring_queue_init_params(4, &ring, &p));
	ASSERT_EQ(0, ring_statx(&ring, AT_FDCWD, self->f, 0,
				STATX_BASIC_STATS, &stx));
	EXPECT_EQ(self->st_f.st_ino, stx.stx_ino);
	dfd = open(self->dir, O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, dfd);
	if (!(ring.features & IORING_FEAT_SQPOLL_NONFIXED)) {
		EXPECT_EQ(-EBADF, ring_statx(&ring, dfd, "f", 0,
					     STATX_BASIC_STATS, &stx));
		EXPECT_EQ(0, stx.stx_ino);
		EXPECT_EQ(-EBADF, ring_statx(&ring, dfd, "", AT_EMPTY_PATH,
					     STATX_BASIC_STATS, &stx));
	} else {
		struct stat st;

		EXPECT_EQ(0, ring_statx(&ring, dfd, "f", 0, STATX_BASIC_STATS,
					&stx));
		EXPECT_EQ(self->st_f.st_ino, stx.stx_ino);
		ASSERT_EQ(0, fstat(dfd, &st));
		EXPECT_EQ(0, ring_statx(&ring, dfd, "", AT_EMPTY_PATH,
					STATX_BASIC_STATS, &stx));
		EXPECT_EQ(st.st_ino, stx.stx_ino);
	}
	close(dfd);
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
