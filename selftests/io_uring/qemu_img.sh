#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# QEMU's io_uring block engine (Debian's qemu-img 7.2, linked with
# liburing) inside the test VM.  Each case writes 8 MiB with
# `qemu-img bench -w -i io_uring` (4 KiB requests, 16 in flight, a byte
# pattern), reads it back with `qemu-img bench -i io_uring`, and verifies
# the data twice: `qemu-img compare`, which reads the image through
# io_uring too (--image-opts, file.aio=io_uring), against a copy written
# with the threads engine (pwrite(2)), and busybox's tr, which must find no
# byte but the pattern.  A compare after one byte was changed must see the
# difference.  qemu-img refuses to open an image with aio=io_uring when
# io_uring_queue_init() fails, so a kernel without io_uring fails here
# rather than falling back.
#
# Cases: ext4 file with O_DIRECT (cache none), ext4 buffered (cache
# writeback), xfs file with O_DIRECT, and the raw NVMe namespace with
# O_DIRECT.
EXT4=${IOU_EXT4_DIR:-/mnt/ext4}
XFS=${IOU_XFS_DIR:-/mnt/xfs}
RAW=${IOU_RAW_DEV:-/dev/iou-raw}
SIZE=8388608
COUNT=2048
PAT=165		# 0xa5, octal 245
n=0
failed=0
skipped=0

# --image-opts of the first SIZE bytes of FILE (a file, or a block device
# for QEMU's host_device driver) with the cache and engine given.
opts() {	# FILE CACHE_DIRECT AIO
	drv="file"
	[ -b "$1" ] && drv="host_device"
	echo "driver=raw,size=$SIZE,file.driver=$drv,file.filename=$1,file.cache.direct=$2,file.aio=$3"
}

# case NAME SKIP_REASON FILE REF CACHE
case_() {
	name=$1 skip=$2 img=$3 ref=$4 cache=$5
	n=$((n + 1))
	echo "# RUN $name"
	if [ -n "$skip" ]; then
		echo "ok $n $name # SKIP $skip"
		skipped=$((skipped + 1))
		return
	fi
	direct=off
	[ "$cache" = none ] && direct=on
	out=/tmp/qemu_img.$name.out
	bench="-f raw -t $cache -c $COUNT -d 16 -s 4096 -S 4096"
	ok=1
	# shellcheck disable=SC2086 # word splitting of $bench is wanted
	{
		qemu-img bench -w -i io_uring $bench --pattern=$PAT "$img" &&
		qemu-img bench -i io_uring $bench "$img" &&
		qemu-img bench -w -i threads $bench --pattern=$PAT "$ref" &&
		qemu-img compare --image-opts "$(opts "$img" "$direct" io_uring)" \
			"$(opts "$ref" off threads)"
	} > "$out" 2>&1 || ok=0
	sed 's/^/# /' "$out"
	# Nothing but the pattern in what io_uring wrote.
	left=$(head -c $SIZE "$img" | tr -d '\245' | wc -c)
	echo "# bytes other than 0xa5 in the first $SIZE: $left"
	[ "$left" = 0 ] || ok=0
	# The compare is not blind: one byte changed in the copy.
	printf 'Z' | dd of="$ref" bs=1 seek=4097 conv=notrunc 2>/dev/null
	if qemu-img compare --image-opts "$(opts "$img" "$direct" io_uring)" \
		"$(opts "$ref" off threads)" > "$out" 2>&1; then
		echo "# compare missed a changed byte"
		ok=0
	else
		# Compared by 512-byte sectors: the one that holds it.
		grep -q "Content mismatch at offset 4096!" "$out" || {
			sed 's/^/# /' "$out"; ok=0; }
	fi
	if [ $ok = 1 ]; then
		echo "ok $n $name"
	else
		echo "not ok $n $name"
		failed=$((failed + 1))
	fi
}

echo "TAP version 13"
command -v qemu-img > /dev/null || { echo "1..0 # SKIP no qemu-img in the VM"; exit 4; }
echo "1..4"
qemu-img --version | head -1 | sed 's/^/# /'

ext4=""; grep -q " $EXT4 ext4 " /proc/mounts || ext4="no ext4 on $EXT4"
xfs=""; grep -q " $XFS xfs " /proc/mounts || xfs="no xfs on $XFS"
raw=""; [ -b "$RAW" ] || raw="no $RAW"
# Image files of 8 MiB, the threads engine's copy on ext4.
[ -n "$ext4" ] || for f in qi.ref qi.direct qi.buffered; do
	truncate -s $SIZE "$EXT4/$f"
done
[ -n "$xfs" ] || truncate -s $SIZE "$XFS"/qi.direct

case_ ext4_direct "$ext4" "$EXT4"/qi.direct "$EXT4"/qi.ref none
case_ ext4_buffered "$ext4" "$EXT4"/qi.buffered "$EXT4"/qi.ref writeback
case_ xfs_direct "$xfs$ext4" "$XFS"/qi.direct "$EXT4"/qi.ref none
case_ raw_nvme_direct "$raw$ext4" "$RAW" "$EXT4"/qi.ref none
rm -f "$EXT4"/qi.* "$XFS"/qi.*

echo "# Totals: pass:$((n - failed - skipped)) fail:$failed xfail:0 xpass:0 skip:$skipped error:0"
[ $failed = 0 ] || exit 1
[ $skipped = $n ] && exit 4
exit 0
