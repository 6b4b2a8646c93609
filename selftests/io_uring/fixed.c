// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_REGISTER_BUFFERS with READ_FIXED/WRITE_FIXED, and
 * IORING_REGISTER_FILES with IOSQE_FIXED_FILE: bytes read back through
 * the page cache, O_DIRECT and the raw NVMe device, v5.4's errno for each
 * bad registration and request, RLIMIT_MEMLOCK accounting as an
 * unprivileged user, registered files beside RLIMIT_NOFILE, ring files
 * refused in SCM_RIGHTS and registered sockets kept from the unix gc.
 */
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>

#include "helpers.h"

#define BUF_LEN	(64 * 1024)

FIXTURE(fixed) {
	struct io_uring ring;
	char path[256];
	int fd;
};

FIXTURE_SETUP(fixed)
{
	ASSERT_EQ(0, io_uring_queue_init(8, &self->ring, 0));
	self->fd = test_file("fixed", O_DIRECT, self->path,
			     sizeof(self->path));
	if (self->fd < 0)
		SKIP(return, "no O_DIRECT test file in %s", test_dir());
}

FIXTURE_TEARDOWN(fixed)
{
	close(self->fd);
	unlink(self->path);
	io_uring_queue_exit(&self->ring);
}

/* One fixed read or write; returns the CQE's res, checks user_data. */
static int fixed_one(struct __test_metadata *_metadata, struct io_uring *ring,
		     int write, int fd, void *buf, unsigned int len,
		     off_t off, int buf_index, int sqe_flags)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);
	struct io_uring_cqe cqe;

	if (write)
		io_uring_prep_write_fixed(sqe, fd, buf, len, off, buf_index);
	else
		io_uring_prep_read_fixed(sqe, fd, buf, len, off, buf_index);
	sqe->flags |= sqe_flags;
	sqe->user_data = 0xf1ed0000ULL + off;
	ASSERT_EQ(1, io_uring_submit(ring));
	ASSERT_EQ(0, wait_one(ring, &cqe));
	EXPECT_EQ(0xf1ed0000ULL + off, cqe.user_data);
	return cqe.res;
}

/* Two registered buffers; write from a window of one, read into the other. */
TEST_F(fixed, write_fixed_read_fixed_odirect)
{
	unsigned char *a = aligned_buf(BUF_LEN), *b = aligned_buf(BUF_LEN);
	struct iovec iov[2] = { { a, BUF_LEN }, { b, BUF_LEN } };

	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, iov, 2));
	fill_pattern(a, BUF_LEN, 11, 0);
	memset(b, 0, BUF_LEN);

	/* 16 KiB from offset 8 KiB of buffer 0 to file offset 4 KiB. */
	EXPECT_EQ(16384, fixed_one(_metadata, &self->ring, 1, self->fd,
				   a + 8192, 16384, 4096, 0, 0));
	/* Back into offset 4 KiB of buffer 1. */
	EXPECT_EQ(16384, fixed_one(_metadata, &self->ring, 0, self->fd,
				   b + 4096, 16384, 4096, 1, 0));
	EXPECT_EQ(0, memcmp(a + 8192, b + 4096, 16384));
	/* Nothing outside the window was touched. */
	for (int i = 0; i < 4096; i++)
		ASSERT_EQ(0, b[i]);
	for (int i = 4096 + 16384; i < BUF_LEN; i++)
		ASSERT_EQ(0, b[i]);

	/* Through the page cache, and after dropping it, the same bytes. */
	ASSERT_EQ(0, io_uring_unregister_buffers(&self->ring));
	{
		int fd = open(self->path, O_RDONLY);
		unsigned char tmp[16384];

		ASSERT_GE(fd, 0);
		ASSERT_EQ(0, drop_caches());
		ASSERT_EQ(16384, pread(fd, tmp, sizeof(tmp), 4096));
		EXPECT_EQ(0, memcmp(a + 8192, tmp, sizeof(tmp)));
		close(fd);
	}
	free(a);
	free(b);
}

/* Buffered file I/O from a buffer that does not start on a page. */
TEST_F(fixed, buffered_unaligned)
{
	unsigned char *mem = aligned_buf(BUF_LEN + 4096), *buf = mem + 100;
	unsigned char back[5000];
	struct iovec iov = { buf, BUF_LEN };
	int fd = open(self->path, O_RDWR);

	ASSERT_GE(fd, 0);
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &iov, 1));
	fill_pattern(buf, BUF_LEN, 12, 0);
	EXPECT_EQ(5000, fixed_one(_metadata, &self->ring, 1, fd, buf + 3,
				  5000, 777, 0, 0));
	ASSERT_EQ(5000, pread(fd, back, sizeof(back), 777));
	EXPECT_EQ(0, memcmp(buf + 3, back, 5000));
	memset(buf, 0, BUF_LEN);
	EXPECT_EQ(5000, fixed_one(_metadata, &self->ring, 0, fd,
				  buf + BUF_LEN - 5000, 5000, 777, 0, 0));
	EXPECT_EQ(0, memcmp(buf + BUF_LEN - 5000, back, 5000));
	close(fd);
	free(mem);
}

/*
 * O_DIRECT READ_FIXED from the block device under EXT4_DIR, read-only:
 * the bio is built from the registered pages without page references.
 * The bytes must be what the disk has there (read with pread).
 */
TEST_F(fixed, raw_device_read)
{
	unsigned char *buf = aligned_buf(BUF_LEN), *ref = aligned_buf(BUF_LEN);
	struct iovec iov = { buf, BUF_LEN };
	const char *disk = dev_of(EXT4_DIR);
	int dev = disk ? open(disk, O_RDONLY | O_DIRECT) : -1;

	if (dev < 0)
		SKIP(return, "cannot open the disk mounted on %s", EXT4_DIR);
	ASSERT_EQ(BUF_LEN, pread(dev, ref, BUF_LEN, 1 << 20));
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &iov, 1));
	for (int round = 0; round < 8; round++) {
		memset(buf, 0xa5, BUF_LEN);
		EXPECT_EQ(BUF_LEN, fixed_one(_metadata, &self->ring, 0, dev,
					     buf, BUF_LEN, 1 << 20, 0, 0));
		EXPECT_EQ(0, memcmp(buf, ref, BUF_LEN));
	}
	close(dev);
	free(buf);
	free(ref);
}

/* v5.4's errno for each bad buffer registration. */
TEST_F(fixed, register_buffers_errno)
{
	void *buf = aligned_buf(BUF_LEN);
	struct iovec iov = { buf, BUF_LEN }, bad;
	int ring = self->ring.ring_fd, mfd;
	void *shared;

	ASSERT_ERRNO(EINVAL, sys_register(ring, IORING_REGISTER_BUFFERS,
					  &iov, 0));
	ASSERT_ERRNO(EINVAL, sys_register(ring, IORING_REGISTER_BUFFERS,
					  &iov, 1025));
	ASSERT_ERRNO(EFAULT, sys_register(ring, IORING_REGISTER_BUFFERS,
					  NULL, 1));
	bad = (struct iovec){ NULL, 4096 };
	ASSERT_ERRNO(EFAULT, sys_register(ring, IORING_REGISTER_BUFFERS,
					  &bad, 1));
	bad = (struct iovec){ buf, 0 };
	ASSERT_ERRNO(EFAULT, sys_register(ring, IORING_REGISTER_BUFFERS,
					  &bad, 1));
	bad = (struct iovec){ buf, (1UL << 30) + 1 };
	ASSERT_ERRNO(EFAULT, sys_register(ring, IORING_REGISTER_BUFFERS,
					  &bad, 1));
	/* Unmapped memory. */
	bad = (struct iovec){ (void *)0x10000, 4096 };
	ASSERT_ERRNO(EFAULT, sys_register(ring, IORING_REGISTER_BUFFERS,
					  &bad, 1));

	/* File-backed memory other than hugetlbfs: shmem and ext4. */
	mfd = memfd_create("iou", 0);
	ASSERT_EQ(0, ftruncate(mfd, 4096));
	shared = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, mfd, 0);
	ASSERT_NE(MAP_FAILED, shared);
	bad = (struct iovec){ shared, 4096 };
	ASSERT_ERRNO(EOPNOTSUPP, sys_register(ring, IORING_REGISTER_BUFFERS,
					      &bad, 1));
	munmap(shared, 4096);
	close(mfd);
	ASSERT_EQ(0, ftruncate(self->fd, 8192));
	shared = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_SHARED,
		      self->fd, 0);
	ASSERT_NE(MAP_FAILED, shared);
	bad = (struct iovec){ shared, 8192 };
	ASSERT_ERRNO(EOPNOTSUPP, sys_register(ring, IORING_REGISTER_BUFFERS,
					      &bad, 1));
	munmap(shared, 8192);

	/* The second of two bad: nothing stays registered. */
	{
		struct iovec two[2] = { { buf, BUF_LEN }, { NULL, 1 } };

		ASSERT_ERRNO(EFAULT, sys_register(ring,
						  IORING_REGISTER_BUFFERS,
						  two, 2));
		ASSERT_ERRNO(ENXIO, sys_register(ring,
						 IORING_UNREGISTER_BUFFERS,
						 NULL, 0));
	}

	ASSERT_EQ(0, sys_register(ring, IORING_REGISTER_BUFFERS, &iov, 1));
	ASSERT_ERRNO(EBUSY, sys_register(ring, IORING_REGISTER_BUFFERS,
					 &iov, 1));
	ASSERT_ERRNO(EINVAL, sys_register(ring, IORING_UNREGISTER_BUFFERS,
					  &iov, 0));
	ASSERT_ERRNO(EINVAL, sys_register(ring, IORING_UNREGISTER_BUFFERS,
					  NULL, 1));
	ASSERT_EQ(0, sys_register(ring, IORING_UNREGISTER_BUFFERS, NULL, 0));
	ASSERT_ERRNO(ENXIO, sys_register(ring, IORING_UNREGISTER_BUFFERS,
					 NULL, 0));
	free(buf);
}

/* Requests that name no buffer, a wrong one, or a range outside it. */
TEST_F(fixed, request_errno)
{
	unsigned char *buf = aligned_buf(BUF_LEN);
	struct iovec iov = { buf, BUF_LEN };
	struct io_uring *ring = &self->ring;

	/* Nothing registered. */
	EXPECT_EQ(-EFAULT, fixed_one(_metadata, ring, 0, self->fd, buf, 4096,
				     0, 0, 0));
	ASSERT_EQ(0, io_uring_register_buffers(ring, &iov, 1));
	EXPECT_EQ(-EFAULT, fixed_one(_metadata, ring, 0, self->fd, buf, 4096,
				     0, 1, 0));
	EXPECT_EQ(-EFAULT, fixed_one(_metadata, ring, 0, self->fd, buf - 4096,
				     4096, 0, 0, 0));
	EXPECT_EQ(-EFAULT, fixed_one(_metadata, ring, 0, self->fd,
				     buf + BUF_LEN - 4096, 8192, 0, 0, 0));
	EXPECT_EQ(-EFAULT, fixed_one(_metadata, ring, 1, self->fd,
				     (void *)~0UL, 4096, 0, 0, 0));
	/* Exactly the whole buffer is fine. */
	fill_pattern(buf, BUF_LEN, 13, 0);
	EXPECT_EQ(BUF_LEN, fixed_one(_metadata, ring, 1, self->fd, buf,
				     BUF_LEN, 0, 0, 0));
	free(buf);
}

/* hugetlbfs memory may be registered, as in v5.4. */
TEST_F(fixed, hugetlb_buffer)
{
	size_t len = 2 << 20;
	struct iovec iov;
	unsigned char *huge;
	int fd = open("/proc/sys/vm/nr_hugepages", O_WRONLY);

	if (fd < 0 || write(fd, "2", 1) != 1)
		SKIP(return, "cannot reserve huge pages");
	close(fd);
	huge = mmap(NULL, len, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
	if (huge == MAP_FAILED)
		SKIP(return, "no 2 MiB huge page available");
	iov = (struct iovec){ huge, len };
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &iov, 1));
	fill_pattern(huge + (1 << 20), 65536, 14, 0);
	EXPECT_EQ(65536, fixed_one(_metadata, &self->ring, 1, self->fd,
				   huge + (1 << 20), 65536, 0, 0, 0));
	memset(huge, 0, len);
	EXPECT_EQ(65536, fixed_one(_metadata, &self->ring, 0, self->fd,
				   huge + 4096, 65536, 0, 0, 0));
	EXPECT_EQ(-1, check_pattern(huge + 4096, 65536, 14, 0));
	ASSERT_EQ(0, io_uring_unregister_buffers(&self->ring));
	munmap(huge, len);
}

/*
 * One buffer over two mappings of different sources, back to back: 4 KiB
 * of anonymous memory then a 2 MiB huge page, and two huge pages of two
 * mappings (each its own hugetlbfs file).  -EINVAL, as upstream since
 * edd478269640 (patch 150); two anonymous mappings are one source.
 */
TEST_F(fixed, buffer_over_two_sources_is_einval)
{
	size_t huge = 2 << 20;
	unsigned char *area, *x;
	struct iovec iov;
	int fd = open("/proc/sys/vm/nr_hugepages", O_WRONLY);

	if (fd < 0 || write(fd, "4", 1) != 1)
		SKIP(return, "cannot reserve huge pages");
	close(fd);
	/* Room for a page, two huge pages and the alignment. */
	area = mmap(NULL, 4 * huge, PROT_NONE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, area);
	x = (unsigned char *)(((unsigned long)area + huge) & ~(huge - 1));
	ASSERT_EQ(x - 4096, mmap(x - 4096, 4096, PROT_READ | PROT_WRITE,
				 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED,
				 -1, 0));
	if (mmap(x, huge, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_HUGETLB | MAP_FIXED, -1, 0) != x ||
	    mmap(x + huge, huge, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		 MAP_ANONYMOUS | MAP_HUGETLB | MAP_FIXED, -1, 0) != x + huge)
		SKIP(return, "no 2 MiB huge pages available");
	memset(x - 4096, 1, 4096 + 2 * huge);

	iov = (struct iovec){ x - 4096, 8192 };
	ASSERT_ERRNO(EINVAL, sys_register(self->ring.ring_fd,
					  IORING_REGISTER_BUFFERS, &iov, 1));
	iov = (struct iovec){ x + huge - 4096, 8192 };
	ASSERT_ERRNO(EINVAL, sys_register(self->ring.ring_fd,
					  IORING_REGISTER_BUFFERS, &iov, 1));
	/* Within one huge page: fine. */
	iov = (struct iovec){ x + 4096, 8192 };
	ASSERT_EQ(0, sys_register(self->ring.ring_fd,
				  IORING_REGISTER_BUFFERS, &iov, 1));
	ASSERT_EQ(0, io_uring_unregister_buffers(&self->ring));
	munmap(area, 4 * huge);
}

/*
 * As an unprivileged user, registered pages count against RLIMIT_MEMLOCK
 * (together with the ring's own pages) and are uncharged on unregister.
 */
TEST(memlock_accounting)
{
	struct rlimit rl = { 256 * 1024, 256 * 1024 };
	unsigned char *buf = aligned_buf(1 << 20);
	struct io_uring ring;
	struct iovec iov;

	ASSERT_EQ(0, setrlimit(RLIMIT_MEMLOCK, &rl));
	ASSERT_EQ(0, become_nobody());
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));

	/* 1 MiB is over the limit. */
	iov = (struct iovec){ buf, 1 << 20 };
	ASSERT_ERRNO(ENOMEM, sys_register(ring.ring_fd,
					  IORING_REGISTER_BUFFERS, &iov, 1));
	/*
	 * 192 KiB fits next to the ring; twice that does not.  Rings of
	 * earlier tests of this user may still be on their way out (their
	 * teardown is asynchronous): give their charge a moment to go.
	 */
	iov = (struct iovec){ buf, 192 * 1024 };
	for (int ms = 0; ms < 3000; ms += 50) {
		if (!sys_register(ring.ring_fd, IORING_REGISTER_BUFFERS,
				  &iov, 1) || errno != ENOMEM)
			break;
		usleep(50000);
	}
	ASSERT_EQ(0, sys_register(ring.ring_fd, IORING_UNREGISTER_BUFFERS,
				  NULL, 0));
	ASSERT_EQ(0, sys_register(ring.ring_fd, IORING_REGISTER_BUFFERS,
				  &iov, 1));
	{
		struct io_uring ring2;
		struct iovec iov2 = { buf + 512 * 1024, 192 * 1024 };

		ASSERT_EQ(0, io_uring_queue_init(4, &ring2, 0));
		ASSERT_ERRNO(ENOMEM, sys_register(ring2.ring_fd,
						  IORING_REGISTER_BUFFERS,
						  &iov2, 1));
		/* Unregistering the first gives the pages back. */
		ASSERT_EQ(0, sys_register(ring.ring_fd,
					  IORING_UNREGISTER_BUFFERS, NULL, 0));
		ASSERT_EQ(0, sys_register(ring2.ring_fd,
					  IORING_REGISTER_BUFFERS, &iov2, 1));
		io_uring_queue_exit(&ring2);
	}
	io_uring_queue_exit(&ring);
}

/* READV or WRITEV on registered file @index; returns res, checks data. */
static int vec_fixed_file(struct __test_metadata *_metadata,
			  struct io_uring *ring, int write, int index,
			  struct iovec *iov, uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);
	struct io_uring_cqe cqe;

	if (write)
		io_uring_prep_writev(sqe, index, iov, 1, 0);
	else
		io_uring_prep_readv(sqe, index, iov, 1, 0);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = data;
	ASSERT_EQ(1, io_uring_submit(ring));
	ASSERT_EQ(0, wait_one(ring, &cqe));
	EXPECT_EQ(data, cqe.user_data);
	return cqe.res;
}

/* Files: I/O by index; the registration outlives the descriptor. */
TEST_F(fixed, fixed_file_rw)
{
	unsigned char *buf = aligned_buf(BUF_LEN), *back = aligned_buf(BUF_LEN);
	struct iovec iov = { buf, BUF_LEN }, biov = { back, BUF_LEN };
	struct io_uring *ring = &self->ring;
	int fds[2] = { dup(self->fd), self->fd };

	ASSERT_EQ(0, io_uring_register_files(ring, fds, 2));
	close(fds[0]);

	fill_pattern(buf, BUF_LEN, 15, 0);
	EXPECT_EQ(BUF_LEN, vec_fixed_file(_metadata, ring, 1, 0, &iov, 1));
	EXPECT_EQ(BUF_LEN, vec_fixed_file(_metadata, ring, 0, 1, &biov, 2));
	EXPECT_EQ(-1, check_pattern(back, BUF_LEN, 15, 0));

	/* Fixed buffers and fixed files together. */
	ASSERT_EQ(0, io_uring_register_buffers(ring, &biov, 1));
	memset(back, 0, BUF_LEN);
	EXPECT_EQ(BUF_LEN, fixed_one(_metadata, ring, 0, 0, back, BUF_LEN, 0,
				     0, IOSQE_FIXED_FILE));
	EXPECT_EQ(-1, check_pattern(back, BUF_LEN, 15, 0));

	/* An index past the table. */
	EXPECT_EQ(-EBADF, vec_fixed_file(_metadata, ring, 0, 2, &biov, 3));
	free(buf);
	free(back);
}

/* v5.4's errno for each bad file registration. */
TEST_F(fixed, register_files_errno)
{
	int ring = self->ring.ring_fd;
	int fds[1025], i, bad = 1000;

	for (i = 0; i < 1025; i++)
		fds[i] = self->fd;
	ASSERT_ERRNO(EINVAL, sys_register(ring, IORING_REGISTER_FILES, fds, 0));
	ASSERT_ERRNO(EMFILE, sys_register(ring, IORING_REGISTER_FILES, fds,
					  1025));
	ASSERT_ERRNO(EFAULT, sys_register(ring, IORING_REGISTER_FILES, NULL,
					  1));
	ASSERT_ERRNO(EBADF, sys_register(ring, IORING_REGISTER_FILES, &bad,
					 1));
	/* A ring cannot be registered, not even its own. */
	ASSERT_ERRNO(EBADF, sys_register(ring, IORING_REGISTER_FILES, &ring,
					 1));
	ASSERT_ERRNO(ENXIO, sys_register(ring, IORING_UNREGISTER_FILES, NULL,
					 0));
	/* 1024 is the limit and allowed. */
	ASSERT_EQ(0, sys_register(ring, IORING_REGISTER_FILES, fds, 1024));
	ASSERT_ERRNO(EBUSY, sys_register(ring, IORING_REGISTER_FILES, fds, 1));
	ASSERT_ERRNO(EINVAL, sys_register(ring, IORING_UNREGISTER_FILES, fds,
					  0));
	ASSERT_EQ(0, sys_register(ring, IORING_UNREGISTER_FILES, NULL, 0));
	ASSERT_ERRNO(ENXIO, sys_register(ring, IORING_UNREGISTER_FILES, NULL,
					 0));
}

/* Send @fd over unix socket @via with SCM_RIGHTS. */
static int send_fd(int via, int fd)
{
	char cbuf[CMSG_SPACE(sizeof(int))];
	struct iovec iov = { "x", 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);

	cmsg->cmsg_level = SOL_SOCKET;
	cmsg->cmsg_type = SCM_RIGHTS;
	cmsg->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cmsg), &fd, sizeof(int));
	return sendmsg(via, &msg, 0);
}

/*
 * CVE-2023-52654: a ring file cannot travel in SCM_RIGHTS (-EINVAL), alone
 * or beside another descriptor, and nothing of such a message arrives;
 * other files still can.
 */
TEST(ring_fd_refused_in_scm_rights)
{
	char cbuf[CMSG_SPACE(2 * sizeof(int))], byte;
	struct iovec iov = { "x", 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
	struct io_uring ring;
	int sv[2], fds[2];

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK, 0, sv));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	EXPECT_EQ(-1, send_fd(sv[1], ring.ring_fd));
	EXPECT_EQ(EINVAL, errno);

	fds[0] = sv[0];
	fds[1] = ring.ring_fd;
	cmsg->cmsg_level = SOL_SOCKET;
	cmsg->cmsg_type = SCM_RIGHTS;
	cmsg->cmsg_len = CMSG_LEN(sizeof(fds));
	memcpy(CMSG_DATA(cmsg), fds, sizeof(fds));
	EXPECT_EQ(-1, sendmsg(sv[1], &msg, 0));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, recv(sv[0], &byte, 1, 0));
	EXPECT_EQ(EAGAIN, errno);

	/* Any other file goes through. */
	EXPECT_EQ(1, send_fd(sv[1], sv[0]));
	EXPECT_EQ(1, recv(sv[0], &byte, 1, 0));
	io_uring_queue_exit(&ring);
	close(sv[0]);
	close(sv[1]);
}

/*
 * A registered socket whose only user reference is gone and which holds
 * its own descriptor in flight: the ring's reference keeps it out of the
 * unix collector's garbage, and a RECVMSG on it still gets the data.
 */
TEST(registered_socket_survives_unix_gc)
{
	static char rbuf[8];
	struct iovec riov = { rbuf, sizeof(rbuf) };
	struct msghdr rmsg = { .msg_iov = &riov, .msg_iovlen = 1 };
	struct io_uring_sqe *sqe;
	struct io_uring_cqe cqe;
	struct io_uring ring;
	int a[2], t[2];

	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, a));
	ASSERT_EQ(0, io_uring_queue_init(4, &ring, 0));
	ASSERT_EQ(0, io_uring_register_files(&ring, &a[0], 1));
	/* a[0] in flight in its own queue, then closed: a cycle. */
	ASSERT_EQ(1, send_fd(a[1], a[0]));
	close(a[0]);
	/* Closing a unix socket runs the collector. */
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, t));
	close(t[0]);
	close(t[1]);
	usleep(100000);

	sqe = io_uring_get_sqe(&ring);
	io_uring_prep_recvmsg(sqe, 0, &rmsg, 0);
	sqe->flags = IOSQE_FIXED_FILE;
	sqe->user_data = 5;
	ASSERT_EQ(1, io_uring_submit(&ring));
	ASSERT_EQ(0, wait_one(&ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	/* The byte sent with the descriptor; the descriptor is dropped. */
	EXPECT_EQ(1, cqe.res);
	EXPECT_EQ('x', rbuf[0]);
	io_uring_queue_exit(&ring);
	close(a[1]);
}

/*
 * c336e992cb1c: registered files are not counted against RLIMIT_NOFILE a
 * second time.  Two rings of 600 files each, as an unprivileged user
 * with a limit of 1024 descriptors.
 */
TEST(files_beyond_nofile_in_two_rings)
{
	struct rlimit rl = { 1024, 1024 };
	int status;
	pid_t pid = fork();

	if (!pid) {
		struct io_uring ring[2];
		int fds[600], base, r, i;

		if (setrlimit(RLIMIT_NOFILE, &rl) || become_nobody())
			_exit(10);
		base = open("/dev/null", O_RDONLY);
		for (r = 0; r < 2; r++) {
			if (io_uring_queue_init(4, &ring[r], 0))
				_exit(11);
			for (i = 0; i < 600; i++)
				if ((fds[i] = dup(base)) < 0)
					_exit(12);
			if (io_uring_register_files(&ring[r], fds, 600))
				_exit(13 + r);
			for (i = 0; i < 600; i++)
				close(fds[i]);
		}
		/* Both tables work: a read of /dev/null from each ring. */
		for (r = 0; r < 2; r++) {
			static char b[4];
			struct iovec v = { b, 4 };
			struct io_uring_sqe *sqe = io_uring_get_sqe(&ring[r]);
			struct io_uring_cqe *cqe;

			io_uring_prep_readv(sqe, 599, &v, 1, 0);
			sqe->flags = IOSQE_FIXED_FILE;
			if (io_uring_submit(&ring[r]) != 1 ||
			    io_uring_wait_cqe(&ring[r], &cqe) || cqe->res != 0)
				_exit(20 + r);
			io_uring_cqe_seen(&ring[r], cqe);
		}
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

/*
 * 6e5e6d274956 (5.4.273): registered files are plain references, not
 * SCM_RIGHTS messages in flight.  Counted in flight, 100 registered files
 * of an unprivileged user with a limit of 64 descriptors made every
 * SCM_RIGHTS send of that user fail with ETOOMANYREFS.
 */
TEST(registered_files_not_counted_in_flight)
{
	struct rlimit rl = { 64, 64 };
	int status;
	pid_t pid = fork();

	if (!pid) {
		struct io_uring ring;
		int fds[100], sv[2], i;
		char byte;

		if (setrlimit(RLIMIT_NOFILE, &rl) || become_nobody())
			_exit(10);
		if (io_uring_queue_init(4, &ring, 0) ||
		    socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
			_exit(11);
		for (i = 0; i < 100; i++)
			fds[i] = sv[0];
		if (io_uring_register_files(&ring, fds, 100))
			_exit(12);
		if (send_fd(sv[1], sv[1]) != 1)
			_exit(errno == ETOOMANYREFS ? 13 : 14);
		if (recv(sv[0], &byte, 1, 0) != 1)
			_exit(15);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	ASSERT_TRUE(WIFEXITED(status));
	/* 13: ETOOMANYREFS, the files were counted in flight. */
	EXPECT_EQ(0, WEXITSTATUS(status));
}

/*
 * bd11b3a391e3: the page of a registered buffer that holds an address is
 * found by index.  A 64 MiB buffer that starts 100 bytes into a page:
 * reads into its first page, across its page boundaries and its last
 * (short) page land exactly where asked, and nothing else moves.
 */
TEST_F(fixed, read_fixed_offsets_in_a_large_buffer)
{
	size_t len = 64 << 20;
	unsigned char *mem = aligned_buf(len + 8192), *buf = mem + 100;
	struct iovec iov = { buf, len };
	static const size_t offs[] = {
		0, 50, 3996 - 512, 3996, 3996 + 4096, 8192 * 1000 + 4,
		(64 << 20) - 4096 - 512, (64 << 20) - 512,
	};
	unsigned int i;

	ASSERT_NE(NULL, mem);
	fill_pattern(mem, len + 8192, 1, 0);
	/* The file holds pattern 2 from offset 0. */
	{
		unsigned char *w = aligned_buf(1 << 20);

		fill_pattern(w, 1 << 20, 2, 0);
		ASSERT_EQ(1 << 20, pwrite(self->fd, w, 1 << 20, 0));
		free(w);
	}
	ASSERT_EQ(0, io_uring_register_buffers(&self->ring, &iov, 1));
	for (i = 0; i < sizeof(offs) / sizeof(offs[0]); i++) {
		int fd = open(self->path, O_RDONLY);

		EXPECT_EQ(512, fixed_one(_metadata, &self->ring, 0, fd,
					 buf + offs[i], 512, 4096, 0, 0));
		close(fd);
		/* The 512 bytes of the file at 4096 ... */
		EXPECT_EQ(-1, check_pattern(buf + offs[i], 512, 2, 4096));
		/* ... and the bytes around them untouched. */
		EXPECT_EQ(-1, check_pattern(buf + offs[i] - 1, 1, 1,
					    100 + offs[i] - 1));
		EXPECT_EQ(-1, check_pattern(buf + offs[i] + 512, 1, 1,
					    100 + offs[i] + 512));
		fill_pattern(buf + offs[i], 512, 1, 100 + offs[i]);
	}
	EXPECT_EQ(-1, check_pattern(mem, len + 8192, 1, 0));
	free(mem);
}

TEST_HARNESS_MAIN
