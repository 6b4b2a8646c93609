// SPDX-License-Identifier: GPL-2.0
/*
 * Built against the kernel-headers package only (scripts/rpm/rpm-test puts its
 * include directory first): <linux/io_uring.h> must hold the v5.4 header,
 * every v5.4 constant with its v5.4 value, every structure with its v5.4
 * layout, and what the series adds beyond v5.4 (the 5.5 to 5.11 levels,
 * with 5.12's files update skip and 5.13's multishot polls, poll updates
 * and resource tags) at upstream's numbers and layouts, and nothing of a
 * later level; OPENAT2's struct open_how and RESOLVE_* flags in
 * <linux/openat2.h> (5.6's, without 5.12's RESOLVE_CACHED); the
 * system call numbers in <asm/unistd.h>, openat2's included.  At run time, in
 * the VM booted from the package's kernel: a ring set up with these
 * definitions alone runs a NOP and a READV, and rejects an unknown flag.
 */
#include <linux/io_uring.h>
#include <linux/openat2.h>
#include <asm/unistd.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

#define SAME(a, b) _Static_assert((a) == (b), #a " != " #b)
#define AT(type, field, off) SAME(offsetof(struct type, field), off)

/* Constants of later levels, which the series has not brought in. */
#if defined(IORING_REGISTER_IOWQ_AFF) || defined(IORING_OP_MKDIRAT) || \
	defined(IORING_FEAT_CQE_SKIP)
#error "linux/io_uring.h is newer than the series"
#endif

SAME(__NR_io_uring_setup, 425);
SAME(__NR_io_uring_enter, 426);
SAME(__NR_io_uring_register, 427);
SAME(__NR_openat2, 437);

SAME(sizeof(struct open_how), 24);
AT(open_how, flags, 0);
AT(open_how, mode, 8);
AT(open_how, resolve, 16);
SAME(RESOLVE_NO_XDEV, 0x01);
SAME(RESOLVE_NO_MAGICLINKS, 0x02);
SAME(RESOLVE_NO_SYMLINKS, 0x04);
SAME(RESOLVE_BENEATH, 0x08);
SAME(RESOLVE_IN_ROOT, 0x10);
#ifdef RESOLVE_CACHED
#error "linux/openat2.h has 5.12's RESOLVE_CACHED, which the series has not"
#endif

SAME(IORING_OP_NOP, 0);
SAME(IORING_OP_READV, 1);
SAME(IORING_OP_WRITEV, 2);
SAME(IORING_OP_FSYNC, 3);
SAME(IORING_OP_READ_FIXED, 4);
SAME(IORING_OP_WRITE_FIXED, 5);
SAME(IORING_OP_POLL_ADD, 6);
SAME(IORING_OP_POLL_REMOVE, 7);
SAME(IORING_OP_SYNC_FILE_RANGE, 8);
SAME(IORING_OP_SENDMSG, 9);
SAME(IORING_OP_RECVMSG, 10);
SAME(IORING_OP_TIMEOUT, 11);

SAME(IOSQE_FIXED_FILE, 1U << 0);
SAME(IOSQE_IO_DRAIN, 1U << 1);
SAME(IOSQE_IO_LINK, 1U << 2);
SAME(IORING_FSYNC_DATASYNC, 1U << 0);

SAME(IORING_SETUP_IOPOLL, 1U << 0);
SAME(IORING_SETUP_SQPOLL, 1U << 1);
SAME(IORING_SETUP_SQ_AFF, 1U << 2);
SAME(IORING_SQ_NEED_WAKEUP, 1U << 0);
SAME(IORING_FEAT_SINGLE_MMAP, 1U << 0);
SAME(IORING_ENTER_GETEVENTS, 1U << 0);
SAME(IORING_ENTER_SQ_WAKEUP, 1U << 1);

SAME(IORING_REGISTER_BUFFERS, 0);
SAME(IORING_UNREGISTER_BUFFERS, 1);
SAME(IORING_REGISTER_FILES, 2);
SAME(IORING_UNREGISTER_FILES, 3);
SAME(IORING_REGISTER_EVENTFD, 4);
SAME(IORING_UNREGISTER_EVENTFD, 5);

SAME(IORING_OFF_SQ_RING, 0ULL);
SAME(IORING_OFF_CQ_RING, 0x8000000ULL);
SAME(IORING_OFF_SQES, 0x10000000ULL);

SAME(sizeof(struct io_uring_sqe), 64);
AT(io_uring_sqe, opcode, 0);
AT(io_uring_sqe, flags, 1);
AT(io_uring_sqe, ioprio, 2);
AT(io_uring_sqe, fd, 4);
AT(io_uring_sqe, off, 8);
AT(io_uring_sqe, addr, 16);
AT(io_uring_sqe, len, 24);
AT(io_uring_sqe, rw_flags, 28);
AT(io_uring_sqe, fsync_flags, 28);
AT(io_uring_sqe, poll_events, 28);
AT(io_uring_sqe, sync_range_flags, 28);
AT(io_uring_sqe, msg_flags, 28);
AT(io_uring_sqe, timeout_flags, 28);
AT(io_uring_sqe, user_data, 32);
AT(io_uring_sqe, buf_index, 40);
SAME(sizeof(((struct io_uring_sqe *)0)->poll_events), 2);
SAME(sizeof(((struct io_uring_sqe *)0)->buf_index), 2);

SAME(sizeof(struct io_uring_cqe), 16);
AT(io_uring_cqe, user_data, 0);
AT(io_uring_cqe, res, 8);
AT(io_uring_cqe, flags, 12);

SAME(sizeof(struct io_sqring_offsets), 40);
AT(io_sqring_offsets, head, 0);
AT(io_sqring_offsets, tail, 4);
AT(io_sqring_offsets, ring_mask, 8);
AT(io_sqring_offsets, ring_entries, 12);
AT(io_sqring_offsets, flags, 16);
AT(io_sqring_offsets, dropped, 20);
AT(io_sqring_offsets, array, 24);
AT(io_sqring_offsets, resv1, 28);
AT(io_sqring_offsets, resv2, 32);

SAME(sizeof(struct io_cqring_offsets), 40);
AT(io_cqring_offsets, head, 0);
AT(io_cqring_offsets, tail, 4);
AT(io_cqring_offsets, ring_mask, 8);
AT(io_cqring_offsets, ring_entries, 12);
AT(io_cqring_offsets, overflow, 16);
AT(io_cqring_offsets, cqes, 20);
#ifdef IORING_CQ_EVENTFD_DISABLED
/* 5.8: the first reserved word became the CQ ring's flags. */
AT(io_cqring_offsets, flags, 24);
AT(io_cqring_offsets, resv1, 28);
AT(io_cqring_offsets, resv2, 32);
#else
AT(io_cqring_offsets, resv, 24);
#endif

SAME(sizeof(struct io_uring_params), 120);
AT(io_uring_params, sq_entries, 0);
AT(io_uring_params, cq_entries, 4);
AT(io_uring_params, flags, 8);
AT(io_uring_params, sq_thread_cpu, 12);
AT(io_uring_params, sq_thread_idle, 16);
AT(io_uring_params, features, 20);
AT(io_uring_params, sq_off, 40);
AT(io_uring_params, cq_off, 80);

/*
 * Beyond v5.4, what the series has brought in so far (none of it in a
 * --with v54 build), at upstream's numbers and layouts.
 */
#ifdef IORING_SETUP_CQSIZE
SAME(IORING_SETUP_CQSIZE, 1U << 3);
#endif
#ifdef IORING_FEAT_NODROP
/* The 5.5 level. */
SAME(IORING_FEAT_NODROP, 1U << 1);
SAME(IORING_FEAT_SUBMIT_STABLE, 1U << 2);
SAME(IORING_TIMEOUT_ABS, 1U << 0);
SAME(IORING_REGISTER_FILES_UPDATE, 6);
SAME(IORING_OP_TIMEOUT_REMOVE, 12);
SAME(IORING_OP_ACCEPT, 13);
SAME(IORING_OP_ASYNC_CANCEL, 14);
SAME(IORING_OP_LINK_TIMEOUT, 15);
SAME(IORING_OP_CONNECT, 16);
SAME(IORING_OP_LAST >= IORING_OP_CONNECT + 1, 1);
AT(io_uring_sqe, addr2, 8);
AT(io_uring_sqe, accept_flags, 28);
AT(io_uring_sqe, cancel_flags, 28);
SAME(sizeof(struct io_uring_files_update), 16);
AT(io_uring_files_update, offset, 0);
AT(io_uring_files_update, resv, 4);
AT(io_uring_files_update, fds, 8);
#endif
#ifdef IORING_FEAT_CUR_PERSONALITY
/* The 5.6 level. */
SAME(IORING_OP_FALLOCATE, 17);
SAME(IORING_OP_OPENAT, 18);
SAME(IORING_OP_CLOSE, 19);
SAME(IORING_OP_FILES_UPDATE, 20);
SAME(IORING_OP_STATX, 21);
SAME(IORING_OP_READ, 22);
SAME(IORING_OP_WRITE, 23);
SAME(IORING_OP_FADVISE, 24);
SAME(IORING_OP_MADVISE, 25);
SAME(IORING_OP_SEND, 26);
SAME(IORING_OP_RECV, 27);
SAME(IORING_OP_OPENAT2, 28);
SAME(IORING_OP_EPOLL_CTL, 29);
#ifndef IORING_FEAT_FAST_POLL
SAME(IORING_OP_LAST, 30);
#endif
SAME(IOSQE_IO_HARDLINK, 1U << 3);
SAME(IOSQE_ASYNC, 1U << 4);
SAME(IORING_SETUP_CLAMP, 1U << 4);
SAME(IORING_SETUP_ATTACH_WQ, 1U << 5);
SAME(IORING_FEAT_RW_CUR_POS, 1U << 3);
SAME(IORING_FEAT_CUR_PERSONALITY, 1U << 4);
SAME(IORING_REGISTER_EVENTFD_ASYNC, 7);
SAME(IORING_REGISTER_PERSONALITY, 9);
SAME(IORING_UNREGISTER_PERSONALITY, 10);
AT(io_uring_sqe, fadvise_advice, 28);
AT(io_uring_sqe, open_flags, 28);
AT(io_uring_sqe, statx_flags, 28);
AT(io_uring_sqe, personality, 42);
SAME(sizeof(((struct io_uring_sqe *)0)->personality), 2);
AT(io_uring_params, wq_fd, 24);
AT(io_uring_params, resv, 28);
#else
AT(io_uring_params, resv, 24);
#endif
#ifdef IORING_FEAT_FAST_POLL
/* The 5.7/5.8 level, and 5.9's POLL_32BITS. */
SAME(IORING_OP_SPLICE, 30);
SAME(IORING_OP_PROVIDE_BUFFERS, 31);
SAME(IORING_OP_REMOVE_BUFFERS, 32);
SAME(IORING_OP_TEE, 33);
SAME(IOSQE_BUFFER_SELECT, 1U << 5);
SAME(IORING_FEAT_FAST_POLL, 1U << 5);
SAME(IORING_FEAT_POLL_32BITS, 1U << 6);
SAME(SPLICE_F_FD_IN_FIXED, 1U << 31);
SAME(IORING_CQE_F_BUFFER, 1U << 0);
SAME(IORING_CQE_BUFFER_SHIFT, 16);
SAME(IORING_CQ_EVENTFD_DISABLED, 1U << 0);
AT(io_uring_sqe, splice_off_in, 16);
AT(io_uring_sqe, splice_flags, 28);
AT(io_uring_sqe, poll32_events, 28);
AT(io_uring_sqe, buf_group, 40);
AT(io_uring_sqe, splice_fd_in, 44);
SAME(sizeof(((struct io_uring_sqe *)0)->poll32_events), 4);
SAME(sizeof(((struct io_uring_sqe *)0)->buf_group), 2);
SAME(sizeof(((struct io_uring_sqe *)0)->splice_fd_in), 4);
#endif
#ifdef IORING_SETUP_R_DISABLED
/* The 5.10 level: disabled rings and restrictions. */
SAME(IORING_SETUP_R_DISABLED, 1U << 6);
SAME(IORING_REGISTER_RESTRICTIONS, 11);
SAME(IORING_REGISTER_ENABLE_RINGS, 12);
SAME(IORING_RESTRICTION_REGISTER_OP, 0);
SAME(IORING_RESTRICTION_SQE_OP, 1);
SAME(IORING_RESTRICTION_SQE_FLAGS_ALLOWED, 2);
SAME(IORING_RESTRICTION_SQE_FLAGS_REQUIRED, 3);
SAME(IORING_RESTRICTION_LAST, 4);
SAME(sizeof(struct io_uring_restriction), 16);
AT(io_uring_restriction, opcode, 0);
AT(io_uring_restriction, register_op, 2);
AT(io_uring_restriction, sqe_op, 2);
AT(io_uring_restriction, sqe_flags, 2);
AT(io_uring_restriction, resv, 3);
AT(io_uring_restriction, resv2, 4);
#endif
#ifdef IORING_ENTER_SQ_WAIT
/* The 5.10 level: waiting for room in an SQPOLL ring's SQ ring. */
SAME(IORING_ENTER_SQ_WAIT, 1U << 2);
#endif
#ifdef IORING_FEAT_EXT_ARG
/* The 5.11 level, 5.12's files update skip, 5.13's polls. */
SAME(IORING_OP_SHUTDOWN, 34);
SAME(IORING_OP_RENAMEAT, 35);
SAME(IORING_OP_UNLINKAT, 36);
SAME(IORING_OP_LAST, 37);
SAME(IORING_TIMEOUT_UPDATE, 1U << 1);
SAME(IORING_ENTER_EXT_ARG, 1U << 3);
SAME(IORING_FEAT_SQPOLL_NONFIXED, 1U << 7);
SAME(IORING_FEAT_EXT_ARG, 1U << 8);
SAME(sizeof(struct io_uring_getevents_arg), 24);
AT(io_uring_getevents_arg, sigmask, 0);
AT(io_uring_getevents_arg, sigmask_sz, 8);
AT(io_uring_getevents_arg, pad, 12);
AT(io_uring_getevents_arg, ts, 16);
AT(io_uring_sqe, rename_flags, 28);
AT(io_uring_sqe, unlink_flags, 28);
SAME(IORING_REGISTER_FILES_SKIP, -2);
SAME(IORING_POLL_ADD_MULTI, 1U << 0);
SAME(IORING_POLL_UPDATE_EVENTS, 1U << 1);
SAME(IORING_POLL_UPDATE_USER_DATA, 1U << 2);
SAME(IORING_CQE_F_MORE, 1U << 1);
#elif defined(IORING_FEAT_FAST_POLL)
SAME(IORING_OP_LAST, 34);
#endif
#ifdef IORING_FEAT_RSRC_TAGS
/* 5.13's resource tags. */
SAME(IORING_FEAT_RSRC_TAGS, 1U << 10);
SAME(IORING_REGISTER_FILES2, 13);
SAME(IORING_REGISTER_FILES_UPDATE2, 14);
SAME(IORING_REGISTER_BUFFERS2, 15);
SAME(IORING_REGISTER_BUFFERS_UPDATE, 16);
SAME(sizeof(struct io_uring_rsrc_register), 32);
AT(io_uring_rsrc_register, nr, 0);
AT(io_uring_rsrc_register, resv, 4);
AT(io_uring_rsrc_register, resv2, 8);
AT(io_uring_rsrc_register, data, 16);
AT(io_uring_rsrc_register, tags, 24);
SAME(sizeof(struct io_uring_rsrc_update), 16);
AT(io_uring_rsrc_update, offset, 0);
AT(io_uring_rsrc_update, resv, 4);
AT(io_uring_rsrc_update, data, 8);
SAME(sizeof(struct io_uring_rsrc_update2), 32);
AT(io_uring_rsrc_update2, offset, 0);
AT(io_uring_rsrc_update2, resv, 4);
AT(io_uring_rsrc_update2, data, 8);
AT(io_uring_rsrc_update2, tags, 16);
AT(io_uring_rsrc_update2, nr, 24);
AT(io_uring_rsrc_update2, resv2, 28);
#endif
#ifdef IORING_REGISTER_PROBE
SAME(IORING_REGISTER_PROBE, 8);
SAME(IO_URING_OP_SUPPORTED, 1U << 0);
SAME(IORING_OP_LAST >= IORING_OP_TIMEOUT + 1, 1);
SAME(sizeof(struct io_uring_probe_op), 8);
AT(io_uring_probe_op, op, 0);
AT(io_uring_probe_op, resv, 1);
AT(io_uring_probe_op, flags, 2);
AT(io_uring_probe_op, resv2, 4);
SAME(sizeof(struct io_uring_probe), 16);
AT(io_uring_probe, last_op, 0);
AT(io_uring_probe, ops_len, 1);
AT(io_uring_probe, resv, 2);
AT(io_uring_probe, resv2, 4);
AT(io_uring_probe, ops, 16);
#endif

static int fails;

#define CHECK(cond, ...) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "uapi_io_uring: %s:%d: ", __FILE__, __LINE__); \
		fprintf(stderr, __VA_ARGS__);				\
		fputc('\n', stderr);					\
		fails++;						\
	}								\
} while (0)

/* Submit one SQE on a fresh 4-entry ring and return its CQE. */
static int one(const struct io_uring_sqe *in, struct io_uring_cqe *out)
{
	struct io_uring_params p;
	unsigned int *sq_tail, *sq_array, *cq_head, *cq_tail;
	struct io_uring_sqe *sqes;
	struct io_uring_cqe *cqes;
	size_t sq_len, cq_len;
	void *sq, *cq;
	int fd, ret;

	memset(&p, 0, sizeof(p));
	fd = syscall(__NR_io_uring_setup, 4, &p);
	if (fd < 0)
		return -errno;
	ret = -EIO;
	if (!(p.features & IORING_FEAT_SINGLE_MMAP) || p.cq_entries != 2 * p.sq_entries)
		goto out;
	sq_len = p.sq_off.array + p.sq_entries * sizeof(unsigned int);
	cq_len = p.cq_off.cqes + p.cq_entries * sizeof(struct io_uring_cqe);
	sq = mmap(NULL, sq_len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, IORING_OFF_SQ_RING);
	cq = mmap(NULL, cq_len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, IORING_OFF_CQ_RING);
	sqes = mmap(NULL, p.sq_entries * sizeof(*sqes), PROT_READ | PROT_WRITE,
		    MAP_SHARED, fd, IORING_OFF_SQES);
	if (sq == MAP_FAILED || cq == MAP_FAILED || sqes == MAP_FAILED)
		goto out;
	sq_tail = (unsigned int *)((char *)sq + p.sq_off.tail);
	sq_array = (unsigned int *)((char *)sq + p.sq_off.array);
	cq_head = (unsigned int *)((char *)cq + p.cq_off.head);
	cq_tail = (unsigned int *)((char *)cq + p.cq_off.tail);
	cqes = (struct io_uring_cqe *)((char *)cq + p.cq_off.cqes);

	sqes[0] = *in;
	sq_array[0] = 0;
	__atomic_store_n(sq_tail, 1, __ATOMIC_RELEASE);
	ret = syscall(__NR_io_uring_enter, fd, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0);
	if (ret != 1) {
		ret = ret < 0 ? -errno : -EIO;
		goto out;
	}
	if (__atomic_load_n(cq_tail, __ATOMIC_ACQUIRE) != 1)
		goto out;
	*out = cqes[0];
	*cq_head = 1;
	ret = 0;
out:
	close(fd);
	return ret;
}

int main(void)
{
	struct io_uring_params p;
	struct io_uring_sqe sqe;
	struct io_uring_cqe cqe;
	char buf[16] = { 0 };
	struct iovec iov = { buf, sizeof(buf) };
	int pipefd[2], ret;

	memset(&sqe, 0, sizeof(sqe));
	sqe.opcode = IORING_OP_NOP;
	sqe.user_data = 0x5404;
	ret = one(&sqe, &cqe);
	CHECK(ret == 0, "NOP: %d", ret);
	CHECK(ret || (cqe.user_data == 0x5404 && cqe.res == 0),
	      "NOP: user_data %llx res %d", (unsigned long long)cqe.user_data, cqe.res);

	CHECK(pipe(pipefd) == 0 && write(pipefd[1], "kernel-headers", 15) == 15, "pipe");
	memset(&sqe, 0, sizeof(sqe));
	sqe.opcode = IORING_OP_READV;
	sqe.fd = pipefd[0];
	sqe.addr = (unsigned long)&iov;
	sqe.len = 1;
	sqe.user_data = 7;
	ret = one(&sqe, &cqe);
	CHECK(ret == 0 && cqe.user_data == 7 && cqe.res == 15 && !strcmp(buf, "kernel-headers"),
	      "READV: ret %d res %d buf '%s'", ret, cqe.res, buf);

#ifdef IORING_FEAT_NODROP
	/* The kernel says what the header says it has. */
	memset(&p, 0, sizeof(p));
	ret = syscall(__NR_io_uring_setup, 4, &p);
	CHECK(ret >= 0 && (p.features & (IORING_FEAT_NODROP | IORING_FEAT_SUBMIT_STABLE)) ==
	      (IORING_FEAT_NODROP | IORING_FEAT_SUBMIT_STABLE),
	      "features %#x", p.features);
	if (ret >= 0)
		close(ret);
#endif
#ifdef IORING_FEAT_FAST_POLL
	memset(&p, 0, sizeof(p));
	ret = syscall(__NR_io_uring_setup, 4, &p);
	CHECK(ret >= 0 && (p.features & (IORING_FEAT_FAST_POLL | IORING_FEAT_POLL_32BITS)) ==
	      (IORING_FEAT_FAST_POLL | IORING_FEAT_POLL_32BITS) && p.cq_off.flags &&
	      p.cq_off.flags != p.cq_off.overflow,
	      "5.8 level: features %#x cq_off.flags %u", p.features, p.cq_off.flags);
	if (ret >= 0)
		close(ret);
#endif

#ifdef IORING_SETUP_R_DISABLED
	/* A disabled ring: io_uring_enter() -EBADFD until enabled. */
	memset(&p, 0, sizeof(p));
	p.flags = IORING_SETUP_R_DISABLED;
	ret = syscall(__NR_io_uring_setup, 4, &p);
	CHECK(ret >= 0, "setup R_DISABLED: %d errno %d", ret, errno);
	if (ret >= 0) {
		int e = syscall(__NR_io_uring_enter, ret, 0, 0, 0, NULL, 0);

		CHECK(e < 0 && errno == EBADFD, "enter disabled: %d errno %d",
		      e, errno);
		CHECK(!syscall(__NR_io_uring_register, ret,
			       IORING_REGISTER_ENABLE_RINGS, NULL, 0),
		      "enable rings: errno %d", errno);
		close(ret);
	}
#endif

	/* 1 << 7 (5.19's COOP_TASKRUN) is a flag of none of our levels. */
	memset(&p, 0, sizeof(p));
	p.flags = 1U << 7;
	ret = syscall(__NR_io_uring_setup, 4, &p);
	CHECK(ret < 0 && errno == EINVAL, "setup flag 1<<7: %d errno %d", ret, errno);

	printf("uapi_io_uring: %s\n", fails ? "FAIL" : "ok");
	return fails ? 1 : 0;
}
