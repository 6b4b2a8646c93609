// SPDX-License-Identifier: GPL-2.0
/*
 * An out-of-tree module built against the kernel-devel package
 * (scripts/rpm/rpm-test).  It links to percpu_ref_resurrect(), which 4.19
 * lacks and only the io_uring series adds and exports (patch 42), so
 * modpost must find it in the package's Module.symvers and the booted
 * kernel must resolve it when it loads.
 */
#include <linux/module.h>
#include <linux/completion.h>
#include <linux/percpu-refcount.h>
#include <linux/utsname.h>

static DECLARE_COMPLETION(iou_ref_gone);
/* Static: its release runs from an RCU callback. */
static struct percpu_ref iou_ref;

static void iou_ref_release(struct percpu_ref *ref)
{
	complete(&iou_ref_gone);
}

static int __init iou_devel_check_init(void)
{
	int ret = -EINVAL;

	if (percpu_ref_init(&iou_ref, iou_ref_release, 0, GFP_KERNEL))
		return -ENOMEM;
	/* Killed and dropped to zero, then revived: as a ring's quiesce. */
	percpu_ref_kill(&iou_ref);
	wait_for_completion(&iou_ref_gone);
	percpu_ref_resurrect(&iou_ref);
	/* Live again: a tryget of a killed ref would fail. */
	if (percpu_ref_tryget_live(&iou_ref)) {
		percpu_ref_put(&iou_ref);
		ret = 0;
	}
	reinit_completion(&iou_ref_gone);
	percpu_ref_kill(&iou_ref);
	wait_for_completion(&iou_ref_gone);
	percpu_ref_exit(&iou_ref);
	if (!ret)
		pr_info("iou_devel_check: loaded into %s\n",
			init_utsname()->release);
	return ret;
}

static void __exit iou_devel_check_exit(void)
{
}

module_init(iou_devel_check_init);
module_exit(iou_devel_check_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("kernel-devel check of the io_uring 4.19 packages");
