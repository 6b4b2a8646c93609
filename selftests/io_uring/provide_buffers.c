// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_PROVIDE_BUFFERS, IORING_OP_REMOVE_BUFFERS and
 * IOSQE_BUFFER_SELECT (upstream 5.7, with upstream's later checks).
 * PROVIDE: sqe->fd buffers of sqe->len bytes back to back from sqe->addr,
 * ids from sqe->off, into group sqe->buf_group, appended if it exists; res
 * the number added; -EINVAL, -E2BIG, -EOVERFLOW and -EFAULT for bad
 * fields, counts, wrapping and kernel ranges and ids past 16 bits.
 * REMOVE: res how many went, -ENOENT for an empty or unknown group.
 * READ, READV, RECV and RECVMSG with BUFFER_SELECT take one buffer each,
 * named in the CQE (IORING_CQE_F_BUFFER, bid in the upper 16 bits), the
 * bytes in it and never past it (a longer read is capped); each buffer is
 * used once, bids 1..N-1 then 0; an empty group is -ENOBUFS with no flag;
 * other opcodes are -EOPNOTSUPP; READV and RECVMSG need exactly one
 * iovec.  Waiting RECVs with fewer buffers than receivers never share
 * one.  Links, ring close, exit and SIGKILL with buffers provided, IOPOLL
 * rings.  SKIPs on a kernel without the opcodes (probe).
 */
#include <poll.h>
#include <sys/socket.h>

#include "helpers.h"

#define FILE_SIZE	65536
#define SEED		0x5b
#define NRECV		16
#define RBUF		32
#define MSGLEN		7

FIXTURE(pb) {
	struct io_uring ring;
	int sv[2];
	int fd;
	char path[PATH_MAX];
};

FIXTURE_SETUP(pb)
{
	self->fd = -1;
	ASSERT_EQ(0, io_uring_queue_init(64, &self->ring, 0));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, self->sv));
}

FIXTURE_TEARDOWN(pb)
{
	if (self->fd >= 0) {
		close(self->fd);
		unlink(self->path);
	}
	close(self->sv[0]);
	close(self->sv[1]);
	io_uring_queue_exit(&self->ring);
}

/* A FILE_SIZE file of the SEED pattern in test_dir(): 0, or -1. */
static int open_data(struct _fixture_pb *self)
{
	static unsigned char buf[FILE_SIZE];

	self->fd = test_file("provide_buffers", 0, self->path,
			     sizeof(self->path));
	if (self->fd < 0)
		return -1;
	fill_pattern(buf, FILE_SIZE, SEED, 0);
	return pwrite(self->fd, buf, FILE_SIZE, 0) == FILE_SIZE ? 0 : -1;
}

#define NEED_FILE()							\
	do {								\
		if (open_data(self))					\
			SKIP(return, "no test file in %s: %s",		\
			     test_dir(), strerror(errno));		\
	} while (0)

static struct io_uring_sqe *provide_sqe(struct io_uring *ring, void *addr,
					int len, int nr, int bgid, int bid)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_provide_buffers(sqe, addr, len, nr, bgid, bid);
	return sqe;
}

/* PROVIDE_BUFFERS alone: its res (submit_res()). */
static int provide(struct io_uring *ring, void *addr, int len, int nr,
		   int bgid, int bid)
{
	return submit_res(ring, provide_sqe(ring, addr, len, nr, bgid, bid));
}

static int remove_bufs(struct io_uring *ring, int nr, int bgid)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_remove_buffers(sqe, nr, bgid);
	return submit_res(ring, sqe);
}

/* @op, READ (at @off) or RECV, of up to @len into a buffer of @bgid. */
static struct io_uring_sqe *sel_sqe(struct io_uring *ring, int op, int fd,
				    unsigned int len, off_t off, int bgid,
				    uint64_t data)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

	io_uring_prep_rw(op, sqe, fd, NULL, len, off);
	sqe->flags |= IOSQE_BUFFER_SELECT;
	sqe->buf_group = bgid;
	sqe->user_data = data;
	return sqe;
}

#define sel_read(r, fd, len, off, g, d)	\
	sel_sqe(r, IORING_OP_READ, fd, len, off, g, d)
#define sel_recv(r, fd, len, g, d)	\
	sel_sqe(r, IORING_OP_RECV, fd, len, 0, g, d)

/*
 * The bid a CQE names, or -1 when it has no IORING_CQE_F_BUFFER; the
 * flags hold nothing else.
 */
static int sel_bid(struct __test_metadata *_metadata,
		   const struct io_uring_cqe *cqe)
{
	if (!(cqe->flags & IORING_CQE_F_BUFFER)) {
		EXPECT_EQ(0, cqe->flags);
		return -1;
	}
	EXPECT_EQ(0, cqe->flags & ((1U << IORING_CQE_BUFFER_SHIFT) - 2));
	return cqe->flags >> IORING_CQE_BUFFER_SHIFT;
}

/*
 * Run the one queued SQE, user_data 7, and check its CQE: @res, and when
 * that is positive, @res bytes of the pattern from @off in the buffer it
 * names, one of @blen bytes at @area whose first bid is @bid0.  Returns
 * the bid, or -1 when the CQE names none.
 */
static int run_sel(struct __test_metadata *_metadata, struct io_uring *ring,
		   int res, unsigned char *area, int blen, int bid0, off_t off)
{
	struct io_uring_cqe cqe;
	int bid;

	ASSERT_EQ(1, io_uring_submit(ring));
	ASSERT_EQ(0, wait_one(ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(res, cqe.res);
	bid = sel_bid(_metadata, &cqe);
	if (res > 0) {
		ASSERT_LE(bid0, bid);
		EXPECT_EQ(-1, check_pattern(area + (bid - bid0) * blen, res,
					    SEED, off));
	}
	return bid;
}

/* The queued SQE must fail with @res, taking no buffer. */
static void run_fails(struct __test_metadata *_metadata,
		      struct io_uring *ring, int res)
{
	EXPECT_EQ(-1, run_sel(_metadata, ring, res, NULL, 0, 0, 0));
}

/* A READ of @len at @off from group @bgid: the bid (run_sel()). */
static int read_one(struct __test_metadata *_metadata, struct io_uring *ring,
		    int fd, unsigned int len, off_t off, int bgid,
		    unsigned char *area, int blen, int bid0)
{
	sel_read(ring, fd, len, off, bgid, 7);
	return run_sel(_metadata, ring, len < blen ? len : blen, area, blen,
		       bid0, off);
}

TEST_F(pb, provide_returns_nr_and_remove_returns_what_was_there)
{
	static char area[65535];

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	EXPECT_EQ(4, provide(&self->ring, area, 64, 4, 1, 0));
	EXPECT_EQ(4, remove_bufs(&self->ring, 10, 1));
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 10, 1));
	/* Part of a group, then the rest. */
	EXPECT_EQ(4, provide(&self->ring, area, 64, 4, 1, 0));
	EXPECT_EQ(3, remove_bufs(&self->ring, 3, 1));
	EXPECT_EQ(1, remove_bufs(&self->ring, 10, 1));
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 1));
	/* The most one request may add, and remove. */
	EXPECT_EQ(65535, provide(&self->ring, area, 1, 65535, 2, 0));
	EXPECT_EQ(65535, remove_bufs(&self->ring, 65535, 2));
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 2));
}

TEST_F(pb, provide_rejects_bad_fields_counts_and_ranges)
{
	void *top = (void *)(uintptr_t)0xffffffffffff0000ULL;
	void *kernel = (void *)(uintptr_t)0xffff800000000000ULL;
	static char area[4096];
	struct io_uring_sqe *sqe;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	sqe = provide_sqe(&self->ring, area, 64, 4, 1, 0);
	sqe->ioprio = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	sqe = provide_sqe(&self->ring, area, 64, 4, 1, 0);
	sqe->rw_flags = 1;
	EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	EXPECT_EQ(-E2BIG, provide(&self->ring, area, 64, 0, 1, 0));
	EXPECT_EQ(-E2BIG, provide(&self->ring, area, 1, 65536, 1, 0));
	EXPECT_EQ(-EINVAL, provide(&self->ring, area, 0, 4, 1, 0));
	/* addr + len * nr wraps past the top of the address space. */
	EXPECT_EQ(-EOVERFLOW, provide(&self->ring, top, 0x10000, 2, 1, 0));
	/* Kernel memory. */
	EXPECT_EQ(-EFAULT, provide(&self->ring, kernel, 4096, 1, 1, 0));
	EXPECT_EQ(-EFAULT, provide(&self->ring, kernel, 16, 8, 1, 0));
	/* None of them made the group. */
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 1));
}

TEST_F(pb, provide_keeps_bids_within_sixteen_bits)
{
	static unsigned char area[2 * 64];
	int a, b;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	EXPECT_EQ(-E2BIG, provide(&self->ring, area, 64, 1, 1, 65536));
	EXPECT_EQ(-EINVAL, provide(&self->ring, area, 64, 2, 1, 65535));
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 1));
	/* The last id fits, and comes back whole in cqe->flags. */
	EXPECT_EQ(1, provide(&self->ring, area, 64, 1, 1, 65535));
	EXPECT_EQ(65535, read_one(_metadata, &self->ring, self->fd, 64, 0, 1,
				  area, 64, 65535));
	/* The two last ones: each used once, each in its own place. */
	EXPECT_EQ(2, provide(&self->ring, area, 64, 2, 2, 65534));
	a = read_one(_metadata, &self->ring, self->fd, 64, 640, 2, area, 64,
		     65534);
	b = read_one(_metadata, &self->ring, self->fd, 64, 1280, 2, area, 64,
		     65534);
	EXPECT_TRUE((a == 65534 && b == 65535) || (a == 65535 && b == 65534));
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 2));
}

TEST_F(pb, provide_appends_to_an_existing_group)
{
	static unsigned char area[4 * 64];
	int seen[4] = { 0 }, i, bid;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	EXPECT_EQ(2, provide(&self->ring, area, 64, 2, 3, 0));
	EXPECT_EQ(2, provide(&self->ring, area + 128, 64, 2, 3, 2));
	for (i = 0; i < 4; i++) {
		bid = read_one(_metadata, &self->ring, self->fd, 64, i * 64, 3,
			       area, 64, 0);
		ASSERT_TRUE(bid >= 0 && bid < 4);
		EXPECT_EQ(0, seen[bid]);
		seen[bid] = 1;
	}
	sel_read(&self->ring, self->fd, 64, 0, 3, 7);
	run_fails(_metadata, &self->ring, -ENOBUFS);
}

TEST_F(pb, remove_rejects_bad_fields)
{
	static char area[4 * 64];
	struct io_uring_sqe *sqe;
	int i;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_REMOVE_BUFFERS);
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 77));
	ASSERT_EQ(4, provide(&self->ring, area, 64, 4, 1, 0));
	EXPECT_EQ(-EINVAL, remove_bufs(&self->ring, 0, 1));
	EXPECT_EQ(-EINVAL, remove_bufs(&self->ring, 65536, 1));
	/* addr, len, off: not the remover's. */
	for (i = 0; i < 3; i++) {
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_remove_buffers(sqe, 1, 1);
		sqe->addr = i == 0 ? (uintptr_t)area : 0;
		sqe->len = i == 1 ? 64 : 0;
		sqe->off = i == 2 ? 1 : 0;
		EXPECT_EQ(-EINVAL, submit_res(&self->ring, sqe));
	}
	/* All four are still there. */
	EXPECT_EQ(4, remove_bufs(&self->ring, 100, 1));
}

/* Upstream's order: the group's first buffer goes last. */
TEST_F(pb, reads_take_bids_one_to_n_then_zero)
{
	static unsigned char area[8 * 64];
	int i;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	ASSERT_EQ(8, provide(&self->ring, area, 64, 8, 1, 0));
	for (i = 0; i < 8; i++)
		EXPECT_EQ((i + 1) % 8,
			  read_one(_metadata, &self->ring, self->fd, 64,
				   i * 64, 1, area, 64, 0));
	sel_read(&self->ring, self->fd, 64, 0, 1, 7);
	run_fails(_metadata, &self->ring, -ENOBUFS);
}

TEST_F(pb, batched_reads_use_each_buffer_exactly_once)
{
	static unsigned char area[32 * 128];
	struct io_uring_cqe cqe;
	int seen[32] = { 0 }, done[32] = { 0 }, i, k, bid;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	ASSERT_EQ(32, provide(&self->ring, area, 128, 32, 1, 0));
	for (i = 0; i < 32; i++)
		sel_read(&self->ring, self->fd, 128, i * 128, 1, 100 + i);
	ASSERT_EQ(32, io_uring_submit(&self->ring));
	for (i = 0; i < 32; i++) {
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		k = (int)cqe.user_data - 100;
		ASSERT_TRUE(k >= 0 && k < 32);
		EXPECT_EQ(0, done[k]);
		done[k] = 1;
		EXPECT_EQ(128, cqe.res);
		bid = sel_bid(_metadata, &cqe);
		ASSERT_TRUE(bid >= 0 && bid < 32);
		EXPECT_EQ(0, seen[bid]);
		seen[bid] = 1;
		EXPECT_EQ(-1, check_pattern(area + bid * 128, 128, SEED,
					    k * 128));
	}
	sel_read(&self->ring, self->fd, 128, 0, 1, 7);
	run_fails(_metadata, &self->ring, -ENOBUFS);
}

TEST_F(pb, read_longer_than_its_buffer_is_capped)
{
	static unsigned char area[3 * 100];
	int i, bid, first = -1, used[3] = { 0 };

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	/* Two buffers of 100; the third 100 bytes are not provided. */
	memset(area, 0xaa, sizeof(area));
	ASSERT_EQ(2, provide(&self->ring, area, 100, 2, 1, 0));
	for (i = 0; i < 2; i++) {
		bid = read_one(_metadata, &self->ring, self->fd, 4096,
			       i * 1000, 1, area, 100, 0);
		ASSERT_TRUE(bid == 0 || bid == 1);
		EXPECT_NE(first, bid);
		first = bid;
		used[bid] = 1;
		/* The byte after it, unless a read filled it already. */
		if (!used[bid + 1])
			EXPECT_EQ(0xaa, area[bid * 100 + 100]);
	}
	EXPECT_EQ(0xaa, area[299]);
}

TEST_F(pb, empty_or_unknown_group_is_enobufs)
{
	static unsigned char area[64];

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	sel_read(&self->ring, self->fd, 64, 0, 9, 7);
	run_fails(_metadata, &self->ring, -ENOBUFS);
	/* Another group's buffers are not this one's. */
	ASSERT_EQ(1, provide(&self->ring, area, 64, 1, 1, 0));
	sel_read(&self->ring, self->fd, 64, 0, 2, 7);
	run_fails(_metadata, &self->ring, -ENOBUFS);
	EXPECT_EQ(0, read_one(_metadata, &self->ring, self->fd, 64, 64, 1,
			      area, 64, 0));
	/* Used up. */
	sel_read(&self->ring, self->fd, 64, 0, 1, 7);
	run_fails(_metadata, &self->ring, -ENOBUFS);
	/* Given back, under another id: reads work again. */
	memset(area, 0, sizeof(area));
	ASSERT_EQ(1, provide(&self->ring, area, 64, 1, 1, 5));
	EXPECT_EQ(5, read_one(_metadata, &self->ring, self->fd, 64, 4096, 1,
			      area, 64, 5));
}

/* A request that took a buffer names it, whatever its result. */
TEST_F(pb, read_at_end_of_file_is_zero_and_still_names_its_buffer)
{
	static unsigned char area[64];

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	ASSERT_EQ(1, provide(&self->ring, area, 64, 1, 1, 3));
	sel_read(&self->ring, self->fd, 64, FILE_SIZE, 1, 7);
	EXPECT_EQ(3, run_sel(_metadata, &self->ring, 0, area, 64, 3, 0));
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 1));
}

TEST_F(pb, buffer_select_on_other_opcodes_is_eopnotsupp)
{
	static char area[64], buf[64];
	struct io_uring_sqe *sqe;
	int i;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	ASSERT_EQ(1, provide(&self->ring, area, 64, 1, 1, 0));
	for (i = 0; i < 4; i++) {
		sqe = io_uring_get_sqe(&self->ring);
		if (i == 0)
			io_uring_prep_write(sqe, self->sv[0], "abcd", 4, 0);
		else if (i == 1)
			io_uring_prep_nop(sqe);
		else if (i == 2)
			io_uring_prep_send(sqe, self->sv[0], "abcd", 4, 0);
		else
			io_uring_prep_read_fixed(sqe, self->sv[0], buf,
						 sizeof(buf), 0, 0);
		sqe->flags |= IOSQE_BUFFER_SELECT;
		sqe->buf_group = 1;
		sqe->user_data = 7;
		run_fails(_metadata, &self->ring, -EOPNOTSUPP);
	}
	/* Nothing was sent, and the buffer is still the group's. */
	ASSERT_ERRNO(EAGAIN, recv(self->sv[1], buf, sizeof(buf),
				  MSG_DONTWAIT));
	EXPECT_EQ(1, remove_bufs(&self->ring, 10, 1));
}

TEST_F(pb, readv_selects_with_exactly_one_iovec)
{
	static unsigned char area[2 * 64];
	struct iovec v[2] = { { NULL, 50 }, { NULL, 50 } };
	struct io_uring_sqe *sqe;
	int bid, n;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	ASSERT_EQ(2, provide(&self->ring, area, 64, 2, 1, 0));
	sqe = readv_sqe(&self->ring, self->fd, v, 7, IOSQE_BUFFER_SELECT);
	sqe->buf_group = 1;
	bid = run_sel(_metadata, &self->ring, 50, area, 64, 0, 0);
	ASSERT_TRUE(bid == 0 || bid == 1);
	/* No iovec, or two: -EINVAL, and no buffer taken. */
	for (n = 0; n <= 2; n += 2) {
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_readv(sqe, self->fd, v, n, 0);
		sqe->flags |= IOSQE_BUFFER_SELECT;
		sqe->buf_group = 1;
		sqe->user_data = 7;
		run_fails(_metadata, &self->ring, -EINVAL);
	}
	/* More than the buffer holds: its 64 bytes, in the other one. */
	v[0].iov_len = 1000;
	sqe = readv_sqe(&self->ring, self->fd, v, 7, IOSQE_BUFFER_SELECT);
	sqe->buf_group = 1;
	EXPECT_EQ(1 - bid, run_sel(_metadata, &self->ring, 64, area, 64, 0,
				   0));
	EXPECT_EQ(-ENOENT, remove_bufs(&self->ring, 1, 1));
}

TEST_F(pb, recv_takes_a_buffer_for_data_already_there)
{
	static unsigned char area[3 * RBUF];
	unsigned char msg[40];
	int a;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_RECV);
	memset(area, 0xaa, sizeof(area));
	ASSERT_EQ(2, provide(&self->ring, area, RBUF, 2, 1, 0));
	fill_pattern(msg, sizeof(msg), SEED, 0);
	ASSERT_EQ(40, write(self->sv[1], msg, 40));
	/* 40 bytes there, 1000 asked: the buffer's 32... */
	sel_recv(&self->ring, self->sv[0], 1000, 1, 7);
	a = run_sel(_metadata, &self->ring, RBUF, area, RBUF, 0, 0);
	ASSERT_TRUE(a == 0 || a == 1);
	EXPECT_EQ(0xaa, area[a * RBUF + RBUF]);
	/* ...and the other 8 in the other buffer. */
	sel_recv(&self->ring, self->sv[0], 1000, 1, 7);
	ASSERT_EQ(1 - a, run_sel(_metadata, &self->ring, 8, area, RBUF, 0,
				 RBUF));
	EXPECT_EQ(0xaa, area[(1 - a) * RBUF + 8]);
	EXPECT_EQ(0xaa, area[3 * RBUF - 1]);
}

TEST_F(pb, recv_waits_for_data_then_fills_a_buffer)
{
	static char area[64];
	struct io_uring_cqe cqe;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_RECV);
	ASSERT_EQ(1, provide(&self->ring, area, 64, 1, 1, 0));
	sel_recv(&self->ring, self->sv[0], 64, 1, 5);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	usleep(100000);
	EXPECT_FALSE(cqe_ready(&self->ring));
	ASSERT_EQ(6, write(self->sv[1], "later!", 6));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(5, cqe.user_data);
	EXPECT_EQ(6, cqe.res);
	EXPECT_EQ(0, sel_bid(_metadata, &cqe));
	EXPECT_EQ(0, memcmp(area, "later!", 6));
	/* The group used up: a RECV fails at once, with no data there. */
	sel_recv(&self->ring, self->sv[0], 64, 1, 7);
	run_fails(_metadata, &self->ring, -ENOBUFS);
}

/* The receivers: state 0 waiting, 1 done with its bytes, 2 -ENOBUFS. */
struct recvs {
	int state[NRECV];
	int written[NRECV];
	int used[NRECV + 4];
	int nbufs, provided;
	unsigned char *area;
};

/*
 * Reap one CQE: the second PROVIDE's (user_data 50), or a receiver's:
 * -ENOBUFS with no flag, or pair k's bytes (the pattern of seed k) in the
 * buffer it names, one that no CQE named before (none is provided twice).
 */
static void reap_recv(struct __test_metadata *_metadata,
		      struct io_uring *ring, struct recvs *r)
{
	struct io_uring_cqe cqe;
	int k, bid;

	ASSERT_EQ(0, wait_one(ring, &cqe));
	if (cqe.user_data == 50) {
		EXPECT_EQ(NRECV, cqe.res);
		r->provided = 1;
		return;
	}
	k = (int)cqe.user_data - 100;
	ASSERT_TRUE(k >= 0 && k < NRECV);
	ASSERT_EQ(0, r->state[k]);
	if (cqe.res == -ENOBUFS) {
		EXPECT_EQ(0, cqe.flags);
		r->state[k] = 2;
		return;
	}
	ASSERT_TRUE(r->written[k]);
	ASSERT_EQ(MSGLEN, cqe.res);
	bid = sel_bid(_metadata, &cqe);
	ASSERT_TRUE(bid >= 0 && bid < r->nbufs);
	ASSERT_EQ(0, r->used[bid]);
	r->used[bid] = 1;
	EXPECT_EQ(-1, check_pattern(r->area + bid * RBUF, MSGLEN, k, 0));
	r->state[k] = 1;
}

/*
 * A RECV that would block gives its buffer back, but one waiting in a
 * worker may hold one: which receivers get a buffer is not pinned, only
 * that no two share one and each gets its own bytes.
 */
TEST_F(pb, sixteen_recvs_share_four_buffers)
{
	static unsigned char area[(NRECV + 4) * RBUF];
	struct recvs r = { .nbufs = 4, .area = area };
	struct io_uring_sqe *sqe;
	int sv[NRECV][2], i, k, busy;
	char msg[16];

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_RECV);
	ASSERT_EQ(4, provide(&self->ring, area, RBUF, 4, 1, 0));
	for (i = 0; i < NRECV; i++) {
		ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv[i]));
		sel_recv(&self->ring, sv[i][0], RBUF, 1, 100 + i);
	}
	ASSERT_EQ(NRECV, io_uring_submit(&self->ring));
	usleep(100000);
	/* Data for four: each ends with its bytes or -ENOBUFS. */
	for (k = 0; k < 4; k++) {
		fill_pattern(msg, MSGLEN, k, 0);
		ASSERT_EQ(MSGLEN, write(sv[k][1], msg, MSGLEN));
		r.written[k] = 1;
	}
	while (!r.state[0] || !r.state[1] || !r.state[2] || !r.state[3])
		reap_recv(_metadata, &self->ring, &r);
	/* Sixteen more buffers, data for all, the refused ones again. */
	r.nbufs = NRECV + 4;
	sqe = provide_sqe(&self->ring, area + 4 * RBUF, RBUF, NRECV, 1, 4);
	sqe->user_data = 50;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	for (k = 4; k < NRECV; k++) {
		fill_pattern(msg, MSGLEN, k, 0);
		ASSERT_EQ(MSGLEN, write(sv[k][1], msg, MSGLEN));
		r.written[k] = 1;
	}
	for (;;) {
		for (k = busy = 0; k < NRECV; k++) {
			if (r.state[k] == 2) {
				sel_recv(&self->ring, sv[k][0], RBUF, 1,
					 100 + k);
				ASSERT_EQ(1, io_uring_submit(&self->ring));
				r.state[k] = 0;
			}
			busy += r.state[k] != 1;
		}
		if (!busy && r.provided)
			break;
		reap_recv(_metadata, &self->ring, &r);
	}
	EXPECT_FALSE(cqe_ready(&self->ring));
	for (i = 0; i < NRECV; i++) {
		close(sv[i][0]);
		close(sv[i][1]);
	}
}

TEST_F(pb, recvmsg_selects_with_exactly_one_iovec)
{
	static unsigned char area[2 * 64];
	struct iovec v[2] = { { NULL, 64 }, { NULL, 64 } };
	struct msghdr mh = { .msg_iov = v, .msg_iovlen = 2 };
	struct io_uring_sqe *sqe;
	unsigned char msg[40];
	int i;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_RECVMSG);
	ASSERT_EQ(2, provide(&self->ring, area, 64, 2, 1, 0));
	fill_pattern(msg, sizeof(msg), SEED, 0);
	ASSERT_EQ(40, write(self->sv[1], msg, 40));
	/* Two iovecs: -EINVAL, no buffer taken, nothing received; one. */
	for (i = 2; i > 0; i--) {
		mh.msg_iovlen = i;
		sqe = io_uring_get_sqe(&self->ring);
		io_uring_prep_recvmsg(sqe, self->sv[0], &mh, 0);
		sqe->flags |= IOSQE_BUFFER_SELECT;
		sqe->buf_group = 1;
		sqe->user_data = 7;
		if (i == 2)
			run_fails(_metadata, &self->ring, -EINVAL);
		else
			run_sel(_metadata, &self->ring, 40, area, 64, 0, 0);
	}
	EXPECT_EQ(1, remove_bufs(&self->ring, 10, 1));
}

/* Each starts when the one before it completed. */
TEST_F(pb, linked_provide_read_remove_run_in_order)
{
	static unsigned char area[2 * 64];
	struct io_uring_sqe *sqe;
	struct io_uring_cqe c[3];
	int i, bid;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_FILE();
	sqe = provide_sqe(&self->ring, area, 64, 2, 4, 0);
	sqe->flags |= IOSQE_IO_LINK;
	sqe->user_data = 1;
	sel_read(&self->ring, self->fd, 64, 192, 4, 2)->flags |=
		IOSQE_IO_LINK;
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_remove_buffers(sqe, 5, 4);
	sqe->user_data = 3;
	ASSERT_EQ(3, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_n(&self->ring, c, 3));
	for (i = 0; i < 3; i++)
		EXPECT_EQ(i + 1, c[i].user_data);
	EXPECT_EQ(2, c[0].res);
	EXPECT_EQ(0, c[0].flags);
	EXPECT_EQ(64, c[1].res);
	bid = sel_bid(_metadata, &c[1]);
	ASSERT_TRUE(bid == 0 || bid == 1);
	EXPECT_EQ(-1, check_pattern(area + bid * 64, 64, SEED, 192));
	/* The read had taken one of the two. */
	EXPECT_EQ(1, c[2].res);
	EXPECT_EQ(0, c[2].flags);
}

static char many[1000 * 16];

/* 3000 buffers, and a RECV that waits, taking one, when the ring closes. */
static int arm_buffers_and_recv(struct io_uring *ring, int fd, int flags)
{
	struct io_uring_sqe *sqe;
	int g;

	for (g = 0; g < 3; g++)
		if (provide(ring, many, 16, 1000, g, 0) != 1000)
			return -1;
	sqe = sel_recv(ring, fd, 16, 0, 1);
	sqe->flags |= flags;
	return io_uring_submit(ring) == 1 ? 0 : -1;
}

TEST_F(pb, closing_the_ring_frees_provided_buffers)
{
	struct io_uring ring;
	struct pollfd pfd;
	int i, sv[2];

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_RECV);
	for (i = 0; i < 5; i++) {
		ASSERT_EQ(0, io_uring_queue_init(8, &ring, 0));
		ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
		ASSERT_EQ(0, arm_buffers_and_recv(&ring, sv[0], 0));
		usleep(20000);
		close(sv[0]);
		io_uring_queue_exit(&ring);
		/* The RECV let go of its socket: the peer sees it gone. */
		pfd = (struct pollfd){ .fd = sv[1], .events = POLLIN };
		ASSERT_EQ(1, poll(&pfd, 1, 5000));
		EXPECT_TRUE(pfd.revents & POLLHUP);
		close(sv[1]);
	}
}

/* For ring_freed_after_exit(): the RECV is of file 0, a UDP socket. */
static int arm_fixed(struct io_uring *ring)
{
	return arm_buffers_and_recv(ring, 0, IOSQE_FIXED_FILE);
}

TEST(exit_with_buffers_and_a_waiting_recv_frees_the_ring)
{
	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_RECV);
	EXPECT_EQ(0, ring_freed_after_exit(0, arm_fixed));
}

TEST(sigkill_with_buffers_and_a_waiting_recv_frees_the_ring)
{
	int base, p[2], status, s;
	pid_t pid;
	char c;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_RECV);
	base = sockets_used();
	ASSERT_LE(0, base);
	ASSERT_EQ(0, pipe(p));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		struct io_uring ring;

		/* The ring's UDP socket, which only the ring holds. */
		s = socket(AF_INET, SOCK_DGRAM, 0);
		if (s < 0 || io_uring_queue_init(16, &ring, 0) ||
		    io_uring_register_files(&ring, &s, 1))
			_exit(1);
		close(s);
		if (arm_fixed(&ring) || write(p[1], "r", 1) != 1)
			_exit(2);
		pause();
		_exit(3);
	}
	close(p[1]);
	ASSERT_EQ(1, read(p[0], &c, 1));
	usleep(20000);
	ASSERT_EQ(0, kill(pid, SIGKILL));
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
	EXPECT_EQ(base, wait_sockets_used(base, 5000));
	close(p[0]);
}

TEST(iopoll_ring_allows_provide_and_remove)
{
	static char area[8 * 64];
	struct io_uring ring;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	ASSERT_EQ(0, io_uring_queue_init(8, &ring, IORING_SETUP_IOPOLL));
	EXPECT_EQ(8, provide(&ring, area, 64, 8, 1, 0));
	EXPECT_EQ(8, remove_bufs(&ring, 8, 1));
	EXPECT_EQ(-ENOENT, remove_bufs(&ring, 8, 1));
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
