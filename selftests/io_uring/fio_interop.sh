#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Interop with Debian's fio (3.33), ioengine=io_uring, inside the test VM.
# Each job writes with crc32c verification headers and reads everything
# back (verify_fatal); a second job reads the data again in random order
# and verifies it.  A case passes when fio exits 0 and every job reports
# err=0.  fio comes from the initramfs (scripts/vm/mkinitramfs), with its
# libraries.
#
# Cases: plain (buffered, ext4), direct (O_DIRECT, xfs), sqthread_poll=1
# (ext4), hipri=1 (IOPOLL on the raw NVMe namespace, io_poll=1), fixedbufs=1
# with registerfiles=1 (O_DIRECT, xfs); IOPOLL on ext4 (hipri=1, alone and
# with sqthread_poll=1); and, for ext4 without io_uring, the engines psync
# (buffered and O_DIRECT) and libaio (O_DIRECT), which the ext4 patches
# must leave as they were.
SIZE=${FIO_SIZE:-8M}
# The disks: the test VM's unless the environment names others (helpers.h).
RAW=${IOU_RAW_DEV:-/dev/iou-raw}
EXT4=${IOU_EXT4_DIR:-/mnt/ext4}
XFS=${IOU_XFS_DIR:-/mnt/xfs}
n=0
failed=0
skipped=0

echo "TAP version 13"
echo "1..10"

# run NAME SKIP_REASON FIO_ARGS...: a write+verify job, then a random read
# with verification of the same data.
run() {
	name=$1 skip=$2
	shift 2
	n=$((n + 1))
	echo "# RUN $name"
	if [ -n "$skip" ]; then
		echo "ok $n $name # SKIP $skip"
		skipped=$((skipped + 1))
		return
	fi
	out=/tmp/fio.$name.out
	common="--ioengine=io_uring --size=$SIZE --bs=4k --iodepth=16
		--verify=crc32c --verify_fatal=1 --eta=never"
	fio --name="$name-write" $common --rw=randwrite "$@" > "$out" 2>&1 &&
	fio --name="$name-read" $common --rw=randread "$@" >> "$out" 2>&1
	rc=$?
	sed 's/^/# /' "$out" | grep -E 'err=|verify|error|IOPS' | head -20
	if [ $rc = 0 ] && grep -q 'err= 0' "$out" && ! grep -E 'err= *[1-9]' "$out" >/dev/null; then
		echo "ok $n $name"
	else
		echo "# fio exited with $rc"
		echo "not ok $n $name"
		failed=$((failed + 1))
	fi
}

command -v fio > /dev/null || { echo "1..0 # SKIP no fio in the VM"; exit 4; }
fio --version | sed 's/^/# /'

ext4=""; grep -q " $EXT4 ext4 " /proc/mounts || ext4="no ext4 on $EXT4"
xfs=""; grep -q " $XFS xfs " /proc/mounts || xfs="no xfs on $XFS"
raw=""; [ -b "$RAW" ] || raw="no $RAW"

run plain "$ext4" --filename="$EXT4"/fio.plain
run direct "$xfs" --filename="$XFS"/fio.direct --direct=1
run sqthread_poll "$ext4" --filename="$EXT4"/fio.sqpoll --sqthread_poll=1
run hipri "$raw" --filename="$RAW" --direct=1 --hipri=1
run fixedbufs_registerfiles "$xfs" --filename="$XFS"/fio.fixed --direct=1 \
	--fixedbufs=1 --registerfiles=1
run ext4_hipri "$ext4" --filename="$EXT4"/fio.hipri --direct=1 --hipri=1
run ext4_sqpoll_hipri "$ext4" --filename="$EXT4"/fio.sqhipri --direct=1 \
	--hipri=1 --sqthread_poll=1
run ext4_psync "$ext4" --filename="$EXT4"/fio.psync --ioengine=psync
run ext4_psync_direct "$ext4" --filename="$EXT4"/fio.psyncd \
	--ioengine=psync --direct=1
run ext4_libaio_direct "$ext4" --filename="$EXT4"/fio.libaio \
	--ioengine=libaio --direct=1
rm -f "$EXT4"/fio.* "$XFS"/fio.*

echo "# Totals: pass:$((n - failed - skipped)) fail:$failed xfail:0 xpass:0 skip:$skipped error:0"
[ $failed = 0 ] || exit 1
[ $skipped = $n ] && exit 4
exit 0
