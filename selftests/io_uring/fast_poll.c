// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_FEAT_FAST_POLL (upstream 5.7): a RECV, RECVMSG, SEND, SENDMSG or
 * ACCEPT whose socket is not ready waits in a poll, not in a worker, and
 * is retried by its submitter when the socket is ready.  Pinned: no
 * worker sleeps in the socket while such requests wait (counted from
 * /proc, by where threads sleep); the data, the order of a chain, an
 * ACCEPT; ASYNC_CANCEL and a link timeout of a waiting request
 * (-ECANCELED); the ring's release and the submitter's exit; the
 * submitter woken in io_uring_enter() and in epoll_wait() on the ring,
 * while a real signal still interrupts the wait (-EINTR); receives that
 * select provided buffers hold none while they wait; ASYNC_CANCEL of a
 * request whose socket became ready while its submitter sleeps answers
 * -EALREADY at once, as upstream.  SKIPs on a kernel without the
 * feature bit.
 */
#include <dirent.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/socket.h>

#include "held_task.h"

#define NSOCK 32

FIXTURE(fp) {
	struct io_uring ring;
	int sv[NSOCK][2];
};

FIXTURE_SETUP(fp)
{
	ASSERT_EQ(0, io_uring_queue_init(2 * NSOCK, &self->ring, 0));
	for (int i = 0; i < NSOCK; i++)
		ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, self->sv[i]));
	if (!(self->ring.features & IORING_FEAT_FAST_POLL))
		SKIP(return, "no IORING_FEAT_FAST_POLL");
}

FIXTURE_TEARDOWN(fp)
{
	io_uring_queue_exit(&self->ring);
	for (int i = 0; i < NSOCK; i++) {
		close(self->sv[i][0]);
		close(self->sv[i][1]);
	}
}

/*
 * Our threads (the io workers among them) asleep in @where: a function
 * in their kernel stacks (/proc/PID/stack, root and CONFIG_STACKTRACE),
 * or -1 if no stack can be read.
 */
static int threads_sleeping_in(const char *where)
{
	return proc_entries_with("/proc/self/task", "stack", where, 0);
}

static struct io_uring_sqe *recv_sqe(struct io_uring *ring, int fd,
				     void *buf, size_t len, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_recv(sqe, fd, buf, len, 0);
	sqe->user_data = data;
	return sqe;
}

/* Whether a CQE is there after @ms, without waiting in the kernel. */
static int cqe_after(struct io_uring *ring, int ms)
{
	struct io_uring_cqe *cqe;

	usleep(ms * 1000);
	return io_uring_peek_cqe(ring, &cqe) == 0;
}

TEST_F(fp, waiting_receives_sleep_in_no_worker)
{
	static char buf[NSOCK][16];
	struct io_uring_cqe cqe;
	int base, n, seen = 0;

	base = threads_sleeping_in("unix_stream_data_wait");
	if (base < 0)
		SKIP(return, "no /proc/PID/stack (root, CONFIG_STACKTRACE)");
	for (int i = 0; i < NSOCK; i++)
		recv_sqe(&self->ring, self->sv[i][0], buf[i], 16, i);
	ASSERT_EQ(NSOCK, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_after(&self->ring, 200));
	/* Without fast poll, NSOCK workers sleep there now. */
	n = threads_sleeping_in("unix_stream_data_wait");
	EXPECT_EQ(base, n);
	for (int i = NSOCK - 1; i >= 0; i--)
		ASSERT_EQ(4, write(self->sv[i][1], "data", 4));
	for (int i = 0; i < NSOCK; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		ASSERT_LT(cqe.user_data, NSOCK);
		EXPECT_EQ(4, cqe.res);
		EXPECT_EQ(0, memcmp(buf[cqe.user_data], "data", 4));
		seen++;
	}
	EXPECT_EQ(NSOCK, seen);
}

TEST_F(fp, a_retried_chain_keeps_its_data_and_order)
{
	struct io_uring_cqe cqes[3];
	char buf[16] = { 0 }, out[16] = { 0 };
	struct io_uring_sqe *sqe;

	/* RECV from 0, then SEND what came to 1, then RECV it on 1's peer. */
	sqe = recv_sqe(&self->ring, self->sv[0][0], buf, 5, 1);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_send(sqe, self->sv[1][0], buf, 5, 0);
	sqe->flags |= IOSQE_IO_LINK;
	sqe->user_data = 2;
	recv_sqe(&self->ring, self->sv[1][1], out, 5, 3);
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_after(&self->ring, 100));
	ASSERT_EQ(5, write(self->sv[0][1], "hello", 5));
	ASSERT_EQ(0, wait_n(&self->ring, cqes, 3));
	for (int i = 0; i < 3; i++) {
		EXPECT_EQ(i + 1, cqes[i].user_data);
		EXPECT_EQ(5, cqes[i].res);
	}
	EXPECT_EQ(0, memcmp(buf, "hello", 5));
	EXPECT_EQ(0, memcmp(out, "hello", 5));
}

TEST_F(fp, send_waits_for_room_without_a_worker)
{
	static char big[4096], in[4096];
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int fl, total = 0;

	/* Fill the socket; a SEND then waits for room. */
	fl = fcntl(self->sv[0][0], F_GETFL);
	fcntl(self->sv[0][0], F_SETFL, fl | O_NONBLOCK);
	while (write(self->sv[0][0], big, sizeof(big)) > 0)
		;
	fcntl(self->sv[0][0], F_SETFL, fl);
	memset(big, 'z', sizeof(big));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_send(sqe, self->sv[0][0], big, sizeof(big), 0);
	sqe->user_data = 9;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_after(&self->ring, 100));
	if (threads_sleeping_in("sock_alloc_send_pskb") >= 0)
		EXPECT_EQ(0, threads_sleeping_in("sock_alloc_send_pskb"));
	/* Drain until the SEND's bytes come. */
	while (!cqe_after(&self->ring, 0)) {
		int n = read(self->sv[0][1], in, sizeof(in));

		ASSERT_GT(n, 0);
		total += n;
	}
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(9, cqe.user_data);
	EXPECT_EQ(sizeof(big), cqe.res);
	EXPECT_GT(total, 0);
}

TEST_F(fp, async_cancel_of_a_waiting_recv_is_ecanceled)
{
	struct io_uring_cqe cqes[2];
	struct io_uring_sqe *sqe;
	char buf[8];

	recv_sqe(&self->ring, self->sv[0][0], buf, sizeof(buf), 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_after(&self->ring, 50));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_cancel64(sqe, 1, 0);
	sqe->user_data = 2;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, cqes, 2));
	for (int i = 0; i < 2; i++) {
		if (cqes[i].user_data == 1)
			EXPECT_EQ(-ECANCELED, cqes[i].res);
		else
			EXPECT_EQ(0, cqes[i].res);
	}
	/* The data is still there for the next reader. */
	ASSERT_EQ(2, write(self->sv[0][1], "ok", 2));
	EXPECT_EQ(2, read(self->sv[0][0], buf, sizeof(buf)));
}

/* Submits a RECV (user_data 1) of fd into buf. */
struct recv_arg {
	struct io_uring *ring;
	int fd;
	char buf[8];
};

static int submit_recv(void *arg)
{
	struct recv_arg *r = arg;

	recv_sqe(r->ring, r->fd, r->buf, sizeof(r->buf), 1);
	return io_uring_submit(r->ring);
}

/*
 * The socket became ready, and the retry waits for its submitter, asleep
 * in vfork(): ASYNC_CANCEL answers -EALREADY without waiting for it, and
 * the request, cancelled, completes with -ECANCELED once the submitter
 * runs, leaving the data in the socket (upstream 5.7's answers).
 */
TEST_F(fp, async_cancel_of_a_woken_recv_is_ealready)
{
	struct recv_arg r = { .ring = &self->ring, .fd = self->sv[0][0] };
	struct held_task h = { .submit = submit_recv, .arg = &r,
			       .hold_ms = 1500 };
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	char buf[8];

	ASSERT_EQ(0, held_task_start(&h));
	ASSERT_EQ(1, h.submitted);
	ASSERT_EQ(2, write(self->sv[0][1], "ok", 2));
	usleep(50000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_cancel64(sqe, 1, 0);
	held_cancel_ealready(&self->ring, &h, sqe, 2, &cqe);
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ECANCELED, cqe.res);
	EXPECT_EQ(2, recv(self->sv[0][0], buf, sizeof(buf), MSG_DONTWAIT));
}

TEST_F(fp, poll_remove_does_not_see_a_waiting_recv)
{
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	char buf[8];

	recv_sqe(&self->ring, self->sv[0][0], buf, sizeof(buf), 1);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_remove(sqe, 1);
	sqe->user_data = 2;
	ASSERT_EQ(-ENOENT, run1(&self->ring, 2));
	ASSERT_EQ(3, write(self->sv[0][1], "abc", 3));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(3, cqe.res);
}

TEST_F(fp, link_timeout_cancels_a_waiting_recv)
{
	struct __kernel_timespec ts = { .tv_nsec = 100 * 1000000 };
	struct io_uring_cqe cqes[2];
	struct io_uring_sqe *sqe;
	char buf[8];

	sqe = recv_sqe(&self->ring, self->sv[0][0], buf, sizeof(buf), 1);
	sqe->flags |= IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_link_timeout(sqe, &ts, 0);
	sqe->user_data = 2;
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, cqes, 2));
	for (int i = 0; i < 2; i++) {
		if (cqes[i].user_data == 1)
			EXPECT_EQ(-ECANCELED, cqes[i].res);
		else
			EXPECT_EQ(-ETIME, cqes[i].res);
	}
}

static void *write_later(void *arg)
{
	int fd = *(int *)arg;

	usleep(100000);
	if (write(fd, "late", 4) != 4)
		return (void *)1;
	return NULL;
}

/* The submitter sleeps in io_uring_enter(): the retry runs there. */
TEST_F(fp, submitter_waiting_in_enter_gets_the_cqe)
{
	struct io_uring_cqe *cqe;
	pthread_t t;
	char buf[8];

	recv_sqe(&self->ring, self->sv[0][0], buf, sizeof(buf), 5);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, pthread_create(&t, NULL, write_later,
				    &self->sv[0][1]));
	ASSERT_EQ(0, io_uring_wait_cqe(&self->ring, &cqe));
	EXPECT_EQ(5, cqe->user_data);
	EXPECT_EQ(4, cqe->res);
	EXPECT_EQ(0, memcmp(buf, "late", 4));
	io_uring_cqe_seen(&self->ring, cqe);
	pthread_join(t, NULL);
}

/*
 * The submitter sleeps in epoll_wait() on the ring's descriptor: the
 * retry must still run, or the CQE epoll waits for never comes.
 */
TEST_F(fp, submitter_waiting_in_epoll_gets_the_cqe)
{
	struct epoll_event ev = { .events = EPOLLIN };
	long start = now_ms();
	struct io_uring_cqe cqe;
	int ep, n = 0, eintr = 0;
	pthread_t t;
	char buf[8];

	ep = epoll_create1(0);
	ASSERT_GE(ep, 0);
	ASSERT_EQ(0, epoll_ctl(ep, EPOLL_CTL_ADD, self->ring.ring_fd, &ev));
	recv_sqe(&self->ring, self->sv[0][0], buf, sizeof(buf), 6);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, pthread_create(&t, NULL, write_later,
				    &self->sv[0][1]));
	while (n <= 0 && now_ms() - start < 5000) {
		n = epoll_wait(ep, &ev, 1, 5000);
		/* As for any signal without a handler (upstream 5.8-5.10). */
		if (n < 0 && errno == EINTR)
			eintr++;
	}
	ASSERT_EQ(1, n);
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(6, cqe.user_data);
	EXPECT_EQ(4, cqe.res);
	pthread_join(t, NULL);
	close(ep);
	TH_LOG("epoll_wait() interrupted %d times", eintr);
}

static void on_usr1(int sig)
{
}

static void *signal_later(void *arg)
{
	usleep(100000);
	kill(getpid(), SIGUSR1);
	return NULL;
}

/* A real signal still ends the wait with -EINTR. */
TEST_F(fp, signal_interrupts_a_wait_with_polls_armed)
{
	struct sigaction sa = { .sa_handler = on_usr1 };
	struct io_uring_cqe *cqe;
	pthread_t t;
	char buf[8];

	ASSERT_EQ(0, sigaction(SIGUSR1, &sa, NULL));
	recv_sqe(&self->ring, self->sv[0][0], buf, sizeof(buf), 7);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, pthread_create(&t, NULL, signal_later, NULL));
	EXPECT_EQ(-EINTR, io_uring_wait_cqe(&self->ring, &cqe));
	pthread_join(t, NULL);
	signal(SIGUSR1, SIG_DFL);
	ASSERT_EQ(2, write(self->sv[0][1], "go", 2));
	ASSERT_EQ(0, io_uring_wait_cqe(&self->ring, &cqe));
	EXPECT_EQ(2, cqe->res);
	io_uring_cqe_seen(&self->ring, cqe);
}

/* Idle receives hold no provided buffer: 2 buffers serve 8 of them. */
TEST_F(fp, waiting_receives_hold_no_provided_buffer)
{
	static char bufs[2][64];
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	unsigned int used = 0;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_provide_buffers(sqe, bufs, 64, 2, 3, 0);
	ASSERT_EQ(2, run1(&self->ring, 0));
	for (int i = 0; i < 8; i++) {
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_recv(sqe, self->sv[i][0], NULL, 64, 0);
		sqe->flags |= IOSQE_BUFFER_SELECT;
		sqe->buf_group = 3;
		sqe->user_data = 10 + i;
	}
	ASSERT_EQ(8, io_uring_submit(&self->ring));
	/* None of them took a buffer, so none failed for want of one. */
	EXPECT_FALSE(cqe_after(&self->ring, 200));
	for (int i = 0; i < 2; i++) {
		ASSERT_EQ(3, write(self->sv[i][1], "abc", 3));
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(10 + i, cqe.user_data);
		EXPECT_EQ(3, cqe.res);
		ASSERT_TRUE(cqe.flags & IORING_CQE_F_BUFFER);
		used |= 1U << (cqe.flags >> IORING_CQE_BUFFER_SHIFT);
		EXPECT_EQ(0, memcmp(bufs[cqe.flags >> IORING_CQE_BUFFER_SHIFT],
				    "abc", 3));
	}
	EXPECT_EQ(3, used);
	/* The third finds the group empty. */
	ASSERT_EQ(3, write(self->sv[2][1], "abc", 3));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(12, cqe.user_data);
	EXPECT_EQ(-ENOBUFS, cqe.res);
	EXPECT_EQ(0, cqe.flags);
}

TEST_F(fp, accept_waits_in_a_poll_and_installs_the_socket)
{
	struct sockaddr_in addr;
	struct io_uring_cqe cqe;
	struct io_uring_sqe *sqe;
	int l, c;

	NEED_OP(IORING_OP_ACCEPT);
	l = tcp_listener(&addr, 0);
	ASSERT_GE(l, 0);
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_accept(sqe, l, NULL, NULL, 0);
	sqe->user_data = 4;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_after(&self->ring, 100));
	if (threads_sleeping_in("inet_csk_accept") >= 0)
		EXPECT_EQ(0, threads_sleeping_in("inet_csk_accept"));
	c = socket(AF_INET, SOCK_STREAM, 0);
	ASSERT_EQ(0, connect(c, (struct sockaddr *)&addr, sizeof(addr)));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(4, cqe.user_data);
	ASSERT_GE(cqe.res, 0);
	ASSERT_EQ(2, write(c, "hi", 2));
	{
		char b[4];

		EXPECT_EQ(2, read(cqe.res, b, sizeof(b)));
	}
	close(cqe.res);
	close(c);
	close(l);
}

static int arm_waiting_recvs(struct io_uring *ring)
{
	static char buf[8][8];
	int sv[2];

	for (int i = 0; i < 8; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

		if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
			return -1;
		io_uring_prep_recv(sqe, sv[0], buf[i], 8, 0);
	}
	/* The process exits with the RECVs waiting in polls. */
	return io_uring_submit(ring) == 8 ? 0 : -1;
}

TEST(exit_with_waiting_recvs_frees_the_ring)
{
	struct io_uring ring;

	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
	if (!(ring.features & IORING_FEAT_FAST_POLL)) {
		io_uring_queue_exit(&ring);
		SKIP(return, "no IORING_FEAT_FAST_POLL");
	}
	io_uring_queue_exit(&ring);
	EXPECT_EQ(0, ring_freed_after_exit(0, arm_waiting_recvs));
}

TEST_HARNESS_MAIN
