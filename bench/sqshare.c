// SPDX-License-Identifier: GPL-2.0
/*
 * sqshare RINGS QD SECONDS DEV
 *
 * SQPOLL rings sharing one SQ thread (5.10's IORING_SETUP_ATTACH_WQ).
 * The first ring is set up with IORING_SETUP_SQPOLL, the RINGS - 1 others
 * with IORING_SETUP_SQPOLL | IORING_SETUP_ATTACH_WQ naming it, so that its
 * SQ thread serves them all.  Each ring keeps QD random 4 KiB O_DIRECT
 * reads of DEV (a registered file) in flight; one thread of this program
 * reaps each ring's CQEs and queues new reads in turn, for SECONDS after a
 * ramp of a second.  Prints one line of key=value raw counts
 * (bench/report/benchlib.py computes the figures): the reads (ios), the
 * wall time (wall_ns), this process's CPU time (cpu_ns: its own thread,
 * and the SQ thread where that is a thread of the process), the machine's
 * busy ticks (busy, hz a second), and how many SQ threads the process has
 * (sq_threads: threads named iou-sqp-*; -1 when the SQ thread is a kernel
 * thread of no process, as before 5.12).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <liburing.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "clock.h"

#define BS 4096
#define MAX_RINGS 64

static unsigned long long blocks;

/* Threads of this process named iou-sqp-*, or -1 if none is. */
static int sq_threads(void)
{
	DIR *d = opendir("/proc/self/task");
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d))) {
		char path[300], comm[32] = "";
		FILE *f;

		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/proc/self/task/%s/comm", e->d_name);
		f = fopen(path, "r");
		if (f && fgets(comm, sizeof(comm), f) && !strncmp(comm, "iou-sqp-", 8))
			n++;
		if (f)
			fclose(f);
	}
	if (d)
		closedir(d);
	return n ? n : -1;
}

static void die(const char *what, int err)
{
	fprintf(stderr, "sqshare: %s: %s\n", what, strerror(err));
	exit(1);
}

/*
 * A read of a random block into @buf, on the ring's registered file: 0,
 * or -1 when the SQ ring has no room (the SQ thread may post a CQE before
 * it moves the SQ head past its SQE).
 */
static int queue_read(struct io_uring *ring, void *buf, unsigned long long tag)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);
	unsigned long long blk = (unsigned long long)random() % blocks;

	if (!sqe)
		return -1;
	io_uring_prep_read(sqe, 0, buf, BS, blk * BS);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = tag;
	return 0;
}

int main(int argc, char **argv)
{
	static struct io_uring rings[MAX_RINGS];
	/* Per ring, the slots whose read completed and is not queued again. */
	static unsigned int idle[MAX_RINGS][128], nidle[MAX_RINGS];
	unsigned long long ios = 0, t0 = 0, c0 = 0, b0 = 0;
	unsigned int nrings, qd, r, i;
	double secs, start, end;
	int fd, ret, counting = 0;
	char *bufs;
	off_t size;

	if (argc != 5) {
		fprintf(stderr, "usage: %s RINGS QD SECONDS DEV\n", argv[0]);
		return 2;
	}
	nrings = atoi(argv[1]);
	qd = atoi(argv[2]);
	secs = atof(argv[3]);
	if (!nrings || nrings > MAX_RINGS || !qd || qd > 128)
		die("RINGS or QD", EINVAL);
	fd = open(argv[4], O_RDONLY | O_DIRECT);
	if (fd < 0)
		die(argv[4], errno);
	size = lseek(fd, 0, SEEK_END);
	blocks = size / BS;
	if (!blocks)
		die("device size", EINVAL);
	if (posix_memalign((void **)&bufs, BS, (size_t)nrings * qd * BS))
		die("buffers", ENOMEM);

	for (r = 0; r < nrings; r++) {
		struct io_uring_params p = {
			.flags = IORING_SETUP_SQPOLL,
			.sq_thread_idle = 1000,
		};

		if (r) {
			p.flags |= IORING_SETUP_ATTACH_WQ;
			p.wq_fd = rings[0].ring_fd;
		}
		ret = io_uring_queue_init_params(qd, &rings[r], &p);
		if (ret)
			die("io_uring_queue_init_params", -ret);
		ret = io_uring_register_files(&rings[r], &fd, 1);
		if (ret)
			die("io_uring_register_files", -ret);
		for (i = 0; i < qd; i++)
			if (queue_read(&rings[r], bufs + ((size_t)r * qd + i) * BS, i))
				die("io_uring_get_sqe", EBUSY);
		ret = io_uring_submit(&rings[r]);
		if (ret != (int)qd)
			die("io_uring_submit", ret < 0 ? -ret : EIO);
	}

	/* A ramp of a second, then the window. */
	start = now_s();
	end = start + 1 + secs;
	for (;;) {
		double now = now_s();

		if (!counting && now >= start + 1) {
			counting = 1;
			t0 = now_ns();
			c0 = (unsigned long long)(cpu_s() * 1e9);
			b0 = cpu_machine();
		}
		if (now >= end)
			break;
		for (r = 0; r < nrings; r++) {
			struct io_uring_cqe *cqe;
			unsigned int head, n = 0;

			io_uring_for_each_cqe(&rings[r], head, cqe) {
				if (cqe->res != BS)
					die("read", cqe->res < 0 ? -cqe->res : EIO);
				idle[r][nidle[r]++] = cqe->user_data;
				n++;
			}
			io_uring_cq_advance(&rings[r], n);
			if (counting)
				ios += n;
			for (i = 0; nidle[r]; i++) {
				unsigned int slot = idle[r][nidle[r] - 1];

				if (queue_read(&rings[r],
					       bufs + ((size_t)r * qd + slot) * BS, slot))
					break;
				nidle[r]--;
			}
			if (!i)
				continue;
			ret = io_uring_submit(&rings[r]);
			if (ret < 0)
				die("io_uring_submit", -ret);
		}
	}
	printf("bench=sqshare rings=%u qd=%u ios=%llu wall_ns=%llu cpu_ns=%llu busy=%llu hz=%ld sq_threads=%d\n",
	       nrings, qd, ios, now_ns() - t0,
	       (unsigned long long)(cpu_s() * 1e9) - c0, cpu_machine() - b0,
	       sysconf(_SC_CLK_TCK), sq_threads());
	return 0;
}
