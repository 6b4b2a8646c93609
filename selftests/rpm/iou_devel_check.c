// SPDX-License-Identifier: GPL-2.0
/*
 * An out-of-tree module built against the kernel-devel package
 * (scripts/rpm-test).  It links to io_uring_get_socket(), which only the
 * io_uring series exports, so modpost must find it in the package's
 * Module.symvers and the booted kernel must resolve it when it loads.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/err.h>
#include <linux/io_uring.h>
#include <linux/utsname.h>

static int __init iou_devel_check_init(void)
{
	struct file *file = filp_open("/", O_RDONLY, 0);
	struct sock *sk;

	if (IS_ERR(file))
		return PTR_ERR(file);
	/* "/" is no ring: the hook must say so. */
	sk = io_uring_get_socket(file);
	filp_close(file, NULL);
	if (sk)
		return -EINVAL;
	pr_info("iou_devel_check: loaded into %s\n", init_utsname()->release);
	return 0;
}

static void __exit iou_devel_check_exit(void)
{
}

module_init(iou_devel_check_init);
module_exit(iou_devel_check_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("kernel-devel check of the io_uring 4.19 packages");
