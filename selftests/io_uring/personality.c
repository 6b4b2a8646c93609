// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_REGISTER_PERSONALITY (9), IORING_UNREGISTER_PERSONALITY (10) and
 * sqe->personality, at the 5.6 level: registration takes no argument and
 * returns an id >= 1 for the caller's credentials, unregistering an
 * unknown id is -EINVAL, an unknown id in an SQE is res -EINVAL.  With
 * IORING_FEAT_CUR_PERSONALITY a request runs with the submitter's
 * credentials as of submission, or with those of its personality, inline,
 * behind a link and with IOSQE_ASYNC alike: a root ring kept by a process
 * that became nobody cannot open a 0600 root file unless the request
 * names root's personality, and root cannot open it with nobody's.
 * SKIPs without the register opcodes (-EINVAL); the credential cases also
 * without root, IORING_OP_OPENAT, IORING_OP_READ or FEAT_CUR_PERSONALITY.
 */
#include "helpers.h"

#define NOBODY 65534

static const char secret[] = "only root may read this\n";

/* Whether io_uring_register() knows IORING_REGISTER_PERSONALITY. */
static int has_personality(void)
{
	struct io_uring ring;
	int id;

	if (io_uring_queue_init(2, &ring, 0))
		return 0;
	id = sys_register(ring.ring_fd, IORING_REGISTER_PERSONALITY, NULL, 0);
	io_uring_queue_exit(&ring);
	return id > 0;
}

static unsigned int ring_features(void)
{
	struct io_uring_params p;
	struct io_uring ring;

	memset(&p, 0, sizeof(p));
	if (io_uring_queue_init_params(2, &ring, &p))
		return 0;
	io_uring_queue_exit(&ring);
	return p.features;
}

/* A NOP with personality @id; its res. */
static int nop_as(struct io_uring *ring, int id)
{
	struct io_uring_sqe *sqe = nop_sqe(ring, 0, 0);

	sqe->personality = id;
	return submit_res(ring, sqe);
}

FIXTURE(pers) {
	struct io_uring ring;
};

FIXTURE_SETUP(pers)
{
	if (!has_personality())
		SKIP(return, "IORING_REGISTER_PERSONALITY is -EINVAL");
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
}

FIXTURE_TEARDOWN(pers)
{
	io_uring_queue_exit(&self->ring);
}

TEST_F(pers, register_returns_distinct_ids_from_1)
{
	int fd = self->ring.ring_fd, a, b;

	a = sys_register(fd, IORING_REGISTER_PERSONALITY, NULL, 0);
	b = sys_register(fd, IORING_REGISTER_PERSONALITY, NULL, 0);
	ASSERT_GE(a, 1);
	ASSERT_GE(b, 1);
	EXPECT_NE(a, b);
	EXPECT_EQ(0, nop_as(&self->ring, a));
	EXPECT_EQ(0, nop_as(&self->ring, b));
	EXPECT_EQ(0, sys_register(fd, IORING_UNREGISTER_PERSONALITY, NULL, a));
	EXPECT_EQ(0, sys_register(fd, IORING_UNREGISTER_PERSONALITY, NULL, b));
}

TEST_F(pers, register_takes_no_argument)
{
	int fd = self->ring.ring_fd, x = 0;

	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_PERSONALITY,
					  &x, 0));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_PERSONALITY,
					  NULL, 1));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_PERSONALITY,
					  &x, 1));
}

TEST_F(pers, unregister_unknown_or_twice_is_einval)
{
	int fd = self->ring.ring_fd, id, x = 0;

	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_UNREGISTER_PERSONALITY,
					  NULL, 30000));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_UNREGISTER_PERSONALITY,
					  NULL, 0));
	id = sys_register(fd, IORING_REGISTER_PERSONALITY, NULL, 0);
	ASSERT_GE(id, 1);
	/* arg must be NULL: the id stays registered. */
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_UNREGISTER_PERSONALITY,
					  &x, id));
	ASSERT_EQ(0, sys_register(fd, IORING_UNREGISTER_PERSONALITY, NULL, id));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_UNREGISTER_PERSONALITY,
					  NULL, id));
}

/* An id that is not registered, or no longer, fails the request only. */
TEST_F(pers, unknown_personality_in_sqe_is_einval)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	int id;

	sqe = nop_sqe(&self->ring, 7, 0);
	sqe->personality = 30000;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(-EINVAL, cqe.res);

	id = io_uring_register_personality(&self->ring);
	ASSERT_GE(id, 1);
	EXPECT_EQ(0, nop_as(&self->ring, id));
	ASSERT_EQ(0, io_uring_unregister_personality(&self->ring, id));
	EXPECT_EQ(-EINVAL, nop_as(&self->ring, id));
	/* The ring goes on. */
	EXPECT_EQ(0, nop_as(&self->ring, 0));
}

/*
 * The credential cases: a 0600 file of root's with known bytes.  Each
 * case that becomes nobody does so in a child process of its own.
 */
FIXTURE(creds) {
	char path[64];
};

FIXTURE_SETUP(creds)
{
	int fd;

	if (geteuid())
		SKIP(return, "needs root (to become nobody)");
	NEED_OP(IORING_OP_OPENAT);
	NEED_OP(IORING_OP_READ);
	if (!(ring_features() & IORING_FEAT_CUR_PERSONALITY))
		SKIP(return, "no IORING_FEAT_CUR_PERSONALITY");
	if (!has_personality())
		SKIP(return, "IORING_REGISTER_PERSONALITY is -EINVAL");
	strcpy(self->path, "/tmp/iou-pers-XXXXXX");
	fd = mkstemp(self->path);
	ASSERT_GE(fd, 0);
	ASSERT_EQ(0, fchown(fd, 0, 0));
	ASSERT_EQ(0, fchmod(fd, 0600));
	ASSERT_EQ(sizeof(secret), write(fd, secret, sizeof(secret)));
	close(fd);
}

FIXTURE_TEARDOWN(creds)
{
	unlink(self->path);
}

/* An OPENAT (O_RDONLY) of @path as personality @id (0: none). */
static struct io_uring_sqe *open_sqe(struct io_uring *ring, const char *path,
				     int id, unsigned int flags, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_openat(sqe, AT_FDCWD, path, O_RDONLY, 0);
	sqe->personality = id;
	sqe->flags = flags;
	sqe->user_data = data;
	return sqe;
}

/* A READ (op 22) of @fd from offset 0 into @buf as personality @id. */
static struct io_uring_sqe *read_sqe(struct io_uring *ring, int fd, char *buf,
				     int id, unsigned int flags, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_read(sqe, fd, buf, 64, 0);
	sqe->personality = id;
	sqe->flags = flags;
	sqe->user_data = data;
	return sqe;
}

/*
 * Submit the NOP (user_data 1, IOSQE_IO_LINK) and the request linked to
 * it (user_data 2) queued before; the request's res, or 1000 when the
 * CQEs are not the NOP's 0 and then the request's.
 */
static int linked_res(struct io_uring *ring)
{
	struct io_uring_cqe c[2];

	if (io_uring_submit(ring) != 2 || wait_n(ring, c, 2) ||
	    c[0].user_data != 1 || c[0].res || c[1].user_data != 2)
		return 1000;
	return c[1].res;
}

/* Whether a read of the file returned its bytes. */
static int got_secret(int res, const char *buf)
{
	return res == sizeof(secret) && !memcmp(buf, secret, sizeof(secret));
}

/*
 * In a child: a ring set up as root with root's personality registered,
 * then the process becomes nobody and keeps the ring.  Returns the id.
 */
static int root_ring_then_nobody(struct __test_metadata *_metadata,
				 struct io_uring *ring, const char *path)
{
	int id;

	ASSERT_EQ(0, io_uring_queue_init(8, ring, 0));
	id = io_uring_register_personality(ring);
	ASSERT_GE(id, 1);
	ASSERT_EQ(0, become_nobody());
	ASSERT_EQ(NOBODY, geteuid());
	/* The file is out of reach now. */
	ASSERT_ERRNO(EACCES, open(path, O_RDONLY));
	return id;
}

/* Run @fn in a child process; the case fails when the child does. */
static void in_child(struct __test_metadata *_metadata,
		     void (*fn)(struct __test_metadata *, const char *),
		     const char *path)
{
	int status;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (!pid) {
		fn(_metadata, path);
		fflush(stdout);
		_exit(_metadata->failed ? 1 : 0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

/*
 * FEAT_CUR_PERSONALITY: the submitter's credentials at submission, not
 * the ring creator's, inline, behind a link and with IOSQE_ASYNC.
 */
static void without_personality(struct __test_metadata *_metadata,
				const char *path)
{
	struct io_uring ring;

	root_ring_then_nobody(_metadata, &ring, path);
	EXPECT_EQ(-EACCES, submit_res(&ring, open_sqe(&ring, path, 0, 0, 0)));
	nop_sqe(&ring, 1, IOSQE_IO_LINK);
	open_sqe(&ring, path, 0, 0, 2);
	EXPECT_EQ(-EACCES, linked_res(&ring));
	EXPECT_EQ(-EACCES, submit_res(&ring, open_sqe(&ring, path, 0,
						       IOSQE_ASYNC, 0)));
	io_uring_queue_exit(&ring);
}

TEST_F(creds, nobody_with_root_ring_cannot_open_root_file)
{
	in_child(_metadata, without_personality, self->path);
}

static void with_root_personality(struct __test_metadata *_metadata,
				  const char *path)
{
	struct io_uring ring;
	char buf[64] = "";
	int id, fd, res;

	id = root_ring_then_nobody(_metadata, &ring, path);
	fd = submit_res(&ring, open_sqe(&ring, path, id, 0, 0));
	ASSERT_GE(fd, 0);
	ASSERT_LT(fd, 1000);
	/* The descriptor is nobody's now: a READ without personality works. */
	res = submit_res(&ring, read_sqe(&ring, fd, buf, 0, 0, 0));
	EXPECT_TRUE(got_secret(res, buf));
	close(fd);
	io_uring_queue_exit(&ring);
}

TEST_F(creds, nobody_opens_root_file_with_root_personality)
{
	in_child(_metadata, with_root_personality, self->path);
}

/* The personality's credentials reach the request behind a link. */
static void personality_linked(struct __test_metadata *_metadata,
			       const char *path)
{
	struct io_uring ring;
	char buf[64] = "";
	int id, fd;

	id = root_ring_then_nobody(_metadata, &ring, path);
	nop_sqe(&ring, 1, IOSQE_IO_LINK);
	open_sqe(&ring, path, id, 0, 2);
	fd = linked_res(&ring);
	ASSERT_GE(fd, 0);
	ASSERT_LT(fd, 1000);
	nop_sqe(&ring, 1, IOSQE_IO_LINK);
	read_sqe(&ring, fd, buf, id, 0, 2);
	EXPECT_TRUE(got_secret(linked_res(&ring), buf));
	close(fd);
	io_uring_queue_exit(&ring);
}

TEST_F(creds, root_personality_behind_a_link)
{
	in_child(_metadata, personality_linked, self->path);
}

/* ... and to a request that IOSQE_ASYNC sends to a worker. */
static void personality_async(struct __test_metadata *_metadata,
			      const char *path)
{
	struct io_uring ring;
	char buf[64] = "";
	int id, fd, res;

	id = root_ring_then_nobody(_metadata, &ring, path);
	fd = submit_res(&ring, open_sqe(&ring, path, id, IOSQE_ASYNC, 0));
	ASSERT_GE(fd, 0);
	ASSERT_LT(fd, 1000);
	res = submit_res(&ring, read_sqe(&ring, fd, buf, id, IOSQE_ASYNC, 0));
	EXPECT_TRUE(got_secret(res, buf));
	close(fd);
	io_uring_queue_exit(&ring);
}

TEST_F(creds, root_personality_with_iosqe_async)
{
	in_child(_metadata, personality_async, self->path);
}

/*
 * The other way round: a child that became nobody registers its
 * personality on root's ring (inherited fd); root's requests that name it
 * cannot open the file, the same requests without it can.
 */
TEST_F(creds, root_with_nobody_personality_cannot_open_root_file)
{
	struct io_uring ring;
	int status, id, fd;
	pid_t pid;

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	fflush(stdout);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (!pid) {
		if (become_nobody())
			_exit(0);
		id = sys_register(ring.ring_fd, IORING_REGISTER_PERSONALITY,
				  NULL, 0);
		_exit(id > 0 && id < 256 ? id : 0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	id = WEXITSTATUS(status);
	ASSERT_GE(id, 1);

	EXPECT_EQ(-EACCES, submit_res(&ring, open_sqe(&ring, self->path, id,
						       0, 0)));
	EXPECT_EQ(-EACCES, submit_res(&ring, open_sqe(&ring, self->path, id,
						       IOSQE_ASYNC, 0)));
	fd = submit_res(&ring, open_sqe(&ring, self->path, 0, 0, 0));
	EXPECT_GE(fd, 0);
	EXPECT_GT(1000, fd);
	if (fd >= 0 && fd < 1000)
		close(fd);
	EXPECT_EQ(0, io_uring_unregister_personality(&ring, id));
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
