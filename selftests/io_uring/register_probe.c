// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_REGISTER_PROBE: what the kernel says of each opcode, and that it
 * tells the truth: every v5.4 opcode supported, every opcode it reports
 * unsupported (or does not know) rejected with -EINVAL like an unknown
 * one; upstream's errno for bad probe buffers; a probe does not wait for
 * the ring's requests.  A kernel of the v5.4 level (make check V54=1) has
 * no probe: the cases SKIP, found by asking the kernel.
 */
#include <poll.h>
#include "helpers.h"

#define V54_LAST	IORING_OP_TIMEOUT	/* the last opcode of v5.4 */

static size_t probe_size(unsigned int n)
{
	return sizeof(struct io_uring_probe) + n * sizeof(struct io_uring_probe_op);
}

/* A zeroed probe of @n entries, or SKIP on a kernel without the opcode. */
static struct io_uring_probe *probe(struct __test_metadata *_metadata,
				    int fd, unsigned int n)
{
	struct io_uring_probe *p = calloc(1, probe_size(n));
	int ret;

	ASSERT_NE(NULL, p);
	ret = sys_register(fd, IORING_REGISTER_PROBE, p, n);
	if (ret < 0 && errno == EINVAL)
		SKIP(free(p), "no IORING_REGISTER_PROBE (a v5.4-level kernel)");
	ASSERT_EQ(0, ret);
	return p;
}

RING_FIXTURE(ring)

TEST_F(ring, every_v54_opcode_is_supported)
{
	struct io_uring_probe *p = probe(_metadata, self->ring.ring_fd, 256);
	unsigned char zero[sizeof(struct io_uring_probe_op)] = { 0 };

	printf("# last_op %u, ops_len %u\n", p->last_op, p->ops_len);
	ASSERT_GE(p->last_op, V54_LAST);
	EXPECT_EQ(p->last_op + 1, p->ops_len);
	EXPECT_EQ(0, p->resv);
	for (int i = 0; i < p->ops_len; i++) {
		EXPECT_EQ(i, p->ops[i].op);
		EXPECT_EQ(0, p->ops[i].resv);
		EXPECT_EQ(0, p->ops[i].resv2);
		if (i <= V54_LAST)
			EXPECT_EQ(IO_URING_OP_SUPPORTED, p->ops[i].flags);
		else
			EXPECT_EQ(0, p->ops[i].flags & ~IO_URING_OP_SUPPORTED);
	}
	/* Entries past ops_len come back as they went in. */
	for (int i = p->ops_len; i < 256; i++)
		EXPECT_EQ(0, memcmp(&p->ops[i], zero, sizeof(zero)));
	free(p);
}

/*
 * Each opcode the probe calls unsupported, the first one it does not know
 * and the largest byte: a request gets -EINVAL, its user_data intact, and
 * the ring goes on (a NOP after it completes).
 */
TEST_F(ring, unsupported_opcodes_fail_with_einval)
{
	struct io_uring_probe *p = probe(_metadata, self->ring.ring_fd, 256);
	struct io_uring_cqe cqe;
	int ops[260], n = 0;

	for (int i = 0; i < p->ops_len; i++)
		if (!(p->ops[i].flags & IO_URING_OP_SUPPORTED))
			ops[n++] = i;
	ops[n++] = p->last_op + 1;
	ops[n++] = 255;
	printf("# %d opcodes unsupported or unknown\n", n);
	for (int i = 0; i < n; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(&self->ring);

		io_uring_prep_nop(sqe);
		sqe->opcode = ops[i];
		sqe->user_data = 0x5000 + ops[i];
		ASSERT_EQ(1, io_uring_submit(&self->ring));
		ASSERT_EQ(0, wait_one(&self->ring, &cqe));
		EXPECT_EQ(-EINVAL, cqe.res);
		EXPECT_EQ(0x5000 + ops[i], cqe.user_data);
	}
	nop_sqe(&self->ring, 7, 0);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(0, cqe.res);
	EXPECT_EQ(7, cqe.user_data);
	free(p);
}

/* What applications call: liburing's probe helpers. */
TEST_F(ring, liburing_sees_the_v54_opcodes)
{
	struct io_uring_probe *p = probe(_metadata, self->ring.ring_fd, 0);
	struct io_uring_probe *lp;

	free(p);
	lp = io_uring_get_probe_ring(&self->ring);
	ASSERT_NE(NULL, lp);
	for (int op = IORING_OP_NOP; op <= V54_LAST; op++)
		EXPECT_TRUE(io_uring_opcode_supported(lp, op));
	EXPECT_FALSE(io_uring_opcode_supported(lp, lp->last_op + 1));
	io_uring_free_probe(lp);
}

/* A probe of 4 entries: 4 filled in, last_op still the kernel's, nothing written past. */
TEST_F(ring, short_probe_fills_what_fits)
{
	size_t size = probe_size(4);
	unsigned char *buf = calloc(1, size + 64);
	struct io_uring_probe *p = (struct io_uring_probe *)buf, *full;

	ASSERT_NE(NULL, buf);
	full = probe(_metadata, self->ring.ring_fd, 256);
	memset(buf + size, 0xaa, 64);
	ASSERT_EQ(0, sys_register(self->ring.ring_fd, IORING_REGISTER_PROBE, p, 4));
	EXPECT_EQ(full->last_op, p->last_op);
	EXPECT_EQ(4, p->ops_len);
	for (int i = 0; i < 4; i++) {
		EXPECT_EQ(i, p->ops[i].op);
		EXPECT_EQ(IO_URING_OP_SUPPORTED, p->ops[i].flags);
	}
	for (int i = 0; i < 64; i++)
		EXPECT_EQ(0xaa, buf[size + i]);
	/* No entry at all: the header alone. */
	memset(buf, 0, size);
	ASSERT_EQ(0, sys_register(self->ring.ring_fd, IORING_REGISTER_PROBE, p, 0));
	EXPECT_EQ(full->last_op, p->last_op);
	EXPECT_EQ(0, p->ops_len);
	EXPECT_EQ(0, p->ops[0].op);
	free(full);
	free(buf);
}

/* Upstream's errno for each bad probe. */
TEST_F(ring, errno)
{
	int fd = self->ring.ring_fd;
	struct io_uring_probe *p = probe(_metadata, fd, 16);
	void *ro;

	/* The buffer must come zeroed: header and entries alike. */
	memset(p, 0, probe_size(16));
	p->resv2[1] = 1;
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_PROBE, p, 16));
	memset(p, 0, probe_size(16));
	p->ops[15].flags = IO_URING_OP_SUPPORTED;
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_PROBE, p, 16));
	EXPECT_EQ(0, p->ops_len);	/* nothing written back */
	memset(p, 0, probe_size(16));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_PROBE, NULL, 16));
	ASSERT_ERRNO(EINVAL, sys_register(fd, IORING_REGISTER_PROBE, p, 257));
	ASSERT_ERRNO(EFAULT, sys_register(fd, IORING_REGISTER_PROBE, (void *)8, 16));
	/* Readable but not writable: the answer cannot be written. */
	ro = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, ro);
	ASSERT_ERRNO(EFAULT, sys_register(fd, IORING_REGISTER_PROBE, ro, 16));
	munmap(ro, 4096);
	/* Not a ring. */
	{
		int null = open("/dev/null", O_RDONLY);

		ASSERT_GE(null, 0);
		ASSERT_ERRNO(EOPNOTSUPP, sys_register(null, IORING_REGISTER_PROBE, p, 16));
		close(null);
	}
	free(p);
}

static void on_alarm(int sig)
{
	(void)sig;
}

/*
 * A poll that never fires is in flight: the other registrations wait for
 * it (v5.4 quiesces the ring), the probe answers at once.
 */
TEST_F(ring, probe_does_not_wait_for_requests)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	struct io_uring_probe *p = probe(_metadata, self->ring.ring_fd, 256);
	struct io_uring_sqe *sqe;
	int fds[2];

	ASSERT_EQ(0, pipe(fds));
	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_add(sqe, fds[0], POLLIN);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, sigaction(SIGALRM, &sa, NULL));
	memset(p, 0, probe_size(256));
	alarm(10);
	EXPECT_EQ(0, sys_register(self->ring.ring_fd, IORING_REGISTER_PROBE, p, 256));
	alarm(0);
	EXPECT_GE(p->last_op, V54_LAST);
	close(fds[1]);		/* POLLHUP ends the poll */
	close(fds[0]);
	free(p);
}

TEST_HARNESS_MAIN
