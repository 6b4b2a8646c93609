#!/bin/sh
# The benchmarks, run by the VM's /init in iou.mode=bench; one key=value
# line per measurement on stdout.  BENCH_SECONDS (on the kernel command
# line as iou.secs=) is how long each measurement runs.
secs=$(sed -n 's/.*iou\.secs=\([0-9.]*\).*/\1/p' /proc/cmdline)
secs=${secs:-5}
echo "# bench: kernel $(uname -rv), $secs s per measurement"

# Caller CPU per polled I/O, with and without the SQ thread polling.
for qd in 1 8 32; do
	for mode in iopoll sqpoll-iopoll; do
		/bench/iopoll_wait $mode $qd "$secs" /dev/iou-raw ||
			echo "# bench: iopoll_wait $mode $qd failed"
	done
done
