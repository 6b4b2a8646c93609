// SPDX-License-Identifier: GPL-2.0
/*
 * What io_uring allocates for a task is charged to its memory cgroup: a
 * task limited to 16 MiB cannot arm 64 Ki polls (16 rings of 4096 SQEs,
 * about 25 MiB of requests and ring memory): its allocations fail (a
 * short submission, -EAGAIN, -ENOMEM).  Without accounting all of them are
 * armed, outside the limit.  The cgroup's OOM killer is off, so that a
 * failed charge fails the allocation; the child's memory is locked in
 * before it joins, so that it takes no page fault inside the cgroup.
 */
#include <poll.h>
#include <sys/mount.h>

#include "helpers.h"

#define CG_ROOT	"/tmp/iou-memcg"
#define CG	CG_ROOT "/iou"
#define RINGS	16
#define DEPTH	4096

static struct io_uring ring[RINGS];

/* Arm RINGS x DEPTH polls on a pipe nobody writes to; 0 if all were. */
static int arm_all(void)
{
	int p[2], r, i;

	if (pipe(p))
		return 1;
	for (r = 0; r < RINGS; r++) {
		if (io_uring_queue_init(DEPTH, &ring[r], 0))
			return 2;
		for (i = 0; i < DEPTH; i++)
			io_uring_prep_poll_add(io_uring_get_sqe(&ring[r]),
					       p[0], POLLIN);
		if (io_uring_submit(&ring[r]) != DEPTH)
			return 3;
	}
	return 0;
}

TEST(polls_charged_to_the_memory_cgroup)
{
	char pidbuf[16];
	int status;
	pid_t pid;

	mkdir(CG_ROOT, 0755);
	if (mount("memcg", CG_ROOT, "cgroup", 0, "memory") && errno != EBUSY)
		SKIP(return, "no memory cgroup controller (CONFIG_MEMCG)");
	rmdir(CG);
	ASSERT_EQ(0, mkdir(CG, 0755));
	ASSERT_EQ(0, write_file(CG "/memory.limit_in_bytes", "16M"));
	ASSERT_EQ(0, write_file(CG "/memory.oom_control", "1"));

	pid = fork();
	if (!pid) {
		memset(ring, 0, sizeof(ring));
		snprintf(pidbuf, sizeof(pidbuf), "%d", getpid());
		if (mlockall(MCL_CURRENT | MCL_FUTURE) ||
		    write_file(CG "/cgroup.procs", pidbuf))
			_exit(100);
		_exit(arm_all());
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	if (WIFEXITED(status))
		TH_LOG("child exited with %d (0: all polls armed)",
		       WEXITSTATUS(status));
	else
		TH_LOG("child killed by signal %d", WTERMSIG(status));
	ASSERT_FALSE(WIFEXITED(status) && WEXITSTATUS(status) == 100);
	EXPECT_FALSE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	/* The limit held, whatever happened. */
	EXPECT_LE(read_long(CG "/memory.max_usage_in_bytes"), 16L << 20);
	/*
	 * Let the teardown of the 16 rings finish before the cgroup goes.
	 * Not checked: that the usage comes all the way back.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that rings are freed is what exit.c
	 * checks.
	 */
	for (int i = 0; i < 1000 && read_long(CG "/memory.usage_in_bytes") >
	     (1L << 20); i++)
		usleep(10000);
	sleep(1);
	rmdir(CG);
	umount(CG_ROOT);
	rmdir(CG_ROOT);
}

TEST_HARNESS_MAIN
