#!/bin/sh
# The benchmarks, run by the VM's /init in iou.mode=bench (make bench), or
# with BENCH_SMOKE=1 by bench/smoke.sh in make check FULL=1: every benchmark once,
# with tiny sizes and times, to show that it still runs.  What runs is
# bench/matrix's (sourced from beside this script: /bench/matrix).
# BENCH_SECONDS: seconds per measurement (3; the VM's /init sets it from
# make bench's iou.secs=).  BENCH_ICOUNT=1 (make bench ICOUNT=1: one vCPU,
# QEMU counting instructions): every icount_NAME of bench/matrix takes the
# place of NAME, the CPU-bound measurements, whose CPU time is then a
# count of instructions.  BENCH_GATE=1 (make bench-gate, with
# BENCH_ICOUNT=1): every gate_NAME in its place too, a small set.  BENCH_ONLY (make bench BENCH_ONLY="..."): only
# these parts of bench/matrix, each a fio target or one of echo, echoidle,
# seqwrite, bigwrite, iopoll, sqshare, qemuimg.
#
# The guest collects, the host computes: one "bench=..." line of key=value
# raw counters per measurement on stdout (for fio, its JSON output too, as
# a "# fio-json ID: {...}" line), no figure; bench/report/benchlib.py
# computes every figure from them (Documentation/performance.md).
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
# shellcheck disable=SC2154 # bench/matrix's variables (sourced below)
secs=${BENCH_SECONDS:-3}
smoke=${BENCH_SMOKE:-0}
icount=${BENCH_ICOUNT:-0}
gate=${BENCH_GATE:-0}
matrix=$(dirname "$0")/matrix
# shellcheck source=bench/matrix
. "$matrix"
for variant in smoke icount gate; do	# every smoke_NAME (icount_, gate_NAME) in place of NAME
	eval "[ \"\$$variant\" = 1 ]" || continue
	for v in $(sed -n "s/^${variant}_\([a-z0-9_]*\)=.*/\1/p" "$matrix"); do
		eval "$v=\$${variant}_$v"
	done
done
only=${BENCH_ONLY:-}
if [ -n "$only" ]; then	# the other parts' lists emptied
	wanted() { case " $only " in *" $1 "*) return 0 ;; esac; return 1; }
	targets=$(for t in $targets; do wanted "$t" && printf '%s ' "$t"; done)
	wanted echo || echo_conns=
	wanted echoidle || echoidle_conns=
	wanted seqwrite || seqwrite_specs=
	wanted bigwrite || bigwrite_specs=
	wanted iopoll || iopoll_qds=
	wanted sqshare || sqshare_rings=
	wanted qemuimg || qemuimg_targets=
fi
# of NAME X: bench/matrix's NAME_X (X a target or an engine) if it has
# one, else NAME.
of() { eval "echo \"\${$1_$2-\$$1}\""; }
tr=/sys/kernel/debug/tracing
[ -d $tr ] || tr=/sys/kernel/tracing
ev=$tr/events/raw_syscalls/sys_enter
# shellcheck disable=SC3045 # busybox sh has ulimit -n
ulimit -n 8192
echo 4096 > /proc/sys/net/core/somaxconn
echo "# bench: kernel $(uname -r) $(uname -v), $secs s per measurement, smoke=$smoke icount=$icount gate=$gate only=$(echo ${only:-all} | tr ' ' ,)"
echo "# bench: clocksource $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)"

# Busy CPU time of the machine, in clock ticks (user, nice, system, irq, softirq, steal).
busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }
ctxt() { awk '/^ctxt/ { print $2 }' /proc/stat; }
forks() { awk '/^processes/ { print $2 }' /proc/stat; }
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
# perf sampling every CPU profile_hz times a second on the cpu-clock (a
# software event; TCG has no PMU), the functions above profile_limit% (at
# most profile_lines) as "# profile ID: share comm symbol".
# Only bench/matrix's profile_ids: those the targets need.
profile() {
	[ -n "$profile_ids" ] && echo "$1" | grep -qE "$profile_ids" || return 0
	command -v perf > /dev/null || { echo "# profile $1: no perf in the guest"; return 0; }
	echo 0 > /proc/sys/kernel/kptr_restrict
	perf record -q -a -e cpu-clock -F "$profile_hz" -o /tmp/perf.data -- sleep $win > /dev/null 2>&1
	perf report -i /tmp/perf.data --stdio --no-children --sort comm,sym \
		--percent-limit "$profile_limit" 2> /dev/null |
		awk -v id="$1" '/^ *[0-9.]+%/ {
			$1 = $1
			# Debian strips fio: its own code, one line per process.
			if ($3 == "[.]" && $4 ~ /^0x/) { u[$2] += $1; next }
			print "# profile " id ": " $0
		}
		END { for (c in u) printf "# profile %s: %.2f%% %s [.] (user space, no symbols)\n", id, u[c], c }' |
		head -"$profile_lines"
	rm -f /tmp/perf.data
}

# dev_ios DEV WRITE: device I/Os of 4 KiB so far into $ios (sectors read
# or written / 8, from /sys/block/DEV/stat; a builtin, no process).
dev_ios() {
	read -r _ _ rs _ _ _ ws _ < /sys/block/$1/stat
	if [ $2 = 1 ]; then ios=$((ws / 8)); else ios=$((rs / 8)); fi
}
uptime_cs() { awk '{ printf "%d\n", $1 * 100 }' /proc/uptime; }
# now_ns: the monotonic clock in ns into $ns, from the header of
# /proc/timer_list ("now at N nsecs"), with shell builtins only: the
# windows' length to the ns (win_ns), where /proc/uptime and /proc/stat
# count 10 ms ticks.  Under ICOUNT=1 a window of a saturated machine is
# its busy time, and then win_ns per I/O is its instructions per I/O.
now_ns() { { read -r _; read -r _; read -r _ _ ns _; } < /proc/timer_list; }
# idle_ns: the time the CPUs have spent idle so far, in ns, into $idle:
# the sum of each CPU's .idle_sleeptime in /proc/timer_list (NO_HZ
# kernels), -1 if it has none.  Read outside a window, while this script
# keeps the CPU busy, so that every idle period is closed and counted.
# Under ICOUNT=1 a window's length less its idle time is its count of
# instructions, also when the guest idled in it.
idle_ns() { idle=$(awk '/\.idle_sleeptime/ { n += $3; f = 1 } END { print f ? n : -1 }' /proc/timer_list); }
idle_of() {	# the idle ns between two idle_ns readings, or NA
	if [ "$1" -ge 0 ] && [ "$2" -ge 0 ]; then echo $(($2 - $1)); else echo NA; fi
}
child_of() {	# the first child process of PID
	awk -v p=$1 '$4 == p { print $1; exit }' /proc/[0-9]*/stat 2>/dev/null
}

# --- fio: engines x workloads x queue depths ---
# Targets: the raw NVMe namespace, a file on ext4 (both O_DIRECT, both
# bounded by QEMU's NVMe model, which is slow), null_blk completing
# inline (the submission path bounds it: where engines differ), and
# ext4cold: buffered random reads of an ext4 file whose pages are dropped
# before each job (5.9's asynchronous buffered reads: how many workers
# and context switches a read that misses the page cache costs).
# Each job runs in the background; after a ramp of 1 s, a window of
# BENCH_SECONDS measures the device's I/Os (sectors / 8, so merges do not
# hide I/Os), the machine's busy CPU time and then, in a further window,
# the system calls of fio's job process: steady state only, without fio's
# start-up and exit, and without its parent's status polling.  Printed:
# the window's device I/Os (ios), length in centiseconds (win_cs) and busy
# ticks of the machine (busy, hz a second), the system calls (calls, NA
# when not counted) and device I/Os (calls_ios) of the counting window,
# the machine's context switches (ctxt) and new tasks (forks) in the first
# window and the job's io_uring workers at its end (workers); then fio's JSON output on one line (fio's own CPU time: usr_cpu +
# sys_cpu, in % of the runtime of the I/Os it reports).
modprobe null_blk queue_mode=2 irqmode=0 nr_devices=1 gb=1 bs=4096 2>/dev/null ||
	echo "# bench: null_blk failed to load"
fio_job() {	# id file device engine rw qd
	id=$1 f=$2 dev=$3 e=$4 rw=$5 qd=$6
	w=0; case $rw in *write) w=1 ;; esac	# which sectors count (benchlib: fio's side)
	b=$qd; [ "$b" -gt 32 ] && b=32
	# shellcheck disable=SC2046 # opts_ENGINE holds several options
	fio --name=b --filename="$f" --direct=$direct --rw=$rw --bs=4k --size=$size \
		--iodepth=$qd --iodepth_batch_submit=$b --iodepth_batch_complete_min=$b \
		--runtime=$total --time_based --disk_util=0 --output-format=json $(of opts $e) \
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
	# forks: next to the sleep, so that only it and the two readings
	# count of this script's own (psync's figure shows that floor).
	idle_ns; d0=$idle
	t0=$(uptime_cs); b0=$(busy); x0=$(ctxt); dev_ios $dev $w; i0=$ios; now_ns; n0=$ns
	p0=$(forks)
	sleep $win
	p1=$(forks); dev_ios $dev $w; i1=$ios; now_ns; n1=$ns
	t1=$(uptime_cs); b1=$(busy); x1=$(ctxt); idle_ns; d1=$idle
	# The job's io_uring workers at the window's end (iou-wrk-*: 5.12's
	# io threads, ours and upstream's).
	wrk=$(cat /proc/$job/task/*/comm 2>/dev/null | grep -c '^iou-wrk')
	dev_ios $dev $w; c0=$ios; count_on $job
	sleep $cwin
	count_off; dev_ios $dev $w; c1=$ios
	calls=$(count_read)
	profile "$id"
	kill -INT $fpid 2>/dev/null	# fio stops and reports
	wait $fpid
	# fio's JSON from its first line "{" on (its notes and "terminating on
	# signal" come before), on one line, runs of spaces squeezed.
	json=$(sed -n '/^[{]/,$p' /tmp/fio.out | tr -d '\n' | tr -s ' ')
	if [ -z "$json" ] || [ -z "$job" ] || [ $((i1 - i0)) -le 0 ]; then
		echo "# $id failed: job=$job device I/Os=$((i1 - i0)) output=$(wc -c < /tmp/fio.out) bytes; $(head -3 /tmp/fio.err)"
		return
	fi
	echo "$id ios=$((i1 - i0)) win_cs=$((t1 - t0)) win_ns=$((n1 - n0)) idle_ns=$(idle_of $d0 $d1) busy=$((b1 - b0)) hz=$hz calls=$calls calls_ios=$((c1 - c0)) ctxt=$((x1 - x0)) forks=$((p1 - p0)) workers=$wrk"
	printf '# fio-json %s: %s\n' "$id" "$json"
}

# What runs is bench/matrix's; the windows' lengths are run.sh's.
if [ $smoke = 1 ]; then ramp=0.5; win=0.5; cwin=0.3
else ramp=1; win=$secs; cwin=1; fi
# fio runs longer than the windows need and is stopped after them.
# (The second $win: the profile window, and perf's start-up.)
total=$(awk -v r=$ramp -v w=$win -v c=$cwin 'BEGIN { printf "%d\n", r + 2 * w + c + 10 }')
for target in $targets; do
	# A target's own direct=, fsize= and queue depths (a subset of the
	# engine's) if bench/matrix gives them.
	direct=$(of direct $target) size=$(of fsize $target)
	tqds=$(eval "echo \"\${qds_$target-}\"")
	case $target in
	raw)	f=/dev/iou-raw; dev=$(basename "$(readlink /dev/iou-raw)") ;;
	ext4)	f=/mnt/ext4/bench.fio
		dev=$(awk '$2 == "/mnt/ext4" { sub("/dev/", "", $1); print $1 }' /proc/mounts)
		fio --name=lay --filename=$f --size=$size --rw=write \
			--bs=1m --direct=1 --minimal > /dev/null 2>&1 ;;
	null)	f=/dev/nullb0; dev=nullb0; [ -b $f ] || continue ;;
	ext4cold)
		f=/mnt/ext4/bench.cold
		dev=$(awk '$2 == "/mnt/ext4" { sub("/dev/", "", $1); print $1 }' /proc/mounts)
		fio --name=lay --filename=$f --size=$size --rw=write \
			--bs=1m --direct=1 --minimal > /dev/null 2>&1 ;;
	*)	echo "# bench: target $target failed: run.sh does not know it"; continue ;;
	esac
	for rw in $(of rws $target); do
		for e in $(of engines $target); do
			for qd in $(of qds $e); do
				case " ${tqds:-$qd} " in *" $qd "*) ;; *) continue ;; esac
				# Buffered: every job starts with nothing cached.
				[ "$direct" = 0 ] && { sync; echo 3 > /proc/sys/vm/drop_caches; }
				fio_job "bench=fio target=$target rw=$rw engine=$e qd=$qd" \
					$f $dev $e $rw $qd
			done
		done
	done
	case $target in ext4|ext4cold) rm -f $f ;; esac
done

# --- echo server: epoll against io_uring (POLL_ADD + RECVMSG/SENDMSG,
# POLL_ADD + RECV/SEND, RECV/SEND with fast poll, and with provided buffers) ---
# Server and client in the background; once every connection is accepted
# and a ramp has passed, SIGUSR1 makes the server print how many requests
# it served so far, at the start and the end of a window that measures
# requests/s, context switches and CPU, then of a second window that counts
# the server's system calls.  p50/p99 are the client's, over its whole run.
# Printed: the window's requests, length in centiseconds (win_cs), context
# switches of the server (srv_ctxt) and of the machine (ctxt), busy ticks
# (busy, hz a second), the server's CPU time in ticks (srv_cpu) and in ns
# (srv_ns), the system calls (calls, NA when not counted) and
# requests (calls_requests) of the counting window, the server's resident
# memory at its end (srv_rss_kb, its VmRSS; NA if it did not say), then
# the client's own line, each key prefixed with client_ (client_p50_us,
# client_p99_us), and the RECVs that found no provided buffer in the
# window (srv_nobufs, pbuf; 0 for the others).
wait_for() {	# PATTERN [FILE]: in FILE (the server's output) within 60 s
	for _ in $(seq 600); do
		grep -q "$1" "${2:-/tmp/echo.srv}" 2>/dev/null && return 0
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
# The server's count of RECVs that found no provided buffer, as of its
# last served= (it prints nobufs= before each).
nobufs() { sed -n 's/^nobufs=//p' /tmp/echo.srv | tail -1; }
scs() { awk '/ctxt_switches/ { n += $2 } END { print n }' /proc/$spid/status; }
# The server's own CPU time in clock ticks, its threads included (utime +
# stime of /proc/PID/stat; the command name, in parentheses, has no blank).
scpu() { awk '{ print $14 + $15 }' /proc/$spid/stat; }
# ... and in ns, the run time the scheduler gave its threads (the first
# field of /proc/PID/task/*/schedstat, CONFIG_SCHED_INFO): under ICOUNT=1
# its instructions, where the ticks are 10 ms.  NA without schedstat.
sns() { cat /proc/$spid/task/*/schedstat 2>/dev/null | awk '{ n += $1 } END { print NR ? n : "NA" }'; }
echo_run() {	# id mode conns size
	id=$1 m=$2 n=$3 sz=$4
	/bench/echo server $m 9100 > /tmp/echo.srv 2>&1 &
	spid=$!
	wait_for ready || { echo "# $id failed: no server"; kill $spid; return; }
	/bench/echo client 9100 $n $sz $etotal > /tmp/echo.cli 2>&1 &
	cpid=$!
	wait_for '^accepted=' || { echo "# $id failed: not connected"; kill $spid $cpid; return; }
	sleep $ramp
	r0=$(served); f0=$(nobufs); idle_ns; d0=$idle; now_ns; n0=$ns; t0=$(uptime_cs); c0=$(ctxt); v0=$(scs); b0=$(busy); s0=$(scpu); z0=$(sns)
	sleep $win
	r1=$(served); now_ns; n1=$ns; t1=$(uptime_cs); c1=$(ctxt); v1=$(scs); b1=$(busy); s1=$(scpu); z1=$(sns); f1=$(nobufs); idle_ns; d1=$idle
	r2=$(served); count_on $spid
	sleep $cwin
	count_off; r3=$(served)
	# The server prints rss_kb= before each served=.
	rss=$(sed -n 's/^rss_kb=\([0-9][0-9]*\)$/\1/p' /tmp/echo.srv | tail -1)
	calls=$(count_read)
	profile "$id"
	wait $cpid
	kill $spid 2>/dev/null; wait $spid
	req=$((r1 - r0)) creq=$((r3 - r2))
	if [ $req -le 0 ] || ! grep -q p99_us /tmp/echo.cli; then
		echo "# $id failed: $(head -3 /tmp/echo.cli)"
		return
	fi
	line="$id requests=$req win_cs=$((t1 - t0)) win_ns=$((n1 - n0)) idle_ns=$(idle_of $d0 $d1) srv_ctxt=$((v1 - v0)) ctxt=$((c1 - c0))"
	sns=NA; [ "$z0" != NA ] && [ "$z1" != NA ] && sns=$((z1 - z0))
	line="$line busy=$((b1 - b0)) srv_cpu=$((s1 - s0)) srv_ns=$sns hz=$hz calls=$calls calls_requests=$creq srv_rss_kb=${rss:-NA}"
	line="$line srv_nobufs=$((f1 - f0))"
	for kv in $(grep p99_us /tmp/echo.cli | tail -1); do
		line="$line client_$kv"
	done
	echo "$line"
}
# The client's own clock starts once it is connected, like the windows.
# Not smoke: time for the profile window too.
etotal=$(awk -v r=$ramp -v w=$win -v c=$cwin -v s=$smoke \
	'BEGIN { printf "%.1f\n", r + w + c + 1.5 + (s ? 0 : w + 2.5) }')
# SEND and RECV are 5.6 opcodes, IORING_FEAT_FAST_POLL and PROVIDE_BUFFERS
# 5.7's: a kernel of an earlier level (make check V54=1, UPTO=) has not got
# them, and says so through the probe (fastpoll: the features of a ring).
# Without fast poll, fastpoll and pbuf would still run, each idle RECV in
# a worker of its own: not what they are there to measure.
skip_echo() {	# MODE WHY
	echo "# bench: echo mode=$1 skipped: $2"
	echo_modes=$(for w in $echo_modes; do [ "$w" = "$1" ] || printf '%s ' "$w"; done)
	echo_modes=${echo_modes% }
}
for m in $echo_modes; do
	case $m in
	sendrecv)
		/bench/echo probe sendrecv ||
			skip_echo "$m" "no IORING_OP_SEND/RECV (IORING_REGISTER_PROBE)" ;;
	fastpoll|pbuf)
		if ! /bench/echo probe fastpoll; then
			skip_echo "$m" "no IORING_FEAT_FAST_POLL"
		elif [ "$m" = pbuf ] && ! /bench/echo probe pbuf; then
			skip_echo "$m" "no IORING_OP_PROVIDE_BUFFERS (IORING_REGISTER_PROBE)"
		fi ;;
	esac
done
for n in $echo_conns; do
	for sz in $echo_sizes; do
		for m in $echo_modes; do
			echo_run "bench=echo mode=$m conns=$n size=$sz" $m $n $sz
		done
	done
done

# --- memory per idle connection ---
# The server with CONNS connections that each sent one request and went
# quiet: its resident memory (srv_rss_kb, VmRSS: its buffers) and what the
# kernel's unreclaimable slab grew by since before the server started
# (kslab_kb: sockets, requests, polls; the client's sockets too, the same
# for every mode).  benchlib computes the bytes per connection.
sunreclaim() { awk '/^SUnreclaim:/ { print $2 }' /proc/meminfo; }
idle_run() {	# id mode conns size
	id=$1 m=$2 n=$3 sz=$4
	sleep 1
	k0=$(sunreclaim)
	/bench/echo server $m 9100 > /tmp/echo.srv 2>&1 &
	spid=$!
	wait_for ready || { echo "# $id failed: no server"; kill $spid; return; }
	/bench/echo client 9100 $n $sz 60 idle > /tmp/echo.cli 2>&1 &
	cpid=$!
	if ! wait_for '^idle' /tmp/echo.cli; then
		echo "# $id failed: $(head -3 /tmp/echo.cli)"
		kill $spid $cpid; wait $spid $cpid
		return
	fi
	sleep 1
	served > /dev/null
	k1=$(sunreclaim)
	rss=$(sed -n 's/^rss_kb=\([0-9][0-9]*\)$/\1/p' /tmp/echo.srv | tail -1)
	kill $cpid; wait $cpid
	kill $spid 2>/dev/null; wait $spid
	echo "$id srv_rss_kb=${rss:-NA} kslab_kb=$((k1 - k0))"
}
for n in $echoidle_conns; do
	for m in $echoidle_modes; do
		case " $echo_modes " in
		*" $m "*) idle_run "bench=echoidle mode=$m conns=$n size=$echoidle_size" $m $n $echoidle_size ;;
		*) echo "# bench: echoidle mode=$m skipped: not run by this kernel (above)" ;;
		esac
	done
done

# --- sequential buffered write: write(2), WRITEV, WRITE_FIXED ---
# bench/seqwrite.c prints its own raw line (bytes, ns, CPU ns, busy ticks).
for spec in $seqwrite_specs; do	# MODE:QD
	m=${spec%%:*} qd=${spec#*:}
	sync; echo 3 > /proc/sys/vm/drop_caches
	/bench/seqwrite "$m" "$seqwrite_dir/bench.seq" "$seqwrite_mib" "$seqwrite_bs" "$qd" ||
		echo "# bench=seqwrite mode=$m qd=$qd failed"
done

# --- the seeds' write benchmark: one large file in large blocks ---
# write(2), IORING_OP_WRITE and WRITE_FIXED (bigwrite_specs, MODE:QD or
# MODE:QD:direct for O_DIRECT), each on a fresh ext4 on a fresh
# memory-backed null_blk (the page cache and the block layer, no device
# that waits on the host: CPU-bound, and so exact under ICOUNT=1).
# bench/seqwrite.c prints the raw line (-n bigwrite): the writes' time,
# the fsync's, CPU, busy ticks.
cfs=/sys/kernel/config
mke2fs=/usr/sbin/mke2fs
[ -x $mke2fs ] || mke2fs=/sbin/mke2fs
bigdev() {	# MIB: a memory-backed null_blk of MIB MiB and some, ext4 on /mnt/big
	grep -q " $cfs configfs" /proc/mounts || mount -t configfs configfs $cfs || return 1
	nb=$cfs/nullb/big
	mkdir $nb || return 1
	# The file, ext4's metadata and journal, and room to spare.
	echo $(($1 + $1 / 8 + 256)) > $nb/size
	for kv in memory_backed=1 blocksize=4096 queue_mode=2 irqmode=0 power=1; do
		echo "${kv#*=}" > "$nb/${kv%%=*}" || return 1
	done
	# nullbINDEX up to 5.x; from 6.0 the disk takes the directory's name.
	for _ in $(seq 50); do
		for bdev in /dev/big /dev/nullb$(cat $nb/index) ''; do
			[ -b "$bdev" ] && break 2
		done
		sleep 0.1
	done
	[ -n "$bdev" ] || return 1
	# Inode tables and journal written now, not by ext4lazyinit during a run.
	$mke2fs -q -F -t ext4 -E lazy_itable_init=0,lazy_journal_init=0 "$bdev" &&
		mkdir -p /mnt/big && mount -t ext4 "$bdev" /mnt/big
}
bigdev_gone() {
	# The file stays open until the ring that registered it is freed,
	# after its task exited (a workqueue's work): wait for the unmount.
	for _ in $(seq 300); do
		grep -q " /mnt/big " /proc/mounts || break
		umount /mnt/big 2>/dev/null && break
		sleep 0.1
	done
	if grep -q " /mnt/big " /proc/mounts; then
		echo "# bench: bigwrite failed: /mnt/big stays mounted"
		return 1
	fi
	[ -d $cfs/nullb/big ] || return 0
	echo 0 > $cfs/nullb/big/power
	rmdir $cfs/nullb/big
}
for spec in $bigwrite_specs; do	# MODE:QD[:direct]
	m=${spec%%:*} qd=${spec#*:} d=
	case $qd in *:direct) qd=${qd%%:*} d=-d ;; esac
	if [ ! -x $mke2fs ] || ! bigdev "$bigwrite_mib"; then
		echo "# bench=bigwrite mode=$m qd=$qd failed: no memory-backed null_blk with ext4"
		bigdev_gone
		continue
	fi
	sync; echo 3 > /proc/sys/vm/drop_caches
	# shellcheck disable=SC2086 # d: -d or nothing
	/bench/seqwrite -n bigwrite $d "$m" /mnt/big/bench.big "$bigwrite_mib" "$bigwrite_bs" "$qd" ||
		echo "# bench=bigwrite mode=$m qd=$qd failed"
	bigdev_gone
done

# --- caller CPU per polled I/O with and without the SQ thread ---
# bench/iopoll_wait.c prints its own raw line (I/Os, ns, CPU ns).
for qd in $iopoll_qds; do
	for mode in $iopoll_modes; do
		/bench/iopoll_wait "$mode" "$qd" "$win" /dev/iou-raw ||
			echo "# bench: iopoll_wait $mode $qd failed"
	done
done
# --- SQPOLL rings sharing one SQ thread (5.10's ATTACH_WQ) ---
# bench/sqshare.c prints its own raw line (I/Os, times, busy ticks, SQ
# threads), on null_blk.
for n in $sqshare_rings; do
	if [ ! -b /dev/nullb0 ]; then
		echo "# bench=sqshare rings=$n failed: no null_blk"
		continue
	fi
	/bench/sqshare "$n" "$sqshare_qd" "$win" /dev/nullb0 ||
		echo "# bench=sqshare rings=$n qd=$sqshare_qd failed"
done

# --- QEMU's block layer: qemu-img bench, -i io_uring, native, threads ---
# Debian's qemu-img (in the initramfs for the selftests), qemuimg_count
# requests of 4 KiB, qemuimg_depth in flight, O_DIRECT (-t none),
# sequential from offset 0, whole runs (qemu-img has no window of its
# own).  The image on ext4 is preallocated, so that its reads reach the
# disk.  Printed: the requests (ops) and, around the run, its length in
# centiseconds (win_cs), the device's I/Os (ios), the machine's busy ticks
# (busy, hz a second) and context switches (ctxt).
qimg=$(command -v qemu-img || true)
qemuimg_run() {	# id file device aio rw
	id=$1 f=$2 dev=$3 aio=$4 rw=$5
	w=0 wopt=; [ "$rw" = write ] && { w=1; wopt=-w; }
	sync
	idle_ns; d0=$idle
	t0=$(uptime_cs); b0=$(busy); x0=$(ctxt); dev_ios $dev $w; i0=$ios; now_ns; n0=$ns
	# shellcheck disable=SC2086 # wopt: -w or nothing
	"$qimg" bench -f raw -t none -i "$aio" -c "$qemuimg_count" -d "$qemuimg_depth" \
		-s 4096 $wopt "$f" > /tmp/qimg.out 2>&1
	rc=$?
	now_ns; n1=$ns; dev_ios $dev $w; i1=$ios; t1=$(uptime_cs); b1=$(busy); x1=$(ctxt); idle_ns; d1=$idle
	if [ $rc != 0 ] || ! grep -q '^Run completed' /tmp/qimg.out; then
		echo "# $id failed: exit $rc: $(tail -2 /tmp/qimg.out | tr '\n' ' ')"
		return
	fi
	echo "$id ops=$qemuimg_count ios=$((i1 - i0)) win_cs=$((t1 - t0)) win_ns=$((n1 - n0)) idle_ns=$(idle_of $d0 $d1) busy=$((b1 - b0)) hz=$hz ctxt=$((x1 - x0))"
}
for target in $qemuimg_targets; do
	if [ -z "$qimg" ]; then
		echo "# bench=qemuimg failed: no qemu-img in the guest"
		break
	fi
	case $target in
	null)	f=/dev/nullb0; dev=nullb0
		[ -b $f ] || { echo "# bench=qemuimg target=null failed: no null_blk"; continue; } ;;
	raw)	f=/dev/iou-raw; dev=$(basename "$(readlink /dev/iou-raw)") ;;
	ext4)	f=/mnt/ext4/bench.img
		dev=$(awk '$2 == "/mnt/ext4" { sub("/dev/", "", $1); print $1 }' /proc/mounts)
		"$qimg" create -q -f raw -o preallocation=full "$f" $((qemuimg_count * 4))K ||
			{ echo "# bench=qemuimg target=ext4 failed: no image"; continue; } ;;
	*)	echo "# bench=qemuimg target=$target failed: run.sh does not know it"; continue ;;
	esac
	for rw in $qemuimg_rws; do
		for aio in $qemuimg_aios; do
			qemuimg_run "bench=qemuimg target=$target rw=$rw engine=$aio qd=$qemuimg_depth" \
				$f $dev $aio $rw
		done
	done
	[ "$target" = ext4 ] && rm -f $f
done
echo "# bench: done"
