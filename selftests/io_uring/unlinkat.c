// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_UNLINKAT (upstream 5.11; 5.15's checks): unlinkat(2) with
 * the dirfd in fd, the path in addr and the flags in unlink_flags.  A
 * file is unlinked, an empty directory removed with AT_REMOVEDIR; a
 * non-empty directory -ENOTEMPTY, a directory without AT_REMOVEDIR
 * -EISDIR, a file with it -ENOTDIR; -ENOENT for a missing name and for
 * ""; -EINVAL for any other flag and for off or len; -EBADF for
 * IOSQE_FIXED_FILE and for a closed dirfd; relative to a dirfd; a symlink
 * goes, its target stays.  Files are in a mkdtemp() directory under /tmp.
 * SKIPs on a kernel without the opcode (probe).
 */
#include <ftw.h>

#include "helpers.h"

FIXTURE(ul) {
	struct io_uring ring;
	char dir[64];
	int dfd;
};

FIXTURE_SETUP(ul)
{
	self->dfd = -1;
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_UNLINKAT);
	strcpy(self->dir, "/tmp/iou-unlinkat.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
	self->dfd = open(self->dir, O_RDONLY | O_DIRECTORY);
	ASSERT_GE(self->dfd, 0);
}

FIXTURE_TEARDOWN(ul)
{
	if (self->dfd >= 0)
		close(self->dfd);
	if (self->dir[0] == '/')
		rm_tree(self->dir);
	io_uring_queue_exit(&self->ring);
}

/* Whether @name exists in @dfd, not following a last symlink. */
static int exists_at(int dfd, const char *name)
{
	struct stat st;

	return !fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW);
}

static struct io_uring_sqe *unlink_sqe(struct io_uring *ring, int dfd,
				       const char *path, int flags,
				       uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_unlinkat(sqe, dfd, path, flags);
	sqe->user_data = data;
	return sqe;
}

/* A file is unlinked: 0, and it is gone; by absolute path too. */
TEST_F(ul, unlinks_a_file)
{
	char path[128];

	ASSERT_EQ(0, put_at(self->dfd, "f", "x"));
	unlink_sqe(&self->ring, self->dfd, "f", 0, 0x0101);
	ASSERT_EQ(0, run1(&self->ring, 0x0101));
	EXPECT_FALSE(exists_at(self->dfd, "f"));

	ASSERT_EQ(0, put_at(self->dfd, "g", "x"));
	snprintf(path, sizeof(path), "%s/g", self->dir);
	unlink_sqe(&self->ring, AT_FDCWD, path, 0, 0x0102);
	ASSERT_EQ(0, run1(&self->ring, 0x0102));
	EXPECT_FALSE(exists_at(self->dfd, "g"));
	/* A second time: -ENOENT. */
	unlink_sqe(&self->ring, AT_FDCWD, path, 0, 0x0103);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x0103));
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/* A file open elsewhere is unlinked all the same; its data stays
 * readable through the descriptor (unlink, not truncate). */
TEST_F(ul, open_file_keeps_its_data)
{
	char buf[8] = { 0 };
	int fd;

	ASSERT_EQ(0, put_at(self->dfd, "f", "kept"));
	fd = openat(self->dfd, "f", O_RDONLY);
	ASSERT_GE(fd, 0);
	unlink_sqe(&self->ring, self->dfd, "f", 0, 0x0104);
	ASSERT_EQ(0, run1(&self->ring, 0x0104));
	EXPECT_FALSE(exists_at(self->dfd, "f"));
	EXPECT_EQ(4, pread(fd, buf, sizeof(buf), 0));
	EXPECT_EQ(0, strcmp("kept", buf));
	close(fd);
}

/* AT_REMOVEDIR on an empty directory: 0, and it is gone. */
TEST_F(ul, removedir_removes_an_empty_directory)
{
	ASSERT_EQ(0, mkdirat(self->dfd, "d", 0755));
	unlink_sqe(&self->ring, self->dfd, "d", AT_REMOVEDIR, 0x0105);
	ASSERT_EQ(0, run1(&self->ring, 0x0105));
	EXPECT_FALSE(exists_at(self->dfd, "d"));
}

/* AT_REMOVEDIR on a directory with a file in it: -ENOTEMPTY, both stay. */
TEST_F(ul, removedir_on_a_non_empty_directory_is_enotempty)
{
	ASSERT_EQ(0, mkdirat(self->dfd, "d", 0755));
	ASSERT_EQ(0, put_at(self->dfd, "d/f", "x"));
	unlink_sqe(&self->ring, self->dfd, "d", AT_REMOVEDIR, 0x0106);
	EXPECT_EQ(-ENOTEMPTY, run1(&self->ring, 0x0106));
	EXPECT_TRUE(exists_at(self->dfd, "d"));
	EXPECT_TRUE(exists_at(self->dfd, "d/f"));
}

/* A directory without AT_REMOVEDIR: -EISDIR, it stays. */
TEST_F(ul, directory_without_removedir_is_eisdir)
{
	ASSERT_EQ(0, mkdirat(self->dfd, "d", 0755));
	unlink_sqe(&self->ring, self->dfd, "d", 0, 0x0107);
	EXPECT_EQ(-EISDIR, run1(&self->ring, 0x0107));
	EXPECT_TRUE(exists_at(self->dfd, "d"));
}

/* A file with AT_REMOVEDIR: -ENOTDIR, it stays. */
TEST_F(ul, removedir_on_a_file_is_enotdir)
{
	ASSERT_EQ(0, put_at(self->dfd, "f", "x"));
	unlink_sqe(&self->ring, self->dfd, "f", AT_REMOVEDIR, 0x0108);
	EXPECT_EQ(-ENOTDIR, run1(&self->ring, 0x0108));
	EXPECT_TRUE(exists_at(self->dfd, "f"));
}

/* A name that does not exist, with and without AT_REMOVEDIR, and the
 * empty name: -ENOENT. */
TEST_F(ul, missing_or_empty_name_is_enoent)
{
	unlink_sqe(&self->ring, self->dfd, "none", 0, 0x0109);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x0109));
	unlink_sqe(&self->ring, self->dfd, "none", AT_REMOVEDIR, 0x010a);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x010a));
	unlink_sqe(&self->ring, self->dfd, "", 0, 0x010b);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x010b));
	unlink_sqe(&self->ring, self->dfd, "", AT_REMOVEDIR, 0x010c);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x010c));
	/* The directory itself is still there. */
	EXPECT_EQ(0, access(self->dir, F_OK));
}

/* Any flag but AT_REMOVEDIR: -EINVAL, the file stays. */
TEST_F(ul, other_flags_are_einval)
{
	static const int flags[] = {
		AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH, AT_SYMLINK_FOLLOW,
		AT_REMOVEDIR | AT_SYMLINK_NOFOLLOW, 1 << 30,
	};

	ASSERT_EQ(0, put_at(self->dfd, "f", "x"));
	for (unsigned int i = 0; i < sizeof(flags) / sizeof(flags[0]); i++) {
		unlink_sqe(&self->ring, self->dfd, "f", flags[i], 0x0110 + i);
		TH_LOG("flags 0x%x", flags[i]);
		EXPECT_EQ(-EINVAL, run1(&self->ring, 0x0110 + i));
	}
	EXPECT_TRUE(exists_at(self->dfd, "f"));
}

/* off or len set: -EINVAL, the file stays. */
TEST_F(ul, off_or_len_is_einval)
{
	ASSERT_EQ(0, put_at(self->dfd, "f", "x"));
	unlink_sqe(&self->ring, self->dfd, "f", 0, 0x0120)->off = 1;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 0x0120));
	unlink_sqe(&self->ring, self->dfd, "f", 0, 0x0121)->len = 1;
	EXPECT_EQ(-EINVAL, run1(&self->ring, 0x0121));
	EXPECT_TRUE(exists_at(self->dfd, "f"));
}

/* IOSQE_FIXED_FILE: -EBADF, registered directory or not; the file stays. */
TEST_F(ul, fixed_file_is_ebadf)
{
	ASSERT_EQ(0, put_at(self->dfd, "f", "x"));
	unlink_sqe(&self->ring, self->dfd, "f", 0, 0x0122)->flags =
		IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, run1(&self->ring, 0x0122));
	ASSERT_EQ(0, io_uring_register_files(&self->ring, &self->dfd, 1));
	unlink_sqe(&self->ring, 0, "f", 0, 0x0123)->flags = IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, run1(&self->ring, 0x0123));
	EXPECT_TRUE(exists_at(self->dfd, "f"));
}

/* Relative to a directory descriptor: the name in that directory goes,
 * the same name in the cwd and in the parent stays. */
TEST_F(ul, relative_to_a_dirfd)
{
	int sub;

	ASSERT_EQ(0, mkdirat(self->dfd, "sub", 0755));
	sub = openat(self->dfd, "sub", O_RDONLY | O_DIRECTORY);
	ASSERT_GE(sub, 0);
	ASSERT_EQ(0, put_at(sub, "f", "inner"));
	ASSERT_EQ(0, put_at(self->dfd, "f", "outer"));
	ASSERT_EQ(0, chdir(self->dir));
	unlink_sqe(&self->ring, sub, "f", 0, 0x0124);
	ASSERT_EQ(0, run1(&self->ring, 0x0124));
	EXPECT_FALSE(exists_at(sub, "f"));
	EXPECT_TRUE(exists_at(self->dfd, "f"));
	/* AT_FDCWD with a relative name: the cwd's. */
	unlink_sqe(&self->ring, AT_FDCWD, "f", 0, 0x0125);
	ASSERT_EQ(0, run1(&self->ring, 0x0125));
	EXPECT_FALSE(exists_at(self->dfd, "f"));
	/* AT_REMOVEDIR relative to the dirfd. */
	unlink_sqe(&self->ring, self->dfd, "sub", AT_REMOVEDIR, 0x0126);
	EXPECT_EQ(0, run1(&self->ring, 0x0126));
	EXPECT_FALSE(exists_at(self->dfd, "sub"));
	close(sub);
	ASSERT_EQ(0, chdir("/"));
}

/* A dirfd that is not open, with a relative name: -EBADF.  (An absolute
 * name does not look at it.) */
TEST_F(ul, closed_dirfd_is_ebadf)
{
	char path[128];
	int d = open(self->dir, O_RDONLY | O_DIRECTORY);

	ASSERT_GE(d, 0);
	ASSERT_EQ(0, close(d));
	ASSERT_EQ(0, put_at(self->dfd, "f", "x"));
	unlink_sqe(&self->ring, d, "f", 0, 0x0127);
	EXPECT_EQ(-EBADF, run1(&self->ring, 0x0127));
	EXPECT_TRUE(exists_at(self->dfd, "f"));
	snprintf(path, sizeof(path), "%s/f", self->dir);
	unlink_sqe(&self->ring, d, path, 0, 0x0128);
	EXPECT_EQ(0, run1(&self->ring, 0x0128));
	EXPECT_FALSE(exists_at(self->dfd, "f"));
}

/* A symlink is removed, not what it points to: a file, and a directory
 * (AT_REMOVEDIR on the link is -ENOTDIR). */
TEST_F(ul, symlink_goes_its_target_stays)
{
	struct stat st;

	ASSERT_EQ(0, put_at(self->dfd, "target", "x"));
	ASSERT_EQ(0, symlinkat("target", self->dfd, "link"));
	unlink_sqe(&self->ring, self->dfd, "link", 0, 0x0129);
	ASSERT_EQ(0, run1(&self->ring, 0x0129));
	EXPECT_FALSE(exists_at(self->dfd, "link"));
	ASSERT_EQ(0, fstatat(self->dfd, "target", &st, 0));
	EXPECT_TRUE(S_ISREG(st.st_mode));

	ASSERT_EQ(0, mkdirat(self->dfd, "tdir", 0755));
	ASSERT_EQ(0, symlinkat("tdir", self->dfd, "dlink"));
	unlink_sqe(&self->ring, self->dfd, "dlink", AT_REMOVEDIR, 0x012a);
	EXPECT_EQ(-ENOTDIR, run1(&self->ring, 0x012a));
	EXPECT_TRUE(exists_at(self->dfd, "dlink"));
	unlink_sqe(&self->ring, self->dfd, "dlink", 0, 0x012b);
	ASSERT_EQ(0, run1(&self->ring, 0x012b));
	EXPECT_FALSE(exists_at(self->dfd, "dlink"));
	ASSERT_EQ(0, fstatat(self->dfd, "tdir", &st, 0));
	EXPECT_TRUE(S_ISDIR(st.st_mode));

	/* A dangling one too. */
	ASSERT_EQ(0, symlinkat("nowhere", self->dfd, "dangling"));
	unlink_sqe(&self->ring, self->dfd, "dangling", 0, 0x012c);
	ASSERT_EQ(0, run1(&self->ring, 0x012c));
	EXPECT_FALSE(exists_at(self->dfd, "dangling"));
}

TEST_HARNESS_MAIN
