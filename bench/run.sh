#!/bin/sh
# The benchmarks, run by the VM's /init in iou.mode=bench (make bench), or
# with BENCH_SMOKE=1 by bench/smoke.sh in make check: every benchmark once,
# with tiny sizes and times, to show that it still runs.  One key=value line per measurement on stdout,
# "bench=..." first; scripts/bench-report makes the tables.
# iou.secs= on the kernel command line: seconds per measurement.
#
# Every figure is measured with nothing else running.  CPU time comes from
# /proc/stat (the whole machine: SQ threads, workers and interrupts
# included) and, for fio, from fio itself (its own process).  System calls
# are counted, not estimated: a second, shorter pass of the same job with
# the raw_syscalls:sys_enter tracepoint on (only then, since tracing slows
# every call), entries + overruns of the trace buffer.
secs=$(sed -n 's/.*iou\.secs=\([0-9.]*\).*/\1/p' /proc/cmdline)
secs=${secs:-3}
smoke=${BENCH_SMOKE:-0}
tr=/sys/kernel/debug/tracing
[ -d $tr ] || tr=/sys/kernel/tracing
ev=$tr/events/raw_syscalls/sys_enter
ulimit -n 8192
echo 4096 > /proc/sys/net/core/somaxconn
echo "# bench: kernel $(uname -r) $(uname -v), $secs s per measurement, smoke=$smoke"

# Busy CPU time of the machine, in clock ticks (user, nice, system, irq, softirq, steal).
busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }
ctxt() { awk '/^ctxt/ { print $2 }' /proc/stat; }
hz=100

# count_on [PID]: start counting system calls (of PID only, if given);
# count_off: stop and print how many were made.
count_on() {
	[ -e $ev/enable ] || return 0
	echo 0 > $ev/enable
	if [ -n "${1:-}" ]; then echo "common_pid == $1" > $ev/filter; else echo 0 > $ev/filter; fi
	echo 16 > $tr/buffer_size_kb
	echo > $tr/trace
	echo 1 > $ev/enable
}
count_off() {
	[ -e $ev/enable ] || { echo NA; return; }
	echo 0 > $ev/enable
	cat $tr/per_cpu/cpu*/stats | awk '/^entries:|^overrun:/ { n += $2 } END { print n }'
}

# --- fio: engines x workloads x queue depths, raw namespace and ext4 ---
fio_job() {	# target file engine rw qd seconds: prints the terse line
	t=$1 f=$2 e=$3 rw=$4 qd=$5 s=$6
	case $e in
	psync)		eo="--ioengine=psync" ;;
	libaio)		eo="--ioengine=libaio" ;;
	io_uring)	eo="--ioengine=io_uring" ;;
	io_uring_sqpoll) eo="--ioengine=io_uring --sqthread_poll=1" ;;
	io_uring_hipri)	eo="--ioengine=io_uring --hipri=1" ;;
	io_uring_fixed)	eo="--ioengine=io_uring --fixedbufs=1 --registerfiles=1" ;;
	esac
	b=$qd; [ "$b" -gt 32 ] && b=32
	fio --name=b --filename="$f" --direct=1 --rw=$rw --bs=4k --size=$fsize \
		--iodepth=$qd --iodepth_batch_submit=$b --iodepth_batch_complete_min=1 \
		--runtime=$s --time_based --minimal $eo 2>/tmp/fio.err
}

engines="psync libaio io_uring io_uring_sqpoll io_uring_hipri io_uring_fixed"
if [ $smoke = 1 ]; then
	fsize=16m; qds="1 32"; rws="randread"; fsecs=500ms; csecs=300ms
else
	fsize=256m; qds="1 32 128"; rws="randread read write"; fsecs=$secs; csecs=1
fi
for target in raw ext4; do
	if [ $target = raw ]; then f=/dev/iou-raw; else f=/mnt/ext4/bench.fio; fi
	[ $target = ext4 ] && fio --name=lay --filename=$f --size=$fsize --rw=write \
		--bs=1m --direct=1 --minimal > /dev/null 2>&1
	for rw in $rws; do
		for e in $engines; do
			for qd in $qds; do
				[ $e = psync ] && [ $qd != 1 ] && continue
				id="bench=fio target=$target rw=$rw engine=$e qd=$qd"
				b0=$(busy)
				line=$(fio_job $target $f $e $rw $qd $fsecs)
				b1=$(busy)
				count_on
				cline=$(fio_job $target $f $e $rw $qd $csecs)
				calls=$(count_off)
				if [ -z "$line" ] || [ -z "$cline" ]; then
					echo "# $id failed: $(head -3 /tmp/fio.err)"
					continue
				fi
				echo "$line|$cline" | awk -F'|' -v id="$id" -v busy=$((b1 - b0)) \
					-v hz=$hz -v calls="$calls" -v rw=$rw '
				{
					split($1, a, ";"); split($2, c, ";")
					w = (rw == "write")
					kb = w ? a[47] : a[6]; iops = w ? a[49] : a[8]; ms = w ? a[50] : a[9]
					ios = kb / 4
					cpu = ((a[88] + a[89]) / 100) * ms / 1000
					cios = (w ? c[47] : c[6]) / 4
					printf "%s iops=%d cpu_proc_us=%.1f cpu_sys_us=%.1f syscalls_per_io=%s\n",
						id, iops, ios ? cpu * 1e6 / ios : 0,
						ios ? busy / hz * 1e6 / ios : 0,
						(calls != "NA" && cios) ? sprintf("%.3f", calls / cios) : "NA"
				}'
			done
		done
	done
	[ $target = ext4 ] && rm -f $f
done

# --- echo server: epoll against io_uring (POLL_ADD + RECVMSG/SENDMSG) ---
echo_run() {	# mode conns size seconds [count]: server stats + client line
	m=$1 n=$2 sz=$3 s=$4
	/bench/echo server $m 9100 > /tmp/echo.srv 2>&1 &
	spid=$!
	while ! grep -q ready /tmp/echo.srv 2>/dev/null; do sleep 0.1; done
	[ -n "${5:-}" ] && count_on $spid
	c0=$(ctxt); b0=$(busy)
	v0=$(awk '/ctxt_switches/ { n += $2 } END { print n }' /proc/$spid/status)
	out=$(/bench/echo client 9100 $n $sz $s)
	v1=$(awk '/ctxt_switches/ { n += $2 } END { print n }' /proc/$spid/status)
	c1=$(ctxt); b1=$(busy)
	calls=NA
	[ -n "${5:-}" ] && calls=$(count_off)
	kill $spid; wait $spid
	served=$(sed -n 's/^served=//p' /tmp/echo.srv)
	echo "$out served=${served:-0} srv_cs=$((v1 - v0)) all_cs=$((c1 - c0)) busy=$((b1 - b0)) calls=$calls"
}
if [ $smoke = 1 ]; then econns="10"; esizes="64"; esecs=0.5; ecsecs=0.3
else econns="100 1000"; esizes="64 512"; esecs=$secs; ecsecs=1; fi
for n in $econns; do
	for sz in $esizes; do
		for m in epoll uring; do
			id="bench=echo mode=$m conns=$n size=$sz"
			r=$(echo_run $m $n $sz $esecs)
			c=$(echo_run $m $n $sz $ecsecs count)
			echo "$r|$c" | awk -F'|' -v id="$id" -v hz=$hz '
			function v(s, k,   i, a, n) { n = split(s, a, " ");
				for (i = 1; i <= n; i++) if (index(a[i], k "=") == 1) return substr(a[i], length(k) + 2)
				return "" }
			{
				req = v($1, "served"); creq = v($2, "served"); calls = v($2, "calls")
				if (!req) { print "# " id " failed: " $0; next }
				printf "%s rps=%s p50_us=%s p99_us=%s srv_cs_per_req=%.3f cs_per_req=%.3f cpu_sys_us=%.1f syscalls_per_req=%s\n",
					id, v($1, "rps"), v($1, "p50_us"), v($1, "p99_us"),
					v($1, "srv_cs") / req, v($1, "all_cs") / req,
					v($1, "busy") / hz * 1e6 / req,
					(calls != "NA" && creq) ? sprintf("%.3f", calls / creq) : "NA"
			}'
		done
	done
done

# --- sequential buffered write: write(2), WRITEV, WRITE_FIXED ---
if [ $smoke = 1 ]; then mib=8; else mib=256; fi
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
