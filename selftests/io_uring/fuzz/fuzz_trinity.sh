#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# fuzz_trinity: Debian's trinity on io_uring_setup/enter/register and the
# memory and fd calls around them, first as root (--dangerous), then as uid
# 65534 (fuzz_nobody), FUZZ_TRINITY_SECONDS in all (half each), from a
# scratch directory on FUZZ_TRINITY_DIR (/mnt/ext4).  For make fuzz only
# (scripts/vm/guest-init); prints TAP, one case per user.
#
# Each run is its own session (setsid), ended by SIGINT after its time and
# SIGKILL 60 s later if trinity has not stopped; a process of the session
# still there 60 s after that is a HANG.  A kernel taint during a run fails
# it (the console judge, scripts/vm/check-console, says why).  The seed is
# FUZZ_SEED (its low 32 bits; trinity wants a decimal number) or the time.
#
# trinity's files come from -V (a victims directory of ours), not from
# /dev, /proc and /sys: as root it would otherwise map and write device and
# sysfs files.  Sockets and perf events are left out (--disable-fds): slow
# to set up under TCG and unrelated to io_uring.  close and fork are not
# in the list: trinity marks them AVOID_SYSCALL (its children exit and are
# respawned all the time, which closes their rings anyway).
# shellcheck disable=SC2086 # word lists ($calls, $opts, $rest) split on purpose
secs=${FUZZ_TRINITY_SECONDS:-600}
dir=${FUZZ_TRINITY_DIR:-/mnt/ext4}
children=${FUZZ_TRINITY_CHILDREN:-4}
grace=60
calls="io_uring_setup io_uring_enter io_uring_register mmap munmap mremap
       mprotect madvise msync mlock munlock dup dup2 dup3 fcntl poll
       epoll_ctl eventfd2 pipe2 read write"

echo "TAP version 13"
echo "1..2"
if ! command -v trinity > /dev/null 2>&1; then
	echo "ok 1 trinity as root # SKIP trinity is not in this initramfs (make fuzz puts it there)"
	echo "ok 2 trinity as uid 65534 # SKIP trinity is not in this initramfs"
	exit 4
fi
[ -d "$dir" ] || dir=/tmp
if [ -n "${FUZZ_SEED:-}" ]; then
	seed=$(( FUZZ_SEED & 0xffffffff ))
else
	seed=$(( $(date +%s) & 0xffffffff ))
fi
base=$dir/trinity.$$
mkdir -p "$base"
chmod 1777 "$base"
opts="-q -l off --stats -C $children -s $seed --disable-fds=sockets,perf"
for c in $calls; do
	opts="$opts -c $c"
done
half=$(( secs / 2 ))
[ "$half" -ge 10 ] || half=10
echo "# $(trinity --help 2>&1 | head -1 | tr -d '\033'), seed $seed, ${half} s per user, $children children, in $base"
echo "# syscalls:" $calls

# The non-zombie processes of process group $1: "pid:state ...".
group_left() {
	out=
	for s in /proc/[0-9]*/stat; do
		{ read -r line < "$s"; } 2> /dev/null || continue
		rest=${line##*) }
		set -- $rest
		[ "$3" = "$pg" ] && [ "$1" != Z ] && out="$out ${line%% *}:$1"
	done
	echo $out
}

n=0
fails=0
# run NAME [PREFIX...]: trinity as NAME, PREFIX before it (fuzz_nobody).
run() {
	name=$1
	shift
	n=$((n + 1))
	wd=$base/$name
	mkdir -p "$wd/victims/sub"
	# Victims: a few files of our own, sparse and not.
	dd if=/dev/urandom of="$wd/victims/data" bs=4096 count=64 2> /dev/null
	truncate -s 16M "$wd/victims/sparse"
	: > "$wd/victims/empty"
	: > "$wd/victims/sub/file"
	chmod -R a+rwX "$wd"
	log=/tmp/trinity-$name.log
	taint0=$(cat /proc/sys/kernel/tainted)
	t0=$(date +%s)
	extra=
	[ "$(id -u)" = 0 ] && [ $# = 0 ] && extra=--dangerous
	# No console on stdin, no results port (/init's fd 3): its read,
	# write and dup2 get any fd.
	(cd "$wd" && exec setsid timeout -s INT -k $grace "$half" "$@" \
		trinity $opts $extra -V "$wd/victims") < /dev/null > "$log" 2>&1 3>&- &
	pg=$!
	wait $pg
	rc=$?
	kill -KILL -$pg 2> /dev/null
	left=$(group_left)
	waited=0
	while [ -n "$left" ] && [ $waited -lt $grace ]; do
		sleep 1
		waited=$((waited + 1))
		kill -KILL -$pg 2> /dev/null
		left=$(group_left)
	done
	taint1=$(cat /proc/sys/kernel/tainted)
	tr -d '\r\033' < "$log" | sed 's/\[[0-9;]*m//g' > "$log.txt"
	grep -E '^(io_uring_[a-z]+|mmap|munmap|dup|mremap):? \(attempted' "$log.txt" |
		sed 's/^/# /'
	tail -n 8 "$log.txt" | sed 's/^/# | /'
	ran=$(grep -o 'Ran [0-9]* syscalls' "$log.txt" | tail -1 | grep -o '[0-9][0-9]*')
	why=
	if [ -n "$left" ]; then
		why="HANG: processes$left still there ${grace} s after SIGKILL"
		for p in $left; do
			echo "# stack of ${p%%:*}:"
			sed 's/^/#   /' "/proc/${p%%:*}/stack" 2> /dev/null
		done
		echo w > /proc/sysrq-trigger 2> /dev/null
	elif [ "$taint1" != "$taint0" ]; then
		why="the kernel became tainted ($taint0 -> $taint1)"
	elif grep -q 'kernel became tainted' "$log.txt"; then
		why="trinity says the kernel became tainted"
	elif [ $rc = 137 ]; then
		why="trinity did not stop within ${grace} s of SIGINT"
	elif [ $rc != 0 ]; then
		why="trinity exited with $rc"
	fi
	if [ -n "$why" ]; then
		fails=$((fails + 1))
		echo "not ok $n trinity as $name seed=$seed calls=${ran:-?} # $why"
	else
		echo "ok $n trinity as $name seed=$seed calls=${ran:-?} seconds=$(( $(date +%s) - t0 ))"
	fi
}

run root
run uid-65534 "$(cd "$(dirname "$0")" && pwd)/fuzz_nobody"
rm -rf "$base"
[ $fails = 0 ]
