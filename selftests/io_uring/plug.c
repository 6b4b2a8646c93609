// SPDX-License-Identifier: GPL-2.0
/*
 * Batched submission plugs the block layer, as v5.4 does for batches of
 * more than two SQEs: 32 adjacent 4 KiB O_DIRECT reads submitted by one
 * io_uring_enter() (or picked up at once by the SQ thread) merge into
 * fewer requests, which the device's "read merges" counter shows.  Without
 * the plug each SQE's bio is issued alone and nothing merges.  Every CQE's
 * res and user_data is checked and every byte compared with what pread()
 * returns for the same range.
 */
#include "helpers.h"

#define NR	32
#define BS	4096
#define BASE	(64 << 20)	/* clear of the other tests' offsets */

struct blkdev {
	char stat[PATH_MAX];
	char sched[PATH_MAX];
	char old_sched[64];
};

/* sysfs of the raw disk; its scheduler set to "none" for the test. */
static int blkdev_open(struct blkdev *b)
{
	const char *disk = disk_name(RAW_DEV);
	char line[256], *sel;
	FILE *f;

	if (!disk)
		return -1;
	snprintf(b->stat, sizeof(b->stat), "/sys/block/%s/stat", disk);
	snprintf(b->sched, sizeof(b->sched), "/sys/block/%s/queue/scheduler",
		 disk);
	f = fopen(b->sched, "r");
	if (!f || !fgets(line, sizeof(line), f))
		return -1;
	fclose(f);
	/* "[mq-deadline] none" or "none": the one in brackets is active. */
	sel = strchr(line, '[');
	snprintf(b->old_sched, sizeof(b->old_sched), "%s",
		 sel ? sel + 1 : "none");
	b->old_sched[strcspn(b->old_sched, "] \n")] = 0;
	return 0;
}

/* Field 2 of /sys/block/<dev>/stat: reads merged with another. */
static long read_merges(const struct blkdev *b)
{
	long ios, merges = -1;
	FILE *f = fopen(b->stat, "r");

	if (f && fscanf(f, "%ld %ld", &ios, &merges) != 2)
		merges = -1;
	if (f)
		fclose(f);
	return merges;
}

/*
 * NR adjacent reads queued, then submitted in one go: with @sqpoll the
 * tail moves once and the SQ thread finds all of them.  Returns the read
 * merges the batch caused, or a negative step number.
 */
static long batch(struct io_uring *ring, const struct blkdev *b, int fd,
		  int sqpoll)
{
	static struct iovec v[NR];
	struct io_uring_cqe cqe;
	char *buf = aligned_buf(NR * BS), *ref = aligned_buf(NR * BS);
	unsigned long long seen = 0;
	long before, after;

	if (!buf || !ref)
		return -1;
	if (pread(fd, ref, NR * BS, BASE) != NR * BS)
		return -2;
	memset(buf, 0xa5, NR * BS);
	for (int i = 0; i < NR; i++) {
		struct io_uring_sqe *sqe = io_uring_get_sqe(ring);

		v[i].iov_base = buf + i * BS;
		v[i].iov_len = BS;
		io_uring_prep_readv(sqe, sqpoll ? 0 : fd, &v[i], 1,
				    BASE + i * BS);
		if (sqpoll)
			sqe->flags |= IOSQE_FIXED_FILE;
		sqe->user_data = 1000 + i;
	}
	before = read_merges(b);
	if (before < 0)
		return -3;
	if (io_uring_submit(ring) != NR)
		return -4;
	for (int i = 0; i < NR; i++) {
		if (wait_one(ring, &cqe))
			return -5;
		if (cqe.res != BS || cqe.user_data < 1000 ||
		    cqe.user_data >= 1000 + NR) {
			fprintf(stderr, "# cqe %llu res %d\n",
				(unsigned long long)cqe.user_data, cqe.res);
			return -6;
		}
		seen |= 1ULL << (cqe.user_data - 1000);
	}
	if (seen != (1ULL << NR) - 1)
		return -7;
	after = read_merges(b);
	if (memcmp(buf, ref, NR * BS))
		return -8;
	free(buf);
	free(ref);
	return after - before;
}

FIXTURE(plug) {
	struct blkdev b;
	int fd;
};

FIXTURE_SETUP(plug)
{
	self->fd = open(RAW_DEV, O_RDONLY | O_DIRECT);
	if (self->fd < 0 || blkdev_open(&self->b))
		SKIP(return, "no %s", RAW_DEV);
	/* Only the plug may merge: no scheduler holding requests back. */
	ASSERT_EQ(0, write_file(self->b.sched, "none"));
}

FIXTURE_TEARDOWN(plug)
{
	if (self->fd >= 0 && self->b.old_sched[0])
		write_file(self->b.sched, self->b.old_sched);
	if (self->fd >= 0)
		close(self->fd);
}

TEST_F(plug, batch_of_32_reads_merges)
{
	struct io_uring ring;
	long merges;

	ASSERT_EQ(0, io_uring_queue_init(NR, &ring, 0));
	merges = batch(&ring, &self->b, self->fd, 0);
	printf("# %d adjacent reads in one enter: %ld read merges\n", NR,
	       merges);
	EXPECT_GT(merges, 0);
	io_uring_queue_exit(&ring);
}

TEST_F(plug, sq_thread_batch_merges)
{
	struct io_uring_params p = {
		.flags = IORING_SETUP_SQPOLL,
		.sq_thread_idle = 1000,
	};
	struct io_uring ring;
	long merges;

	ASSERT_EQ(0, io_uring_queue_init_params(NR, &ring, &p));
	ASSERT_EQ(0, io_uring_register_files(&ring, &self->fd, 1));
	merges = batch(&ring, &self->b, self->fd, 1);
	printf("# %d adjacent reads through the SQ thread: %ld read merges\n",
	       NR, merges);
	EXPECT_GT(merges, 0);
	io_uring_queue_exit(&ring);
}

TEST_HARNESS_MAIN
