// SPDX-License-Identifier: GPL-2.0
/*
 * sqe_fuzz: a bounded, seeded fuzzer of the v5.4 io_uring interface, for
 * `make fuzz` (Documentation/testing.md).  Not a selftest: it is not in
 * TESTS, and it checks no expected value; it looks for what the kernel
 * must never do whatever it is given: oops, warn, leak, hang, or hand a
 * kernel-internal errno (-ERESTARTSYS, -EIOCBQUEUED, ...) to user space.
 *
 * Raw system calls (425-427) and our own copy of the v5.4 structures, so
 * that it can build what liburing would refuse to.  The parent forks
 * children, FUZZ_JOBS at a time, each for a round of up to FUZZ_ROUND
 * seconds with a seed derived from the run's seed.  A child sets up rings
 * of any size and flags, maps them (sometimes wrongly, sometimes unmapping
 * them early), fills SQEs with every opcode (and unknown ones), flags,
 * links and drains on every kind of fd, address and length, calls enter
 * and register with random arguments, forks, dups and closes rings with
 * requests in flight, scribbles on the shared ring memory, and exits with
 * requests in flight; the parent SIGKILLs a third of the children at a
 * random moment.  The opcodes of 5.5 and 5.6 are written as a program
 * would write them too (fill_sqe_56(): paths, a FIFO whose open waits,
 * CLOSE of dups and rings, statx buffers, epoll events, offset -1,
 * personalities), beside 5.5's CQSIZE and 5.6's CLAMP and ATTACH_WQ, the
 * FILES_UPDATE, EVENTFD_ASYNC, PROBE and (UN)REGISTER_PERSONALITY
 * registrations.  So is what 5.7 to 5.9 added (fill_sqe_57(),
 * buffer_select(), toggle_cq_flags()): SPLICE between files and two pipes
 * (SPLICE_F_FD_IN_FIXED too) and TEE between the pipes, PROVIDE_BUFFERS
 * into a few small groups and REMOVE_BUFFERS, IOSQE_BUFFER_SELECT on
 * READ, READV, RECV and RECVMSG (and now and then on others), POLL_ADD
 * with the upper 16 of its 32-bit events (EPOLLET, EPOLLONESHOT,
 * EPOLLEXCLUSIVE), and the CQ ring's flags word toggled
 * (IORING_CQ_EVENTFD_DISABLED) where setup says it exists; later opcodes
 * get random fields.  Every child has its own process group, so what it
 * forked goes with it; the parent is their subreaper.
 *
 *  - a child still running FUZZ_STUCK seconds after its round should have
 *    ended is killed and reported as STUCK (a system call that neither
 *    finished nor saw the 100 ms interval timer's signals for that long),
 *    unless the SQ heads of its group's rings still move (a long batch
 *    being submitted, given up to 300 s more: past_deadline()), or unless
 *    it sleeps in io_uring_enter() with SIGALRM blocked (SigBlk in
 *    /proc/PID/status): its sigmask came from memory of random content and
 *    the wait it asked for ends only with its CQEs, as in v5.4; or unless
 *    it waits for a pipe's lock that an io worker of its own holds while
 *    its SPLICE or TEE waits for data (show_group()); such a child is
 *    killed and counted, not reported, if the SIGKILL ends it;
 *  - a process of a child's group still there FUZZ_GRACE seconds after
 *    SIGKILL is a HANG (root: its /proc/PID/stack and sysrq-w go to the
 *    console);
 *  - a child that dies of anything but the parent's planned SIGKILL, or
 *    sees a kernel-internal errno, is a FAIL; but a SIGKILL while the
 *    kernel's count of OOM kills (/proc/vmstat oom_kill) went up is the
 *    OOM killer's answer to what the child asked a worker to fill
 *    (mm/oom_kill.c, patch 69): counted, not reported.  The parent is
 *    exempt from the OOM killer (as root), its children are not.
 * Each of these prints the child's seed and dumps the last 64 system calls
 * and SQEs of its process group (kept in memory shared with the parent) to
 * FUZZ_LOG (the console in the test VM), where every child's seed and pid
 * are also written when it starts, so an oops names the child through its
 * pid.  `sqe_fuzz --replay CHILD_SEED` runs that child again.
 *
 * Usage: sqe_fuzz [-s SEED] [-t SECONDS] [-j JOBS] [-d DIR]... [-b BLOCKDEV]
 *                 [--unpriv[=mix]] [--replay CHILD_SEED]
 * or the environment: FUZZ_SEED, FUZZ_SECONDS (60), FUZZ_JOBS (online
 * CPUs), FUZZ_DIRS (/mnt/ext4:/mnt/xfs), FUZZ_BDEV (/dev/iou-raw),
 * FUZZ_UNPRIV (0; 1: all children as uid 65534; mix: half of them),
 * FUZZ_LOG, FUZZ_ROUND (6), FUZZ_STUCK (60), FUZZ_GRACE (60), FUZZ_REPLAY
 * (a child's seed: that child alone, as --replay).  A replay makes the same
 * random choices until the first one that depends on timing (how many
 * CQEs have arrived, whether the SQ thread sleeps), so it mostly, not
 * always, repeats the child's calls.
 * Directories and the device that are missing are skipped.  It writes to
 * the block device it is given and can hang the kernel it runs on, so it
 * refuses to run without FUZZ_VM=1 (set by the test VM's /init).
 *
 * Output: TAP, one case: "ok 1 sqe_fuzz seed=... calls=..." or "not ok".
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <inttypes.h>
#include <limits.h>
#include <malloc.h>
#include <linux/fs.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;

/* ---- the v5.4 ABI (../shared/facts/io_uring-v5.4.md), our own copy ---- */
#define NR_SETUP	425
#define NR_ENTER	426
#define NR_REGISTER	427

#define SETUP_IOPOLL	(1U << 0)
#define SETUP_SQPOLL	(1U << 1)
#define SETUP_SQ_AFF	(1U << 2)
#define SETUP_CQSIZE	(1U << 3)	/* 5.5 (patch 70); unknown to v5.4 */
#define FEAT_SINGLE_MMAP (1U << 0)

#define SQE_FIXED_FILE	(1U << 0)
#define SQE_IO_DRAIN	(1U << 1)
#define SQE_IO_LINK	(1U << 2)
#define SQE_IO_HARDLINK	(1U << 3)	/* 5.5 */
#define SQE_ASYNC	(1U << 4)	/* 5.6 */
#define SQE_BUFFER_SELECT (1U << 5)	/* 5.7: a buffer of sqe->buf_group */
#define SETUP_CLAMP	(1U << 4)	/* 5.6 */
#define SETUP_ATTACH_WQ	(1U << 5)	/* 5.6: params.wq_fd, our resv[0] */
#define FEAT_POLL_32BITS (1U << 6)	/* 5.9: POLL_ADD reads 32-bit events */
#define CQ_EVENTFD_DISABLED (1U << 0)	/* 5.8: in the CQ ring's flags word */
#define SPLICE_F_FD_IN_FIXED (1U << 31)	/* 5.7: splice_fd_in is an index */

#define ENTER_GETEVENTS	(1U << 0)
#define ENTER_SQ_WAKEUP	(1U << 1)
#define SQ_NEED_WAKEUP	(1U << 0)

#define OFF_SQ_RING	0ULL
#define OFF_CQ_RING	0x8000000ULL
#define OFF_SQES	0x10000000ULL

enum { OP_NOP, OP_READV, OP_WRITEV, OP_FSYNC, OP_READ_FIXED, OP_WRITE_FIXED,
       OP_POLL_ADD, OP_POLL_REMOVE, OP_SYNC_FILE_RANGE, OP_SENDMSG,
       OP_RECVMSG, OP_TIMEOUT, OP_V54_LAST = OP_TIMEOUT,
       /* 5.5 and 5.6 */
       OP_TIMEOUT_REMOVE, OP_ACCEPT, OP_ASYNC_CANCEL, OP_LINK_TIMEOUT,
       OP_CONNECT, OP_FALLOCATE, OP_OPENAT, OP_CLOSE, OP_FILES_UPDATE,
       OP_STATX, OP_READ, OP_WRITE, OP_FADVISE, OP_MADVISE, OP_SEND, OP_RECV,
       OP_OPENAT2, OP_EPOLL_CTL,
       /* 5.7 */
       OP_SPLICE, OP_PROVIDE_BUFFERS, OP_REMOVE_BUFFERS, OP_TEE,
       OP_V57_LAST = OP_TEE };

enum { REG_BUFFERS, UNREG_BUFFERS, REG_FILES, UNREG_FILES, REG_EVENTFD,
       UNREG_EVENTFD, REG_FILES_UPDATE, REG_EVENTFD_ASYNC, REG_PROBE,
       REG_PERSONALITY, UNREG_PERSONALITY };

struct fz_sqe {
	u8 opcode;
	u8 flags;
	u16 ioprio;
	int32_t fd;
	u64 off;
	u64 addr;
	u32 len;
	u32 op_flags;	/* rw, fsync, poll_events (u16; 5.9: u32), sync_range,
			 * msg, timeout, ..., splice_flags (5.7) */
	u64 user_data;
	union {
		struct {
			union {
				u16 buf_index;
				u16 buf_group;	/* 5.7: BUFFER_SELECT, PROVIDE */
			};
			u16 personality;	/* 5.6 */
			int32_t splice_fd_in;	/* 5.7: SPLICE, TEE */
		};
		u64 pad2[3];
	};
};

struct fz_cqe {
	u64 user_data;
	int32_t res;
	u32 flags;
};

struct fz_params {
	u32 sq_entries, cq_entries, flags, sq_thread_cpu, sq_thread_idle;
	u32 features, resv[4];
	struct { u32 head, tail, ring_mask, ring_entries, flags, dropped,
		 array, resv1; u64 resv2; } sq_off;
	/* 5.8: flags, 0 from a kernel without the CQ ring's flags word */
	struct { u32 head, tail, ring_mask, ring_entries, overflow, cqes,
		 flags, resv1; u64 resv2; } cq_off;
};

_Static_assert(sizeof(struct fz_sqe) == 64, "v5.4 SQE is 64 bytes");
_Static_assert(sizeof(struct fz_cqe) == 16, "v5.4 CQE is 16 bytes");
_Static_assert(sizeof(struct fz_params) == 120, "v5.4 params are 120 bytes");
_Static_assert(__builtin_offsetof(struct fz_sqe, splice_fd_in) == 44,
	       "splice_fd_in is the s32 at byte 44");
_Static_assert(__builtin_offsetof(struct fz_params, cq_off.flags) == 104,
	       "cq_off.flags follows cq_off.cqes");

static const char *const op_names[] = {
	"NOP", "READV", "WRITEV", "FSYNC", "READ_FIXED", "WRITE_FIXED",
	"POLL_ADD", "POLL_REMOVE", "SYNC_FILE_RANGE", "SENDMSG", "RECVMSG",
	"TIMEOUT",
	/* after v5.4: -EINVAL on this kernel */
	"TIMEOUT_REMOVE", "ACCEPT", "ASYNC_CANCEL", "LINK_TIMEOUT", "CONNECT",
	"FALLOCATE", "OPENAT", "CLOSE", "FILES_UPDATE", "STATX", "READ",
	"WRITE", "FADVISE", "MADVISE", "SEND", "RECV", "OPENAT2", "EPOLL_CTL",
	"SPLICE", "PROVIDE_BUFFERS", "REMOVE_BUFFERS", "TEE", "SHUTDOWN",
	"RENAMEAT", "UNLINKAT", "MKDIRAT", "SYMLINKAT", "LINKAT", "MSG_RING",
};
#define NAMED_OPS	41		/* 0..40 */

/* ---- statistics, in memory shared between a child and the parent ---- */
#define OPB_OTHER	NAMED_OPS	/* opcode > 40 */
#define OPB_UNKNOWN	(NAMED_OPS + 1)	/* CQE with a user_data not ours */
#define NOPB		(NAMED_OPS + 2)
/* Result classes: 0 positive, 1 zero, 1 + e for -e (e < 1024), 1025 other. */
#define NRES		1026
enum { S_SETUP, S_ENTER, S_REGISTER, S_MMAP, NSYS };
static const char *const sys_names[NSYS] = {
	"io_uring_setup", "io_uring_enter", "io_uring_register", "mmap(ring)",
};

struct stats {
	u64 calls, sqes_written, sqes_submitted, cqes, rings, forks, scribbles;
	u32 bad;
	char bad_msg[200];
	u32 res[NOPB][NRES];
	u32 sys[NSYS][NRES];
};

/* ---- the trace: the last TRACE_N events of a child's process group ---- */
#define TRACE_N		64
enum { T_SETUP, T_ENTER, T_REGISTER, T_MMAP, T_MUNMAP, T_MREMAP, T_CLOSE,
       T_DUP, T_DUP2, T_FORK, T_SQE, T_SCRIBBLE, T_KILL, T_MISC, T_START,
       T_EXIT, T_NKINDS };
static const char *const kind_names[T_NKINDS] = {
	"setup", "enter", "register", "mmap", "munmap", "mremap", "close",
	"dup", "dup2", "fork", "SQE", "scribble", "kill", "misc", "start",
	"exit",
};
#define PENDING		INT64_MIN

struct tent {
	u64 seq;		/* 0 while being written */
	int32_t pid;
	u16 kind, sub;
	int64_t ret;
	u64 a[6];
};

struct trace {
	u64 seq;
	struct tent e[TRACE_N];
};

/* ---- random numbers: xorshift64*, seeded through splitmix64 ---- */
static u64 rs = 1;

static u64 splitmix(u64 x)
{
	x += 0x9e3779b97f4a7c15ULL;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

static u64 rnd(void)
{
	rs ^= rs >> 12;
	rs ^= rs << 25;
	rs ^= rs >> 27;
	return rs * 0x2545f4914f6cdd1dULL;
}

static u64 rn(u64 n)
{
	return n ? rnd() % n : 0;
}

#define ONE_IN(n)	(rn(n) == 0)

static u64 interesting64(void)
{
	static const u64 v[] = {
		0, 1, 2, 7, 511, 512, 513, 4095, 4096, 4097, 65536, 1 << 20,
		8 << 20, 0x7fffffffULL, 0x80000000ULL, 0xffffffffULL,
		1ULL << 32, 1ULL << 40, 1ULL << 62, INT64_MAX, (u64)INT64_MIN,
		(u64)-1, (u64)-2, (u64)-512, (u64)-4096,
	};

	return ONE_IN(6) ? rnd() : v[rn(sizeof(v) / sizeof(v[0]))];
}

static u32 interesting32(void)
{
	static const u32 v[] = {
		0, 1, 2, 3, 8, 16, 31, 32, 33, 64, 127, 128, 255, 256, 1023,
		1024, 1025, 4095, 4096, 4097, 32768, 65535, 65536, 0x7fffffff,
		0x80000000, 0xfffffffe, 0xffffffff,
	};

	return ONE_IN(6) ? (u32)rnd() : v[rn(sizeof(v) / sizeof(v[0]))];
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- configuration, set by the parent before it forks ---- */
#define MAX_DIRS	4
static struct target {
	char path[256];		/* the scratch directory inside the mount */
	char name[64];
} dirs[MAX_DIRS];
static int ndirs;
static int bdev_rw = -1, bdev_ro = -1;
static u64 bdev_size;

/* ======================= the child ======================= */

static struct stats *ST;
static struct trace *TR;
static int fault_fd = -1;	/* the trace log, for on_fault() */
static pid_t mypid;
static int is_grandchild;
static double deadline;

static void inc(u64 *p)
{
	__atomic_fetch_add(p, 1, __ATOMIC_RELAXED);
}

static int res_class(long r)
{
	if (r > 0)
		return 0;
	if (r == 0)
		return 1;
	if (r >= -1023)
		return 1 - r;
	return NRES - 1;
}

/* Errnos the kernel keeps for itself: user space must never see them. */
static int internal_errno(long r)
{
	return (r <= -512 && r >= -516) || r == -529;
}

static void flag_bad(const char *fmt, ...)
{
	va_list ap;

	if (__atomic_fetch_add(&ST->bad, 1, __ATOMIC_RELAXED))
		return;
	va_start(ap, fmt);
	vsnprintf(ST->bad_msg, sizeof(ST->bad_msg), fmt, ap);
	va_end(ap);
}

static long tr_begin(int kind, int sub, u64 a0, u64 a1, u64 a2, u64 a3,
		     u64 a4, u64 a5)
{
	u64 s = __atomic_fetch_add(&TR->seq, 1, __ATOMIC_RELAXED);
	struct tent *e = &TR->e[s % TRACE_N];

	__atomic_store_n(&e->seq, 0, __ATOMIC_RELAXED);
	e->pid = mypid;
	e->kind = kind;
	e->sub = sub;
	e->ret = PENDING;
	e->a[0] = a0, e->a[1] = a1, e->a[2] = a2;
	e->a[3] = a3, e->a[4] = a4, e->a[5] = a5;
	__atomic_store_n(&e->seq, s + 1, __ATOMIC_RELEASE);
	return (long)s;
}

static void tr_end(long s, long ret)
{
	struct tent *e = &TR->e[(u64)s % TRACE_N];

	if (__atomic_load_n(&e->seq, __ATOMIC_ACQUIRE) == (u64)s + 1)
		e->ret = ret;
}

/* A system call, counted and traced; -errno on failure. */
static long fz_sys(int kind, int sysidx, long nr, u64 a0, u64 a1, u64 a2,
		   u64 a3, u64 a4, u64 a5)
{
	long s = tr_begin(kind, 0, a0, a1, a2, a3, a4, a5), r;

	r = syscall(nr, a0, a1, a2, a3, a4, a5);
	if (r == -1)
		r = -errno;
	tr_end(s, r);
	inc(&ST->calls);
	if (sysidx >= 0) {
		__atomic_fetch_add(&ST->sys[sysidx][res_class(r)], 1,
				   __ATOMIC_RELAXED);
		if (internal_errno(r))
			flag_bad("%s returned kernel-internal errno %ld",
				 sys_names[sysidx], -r);
	}
	return r;
}

/* Any other call: traced as T_MISC (or @kind) with subcode @sub. */
#define SYSC(kind, sub, a0, a1, expr) ({				\
	long __s = tr_begin(kind, sub, (u64)(a0), (u64)(a1), 0, 0, 0, 0); \
	long __r = (long)(expr);					\
	if (__r == -1)							\
		__r = -errno;						\
	tr_end(__s, __r);						\
	inc(&ST->calls);						\
	__r;								\
})

/* ---- memory the child hands to the kernel ---- */
#define DATA_LEN	(4UL << 20)
#define SCRATCH_LEN	(256UL << 10)
#define ODD_LEN		(64UL << 10)
static u8 *data, *scratch, *none_r, *ro_r, *fmap;
static u64 hole;
static size_t scr_off, fmap_len;

static const u64 kaddrs[] = {
	0xffff888000000000ULL,	/* direct map */
	0xffffffff81000000ULL,	/* kernel text */
	0xffffc90000000000ULL,	/* vmalloc */
	0xffffea0000000000ULL,	/* struct pages */
	0xfffffe0000000000ULL,	/* cpu entry area */
	0x00007ffffffff000ULL,	/* last user page */
	0x0000800000000000ULL,	/* first non-canonical */
	0x8000000000000000ULL,
	0xfffffffffffff000ULL,
	0xffffffffffffffffULL,
};

static void *salloc(size_t n)
{
	void *p;

	n = (n + 63) & ~63UL;
	if (n > SCRATCH_LEN / 4)
		n = SCRATCH_LEN / 4;
	if (scr_off + n > SCRATCH_LEN)
		scr_off = 0;
	p = scratch + scr_off;
	scr_off += n;
	return p;
}

/* ---- rings ---- */
#define MAX_RINGS	4
#define MAX_STALE	8
struct ring {
	int fd;			/* -1: closed (its mappings may live on) */
	int used;
	int dirty;		/* its memory was written by us or a read */
	int sqpoll, iopoll;
	struct fz_params p;
	u8 *sq, *cq, *sqes;	/* NULL when not (or no longer) mapped */
	size_t sq_len, cq_len, sqes_len;
	int single;
	u32 sq_n, cq_n;
	int nbufs, nfiles;
	struct iovec bufs[16];
	u16 pers[4];		/* personalities registered (5.6) */
	int npers;
	u64 provided;		/* buffers PROVIDE_BUFFERS asked for (5.7) */
};
static struct ring rings[MAX_RINGS];
static struct { void *addr; size_t len; } stale[MAX_STALE];

static u32 *ring_u32(u8 *base, u32 off)
{
	return (u32 *)(base + off);
}

/* ---- fds of every kind ---- */
enum { K_FILE, K_DIRECT, K_BDEV, K_BDEV_RO, K_MEMFD, K_PIPE_R, K_PIPE_W,
       K_UNIX, K_UNIX_DGRAM, K_TCP, K_TCP_LISTEN, K_UDP, K_EVENTFD,
       K_SIGNALFD, K_TIMERFD, K_EPOLL, K_DIR, K_NULL, K_ZERO, K_DUP };
#define MAX_POOL	64
static struct pfd { int fd, kind; } pool[MAX_POOL];
static int npool, closed_fd = -1, epfd = -1;
static struct sockaddr_in listen_addr;	/* the TCP listener's, for CONNECT */

static void pool_add(int fd, int kind)
{
	if (fd >= 0 && npool < MAX_POOL)
		pool[npool++] = (struct pfd){ fd, kind };
}

static int is_file_kind(int k)
{
	return k == K_FILE || k == K_DIRECT || k == K_BDEV || k == K_BDEV_RO ||
	       k == K_MEMFD;
}

static int is_sock_kind(int k)
{
	return k == K_UNIX || k == K_UNIX_DGRAM || k == K_TCP ||
	       k == K_TCP_LISTEN || k == K_UDP;
}

static int is_pipe_r_kind(int k)
{
	return k == K_PIPE_R;
}

static int is_pipe_w_kind(int k)
{
	return k == K_PIPE_W;
}

/*
 * The pool's two pipes, [i][0] reading what [i][1] writes: a SPLICE or
 * TEE from a pipe into itself is -EINVAL, so pipe->pipe needs the other.
 */
static int pipes[2][2] = { { -1, -1 }, { -1, -1 } };

static struct pfd *pool_pick(int (*want)(int))
{
	for (int i = 0; i < 8; i++) {
		struct pfd *p = &pool[rn(npool)];

		if (!want || want(p->kind))
			return p;
	}
	return &pool[rn(npool)];
}

static struct ring *pick_ring(int need_map)
{
	int i, start = rn(MAX_RINGS);

	for (i = 0; i < MAX_RINGS; i++) {
		struct ring *r = &rings[(start + i) % MAX_RINGS];

		if (r->used && (!need_map || (r->sq && r->sqes)))
			return r;
	}
	return NULL;
}

static int pick_fd(void)
{
	struct ring *r;

	switch (rn(20)) {
	case 12: case 13: case 14:
		r = pick_ring(0);
		if (r)
			return r->fd;
		/* fall through */
	default:
		return pool[rn(npool)].fd;
	case 15:
		return -1;
	case 16:
		return closed_fd;
	case 17:
		return rn(64);
	case 18:
		return ONE_IN(2) ? 1 << 20 : INT_MAX;
	case 19:
		return (int)rnd();
	}
}

/* An address in one of the regions, valid for @len bytes or not at all. */
static u64 pick_addr(u64 len)
{
	u64 l = len > DATA_LEN ? DATA_LEN : len, a;
	struct ring *r;

	switch (rn(24)) {
	default:
		a = (u64)data + rn(DATA_LEN - l + 1);
		return a & ~(u64)(ONE_IN(4) ? 0 : ONE_IN(3) ? 511 : 4095);
	case 12:
		return 0;
	case 13:
		return rn(4096);
	case 14:
		return (u64)none_r + rn(ODD_LEN);
	case 15:
		return (u64)ro_r + (rn(ODD_LEN) & ~4095UL);
	case 16:
		return hole + rn(ODD_LEN);
	case 17:
		return kaddrs[rn(sizeof(kaddrs) / sizeof(kaddrs[0]))] +
		       (ONE_IN(2) ? 0 : rn(1 << 20));
	case 18:	/* the SQ/CQ rings and the SQE array themselves */
		r = pick_ring(0);
		if (r && r->sq && ONE_IN(3)) {
			r->dirty = 1;
			return (u64)r->sq + rn(r->sq_len);
		}
		if (r && r->cq && ONE_IN(2)) {
			r->dirty = 1;
			return (u64)r->cq + (rn(r->cq_len) & ~15UL);
		}
		if (r && r->sqes) {
			r->dirty = 1;
			return (u64)r->sqes + (rn(r->sqes_len) & ~63UL);
		}
		return (u64)data;
	case 19:	/* a shared file mapping */
		if (fmap)
			return (u64)fmap + (rn(fmap_len) & ~4095UL);
		return (u64)data;
	case 20:	/* runs into the guard page after the data area */
		return (u64)data + DATA_LEN - rn(8192);
	case 21:
		return rnd();
	case 22:	/* our own iovecs and msghdrs */
		return (u64)scratch + rn(SCRATCH_LEN);
	case 23:
		return (u64)data + rn(DATA_LEN);
	}
}

static u64 pick_len(void)
{
	switch (rn(16)) {
	case 0: return 0;
	case 1: return 1;
	case 2: return 512;
	case 3: case 4: case 5: return 4096;
	case 6: return 4096 * (1 + rn(16));
	case 7: return 512 * (1 + rn(128));
	case 8: return rn(65536);
	case 9: return DATA_LEN;
	case 10: return rn(1 << 20);
	case 11: return 0x7ffff000;
	case 12: return UINT32_MAX;
	case 13: return SIZE_MAX;
	case 14: return (1UL << 30) + 1;
	default: return 8192;
	}
}

/* An offset that means something for a file of @kind. */
static u64 pick_off(int kind)
{
	if (ONE_IN(10))
		return interesting64();
	switch (kind) {
	case K_FILE: case K_DIRECT: case K_MEMFD:
		return ONE_IN(4) ? rn(8 << 20) : 4096 * rn(2048);
	case K_BDEV: case K_BDEV_RO:
		return 4096 * rn(bdev_size ? bdev_size / 4096 + 2 : 65536);
	default:
		return 0;
	}
}

/* A valid iovec array of @n entries over the data area, O_DIRECT-aligned. */
static struct iovec *valid_iovs(int n)
{
	struct iovec *iov = salloc(n * sizeof(*iov));

	for (int i = 0; i < n; i++) {
		size_t len = ONE_IN(3) ? 512 * (1 + rn(32)) : 4096 * (1 + rn(8));

		iov[i].iov_base = data + (rn(DATA_LEN - len) & ~4095UL);
		iov[i].iov_len = len;
	}
	return iov;
}

/* Any iovec array: valid entries, bad bases, huge lengths. */
static struct iovec *fuzz_iovs(int n)
{
	struct iovec *iov = salloc(n * sizeof(*iov));

	for (int i = 0; i < n; i++) {
		u64 len = pick_len();

		iov[i].iov_base = (void *)pick_addr(len);
		iov[i].iov_len = len;
	}
	return iov;
}

static u64 recent_ud[32];

static u64 pick_ud(void)
{
	return ONE_IN(4) ? interesting64() : recent_ud[rn(32)];
}

static u64 build_msghdr(void)
{
	struct msghdr *m;

	if (ONE_IN(10))
		return pick_addr(sizeof(*m));
	m = salloc(sizeof(*m));
	memset(m, 0, sizeof(*m));
	m->msg_iovlen = rn(4);
	m->msg_iov = ONE_IN(6) ? fuzz_iovs(m->msg_iovlen) :
				 valid_iovs(m->msg_iovlen);
	if (ONE_IN(10))
		m->msg_iov = (void *)pick_addr(64);
	if (ONE_IN(10))
		m->msg_iovlen = interesting64();
	if (ONE_IN(4)) {
		struct sockaddr_in *sin = salloc(128);

		memset(sin, 0, 128);
		sin->sin_family = ONE_IN(4) ? rn(48) : AF_INET;
		sin->sin_port = rnd();
		sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		if (ONE_IN(4))
			for (int i = 0; i < 128; i++)
				((u8 *)sin)[i] = rnd();
		m->msg_name = sin;
		m->msg_namelen = ONE_IN(5) ? rn(256) : sizeof(*sin);
	}
	if (ONE_IN(4)) {
		int nfd = 1 + rn(4);
		size_t space = CMSG_SPACE(nfd * sizeof(int));
		u8 *buf = salloc(space);
		struct cmsghdr *c = (struct cmsghdr *)buf;

		memset(buf, 0, space);
		c->cmsg_level = ONE_IN(8) ? rn(300) : SOL_SOCKET;
		c->cmsg_type = ONE_IN(8) ? rn(8) : SCM_RIGHTS;
		c->cmsg_len = ONE_IN(8) ? interesting32() : CMSG_LEN(nfd * sizeof(int));
		for (int i = 0; i < nfd; i++)	/* ring fds too (CVE-2023-52654) */
			((int *)CMSG_DATA(c))[i] = pick_fd();
		m->msg_control = ONE_IN(10) ? (void *)pick_addr(space) : buf;
		m->msg_controllen = ONE_IN(8) ? interesting32() : space;
	}
	m->msg_flags = ONE_IN(8) ? (int)rnd() : 0;
	return (u64)m;
}

static u32 pick_poll_mask(void)
{
	static const u16 bits[] = { POLLIN, POLLOUT, POLLPRI, POLLERR, POLLHUP,
				    POLLRDNORM, POLLWRNORM, POLLRDHUP, POLLNVAL };
	u32 m = 0;

	if (ONE_IN(10))
		return (u32)rnd();
	for (int i = 0, n = 1 + rn(3); i < n; i++)
		m |= bits[rn(sizeof(bits) / sizeof(bits[0]))];
	return m;
}

static u32 pick_rwf(void)
{
	static const u32 v[] = { 1 /* HIPRI */, 2 /* DSYNC */, 4 /* SYNC */,
				 8 /* NOWAIT */, 16 /* APPEND */ };

	return ONE_IN(5) ? (u32)rnd() : v[rn(5)];
}

/*
 * v5.4's opcodes mostly; one in ten of those of 5.5 to 5.7, which are
 * written as programs write them (each as often as another: SPLICE to TEE
 * as often as a 5.6 one); the named later ones (random fields) and any
 * byte the rest.
 */
static int pick_opcode(void)
{
	switch (rn(20)) {
	default:
		return rn(OP_V54_LAST + 1);
	case 16: case 17:
		return OP_V54_LAST + 1 + rn(OP_V57_LAST - OP_V54_LAST);
	case 18:
		if (ONE_IN(4))
			return OP_V57_LAST + 1 +
			       rn(NAMED_OPS - OP_V57_LAST - 1);
		/* fall through */
	case 19:
		return rn(256);
	}
}

/* ---- the opcodes of 5.5 and 5.6 ---- */

/* A path for OPENAT and STATX, copied at submission: a string in scratch. */
static u64 pick_path(void)
{
	static const char *const fixed[] = {
		".", "..", "/", "", "/dev/null", "/proc/self/status",
		"does-not-exist", "does/not/exist", "/mnt", "fz.dir",
	};
	char *p;

	switch (rn(12)) {
	case 0:
		return pick_addr(16);
	case 1: {			/* longer than PATH_MAX */
		p = salloc(4200);
		memset(p, 'a', 4199);
		p[4199] = 0;
		return (u64)p;
	}
	case 2: case 3: case 4:
		p = salloc(64);
		snprintf(p, 64, "fz.file.%d", (int)mypid);
		return (u64)p;
	case 5:			/* opening it for reading waits for a writer */
		p = salloc(64);
		snprintf(p, 64, "fz.fifo.%d", (int)mypid);
		return (u64)p;
	default:
		p = salloc(64);
		snprintf(p, 64, "%s", fixed[rn(sizeof(fixed) / sizeof(fixed[0]))]);
		return (u64)p;
	}
}

/* A directory fd for the *at() opcodes. */
static int pick_dirfd(void)
{
	if (ONE_IN(2))
		return AT_FDCWD;
	for (int i = 0; i < 4; i++) {
		struct pfd *p = pool_pick(NULL);

		if (p->kind == K_DIR)
			return p->fd;
	}
	return pick_fd();
}

static u32 pick_open_flags(void)
{
	static const u32 v[] = {
		O_RDONLY, O_RDWR, O_WRONLY | O_TRUNC, O_RDWR | O_CREAT,
		O_RDWR | O_CREAT | O_EXCL, O_DIRECTORY, O_PATH, O_RDONLY | O_NONBLOCK,
		O_RDWR | O_DIRECT, O_TMPFILE | O_RDWR, O_NOFOLLOW, O_APPEND | O_WRONLY,
	};

	return ONE_IN(8) ? (u32)rnd() : v[rn(sizeof(v) / sizeof(v[0]))];
}

static u64 pick_timespec(void)
{
	int64_t *ts = salloc(16);

	ts[0] = ONE_IN(10) ? 1 : 0;
	ts[1] = rn(50000000);
	if (ONE_IN(10))
		ts[ONE_IN(2)] = (int64_t)interesting64();
	return ONE_IN(10) ? pick_addr(16) : (u64)ts;
}

/* A descriptor to close: mostly a fresh dup, so the pool stays open. */
static int pick_close_fd(void)
{
	struct ring *r;
	int fd;

	switch (rn(8)) {
	case 0:			/* anything but our stdio */
		fd = pick_fd();
		return fd >= 0 && fd < 3 ? closed_fd : fd;
	case 1:			/* a ring: refused */
		r = pick_ring(0);
		if (r && r->fd >= 0 && (fd = dup(r->fd)) >= 0)
			return fd;
		return pick_fd();
	default:
		fd = dup(pool_pick(NULL)->fd);
		return fd >= 0 ? fd : pick_fd();
	}
}

/* ---- the opcodes of 5.7 ---- */

/* Which of the pool's pipes @fd is an end of: 0, 1, or -1 for neither. */
static int pipe_of(int fd)
{
	for (int i = 0; i < 2; i++)
		if (fd >= 0 && (pipes[i][0] == fd || pipes[i][1] == fd))
			return i;
	return -1;
}

/*
 * What a program has around a splice, now and then: data in the pipe it
 * splices from (@in), room in the one it splices into.  Only as much as
 * poll says is there or fits, so neither blocks (a worker or a grandchild
 * that gets there first costs an interval timer's EINTR).  Otherwise a
 * SPLICE or TEE from an empty pipe waits in a worker until the round ends.
 */
static void pipe_feed(int fd, int in)
{
	struct pollfd pf = { .events = in ? POLLOUT : POLLIN };
	/* Drawn first: what poll says must not change a replay's numbers. */
	size_t n = 1 + rn(4096), off = rn(DATA_LEN - 4096);
	int i = pipe_of(fd);
	char buf[4096];

	if (i < 0)
		return;
	pf.fd = pipes[i][in ? 1 : 0];
	if (poll(&pf, 1, 0) != 1 || !(pf.revents & pf.events))
		return;
	if (in)		/* no more than a page: one free slot takes it */
		SYSC(T_MISC, 10, pf.fd, n, write(pf.fd, data + off, n));
	else
		SYSC(T_MISC, 11, pf.fd, n, read(pf.fd, buf, n));
}

/* A pipe's write end, mostly not of the pipe @rfd reads: -EINVAL. */
static struct pfd *pick_pipe_w(int rfd)
{
	int i = pipe_of(rfd);

	if (i >= 0 && !ONE_IN(10)) {
		for (int k = 0; k < 8; k++) {
			struct pfd *p = pool_pick(is_pipe_w_kind);

			if (p->kind == K_PIPE_W && pipe_of(p->fd) != i)
				return p;
		}
	}
	return pool_pick(is_pipe_w_kind);
}

/* An offset of SPLICE: -1 (the file position, a pipe's only), or one. */
static u64 pick_splice_off(int kind)
{
	if (ONE_IN(10))
		return interesting64();
	if (!is_file_kind(kind) || ONE_IN(3))
		return (u64)-1;
	return pick_off(kind);
}

/* SPLICE_F_MOVE, _NONBLOCK, _MORE or _GIFT, or none; any bits now and then. */
static u32 pick_splice_flags(void)
{
	if (ONE_IN(10))
		return (u32)rnd();	/* FD_IN_FIXED half of the time */
	return ONE_IN(3) ? 1U << rn(4) : 0;
}

/* A few small buffer groups, as a program keeps one per size or socket. */
static u16 pick_bgid(void)
{
	if (ONE_IN(10))
		return ONE_IN(2) ? 0xffff : (u16)rnd();
	return rn(4);
}

/*
 * Provided buffers (a kernel allocation each) a ring keeps until a read
 * takes one or REMOVE_BUFFERS frees them: past this many asked for, a
 * PROVIDE_BUFFERS becomes a REMOVE_BUFFERS, so that a child does not
 * fill the kernel's memory (kmemleak switches itself off when one of its
 * own allocations fails, Documentation/testing.md).
 */
#define PROVIDED_MAX	(1U << 14)

/* Where PROVIDE_BUFFERS puts @n buffers of @len bytes, or garbage. */
static u64 provide_area(u64 n, u64 len)
{
	u64 sz = n * len;

	switch (rn(16)) {
	default:		/* the data area: reads land there anyway */
		return (u64)data + (rn(DATA_LEN - sz + 1) & ~63UL);
	case 8: case 9:		/* ours, as small programs do */
		return sz <= SCRATCH_LEN / 4 ? (u64)salloc(sz) : (u64)data;
	case 10:
		return fmap && sz <= fmap_len ? (u64)fmap : (u64)data;
	case 11:		/* fine to provide, a fault to read into */
		return ONE_IN(2) ? (u64)ro_r : (u64)none_r;
	case 12:		/* runs past the end of the address space */
		return (u64)-4096 - rn(sz + 1);
	case 13:
		return kaddrs[rn(sizeof(kaddrs) / sizeof(kaddrs[0]))];
	case 14:
		return pick_addr(sz);
	case 15:
		return hole;
	}
}

/* Fill @s for an opcode of 5.7; @p the file it writes, or NULL. */
static struct pfd *fill_sqe_57(struct ring *r, struct fz_sqe *s, int op)
{
	struct pfd *p = NULL, *in;
	u64 n, len;

	switch (op) {
	case OP_SPLICE: case OP_TEE:
		if (op == OP_TEE) {	/* pipes only, from one into another */
			in = pool_pick(ONE_IN(8) ? NULL : is_pipe_r_kind);
			p = ONE_IN(8) ? pool_pick(NULL) : pick_pipe_w(in->fd);
		} else {
			switch (rn(8)) {
			case 0: case 1: case 2:		/* file -> pipe */
				in = pool_pick(is_file_kind);
				p = pool_pick(is_pipe_w_kind);
				break;
			case 3: case 4:			/* pipe -> file */
				in = pool_pick(is_pipe_r_kind);
				p = pool_pick(is_file_kind);
				break;
			case 5: case 6:			/* pipe -> pipe */
				in = pool_pick(is_pipe_r_kind);
				p = pick_pipe_w(in->fd);
				break;
			default:	/* sockets, eventfds, dirs, rings */
				in = pool_pick(NULL);
				p = pool_pick(NULL);
				break;
			}
		}
		s->splice_fd_in = ONE_IN(10) ? pick_fd() : in->fd;
		if (op == OP_TEE) {	/* offsets must be 0 */
			s->addr = ONE_IN(10) ? interesting64() : 0;
			s->off = ONE_IN(10) ? interesting64() : 0;
		} else {
			s->addr = pick_splice_off(in->kind);	/* off_in */
			s->off = pick_splice_off(p->kind);
		}
		s->len = ONE_IN(5) ? pick_len() : 1 + rn(ONE_IN(2) ? 4096 : 65536);
		s->op_flags = pick_splice_flags();
		if (r->nfiles && ONE_IN(4)) {
			s->op_flags |= SPLICE_F_FD_IN_FIXED;
			s->splice_fd_in = rn(r->nfiles + (ONE_IN(8) ? 4 : 0));
		}
		if (in->kind == K_PIPE_R && ONE_IN(2))
			pipe_feed(in->fd, 1);
		if (p->kind == K_PIPE_W && ONE_IN(4))
			pipe_feed(p->fd, 0);
		break;
	case OP_PROVIDE_BUFFERS:
		if (r->provided > PROVIDED_MAX) {
			n = 1 + rn(256);
			s->opcode = OP_REMOVE_BUFFERS;
			s->fd = n;
			s->buf_group = pick_bgid();
			r->provided -= n < r->provided ? n : r->provided;
			break;
		}
		n = 1 + rn(ONE_IN(4) ? 256 : 16);
		len = ONE_IN(2) ? 4096 : 64 * (1 + rn(64));
		s->off = ONE_IN(4) ? 0 : rn(4) * 256;	/* the first id */
		s->addr = provide_area(n, len);
		switch (ONE_IN(5) ? rn(5) : 5) {
		case 0:		/* counts: 0, > 65535 (-E2BIG), 65535 */
			n = ONE_IN(4) ? 65535 : interesting32();
			break;
		case 1:		/* addr + len * n past the end */
			len = ONE_IN(2) ? interesting32() : UINT32_MAX;
			break;
		case 2:		/* ids that run past 65535 */
			s->off = 65535 - rn(4);
			break;
		case 3:
			s->off = interesting64();
			break;
		case 4:
			s->addr = ONE_IN(2) ? rnd() : interesting64();
			break;
		}
		s->fd = n;
		s->len = len;
		s->buf_group = pick_bgid();
		if (n <= 65535)
			r->provided += n;
		break;
	case OP_REMOVE_BUFFERS:
		n = ONE_IN(8) ? interesting32() : 1 + rn(64);
		s->fd = n;
		s->buf_group = pick_bgid();
		if (ONE_IN(10))		/* must be 0: -EINVAL */
			s->off = interesting64();
		if (n <= 65535)
			r->provided -= n < r->provided ? n : r->provided;
		break;
	}
	return p;
}

/*
 * IOSQE_BUFFER_SELECT (5.7), sometimes: the kernel picks a buffer of
 * sqe->buf_group when it issues the request, and names it in the CQE's
 * flags.  READ and RECV give the most they take in len (addr is not
 * read); READV and RECVMSG in their one iovec (0 or 2: -EINVAL).  Now
 * and then on an opcode that does not take it: -EOPNOTSUPP.
 */
static void buffer_select(struct ring *r, struct fz_sqe *s)
{
	int op = s->opcode, n;
	struct iovec *iov;
	struct msghdr *m;
	u64 max;

	if ((op == OP_READ || op == OP_RECV || op == OP_READV ||
	     op == OP_RECVMSG) ? !ONE_IN(4) : !ONE_IN(60))
		return;
	max = ONE_IN(6) ? interesting32() : 64 * (1 + rn(64));
	n = ONE_IN(8) ? 2 * rn(2) : 1;
	switch (op) {
	case OP_READ: case OP_RECV:
		s->addr = ONE_IN(6) ? pick_addr(max) : 0;
		s->len = max;
		break;
	case OP_READV: case OP_RECVMSG:
		iov = salloc(2 * sizeof(*iov));
		iov[0] = iov[1] = (struct iovec){ NULL, max };
		if (op == OP_READV) {
			s->addr = (u64)iov;
			s->len = n;
			break;
		}
		m = salloc(sizeof(*m));
		memset(m, 0, sizeof(*m));
		m->msg_iov = iov;
		m->msg_iovlen = n;
		s->addr = (u64)m;
		break;
	}
	s->flags |= SQE_BUFFER_SELECT;
	s->buf_group = pick_bgid();
	if (r->provided)
		r->provided--;
}

/* The upper half of POLL_ADD's 32-bit events (5.9), one or two bits. */
static u32 pick_poll_upper(void)
{
	static const u32 bits[] = { EPOLLEXCLUSIVE, EPOLLET, EPOLLONESHOT,
				    EPOLLWAKEUP };
	u32 m = 0;

	for (int i = 0, n = 1 + rn(2); i < n; i++)
		m |= bits[rn(sizeof(bits) / sizeof(bits[0]))];
	return m;
}

/* Fill @s for an opcode of 5.5 or 5.6; @p the file it uses, or NULL. */
static struct pfd *fill_sqe_56(struct ring *r, struct fz_sqe *s, int op)
{
	struct pfd *p = NULL;
	int32_t *fds;
	u32 *ev;

	switch (op) {
	case OP_TIMEOUT_REMOVE: case OP_ASYNC_CANCEL:
		s->addr = pick_ud();
		s->op_flags = ONE_IN(10) ? (u32)rnd() : 0;
		break;
	case OP_LINK_TIMEOUT:
		s->addr = pick_timespec();
		s->len = ONE_IN(10) ? interesting32() : 1;
		s->op_flags = ONE_IN(10) ? (u32)rnd() : rn(2);	/* ABS */
		break;
	case OP_ACCEPT:
		p = pool_pick(ONE_IN(4) ? NULL : is_sock_kind);
		if (ONE_IN(2)) {
			u32 *len = salloc(4);

			*len = ONE_IN(4) ? interesting32() : 16;
			s->addr = ONE_IN(8) ? pick_addr(16) : (u64)salloc(128);
			s->off = ONE_IN(8) ? pick_addr(4) : (u64)len;
		}
		s->op_flags = ONE_IN(6) ? (u32)rnd() :
			      (ONE_IN(2) ? SOCK_NONBLOCK : 0) |
			      (ONE_IN(2) ? SOCK_CLOEXEC : 0);
		break;
	case OP_CONNECT: {
		struct sockaddr_in *sin = salloc(sizeof(*sin));

		p = pool_pick(ONE_IN(4) ? NULL : is_sock_kind);
		*sin = listen_addr;
		if (ONE_IN(4))
			sin->sin_port = rnd();
		s->addr = ONE_IN(8) ? pick_addr(16) : (u64)sin;
		s->off = ONE_IN(8) ? interesting64() : sizeof(*sin);
		break;
	}
	case OP_FALLOCATE:
		p = pool_pick(ONE_IN(4) ? NULL : is_file_kind);
		s->off = pick_off(p->kind);
		s->addr = ONE_IN(6) ? interesting64() : 4096 * (1 + rn(64));
		/*
		 * No more than 1 MiB of a memfd: its pages are memory, and
		 * filling memory is the selftest oom's, not a fuzz finding
		 * (on the debug config it switches kmemleak off).
		 */
		if (p && p->kind == K_MEMFD)
			s->addr &= (1 << 20) - 1;
		s->len = ONE_IN(6) ? interesting32() : rn(2) ? 0 :
			 ONE_IN(2) ? 1 /* KEEP_SIZE */ : 3 /* PUNCH_HOLE */;
		break;
	case OP_OPENAT:
		s->fd = pick_dirfd();
		s->addr = pick_path();
		s->len = ONE_IN(6) ? interesting32() : 0644;
		s->op_flags = pick_open_flags();
		break;
	case OP_STATX:
		s->fd = pick_dirfd();
		s->addr = pick_path();
		s->len = ONE_IN(6) ? interesting32() : 0xfff;	/* STATX_ALL */
		s->op_flags = ONE_IN(6) ? (u32)rnd() :
			      rn(2) * 0x100 | rn(2) * 0x1000 | rn(4) * 0x2000;
		s->off = pick_addr(256);		/* addr2: the buffer */
		break;
	case OP_CLOSE:
		s->fd = pick_close_fd();
		break;
	case OP_FILES_UPDATE:
		s->len = ONE_IN(8) ? interesting32() : 1 + rn(8);
		fds = salloc(8 * sizeof(*fds));
		for (int i = 0; i < 8; i++)
			fds[i] = ONE_IN(3) ? -1 : rn(3) ? pool[rn(npool)].fd :
				 pick_fd();
		s->addr = ONE_IN(8) ? pick_addr(32) : (u64)fds;
		s->off = ONE_IN(8) ? interesting64() : rn(r->nfiles + 4);
		break;
	case OP_READ: case OP_WRITE:
		p = pool_pick(ONE_IN(3) ? NULL : is_file_kind);
		s->len = ONE_IN(4) ? pick_len() : 4096 * (1 + rn(4));
		s->addr = ONE_IN(4) ? pick_addr(s->len) :
			  (u64)data + (rn(DATA_LEN - 65536) & ~4095UL);
		s->off = ONE_IN(3) ? (u64)-1 : pick_off(p->kind);
		s->op_flags = ONE_IN(6) ? pick_rwf() : 0;
		break;
	case OP_FADVISE:
		p = pool_pick(ONE_IN(4) ? NULL : is_file_kind);
		s->off = pick_off(p->kind);
		s->len = ONE_IN(6) ? interesting32() : 4096 * rn(64);
		s->op_flags = ONE_IN(8) ? (u32)rnd() : rn(6);
		break;
	case OP_MADVISE: {
		/*
		 * Within the data area mostly, and never more than 64 KiB: a
		 * range that runs on into the shared statistics and trace, or
		 * the stack, would have MADV_DONTNEED (or MADV_FREE) wipe
		 * them.  Not MADV_DONTFORK or MADV_WIPEONFORK either (the
		 * grandchildren would lose the trace), nor MADV_REMOVE (a
		 * hole in the shared trace) or MADV_HWPOISON and its kin
		 * (100, 101; children run as root).
		 */
		static const u32 adv[] = { 0, 1, 2, 3, 4, 8, 11, 12, 13, 14,
					   15, 16, 17 };

		s->len = ONE_IN(4) ? rn(65536) : 4096 * (1 + rn(16));
		s->addr = ONE_IN(4) ? pick_addr(s->len) & ~4095UL :
			  (u64)data + (rn(DATA_LEN - 65536) & ~4095UL);
		s->op_flags = adv[rn(sizeof(adv) / sizeof(adv[0]))];
		break;
	}
	case OP_SEND: case OP_RECV:
		p = pool_pick(ONE_IN(6) ? NULL : is_sock_kind);
		s->len = ONE_IN(4) ? pick_len() : 1 + rn(4096);
		s->addr = ONE_IN(4) ? pick_addr(s->len) :
			  (u64)data + rn(DATA_LEN - 4096);
		s->op_flags = ONE_IN(8) ? (u32)rnd() :
			      (ONE_IN(2) ? MSG_DONTWAIT : 0) |
			      (ONE_IN(6) ? MSG_WAITALL : 0);
		break;
	case OP_EPOLL_CTL:
		s->fd = ONE_IN(6) || epfd < 0 ? pick_fd() : epfd;
		s->len = ONE_IN(8) ? interesting32() : 1 + rn(3);
		s->off = ONE_IN(3) ? (u64)pick_fd() : (u64)pool[rn(npool)].fd;
		ev = salloc(12);
		ev[0] = ONE_IN(4) ? (u32)rnd() : pick_poll_mask();
		s->addr = ONE_IN(8) ? pick_addr(12) : (u64)ev;
		break;
	case OP_SPLICE: case OP_PROVIDE_BUFFERS: case OP_REMOVE_BUFFERS:
	case OP_TEE:
		p = fill_sqe_57(r, s, op);
		break;
	default:		/* OPENAT2 and later: every field at random */
		p = pool_pick(NULL);
		s->off = interesting64();
		s->addr = ONE_IN(2) ? pick_addr(64) : pick_ud();
		s->len = interesting32();
		s->op_flags = (u32)rnd();
		break;
	}
	if (r->npers && ONE_IN(6))
		s->personality = r->pers[rn(r->npers)];
	else if (ONE_IN(40))
		s->personality = rn(8);
	return p;
}

/* An SQE for @op as a program would write it; then, sometimes, mangled. */
static void fill_sqe(struct ring *r, struct fz_sqe *s, int op)
{
	int fixed = r->nfiles && (r->sqpoll ? !ONE_IN(8) : ONE_IN(3));
	struct pfd *p = NULL;
	struct iovec *iov;
	int64_t *ts;
	int n;

	memset(s, 0, sizeof(*s));
	s->opcode = op;
	switch (op) {
	case OP_NOP:
		break;
	case OP_READV: case OP_WRITEV:
		p = pool_pick(ONE_IN(3) ? NULL : is_file_kind);
		n = 1 + rn(4);
		iov = ONE_IN(5) ? fuzz_iovs(n) : valid_iovs(n);
		s->addr = (u64)iov;
		s->len = n;
		s->off = pick_off(p->kind);
		s->op_flags = ONE_IN(6) ? pick_rwf() : 0;
		break;
	case OP_READ_FIXED: case OP_WRITE_FIXED:
		p = pool_pick(ONE_IN(4) ? NULL : is_file_kind);
		s->off = pick_off(p->kind);
		if (r->nbufs) {
			int b = rn(r->nbufs < 16 ? r->nbufs : 16);
			u64 base = (u64)r->bufs[b].iov_base;
			u64 blen = r->bufs[b].iov_len;
			u64 o = rn(blen) & ~(u64)(ONE_IN(3) ? 0 : 4095);

			s->buf_index = b;
			s->addr = base + o;
			s->len = 4096 * (1 + rn(16));
			if (s->len > blen - o && !ONE_IN(4))
				s->len = blen - o;
		} else {
			s->buf_index = rn(4);
			s->addr = pick_addr(4096);
			s->len = 4096;
		}
		break;
	case OP_FSYNC:
		p = pool_pick(is_file_kind);
		s->op_flags = rn(2);	/* IORING_FSYNC_DATASYNC */
		break;
	case OP_POLL_ADD:
		p = pool_pick(NULL);
		s->op_flags = pick_poll_mask();
		/* A kernel that reads 32 bits (5.9) says so in its features. */
		if ((r->p.features & FEAT_POLL_32BITS) ? ONE_IN(3) : ONE_IN(12))
			s->op_flags |= pick_poll_upper();
		break;
	case OP_POLL_REMOVE:
		s->addr = pick_ud();
		break;
	case OP_SYNC_FILE_RANGE:
		p = pool_pick(is_file_kind);
		s->off = 4096 * rn(2048);
		s->len = 4096 * rn(64);
		s->op_flags = rn(8);
		break;
	case OP_SENDMSG: case OP_RECVMSG:
		p = pool_pick(ONE_IN(6) ? NULL : is_sock_kind);
		s->addr = build_msghdr();
		s->len = ONE_IN(10) ? interesting32() : 1;
		s->op_flags = ONE_IN(2) ? MSG_DONTWAIT : 0;
		if (ONE_IN(8))
			s->op_flags |= ONE_IN(2) ? MSG_WAITALL : 0x80000000U;	/* MSG_CMSG_COMPAT */
		break;
	case OP_TIMEOUT:
		ts = salloc(16);
		ts[0] = ONE_IN(10) ? 1 : 0;
		ts[1] = rn(50000000);
		if (ONE_IN(10))
			ts[ONE_IN(2)] = (int64_t)interesting64();
		s->addr = ONE_IN(10) ? pick_addr(16) : (u64)ts;
		s->len = ONE_IN(10) ? interesting32() : 1;
		s->off = ONE_IN(10) ? interesting64() : rn(4);
		s->op_flags = ONE_IN(10) ? (u32)rnd() : 0;
		break;
	default:	/* not v5.4's */
		p = fill_sqe_56(r, s, op);
		break;
	}
	buffer_select(r, s);
	if (p) {
		if (fixed) {
			s->flags |= SQE_FIXED_FILE;
			s->fd = rn(r->nfiles + (ONE_IN(8) ? 4 : 0));
		} else {
			s->fd = ONE_IN(10) ? pick_fd() : p->fd;
		}
	}

	if (ONE_IN(5))
		s->flags |= SQE_IO_LINK;
	if (ONE_IN(10))
		s->flags |= SQE_IO_DRAIN;
	if (ONE_IN(30))
		s->flags |= SQE_IO_HARDLINK;
	if (ONE_IN(30))
		s->flags |= SQE_ASYNC;
	if (ONE_IN(40))
		s->flags |= 1U << (5 + rn(3));

	/* Mangle: any field, any value. */
	if (ONE_IN(3)) {
		for (int i = 0, k = 1 + rn(3); i < k; i++) {
			switch (rn(11)) {
			case 0: s->opcode = pick_opcode(); break;
			case 1: s->flags = rnd(); break;
			case 2: s->ioprio = ONE_IN(2) ? (u16)rnd() : (1 << 13) | rn(8); break;
			case 3: s->fd = pick_fd(); break;
			case 4: s->off = interesting64(); break;
			case 5: s->addr = pick_addr(s->len); break;
			case 6: s->len = interesting32(); break;
			case 7: s->op_flags = ONE_IN(2) ? (u32)rnd() : interesting32(); break;
			case 8: s->buf_index = ONE_IN(2) ? (u16)rnd() : rn(20); break;
			case 9: s->pad2[rn(3)] = rnd(); break;
			case 10: s->fd = rn(40); s->flags |= SQE_FIXED_FILE; break;
			}
		}
	}
}

static void count_cqe(struct ring *r, const struct fz_cqe *c)
{
	int b = OPB_UNKNOWN;

	if (c->user_data >> 56 == 0x5a)
		b = (c->user_data & 0xff) < NAMED_OPS ? (int)(c->user_data & 0xff)
						       : OPB_OTHER;
	inc(&ST->cqes);
	/* A ring our reads or scribbles wrote into shows garbage CQEs. */
	if (r->dirty)
		return;
	__atomic_fetch_add(&ST->res[b][res_class(c->res)], 1, __ATOMIC_RELAXED);
	if (internal_errno(c->res))
		flag_bad("CQE of %s (user_data %#" PRIx64 ") with kernel-internal errno %d",
			 b < NAMED_OPS ? op_names[b] : "an unknown opcode",
			 c->user_data, -c->res);
}

static void reap(struct ring *r)
{
	u32 head, tail, n;

	if (!r->cq || !r->cq_n)
		return;
	head = *ring_u32(r->cq, r->p.cq_off.head);
	tail = __atomic_load_n(ring_u32(r->cq, r->p.cq_off.tail), __ATOMIC_ACQUIRE);
	n = tail - head;
	if (n > r->cq_n)
		n = r->cq_n;
	for (u32 i = 0; i < n; i++) {
		struct fz_cqe c;

		memcpy(&c, r->cq + r->p.cq_off.cqes +
			   (size_t)((head + i) % r->cq_n) * sizeof(c), sizeof(c));
		count_cqe(r, &c);
	}
	__atomic_store_n(ring_u32(r->cq, r->p.cq_off.head), head + n,
			 __ATOMIC_RELEASE);
}

static u64 make_sigset(size_t *sz)
{
	u64 *set;

	*sz = 8;		/* _NSIG / 8 */
	if (ONE_IN(6))
		*sz = ONE_IN(2) ? rn(32) : interesting64();
	if (ONE_IN(10))
		return pick_addr(8);
	set = salloc(16);
	/* Never SIGALRM: the interval timer ends waits that would not end. */
	set[0] = rnd() & ~(1ULL << (SIGALRM - 1));
	set[1] = rnd();
	return (u64)set;
}

static long do_enter_args(int fd, u32 to_submit, u32 min, u32 flags)
{
	u64 sig = 0;
	size_t sz = 0;

	if (ONE_IN(5))
		sig = make_sigset(&sz);
	return fz_sys(T_ENTER, S_ENTER, NR_ENTER, fd, to_submit, min, flags,
		      sig, sz);
}

static void submit(struct ring *r)
{
	u32 tail, n;
	long ret;

	if (!r->sq || !r->sqes || !r->sq_n)
		return;
	n = 1 + rn(ONE_IN(8) ? r->sq_n : (r->sq_n < 8 ? r->sq_n : 8));
	tail = *ring_u32(r->sq, r->p.sq_off.tail);
	for (u32 i = 0; i < n; i++) {
		u32 idx = (tail + i) % r->sq_n;
		struct fz_sqe s;

		if (ONE_IN(40)) {
			for (size_t b = 0; b < sizeof(s); b++)
				((u8 *)&s)[b] = rnd();
		} else {
			fill_sqe(r, &s, pick_opcode());
		}
		if (!ONE_IN(20)) {
			s.user_data = 0x5aULL << 56 |
				      (rnd() & 0xffffffffffULL) << 8 | s.opcode;
			recent_ud[rn(32)] = s.user_data;
		}
		tr_begin(T_SQE, (u16)(r - rings),
			 s.opcode | (u64)s.flags << 8 | (u64)s.ioprio << 16 |
				 (u64)(u32)s.fd << 32,
			 s.off, s.addr, s.len | (u64)s.op_flags << 32,
			 s.user_data, s.buf_index | (u64)(idx & 0xffff) << 16 |
				 (u64)(u32)s.splice_fd_in << 32);
		memcpy(r->sqes + (size_t)idx * sizeof(s), &s, sizeof(s));
		*ring_u32(r->sq, r->p.sq_off.array + 4 * idx) =
			ONE_IN(40) ? (u32)rnd() : idx;
	}
	__atomic_store_n(ring_u32(r->sq, r->p.sq_off.tail), tail + n,
			 __ATOMIC_RELEASE);
	__atomic_fetch_add(&ST->sqes_written, n, __ATOMIC_RELAXED);

	if (r->sqpoll && !ONE_IN(4)) {
		u32 fl = __atomic_load_n(ring_u32(r->sq, r->p.sq_off.flags),
					 __ATOMIC_ACQUIRE);

		if (fl & SQ_NEED_WAKEUP)
			do_enter_args(r->fd, 0, 0, ENTER_SQ_WAKEUP);
	} else {
		u32 min = ONE_IN(3) ? rn(n + 1) : 0;

		ret = do_enter_args(ONE_IN(20) ? pick_fd() : r->fd,
				    ONE_IN(10) ? interesting32() : n, min,
				    min ? ENTER_GETEVENTS : 0);
		if (ret > 0)
			__atomic_fetch_add(&ST->sqes_submitted, ret,
					   __ATOMIC_RELAXED);
	}
	if (!ONE_IN(3))
		reap(r);
}

static void random_enter(void)
{
	struct ring *r = pick_ring(0);
	int fd = r && !ONE_IN(10) ? r->fd : pick_fd();
	u32 to_submit = rn(4) ? rn(8) : interesting32();
	u32 min = rn(3) ? 0 : rn(4) ? rn(4) : interesting32();
	u32 flags = rn(2) ? ENTER_GETEVENTS : 0;

	if (ONE_IN(3))
		flags |= ENTER_SQ_WAKEUP;
	if (ONE_IN(15))
		flags |= 1U << (2 + rn(30));
	if (ONE_IN(30))
		flags = rnd();
	do_enter_args(fd, to_submit, min, flags);
	if (r && ONE_IN(2))
		reap(r);
}

/* What a successful PERSONALITY registration returned: its id. */
static void note_personality(struct ring *r, u32 op, long ret)
{
	if (op == REG_PERSONALITY && ret > 0 && r)
		r->pers[r->npers < 4 ? r->npers++ : rn(4)] = ret;
}

static void random_register(void)
{
	struct ring *r = pick_ring(0);
	int fd = r && !ONE_IN(12) ? r->fd : pick_fd();
	u32 op = 0, nr = 0;
	u64 arg = 0;
	struct iovec *iov, *mine = NULL;
	int32_t *fds;
	long ret;

	switch (rn(19)) {
	case 14: {		/* FILES_UPDATE (5.5): offset, resv, fds */
		u64 *upd = salloc(16);

		op = REG_FILES_UPDATE;
		nr = ONE_IN(8) ? interesting32() : 1 + rn(8);
		fds = salloc(8 * sizeof(*fds));
		for (int i = 0; i < 8; i++)
			fds[i] = ONE_IN(3) ? -1 : pool[rn(npool)].fd;
		upd[0] = ONE_IN(8) ? rnd() : rn(r && r->nfiles ? r->nfiles + 2 : 4);
		upd[1] = ONE_IN(8) ? pick_addr(32) : (u64)fds;
		arg = (u64)upd;
		break;
	}
	case 15:		/* EVENTFD_ASYNC (5.6) */
		op = REG_EVENTFD_ASYNC;
		fds = salloc(sizeof(*fds));
		fds[0] = pool_pick(NULL)->fd;
		for (int i = 0; i < npool; i++)
			if (pool[i].kind == K_EVENTFD && !ONE_IN(4))
				fds[0] = pool[i].fd;
		arg = (u64)fds;
		nr = 1;
		break;
	case 16: {		/* PROBE (5.6): 16 bytes and 8 per opcode */
		size_t n;

		op = REG_PROBE;
		nr = ONE_IN(6) ? interesting32() : rn(300);
		n = 16 + 8 * (nr < 300 ? nr : 300);
		arg = (u64)salloc(n);
		memset((void *)arg, 0, n);
		if (ONE_IN(10))		/* not zeroed: -EINVAL */
			((u8 *)arg)[rn(n)] = 1 + rn(255);
		if (ONE_IN(6))
			arg = pick_addr(64);
		break;
	}
	case 17:		/* PERSONALITY (5.6) */
		op = REG_PERSONALITY;
		break;
	case 18:		/* UNREGISTER_PERSONALITY (5.6) */
		op = UNREG_PERSONALITY;
		nr = r && r->npers && !ONE_IN(4) ? r->pers[rn(r->npers)] : rn(8);
		break;
	case 0: case 1: case 2:
		op = REG_BUFFERS;
		nr = ONE_IN(8) ? interesting32() : 1 + rn(16);
		iov = salloc((nr < 1100 ? nr : 1100) * sizeof(*iov));
		for (u32 i = 0; i < nr && i < 1100; i++) {
			u64 len = ONE_IN(4) ? pick_len() : 4096 * (1 + rn(64));

			iov[i].iov_len = len;
			iov[i].iov_base = ONE_IN(4) ? (void *)pick_addr(len) :
				data + (rn(DATA_LEN - (len < DATA_LEN ? len : 0)) & ~4095UL);
		}
		arg = (u64)iov;
		mine = iov;
		break;
	case 3:
		op = UNREG_BUFFERS;
		break;
	case 4: case 5: case 6:
		op = REG_FILES;
		nr = ONE_IN(8) ? interesting32() : 1 + rn(32);
		fds = salloc((nr < 1100 ? nr : 1100) * sizeof(*fds));
		for (u32 i = 0; i < nr && i < 1100; i++)
			fds[i] = rn(3) ? pool[rn(npool)].fd : pick_fd();
		arg = (u64)fds;
		break;
	case 7:
		op = UNREG_FILES;
		break;
	case 8: case 9:
		op = REG_EVENTFD;
		fds = salloc(sizeof(*fds));
		fds[0] = rn(3) ? pool_pick(NULL)->fd : pick_fd();
		for (int i = 0; i < npool; i++)
			if (pool[i].kind == K_EVENTFD && ONE_IN(2))
				fds[0] = pool[i].fd;
		arg = (u64)fds;
		nr = 1;
		break;
	case 10:
		op = UNREG_EVENTFD;
		break;
	case 11:	/* 5.5 and later: FILES_UPDATE, EVENTFD_ASYNC, PROBE, ... */
		op = 6 + rn(16);
		arg = pick_addr(64);
		nr = interesting32();
		break;
	case 12:
		op = rnd();
		arg = pick_addr(64);
		nr = interesting32();
		break;
	case 13:
		op = rn(6);
		break;
	}
	if (ONE_IN(10))
		arg = pick_addr(16);
	if (ONE_IN(12))
		nr = interesting32();
	ret = fz_sys(T_REGISTER, S_REGISTER, NR_REGISTER, fd, op, arg, nr, 0, 0);
	if (r && fd == r->fd)
		note_personality(r, op, ret);
	if (ret || !r || fd != r->fd)
		return;
	if (op == REG_BUFFERS) {
		/* Only what we built can be read back: not a pick_addr(). */
		r->nbufs = mine == (struct iovec *)arg ? nr : 0;
		for (u32 i = 0; i < nr && i < 16 && r->nbufs; i++)
			r->bufs[i] = mine[i];
	} else if (op == UNREG_BUFFERS) {
		r->nbufs = 0;
	} else if (op == REG_FILES) {
		r->nfiles = nr;
	} else if (op == UNREG_FILES) {
		r->nfiles = 0;
	}
}

static void stale_add(void *addr, size_t len)
{
	int i = rn(MAX_STALE);

	if (stale[i].addr)
		SYSC(T_MUNMAP, 1, stale[i].addr, stale[i].len,
		     munmap(stale[i].addr, stale[i].len));
	stale[i].addr = addr;
	stale[i].len = len;
}

static void unmap_ring(struct ring *r, int keep)
{
	if (r->sqes) {
		if (keep)
			stale_add(r->sqes, r->sqes_len);
		else
			SYSC(T_MUNMAP, 0, r->sqes, r->sqes_len,
			     munmap(r->sqes, r->sqes_len));
	}
	if (r->cq && !r->single) {
		if (keep)
			stale_add(r->cq, r->cq_len);
		else
			SYSC(T_MUNMAP, 0, r->cq, r->cq_len, munmap(r->cq, r->cq_len));
	}
	if (r->sq) {
		if (keep)
			stale_add(r->sq, r->sq_len);
		else
			SYSC(T_MUNMAP, 0, r->sq, r->sq_len, munmap(r->sq, r->sq_len));
	}
	r->sq = r->cq = r->sqes = NULL;
}

static void *ring_mmap(int fd, size_t len, u64 off)
{
	long a = fz_sys(T_MMAP, S_MMAP, SYS_mmap, 0, len, PROT_READ | PROT_WRITE,
			MAP_SHARED | (ONE_IN(2) ? MAP_POPULATE : 0), fd, off);

	return a < 0 && a > -4096 ? NULL : (void *)a;
}

/* Map a fresh ring the way the ABI says; 0 or -1. */
static int map_ring(struct ring *r)
{
	struct fz_params *p = &r->p;
	size_t sq_len = p->sq_off.array + (size_t)p->sq_entries * 4;
	size_t cq_len = p->cq_off.cqes + (size_t)p->cq_entries * 16;

	r->sq_n = p->sq_entries;
	r->cq_n = p->cq_entries;
	/* The kernel's offsets must lie inside what it lets us map. */
	if ((u64)p->sq_off.head + 4 > sq_len || (u64)p->sq_off.tail + 4 > sq_len ||
	    (u64)p->sq_off.flags + 4 > sq_len || (u64)p->sq_off.dropped + 4 > sq_len ||
	    (u64)p->sq_off.ring_mask + 4 > sq_len ||
	    (u64)p->sq_off.ring_entries + 4 > sq_len ||
	    (u64)p->cq_off.head + 4 > cq_len || (u64)p->cq_off.tail + 4 > cq_len ||
	    (u64)p->cq_off.overflow + 4 > cq_len ||
	    (u64)p->cq_off.ring_mask + 4 > cq_len ||
	    (u64)p->cq_off.ring_entries + 4 > cq_len ||
	    (p->cq_off.flags && (u64)p->cq_off.flags + 4 > cq_len) ||
	    !r->sq_n || !r->cq_n) {
		flag_bad("setup returned offsets outside the rings (sq %u entries, cq %u)",
			 p->sq_entries, p->cq_entries);
		return -1;
	}
	r->single = !!(p->features & FEAT_SINGLE_MMAP) && !ONE_IN(4);
	if (r->single)
		sq_len = cq_len = sq_len > cq_len ? sq_len : cq_len;
	r->sq_len = sq_len;
	r->cq_len = cq_len;
	r->sqes_len = (size_t)r->sq_n * sizeof(struct fz_sqe);
	r->sq = ring_mmap(r->fd, sq_len, OFF_SQ_RING);
	r->cq = r->single ? r->sq : ring_mmap(r->fd, cq_len, OFF_CQ_RING);
	r->sqes = ring_mmap(r->fd, r->sqes_len, OFF_SQES);
	if (!r->sq || !r->cq || !r->sqes) {
		if (r->cq == r->sq)
			r->single = 1;
		unmap_ring(r, 0);
		return -1;
	}
	return 0;
}

static void drop_ring(struct ring *r)
{
	if (r->fd >= 0 && !ONE_IN(4))
		SYSC(T_CLOSE, 0, r->fd, 0, close(r->fd));
	unmap_ring(r, ONE_IN(3));
	memset(r, 0, sizeof(*r));
	r->fd = -1;
}

static u32 pick_entries(void)
{
	switch (rn(12)) {
	case 0: case 1: case 2: case 3: return 1 + rn(8);
	case 4: case 5: return 1 + rn(4096);		/* not a power of 2 */
	case 6: case 7: return 1U << rn(13);		/* up to 4096 */
	case 8: return 0;
	case 9: return ONE_IN(2) ? 4096 : 4097;
	case 10: return ONE_IN(2) ? 1U << 15 : UINT32_MAX;
	default: return (u32)rnd();
	}
}

static void new_ring(int and_use)
{
	/* Not in scratch: a read in flight may write there. */
	static struct fz_params params;
	struct fz_params *p = &params;
	u64 parg = (u64)p;
	u32 entries = pick_entries(), f = 0;
	struct ring *r = NULL;
	long fd;
	int i;

	memset(p, 0, sizeof(*p));
	if (ONE_IN(4))
		f |= SETUP_IOPOLL;
	if (ONE_IN(4))
		f |= SETUP_SQPOLL;
	if ((f & SETUP_SQPOLL) ? ONE_IN(2) : ONE_IN(25))
		f |= SETUP_SQ_AFF;
	if (ONE_IN(12))
		f |= ONE_IN(2) ? SETUP_CQSIZE : 1U << (3 + rn(29));
	if (ONE_IN(10))
		f |= SETUP_CLAMP;
	if (ONE_IN(6)) {	/* share the workers of another ring (or not) */
		struct ring *o = pick_ring(0);

		f |= SETUP_ATTACH_WQ;
		p->resv[0] = o && !ONE_IN(6) ? o->fd : pick_fd();
	}
	if (ONE_IN(40))
		f = rnd();
	p->flags = f;
	p->sq_thread_cpu = ONE_IN(5) ? (u32)rnd() : rn(4);
	/* The SQ thread spins for sq_thread_idle ms: mostly short. */
	p->sq_thread_idle = ONE_IN(50) ? (u32)rnd() : rn(4) ? rn(100) : rn(2000);
	if (ONE_IN(8))
		p->cq_entries = interesting32();
	if (ONE_IN(15))
		p->resv[rn(4)] = rnd();
	if (ONE_IN(15))
		p->features = rnd();
	if (ONE_IN(10))
		p->sq_off.head = rnd(), p->cq_off.cqes = rnd();
	if (ONE_IN(12))
		parg = pick_addr(sizeof(*p));	/* incl. read-only: -EFAULT on the way out */

	fd = fz_sys(T_SETUP, S_SETUP, NR_SETUP, entries, parg, f,
		    p->sq_thread_cpu, p->sq_thread_idle, 0);
	if (fd < 0)
		return;
	inc(&ST->rings);
	for (i = 0; i < MAX_RINGS; i++)
		if (!rings[i].used)
			break;
	if (i == MAX_RINGS) {
		i = rn(MAX_RINGS);
		drop_ring(&rings[i]);
	}
	r = &rings[i];
	memset(r, 0, sizeof(*r));
	r->used = 1;
	r->fd = fd;
	if (parg != (u64)p) {	/* accepted params we did not keep: no mapping */
		return;
	}
	r->p = *p;
	r->sqpoll = !!(p->flags & SETUP_SQPOLL);
	r->iopoll = !!(p->flags & SETUP_IOPOLL);
	if ((and_use || !ONE_IN(5)) && map_ring(r) == 0 && and_use)
		for (int k = 0, m = 1 + rn(4); k < m; k++)
			submit(r);
}

/* Whether @fd is an io_uring fd now (dup2 may have put a file there). */
static int is_ring_fd(int fd)
{
	char path[32], link[64];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	n = readlink(path, link, sizeof(link) - 1);
	if (n <= 0)
		return 0;
	link[n] = 0;
	return !strcmp(link, "anon_inode:[io_uring]");
}

/* mmap a ring (or anything) with the wrong offset, length, protection. */
static void wrong_mmap(void)
{
	static const u64 offs[] = { OFF_SQ_RING, OFF_CQ_RING, OFF_SQES, 0x1000,
				    OFF_CQ_RING + 0x1000, 0x18000000, 0x4000000,
				    OFF_SQES + 0x10000 };
	static const u64 lens[] = { 0, 1, 4096, 8192, 65536, 1 << 20, 1 << 30,
				    (u64)1 << 40 };
	struct ring *r = pick_ring(0);
	int fd = r && !ONE_IN(5) ? r->fd : pick_fd();
	u64 off = ONE_IN(6) ? rnd() & ~(ONE_IN(2) ? 4095ULL : 0) : offs[rn(8)];
	u64 len = ONE_IN(6) ? rnd() : lens[rn(8)];
	int prot = rn(8), flags = ONE_IN(4) ? MAP_PRIVATE : MAP_SHARED;
	int ring = is_ring_fd(fd);
	long a;

	/* /dev/zero, a memfd or a file: no terabytes, populated or not. */
	if (!ring && len > (16 << 20))
		len = 16 << 20;
	if (ONE_IN(6) && (ring || len <= (1 << 20)))
		flags |= MAP_POPULATE;
	a = fz_sys(T_MMAP, S_MMAP, SYS_mmap, 0, len, prot, flags, fd, off);
	if (a < 0 && a > -4096)
		return;
	if (ring && (prot & PROT_READ) && (flags & MAP_SHARED) && ONE_IN(2))
		(void)*(volatile u8 *)a;	/* io_uring_mmap() said it fits */
	if (ONE_IN(5)) {
		long b = SYSC(T_MREMAP, 0, a, len,
			      mremap((void *)a, len, len * 2, MREMAP_MAYMOVE));

		if (!(b < 0 && b > -4096)) {
			a = b;
			len *= 2;
		}
	}
	if (ONE_IN(2))
		SYSC(T_MUNMAP, 2, a, len, munmap((void *)a, len));
	else
		stale_add((void *)a, len);
}

/*
 * What io_uring_cq_eventfd_toggle() does (5.8): flip
 * IORING_CQ_EVENTFD_DISABLED in the CQ ring's flags word, which only the
 * application writes; now and then any value.  Only where setup says the
 * word exists (cq_off.flags, 0 before 5.8).
 */
static void toggle_cq_flags(struct ring *r)
{
	u32 *w;
	long t;

	if (!r->cq || !r->p.cq_off.flags)
		return;
	w = ring_u32(r->cq, r->p.cq_off.flags);
	t = tr_begin(T_MISC, 12, r - rings, r->p.cq_off.flags, *w, 0, 0, 0);
	if (ONE_IN(10))
		__atomic_store_n(w, (u32)rnd(), __ATOMIC_RELAXED);
	else
		__atomic_fetch_xor(w, CQ_EVENTFD_DISABLED, __ATOMIC_RELAXED);
	tr_end(t, *w);
}

/* Write anything to the words of the shared rings. */
static void scribble(struct ring *r)
{
	u32 *w = NULL;

	if (!r->sq)
		return;
	switch (rn(11)) {
	case 0: w = ring_u32(r->sq, r->p.sq_off.head); break;
	case 1: w = ring_u32(r->sq, r->p.sq_off.tail); break;
	case 2: w = ring_u32(r->sq, r->p.sq_off.flags); break;
	case 3: w = ring_u32(r->sq, r->p.sq_off.dropped); break;
	case 4: w = ring_u32(r->sq, r->p.sq_off.ring_mask); break;
	case 5: w = ring_u32(r->sq, r->p.sq_off.ring_entries); break;
	case 6: w = ring_u32(r->sq, r->p.sq_off.array + 4 * rn(r->sq_n)); break;
	case 7: if (r->cq) w = ring_u32(r->cq, r->p.cq_off.head); break;
	case 8: if (r->cq) w = ring_u32(r->cq, r->p.cq_off.tail); break;
	case 9: if (r->cq) w = ring_u32(r->cq, r->p.cq_off.overflow); break;
	case 10: if (r->cq) w = ring_u32(r->cq, r->p.cq_off.ring_mask); break;
	}
	if (!w)
		return;
	r->dirty = 1;
	inc(&ST->scribbles);
	tr_begin(T_SCRIBBLE, r - rings, (u64)w - (u64)r->sq, 0, 0, 0, 0, 0);
	*w = ONE_IN(2) ? interesting32() : *w + (u32)rn(16) - 8;
}

static void fd_games(void)
{
	struct ring *r = pick_ring(0), *o = pick_ring(0);
	int nfd;

	if (!r)
		return;
	switch (rn(6)) {
	case 0:		/* close the ring; its mappings live on */
		SYSC(T_CLOSE, 1, r->fd, 0, close(r->fd));
		r->fd = -1;
		break;
	case 1:
		nfd = SYSC(T_DUP, 0, r->fd, 0, dup(r->fd));
		if (nfd >= 0)
			pool_add(nfd, K_DUP);
		break;
	case 2:		/* another ring over this one's fd */
		if (o && o != r && o->fd >= 0 && r->fd >= 0)
			SYSC(T_DUP2, 0, o->fd, r->fd, dup2(o->fd, r->fd));
		break;
	case 3:		/* a file over the ring's fd */
		nfd = pool[rn(npool)].fd;
		if (r->fd >= 0)
			SYSC(T_DUP2, 1, nfd, r->fd, dup2(nfd, r->fd));
		break;
	case 4:
		for (int i = npool - 1; i >= 0; i--)
			if (pool[i].kind == K_DUP) {
				SYSC(T_CLOSE, 2, pool[i].fd, 0, close(pool[i].fd));
				pool[i] = pool[--npool];
				break;
			}
		break;
	case 5: {
		struct pfd *p = pool_pick(NULL);
		int fl = fcntl(p->fd, F_GETFL);

		if (fl >= 0)
			SYSC(T_MISC, 9, p->fd, fl ^ O_NONBLOCK,
			     fcntl(p->fd, F_SETFL, fl ^ O_NONBLOCK));
		break;
	}
	}
}

/* Plain I/O on the pool, so polls and reads waiting on it complete. */
static void misc_io(void)
{
	struct pfd *p = pool_pick(NULL);
	char buf[512];
	struct pollfd pf = { .fd = p->fd, .events = POLLIN };
	u64 one = 1;

	memset(buf, 'x', sizeof(buf));
	switch (rn(11)) {
	case 0: case 1:
		if (p->kind == K_EVENTFD)
			SYSC(T_MISC, 0, p->fd, 8, write(p->fd, &one, 8));
		else if (p->kind == K_PIPE_W)	/* when full: EINTR by the timer */
			SYSC(T_MISC, 0, p->fd, 64, write(p->fd, buf, 1 + rn(64)));
		else if (is_sock_kind(p->kind))
			SYSC(T_MISC, 8, p->fd, 64,
			     send(p->fd, buf, 1 + rn(64), MSG_DONTWAIT | MSG_NOSIGNAL));
		break;
	case 2: case 3:
		if (is_file_kind(p->kind) || p->kind == K_DIR)
			break;
		if (poll(&pf, 1, 0) == 1 && (pf.revents & POLLIN))
			SYSC(T_MISC, 1, p->fd, sizeof(buf),
			     read(p->fd, buf, sizeof(buf)));
		break;
	case 4:
		SYSC(T_KILL, 0, mypid, SIGUSR1, kill(mypid, SIGUSR1));
		break;
	case 5:
		for (int i = 0; i < npool; i++)
			if (pool[i].kind == K_TIMERFD) {
				struct itimerspec it = { .it_value.tv_nsec = 1 + rn(50000000) };

				SYSC(T_MISC, 2, pool[i].fd, 0,
				     timerfd_settime(pool[i].fd, 0, &it, NULL));
			}
		break;
	case 6:
		if (p->kind == K_FILE || p->kind == K_DIRECT || p->kind == K_MEMFD)
			SYSC(T_MISC, 3, p->fd, 0,
			     ftruncate(p->fd, 4096 * rn(4096)));
		break;
	case 7:
		if (p->kind == K_FILE || p->kind == K_DIRECT)
			SYSC(T_MISC, 4, p->fd, 0,
			     fallocate(p->fd, ONE_IN(2) ? 0 :
				       FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE,
				       4096 * rn(2048), 4096 * (1 + rn(64))));
		break;
	case 8:
		if (is_sock_kind(p->kind) && ONE_IN(4))
			SYSC(T_MISC, 5, p->fd, 0, shutdown(p->fd, rn(3)));
		break;
	case 9:
		if (epfd >= 0) {
			struct epoll_event ev = { .events = pick_poll_mask() };
			int fd = pick_fd();

			SYSC(T_MISC, 6, epfd, fd,
			     epoll_ctl(epfd, rn(3) + 1, fd, &ev));
		}
		break;
	case 10:
		if (is_file_kind(p->kind))
			SYSC(T_MISC, 7, p->fd, 0, ONE_IN(2) ? fsync(p->fd) :
			     posix_fadvise(p->fd, 0, 0, POSIX_FADV_DONTNEED));
		break;
	}
}

#define MAX_KIDS	3
static pid_t kids[MAX_KIDS];

static void reap_kids(int kill_them)
{
	for (int i = 0; i < MAX_KIDS; i++) {
		if (!kids[i])
			continue;
		if (kill_them)
			SYSC(T_KILL, 1, kids[i], SIGKILL, kill(kids[i], SIGKILL));
		if (waitpid(kids[i], NULL, WNOHANG) == kids[i])
			kids[i] = 0;
	}
}

static void start_itimer(void)
{
	struct itimerval it = { { 0, 100000 }, { 0, 100000 } };

	setitimer(ITIMER_REAL, &it, NULL);
}

static void lock_own_memory(void);

/* Fork with the rings in flight; the copy fuzzes for a moment, then goes. */
static void fork_ring_holder(void)
{
	int i;
	long pid;

	reap_kids(0);
	for (i = 0; i < MAX_KIDS && kids[i]; i++)
		;
	if (i == MAX_KIDS) {
		reap_kids(ONE_IN(2));
		return;
	}
	inc(&ST->forks);
	pid = SYSC(T_FORK, 0, 0, 0, fork());
	if (pid == 0) {
		is_grandchild = 1;
		lock_own_memory();
		mypid = getpid();
		memset(kids, 0, sizeof(kids));
		rs = splitmix(rs ^ 0xf0c4ULL) | 1;	/* not the pid: replays */
		/* No PDEATHSIG: it may outlive the child, holding the rings. */
		start_itimer();
		if (deadline > now() + 1.5)
			deadline = now() + 0.05 + rn(1500) / 1000.0;
		return;		/* back to the loop, as the copy */
	}
	if (pid > 0)
		kids[i] = pid;
	/* The original lets go of a ring the copy may still use. */
	if (ONE_IN(3)) {
		struct ring *r = pick_ring(0);

		if (r && r->fd >= 0) {
			SYSC(T_CLOSE, 3, r->fd, 0, close(r->fd));
			r->fd = -1;
		}
	}
}

static void step(void)
{
	struct ring *r;

	switch (rn(100)) {
	case 0 ... 8:
		new_ring(0);
		break;
	case 9 ... 12:
		new_ring(1);
		break;
	case 13 ... 46:
		r = pick_ring(1);
		if (r)
			submit(r);
		else
			new_ring(1);
		break;
	case 47 ... 55:
		random_enter();
		break;
	case 56 ... 60:
		r = pick_ring(0);
		if (r && ONE_IN(4))
			toggle_cq_flags(r);
		if (r)
			reap(r);
		break;
	case 61 ... 69:
		random_register();
		break;
	case 70 ... 72:
		wrong_mmap();
		break;
	case 73 ... 74:
		r = pick_ring(0);
		if (r && (r->sq || r->sqes))
			unmap_ring(r, ONE_IN(2));
		break;
	case 75 ... 77:
		fd_games();
		break;
	case 78 ... 79:
		if (!is_grandchild)
			fork_ring_holder();
		break;
	case 80 ... 83:
		r = pick_ring(0);
		if (r)
			scribble(r);
		break;
	case 84 ... 95:
		misc_io();
		break;
	case 96 ... 97:
		r = pick_ring(0);
		if (r && ONE_IN(3))
			drop_ring(r);
		break;
	case 98:
		if (!is_grandchild)
			reap_kids(ONE_IN(3));
		break;
	case 99:
		if (ONE_IN(40)) {	/* exit now, whatever is in flight */
			tr_begin(T_EXIT, 1, 0, 0, 0, 0, 0, 0);
			_exit(0);
		}
		break;
	}
}

static void on_alarm(int sig)
{
	(void)sig;
}

static void setup_child_fds(void)
{
	int null = open("/dev/null", O_RDWR), sv[2], pfd[2], i;
	struct sockaddr_in sin = { .sin_family = AF_INET };
	socklen_t sl = sizeof(sin);
	sigset_t usr1;
	char path[512];

	/* Nothing of the parent's: not its output, not the console. */
	dup2(null, 0);
	dup2(null, 1);
	dup2(null, 2);
	for (i = 3; i < 1024; i++)
		if (i != null && i != bdev_rw && i != bdev_ro && i != fault_fd)
			close(i);
	pool_add(null, K_NULL);
	pool_add(open("/dev/zero", O_RDWR), K_ZERO);
	if (bdev_rw >= 0)
		pool_add(bdev_rw, K_BDEV);
	if (bdev_ro >= 0)
		pool_add(bdev_ro, K_BDEV_RO);

	/* A buffered and an O_DIRECT fd of one unlinked file per directory. */
	for (int d = 0; d < ndirs; d++) {
		int fd, dfd;

		snprintf(path, sizeof(path), "%.255s/f.%d", dirs[d].path, (int)mypid);
		fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
		if (fd < 0)
			continue;
		dfd = open(path, O_RDWR | O_DIRECT);
		unlink(path);
		if (pwrite(fd, data, 65536, 0) < 0 || ftruncate(fd, 8 << 20)) {
			/* a full file system is one more case */
		}
		pool_add(fd, K_FILE);
		pool_add(dfd, K_DIRECT);
		pool_add(open(dirs[d].path, O_RDONLY | O_DIRECTORY), K_DIR);
		if (!fmap) {
			void *m = mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE,
				       MAP_SHARED, fd, 0);

			if (m != MAP_FAILED) {
				fmap = m;
				fmap_len = 1 << 20;
			}
		}
	}
	pool_add(memfd_create("sqe_fuzz", 0), K_MEMFD);
	/* Two pipes: a SPLICE or TEE between them (5.7). */
	for (i = 0; i < 2; i++)
		if (pipe(pfd) == 0) {
			pipes[i][0] = pfd[0];
			pipes[i][1] = pfd[1];
			pool_add(pfd[0], K_PIPE_R);
			pool_add(pfd[1], K_PIPE_W);
		}
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0) {
		pool_add(sv[0], K_UNIX);
		pool_add(sv[1], K_UNIX);
	}
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) == 0) {
		pool_add(sv[0], K_UNIX_DGRAM);
		pool_add(sv[1], K_UNIX_DGRAM);
	}
	/* TCP over loopback: a listener, a connected pair. */
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	sv[0] = socket(AF_INET, SOCK_STREAM, 0);
	if (sv[0] >= 0 && !bind(sv[0], (void *)&sin, sizeof(sin)) &&
	    !listen(sv[0], 4) && !getsockname(sv[0], (void *)&sin, &sl)) {
		sv[1] = socket(AF_INET, SOCK_STREAM, 0);
		if (sv[1] >= 0 && !connect(sv[1], (void *)&sin, sizeof(sin))) {
			pool_add(sv[1], K_TCP);
			pool_add(accept(sv[0], NULL, NULL), K_TCP);
		}
		pool_add(sv[0], K_TCP_LISTEN);
		listen_addr = sin;
	}
	/* UDP: two sockets connected to each other. */
	sv[0] = socket(AF_INET, SOCK_DGRAM, 0);
	sv[1] = socket(AF_INET, SOCK_DGRAM, 0);
	if (sv[0] >= 0 && sv[1] >= 0) {
		struct sockaddr_in a = sin, b = sin;
		socklen_t la = sizeof(a), lb = sizeof(b);

		a.sin_port = b.sin_port = 0;
		if (!bind(sv[0], (void *)&a, la) && !bind(sv[1], (void *)&b, lb) &&
		    !getsockname(sv[0], (void *)&a, &la) &&
		    !getsockname(sv[1], (void *)&b, &lb)) {
			if (connect(sv[0], (void *)&b, lb) ||
			    connect(sv[1], (void *)&a, la)) {
				/* unconnected UDP sockets are fine too */
			}
		}
		pool_add(sv[0], K_UDP);
		pool_add(sv[1], K_UDP);
	}
	pool_add(eventfd(0, 0), K_EVENTFD);
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, NULL);
	pool_add(signalfd(-1, &usr1, 0), K_SIGNALFD);
	i = timerfd_create(CLOCK_MONOTONIC, 0);
	if (i >= 0) {
		struct itimerspec it = { { 0, 20000000 }, { 0, 20000000 } };

		timerfd_settime(i, 0, &it, NULL);
		pool_add(i, K_TIMERFD);
	}
	epfd = epoll_create1(0);
	if (epfd >= 0) {
		struct epoll_event ev = { .events = EPOLLIN };

		for (i = 0; i < npool; i++)
			if (pool[i].kind == K_PIPE_R || pool[i].kind == K_EVENTFD)
				epoll_ctl(epfd, EPOLL_CTL_ADD, pool[i].fd, &ev);
		pool_add(epfd, K_EPOLL);
	}
	closed_fd = open("/dev/null", O_RDONLY);
	close(closed_fd);
	/* For OPENAT and STATX, in the child's directory (its cwd). */
	if (ndirs) {
		snprintf(path, sizeof(path), "%.255s/fz.fifo.%d", dirs[0].path,
			 (int)mypid);
		mkfifo(path, 0666);
		snprintf(path, sizeof(path), "%.255s/fz.file.%d", dirs[0].path,
			 (int)mypid);
		close(open(path, O_RDWR | O_CREAT, 0666));
	}
}

static void setup_child_memory(void)
{
	u8 *m = mmap(NULL, DATA_LEN + 4096, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (m == MAP_FAILED)
		_exit(2);
	mprotect(m + DATA_LEN, 4096, PROT_NONE);	/* guard */
	data = m;
	for (size_t i = 0; i < DATA_LEN; i += 8)
		*(u64 *)(data + i) = i * 0x9e3779b97f4a7c15ULL;
	scratch = mmap(NULL, SCRATCH_LEN, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	none_r = mmap(NULL, ODD_LEN, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ro_r = mmap(NULL, ODD_LEN, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (scratch == MAP_FAILED || none_r == MAP_FAILED || ro_r == MAP_FAILED)
		_exit(2);
	/*
	 * Unmapped: 4 GiB, above the heap of a static binary and far below
	 * where mmap() puts things (an munmap()ed region would soon hold a
	 * ring, and reads "into the hole" would land in it).
	 */
	hole = 1ULL << 32;
}

/*
 * Lock our own memory: the image's data and bss, the heap (the TLS block
 * sits at its start), the stack and the shared trace and statistics.
 * The SQEs of a ring that another process writes too, or that a read
 * landed in, can be torn into anything, an IORING_OP_MADVISE(0, 2 GiB,
 * MADV_DONTNEED) among them.  With SQPOLL, or a request punted to our
 * workers, that is our madvise(2), done as we asked: it would discard our
 * bss and heap and look like a kernel that wrote where nobody asked.
 * MADV_DONTNEED, MADV_FREE and MADV_REMOVE refuse locked mappings (-EINVAL),
 * so the data area and the rest still take them.  fork() does not pass
 * the lock on: each process locks its own.  Advice that discards nothing
 * still applies: a torn MADV_DONTFORK can leave a later copy without its
 * text, and that copy dies; copies are reaped, not judged.
 */
static void lock_own_memory(void)
{
	u64 want[] = { (u64)&TR, (u64)&fault_fd, (u64)sbrk(0) - 1,
		       (u64)__builtin_frame_address(0), (u64)TR, (u64)ST };
	char line[512];
	FILE *f = fopen("/proc/self/maps", "r");

	if (!f)
		_exit(2);
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;

		if (sscanf(line, "%lx-%lx", &lo, &hi) != 2)
			continue;
		for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++)
			if (want[i] >= lo && want[i] < hi) {
				if (mlock((void *)lo, hi - lo))
					_exit(2);
				break;
			}
	}
	fclose(f);
}

static void drop_privileges(void)
{
	struct rlimit rl = { 64 << 20, 64 << 20 };

	/* Rings and registered buffers of uid 65534 count against memlock. */
	setrlimit(RLIMIT_MEMLOCK, &rl);
	if (setgroups(0, NULL) || setgid(65534) || setuid(65534))
		_exit(2);
}

/* Set this process's oom_score_adj; quietly nothing if not allowed. */
static void oom_score_adj(const char *v)
{
	int fd = open("/proc/self/oom_score_adj", O_WRONLY);

	/* Not root: the parent stays a candidate, nothing else changes. */
	if (fd >= 0) {
		ssize_t n = write(fd, v, strlen(v));

		(void)n;
		close(fd);
	}
}

/* Append @v in hex to @p; no libc formatting in a signal handler. */
static char *put_hex(char *p, unsigned long v)
{
	int shift = 60;

	*p++ = '0';
	*p++ = 'x';
	while (shift > 0 && !(v >> shift))
		shift -= 4;
	for (; shift >= 0; shift -= 4)
		*p++ = "0123456789abcdef"[(v >> shift) & 15];
	return p;
}

/*
 * A child's SIGSEGV or SIGBUS: say where, on the alternate stack (the
 * fault may be the stack's), then let the fault repeat with the default
 * action (SA_RESETHAND), so the parent sees the signal as before.
 */
static void on_fault(int sig, siginfo_t *si, void *uc)
{
	static const char head[] = "sqe_fuzz: fault: signal ";
	char msg[160], *p = msg;

	memcpy(p, head, sizeof(head) - 1);
	p = put_hex(p + sizeof(head) - 1, sig);
	memcpy(p, " address ", 9);
	p = put_hex(p + 9, (unsigned long)si->si_addr);
	memcpy(p, " ip ", 4);
	p = put_hex(p + 4, ((ucontext_t *)uc)->uc_mcontext.gregs[REG_RIP]);
	*p++ = '\n';
	if (write(fault_fd, msg, p - msg) < 0)
		return;
}

static void __attribute__((noreturn))
child_main(u64 seed, double secs, int unpriv, struct stats *st,
	   struct trace *tr)
{
	struct { struct trace *tr; struct stats *st; u8 *data, *scratch; } *keep;
	struct sigaction sa = { .sa_handler = on_alarm };	/* no SA_RESTART */
	struct sigaction fa = {
		.sa_sigaction = on_fault,
		.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_ONSTACK,
	};
	static char altstack[16384];
	stack_t ss = { .ss_sp = altstack, .ss_size = sizeof(altstack) };

	setpgid(0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	/* The parent is exempt from the OOM killer; a child is not. */
	oom_score_adj("0");
	ST = st;
	TR = tr;
	mypid = getpid();
	rs = splitmix(seed) | 1;
	tr_begin(T_START, unpriv, seed, (u64)(secs * 1000), 0, 0, 0, 0);
	signal(SIGPIPE, SIG_IGN);
	signal(SIGXFSZ, SIG_IGN);
	sigaltstack(&ss, NULL);
	sigaction(SIGSEGV, &fa, NULL);
	sigaction(SIGBUS, &fa, NULL);
	sigaction(SIGALRM, &sa, NULL);
	/*
	 * SIGUSR1 feeds the signalfd and stays blocked, but an
	 * io_uring_enter() sigmask may unblock it: then it must not kill.
	 */
	sigaction(SIGUSR1, &sa, NULL);
	if (unpriv)
		drop_privileges();
	prctl(PR_SET_PDEATHSIG, SIGKILL);	/* setuid() cleared it */
	if (ndirs && chdir(dirs[0].path) < 0)
		_exit(2);
	for (int i = 0; i < MAX_RINGS; i++)
		rings[i].fd = -1;
	setup_child_memory();
	setup_child_fds();
	lock_own_memory();
	start_itimer();
	deadline = now() + secs;
	/*
	 * Between guard pages: ring mappings land beside it, and a read
	 * the fuzzer asked for into one may run on past its end.
	 */
	keep = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (keep == MAP_FAILED || mprotect(keep, 4096, PROT_NONE) ||
	    mprotect((u8 *)keep + 2 * 4096, 4096, PROT_NONE))
		_exit(2);
	keep = (void *)((u8 *)keep + 4096);
	if (mlock(keep, 4096))
		_exit(2);
	keep->tr = TR, keep->st = ST, keep->data = data, keep->scratch = scratch;
	while (now() < deadline) {
		step();
		/*
		 * Our own pointers, which no request names: a change is a
		 * write the kernel made where nobody asked it to.
		 */
		if (TR != keep->tr || ST != keep->st || data != keep->data ||
		    scratch != keep->scratch) {
			TR = keep->tr, ST = keep->st;
			flag_bad("the fuzzer's own pointers changed (event %llu)",
				 (unsigned long long)__atomic_load_n(&TR->seq,
								     __ATOMIC_RELAXED));
			_exit(3);
		}
	}

	/* The end of a round: tidy, half tidy, or not at all. */
	tr_begin(T_EXIT, 0, 0, 0, 0, 0, 0, 0);
	switch (rn(4)) {
	case 0:
		break;
	case 1:
		for (int i = 0; i < MAX_RINGS; i++)
			if (rings[i].used && rings[i].fd >= 0)
				close(rings[i].fd);
		break;
	case 2:
		for (int i = 0; i < MAX_RINGS; i++)
			if (rings[i].used)
				drop_ring(&rings[i]);
		break;
	case 3:
		if (!is_grandchild)
			reap_kids(1);
		break;
	}
	_exit(0);
}

/* ======================= the parent ======================= */

static FILE *tlog;		/* trace dumps: FUZZ_LOG or stderr */
static int round_max = 6, stuck_s = 60, grace_s = 60;

enum { SL_IDLE, SL_RUN, SL_LOST };
struct slot {
	int state;
	pid_t pid;
	unsigned int round;
	u64 seed;
	int unpriv, planned, killed, overran, reaped, status;
	int submitting;		/* past its deadline, its SQ heads moving */
	u64 heads;		/* their sum when last looked at */
	long oom_kills;		/* the kernel's count when it started */
	double start, secs, kill_at, deadline, grace_until, drain_until;
	struct stats *st;
	struct trace *tr;
};

static struct stats total;
static unsigned int children, planned_kills, unpriv_children, self_waits, splice_waits,
		    oom_killed, slow_submits;

/* The kernel's count of OOM kills (/proc/vmstat oom_kill); -1 unknown. */
static long vmstat_oom_kills(void)
{
	char line[128];
	long v = -1;
	FILE *f = fopen("/proc/vmstat", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "oom_kill %ld", &v) == 1)
			break;
	if (f)
		fclose(f);
	return v;
}
static int hangs, failures;

static void merge(struct stats *t, const struct stats *s)
{
	t->calls += s->calls;
	t->sqes_written += s->sqes_written;
	t->sqes_submitted += s->sqes_submitted;
	t->cqes += s->cqes;
	t->rings += s->rings;
	t->forks += s->forks;
	t->scribbles += s->scribbles;
	for (int o = 0; o < NOPB; o++)
		for (int c = 0; c < NRES; c++)
			t->res[o][c] += s->res[o][c];
	for (int o = 0; o < NSYS; o++)
		for (int c = 0; c < NRES; c++)
			t->sys[o][c] += s->sys[o][c];
}

static const char *errname(int e)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 32)
	const char *n = strerrorname_np(e);

	if (n)
		return n;
#endif
	static char buf[16];

	snprintf(buf, sizeof(buf), "E%d", e);
	return buf;
}

static const char *class_name(int c)
{
	static char buf[64];

	if (c == 0)
		return ">0";
	if (c == 1)
		return "0";
	if (c == NRES - 1)
		return "<-1023";
	snprintf(buf, sizeof(buf), "-%s", errname(c - 1));
	return buf;
}

static void dump_trace(struct slot *s, const char *why)
{
	u64 end = __atomic_load_n(&s->tr->seq, __ATOMIC_ACQUIRE);
	u64 first = end > TRACE_N ? end - TRACE_N : 0;

	fprintf(tlog, "sqe_fuzz: %s: child %u seed %#" PRIx64 " pid %d: its last %" PRIu64
		" events of %" PRIu64 ", oldest first (replay: sqe_fuzz --replay %#" PRIx64 ")\n",
		why, s->round, s->seed, (int)s->pid, end - first, end, s->seed);
	for (u64 q = first; q < end; q++) {
		struct tent *e = &s->tr->e[q % TRACE_N];
		char ret[32];

		if (e->seq != q + 1)
			continue;
		if (e->ret == PENDING)
			snprintf(ret, sizeof(ret), "(no return)");
		else
			snprintf(ret, sizeof(ret), "%" PRId64, e->ret);
		if (e->kind == T_SQE)
			fprintf(tlog, "sqe_fuzz:  #%" PRIu64 " pid %d SQE ring %u slot %u op %u(%s) flags %#x ioprio %#x fd %d off %#" PRIx64
				" addr %#" PRIx64 " len %#x opflags %#x user_data %#" PRIx64 " buf %u fd_in %d\n",
				q, e->pid, e->sub, (u32)(e->a[5] >> 16 & 0xffff),
				(u32)(e->a[0] & 0xff),
				(e->a[0] & 0xff) < NAMED_OPS ? op_names[e->a[0] & 0xff] : "?",
				(u32)(e->a[0] >> 8 & 0xff), (u32)(e->a[0] >> 16 & 0xffff),
				(int)(e->a[0] >> 32), e->a[1], e->a[2], (u32)e->a[3],
				(u32)(e->a[3] >> 32), e->a[4], (u32)(e->a[5] & 0xffff),
				(int)(e->a[5] >> 32));
		else
			fprintf(tlog, "sqe_fuzz:  #%" PRIu64 " pid %d %s/%u (%#" PRIx64 ", %#" PRIx64 ", %#" PRIx64
				", %#" PRIx64 ", %#" PRIx64 ", %#" PRIx64 ") = %s\n",
				q, e->pid, e->kind < T_NKINDS ? kind_names[e->kind] : "?",
				e->sub, e->a[0], e->a[1], e->a[2], e->a[3], e->a[4],
				e->a[5], ret);
	}
	fflush(tlog);
}

/*
 * The processes of group @pgid, their state, blocked signals and (root)
 * kernel stacks.  Returns 1 when the group's leader (the child itself, the
 * only one with the interval timer) sleeps in io_uring_enter() with
 * SIGALRM blocked: a wait with a sigmask read from memory of random
 * content, which v5.4 lets last until its CQEs come, as pselect(2) would.
 */
/* Read @path into @buf (NUL-terminated); its length, or -1. */
static ssize_t read_small(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY);
	ssize_t n = fd >= 0 ? read(fd, buf, size - 1) : -1;

	if (fd >= 0)
		close(fd);
	buf[n > 0 ? n : 0] = 0;
	return n;
}

/* The process group of @pid from /proc/PID/stat, its state in @state; 0 if gone. */
static int proc_pgrp(int pid, char *state)
{
	char path[64], st = '?';
	int pg = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (fscanf(f, "%*d (%*[^)]) %c %*d %d", &st, &pg) != 2)
		pg = 0;
	fclose(f);
	if (state)
		*state = st;
	return pg;
}

/*
 * Print the state and kernel stack of every thread (io threads included)
 * of every process of the group @pgid.  Returns 1 or 2 when the child is
 * waiting by its own doing, for the first or second reason below, so that the SIGKILL that follows ends a wait
 * that is no finding (finish_slot()); a group that SIGKILL does not end
 * is still a HANG.  Two such waits:
 *  - the child sleeps in io_uring_enter() with SIGALRM blocked;
 *  - a thread waits for a pipe's lock (pipe_read()/pipe_write() in D)
 *    while another thread of its process, an io worker running its
 *    SPLICE or TEE, splices with that lock held: it waits for data, in
 *    4.19 even from a file without ->splice_read (an eventfd), as
 *    splice(2) would; the interval timer cannot end a mutex wait.
 */
static int show_group(pid_t pgid)
{
	int self_blocked = 0;

	DIR *d = opendir("/proc");
	struct dirent *de;
	char path[96], buf[4096];

	while (d && (de = readdir(d))) {
		int pid = atoi(de->d_name), pipe_wait = 0, splicing = 0;
		unsigned long long blk;
		struct dirent *te;
		char state = '?';
		DIR *td;
		FILE *f;

		if (pid <= 0 || proc_pgrp(pid, &state) != pgid)
			continue;
		blk = 0;
		snprintf(path, sizeof(path), "/proc/%d/status", pid);
		f = fopen(path, "r");
		while (f && fgets(buf, sizeof(buf), f))
			if (sscanf(buf, "SigBlk: %llx", &blk) == 1)
				break;
		if (f)
			fclose(f);
		printf("#   pid %d state %c SigBlk %016llx\n", pid, state, blk);
		snprintf(path, sizeof(path), "/proc/%d/task", pid);
		td = opendir(path);
		while (td && (te = readdir(td))) {
			int tid = atoi(te->d_name);
			char comm[32] = "?", tstate = '?';

			if (tid <= 0)
				continue;
			snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", pid, tid);
			f = fopen(path, "r");
			if (f) {
				if (fscanf(f, "%*d (%31[^)]) %c", comm, &tstate) != 2)
					tstate = '?';
				fclose(f);
			}
			fprintf(tlog, "sqe_fuzz:   pid %d thread %d (%s) state %c SigBlk %016llx, kernel stack:\n",
				pid, tid, comm, tstate, blk);
			snprintf(path, sizeof(path), "/proc/%d/task/%d/stack", pid, tid);
			if (read_small(path, buf, sizeof(buf)) <= 0)
				continue;
			fputs(buf, tlog);
			if (tid == pgid && tstate == 'S' &&
			    (blk & 1ULL << (SIGALRM - 1)) &&
			    strstr(buf, "io_uring_enter"))
				self_blocked = 1;
			if (tstate == 'D' && (strstr(buf, "] pipe_read+") ||
					      strstr(buf, "] pipe_write+")))
				pipe_wait = 1;
			if (strstr(buf, "splice") || strstr(buf, "do_tee"))
				splicing = 1;
		}
		if (td)
			closedir(td);
		if (pipe_wait && splicing) {
			printf("#   pid %d waits for a pipe lock that its own splice holds\n", pid);
			self_blocked = self_blocked ?: 2;
		}
	}
	if (d)
		closedir(d);
	fflush(tlog);
	return self_blocked;
}

static int group_alive(pid_t pgid)
{
	return kill(-pgid, 0) == 0 || errno == EPERM;
}

static void lose_slot(struct slot *s, const char *what, double t)
{
	char why[160];

	hangs++;
	if (s->killed || s->drain_until)
		snprintf(why, sizeof(why), "HANG: %s %d s after SIGKILL (%.0f s after it started)",
			 what, grace_s, t - s->start);
	else
		snprintf(why, sizeof(why), "HANG: %s (%.0f s after it started)",
			 what, t - s->start);
	printf("# %s: child %u seed %#" PRIx64 " pid %d (%s, round of %.1f s)\n",
	       why, s->round, s->seed, (int)s->pid, s->unpriv ? "uid 65534" : "root",
	       s->secs);
	show_group(s->pid);
	dump_trace(s, why);
	if (geteuid() == 0) {	/* every blocked task to the console */
		int fd = open("/proc/sysrq-trigger", O_WRONLY);

		if (fd >= 0) {
			if (write(fd, "w", 1) != 1) {
				/* no sysrq: the stacks above must do */
			}
			close(fd);
		}
	}
	merge(&total, s->st);
	s->state = SL_LOST;
}

static void finish_slot(struct slot *s)
{
	int st = s->status;
	char why[200] = "";

	merge(&total, s->st);
	if (s->overran >= 2 && !s->st->bad) {
		/* Killed as a STUCK child is, but its own doing: no finding. */
		if (s->overran == 2)
			self_waits++;
		else
			splice_waits++;
		printf("# child %u pid %d seed %#" PRIx64 " %.1f s as %s: %s, ended by SIGKILL (not a finding)\n",
		       s->round, (int)s->pid, s->seed, s->secs, s->unpriv ? "uid 65534" : "root",
		       s->overran == 2 ?
		       "slept in io_uring_enter() with SIGALRM blocked by its own sigmask" :
		       "waited for a pipe lock that its own splice held");
		s->state = SL_IDLE;
		return;
	}
	if (WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL && !s->killed &&
	    !s->overran && !s->st->bad && s->oom_kills >= 0 &&
	    vmstat_oom_kills() > s->oom_kills) {
		oom_killed++;
		printf("# child %u pid %d seed %#" PRIx64 " %.1f s as %s: SIGKILLed by the OOM killer "
		       "(oom_kill went up; not a finding)\n",
		       s->round, (int)s->pid, s->seed, s->secs, s->unpriv ? "uid 65534" : "root");
		s->state = SL_IDLE;
		return;
	}
	if (s->overran)
		snprintf(why, sizeof(why),
			 "STUCK: still running %d s after its round, ended by SIGKILL",
			 stuck_s);
	else if (WIFEXITED(st) && WEXITSTATUS(st) == 2)
		snprintf(why, sizeof(why), "FAIL: could not set up (exit 2)");
	else if (WIFEXITED(st) && WEXITSTATUS(st) != 0)
		snprintf(why, sizeof(why), "FAIL: exit status %d", WEXITSTATUS(st));
	else if (WIFSIGNALED(st) && !(WTERMSIG(st) == SIGKILL && s->killed))
		snprintf(why, sizeof(why), "FAIL: killed by signal %d%s", WTERMSIG(st),
			 WTERMSIG(st) == SIGKILL ? " (not ours: the OOM killer?)" : "");
	else if (s->st->bad)
		snprintf(why, sizeof(why), "FAIL: %.180s", s->st->bad_msg);

	printf("# child %u pid %d seed %#" PRIx64 " %.1f s as %s: %s\n",
	       s->round, (int)s->pid, s->seed, s->secs, s->unpriv ? "uid 65534" : "root",
	       why[0] ? "see below" : s->killed ? "killed as planned" : "exited");
	if (why[0]) {
		printf("# %s: child %u seed %#" PRIx64 "\n", why, s->round, s->seed);
		if (s->st->bad && !strstr(why, s->st->bad_msg))
			printf("#   and: %s\n", s->st->bad_msg);
		dump_trace(s, why);
		failures++;
	}
	s->state = SL_IDLE;
}

static void *shared(size_t len)
{
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED) {
		perror("sqe_fuzz: mmap");
		exit(1);
	}
	return p;
}

static void spawn(struct slot *s, unsigned int round, u64 seed, int unpriv_mode)
{
	u64 pr = splitmix(seed ^ 0x5bd1e995ULL);

	s->round = round;
	s->seed = seed;
	s->secs = 0.3 + (pr % (round_max * 1000)) / 1000.0;
	s->planned = (pr >> 20) % 3 == 0;
	s->unpriv = unpriv_mode == 1 || (unpriv_mode == 2 && ((pr >> 40) & 1));
	s->killed = s->overran = s->reaped = s->submitting = 0;
	s->heads = 0;
	s->drain_until = 0;
	memset(s->st, 0, sizeof(*s->st));
	memset(s->tr, 0, sizeof(*s->tr));
	s->oom_kills = vmstat_oom_kills();
	s->start = now();
	s->kill_at = s->planned ? s->start + 0.05 + ((pr >> 32) % 1000) / 1000.0 * s->secs : 0;
	s->deadline = s->start + s->secs + stuck_s;
	fflush(stdout);
	fflush(tlog);
	s->pid = fork();
	if (s->pid < 0) {
		perror("sqe_fuzz: fork");
		s->state = SL_IDLE;
		return;
	}
	if (s->pid == 0)
		child_main(seed, s->secs, s->unpriv && geteuid() == 0, s->st, s->tr);
	setpgid(s->pid, s->pid);
	/* On the console too: if the kernel dies, the oops names the pid. */
	fprintf(tlog, "sqe_fuzz: child %u seed %#" PRIx64 " pid %d: %.1f s as %s%s\n",
		round, seed, (int)s->pid, s->secs, s->unpriv ? "uid 65534" : "root",
		s->planned ? ", to be killed" : "");
	fflush(tlog);
	s->state = SL_RUN;
	children++;
	unpriv_children += s->unpriv;
}

/*
 * The sum of the SQ heads of every ring that a process of group @pgid has
 * mapped, read through /proc/PID/mem (forked from us, each has `rings` at
 * our address), plus one per such ring so that a head of 0 counts; 0 if
 * none could be read.  A sum that moves is a submission going on: a
 * batch of up to 32768 SQEs under KASAN in TCG may take minutes, and
 * io_submit_sqes() ends it however long, one SQE at a time.
 */
static u64 group_sq_heads(pid_t pgid)
{
	static struct ring copy[MAX_RINGS];
	DIR *d = opendir("/proc");
	struct dirent *de;
	u64 sum = 0;

	while (d && (de = readdir(d))) {
		int pid = atoi(de->d_name), fd;
		char path[64];

		if (pid <= 0 || proc_pgrp(pid, NULL) != pgid)
			continue;
		snprintf(path, sizeof(path), "/proc/%d/mem", pid);
		fd = open(path, O_RDONLY);
		if (fd < 0)
			continue;
		if (pread(fd, copy, sizeof(copy), (off_t)(uintptr_t)rings) ==
		    sizeof(copy)) {
			for (int i = 0; i < MAX_RINGS; i++) {
				struct ring *r = &copy[i];
				u32 head;

				if (!r->used || !r->sq ||
				    (u64)r->p.sq_off.head + 4 > r->sq_len)
					continue;
				if (pread(fd, &head, 4, (off_t)(uintptr_t)
					  (r->sq + r->p.sq_off.head)) == 4)
					sum += (u64)head + 1;
			}
		}
		close(fd);
	}
	if (d)
		closedir(d);
	return sum;
}

static void kill_group(struct slot *s, double t, int overran)
{
	/* Where a STUCK child's processes wait, before they are killed. */
	if (overran) {
		printf("# STUCK: child %u seed %#" PRIx64 " pid %d, before SIGKILL:\n",
		       s->round, s->seed, (int)s->pid);
		int own = show_group(s->pid);

		if (own)
			overran = 1 + own;
	}
	kill(-s->pid, SIGKILL);
	kill(s->pid, SIGKILL);
	s->killed = 1;
	s->overran = overran;
	s->grace_until = t + grace_s;
	if (!overran)
		planned_kills++;
}

/*
 * A child still running FUZZ_STUCK seconds after its round: STUCK, unless
 * the SQ heads of its rings move, looked at SUBMIT_LOOK seconds apart: a
 * long batch going on, given up to SUBMIT_MAX seconds more to end.
 */
#define SUBMIT_LOOK	5
#define SUBMIT_MAX	300
static void past_deadline(struct slot *s, double t)
{
	u64 heads = group_sq_heads(s->pid);

	if (heads && heads != s->heads && s->heads &&
	    t < s->start + s->secs + stuck_s + SUBMIT_MAX) {
		if (!s->submitting++) {
			slow_submits++;
			printf("# child %u pid %d seed %#" PRIx64 ": still submitting %d s after its round "
			       "(its SQ heads move): up to %d s more\n",
			       s->round, (int)s->pid, s->seed, stuck_s, SUBMIT_MAX);
		}
	} else if (s->heads || !heads) {
		kill_group(s, t, 1);
		return;
	}
	s->heads = heads;
	s->deadline = t + SUBMIT_LOOK;
}

static void tend(struct slot *s, double t)
{
	if (s->state != SL_RUN)
		return;
	if (!s->reaped) {
		if (!s->killed && s->kill_at && t >= s->kill_at)
			kill_group(s, t, 0);
		else if (!s->killed && t >= s->deadline)
			past_deadline(s, t);
		else if (s->killed && t >= s->grace_until)
			lose_slot(s, "the child was still there", t);
		return;
	}
	/* The child is gone: what it forked goes too. */
	if (!group_alive(s->pid)) {
		finish_slot(s);
		return;
	}
	kill(-s->pid, SIGKILL);
	if (!s->drain_until) {
		s->drain_until = t + grace_s;
		s->grace_until = s->drain_until;
	} else if (t >= s->drain_until) {
		lose_slot(s, "a process the child forked was still there", t);
	}
}

static void summary(u64 master, double secs, const char *mode)
{
	int distinct_op = 0, distinct_err = 0;
	static u8 errs[NRES];

	printf("# %s: %u children (%u as uid 65534), %u killed at a planned moment, "
	       "%" PRIu64 " rings set up, %" PRIu64 " forks with rings, %" PRIu64 " ring words scribbled\n",
	       mode, children, unpriv_children, planned_kills, total.rings,
	       total.forks, total.scribbles);
	printf("# %s: %u children slept in io_uring_enter() with SIGALRM blocked by their own sigmask\n",
	       mode, self_waits);
	printf("# %s: %u children waited for a pipe lock that their own splice held\n",
	       mode, splice_waits);
	printf("# %s: %u children SIGKILLed by the OOM killer\n", mode, oom_killed);
	printf("# %s: %u children still submitting a batch at their deadline\n", mode,
	       slow_submits);
	for (int o = 0; o < NSYS; o++) {
		u64 n = 0;
		char line[1024];
		int len = 0;

		for (int c = 0; c < NRES; c++) {
			n += total.sys[o][c];
			if (total.sys[o][c] && c >= 2) {
				errs[c] = 1;
				if (len < 900)
					len += snprintf(line + len, sizeof(line) - len, " %s x%u",
							class_name(c), total.sys[o][c]);
			}
		}
		if (len > 900)
			len += snprintf(line + len, sizeof(line) - len, " ...");
		line[len] = 0;
		if (n)
			printf("# %s: %" PRIu64 " calls: ok x%u%s\n", sys_names[o], n,
			       total.sys[o][0] + total.sys[o][1], line);
	}
	for (int o = 0; o < NOPB; o++) {
		u64 n = 0;
		char line[1024];
		int len = 0;

		for (int c = 0; c < NRES; c++) {
			if (!total.res[o][c])
				continue;
			n += total.res[o][c];
			distinct_op++;
			if (c >= 2)
				errs[c] = 1;
			if (len < 900)
				len += snprintf(line + len, sizeof(line) - len, " %s x%u",
						class_name(c), total.res[o][c]);
		}
		if (!n)
			continue;
		line[len < 1000 ? len : 1000] = 0;
		printf("# CQE %s: %" PRIu64 ":%s\n",
		       o < NAMED_OPS ? op_names[o] :
		       o == OPB_OTHER ? "opcode>40" : "foreign user_data", n, line);
	}
	for (int c = 0; c < NRES; c++)
		distinct_err += errs[c];
	printf("# seed=%#" PRIx64 " seconds=%.0f calls=%" PRIu64 " sqes_written=%" PRIu64
	       " sqes_submitted=%" PRIu64 " cqes=%" PRIu64
	       " distinct_opcode_res=%d distinct_errno=%d hangs=%d failures=%d\n",
	       master, secs, total.calls, total.sqes_written, total.sqes_submitted,
	       total.cqes, distinct_op, distinct_err, hangs, failures);
}

static const char *env(const char *name, const char *def)
{
	const char *v = getenv(name);

	return v && *v ? v : def;
}

static void add_dir(const char *path)
{
	struct stat sb;

	if (ndirs == MAX_DIRS)
		return;
	if (stat(path, &sb) || !S_ISDIR(sb.st_mode)) {
		printf("# SKIP directory %s: %s\n", path,
		       errno ? strerror(errno) : "not a directory");
		return;
	}
	snprintf(dirs[ndirs].name, sizeof(dirs[ndirs].name), "%s", path);
	snprintf(dirs[ndirs].path, sizeof(dirs[ndirs].path), "%s/sqe_fuzz.%d",
		 path, (int)getpid());
	if (mkdir(dirs[ndirs].path, 0777) && errno != EEXIST) {
		printf("# SKIP directory %s: mkdir %s: %s\n", path,
		       dirs[ndirs].path, strerror(errno));
		return;
	}
	chmod(dirs[ndirs].path, 01777);	/* for children as uid 65534 */
	printf("# files in %s\n", dirs[ndirs].path);
	ndirs++;
}

static void clean_dirs(void)
{
	for (int d = 0; d < ndirs; d++) {
		DIR *dd = opendir(dirs[d].path);
		struct dirent *de;
		char p[600];

		while (dd && (de = readdir(dd))) {
			if (de->d_name[0] == '.')
				continue;
			snprintf(p, sizeof(p), "%.255s/%.255s", dirs[d].path, de->d_name);
			unlink(p);
		}
		if (dd)
			closedir(dd);
		rmdir(dirs[d].path);
	}
}

static void usage(void)
{
	fprintf(stderr,
		"usage: sqe_fuzz [-s SEED] [-t SECONDS] [-j JOBS] [-d DIR]... [-b BLOCKDEV]\n"
		"                [--unpriv[=mix]] [--replay CHILD_SEED]\n"
		"Only in a test VM: it needs FUZZ_VM=1 (see the header of sqe_fuzz.c).\n");
	exit(2);
}

int main(int argc, char **argv)
{
	const char *dir_env = env("FUZZ_DIRS", "/mnt/ext4:/mnt/xfs");
	const char *bdev = env("FUZZ_BDEV", "/dev/iou-raw");
	const char *um = env("FUZZ_UNPRIV", "0");
	double secs = atof(env("FUZZ_SECONDS", "60")), end, hard_end, t;
	long jobs = sysconf(_SC_NPROCESSORS_ONLN);
	int unpriv_mode, replay = 0, have_dirs = 0, i;
	u64 master = 0, replay_seed = 0;
	char *cmd_dirs[MAX_DIRS];
	int ncmd_dirs = 0;
	struct slot *slots;
	unsigned int round = 0;
	const char *seed_env = getenv("FUZZ_SEED");
	struct fz_params probe;
	long fd;

	/* Room at the top of the heap that lock_own_memory() locks too. */
	mallopt(M_TOP_PAD, 1 << 20);
	mallopt(M_TRIM_THRESHOLD, 64 << 20);

	setvbuf(stdout, NULL, _IOLBF, 0);
	oom_score_adj("-1000");
	if (getenv("FUZZ_JOBS"))
		jobs = atol(getenv("FUZZ_JOBS"));
	round_max = atoi(env("FUZZ_ROUND", "6"));
	stuck_s = atoi(env("FUZZ_STUCK", "60"));
	grace_s = atoi(env("FUZZ_GRACE", "60"));
	if (seed_env && *seed_env)
		master = strtoull(seed_env, NULL, 0);
	else
		master = splitmix((u64)time(NULL) << 20 ^ (u64)getpid());
	if (getenv("FUZZ_REPLAY") && *getenv("FUZZ_REPLAY"))
		replay = 1, replay_seed = strtoull(getenv("FUZZ_REPLAY"), NULL, 0);

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "-s") && i + 1 < argc)
			master = strtoull(argv[++i], NULL, 0);
		else if (!strcmp(a, "-t") && i + 1 < argc)
			secs = atof(argv[++i]);
		else if (!strcmp(a, "-j") && i + 1 < argc)
			jobs = atol(argv[++i]);
		else if (!strcmp(a, "-d") && i + 1 < argc && ncmd_dirs < MAX_DIRS)
			cmd_dirs[ncmd_dirs++] = argv[++i];
		else if (!strcmp(a, "-b") && i + 1 < argc)
			bdev = argv[++i];
		else if (!strcmp(a, "--unpriv"))
			um = "1";
		else if (!strcmp(a, "--unpriv=mix"))
			um = "mix";
		else if (!strcmp(a, "--replay") && i + 1 < argc)
			replay = 1, replay_seed = strtoull(argv[++i], NULL, 0);
		else
			usage();
	}
	if (strcmp(env("FUZZ_VM", "0"), "1"))
		usage();
	unpriv_mode = !strcmp(um, "mix") ? 2 : atoi(um) ? 1 : 0;
	if (jobs < 1)
		jobs = 1;
	if (jobs > 16)
		jobs = 16;
	if (round_max < 1)
		round_max = 1;
	if (replay)
		jobs = 1;

	tlog = stderr;
	if (getenv("FUZZ_LOG")) {
		int lfd = open(getenv("FUZZ_LOG"), O_WRONLY | O_APPEND | O_NOCTTY);

		if (lfd >= 0)
			tlog = fdopen(lfd, "a");
		if (!tlog)
			tlog = stderr;
	}

	/* Where a child says it faulted: its own stderr is /dev/null. */
	fault_fd = fcntl(fileno(tlog), F_DUPFD_CLOEXEC, 700);

	printf("TAP version 13\n1..1\n");
	printf("# sqe_fuzz seed=%#" PRIx64 " seconds=%.0f jobs=%ld round<=%d s stuck=%d s grace=%d s unpriv=%s%s\n",
	       master, secs, jobs, round_max, stuck_s, grace_s,
	       unpriv_mode == 2 ? "mix" : unpriv_mode ? "all" : "none",
	       replay ? " (replay of one child)" : "");

	memset(&probe, 0, sizeof(probe));
	fd = syscall(NR_SETUP, 1, &probe);
	if (fd < 0 && errno == ENOSYS) {
		printf("ok 1 sqe_fuzz # SKIP io_uring_setup: ENOSYS\n");
		return 4;
	}
	if (fd >= 0)
		close(fd);

	if (ncmd_dirs) {
		for (i = 0; i < ncmd_dirs; i++)
			add_dir(cmd_dirs[i]);
	} else {
		char *dl = strdup(dir_env), *tok, *save = NULL;

		for (tok = strtok_r(dl, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
			add_dir(tok);
		free(dl);
	}
	have_dirs = ndirs;
	bdev_rw = open(bdev, O_RDWR | O_DIRECT);
	if (bdev_rw < 0) {
		printf("# SKIP block device %s: %s\n", bdev, strerror(errno));
	} else {
		bdev_ro = open(bdev, O_RDONLY);
		if (ioctl(bdev_rw, BLKGETSIZE64, &bdev_size))
			bdev_size = 0;
		printf("# block device %s, %" PRIu64 " bytes (this run writes anywhere on it)\n",
		       bdev, bdev_size);
	}
	if (!have_dirs && bdev_rw < 0)
		printf("# no directory and no block device: pipes, sockets and the like only\n");

	if (unpriv_mode == 1 && geteuid() == 0) {
		struct rlimit rl = { 64 << 20, 64 << 20 };

		setrlimit(RLIMIT_MEMLOCK, &rl);
		if (setgroups(0, NULL) || setgid(65534) || setuid(65534)) {
			printf("not ok 1 sqe_fuzz seed=%#" PRIx64 " # cannot become uid 65534: %s\n",
			       master, strerror(errno));
			return 1;
		}
	}
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	signal(SIGPIPE, SIG_IGN);

	slots = calloc(jobs, sizeof(*slots));
	for (i = 0; i < jobs; i++) {
		slots[i].st = shared(sizeof(struct stats));
		slots[i].tr = shared(sizeof(struct trace));
	}
	t = now();
	end = t + secs;
	hard_end = end + round_max + stuck_s + SUBMIT_MAX + 2 * grace_s + 30;

	for (;;) {
		int running = 0, usable = 0, status;
		pid_t pid;

		t = now();
		for (i = 0; i < jobs; i++) {
			struct slot *s = &slots[i];

			if (s->state == SL_IDLE && t < end && !(replay && round)) {
				u64 cs = replay ? replay_seed :
					 splitmix(master ^ splitmix(round + 1));

				spawn(s, round++, cs, unpriv_mode);
			}
		}
		while ((pid = waitpid(-1, &status, WNOHANG)) > 0)
			for (i = 0; i < jobs; i++)
				if (slots[i].state == SL_RUN && slots[i].pid == pid &&
				    !slots[i].reaped) {
					slots[i].reaped = 1;
					slots[i].status = status;
				}
		t = now();
		for (i = 0; i < jobs; i++) {
			tend(&slots[i], t);
			running += slots[i].state == SL_RUN;
			usable += slots[i].state != SL_LOST;
		}
		if (!running && (t >= end || !usable || (replay && round)))
			break;
		if (t >= hard_end) {
			for (i = 0; i < jobs; i++)
				if (slots[i].state == SL_RUN)
					lose_slot(&slots[i], "still running at the run's end", t);
			break;
		}
		usleep(20000);
	}

	summary(master, secs, replay ? "replay" : "sqe_fuzz");
	clean_dirs();
	if (hangs || failures) {
		printf("not ok 1 sqe_fuzz seed=%#" PRIx64 " calls=%" PRIu64 " hangs=%d failures=%d\n",
		       master, total.calls, hangs, failures);
		return 1;
	}
	printf("ok 1 sqe_fuzz seed=%#" PRIx64 " calls=%" PRIu64 " sqes=%" PRIu64 " cqes=%" PRIu64 "\n",
	       master, total.calls, total.sqes_submitted, total.cqes);
	return 0;
}
