// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_SETUP_CLAMP (1<<4), at the 5.6 level: more than 32768 entries
 * are clamped to 32768 (the CQ ring twice that), and with
 * IORING_SETUP_CQSIZE more than 65536 CQ entries to 65536; without CLAMP
 * both are -EINVAL, and 0 entries stay -EINVAL with it.  A clamped ring
 * works.  Raw io_uring_setup() calls, so the sizes are the kernel's.
 * SKIPs when a setup with CLAMP is -EINVAL.
 */
#include "helpers.h"

#define MAX_SQ	32768
#define MAX_CQ	65536

FIXTURE(clamp) {
	struct io_uring_params p;
	int fd;
};

FIXTURE_SETUP(clamp)
{
	memset(&self->p, 0, sizeof(self->p));
	self->p.flags = IORING_SETUP_CLAMP;
	self->fd = sys_setup(4, &self->p);
	if (self->fd < 0 && errno == EINVAL)
		SKIP(return, "no IORING_SETUP_CLAMP (setup with it: -EINVAL)");
	ASSERT_GE(self->fd, 0);
	close(self->fd);
	self->fd = -1;
	memset(&self->p, 0, sizeof(self->p));
}

FIXTURE_TEARDOWN(clamp)
{
	if (self->fd >= 0)
		close(self->fd);
}

/*
 * io_uring_setup(@entries) with @flags (and @cq for CQSIZE) into @p:
 * the fd, kept in *@fd, or -1 and errno.  SKIPs when the kernel cannot
 * find the memory of a big ring (ENOMEM).
 */
static int setup(struct __test_metadata *_metadata, struct io_uring_params *p,
		 int *fd, unsigned int entries, unsigned int flags,
		 unsigned int cq)
{
	memset(p, 0, sizeof(*p));
	p->flags = flags;
	p->cq_entries = cq;
	*fd = sys_setup(entries, p);
	if (*fd < 0 && errno == ENOMEM)
		SKIP(return -1, "ENOMEM for a ring of %u entries "
		     "(memory, RLIMIT_MEMLOCK)", entries);
	return *fd;
}

#define SETUP(entries, fl, cq) \
	setup(_metadata, &self->p, &self->fd, (entries), (fl), (cq))

static void close_fd(int *fd)
{
	close(*fd);
	*fd = -1;
}

TEST_F(clamp, big_sq_clamped_to_32768)
{
	ASSERT_LE(0, SETUP(100000, IORING_SETUP_CLAMP, 0));
	EXPECT_EQ(MAX_SQ, self->p.sq_entries);
	EXPECT_EQ(MAX_CQ, self->p.cq_entries);
	close_fd(&self->fd);
	/* Not a power of two above the limit: the limit too. */
	ASSERT_LE(0, SETUP(MAX_SQ + 1, IORING_SETUP_CLAMP, 0));
	EXPECT_EQ(MAX_SQ, self->p.sq_entries);
	EXPECT_EQ(MAX_CQ, self->p.cq_entries);
	close_fd(&self->fd);
	/* Within the limit CLAMP changes nothing. */
	ASSERT_LE(0, SETUP(100, IORING_SETUP_CLAMP, 0));
	EXPECT_EQ(128, self->p.sq_entries);
	EXPECT_EQ(256, self->p.cq_entries);
}

TEST_F(clamp, big_cq_clamped_to_65536)
{
	ASSERT_LE(0, SETUP(4, IORING_SETUP_CLAMP | IORING_SETUP_CQSIZE,
			   1U << 20));
	EXPECT_EQ(4, self->p.sq_entries);
	EXPECT_EQ(MAX_CQ, self->p.cq_entries);
	close_fd(&self->fd);
	ASSERT_LE(0, SETUP(100000, IORING_SETUP_CLAMP | IORING_SETUP_CQSIZE,
			   1U << 20));
	EXPECT_EQ(MAX_SQ, self->p.sq_entries);
	EXPECT_EQ(MAX_CQ, self->p.cq_entries);
	close_fd(&self->fd);
	/* Within the limit the CQ size is rounded up as without CLAMP. */
	ASSERT_LE(0, SETUP(4, IORING_SETUP_CLAMP | IORING_SETUP_CQSIZE, 100));
	EXPECT_EQ(4, self->p.sq_entries);
	EXPECT_EQ(128, self->p.cq_entries);
}

TEST_F(clamp, without_clamp_too_big_is_einval)
{
	EXPECT_EQ(-1, SETUP(100000, 0, 0));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, SETUP(MAX_SQ + 1, 0, 0));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, SETUP(4, IORING_SETUP_CQSIZE, 1U << 20));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, SETUP(4, IORING_SETUP_CQSIZE, MAX_CQ + 1));
	EXPECT_EQ(EINVAL, errno);
}

TEST_F(clamp, zero_entries_stay_einval)
{
	EXPECT_EQ(-1, SETUP(0, IORING_SETUP_CLAMP, 0));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, SETUP(0, IORING_SETUP_CLAMP | IORING_SETUP_CQSIZE, 64));
	EXPECT_EQ(EINVAL, errno);
}

/* Map a clamped ring by hand and run one NOP through it. */
TEST_F(clamp, clamped_ring_runs_a_nop)
{
	struct io_uring_params p;
	struct raw_ring r;
	struct io_uring_cqe *cqe;
	unsigned int idx = 0, head;

	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_CLAMP | IORING_SETUP_CQSIZE;
	p.cq_entries = 1U << 20;
	if (raw_ring_init_params(&r, 100000, &p)) {
		if (r.fd < 0 && errno == ENOMEM)
			SKIP(return, "ENOMEM for a ring of 100000 entries "
			     "(memory, RLIMIT_MEMLOCK)");
		ASSERT_GE(r.fd, 0);
		ASSERT_TRUE(0);		/* an mmap failed */
	}
	self->fd = r.fd;
	EXPECT_EQ(MAX_SQ, r.p.sq_entries);
	EXPECT_EQ(MAX_CQ, r.p.cq_entries);
	EXPECT_EQ(MAX_SQ, RAW(&r, sq, ring_entries));
	EXPECT_EQ(MAX_CQ, RAW(&r, cq, ring_entries));
	EXPECT_EQ(MAX_CQ - 1, RAW(&r, cq, ring_mask));

	raw_queue(&r, &idx, 1);
	r.sqes[0].user_data = 0xc1a3;
	ASSERT_EQ(1, sys_enter(r.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0));
	head = RAW(&r, cq, head);
	ASSERT_EQ(head + 1, __atomic_load_n((unsigned int *)(r.cq +
				r.p.cq_off.tail), __ATOMIC_ACQUIRE));
	cqe = (struct io_uring_cqe *)(r.cq + r.p.cq_off.cqes) +
	      (head & (MAX_CQ - 1));
	EXPECT_EQ(0xc1a3, cqe->user_data);
	EXPECT_EQ(0, cqe->res);
	RAW(&r, cq, head) = head + 1;
	munmap(r.sq, r.p.sq_off.array + r.p.sq_entries * 4);
	munmap(r.cq, r.p.cq_off.cqes + r.p.cq_entries * 16);
	munmap(r.sqes, r.p.sq_entries * 64);
}

TEST_HARNESS_MAIN
