// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_RENAMEAT (upstream 5.11; 5.15's checks): renameat2(2) with
 * olddirfd in fd, oldpath in addr, newdirfd in len, newpath in addr2 and
 * the flags in rename_flags.  A rename in a directory and between two
 * directory descriptors (the content moves with the name);
 * RENAME_NOREPLACE onto an existing name -EEXIST, RENAME_EXCHANGE swaps;
 * -EINVAL for an unknown flag, -ENOENT for a missing source and for "",
 * -ENAMETOOLONG for a name of PATH_MAX bytes, -EFAULT for an unmapped
 * name; -EBADF for IOSQE_FIXED_FILE; -EINVAL for ioprio, buf_index,
 * splice_fd_in; both names are copied at submission (SUBMIT_STABLE, also
 * with IOSQE_ASYNC); the dirfd is the submitter's table's, also after
 * it unshared its table.  Files are in a mkdtemp() directory under /tmp.
 * SKIPs on a kernel without the opcode (probe).
 */
#include <ftw.h>
#include <linux/fs.h>

#include "helpers.h"

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE	(1 << 0)
#define RENAME_EXCHANGE		(1 << 1)
#endif

FIXTURE(rn) {
	struct io_uring ring;
	char dir[64];
	int dfd;
};

FIXTURE_SETUP(rn)
{
	self->dfd = -1;
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_RENAMEAT);
	strcpy(self->dir, "/tmp/iou-renameat.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
	self->dfd = open(self->dir, O_RDONLY | O_DIRECTORY);
	ASSERT_GE(self->dfd, 0);
}

FIXTURE_TEARDOWN(rn)
{
	if (self->dfd >= 0)
		close(self->dfd);
	if (self->dir[0] == '/')
		rm_tree(self->dir);
	io_uring_queue_exit(&self->ring);
}

/* The content of @name in @dfd, in a static buffer; "<ERRNO>" if none. */
static const char *get_at(int dfd, const char *name)
{
	static char buf[4][128];
	static int next;
	char *b = buf[next++ % 4];
	int fd = openat(dfd, name, O_RDONLY);
	ssize_t n;

	if (fd < 0) {
		snprintf(b, 128, "<%s>", strerror(errno));
		return b;
	}
	n = read(fd, b, 127);
	b[n > 0 ? n : 0] = 0;
	close(fd);
	return b;
}

/* Whether @name exists in @dfd (not following a last symlink). */
static int exists_at(int dfd, const char *name)
{
	struct stat st;

	return !fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW);
}

static struct io_uring_sqe *rename_sqe(struct io_uring *ring, int olddfd,
				       const char *old, int newdfd,
				       const char *new, unsigned int flags,
				       uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_renameat(sqe, olddfd, old, newdfd, new, flags);
	sqe->user_data = data;
	return sqe;
}

/* A rename within the temp directory: the old name is gone, the new one
 * has the old one's content; by absolute paths too. */
TEST_F(rn, renames_in_a_directory)
{
	char a[128], b[128];

	ASSERT_EQ(0, put_at(self->dfd, "old", "the content"));
	rename_sqe(&self->ring, self->dfd, "old", self->dfd, "new", 0, 0x7e01);
	ASSERT_EQ(0, run1(&self->ring, 0x7e01));
	EXPECT_FALSE(exists_at(self->dfd, "old"));
	EXPECT_EQ(0, strcmp("the content", get_at(self->dfd, "new")));

	/* Absolute names (the dirfds ignored), AT_FDCWD. */
	snprintf(a, sizeof(a), "%s/new", self->dir);
	snprintf(b, sizeof(b), "%s/newer", self->dir);
	rename_sqe(&self->ring, AT_FDCWD, a, AT_FDCWD, b, 0, 0x7e02);
	ASSERT_EQ(0, run1(&self->ring, 0x7e02));
	EXPECT_FALSE(exists_at(self->dfd, "new"));
	EXPECT_EQ(0, strcmp("the content", get_at(self->dfd, "newer")));
	EXPECT_FALSE(cqe_ready(&self->ring));
}

/* Relative to two different directory descriptors: olddirfd from fd,
 * newdirfd from len. */
TEST_F(rn, between_two_dirfds)
{
	int d1, d2;

	ASSERT_EQ(0, mkdirat(self->dfd, "d1", 0755));
	ASSERT_EQ(0, mkdirat(self->dfd, "d2", 0755));
	d1 = openat(self->dfd, "d1", O_RDONLY | O_DIRECTORY);
	d2 = openat(self->dfd, "d2", O_RDONLY | O_DIRECTORY);
	ASSERT_GE(d1, 0);
	ASSERT_GE(d2, 0);
	ASSERT_EQ(0, put_at(d1, "f", "moved"));
	/* A same-named file in d2's place must not be what we find. */
	ASSERT_EQ(0, put_at(self->dfd, "g", "decoy"));
	rename_sqe(&self->ring, d1, "f", d2, "g", 0, 0x7e03);
	ASSERT_EQ(0, run1(&self->ring, 0x7e03));
	EXPECT_FALSE(exists_at(d1, "f"));
	EXPECT_EQ(0, strcmp("moved", get_at(d2, "g")));
	EXPECT_EQ(0, strcmp("decoy", get_at(self->dfd, "g")));
	close(d1);
	close(d2);
}

/* RENAME_NOREPLACE onto an existing name: -EEXIST, both files as they
 * were; onto a free name it renames. */
TEST_F(rn, noreplace_onto_an_existing_name_is_eexist)
{
	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	ASSERT_EQ(0, put_at(self->dfd, "b", "bravo"));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b",
		   RENAME_NOREPLACE, 0x7e04);
	EXPECT_EQ(-EEXIST, run1(&self->ring, 0x7e04));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "a")));
	EXPECT_EQ(0, strcmp("bravo", get_at(self->dfd, "b")));

	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "c",
		   RENAME_NOREPLACE, 0x7e05);
	EXPECT_EQ(0, run1(&self->ring, 0x7e05));
	EXPECT_FALSE(exists_at(self->dfd, "a"));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "c")));

	/* Without the flag the target is replaced. */
	rename_sqe(&self->ring, self->dfd, "c", self->dfd, "b", 0, 0x7e06);
	EXPECT_EQ(0, run1(&self->ring, 0x7e06));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "b")));
}

/* RENAME_EXCHANGE swaps two files' contents; both names stay. */
TEST_F(rn, exchange_swaps_two_files)
{
	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	ASSERT_EQ(0, put_at(self->dfd, "b", "bravo"));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b",
		   RENAME_EXCHANGE, 0x7e07);
	ASSERT_EQ(0, run1(&self->ring, 0x7e07));
	EXPECT_EQ(0, strcmp("bravo", get_at(self->dfd, "a")));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "b")));
	/* With a missing partner: -ENOENT, nothing moves. */
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "none",
		   RENAME_EXCHANGE, 0x7e08);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x7e08));
	EXPECT_EQ(0, strcmp("bravo", get_at(self->dfd, "a")));
	EXPECT_FALSE(exists_at(self->dfd, "none"));
}

/* A flag bit renameat2(2) does not know, or NOREPLACE with EXCHANGE:
 * -EINVAL, nothing renamed. */
TEST_F(rn, unknown_flag_is_einval)
{
	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b", 1U << 3,
		   0x7e09);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 0x7e09));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b", 1U << 31,
		   0x7e0a);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 0x7e0a));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b",
		   RENAME_NOREPLACE | RENAME_EXCHANGE, 0x7e0b);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 0x7e0b));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "a")));
	EXPECT_FALSE(exists_at(self->dfd, "b"));
}

/* A source that does not exist, and an empty old name: -ENOENT. */
TEST_F(rn, missing_or_empty_source_is_enoent)
{
	ASSERT_EQ(0, put_at(self->dfd, "b", "bravo"));
	rename_sqe(&self->ring, self->dfd, "nothing", self->dfd, "b", 0,
		   0x7e0c);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x7e0c));
	rename_sqe(&self->ring, self->dfd, "", self->dfd, "b", 0, 0x7e0d);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x7e0d));
	/* An empty new name likewise. */
	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "", 0, 0x7e0e);
	EXPECT_EQ(-ENOENT, run1(&self->ring, 0x7e0e));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "a")));
	EXPECT_EQ(0, strcmp("bravo", get_at(self->dfd, "b")));
}

/* A name of PATH_MAX bytes (no room for its NUL): -ENAMETOOLONG, as old
 * and as new name. */
TEST_F(rn, path_max_name_is_enametoolong)
{
	static char longname[PATH_MAX + 1];

	memset(longname, 'a', PATH_MAX);
	longname[PATH_MAX] = 0;
	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	rename_sqe(&self->ring, self->dfd, longname, self->dfd, "b", 0,
		   0x7e0f);
	EXPECT_EQ(-ENAMETOOLONG, run1(&self->ring, 0x7e0f));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, longname, 0,
		   0x7e10);
	EXPECT_EQ(-ENAMETOOLONG, run1(&self->ring, 0x7e10));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "a")));
}

/* A name pointer into an unmapped page: -EFAULT, old or new. */
TEST_F(rn, unmapped_name_is_efault)
{
	char *bad = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	ASSERT_NE(MAP_FAILED, bad);
	ASSERT_EQ(0, munmap(bad, 4096));
	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	rename_sqe(&self->ring, self->dfd, bad, self->dfd, "b", 0, 0x7e11);
	EXPECT_EQ(-EFAULT, run1(&self->ring, 0x7e11));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, bad, 0, 0x7e12);
	EXPECT_EQ(-EFAULT, run1(&self->ring, 0x7e12));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "a")));
	EXPECT_FALSE(exists_at(self->dfd, "b"));
}

/* IOSQE_FIXED_FILE: directory descriptors cannot be registered files:
 * -EBADF, also with a file registered at index dfd. */
TEST_F(rn, fixed_file_is_ebadf)
{
	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b", 0,
		   0x7e13)->flags = IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, run1(&self->ring, 0x7e13));
	ASSERT_EQ(0, io_uring_register_files(&self->ring, &self->dfd, 1));
	rename_sqe(&self->ring, 0, "a", 0, "b", 0, 0x7e14)->flags =
		IOSQE_FIXED_FILE;
	EXPECT_EQ(-EBADF, run1(&self->ring, 0x7e14));
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "a")));
	EXPECT_FALSE(exists_at(self->dfd, "b"));
}

/* ioprio, buf_index or splice_fd_in set: -EINVAL, nothing renamed. */
TEST_F(rn, unused_fields_are_einval)
{
	struct io_uring_sqe *sqe;

	ASSERT_EQ(0, put_at(self->dfd, "a", "alpha"));
	for (int field = 0; field < 3; field++) {
		sqe = rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b",
				 0, 0x7e20 + field);
		if (field == 0)
			sqe->ioprio = 1;
		else if (field == 1)
			sqe->buf_index = 1;
		else
			sqe->splice_fd_in = 1;
		TH_LOG("field %d", field);
		EXPECT_EQ(-EINVAL, run1(&self->ring, 0x7e20 + field));
	}
	EXPECT_EQ(0, strcmp("alpha", get_at(self->dfd, "a")));
	EXPECT_FALSE(exists_at(self->dfd, "b"));
}

/*
 * IORING_FEAT_SUBMIT_STABLE: both names are copied when the SQE is
 * submitted.  With IOSQE_ASYNC the rename runs in a worker later; the
 * buffers are overwritten as soon as io_uring_submit() returns, and the
 * rename still acts on the original names.
 */
TEST_F(rn, names_are_copied_at_submission)
{
	char old[64], new[64];

	ASSERT_EQ(0, put_at(self->dfd, "orig-old", "stable"));
	ASSERT_EQ(0, put_at(self->dfd, "later-old", "decoy"));
	for (int i = 0; i < 2; i++) {
		struct io_uring_cqe cqe;

		strcpy(old, i ? "orig-new" : "orig-old");
		strcpy(new, i ? "orig-2nd" : "orig-new");
		rename_sqe(&self->ring, self->dfd, old, self->dfd, new, 0,
			   0x7e30 + i)->flags = IOSQE_ASYNC;
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		strcpy(old, "later-old");
		strcpy(new, "later-new");
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(0x7e30 + i, cqe.user_data);
		EXPECT_EQ(0, cqe.res);
	}
	EXPECT_FALSE(exists_at(self->dfd, "orig-old"));
	EXPECT_FALSE(exists_at(self->dfd, "orig-new"));
	EXPECT_EQ(0, strcmp("stable", get_at(self->dfd, "orig-2nd")));
	EXPECT_EQ(0, strcmp("decoy", get_at(self->dfd, "later-old")));
	EXPECT_FALSE(exists_at(self->dfd, "later-new"));
}

/*
 * The dirfd is looked up in the submitter's file table as it is at
 * submission, not in the table a worker was made with: after
 * unshare(CLONE_FILES), dirfd N names another directory in the
 * submitter's new table than in the old one, which the pool's idle
 * worker still shares.  The rename (IOSQE_ASYNC: in that worker) happens
 * in the new table's directory; the old one is untouched, as on Debian's
 * 5.10 (upstream 5.15's io_uring).
 */
TEST_F(rn, dirfd_of_an_unshared_table)
{
	char other[64] = "/tmp/iou-renameat-o.XXXXXX";
	struct io_uring_cqe cqe;
	int odfd, p[2];
	char c;

	ASSERT_NE(NULL, mkdtemp(other));
	ASSERT_EQ(0, put_at(self->dfd, "a", "first"));
	odfd = open(other, O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, odfd);
	ASSERT_EQ(0, put_at(odfd, "a", "second"));
	/*
	 * A worker, made with the table as it is now, left idle: a read of a
	 * pipe, which waits in a worker, and its byte.
	 */
	ASSERT_EQ(0, pipe(p));
	io_uring_prep_read(io_uring_get_sqe(&self->ring), p[0], &c, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	ASSERT_EQ(1, write(p[1], "x", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.res);
	ASSERT_EQ(0, unshare(CLONE_FILES));
	/* dirfd self->dfd is the other directory from now on, here only. */
	ASSERT_EQ(self->dfd, dup2(odfd, self->dfd));
	rename_sqe(&self->ring, self->dfd, "a", self->dfd, "b", 0,
		   0x7e40)->flags = IOSQE_ASYNC;
	ASSERT_EQ(0, run1(&self->ring, 0x7e40));
	EXPECT_FALSE(exists_at(odfd, "a"));
	EXPECT_EQ(0, strcmp("second", get_at(odfd, "b")));
	close(odfd);
	close(p[0]);
	close(p[1]);
	rm_tree(other);
	/* The fixture's directory: "a" still there, no "b". */
	odfd = open(self->dir, O_RDONLY | O_DIRECTORY);
	ASSERT_LE(0, odfd);
	EXPECT_EQ(0, strcmp("first", get_at(odfd, "a")));
	EXPECT_FALSE(exists_at(odfd, "b"));
	close(odfd);
}

TEST_HARNESS_MAIN
