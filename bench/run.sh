#!/bin/sh
# The benchmarks, run by the VM's /init in iou.mode=bench (make bench), or
# with BENCH_SMOKE=1 by bench/smoke.sh in make check: every benchmark once,
# with tiny sizes and times, to show that it still runs.  One key=value line per measurement on stdout,
# "bench=..." first; bench/report/bench-report makes the tables.
# BENCH_SECONDS: seconds per measurement (3; the VM's /init sets it from
# make bench's iou.secs=).
#
# Every figure is measured with nothing else running, in a steady-state
# window after a ramp.  CPU time comes from /proc/stat (the whole machine:
# SQ threads, workers and interrupts included) and, for fio, from fio
# itself (its own process).  System calls are counted, not estimated: in a
# second window, by the raw_syscalls:sys_enter tracepoint filtered on the
# one process, as the entries + overruns of the trace buffer.  Where a
# target of Documentation/performance.md is at stake, a third window
# samples the whole machine with perf (if the guest has it) and prints
# the hottest functions as "# profile ..." lines.
secs=${BENCH_SECONDS:-3}
smoke=${BENCH_SMOKE:-0}
tr=/sys/kernel/debug/tracing
[ -d $tr ] || tr=/sys/kernel/tracing
ev=$tr/events/raw_syscalls/sys_enter
# shellcheck disable=SC3045 # busybox sh has ulimit -n
ulimit -n 8192
echo 4096 > /proc/sys/net/core/somaxconn
echo "# bench: kernel $(uname -r) $(uname -v), $secs s per measurement, smoke=$smoke"
echo "# bench: clocksource $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)"

# Busy CPU time of the machine, in clock ticks (user, nice, system, irq, softirq, steal).
busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }
ctxt() { awk '/^ctxt/ { print $2 }' /proc/stat; }
hz=100

# System-call counting.  The raw_syscalls:sys_enter event is enabled on
# the kernel command line (trace_event=raw_syscalls:sys_enter, make bench
# and make check give it): switching it at run time patches the kernel's
# text (int3 and an IPI to every CPU), and under TCG that hung the guest
# now and then, under load or not (RCU stalls; both vCPUs stuck in the
# patching).  Without it on, system calls are not counted (NA).  /init
# (scripts/vm/guest-init) gives it a filter that matches no process; only the
# windows change the filter.  The event costs every system call the
# tracing slow path all the same, for every engine.
# count_on PID: start counting PID's calls, clock_gettime (228) and
# gettimeofday (96) left out (on the HPET, 4.19's own choice under TCG,
# the vDSO falls back to the system call, which on hardware it does not);
# count_off stops (both shell builtins only, so that nothing else runs at
# the edges of the window); count_read prints the count, NA when the event
# is not on.
counting=0
if [ "$(cat $ev/enable 2>/dev/null)" = 1 ]; then
	counting=1
	# Large enough that a window's events all stay in the buffer.
	echo 4096 > $tr/buffer_size_kb
else
	echo "# bench: system calls not counted: boot with trace_event=raw_syscalls:sys_enter"
fi
count_on() {
	[ $counting = 1 ] || return 0
	echo > $tr/trace
	echo "common_pid == $1 && id != 228 && id != 96" > $ev/filter
}
count_off() { [ $counting = 1 ] && echo "common_pid == 0" > $ev/filter; }
count_read() {
	[ $counting = 1 ] || { echo NA; return; }
	cat $tr/per_cpu/cpu*/stats |
		awk '/^(entries|overrun|commit overrun|dropped events):/ { n += $NF } END { print n }'
}

# profile ID: where the machine's CPU time goes, over one more window:
# perf sampling every CPU on the cpu-clock (a software event; TCG has no
# PMU), the functions above 1% as "# profile ID: share comm symbol".
# Only the measurements the targets need; the smoke run profiles one.
profile_ids="target=raw rw=randread engine=libaio qd=32|target=raw rw=randread engine=io_uring_sqpoll qd=32|mode=epoll conns=1000 size=64|mode=uring conns=1000 size=64"
[ $smoke = 1 ] && profile_ids="target=raw rw=randread engine=io_uring_sqpoll qd=32"
profile() {
	echo "$1" | grep -qE "$profile_ids" || return 0
	command -v perf > /dev/null || { echo "# profile $1: no perf in the guest"; return 0; }
	echo 0 > /proc/sys/kernel/kptr_restrict
	perf record -q -a -e cpu-clock -F 997 -o /tmp/perf.data -- sleep $win > /dev/null 2>&1
	perf report -i /tmp/perf.data --stdio --no-children --sort comm,sym \
		--percent-limit 1 2> /dev/null |
		awk -v id="$1" '/^ *[0-9.]+%/ {
			$1 = $1
			# Debian strips fio: its own code, one line per process.
			if ($3 == "[.]" && $4 ~ /^0x/) { u[$2] += $1; next }
			print "# profile " id ": " $0
		}
		END { for (c in u) printf "# profile %s: %.2f%% %s [.] (user space, no symbols)\n", id, u[c], c }' |
		head -25
	rm -f /tmp/perf.data
}

# dev_ios DEV WRITE: device I/Os of 4 KiB so far into $ios (sectors read
# or written / 8, from /sys/block/DEV/stat; a builtin, no process).
dev_ios() {
	read -r _ _ rs _ _ _ ws _ < /sys/block/$1/stat
	if [ $2 = 1 ]; then ios=$((ws / 8)); else ios=$((rs / 8)); fi
}
uptime_cs() { awk '{ printf "%d\n", $1 * 100 }' /proc/uptime; }
child_of() {	# the first child process of PID
	awk -v p=$1 '$4 == p { print $1; exit }' /proc/[0-9]*/stat 2>/dev/null
}

# --- fio: engines x workloads x queue depths ---
# Targets: the raw NVMe namespace, a file on ext4 (both O_DIRECT, both
# bounded by QEMU's NVMe model, which is slow), and null_blk completing
# inline (the submission path bounds it: where engines differ).
# Each job runs in the background; after a ramp of 1 s, a window of
# BENCH_SECONDS measures the device's I/Os (sectors / 8, so merges do not
# hide I/Os), the machine's busy CPU time and then, in a further window,
# the system calls of fio's job process: steady state only, without fio's
# start-up and exit, and without its parent's status polling.
modprobe null_blk queue_mode=2 irqmode=0 nr_devices=1 gb=1 bs=4096 2>/dev/null ||
	echo "# bench: null_blk failed to load"
fio_opts() {	# engine
	case $1 in
	psync)		echo "--ioengine=psync" ;;
	libaio)		echo "--ioengine=libaio" ;;
	io_uring)	echo "--ioengine=io_uring" ;;
	io_uring_sqpoll) echo "--ioengine=io_uring --sqthread_poll=1" ;;
	io_uring_hipri)	echo "--ioengine=io_uring --hipri=1" ;;
	io_uring_fixed)	echo "--ioengine=io_uring --fixedbufs=1 --registerfiles=1" ;;
	esac
}
fio_job() {	# id file device engine rw qd
	id=$1 f=$2 dev=$3 e=$4 rw=$5 qd=$6
	w=0; [ $rw = write ] && w=1
	b=$qd; [ "$b" -gt 32 ] && b=32
	# shellcheck disable=SC2046 # fio_opts prints several options
	fio --name=b --filename="$f" --direct=1 --rw=$rw --bs=4k --size=$fsize \
		--iodepth=$qd --iodepth_batch_submit=$b --iodepth_batch_complete_min=$b \
		--runtime=$total --time_based --disk_util=0 --minimal $(fio_opts $e) \
		> /tmp/fio.out 2> /tmp/fio.err &
	fpid=$!
	# fio forks the job process once it has set up (slowly under TCG).
	for _ in $(seq 200); do
		job=$(child_of $fpid)
		[ -n "$job" ] && break
		sleep 0.1
	done
	# ... and starts its I/O once the file is laid out and the ring set up.
	dev_ios $dev $w; first=$ios
	for _ in $(seq 200); do
		dev_ios $dev $w
		[ $ios != $first ] && break
		sleep 0.1
	done
	sleep $ramp
	t0=$(uptime_cs); b0=$(busy); dev_ios $dev $w; i0=$ios
	sleep $win
	dev_ios $dev $w; i1=$ios; t1=$(uptime_cs); b1=$(busy)
	dev_ios $dev $w; c0=$ios; count_on $job
	sleep $cwin
	count_off; dev_ios $dev $w; c1=$ios
	calls=$(count_read)
	profile "$id"
	kill -INT $fpid 2>/dev/null	# fio stops and reports
	wait $fpid
	if [ ! -s /tmp/fio.out ] || [ -z "$job" ] || [ $((i1 - i0)) -le 0 ]; then
		echo "# $id failed: job=$job device I/Os=$((i1 - i0)) output=$(wc -c < /tmp/fio.out) bytes; $(head -3 /tmp/fio.err)"
		return
	fi
	awk -F';' -v id="$id" -v ios=$((i1 - i0)) -v cs=$((t1 - t0)) -v busy=$((b1 - b0)) \
		-v hz=$hz -v calls="$calls" -v cios=$((c1 - c0)) -v w=$w '
	{
		kb = w ? $47 : $6; ms = w ? $50 : $9
		fios = kb / 4; cpu = (($88 + $89) / 100) * ms / 1000
		printf "%s iops=%d cpu_sys_us=%.1f cpu_proc_us=%.1f syscalls_per_io=%s\n",
			id, ios / (cs / 100), busy / hz * 1e6 / ios, fios ? cpu * 1e6 / fios : 0,
			(calls != "NA" && cios > 0) ? sprintf("%.3f", calls / cios) : "NA"
	}' <<EOF
$(tail -1 /tmp/fio.out)
EOF
}

engines="psync libaio io_uring io_uring_sqpoll io_uring_hipri io_uring_fixed"
if [ $smoke = 1 ]; then
	fsize=16m; qds="32"; rws="randread"; ramp=0.5; win=0.5; cwin=0.3
else
	fsize=256m; qds="1 32 128"; rws="randread read write"; ramp=1; win=$secs; cwin=1
fi
# fio runs longer than the windows need and is stopped after them.
# (The second $win: the profile window, and perf's start-up.)
total=$(awk -v r=$ramp -v w=$win -v c=$cwin 'BEGIN { printf "%d\n", r + 2 * w + c + 10 }')
for target in raw ext4 null; do
	case $target in
	raw)	f=/dev/iou-raw; dev=$(basename "$(readlink /dev/iou-raw)") ;;
	ext4)	f=/mnt/ext4/bench.fio
		dev=$(awk '$2 == "/mnt/ext4" { sub("/dev/", "", $1); print $1 }' /proc/mounts)
		fio --name=lay --filename=$f --size=$fsize --rw=write \
			--bs=1m --direct=1 --minimal > /dev/null 2>&1 ;;
	null)	f=/dev/nullb0; dev=nullb0; [ -b $f ] || continue ;;
	esac
	trws=$rws
	[ $target = null ] && trws=randread	# the submission path: one workload
	for rw in $trws; do
		for e in $engines; do
			# psync has one I/O in flight whatever the depth: QD1 only.
			eqds=$qds; [ $e = psync ] && eqds=1
			for qd in $eqds; do
				fio_job "bench=fio target=$target rw=$rw engine=$e qd=$qd" \
					$f $dev $e $rw $qd
			done
		done
	done
	[ $target = ext4 ] && rm -f $f
done

# --- echo server: epoll against io_uring (POLL_ADD + RECVMSG/SENDMSG) ---
# Server and client in the background; once every connection is accepted
# and a ramp has passed, SIGUSR1 makes the server print how many requests
# it served so far, at the start and the end of a window that measures
# requests/s, context switches and CPU, then of a second window that counts
# the server's system calls.  p50/p99 are the client's, over its whole run.
wait_for() {	# PATTERN: in the server's output within 60 s
	for _ in $(seq 600); do
		grep -q "$1" /tmp/echo.srv 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}
served() {
	k=$(grep -c '^served=' /tmp/echo.srv)
	kill -USR1 $spid
	for _ in $(seq 500); do
		[ "$(grep -c '^served=' /tmp/echo.srv)" -gt "$k" ] && break
		sleep 0.02
	done
	sed -n 's/^served=//p' /tmp/echo.srv | tail -1
}
scs() { awk '/ctxt_switches/ { n += $2 } END { print n }' /proc/$spid/status; }
echo_run() {	# id mode conns size
	id=$1 m=$2 n=$3 sz=$4
	/bench/echo server $m 9100 > /tmp/echo.srv 2>&1 &
	spid=$!
	wait_for ready || { echo "# $id failed: no server"; kill $spid; return; }
	/bench/echo client 9100 $n $sz $etotal > /tmp/echo.cli 2>&1 &
	cpid=$!
	wait_for '^accepted=' || { echo "# $id failed: not connected"; kill $spid $cpid; return; }
	sleep $ramp
	r0=$(served); t0=$(uptime_cs); c0=$(ctxt); v0=$(scs); b0=$(busy)
	sleep $win
	r1=$(served); t1=$(uptime_cs); c1=$(ctxt); v1=$(scs); b1=$(busy)
	r2=$(served); count_on $spid
	sleep $cwin
	count_off; r3=$(served)
	calls=$(count_read)
	profile "$id"
	wait $cpid
	kill $spid 2>/dev/null; wait $spid
	req=$((r1 - r0)) creq=$((r3 - r2))
	if [ $req -le 0 ] || ! grep -q p99_us /tmp/echo.cli; then
		echo "# $id failed: $(head -3 /tmp/echo.cli)"
		return
	fi
	awk -v id="$id" -v req=$req -v cs=$((t1 - t0)) -v scs=$((v1 - v0)) -v acs=$((c1 - c0)) \
		-v busy=$((b1 - b0)) -v hz=$hz -v calls=$calls -v creq=$creq '
	{
		for (i = 1; i <= NF; i++) { split($i, a, "="); v[a[1]] = a[2] }
		printf "%s rps=%d p50_us=%s p99_us=%s srv_cs_per_req=%.3f cs_per_req=%.3f cpu_sys_us=%.1f syscalls_per_req=%s\n",
			id, req / (cs / 100), v["p50_us"], v["p99_us"], scs / req, acs / req,
			busy / hz * 1e6 / req,
			(calls != "NA" && creq > 0) ? sprintf("%.3f", calls / creq) : "NA"
	}' /tmp/echo.cli
}
if [ $smoke = 1 ]; then econns="10"; esizes="64"
else econns="100 1000"; esizes="64 512"; fi
# The client's own clock starts once it is connected, like the windows.
# Not smoke: time for the profile window too.
etotal=$(awk -v r=$ramp -v w=$win -v c=$cwin -v s=$smoke \
	'BEGIN { printf "%.1f\n", r + w + c + 1.5 + (s ? 0 : w + 2.5) }')
for n in $econns; do
	for sz in $esizes; do
		for m in epoll uring; do
			echo_run "bench=echo mode=$m conns=$n size=$sz" $m $n $sz
		done
	done
done

# --- sequential buffered write: write(2), WRITEV, WRITE_FIXED ---
if [ $smoke = 1 ]; then mib=8; else mib=64; fi
for spec in "write 1" "writev 1" "write_fixed 1" "writev 32" "write_fixed 32"; do
	set -- $spec
	sync; echo 3 > /proc/sys/vm/drop_caches
	/bench/seqwrite $1 /mnt/ext4/bench.seq $mib 4096 $2 ||
		echo "# bench=seqwrite mode=$1 qd=$2 failed"
done

# --- caller CPU per polled I/O with and without the SQ thread (issue 4) ---
if [ $smoke = 0 ]; then
	for qd in 1 8 32; do
		for mode in iopoll sqpoll-iopoll; do
			/bench/iopoll_wait $mode $qd "$secs" /dev/iou-raw ||
				echo "# bench: iopoll_wait $mode $qd failed"
		done
	done
fi
echo "# bench: done"
