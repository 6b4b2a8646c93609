// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_FEAT_SQPOLL_NONFIXED (upstream 5.11): the SQ thread of an
 * SQPOLL ring shares its creator's file table, so plain descriptors work
 * there, not only registered files.  A READ of a pipe and a WRITE to a
 * file by plain descriptor (bytes checked); OPENAT, READ and CLOSE of the
 * descriptor OPENAT returned, which is one of the process's; ACCEPT gives
 * a working descriptor; a closed descriptor -EBADF; a descriptor opened
 * after the ring was made is found.  SQPOLL setup by a task with
 * CAP_SYS_NICE but without CAP_SYS_ADMIN succeeds (5.11); by a task
 * without any capability it succeeds from upstream 5.13 on (a case of its
 * own).  SKIPs (but the feature case and the setup cases) on a kernel
 * without IORING_FEAT_SQPOLL_NONFIXED.
 */
#include <ftw.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <linux/capability.h>

#include "helpers.h"

#ifndef IORING_FEAT_SQPOLL_NONFIXED
#define IORING_FEAT_SQPOLL_NONFIXED	(1U << 7)
#endif

FIXTURE(sf) {
	struct io_uring ring;
	char dir[64];
};

static int sqpoll_ring(struct io_uring *ring)
{
	struct io_uring_params p;

	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_SQPOLL;
	p.sq_thread_idle = 1000;
	return io_uring_queue_init_params(8, ring, &p);
}

FIXTURE_SETUP(sf)
{
	ASSERT_EQ(0, sqpoll_ring(&self->ring));
	if (!(self->ring.features & IORING_FEAT_SQPOLL_NONFIXED))
		SKIP(return, "the kernel lacks IORING_FEAT_SQPOLL_NONFIXED");
	strcpy(self->dir, "/tmp/iou-sqpoll-files.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
}

FIXTURE_TEARDOWN(sf)
{
	if (self->dir[0] == '/')
		rm_tree(self->dir);
	io_uring_queue_exit(&self->ring);
}

/*
 * Submit what is queued (one request, @data) on the SQPOLL ring and wait
 * up to 5 s for its CQE: its res; 1000 when none came, 1001 when it is
 * another request's.  (io_uring_submit() counts what the SQ thread has
 * not consumed yet: 0 if it was quick.)
 */
static int sq_run1(struct io_uring *ring, uint64_t data)
{
	struct io_uring_cqe *cqe;
	int res;

	if (io_uring_submit(ring) < 0 || wait_cqe_ms(ring, &cqe, 5000))
		return 1000;
	res = cqe->user_data == data ? cqe->res : 1001;
	io_uring_cqe_seen(ring, cqe);
	return res;
}

/* io_uring_setup() of an SQPOLL ring reports the feature. */
TEST(setup_reports_sqpoll_nonfixed)
{
	struct io_uring_params p;
	int fd;

	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_SQPOLL;
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	EXPECT_TRUE(p.features & IORING_FEAT_SQPOLL_NONFIXED);
	close(fd);
	/* Every ring says so, SQPOLL or not. */
	memset(&p, 0, sizeof(p));
	fd = sys_setup(4, &p);
	ASSERT_GE(fd, 0);
	EXPECT_TRUE(p.features & IORING_FEAT_SQPOLL_NONFIXED);
	close(fd);
}

/* A READ of a pipe by its plain descriptor gets the bytes written, also
 * when it has to wait for them. */
TEST_F(sf, read_of_a_pipe_by_plain_fd)
{
	char buf[16] = { 0 };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe *cqe;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(5, write(p[1], "hello", 5));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, p[0], buf, sizeof(buf), 0);
	sqe->user_data = 0x5f01;
	EXPECT_EQ(5, sq_run1(&self->ring, 0x5f01));
	EXPECT_EQ(0, memcmp(buf, "hello", 5));

	/* Nothing there yet: it waits, then gets the bytes. */
	memset(buf, 0, sizeof(buf));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, p[0], buf, sizeof(buf), 0);
	sqe->user_data = 0x5f02;
	ASSERT_LE(0, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(5, write(p[1], "world", 5));
	ASSERT_EQ(0, wait_cqe_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(0x5f02, cqe->user_data);
	EXPECT_EQ(5, cqe->res);
	io_uring_cqe_seen(&self->ring, cqe);
	EXPECT_EQ(0, memcmp(buf, "world", 5));
	close(p[0]);
	close(p[1]);
}

/* A WRITE to a file by plain descriptor: the bytes are in the file. */
TEST_F(sf, write_to_a_file_by_plain_fd)
{
	static char out[8192], in[8192];
	struct io_uring_sqe *sqe;
	char path[128];
	int fd;

	snprintf(path, sizeof(path), "%s/w", self->dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	ASSERT_GE(fd, 0);
	fill_pattern(out, sizeof(out), 7, 4096);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_write(sqe, fd, out, sizeof(out), 4096);
	sqe->user_data = 0x5f03;
	EXPECT_EQ(sizeof(out), sq_run1(&self->ring, 0x5f03));
	ASSERT_EQ(sizeof(in), pread(fd, in, sizeof(in), 4096));
	EXPECT_EQ(-1, check_pattern(in, sizeof(in), 7, 4096));
	EXPECT_EQ(4096 + sizeof(out), lseek(fd, 0, SEEK_END));
	close(fd);
}

/*
 * OPENAT on the SQPOLL ring opens in the process's table: its CQE's res
 * is a descriptor the process can use (fcntl, read(2)); a READ by it on
 * the ring gets the file's bytes, and a CLOSE by it on the ring closes
 * it for the process too.
 */
TEST_F(sf, openat_read_close)
{
	char path[128], buf[32] = { 0 };
	struct io_uring_sqe *sqe;
	int fd, wfd;

	NEED_OP(IORING_OP_OPENAT);
	NEED_OP(IORING_OP_CLOSE);
	snprintf(path, sizeof(path), "%s/o", self->dir);
	wfd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	ASSERT_GE(wfd, 0);
	ASSERT_EQ(12, write(wfd, "opened by SQ", 12));
	close(wfd);

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_openat(sqe, AT_FDCWD, path, O_RDONLY, 0);
	sqe->user_data = 0x5f04;
	fd = sq_run1(&self->ring, 0x5f04);
	ASSERT_GE(fd, 0);
	ASSERT_LT(fd, 1000);
	EXPECT_LE(0, fcntl(fd, F_GETFD));
	EXPECT_EQ(2, pread(fd, buf, 2, 0));
	EXPECT_EQ(0, memcmp(buf, "op", 2));

	memset(buf, 0, sizeof(buf));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, fd, buf, sizeof(buf), 0);
	sqe->user_data = 0x5f05;
	EXPECT_EQ(12, sq_run1(&self->ring, 0x5f05));
	EXPECT_EQ(0, memcmp(buf, "opened by SQ", 12));

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_close(sqe, fd);
	sqe->user_data = 0x5f06;
	EXPECT_EQ(0, sq_run1(&self->ring, 0x5f06));
	errno = 0;
	EXPECT_EQ(-1, fcntl(fd, F_GETFD));
	EXPECT_EQ(EBADF, errno);
}

/* ACCEPT of a waiting TCP connection on the SQPOLL ring gives a
 * descriptor of the process that talks to the client both ways. */
TEST_F(sf, accept_gives_a_working_fd)
{
	struct sockaddr_in addr;
	struct io_uring_sqe *sqe;
	char buf[8] = { 0 };
	int l, c, s;

	NEED_OP(IORING_OP_ACCEPT);
	l = tcp_listener(&addr, 0);
	ASSERT_GE(l, 0);
	c = socket(AF_INET, SOCK_STREAM, 0);
	ASSERT_GE(c, 0);
	ASSERT_EQ(0, connect(c, (struct sockaddr *)&addr, sizeof(addr)));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_accept(sqe, l, NULL, NULL, 0);
	sqe->user_data = 0x5f07;
	s = sq_run1(&self->ring, 0x5f07);
	ASSERT_GE(s, 0);
	ASSERT_LT(s, 1000);
	ASSERT_EQ(4, write(c, "ping", 4));
	ASSERT_EQ(4, read(s, buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "ping", 4));
	ASSERT_EQ(4, write(s, "pong", 4));
	ASSERT_EQ(4, read(c, buf, sizeof(buf)));
	EXPECT_EQ(0, memcmp(buf, "pong", 4));
	close(s);
	close(c);
	close(l);
}

/* A descriptor that is not open: -EBADF, for a READ and a WRITE. */
TEST_F(sf, closed_fd_is_ebadf)
{
	struct io_uring_sqe *sqe;
	char buf[8];
	int p[2];

	ASSERT_EQ(0, pipe(p));
	close(p[0]);
	close(p[1]);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, p[0], buf, sizeof(buf), 0);
	sqe->user_data = 0x5f08;
	EXPECT_EQ(-EBADF, sq_run1(&self->ring, 0x5f08));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_write(sqe, p[1], "x", 1, 0);
	sqe->user_data = 0x5f09;
	EXPECT_EQ(-EBADF, sq_run1(&self->ring, 0x5f09));
}

/*
 * The SQ thread shares the process's file table, not a copy from ring
 * setup: a pipe made after the ring (moved to descriptor 200) is read
 * through the ring; its old number, closed since, is -EBADF.
 */
TEST_F(sf, descriptor_opened_after_setup_is_found)
{
	struct io_uring_sqe *sqe;
	char buf[16] = { 0 };
	int p[2];

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(200, dup2(p[0], 200));
	ASSERT_EQ(0, close(p[0]));
	ASSERT_EQ(3, write(p[1], "new", 3));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, 200, buf, sizeof(buf), 0);
	sqe->user_data = 0x5f0a;
	EXPECT_EQ(3, sq_run1(&self->ring, 0x5f0a));
	EXPECT_EQ(0, memcmp(buf, "new", 3));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_read(sqe, p[0], buf, sizeof(buf), 0);
	sqe->user_data = 0x5f0b;
	EXPECT_EQ(-EBADF, sq_run1(&self->ring, 0x5f0b));
	close(200);
	close(p[1]);
}

/* CapEff from /proc/self/status, or ~0 if it cannot be read. */
static unsigned long long cap_eff(void)
{
	unsigned long long v = ~0ULL;
	char line[256];
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "CapEff: %llx", &v) == 1)
			break;
	if (f)
		fclose(f);
	return v;
}

/* Make an SQPOLL ring and run a NOP on it: 0, or a code saying where it
 * failed (10 + -errno of the setup). */
static int sqpoll_nop(void)
{
	struct io_uring_sqe *sqe;
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	int ret = sqpoll_ring(&ring);

	if (ret)
		return ret < 0 && -ret < 100 ? 10 - ret : 9;
	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_nop(sqe);
	sqe->user_data = 0x5f0c;
	if (io_uring_submit(&ring) < 0 || wait_cqe_ms(&ring, &cqe, 5000))
		ret = 7;
	else
		ret = cqe->user_data == 0x5f0c && cqe->res == 0 ? 0 : 8;
	io_uring_queue_exit(&ring);
	return ret;
}

/*
 * SQPOLL setup by a task that holds CAP_SYS_NICE and no other capability
 * (uid nobody kept its capabilities through PR_SET_KEEPCAPS, then capset
 * left CAP_SYS_NICE alone in its permitted and effective sets: CapEff
 * is exactly that bit, no CAP_SYS_ADMIN): it succeeds and runs a NOP.
 */
TEST(sqpoll_setup_with_cap_sys_nice_only)
{
	pid_t pid = fork();

	ASSERT_GE(pid, 0);
	if (!pid) {
		struct __user_cap_header_struct h = {
			.version = _LINUX_CAPABILITY_VERSION_3,
		};
		struct __user_cap_data_struct d[2];

		if (prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) || setgroups(0, NULL) ||
		    setresgid(65534, 65534, 65534) ||
		    setresuid(65534, 65534, 65534))
			_exit(2);
		memset(d, 0, sizeof(d));
		d[0].effective = d[0].permitted = 1U << CAP_SYS_NICE;
		if (syscall(SYS_capset, &h, d))
			_exit(3);
		if (cap_eff() != 1ULL << CAP_SYS_NICE)
			_exit(4);
		_exit(sqpoll_nop());
	}
	/* 2-4: dropping privileges failed; 10 + errno: setup failed. */
	EXPECT_EQ(0, child_status(pid));
}

/*
 * SQPOLL setup by a task without any capability (uid nobody, CapEff 0):
 * allowed from 5.13 on (548d819d1eed), and its thread runs a NOP; 5.11
 * and 5.12 answer -EPERM.
 */
TEST(sqpoll_setup_unprivileged)
{
	pid_t pid = fork();

	ASSERT_GE(pid, 0);
	if (!pid) {
		if (become_nobody())
			_exit(2);
		if (cap_eff() != 0)
			_exit(4);
		_exit(sqpoll_nop());
	}
	/* 11 (10 + EPERM): refused, as up to 5.12. */
	EXPECT_EQ(0, child_status(pid));
}

TEST_HARNESS_MAIN
