// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_SENDMSG and IORING_OP_RECVMSG: 64 MiB over TCP loopback with
 * every byte checked, a receive that waits in a worker, v5.4's errno,
 * and a worker's path lookup confined to the submitter's chroot
 * (CVE-2020-29373).  Control data: cmsg.c.
 */
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>

#include "helpers.h"

/* The kernel-internal flag, which userspace headers do not define. */
#ifndef MSG_CMSG_COMPAT
#define MSG_CMSG_COMPAT 0x80000000
#endif

#define TOTAL	(64 << 20)
#define CHUNK	(64 << 10)

/* One send and one receive in flight at a time, each in stream order. */
TEST(tcp_64mib)
{
	unsigned char *src = malloc(CHUNK), *dst = malloc(CHUNK);
	struct iovec siov, riov = { dst, CHUNK };
	struct msghdr smsg = { .msg_iov = &siov, .msg_iovlen = 1 };
	struct msghdr rmsg = { .msg_iov = &riov, .msg_iovlen = 1 };
	uint64_t sent = 0, got = 0;
	struct io_uring ring;
	struct io_uring_cqe cqe;
	int a, b, sends = 0, recvs = 0;

	ASSERT_EQ(0, tcp_pair(&a, &b));
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));

	fill_pattern(src, CHUNK, 21, 0);
	siov = (struct iovec){ src, CHUNK };
	msg_sqe(&ring, IORING_OP_SENDMSG, a, &smsg, 0, 1);
	msg_sqe(&ring, IORING_OP_RECVMSG, b, &rmsg, 0, 2);
	ASSERT_EQ(2, io_uring_submit(&ring));
	while (got < TOTAL) {
		ASSERT_EQ(0, wait_one(&ring, &cqe));
		ASSERT_GT(cqe.res, 0);
		if (cqe.user_data == 1) {
			sends++;
			sent += cqe.res;
			if (sent == TOTAL)
				continue;
			/* The pattern continues where the stream is. */
			fill_pattern(src, CHUNK, 21, sent);
			siov.iov_len = TOTAL - sent < CHUNK ? TOTAL - sent :
							      CHUNK;
			msg_sqe(&ring, IORING_OP_SENDMSG, a, &smsg, 0, 1);
		} else {
			ASSERT_EQ(2, cqe.user_data);
			recvs++;
			ASSERT_EQ(-1, check_pattern(dst, cqe.res, 21, got));
			got += cqe.res;
			if (got == TOTAL)
				continue;
			msg_sqe(&ring, IORING_OP_RECVMSG, b, &rmsg, 0, 2);
		}
		ASSERT_EQ(1, io_uring_submit(&ring));
	}
	EXPECT_EQ(TOTAL, sent);
	EXPECT_EQ(TOTAL, got);
	TH_LOG("64 MiB in %d sendmsg and %d recvmsg", sends, recvs);
	io_uring_queue_exit(&ring);
	close(a);
	close(b);
}

/* A receive on an empty socket waits (in a worker) for the data. */
TEST(recv_waits)
{
	char buf[16] = { 0 };
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct io_uring_cqe *cqep, cqe;
	struct io_uring ring;
	int sv[2];

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	msg_sqe(&ring, IORING_OP_RECVMSG, sv[0], &msg, 0, 7);
	ASSERT_EQ(1, io_uring_submit(&ring));
	usleep(200000);
	EXPECT_NE(0, io_uring_peek_cqe(&ring, &cqep));
	ASSERT_EQ(5, send(sv[1], "hello", 5, 0));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(5, cqe.res);
	EXPECT_EQ(0, memcmp(buf, "hello", 5));

	/* With MSG_DONTWAIT from the application: -EAGAIN at once. */
	msg_sqe(&ring, IORING_OP_RECVMSG, sv[0], &msg, MSG_DONTWAIT, 8);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(8, cqe.user_data);
	EXPECT_EQ(-EAGAIN, cqe.res);
	io_uring_queue_exit(&ring);
}

TEST(bad_input)
{
	char buf[4] = "abc";
	struct iovec iov = { buf, 3 };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int p[2];

	ASSERT_EQ(0, pipe(p));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));

	/* Each fails its prep, which ends the batch: one at a time. */
	msg_sqe(&ring, IORING_OP_SENDMSG, p[1], &msg, 0, 1);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(-ENOTSOCK, cqe.res);
	msg_sqe(&ring, IORING_OP_RECVMSG, 1000, &msg, 0, 2);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(-EBADF, cqe.res);
	io_uring_queue_exit(&ring);
	close(p[0]);
	close(p[1]);
}

static int bind_dgram(const char *path)
{
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	int s = socket(AF_UNIX, SOCK_DGRAM, 0);

	strncpy(sun.sun_path, path, sizeof(sun.sun_path) - 1);
	unlink(path);
	if (s < 0 || bind(s, (void *)&sun, sizeof(sun)))
		return -1;
	return s;
}

/*
 * CVE-2020-29373.  The same path names socket J inside a chroot and
 * socket R outside it.  J's queue is full, so the inline attempt gets
 * -EAGAIN and a worker sends.  The worker must resolve the path in the
 * chroot: the message ends up in J once J has room, never in R.
 */
TEST(worker_lookup_in_chroot)
{
	char jail[100], inside[100], outside[100];
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	struct iovec iov = { "escape", 6 };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct io_uring_cqe cqe;
	struct io_uring ring;
	char buf[16];
	int r, j, filler, n = 0;

	if (strlen(test_dir()) > 40)
		SKIP(return, "test directory path too long for sun_path");
	snprintf(outside, sizeof(outside), "%.40s/iou-sock", test_dir());
	snprintf(jail, sizeof(jail), "%.40s/iou-jail", test_dir());
	snprintf(inside, sizeof(inside), "%.45s%.50s", jail, outside);
	/* jail/<test_dir>/iou-sock */
	{
		char cmd[700];

		snprintf(cmd, sizeof(cmd), "mkdir -p %s%s", jail, test_dir());
		ASSERT_EQ(0, system(cmd));
	}
	r = bind_dgram(outside);
	j = bind_dgram(inside);
	ASSERT_GE(r, 0);
	ASSERT_GE(j, 0);
	filler = socket(AF_UNIX, SOCK_DGRAM, 0);
	strncpy(sun.sun_path, inside, sizeof(sun.sun_path) - 1);
	while (sendto(filler, "f", 1, MSG_DONTWAIT, (void *)&sun,
		      sizeof(sun)) == 1)
		n++;
	ASSERT_EQ(EAGAIN, errno);

	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, chroot(jail));
	ASSERT_EQ(0, chdir("/"));
	memset(&sun, 0, sizeof(sun));
	sun.sun_family = AF_UNIX;
	strncpy(sun.sun_path, outside, sizeof(sun.sun_path) - 1);
	msg.msg_name = &sun;
	msg.msg_namelen = sizeof(sun);
	msg_sqe(&ring, IORING_OP_SENDMSG, filler, &msg, 0, 9);
	ASSERT_EQ(1, io_uring_submit(&ring));

	usleep(300000);
	EXPECT_EQ(-1, recv(r, buf, sizeof(buf), MSG_DONTWAIT));
	EXPECT_EQ(EAGAIN, errno);
	/* Make room in J: the worker's send goes through. */
	for (int i = 0; i < n; i++)
		ASSERT_EQ(1, recv(j, buf, sizeof(buf), 0));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(9, cqe.user_data);
	EXPECT_EQ(6, cqe.res);
	ASSERT_EQ(6, recv(j, buf, sizeof(buf), MSG_DONTWAIT));
	EXPECT_EQ(0, memcmp(buf, "escape", 6));
	EXPECT_EQ(-1, recv(r, buf, sizeof(buf), MSG_DONTWAIT));
	io_uring_queue_exit(&ring);
}

/* The 32-bit layouts that MSG_CMSG_COMPAT asks the kernel to read. */
struct msghdr32 {
	uint32_t name, namelen, iov, iovlen, control, controllen, flags;
};

struct iovec32 {
	uint32_t base, len;
};

/*
 * As in v5.4, MSG_CMSG_COMPAT from a 64-bit application is passed on:
 * SENDMSG and RECVMSG read a 32-bit msghdr.  (Static, non-PIE data: the
 * addresses fit in 32 bits.)
 */
TEST(cmsg_compat_reads_a_32bit_msghdr)
{
	static char out[] = "compat", in[16];
	static struct iovec32 oiov, iiov;
	static struct msghdr32 omsg, imsg;
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int sv[2];

	if ((uintptr_t)&omsg > 0xffffffffUL || (uintptr_t)in > 0xffffffffUL)
		SKIP(return, "data above 4 GiB: built as PIE");
	oiov.base = (uintptr_t)out;
	oiov.len = 6;
	omsg.iov = (uintptr_t)&oiov;
	omsg.iovlen = 1;
	iiov.base = (uintptr_t)in;
	iiov.len = sizeof(in);
	imsg.iov = (uintptr_t)&iiov;
	imsg.iovlen = 1;
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, sv));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	msg_sqe(&ring, IORING_OP_SENDMSG, sv[0], (struct msghdr *)&omsg,
		 MSG_CMSG_COMPAT, 1);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(1, cqe.user_data);
	EXPECT_EQ(6, cqe.res);
	msg_sqe(&ring, IORING_OP_RECVMSG, sv[1], (struct msghdr *)&imsg,
		 MSG_CMSG_COMPAT, 2);
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(2, cqe.user_data);
	EXPECT_EQ(6, cqe.res);
	EXPECT_EQ(0, memcmp(in, "compat", 6));
	io_uring_queue_exit(&ring);
	close(sv[0]);
	close(sv[1]);
}

TEST_HARNESS_MAIN
