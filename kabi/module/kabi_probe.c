// SPDX-License-Identifier: GPL-2.0
/*
 * A third-party style module: rpm-test builds it against the unpatched
 * 4.19.304 tree (with the test config, CONFIG_MODVERSIONS), never against
 * ours, and loads it into our kernel.  It registers /dev/kabi_probe with
 * file_operations of 4.19's layout; kabi_probe_test reads and polls it
 * through io_uring (Documentation/kabi.md).
 */
#include <linux/module.h>
#include <linux/miscdevice.h>
#include <linux/fs.h>
#include <linux/poll.h>
#include <linux/uio.h>
#include <linux/utsname.h>
#include <generated/utsrelease.h>

#define KABI_BUILT_FOR	UTS_RELEASE

/* Byte i of the device is KABI_BYTE(i). */
#define KABI_BYTE(i)	((u8)('a' + (i) % 26))

static ssize_t kabi_probe_read_iter(struct kiocb *iocb, struct iov_iter *to)
{
	u8 buf[64];
	ssize_t done = 0;

	while (iov_iter_count(to)) {
		size_t n = min_t(size_t, sizeof(buf), iov_iter_count(to));
		size_t i, copied;

		for (i = 0; i < n; i++)
			buf[i] = KABI_BYTE(iocb->ki_pos + i);
		copied = copy_to_iter(buf, n, to);
		iocb->ki_pos += copied;
		done += copied;
		if (copied != n)
			return done ? done : -EFAULT;
	}
	return done;
}

static __poll_t kabi_probe_poll(struct file *file, poll_table *wait)
{
	return EPOLLIN | EPOLLRDNORM;
}

static const struct file_operations kabi_probe_fops = {
	.owner		= THIS_MODULE,
	.llseek		= noop_llseek,
	.read_iter	= kabi_probe_read_iter,
	.poll		= kabi_probe_poll,
};

static struct miscdevice kabi_probe_dev = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "kabi_probe",
	.fops	= &kabi_probe_fops,
	.mode	= 0444,
};

static int __init kabi_probe_init(void)
{
	int ret = misc_register(&kabi_probe_dev);

	if (!ret)
		pr_info("kabi_probe: built for %s, loaded into %s\n",
			KABI_BUILT_FOR, init_utsname()->release);
	return ret;
}

static void __exit kabi_probe_exit(void)
{
	misc_deregister(&kabi_probe_dev);
}

module_init(kabi_probe_init);
module_exit(kabi_probe_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("kABI probe: a module built for unpatched 4.19.304");
