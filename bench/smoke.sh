#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The smoke run of the benchmarks inside make check (installed as
# /bench/smoke; scripts/vm/guest-init runs it after the selftests): every
# benchmark of bench/run.sh once with tiny sizes (BENCH_SMOKE=1), then a
# check that each reported its figures, system call counts included.
# Says nothing about speed: that is make bench's, never a test's.
out=$(BENCH_SMOKE=1 /bench/run 2>&1)
echo "$out" | sed 's/^/# /'
echo "TAP version 13"
echo "1..6"
n=0
fails=0
result() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n $2"; else echo "not ok $n $2"; fails=$((fails + 1)); fi
}
count() { echo "$out" | grep -cE "$1"; }

# 3 targets (raw, ext4, null_blk) x 6 engines (psync at QD1, the rest at
# QD32) = 18 fio jobs.
c=$(count '^bench=fio .* iops=[1-9]')
[ "$c" = 18 ]; result $? "fio: 18 jobs (6 engines; raw, ext4, null_blk) report IOPS ($c)"
c=$(count '^bench=fio .* syscalls_per_io=[0-9]')
[ "$c" = 18 ]; result $? "fio: system calls counted for every job ($c)"
c=$(count '^bench=echo mode=(epoll|uring) .* rps=[1-9].* syscalls_per_req=[0-9]')
[ "$c" = 2 ]; result $? "echo: epoll and io_uring servers report requests/s and system calls ($c)"
c=$(count '^bench=seqwrite mode=.* mib_per_s=[1-9]')
[ "$c" = 5 ]; result $? "seqwrite: write(2), WRITEV and WRITE_FIXED report MiB/s ($c)"
c=$(count '^# profile bench=fio target=raw .*engine=io_uring_sqpoll.*: [0-9.]+% ')
[ "$c" -gt 0 ]; result $? "profile: perf sampled the SQPOLL job ($c functions above 1%)"
! echo "$out" | grep -q 'failed' && echo "$out" | grep -q '^# bench: done'
result $? "no benchmark failed, the run reached its end"
[ $fails = 0 ]
