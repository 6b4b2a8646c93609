// SPDX-License-Identifier: GPL-2.0
/*
 * iopoll_wait MODE QD SECONDS DEV
 *
 * What it costs the application to wait for polled I/O.  Random 4 KiB
 * O_DIRECT reads of DEV through a registered file, QD of them in flight,
 * each completion reaped with io_uring_wait_cqe() (which enters
 * io_uring_enter(GETEVENTS) when no CQE is there) and replaced by a new
 * read.  MODE is "iopoll" (IORING_SETUP_IOPOLL: the caller polls) or
 * "sqpoll-iopoll" (the SQ thread submits and polls; the caller only
 * waits).  Prints one line of key=value raw counts (bench/report/benchlib.py
 * computes IOPS and CPU per I/O): the I/Os, the wall time (wall_ns) and
 * the CPU time (user + system) of this process (cpu_ns), which does not
 * include the SQ thread's (a kernel thread).
 */
#include <errno.h>
#include <fcntl.h>
#include <liburing.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "clock.h"

#define BS 4096

static unsigned long long blocks;
static struct iovec iov[128];

/* READV: v5.4 has no IORING_OP_READ. */
static void queue_read(struct io_uring *ring, unsigned int slot)
{
	struct io_uring_sqe *sqe = io_uring_get_sqe(ring);
	unsigned long long blk = (unsigned long long)random() % blocks;

	io_uring_prep_readv(sqe, 0, &iov[slot], 1, blk * BS);
	sqe->flags |= IOSQE_FIXED_FILE;
	sqe->user_data = slot;
}

int main(int argc, char **argv)
{
	struct io_uring_params p = { 0 };
	struct io_uring_cqe *cqe;
	struct io_uring ring;
	unsigned long long ios = 0;
	unsigned long long t0_ns, c0, wall, cpu;
	double t0, secs;
	unsigned int qd;
	char *buf;
	off_t size;
	int fd, ret;

	if (argc != 5) {
		fprintf(stderr, "usage: %s iopoll|sqpoll-iopoll QD SECONDS DEV\n",
			argv[0]);
		return 2;
	}
	qd = atoi(argv[2]);
	secs = atof(argv[3]);
	p.flags = IORING_SETUP_IOPOLL;
	if (!strcmp(argv[1], "sqpoll-iopoll")) {
		p.flags |= IORING_SETUP_SQPOLL;
		p.sq_thread_idle = 1000;
	} else if (strcmp(argv[1], "iopoll")) {
		fprintf(stderr, "iopoll_wait: unknown mode %s\n", argv[1]);
		return 2;
	}
	fd = open(argv[4], O_RDONLY | O_DIRECT);
	if (fd < 0) {
		perror(argv[4]);
		return 1;
	}
	size = lseek(fd, 0, SEEK_END);
	blocks = size / BS;
	if (!qd || qd > 128 || !blocks ||
	    posix_memalign((void **)&buf, BS, (size_t)qd * BS)) {
		fprintf(stderr, "iopoll_wait: bad QD or device\n");
		return 2;
	}
	ret = io_uring_queue_init_params(qd, &ring, &p);
	if (!ret)
		ret = io_uring_register_files(&ring, &fd, 1);
	if (ret) {
		fprintf(stderr, "iopoll_wait: setup: %s\n", strerror(-ret));
		return 1;
	}

	for (unsigned int i = 0; i < qd; i++) {
		iov[i].iov_base = buf + (size_t)i * BS;
		iov[i].iov_len = BS;
	}
	srandom(4190);
	t0 = now_s();
	t0_ns = now_ns();
	c0 = cpu_ns();
	for (unsigned int i = 0; i < qd; i++)
		queue_read(&ring, i);
	io_uring_submit(&ring);
	while (now_s() - t0 < secs) {
		ret = io_uring_wait_cqe(&ring, &cqe);
		if (ret || cqe->res != BS) {
			fprintf(stderr, "iopoll_wait: read: %s\n",
				strerror(ret ? -ret : cqe->res < 0 ? -cqe->res : EIO));
			return 1;
		}
		queue_read(&ring, cqe->user_data);
		io_uring_cqe_seen(&ring, cqe);
		io_uring_submit(&ring);
		ios++;
	}
	wall = now_ns() - t0_ns;
	cpu = cpu_ns() - c0;
	/* Let the last reads complete before the ring goes. */
	for (unsigned int i = 0; i < qd; i++)
		if (!io_uring_wait_cqe(&ring, &cqe))
			io_uring_cqe_seen(&ring, cqe);
	printf("bench=iopoll_wait mode=%s qd=%u ios=%llu wall_ns=%llu cpu_ns=%llu\n",
	       argv[1], qd, ios, wall, cpu);
	io_uring_queue_exit(&ring);
	return 0;
}
