// SPDX-License-Identifier: GPL-2.0
/*
 * IORING_OP_POLL_ADD on a file whose ->poll waits on two wait queues: a
 * pty, which waits on its tty's read and write queues (upstream
 * 18bceab101ad, 5.8).  The poll waits, and completes once, whichever
 * queue wakes it: input wakes the first, output room the second.  It
 * can be removed, it races with wakeups of either queue while it is
 * armed and re-armed, and a ring that exits or is closed with such
 * polls armed is freed and leaves nothing on the tty's queues (the tty
 * is used after each: KASAN on the debug config sees an entry left
 * behind).  Without the patch each fails
 * with -EINVAL.
 */
#include <pthread.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>

#include "helpers.h"

/* A pty in raw mode: what the master writes, the slave reads at once. */
static int open_pty(int *master, int *slave)
{
	struct termios t;
	int m, s;

	/* The test VM's /init mounts no devpts; a system has one. */
	if (access("/dev/pts/ptmx", F_OK)) {
		mkdir("/dev/pts", 0755);
		if (mount("devpts", "/dev/pts", "devpts", 0, "ptmxmode=0666"))
			return -1;
	}
	m = posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK);
	if (m < 0 || grantpt(m) || unlockpt(m))
		return -1;
	s = open(ptsname(m), O_RDWR | O_NOCTTY | O_NONBLOCK);
	if (s < 0 || tcgetattr(s, &t))
		return -1;
	cfmakeraw(&t);
	if (tcsetattr(s, TCSANOW, &t))
		return -1;
	*master = m;
	*slave = s;
	return 0;
}

/*
 * Write to the master until it takes no more: the slave's input is
 * full, and the master is not writable until the slave reads.  The tty
 * moves input to the slave's line discipline in a work item: done when
 * three tries 20 ms apart found no room.
 */
static long fill_master(int m)
{
	static char buf[4096];
	int tries = 0;
	long n = 0;
	ssize_t r;

	memset(buf, 'f', sizeof(buf));
	while (tries < 3) {
		r = write(m, buf, sizeof(buf));
		if (r > 0) {
			n += r;
			tries = 0;
		} else if (errno == EAGAIN) {
			usleep(20 * 1000);
			tries++;
		} else {
			return -1;
		}
	}
	return n;
}

/* Read all there is, and what is still on its way (as above). */
static long drain(int fd)
{
	char buf[4096];
	int tries = 0;
	long n = 0;
	ssize_t r;

	while (tries < 3) {
		r = read(fd, buf, sizeof(buf));
		if (r > 0) {
			n += r;
			tries = 0;
		} else {
			usleep(20 * 1000);
			tries++;
		}
	}
	return n;
}

/* Whether a CQE comes within @ms. */
static int cqe_within(struct io_uring *ring, int ms)
{
	struct io_uring_cqe *cqe;

	return !wait_cqe_ms(ring, &cqe, ms);
}

FIXTURE(pty) {
	struct io_uring ring;
	int m, s;
};

FIXTURE_SETUP(pty)
{
	ASSERT_EQ(0, io_uring_queue_init(64, &self->ring, 0));
	ASSERT_EQ(0, open_pty(&self->m, &self->s));
}

FIXTURE_TEARDOWN(pty)
{
	/* The tty's queues woken once more: no entry of ours is left. */
	if (write(self->m, "z", 1) == 1)
		drain(self->s);
	close(self->m);
	close(self->s);
	io_uring_queue_exit(&self->ring);
}

/* Input wakes the tty's read queue, the first it polls. */
TEST_F(pty, pollin_waits_for_input)
{
	struct io_uring_cqe cqe;

	poll_add(&self->ring, self->s, POLLIN, 7);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_within(&self->ring, 200));
	ASSERT_EQ(1, write(self->m, "x", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(7, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	EXPECT_FALSE(cqe_within(&self->ring, 100));
}

TEST_F(pty, pollout_ready_at_once)
{
	struct io_uring_cqe cqe;

	poll_add(&self->ring, self->s, POLLOUT | POLLIN, 8);
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(8, cqe.user_data);
	EXPECT_EQ(POLLOUT, cqe.res);
}

/*
 * Room to write wakes the tty's write queue, the second it polls: the
 * master is full until the slave reads.  A POLLIN poll of the same
 * master stays armed.
 */
TEST_F(pty, pollout_woken_through_the_second_queue)
{
	struct io_uring_cqe cqe;

	ASSERT_LT(0, fill_master(self->m));
	poll_add(&self->ring, self->m, POLLOUT, 9);
	poll_add(&self->ring, self->m, POLLIN, 10);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_within(&self->ring, 200));
	ASSERT_LT(0, drain(self->s));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(9, cqe.user_data);
	EXPECT_EQ(POLLOUT, cqe.res);
	EXPECT_FALSE(cqe_within(&self->ring, 100));

	/* The other one still waits for input to the master. */
	ASSERT_EQ(1, write(self->s, "y", 1));
	ASSERT_EQ(0, wait_one(&self->ring, &cqe));
	EXPECT_EQ(10, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
}

/* POLL_REMOVE takes it off both queues: -ECANCELED, and the remove 0. */
TEST_F(pty, remove)
{
	struct io_uring_sqe *sqe;
	int res[9] = { 0 };

	ASSERT_LT(0, fill_master(self->m));
	poll_add(&self->ring, self->m, POLLOUT, 1);
	poll_add(&self->ring, self->m, POLLIN | POLLPRI, 2);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	EXPECT_FALSE(cqe_within(&self->ring, 100));
	drain(self->s);
	ASSERT_EQ(0, reap_res(&self->ring, 1, res));
	EXPECT_EQ(POLLOUT, res[1]);

	sqe = io_uring_get_sqe(&self->ring);
	io_uring_prep_poll_remove(sqe, 2);
	sqe->user_data = 3;
	ASSERT_EQ(1, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 2, res));
	EXPECT_EQ(-ECANCELED, res[2]);
	EXPECT_EQ(0, res[3]);
	/* Both queues woken: the removed poll is on neither. */
	ASSERT_EQ(1, write(self->s, "x", 1));
	EXPECT_EQ(1, drain(self->m));
	ASSERT_LT(0, fill_master(self->m));
	drain(self->s);
	EXPECT_FALSE(cqe_within(&self->ring, 100));
}

/*
 * A poll in a chain, armed by a worker, and one of an SQPOLL ring (a
 * registered file, as the 5.8 level asks), completed by workqueues.
 */
TEST_F(pty, linked_and_sqpoll)
{
	struct io_uring_params p = { .flags = IORING_SETUP_SQPOLL };
	struct io_uring_cqe cqe;
	struct io_uring sq;
	int res[9] = { 0 };

	nop_sqe(&self->ring, 4, IOSQE_IO_LINK);
	poll_add(&self->ring, self->s, POLLIN, 5);
	ASSERT_EQ(2, io_uring_submit(&self->ring));
	ASSERT_EQ(0, reap_res(&self->ring, 1, res));
	EXPECT_EQ(0, res[4]);
	EXPECT_FALSE(cqe_within(&self->ring, 100));
	ASSERT_EQ(1, write(self->m, "x", 1));
	ASSERT_EQ(0, reap_res(&self->ring, 1, res));
	EXPECT_EQ(POLLIN, res[5]);
	drain(self->s);

	ASSERT_EQ(0, io_uring_queue_init_params(8, &sq, &p));
	ASSERT_EQ(0, io_uring_register_files(&sq, &self->s, 1));
	poll_add(&sq, 0, POLLIN, 6)->flags |= IOSQE_FIXED_FILE;
	ASSERT_EQ(1, io_uring_submit(&sq));
	EXPECT_FALSE(cqe_within(&sq, 200));
	ASSERT_EQ(1, write(self->m, "x", 1));
	ASSERT_EQ(0, wait_one(&sq, &cqe));
	EXPECT_EQ(6, cqe.user_data);
	EXPECT_EQ(POLLIN, cqe.res);
	io_uring_queue_exit(&sq);
}

struct toggler {
	int m, s;
	volatile int stop;
};

/* Input, and room to write, come and go on both queues in a loop. */
static void *toggle(void *arg)
{
	struct toggler *t = arg;
	char c;

	while (!t->stop) {
		if (write(t->m, "t", 1) != 1)
			break;
		while (read(t->s, &c, 1) != 1 && !t->stop)
			;
	}
	return NULL;
}

/*
 * Polls for input armed while another thread feeds the slave and reads
 * it empty again: each wakeup of either queue races with the arming and
 * with the poll going back to waiting.  Every poll completes once, with
 * POLLIN.  2 s.
 */
TEST_F(pty, wakeups_racing_with_arming)
{
	struct toggler t = { .m = self->m, .s = self->s };
	static unsigned char seen[1 << 16];
	unsigned int n = 0, done = 0, bad = 0, twice = 0, i;
	long end = now_ms() + 2000;
	struct io_uring_cqe cqe;
	pthread_t th;

	ASSERT_EQ(0, pthread_create(&th, NULL, toggle, &t));
	while (now_ms() < end && n < sizeof(seen) - 16) {
		for (i = 0; i < 16; i++, n++)
			poll_add(&self->ring, self->s, POLLIN, n);
		ASSERT_EQ(16, io_uring_submit(&self->ring));
		while (done < n) {
			ASSERT_EQ(0, wait_one(&self->ring, &cqe));
			ASSERT_LT(cqe.user_data, n);
			seen[cqe.user_data]++;
			if (cqe.res != POLLIN && !bad++)
				TH_LOG("poll %llu: res %d",
				       (unsigned long long)cqe.user_data,
				       cqe.res);
			done++;
		}
	}
	t.stop = 1;
	pthread_join(th, NULL);
	for (i = 0; i < n; i++)
		twice += seen[i] != 1;
	TH_LOG("%u polls, %u not POLLIN, %u not completed once", n, bad,
	       twice);
	EXPECT_EQ(0, bad);
	EXPECT_EQ(0, twice);
	EXPECT_GT(n, 50);
}

/* Room to write on the master comes and goes: drain some, fill again. */
static void *toggle_room(void *arg)
{
	struct toggler *t = arg;
	char buf[4096];

	memset(buf, 'r', sizeof(buf));
	while (!t->stop) {
		if (read(t->s, buf, sizeof(buf)) < 0 && errno != EAGAIN)
			break;
		if (write(t->m, buf, sizeof(buf)) < 0 && errno != EAGAIN)
			break;
	}
	return NULL;
}

/*
 * Reap up to @max CQEs of polls 0..@n-1, each within @ms of the last:
 * count each poll's in @seen, and those not POLLOUT in *@bad.
 */
static unsigned int reap_pollout(struct __test_metadata *_metadata,
				 struct io_uring *ring, unsigned int max,
				 unsigned int n, unsigned char *seen,
				 unsigned int *bad, int ms)
{
	struct io_uring_cqe cqe;
	unsigned int got = 0;

	while (got < max && cqe_within(ring, ms)) {
		ASSERT_EQ(0, wait_one(ring, &cqe));
		ASSERT_LT(cqe.user_data, n);
		seen[cqe.user_data]++;
		*bad += cqe.res != POLLOUT;
		got++;
	}
	return got;
}

/*
 * POLLOUT polls of the master armed while another thread drains the
 * slave and fills the master again: each wakes through the tty's write
 * queue, the second it polls, racing with the arming and the re-arming.
 * Every poll completes once, with POLLOUT; those still armed when the
 * thread stops complete once the slave is drained.  2 s.
 */
TEST_F(pty, second_queue_wakeups_racing_with_arming)
{
	struct toggler t = { .m = self->m, .s = self->s };
	static unsigned char seen[1 << 16];
	unsigned int n = 0, done = 0, bad = 0, twice = 0, i;
	long end = now_ms() + 2000;
	pthread_t th;

	ASSERT_LT(0, fill_master(self->m));
	ASSERT_EQ(0, pthread_create(&th, NULL, toggle_room, &t));
	while (now_ms() < end && n < sizeof(seen) - 16) {
		for (i = 0; i < 16; i++, n++)
			poll_add(&self->ring, self->m, POLLOUT, n);
		ASSERT_EQ(16, io_uring_submit(&self->ring));
		done += reap_pollout(_metadata, &self->ring, n - done, n,
				     seen, &bad, 500);
	}
	t.stop = 1;
	pthread_join(th, NULL);
	drain(self->s);
	done += reap_pollout(_metadata, &self->ring, n - done, n, seen, &bad,
			     2000);
	for (i = 0; i < n; i++)
		twice += seen[i] != 1;
	TH_LOG("%u polls, %u completed, %u not POLLOUT, %u not once", n,
	       done, bad, twice);
	EXPECT_EQ(n, done);
	EXPECT_EQ(0, bad);
	EXPECT_EQ(0, twice);
}

/* Polls of both kinds on a pty of the exiting child's own. */
static int arm_pty_polls(struct io_uring *ring)
{
	int m, s, i;

	if (open_pty(&m, &s) || fill_master(m) <= 0)
		return -1;
	for (i = 0; i < 4; i++) {
		poll_add(ring, s, POLLIN, 1);
		poll_add(ring, m, POLLOUT, 2);
	}
	return io_uring_submit(ring) != 8;
}

TEST(exit_with_polls_armed_is_freed)
{
	EXPECT_EQ(0, ring_freed_after_exit(0, arm_pty_polls));
	EXPECT_EQ(0, ring_freed_after_exit(IORING_SETUP_SQPOLL,
					   arm_pty_polls));
}

/*
 * Closed with polls armed on a pty that lives on, then both of the
 * tty's queues woken: nothing of the freed requests is left on them.
 */
TEST_F(pty, close_with_polls_armed)
{
	struct io_uring ring;
	int i;

	ASSERT_EQ(0, io_uring_queue_init(16, &ring, 0));
	ASSERT_LT(0, fill_master(self->m));
	for (i = 0; i < 4; i++) {
		poll_add(&ring, self->s, POLLIN, 1);
		poll_add(&ring, self->m, POLLOUT, 2);
	}
	ASSERT_EQ(8, io_uring_submit(&ring));
	io_uring_queue_exit(&ring);
	usleep(100 * 1000);
	drain(self->s);
	ASSERT_EQ(1, write(self->m, "x", 1));
	EXPECT_EQ(1, drain(self->s));
}

TEST_HARNESS_MAIN
