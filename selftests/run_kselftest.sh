#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# run_kselftest.sh: the installed selftests, run as kselftest's runner of
# the same name runs them: kselftest-list.txt beside this script lists
# COLLECTION:TEST lines, each collection is a directory here with the
# tests, their settings (timeouts) and the config fragment they need.
# Here the one collection is io_uring, and each collection's run_tests
# does the running (TAP, timeouts, /dev/kmsg markers).
#
#   -l | --list                  print the COLLECTION:TEST lines
#   -c | --collection NAME       the tests of one collection (repeatable)
#   -t | --test COLLECTION:TEST  one test (repeatable)
#   -s | --summary               TAP lines only; the tests' output goes
#                                to output.log in the current directory
#   -p | --per-test-log          TAP lines only; each test's output goes
#                                to $KSFT_LOG_DIR (/tmp) as COLLECTION-TEST.log
#   -o | --override-timeout N    N seconds for every test, not settings'
#   -d | --dry-run               print what would run
#   -h | --help
#
# Devices and directories come from the environment (IOU_RAW_DEV,
# IOU_EXT4_DIR, IOU_XFS_DIR; Documentation/testing.md); a test whose disk
# is missing SKIPs and says which.  Exit status: 0 when no test failed.
base=$(cd "$(dirname "$0")" && pwd)
list=$base/kselftest-list.txt
usage() { sed -n '10,19p' "$0" | sed 's/^# \{0,1\}//'; exit "$1"; }

want='' summary=0 perlog=0 dry=0
while [ $# -gt 0 ]; do
	case $1 in
	-l|--list) cat "$list"; exit 0 ;;
	-c|--collection) [ $# -ge 2 ] || usage 2
		want="$want $(grep "^$2:" "$list" | tr '\n' ' ')"
		grep -q "^$2:" "$list" || { echo "no collection $2" >&2; exit 2; }
		shift ;;
	-t|--test) [ $# -ge 2 ] || usage 2
		grep -qx "$2" "$list" || { echo "no test $2" >&2; exit 2; }
		want="$want $2"; shift ;;
	-s|--summary) summary=1 ;;
	-p|--per-test-log) perlog=1 ;;
	-o|--override-timeout) [ $# -ge 2 ] || usage 2
		export KSFT_TIMEOUT=$2; shift ;;
	-d|--dry-run) dry=1 ;;
	-h|--help) usage 0 ;;
	*) usage 2 ;;
	esac
	shift
done
[ -n "$want" ] || want=$(cat "$list")

rc=0
for coll in $(echo "$want" | tr ' ' '\n' | sed -n 's/:.*//p' | awk '!seen[$0]++'); do
	tests=$(echo "$want" | tr ' ' '\n' | sed -n "s/^$coll://p" | tr '\n' ' ')
	if [ $dry = 1 ]; then
		for t in $tests; do echo "$coll:$t"; done
		continue
	fi
	{ echo "kselftest: Running tests in $coll" > /dev/kmsg; } 2>/dev/null
	if [ $summary = 1 ] || [ $perlog = 1 ]; then
		logs=${KSFT_LOG_DIR:-/tmp}
		st=$(mktemp)
		# shellcheck disable=SC2086 # a list of names
		{ "$base/$coll/run_tests" $tests; echo $? > "$st"; } |
		awk -v d="$logs" -v c="$coll" -v per=$perlog '
			/^# selftests: / { f = per ? d "/" c "-" $4 ".log" : "output.log"
				if (per) printf "" > f; print > "output.log"; next }
			/^    / && f { print > f; next }
			/^# time: / { print > "output.log"; next }
			{ print }'
		[ "$(cat "$st")" = 0 ] || rc=1
		rm -f "$st"
	else
		# shellcheck disable=SC2086
		"$base/$coll/run_tests" $tests || rc=1
	fi
done
exit $rc
