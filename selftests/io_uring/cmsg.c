// SPDX-License-Identifier: GPL-2.0
/*
 * Control data in IORING_OP_SENDMSG and IORING_OP_RECVMSG (upstream 5.12,
 * e54937963fa2), over AF_UNIX socketpairs: descriptors (SCM_RIGHTS) both
 * ways, inline, from a worker and from a fast poll's retries; credentials
 * (SCM_CREDENTIALS); MSG_CTRUNC; sendmsg(2)'s errno for bad control data.
 * The retries: a send retried after -EAGAIN still reads the user's
 * control data (cac9e4418f4c); a MSG_WAITALL send continued after a part
 * went out sends it once (b1dc492087db); a receive with control data is
 * not continued (78d0d2063bab).  A worker installs received descriptors
 * in the submitter's table, even one it unshared.  Below the 5.12 level
 * (no IORING_FEAT_NATIVE_WORKERS) control data is -EINVAL.
 */
#include <pthread.h>
#include <stddef.h>
#include <sys/socket.h>
#include <sys/un.h>

#include "helpers.h"

#define NEED_CMSG()							\
	do {								\
		if (!native_workers())					\
			SKIP(return, "control data is 5.12's");		\
	} while (0)

/* A msghdr of one iovec and a control buffer big enough for a few fds. */
struct cmsg_msg {
	struct msghdr msg;
	struct iovec iov;
	union {
		char buf[CMSG_SPACE(4 * sizeof(int))];
		struct cmsghdr align;
	} ctl;
};

/* @m for a send of @len bytes at @data, with @nfds descriptors @fds. */
static struct msghdr *out_msg(struct cmsg_msg *m, const void *data,
			      size_t len, const int *fds, int nfds)
{
	struct cmsghdr *c;

	memset(m, 0, sizeof(*m));
	m->iov.iov_base = (void *)data;
	m->iov.iov_len = len;
	m->msg.msg_iov = &m->iov;
	m->msg.msg_iovlen = 1;
	if (!nfds)
		return &m->msg;
	m->msg.msg_control = m->ctl.buf;
	m->msg.msg_controllen = CMSG_SPACE(nfds * sizeof(int));
	c = CMSG_FIRSTHDR(&m->msg);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(nfds * sizeof(int));
	memcpy(CMSG_DATA(c), fds, nfds * sizeof(int));
	return &m->msg;
}

/* @m for a receive of up to @len bytes into @data, @ctl bytes of control. */
static struct msghdr *in_msg(struct cmsg_msg *m, void *data, size_t len,
			     size_t ctl)
{
	memset(m, 0, sizeof(*m));
	m->iov.iov_base = data;
	m->iov.iov_len = len;
	m->msg.msg_iov = &m->iov;
	m->msg.msg_iovlen = 1;
	m->msg.msg_control = ctl ? m->ctl.buf : NULL;
	m->msg.msg_controllen = ctl;
	return &m->msg;
}

/* The descriptors an SCM_RIGHTS in @msg carried, up to @max; how many. */
static int fds_of(struct msghdr *msg, int *fds, int max)
{
	struct cmsghdr *c;
	int n = 0;

	for (c = CMSG_FIRSTHDR(msg); c; c = CMSG_NXTHDR(msg, c)) {
		int k;

		if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS)
			continue;
		k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
		for (int i = 0; i < k && n < max; i++)
			memcpy(&fds[n++], CMSG_DATA(c) + i * sizeof(int),
			       sizeof(int));
	}
	return n;
}

/* Whether @a and @b are the same open file's descriptors' file. */
static int same_file(int a, int b)
{
	struct stat sa, sb;

	if (fstat(a, &sa) || fstat(b, &sb))
		return 0;
	return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

FIXTURE(cm) {
	struct io_uring ring;
	int sv[2];	/* SOCK_DGRAM */
	int st[2];	/* SOCK_STREAM */
	int p[2];	/* a pipe: the descriptors passed */
};

FIXTURE_SETUP(cm)
{
	ASSERT_EQ(0, io_uring_queue_init(16, &self->ring, 0));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, self->sv));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, self->st));
	ASSERT_EQ(0, pipe(self->p));
}

FIXTURE_TEARDOWN(cm)
{
	for (int i = 0; i < 2; i++) {
		close(self->sv[i]);
		close(self->st[i]);
		close(self->p[i]);
	}
	io_uring_queue_exit(&self->ring);
}

/* Below the 5.12 level control data is refused; from it, taken. */
TEST_F(cm, refused_below_5_12_taken_from_it)
{
	struct cmsg_msg m;
	char buf[8];
	int fds[4];
	int want = native_workers() ? 2 : -EINVAL;

	msg_sqe(&self->ring, IORING_OP_SENDMSG, self->sv[0],
		out_msg(&m, "fd", 2, &self->p[0], 1), 0, 1);
	EXPECT_EQ(want, run1(&self->ring, 1));
	if (want < 0)
		ASSERT_EQ(2, send(self->sv[0], "fd", 2, 0));
	msg_sqe(&self->ring, IORING_OP_RECVMSG, self->sv[1],
		in_msg(&m, buf, sizeof(buf), CMSG_SPACE(sizeof(int))), 0, 2);
	EXPECT_EQ(want, run1(&self->ring, 2));
	if (want < 0)
		return;
	EXPECT_EQ(0, memcmp(buf, "fd", 2));
	ASSERT_EQ(1, fds_of(&m.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[0]));
	close(fds[0]);
}

/*
 * A descriptor sent by SENDMSG, received by recvmsg(2); one sent by
 * sendmsg(2), received by RECVMSG with MSG_CMSG_CLOEXEC: the same pipe,
 * the bytes, and the control length written back.
 */
TEST_F(cm, scm_rights_both_ways_inline)
{
	struct cmsg_msg m, r;
	char buf[8] = { 0 };
	int fds[4];

	NEED_CMSG();
	msg_sqe(&self->ring, IORING_OP_SENDMSG, self->sv[0],
		out_msg(&m, "one", 3, &self->p[1], 1), 0, 1);
	EXPECT_EQ(3, run1(&self->ring, 1));
	ASSERT_EQ(3, recvmsg(self->sv[1],
			     in_msg(&r, buf, sizeof(buf), sizeof(r.ctl)), 0));
	EXPECT_EQ(0, memcmp(buf, "one", 3));
	ASSERT_EQ(1, fds_of(&r.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[1]));
	close(fds[0]);

	ASSERT_EQ(3, sendmsg(self->sv[0],
			     out_msg(&m, "two", 3, &self->p[0], 1), 0));
	msg_sqe(&self->ring, IORING_OP_RECVMSG, self->sv[1],
		in_msg(&r, buf, sizeof(buf), sizeof(r.ctl)),
		MSG_CMSG_CLOEXEC, 2);
	EXPECT_EQ(3, run1(&self->ring, 2));
	EXPECT_EQ(0, memcmp(buf, "two", 3));
	EXPECT_EQ(CMSG_SPACE(sizeof(int)), r.msg.msg_controllen);
	/* As recvmsg(2) writes it back. */
	EXPECT_EQ(MSG_CMSG_CLOEXEC, r.msg.msg_flags);
	ASSERT_EQ(1, fds_of(&r.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[0]));
	EXPECT_EQ(FD_CLOEXEC, fcntl(fds[0], F_GETFD));
	close(fds[0]);
}

/*
 * The same from the workers (IOSQE_ASYNC), and a RECVMSG that waits for
 * its datagram (a fast poll, then its retry): the descriptors work in
 * the submitter.
 */
TEST_F(cm, scm_rights_from_workers_and_retries)
{
	struct cmsg_msg m, r, w;
	char buf[8] = { 0 }, wbuf[8] = { 0 };
	struct io_uring_cqe *cqe;
	int fds[4], res[9] = { 0 };

	NEED_CMSG();
	msg_sqe(&self->ring, IORING_OP_SENDMSG, self->sv[0],
		out_msg(&m, "async", 5, &self->p[1], 1), 0, 1)->flags =
		IOSQE_ASYNC;
	EXPECT_EQ(5, run1(&self->ring, 1));
	msg_sqe(&self->ring, IORING_OP_RECVMSG, self->sv[1],
		in_msg(&r, buf, sizeof(buf), sizeof(r.ctl)), 0, 2)->flags =
		IOSQE_ASYNC;
	EXPECT_EQ(5, run1(&self->ring, 2));
	EXPECT_EQ(0, memcmp(buf, "async", 5));
	ASSERT_EQ(1, fds_of(&r.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[1]));
	close(fds[0]);

	/* Nothing to receive yet. */
	msg_sqe(&self->ring, IORING_OP_RECVMSG, self->sv[1],
		in_msg(&w, wbuf, sizeof(wbuf), sizeof(w.ctl)), 0, 3);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(-1, wait_cqe_ms(&self->ring, &cqe, 100));
	ASSERT_EQ(4, sendmsg(self->sv[0],
			     out_msg(&m, "late", 4, &self->p[0], 1), 0));
	ASSERT_EQ(0, reap_res(&self->ring, 1, res));
	EXPECT_EQ(4, res[3]);
	EXPECT_EQ(0, memcmp(wbuf, "late", 4));
	ASSERT_EQ(1, fds_of(&w.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[0]));
	close(fds[0]);
}

/*
 * A SENDMSG with a descriptor, to an address (the socket is not
 * connected) whose queue is full: poll(2) finds the socket writable, so
 * each attempt gets -EAGAIN after the one before it replaced msg_control
 * with a pointer to its kernel copy, until the request waits in a
 * worker.  Every attempt sends the user's control data, not -EFAULT
 * (upstream cac9e4418f4c): once there is room, the datagram arrives with
 * its descriptor.
 */
TEST_F(cm, send_retried_after_eagain_keeps_its_control_data)
{
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	socklen_t len = offsetof(struct sockaddr_un, sun_path) + 16;
	struct io_uring_cqe *cqe;
	struct cmsg_msg m, r;
	char buf[8];
	int fds[4], n = 0, j, s;

	NEED_CMSG();
	/* An abstract name: sun_path[0] is 0. */
	snprintf(sun.sun_path + 1, 15, "iou-cmsg-%05d", getpid() % 10000);
	j = socket(AF_UNIX, SOCK_DGRAM, 0);
	s = socket(AF_UNIX, SOCK_DGRAM, 0);
	ASSERT_EQ(0, bind(j, (void *)&sun, len));
	while (sendto(s, "f", 1, MSG_DONTWAIT, (void *)&sun, len) == 1)
		n++;
	ASSERT_EQ(EAGAIN, errno);
	out_msg(&m, "A", 1, &self->p[0], 1);
	m.msg.msg_name = &sun;
	m.msg.msg_namelen = len;
	msg_sqe(&self->ring, IORING_OP_SENDMSG, s, &m.msg, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(-1, wait_cqe_ms(&self->ring, &cqe, 200));
	for (int i = 0; i < n; i++)
		ASSERT_EQ(1, recv(j, buf, sizeof(buf), 0));
	ASSERT_EQ(0, wait_cqe_ms(&self->ring, &cqe, 5000));
	EXPECT_EQ(1, cqe->user_data);
	EXPECT_EQ(1, cqe->res);
	io_uring_cqe_seen(&self->ring, cqe);
	ASSERT_EQ(1, recvmsg(j, in_msg(&r, buf, sizeof(buf), sizeof(r.ctl)),
			     MSG_DONTWAIT));
	EXPECT_EQ('A', buf[0]);
	ASSERT_EQ(1, fds_of(&r.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[0]));
	close(fds[0]);
	close(j);
	close(s);
}

struct drain_arg {
	int fd, fds, bad;
	size_t bytes;
};

/* Read the stream to its end: the bytes, in order, and the fds seen. */
static void *drain_stream(void *p)
{
	struct drain_arg *d = p;
	static char buf[64 << 10];
	struct cmsg_msg r;
	int fds[4];
	ssize_t n;
	int k;

	usleep(50000);
	for (;;) {
		n = recvmsg(d->fd, in_msg(&r, buf, sizeof(buf), sizeof(r.ctl)),
			    0);
		if (n <= 0)
			break;
		if (check_pattern(buf, n, 7, d->bytes) >= 0)
			d->bad++;
		d->bytes += n;
		k = fds_of(&r.msg, fds, 4);
		d->fds += k;
		while (k > 0)
			close(fds[--k]);
	}
	return NULL;
}

/*
 * A MSG_WAITALL SENDMSG of 1 MiB with a descriptor fills the stream's
 * buffer at once and goes on from where it stopped: the peer reads every
 * byte in order, and the descriptor once (upstream b1dc492087db).
 */
TEST_F(cm, waitall_send_continued_sends_control_data_once)
{
	size_t len = 1 << 20;
	char *data = malloc(len);
	struct drain_arg d = { .fd = self->st[1] };
	struct cmsg_msg m;
	pthread_t t;

	NEED_CMSG();
	ASSERT_NE(NULL, data);
	fill_pattern(data, len, 7, 0);
	ASSERT_EQ(0, pthread_create(&t, NULL, drain_stream, &d));
	msg_sqe(&self->ring, IORING_OP_SENDMSG, self->st[0],
		out_msg(&m, data, len, &self->p[0], 1), MSG_WAITALL, 1);
	EXPECT_EQ((int)len, run1(&self->ring, 1));
	ASSERT_EQ(0, shutdown(self->st[0], SHUT_WR));
	ASSERT_EQ(0, pthread_join(t, NULL));
	EXPECT_EQ(len, d.bytes);
	EXPECT_EQ(0, d.bad);
	EXPECT_EQ(1, d.fds);
	free(data);
}

/*
 * A MSG_WAITALL RECVMSG for 200 bytes with a control buffer, with 100
 * bytes and a descriptor queued, then 100 more: it takes the first 100
 * and their descriptor and is not continued, which would write the next
 * receive's control length over theirs (upstream 78d0d2063bab).  Nor
 * does the short count fail its chain.
 */
TEST_F(cm, waitall_receive_with_control_is_not_continued)
{
	char out[200], in[200] = { 0 };
	struct cmsg_msg m, r;
	int fds[4], res[9] = { 0 };

	NEED_CMSG();
	fill_pattern(out, sizeof(out), 3, 0);
	ASSERT_EQ(100, sendmsg(self->st[0],
			       out_msg(&m, out, 100, &self->p[0], 1), 0));
	ASSERT_EQ(100, send(self->st[0], out + 100, 100, 0));
	msg_sqe(&self->ring, IORING_OP_RECVMSG, self->st[1],
		in_msg(&r, in, sizeof(in), sizeof(r.ctl)), MSG_WAITALL,
		1)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(100, res[1]);
	EXPECT_EQ(0, res[2]);
	EXPECT_EQ(0, memcmp(in, out, 100));
	EXPECT_EQ(CMSG_SPACE(sizeof(int)), r.msg.msg_controllen);
	ASSERT_EQ(1, fds_of(&r.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[0]));
	close(fds[0]);
	/* The rest is still there. */
	ASSERT_EQ(100, recv(self->st[1], in, sizeof(in), MSG_DONTWAIT));
	EXPECT_EQ(0, memcmp(in, out + 100, 100));
}

/*
 * Three descriptors and room for two: MSG_CTRUNC, the two that fit, and
 * with MSG_WAITALL the chain fails though every byte came (0031275d119e).
 */
TEST_F(cm, control_cut_short_is_msg_ctrunc)
{
	int three[3] = { self->p[0], self->p[1], self->p[0] };
	struct cmsg_msg m, r;
	char buf[8];
	int fds[4], res[9] = { 0 };

	NEED_CMSG();
	ASSERT_EQ(2, sendmsg(self->sv[0], out_msg(&m, "ct", 2, three, 3), 0));
	msg_sqe(&self->ring, IORING_OP_RECVMSG, self->sv[1],
		in_msg(&r, buf, sizeof(buf), CMSG_SPACE(2 * sizeof(int))),
		MSG_WAITALL, 1)->flags = IOSQE_IO_LINK;
	nop_sqe(&self->ring, 2, 0);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(2, res[1]);
	EXPECT_EQ(-ECANCELED, res[2]);
	EXPECT_EQ(MSG_CTRUNC, r.msg.msg_flags);
	ASSERT_EQ(2, fds_of(&r.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[0]));
	EXPECT_TRUE(same_file(fds[1], self->p[1]));
	close(fds[0]);
	close(fds[1]);
}

/* @m for a send of "cr" with SCM_CREDENTIALS of @pid and our ids. */
static struct msghdr *cred_msg(struct cmsg_msg *m, pid_t pid)
{
	struct ucred uc = { pid, getuid(), getgid() };
	struct cmsghdr *c;

	out_msg(m, "cr", 2, NULL, 0);
	m->msg.msg_control = m->ctl.buf;
	m->msg.msg_controllen = CMSG_SPACE(sizeof(uc));
	c = CMSG_FIRSTHDR(&m->msg);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_CREDENTIALS;
	c->cmsg_len = CMSG_LEN(sizeof(uc));
	memcpy(CMSG_DATA(c), &uc, sizeof(uc));
	return &m->msg;
}

/*
 * SCM_CREDENTIALS: the submitter's own, from a worker too, reach a
 * receiver with SO_PASSCRED; another process's pid is -EPERM for a user
 * without CAP_SYS_ADMIN, as for sendmsg(2).
 */
TEST_F(cm, scm_credentials_are_the_submitters)
{
	struct cmsg_msg m, r;
	struct ucred uc;
	char buf[8];
	int on = 1;
	pid_t pid;

	NEED_CMSG();
	ASSERT_EQ(0, setsockopt(self->sv[1], SOL_SOCKET, SO_PASSCRED, &on,
				sizeof(on)));
	for (int async = 0; async < 2; async++) {
		msg_sqe(&self->ring, IORING_OP_SENDMSG, self->sv[0],
			cred_msg(&m, getpid()), 0, 1)->flags =
			async ? IOSQE_ASYNC : 0;
		EXPECT_EQ(2, run1(&self->ring, 1));
		ASSERT_EQ(2, recvmsg(self->sv[1],
				     in_msg(&r, buf, sizeof(buf),
					    sizeof(r.ctl)), MSG_DONTWAIT));
		ASSERT_NE(NULL, CMSG_FIRSTHDR(&r.msg));
		ASSERT_EQ(SCM_CREDENTIALS, CMSG_FIRSTHDR(&r.msg)->cmsg_type);
		memcpy(&uc, CMSG_DATA(CMSG_FIRSTHDR(&r.msg)), sizeof(uc));
		EXPECT_EQ(getpid(), uc.pid);
		EXPECT_EQ(getuid(), uc.uid);
		EXPECT_EQ(getgid(), uc.gid);
	}
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;

		if (become_nobody() || io_uring_queue_init(2, &ring, 0))
			_exit(1);
		msg_sqe(&ring, IORING_OP_SENDMSG, self->sv[0],
			cred_msg(&m, 1), 0, 3)->flags = IOSQE_ASYNC;
		_exit(run1(&ring, 3) == -EPERM ? 0 : 2);
	}
	EXPECT_EQ(0, child_status(pid));
	/* The refused one sent nothing. */
	EXPECT_EQ(-1, recv(self->sv[1], buf, sizeof(buf), MSG_DONTWAIT));
}

/*
 * Bad control data gets sendmsg(2)'s errno: a descriptor that is not
 * open (-EBADF), the ring's own (-EINVAL), a cmsg_len past the buffer
 * (-EINVAL).  Nothing is sent.
 */
TEST_F(cm, bad_control_data_gets_sendmsgs_errno)
{
	struct cmsg_msg m;
	struct msghdr *msg;
	int bad = dup(self->p[0]);
	char buf[8];

	NEED_CMSG();
	ASSERT_LE(0, bad);
	close(bad);
	msg_sqe(&self->ring, IORING_OP_SENDMSG, self->sv[0],
		out_msg(&m, "x", 1, &bad, 1), 0, 1);
	EXPECT_EQ(-EBADF, run1(&self->ring, 1));
	EXPECT_EQ(-1, sendmsg(self->sv[0], &m.msg, 0));
	EXPECT_EQ(EBADF, errno);

	msg_sqe(&self->ring, IORING_OP_SENDMSG, self->sv[0],
		out_msg(&m, "x", 1, &self->ring.ring_fd, 1), 0, 2);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 2));
	EXPECT_EQ(-1, sendmsg(self->sv[0], &m.msg, 0));
	EXPECT_EQ(EINVAL, errno);

	msg = out_msg(&m, "x", 1, &self->p[0], 1);
	CMSG_FIRSTHDR(msg)->cmsg_len = sizeof(m.ctl) + 1;
	msg_sqe(&self->ring, IORING_OP_SENDMSG, self->sv[0], msg, 0, 3);
	EXPECT_EQ(-EINVAL, run1(&self->ring, 3));
	EXPECT_EQ(-1, sendmsg(self->sv[0], msg, 0));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, recv(self->sv[1], buf, sizeof(buf), MSG_DONTWAIT));
	EXPECT_EQ(EAGAIN, errno);
}

/*
 * A worker, made with the file table as it was, left idle; then the
 * submitter unshares its table.  A RECVMSG in a worker installs the
 * descriptor it receives in the submitter's table, where the CQE's
 * reader looks for it, not in the worker's.
 */
TEST_F(cm, received_descriptor_lands_in_an_unshared_table)
{
	struct io_uring_cqe cqe;
	struct cmsg_msg m, r;
	char buf[8], c;
	int fds[4], q[2];

	NEED_CMSG();
	ASSERT_EQ(0, pipe(q));
	io_uring_prep_read(io_uring_get_sqe(&self->ring), q[0], &c, 1, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	ASSERT_EQ(1, write(q[1], "x", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.res);
	close(q[0]);
	close(q[1]);

	ASSERT_EQ(0, unshare(CLONE_FILES));
	ASSERT_EQ(2, sendmsg(self->sv[0],
			     out_msg(&m, "un", 2, &self->p[1], 1), 0));
	msg_sqe(&self->ring, IORING_OP_RECVMSG, self->sv[1],
		in_msg(&r, buf, sizeof(buf), sizeof(r.ctl)), 0, 1)->flags =
		IOSQE_ASYNC;
	EXPECT_EQ(2, run1(&self->ring, 1));
	ASSERT_EQ(1, fds_of(&r.msg, fds, 4));
	EXPECT_TRUE(same_file(fds[0], self->p[1]));
	close(fds[0]);
}

TEST_HARNESS_MAIN
