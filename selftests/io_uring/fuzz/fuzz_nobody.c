// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_nobody CMD [ARG...]: run CMD as uid and gid 65534 without
 * supplementary groups, for the unprivileged half of make fuzz's trinity
 * run (fuzz_trinity).  The test VM has no /etc/passwd for su, and
 * trinity's own --dropprivs wants one and calls itself experimental.
 * RLIMIT_MEMLOCK is raised to 64 MiB first, as sqe_fuzz does for its
 * unprivileged children: v5.4 charges ring memory of users without
 * CAP_IPC_LOCK to it, and with the default 64 KiB nearly every ring would
 * fail with ENOMEM.
 */
#include <grp.h>
#include <stdio.h>
#include <sys/resource.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct rlimit rl = { 64 << 20, 64 << 20 };

	if (argc < 2) {
		fprintf(stderr, "usage: fuzz_nobody CMD [ARG...]\n");
		return 2;
	}
	setrlimit(RLIMIT_MEMLOCK, &rl);
	if (setgroups(0, NULL) || setgid(65534) || setuid(65534)) {
		perror("fuzz_nobody: becoming uid 65534");
		return 1;
	}
	execvp(argv[1], argv + 1);
	perror(argv[1]);
	return 127;
}
