// SPDX-License-Identifier: GPL-2.0
/*
 * Sequential write of a large file, four ways:
 *
 *   seqwrite [-d] [-n NAME] write|writev|write_op|write_fixed FILE MIB BS QD
 *
 * write: write(2), one block at a time.  writev: IORING_OP_WRITEV on a
 * plain fd and a plain buffer, QD SQEs submitted and waited for together.
 * write_op: IORING_OP_WRITE (5.6), the same.  write_fixed:
 * IORING_OP_WRITE_FIXED on a registered file (IOSQE_FIXED_FILE) and
 * registered buffers, same batching.  -d: the file is opened O_DIRECT.
 * The file is created anew and written from offset 0 to MIB MiB, then
 * fsync'ed, and its size checked.  One key=value line of raw counts,
 * "bench=NAME" first (seqwrite unless -n says otherwise;
 * bench/report/benchlib.py computes the figures): the bytes written, the
 * wall time of the writes and of the fsync (write_ns, fsync_ns), the
 * process's CPU time (user and system, getrusage: cpu_self_ns), and the
 * whole machine's busy CPU time from /proc/stat (which also holds the
 * threads that run io_uring's buffered writes and the writeback), in clock
 * ticks (busy) of hz a second.
 */
#include <errno.h>
#include <fcntl.h>
#include <liburing.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#include "clock.h"

static void die(const char *what, int err)
{
	fprintf(stderr, "seqwrite: %s: %s\n", what, strerror(err));
	exit(1);
}

enum ring_op { OP_WRITEV, OP_WRITE, OP_WRITE_FIXED };

static void by_ring(int fd, enum ring_op op, size_t total, size_t bs, int qd, char **bufs)
{
	struct iovec *iov = calloc(qd, sizeof(*iov));
	struct io_uring ring;
	size_t off = 0;
	int i, ret;

	ret = io_uring_queue_init(qd, &ring, 0);
	if (ret)
		die("io_uring_queue_init", -ret);
	for (i = 0; i < qd; i++) {
		iov[i].iov_base = bufs[i];
		iov[i].iov_len = bs;
	}
	if (op == OP_WRITE_FIXED) {
		ret = io_uring_register_files(&ring, &fd, 1);
		if (!ret)
			ret = io_uring_register_buffers(&ring, iov, qd);
		if (ret)
			die("register", -ret);
	}
	while (off < total) {
		int n = 0;

		for (i = 0; i < qd && off < total; i++, n++, off += bs) {
			struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);

			if (op == OP_WRITE_FIXED) {
				io_uring_prep_write_fixed(sqe, 0, bufs[i], bs, off, i);
				sqe->flags |= IOSQE_FIXED_FILE;
			} else if (op == OP_WRITE) {
				io_uring_prep_write(sqe, fd, bufs[i], bs, off);
			} else {
				io_uring_prep_writev(sqe, fd, &iov[i], 1, off);
			}
		}
		ret = io_uring_submit_and_wait(&ring, n);
		if (ret != n)
			die("submit", ret < 0 ? -ret : EIO);
		for (i = 0; i < n; i++) {
			struct io_uring_cqe *cqe;

			ret = io_uring_wait_cqe(&ring, &cqe);
			if (ret)
				die("wait", -ret);
			if (cqe->res != (int)bs)
				die("short write", cqe->res < 0 ? -cqe->res : EIO);
			io_uring_cqe_seen(&ring, cqe);
		}
	}
	io_uring_queue_exit(&ring);
	free(iov);
}

int main(int argc, char **argv)
{
	const char *name = "seqwrite", *mode, *path;
	size_t total, bs, off;
	unsigned long long t0, t1, t2, c0, m0;
	int fd, qd, i, opt, direct = 0;
	struct stat st;
	char **bufs;

	while ((opt = getopt(argc, argv, "dn:")) != -1) {
		if (opt == 'd')
			direct = 1;
		else if (opt == 'n')
			name = optarg;
		else
			return 2;
	}
	if (argc - optind != 5) {
		fprintf(stderr, "usage: seqwrite [-d] [-n NAME] write|writev|write_op|write_fixed FILE MIB BS QD\n");
		return 2;
	}
	mode = argv[optind];
	path = argv[optind + 1];
	total = (size_t)atoi(argv[optind + 2]) << 20;
	bs = atoi(argv[optind + 3]);
	qd = atoi(argv[optind + 4]);
	if (!bs || total % bs || qd < 1)
		return 2;
	bufs = calloc(qd, sizeof(*bufs));
	for (i = 0; i < qd; i++) {
		if (posix_memalign((void **)&bufs[i], 4096, bs))
			die("posix_memalign", ENOMEM);
		memset(bufs[i], 'a' + i % 26, bs);
	}
	unlink(path);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | (direct ? O_DIRECT : 0), 0644);
	if (fd < 0)
		die(path, errno);

	c0 = cpu_ns();
	m0 = cpu_machine();
	t0 = now_ns();
	if (!strcmp(mode, "write")) {
		for (off = 0; off < total; off += bs)
			if (write(fd, bufs[0], bs) != (ssize_t)bs)
				die("write", errno);
	} else if (!strcmp(mode, "writev")) {
		by_ring(fd, OP_WRITEV, total, bs, qd, bufs);
	} else if (!strcmp(mode, "write_op")) {
		by_ring(fd, OP_WRITE, total, bs, qd, bufs);
	} else if (!strcmp(mode, "write_fixed")) {
		by_ring(fd, OP_WRITE_FIXED, total, bs, qd, bufs);
	} else {
		return 2;
	}
	t1 = now_ns();
	if (fsync(fd))
		die("fsync", errno);
	t2 = now_ns();
	if (fstat(fd, &st))
		die("fstat", errno);
	if ((size_t)st.st_size != total)
		die("file size", EIO);
	printf("bench=%s mode=%s bs=%zu qd=%d mib=%zu direct=%d bytes=%zu write_ns=%llu fsync_ns=%llu "
	       "cpu_self_ns=%llu busy=%llu hz=%ld\n",
	       name, mode, bs, qd, total >> 20, direct, total, t1 - t0, t2 - t1,
	       cpu_ns() - c0, cpu_machine() - m0, sysconf(_SC_CLK_TCK));
	close(fd);
	unlink(path);
	return 0;
}
