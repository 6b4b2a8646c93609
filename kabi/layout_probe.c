// SPDX-License-Identifier: GPL-2.0
/*
 * Built with debug info against the unpatched and the patched tree by
 * kabi/kabi-check, never loaded: pahole reads the layouts of the
 * structures in kabi/structs.txt from its DWARF.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/fdtable.h>
#include <linux/blkdev.h>
#include <linux/bio.h>
#include <linux/sched.h>
#include <linux/sched/user.h>
#include <linux/mm_types.h>
#include <linux/percpu-refcount.h>
#include <linux/net.h>
#include <linux/socket.h>
#include <linux/uio.h>

/* One use of each, so that the compiler emits their types. */
struct kabi_layouts {
	struct kiocb *kiocb;
	struct file_operations *file_operations;
	struct file *file;
	struct inode *inode;
	struct block_device *block_device;
	struct request_queue *request_queue;
	struct bio *bio;
	struct user_struct *user_struct;
	struct percpu_ref *percpu_ref;
	struct socket *socket;
	struct msghdr *msghdr;
	struct iov_iter *iov_iter;
	struct task_struct *task_struct;
	struct mm_struct *mm_struct;
	struct files_struct *files_struct;
};

struct kabi_layouts kabi_layouts;
EXPORT_SYMBOL_GPL(kabi_layouts);
MODULE_LICENSE("GPL");
