// SPDX-License-Identifier: GPL-2.0
/* Print what the booted kernel says about io_uring_setup(); not a test. */
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>

#include "helpers.h"

int main(void)
{
	struct io_uring_params p;
	struct utsname u;
	int fd;

	uname(&u);
	printf("uname -r: %s\n", u.release);
	memset(&p, 0, sizeof(p));
	fd = sys_setup(8, &p);
	if (fd < 0) {
		printf("io_uring_setup: FAILED: %s\n", strerror(errno));
		return 1;
	}
	printf("io_uring_setup works: fd %d, sq_entries %u, cq_entries %u, features 0x%x\n",
	       fd, p.sq_entries, p.cq_entries, p.features);
	return 0;
}
