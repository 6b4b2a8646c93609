// SPDX-License-Identifier: GPL-2.0
/*
 * Stress, two cases.  The second, fast_poll_buffers_splice_with_kills,
 * runs stress_net.h's workers (the 5.7/5.8 opcodes on loopback TCP and
 * pipes) under the same random kills; the first is described here.
 *
 * SQPOLL+IOPOLL rings doing random 4 KiB O_DIRECT reads and
 * writes, with every read verified, on an ext4 file, an xfs file and the
 * raw NVMe namespace, while the processes that own the rings are killed
 * at random (or exit on their own with I/O in flight).
 *
 * Six slots (two per target), each a 4 MiB region with its own worker
 * process at a time.  The expected content of every block is kept in
 * memory shared with the parent: the seed of its last completed write,
 * and whether a write to it was in flight.  A worker reads only blocks
 * whose content is known and never has two requests on one block.  When
 * a worker dies, the blocks it was writing become unknown; the next
 * worker of the slot starts only once the dead one's ring is freed (a
 * pipe registered with the ring reaches EOF), which also proves the ring
 * went away with all its I/O.  At the end every known block is read
 * back and checked.
 *
 * The duration is STRESS_SECONDS from the environment (make stress sets
 * it, through the VM's /init), 20 s by default (make check).
 */
#include <poll.h>
#include <signal.h>

#include "helpers.h"

#define NSLOT	6
#define BS	4096
#define NBLK	1024			/* 4 MiB per slot */
#define QD	16
#define NET_SLOTS 4

struct slot_state {
	uint32_t seed[NBLK];		/* 0: content unknown */
	uint8_t inflight[NBLK];		/* a write was issued, not completed */
	int failed;
	char msg[160];
	unsigned long reads, writes;
};

static const char *const target_name[] = { "ext4", "xfs", "raw" };

/* STRESS_SECONDS from the environment (make stress), else 20. */
static int stress_seconds(void)
{
	const char *env = getenv("STRESS_SECONDS");
	int secs = env ? atoi(env) : 0;

	return secs > 0 ? secs : 20;
}

/* The file of slot @s on ext4 or xfs, or NULL for the raw namespace. */
static const char *slot_file(int s, char *path, size_t len)
{
	if (s % 3 == 2)
		return NULL;
	snprintf(path, len, "%s/stress.%d", s % 3 ? XFS_DIR : EXT4_DIR, s);
	return path;
}

/* The file of slot @s and the offset of its region in it. */
static int open_target(int s, off_t *base)
{
	char path[PATH_MAX];

	*base = 0;
	if (slot_file(s, path, sizeof(path)))
		return open(path, O_RDWR | O_CREAT | O_DIRECT, 0600);
	*base = (off_t)s * NBLK * BS;
	return open(RAW_DEV, O_RDWR | O_DIRECT);
}

static void fail(struct slot_state *st, const char *fmt, long a, long b)
{
	snprintf(st->msg, sizeof(st->msg), fmt, a, b);
	__atomic_store_n(&st->failed, 1, __ATOMIC_SEQ_CST);
	_exit(3);
}

#include "stress_net.h"

/* A worker: random reads and writes of its slot until done or killed. */
static void worker(int s, struct slot_state *st, int freed_w, unsigned int seed)
{
	static char bufs[QD][BS] __attribute__((aligned(BS)));
	struct { int blk, write; uint32_t seed; struct iovec v; } req[QD];
	struct io_uring_params p = { 0 };
	uint8_t busy[NBLK] = { 0 };
	unsigned long ops = 0, limit;
	int free_req[QD], nfree = QD;
	struct io_uring ring;
	off_t base;
	int fds[2];

	srandom(seed);
	limit = 50 + random() % 3000;
	fds[0] = open_target(s, &base);
	fds[1] = freed_w;
	p.flags = IORING_SETUP_SQPOLL | IORING_SETUP_IOPOLL;
	p.sq_thread_idle = 50;
	if (fds[0] < 0 || io_uring_queue_init_params(QD, &ring, &p) ||
	    io_uring_register_files(&ring, fds, 2))
		fail(st, "setup failed (errno %ld)", errno, 0);
	/* Only the ring keeps the pipe open now. */
	close(freed_w);
	for (int i = 0; i < QD; i++)
		free_req[i] = i;

	for (;;) {
		struct io_uring_cqe *cqe;
		int ret;

		while (nfree && ops < limit) {
			int i = free_req[--nfree], blk;
			struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);
			off_t off;

			do
				blk = random() % NBLK;
			while (busy[blk]);
			busy[blk] = 1;
			off = base + (off_t)blk * BS;
			req[i].blk = blk;
			req[i].write = !st->seed[blk] || random() % 2;
			req[i].v.iov_base = bufs[i];
			req[i].v.iov_len = BS;
			if (req[i].write) {
				req[i].seed = 1 + random() % 0xfffffffe;
				fill_pattern(bufs[i], BS, req[i].seed, off);
				st->inflight[blk] = 1;
				__atomic_thread_fence(__ATOMIC_SEQ_CST);
				io_uring_prep_writev(sqe, 0, &req[i].v, 1, off);
			} else {
				req[i].seed = st->seed[blk];
				memset(bufs[i], 0, BS);
				io_uring_prep_readv(sqe, 0, &req[i].v, 1, off);
			}
			sqe->flags = IOSQE_FIXED_FILE;
			sqe->user_data = i;
			ops++;
		}
		if (nfree == QD)
			break;
		io_uring_submit(&ring);
		ret = io_uring_wait_cqe(&ring, &cqe);
		if (ret)
			fail(st, "wait_cqe: %ld", ret, 0);
		do {
			int i = cqe->user_data, blk = req[i].blk;
			off_t off = base + (off_t)blk * BS;

			if (cqe->res != BS)
				fail(st, "block %ld: res %ld", blk, cqe->res);
			if (req[i].write) {
				st->seed[blk] = req[i].seed;
				__atomic_thread_fence(__ATOMIC_SEQ_CST);
				st->inflight[blk] = 0;
				st->writes++;
			} else {
				long bad = check_pattern(bufs[i], BS, req[i].seed,
							 off);
				if (bad != -1)
					fail(st, "block %ld: wrong byte at %ld",
					     blk, bad);
				st->reads++;
			}
			busy[blk] = 0;
			free_req[nfree++] = i;
			io_uring_cqe_seen(&ring, cqe);
		} while (!io_uring_peek_cqe(&ring, &cqe));
	}
	/* Done: exit without closing anything, the kernel tears down. */
	_exit(0);
}

struct slot {
	int net;		/* a worker of stress_net.h */
	long freed_ms;		/* the longest wait for a ring to go */
	pid_t pid;
	int freed_r;		/* EOF once the worker's ring is freed */
	unsigned long gens, kills;
	struct slot_state *st;
};

static unsigned int gen_seed;

static int spawn(struct slot *sl, int s)
{
	int pfd[2];

	if (pipe(pfd))
		return -1;
	gen_seed++;
	sl->pid = fork();
	if (sl->pid < 0) {
		sl->pid = 0;	/* never kill(-1) */
		close(pfd[0]);
		close(pfd[1]);
		return -1;
	}
	if (!sl->pid) {
		close(pfd[0]);
		if (sl->net)
			net_worker(sl->st, pfd[1], gen_seed * 7919 + s);
		worker(s, sl->st, pfd[1], gen_seed * 7919 + s);
	}
	close(pfd[1]);
	sl->freed_r = pfd[0];
	sl->gens++;
	return sl->pid > 0 ? 0 : -1;
}

/*
 * Wait for the worker of @sl (killed or done) and for its ring to be
 * freed; blocks it was writing become unknown.  0, or why not.
 */
static const char *reap(struct slot *sl, int kill_it)
{
	struct pollfd pfd = { .fd = sl->freed_r, .events = POLLIN };
	static char why[200];
	int status;
	long start;
	char c;

	if (kill_it && sl->pid > 0) {
		kill(sl->pid, SIGKILL);
		sl->kills++;
	}
	if (waitpid(sl->pid, &status, 0) != sl->pid)
		return "waitpid failed";
	sl->pid = 0;
	/* Ring freed within 30 s: every request it had was completed. */
	start = now_ms();
	if (poll(&pfd, 1, 30000) != 1 || read(sl->freed_r, &c, 1) != 0)
		return "the ring of a dead worker was not freed in 30 s";
	if (now_ms() - start > sl->freed_ms)
		sl->freed_ms = now_ms() - start;
	close(sl->freed_r);
	if (sl->st->failed) {
		snprintf(why, sizeof(why), "worker: %s", sl->st->msg);
		return why;
	}
	if (!(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) &&
	    !(WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
		snprintf(why, sizeof(why), "worker ended with status %#x",
			 status);
		return why;
	}
	for (int b = 0; b < NBLK; b++) {
		if (sl->st->inflight[b]) {
			sl->st->seed[b] = 0;
			sl->st->inflight[b] = 0;
		}
	}
	return NULL;
}

/* Read every known block of slot @s back; the number of bad blocks. */
static int verify_slot(int s, struct slot_state *st, unsigned long *checked)
{
	char *buf = aligned_buf(BS);
	int bad = 0;
	off_t base;
	int fd = open_target(s, &base);

	if (fd < 0 || !buf)
		return NBLK;
	for (int b = 0; b < NBLK; b++) {
		off_t off = base + (off_t)b * BS;

		if (!st->seed[b])
			continue;
		if (pread(fd, buf, BS, off) != BS ||
		    check_pattern(buf, BS, st->seed[b], off) != -1) {
			if (bad++ < 5)
				printf("# %s slot %d: block %d differs\n",
				       target_name[s % 3], s, b);
		}
		(*checked)++;
	}
	close(fd);
	free(buf);
	return bad;
}

/* What the workers of @n slots did, summed. */
struct totals {
	unsigned long gens, kills, reads, writes;
	long freed_ms;		/* the longest wait for a ring to go */
};

static struct totals sum_slots(const struct slot *sl, int n)
{
	struct totals t = { 0 };

	for (int s = 0; s < n; s++) {
		t.gens += sl[s].gens;
		t.kills += sl[s].kills;
		t.reads += sl[s].st->reads;
		t.writes += sl[s].st->writes;
		if (sl[s].freed_ms > t.freed_ms)
			t.freed_ms = sl[s].freed_ms;
	}
	return t;
}

/*
 * Keep a worker in each of the @n slots for @secs seconds, killing one at
 * random every 20-200 ms; then kill and reap the rest.  NULL, or the first
 * thing that went wrong.
 */
static const char *run_slots(struct slot *sl, int n, int secs)
{
	const char *why = NULL;
	long end;
	int s;

	for (s = 0; s < n; s++) {
		sl[s].st = mmap(NULL, sizeof(struct slot_state),
				PROT_READ | PROT_WRITE,
				MAP_SHARED | MAP_ANONYMOUS, -1, 0);
		if (sl[s].st == MAP_FAILED)
			return "mmap failed";
	}
	srandom(419);
	end = now_ms() + secs * 1000L;
	while (!why && now_ms() < end) {
		for (s = 0; s < n; s++)
			if (!sl[s].pid && spawn(&sl[s], s))
				return "fork failed";
		usleep(20000 + random() % 180000);
		/* Kill one at random; reap those that finished. */
		s = random() % n;
		why = reap(&sl[s], 1);
		for (s = 0; s < n && !why; s++) {
			int status;

			if (sl[s].pid && waitpid(sl[s].pid, &status,
						 WNOHANG | WNOWAIT) == 0)
				continue;
			if (sl[s].pid)
				why = reap(&sl[s], 0);
		}
	}
	for (s = 0; s < n; s++)
		if (sl[s].pid) {
			const char *w = reap(&sl[s], 1);

			why = why ? why : w;
		}
	return why;
}

TEST_TIMEOUT(sqpoll_iopoll_random_rw_with_kills, 3600)
{
	struct slot sl[NSLOT] = { 0 };
	int secs = stress_seconds(), s, bad = 0;
	unsigned long checked = 0;
	struct totals t;
	const char *why;

	if (access(RAW_DEV, W_OK) || !dev_of(EXT4_DIR) || !dev_of(XFS_DIR))
		SKIP(return, "needs %s, ext4 on %s, xfs on %s", RAW_DEV,
		     EXT4_DIR, XFS_DIR);
	why = run_slots(sl, NSLOT, secs);
	for (s = 0; s < NSLOT; s++)
		bad += verify_slot(s, sl[s].st, &checked);
	t = sum_slots(sl, NSLOT);
	printf("# %d s: %lu workers, %lu killed, %lu reads verified, %lu writes, %lu blocks checked at the end; longest wait for a ring to be freed %ld ms\n",
	       secs, t.gens, t.kills, t.reads, t.writes, checked, t.freed_ms);
	if (why)
		TH_LOG("%s", why);
	EXPECT_TRUE(why == NULL);
	EXPECT_EQ(0, bad);
	EXPECT_GT(t.reads, 0);
	EXPECT_GT(t.kills, 0);
	for (s = 0; s < NSLOT; s++) {
		char path[PATH_MAX];

		if (slot_file(s, path, sizeof(path)))
			unlink(path);
	}
}

/*
 * stress_net.h's workers: RECV and SEND through fast poll with provided
 * buffers, SPLICE and TEE through pipes, ASYNC_CANCEL, under random kills;
 * every byte echoed is checked.
 */
TEST_TIMEOUT(fast_poll_buffers_splice_with_kills, 3600)
{
	struct slot sl[NET_SLOTS] = { 0 };
	int secs = stress_seconds(), s;
	struct totals t;
	const char *why;

	NEED_OP(IORING_OP_PROVIDE_BUFFERS);
	NEED_OP(IORING_OP_TEE);
	for (s = 0; s < NET_SLOTS; s++)
		sl[s].net = 1;
	why = run_slots(sl, NET_SLOTS, secs);
	/* A net worker's reads are the bytes echoed, its writes the copies. */
	t = sum_slots(sl, NET_SLOTS);
	printf("# %d s: %lu workers, %lu killed, %lu bytes echoed and checked, %lu bytes of TEE copies checked; longest wait for a ring to be freed %ld ms\n",
	       secs, t.gens, t.kills, t.reads, t.writes, t.freed_ms);
	if (why)
		TH_LOG("%s", why);
	EXPECT_TRUE(why == NULL);
	EXPECT_GT(t.reads, 0);	/* bytes echoed */
	EXPECT_GT(t.writes, 0);	/* bytes of TEE copies */
	EXPECT_GT(t.kills, 0);
}

TEST_HARNESS_MAIN
