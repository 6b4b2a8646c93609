#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The smoke run of the benchmarks inside make check FULL=1 (installed as
# /bench/smoke; scripts/vm/guest-init runs it after the selftests): every
# benchmark of bench/run.sh once with tiny sizes (BENCH_SMOKE=1), then a
# check that each reported its raw counters, system call counts included,
# as many measurements as bench/matrix's smoke run has.  The guest only
# collects: the figures are the host's (bench/report/benchlib.py).
# Says nothing about speed: that is make bench's, never a test's.
# shellcheck disable=SC2154 # bench/matrix's variables (sourced below)
here=$(dirname "$0")
out=$(BENCH_SMOKE=1 "$here/run" 2>&1)
# fio's JSON is counted below, not shown: 4 KiB a job.
echo "$out" | grep -v '^# fio-json ' | sed 's/^/# /'

# What the smoke run measures: bench/matrix, every smoke_NAME in place of
# NAME, NAME_X in place of NAME for target or engine X (as in run.sh).
matrix=$here/matrix
# shellcheck source=bench/matrix
. "$matrix"
for v in $(sed -n 's/^smoke_\([a-z0-9_]*\)=.*/\1/p' "$matrix"); do
	eval "$v=\$smoke_$v"
done
of() { eval "echo \"\${$1_$2-\$$1}\""; }
words() { echo $#; }
# shellcheck disable=SC2086,SC2046 # word counts of the matrix's lists
{
	nfio=0
	for t in $targets; do
		tqds=$(eval "echo \"\${qds_$t-}\"")	# a subset of the engine's
		for _ in $(of rws $t); do
			for e in $(of engines $t); do
				for q in $(of qds $e); do
					case " ${tqds:-$q} " in *" $q "*) nfio=$((nfio + 1)) ;; esac
				done
			done
		done
	done
	necho=$(($(words $echo_modes) * $(words $echo_conns) * $(words $echo_sizes)))
	nseq=$(words $seqwrite_specs)
	nbig=$(words $bigwrite_specs)
	niop=$(($(words $iopoll_modes) * $(words $iopoll_qds)))
	nsqs=$(words $sqshare_rings)
	nqimg=$(($(words $qemuimg_targets) * $(words $qemuimg_rws) * $(words $qemuimg_aios)))
}

echo "TAP version 13"
echo "1..12"
n=0
fails=0
result() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n $2"; else echo "not ok $n $2"; fails=$((fails + 1)); fi
}
count() { echo "$out" | grep -cE "$1"; }

c=$(count '^bench=fio .* ios=[1-9][0-9]* win_cs=[1-9][0-9]* win_ns=[1-9][0-9]* idle_ns=[0-9]+ busy=[0-9]+ hz=[1-9]')
[ "$c" = $nfio ]; result $? "fio: $nfio jobs ($engines; $targets) report device I/Os, window, idle time and CPU ticks ($c)"
c=$(count '^bench=fio .* calls=[0-9]+ calls_ios=[1-9]')
[ "$c" = $nfio ]; result $? "fio: system calls counted for every job ($c)"
c=$(count '^# fio-json bench=fio .*: [{].*"jobs".*"io_kbytes" : [1-9].*"usr_cpu" : [0-9]')
[ "$c" = $nfio ]; result $? "fio: its JSON output, I/Os and CPU time, for every job ($c)"
# run.sh leaves a server out on a kernel without its opcodes or features
# (sendrecv, fastpoll, pbuf), and says so.
for m in $(echo "$out" | sed -n 's/^# bench: echo mode=\([a-z0-9_]*\) skipped.*/\1/p'); do
	echo_modes=$(for w in $echo_modes; do [ "$w" = "$m" ] || printf '%s ' "$w"; done)
	echo_modes=${echo_modes% }
done
# shellcheck disable=SC2086 # word counts of the matrix's lists
necho=$(($(words $echo_modes) * $(words $echo_conns) * $(words $echo_sizes)))
c=$(count '^bench=echo mode=[^ ]+ .* requests=[1-9][0-9]* win_cs=[1-9][0-9]* win_ns=[1-9][0-9]* idle_ns=[0-9]+ .* calls=[0-9]+ calls_requests=[1-9][0-9]* .*client_p99_us=[0-9]')
[ "$c" = $necho ]; result $? "echo: $necho runs ($echo_modes) report requests, system calls and the client's latencies ($c)"
# echoidle: the modes of bench/matrix the echo runs above did not leave out.
nidle=0
for m in $echoidle_modes; do
	case " $echo_modes " in *" $m "*) nidle=$((nidle + $(words $echoidle_conns))) ;; esac
done
c=$(count '^bench=echoidle mode=[^ ]+ conns=[1-9][0-9]* size=[0-9]+ srv_rss_kb=[1-9][0-9]* kslab_kb=-?[0-9]+$')
[ "$c" = $nidle ]; result $? "echoidle: $nidle runs report the server's memory with idle connections ($c)"
c=$(count '^bench=seqwrite mode=.* bytes=[1-9][0-9]* write_ns=[1-9][0-9]* fsync_ns=[0-9]+ cpu_self_ns=[0-9]+ busy=[0-9]+ hz=[1-9]')
[ "$c" = $nseq ]; result $? "seqwrite: $nseq runs (write(2), WRITEV, WRITE_FIXED) report bytes and times ($c)"
c=$(count "^bench=bigwrite mode=.* bs=$bigwrite_bs qd=[1-9][0-9]* mib=$bigwrite_mib direct=[01] bytes=[1-9][0-9]* write_ns=[1-9][0-9]* fsync_ns=[0-9]+ cpu_self_ns=[0-9]+ busy=[0-9]+ hz=[1-9]")
[ "$c" = $nbig ]; result $? "bigwrite: $nbig runs (write(2), WRITE, WRITE_FIXED; buffered and O_DIRECT on a memory-backed null_blk) report bytes and times ($c)"
skip() { n=$((n + 1)); echo "ok $n $1 # SKIP"; }
c=$(count '^bench=iopoll_wait .* ios=[1-9][0-9]* wall_ns=[1-9][0-9]* cpu_ns=[0-9]')
if [ $niop = 0 ]; then skip "iopoll_wait: not in the smoke run ($c)"
else [ "$c" = $niop ]; result $? "iopoll_wait: $niop runs report I/Os and times ($c)"; fi
c=$(count '^bench=sqshare rings=[1-9][0-9]* qd=[1-9][0-9]* ios=[1-9][0-9]* wall_ns=[1-9][0-9]* cpu_ns=[0-9]+ busy=[0-9]+ hz=[1-9][0-9]* sq_threads=(1|-1)$')
[ "$c" = $nsqs ]; result $? "sqshare: $nsqs runs report I/Os and one SQ thread for all the rings ($c)"
c=$(count "^bench=qemuimg target=[a-z0-9]+ rw=(read|write) engine=[a-z_]+ qd=[1-9][0-9]* ops=$qemuimg_count ios=[1-9][0-9]* win_cs=[0-9]+ win_ns=[1-9][0-9]* idle_ns=[0-9]+ busy=[0-9]+ hz=[1-9][0-9]* ctxt=[0-9]+$")
[ "$c" = $nqimg ]; result $? "qemuimg: $nqimg runs of qemu-img bench ($qemuimg_aios; $qemuimg_targets) report requests, device I/Os and times ($c)"
if [ -z "$profile_ids" ]; then skip "profile: none in the smoke run"
else
	c=$(count "^# profile bench=.*($profile_ids)[^:]*: [0-9.]+% ")
	[ "$c" -gt 0 ]; result $? "profile: perf sampled $profile_ids ($c functions above 1%)"
fi
! echo "$out" | grep -q 'failed' && echo "$out" | grep -q '^# bench: done'
result $? "no benchmark failed, the run reached its end"
[ $fails = 0 ]
