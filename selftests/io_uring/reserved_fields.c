// SPDX-License-Identifier: GPL-2.0
/*
 * Fields a request does not use must be 0, as upstream checks them:
 * splice_fd_in, SPLICE's and TEE's input, on every request upstream
 * checks it for (26578cda3db9), and off (addr2) and splice_fd_in on the
 * sends and receives (588faa1ea5ee, 5a1e99b61b0c).  Each request is
 * first submitted valid (its result is whatever it is, never -EINVAL),
 * then with the field set: -EINVAL, and nothing done.
 */
#include <sys/epoll.h>
#include "helpers.h"

FIXTURE(rf) {
	struct io_uring ring;
	char path[PATH_MAX];
	int file, sv[2], ep, lfd, client;
	struct sockaddr_in addr;
	struct statx stx;
	struct epoll_event ev;
	char buf[64];
	struct iovec iov;
	struct msghdr msg;
	void *map;
};

FIXTURE_SETUP(rf)
{
	int one = -1;

	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	NEED_OP(IORING_OP_TEE);
	self->file = test_file("reserved", 0, self->path, sizeof(self->path));
	if (self->file < 0)
		SKIP(return, "no writable test directory %s", test_dir());
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, self->sv));
	self->ep = epoll_create1(0);
	ASSERT_LE(0, self->ep);
	self->lfd = tcp_listener(&self->addr, SOCK_NONBLOCK);
	ASSERT_LE(0, self->lfd);
	self->client = -1;
	self->ev.events = EPOLLIN;
	self->iov.iov_base = self->buf;
	self->iov.iov_len = sizeof(self->buf);
	self->msg.msg_iov = &self->iov;
	self->msg.msg_iovlen = 1;
	self->map = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, self->map);
	ASSERT_EQ(0, io_uring_register_files(&self->ring, &one, 1));
}

FIXTURE_TEARDOWN(rf)
{
	if (self->client >= 0)
		close(self->client);
	if (self->file >= 0) {
		close(self->file);
		unlink(self->path);
	}
	io_uring_queue_exit(&self->ring);
}

static struct __kernel_timespec ts_1ms = { .tv_nsec = 1000000 };

/* Fill @sqe with a valid request of kind @i (< NR_VALID); its name. */
#define NR_VALID 17
static const char *valid_sqe(struct _fixture_rf *self, int i,
			     struct io_uring_sqe *sqe, int *fd_for_close)
{
	switch (i) {
	case 0:
		io_uring_prep_fsync(sqe, self->file, 0);
		return "FSYNC";
	case 1:
		io_uring_prep_rw(IORING_OP_SYNC_FILE_RANGE, sqe, self->file,
				 NULL, 0, 0);
		return "SYNC_FILE_RANGE";
	case 2:
		io_uring_prep_fallocate(sqe, self->file, 0, 0, 4096);
		return "FALLOCATE";
	case 3:
		io_uring_prep_fadvise(sqe, self->file, 0, 4096,
				      POSIX_FADV_NORMAL);
		return "FADVISE";
	case 4:
		io_uring_prep_madvise(sqe, self->map, 4096, MADV_NORMAL);
		return "MADVISE";
	case 5:
		io_uring_prep_openat(sqe, AT_FDCWD, self->path, O_RDONLY, 0);
		return "OPENAT";
	case 6:
		*fd_for_close = dup(self->file);
		io_uring_prep_close(sqe, *fd_for_close);
		return "CLOSE";
	case 7:
		io_uring_prep_statx(sqe, AT_FDCWD, self->path, 0,
				    STATX_BASIC_STATS, &self->stx);
		return "STATX";
	case 8:
		io_uring_prep_epoll_ctl(sqe, self->ep, self->sv[0],
					EPOLL_CTL_MOD, &self->ev);
		return "EPOLL_CTL";
	case 9:
		io_uring_prep_provide_buffers(sqe, self->buf, 16, 1, 7, 0);
		return "PROVIDE_BUFFERS";
	case 10:
		io_uring_prep_remove_buffers(sqe, 1, 7);
		return "REMOVE_BUFFERS";
	case 11:
		/*
		 * A client waits: an accept of an O_NONBLOCK listener waits
		 * for one, as upstream's stable releases do.
		 */
		if (self->client < 0) {
			self->client = socket(AF_INET, SOCK_STREAM, 0);
			connect(self->client, (struct sockaddr *)&self->addr,
				sizeof(self->addr));
		}
		io_uring_prep_accept(sqe, self->lfd, NULL, NULL, 0);
		return "ACCEPT";
	case 12:
		io_uring_prep_poll_remove(sqe, 12345);
		return "POLL_REMOVE";
	case 13:
		io_uring_prep_timeout(sqe, &ts_1ms, 0, 0);
		return "TIMEOUT";
	case 14:
		io_uring_prep_timeout_remove(sqe, 12345, 0);
		return "TIMEOUT_REMOVE";
	case 15:
		io_uring_prep_cancel64(sqe, 12345, 0);
		return "ASYNC_CANCEL";
	case 16:
		io_uring_prep_files_update(sqe, &self->file, 1, 0);
		return "FILES_UPDATE";
	}
	return NULL;
}

TEST_F(rf, splice_fd_in_is_einval_where_unused)
{
	const char *name;
	int i, fd = -1;

	for (i = 0; i < NR_VALID; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);
		int res;

		name = valid_sqe(self, i, sqe, &fd);
		res = submit_res(&self->ring, sqe);
		EXPECT_NE(-EINVAL, res);
		if (res == -EINVAL)
			TH_LOG("%s, valid: -EINVAL", name);
		sqe = io_uring_get_sqe(&self->ring);
		valid_sqe(self, i, sqe, &fd);
		sqe->splice_fd_in = 1;
		res = submit_res(&self->ring, sqe);
		EXPECT_EQ(-EINVAL, res);
		if (res != -EINVAL)
			TH_LOG("%s with splice_fd_in 1: %d", name, res);
		/* CLOSE with the field set left its descriptor open. */
		if (i == 6) {
			EXPECT_LE(0, fcntl(fd, F_GETFD));
			close(fd);
		}
	}
	/* The one that counted: LINK_TIMEOUT, in a chain. */
	{
		struct io_uring_sqe *sqe;
		int res[9] = { 0 };

		nop_sqe(&self->ring, 1, IOSQE_IO_LINK);
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_link_timeout(sqe, &ts_1ms, 0);
		sqe->splice_fd_in = 1;
		sqe->user_data = 2;
		ASSERT_EQ(2, io_uring_submit(&self->ring));
		ASSERT_EQ(0, reap_res(&self->ring, 2, res));
		EXPECT_EQ(-EINVAL, res[2]);
	}
}

/* SEND, RECV, SENDMSG, RECVMSG: off and splice_fd_in must be 0. */
TEST_F(rf, send_and_recv_reserved_fields_are_einval)
{
	static const char *names[] = { "SEND", "RECV", "SENDMSG", "RECVMSG" };
	int op, field;

	for (op = 0; op < 4; op++) {
		for (field = 0; field < 3; field++) {
			struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);
			int res;

			switch (op) {
			case 0:
				io_uring_prep_send(sqe, self->sv[0], "x", 1, 0);
				break;
			case 1:
				io_uring_prep_recv(sqe, self->sv[1], self->buf,
						   sizeof(self->buf), 0);
				break;
			case 2:
				self->iov.iov_len = 1;
				io_uring_prep_sendmsg(sqe, self->sv[0],
						      &self->msg, 0);
				break;
			default:
				self->iov.iov_len = sizeof(self->buf);
				io_uring_prep_recvmsg(sqe, self->sv[1],
						      &self->msg, 0);
			}
			if (field == 1)
				sqe->addr2 = 1;
			if (field == 2)
				sqe->splice_fd_in = 1;
			res = submit_res(&self->ring, sqe);
			/* Valid: one byte moves each way. */
			EXPECT_EQ(field ? -EINVAL : 1, res);
			if (res != (field ? -EINVAL : 1))
				TH_LOG("%s, field %d: %d", names[op], field,
				       res);
		}
	}
}

TEST_HARNESS_MAIN
