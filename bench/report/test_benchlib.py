"""Unit tests of benchlib (make -C bench test; python3 -m unittest, the
standard library only): the figures computed from bench/run.sh's raw
counters, their NA handling, bench/matrix as Python and the shell read
it, the old format, and bench-report, bench-compare and bench/smoke.sh on
the files of testdata/.

testdata/old-format.txt is an excerpt of a recorded make bench run of the
old format (the guest computed the figures).  testdata/raw-derived.txt is
NOT a recorded run: its raw counters are derived from old-format.txt's
figures (counters chosen so that the formulas give those figures exactly;
its fio JSON is real fio-3.33 output with the I/O, runtime and CPU fields
set), so that what the new format must compute is known.  A recorded run
of the new format (make check's smoke run, make bench) joins it later.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import benchlib  # noqa: E402

DATA = os.path.join(HERE, "testdata")
OLD = os.path.join(DATA, "old-format.txt")
RAW = os.path.join(DATA, "raw-derived.txt")
BENCH = os.path.dirname(HERE)
PY = sys.executable
BUSYBOX = shutil.which("busybox")


def kv(line):
    return dict(p.split("=", 1) for p in line.split() if "=" in p)


def read(path):
    with open(path) as f:
        return f.read()


def fio_json_line_of(path, ident):
    for line in read(path).splitlines():
        if line.startswith("# fio-json " + ident + ":"):
            return line.split(": ", 1)[1]
    raise KeyError(ident)


def ident(**k):
    return benchlib.ident_of(k)


class Matrix(unittest.TestCase):
    def test_engines_targets(self):
        m = benchlib.read_matrix()
        self.assertEqual(benchlib.ENGINES, ["psync", "libaio", "io_uring", "io_uring_sqpoll",
                                            "io_uring_hipri", "io_uring_fixed"])
        self.assertEqual(benchlib.TARGETS, ["raw", "ext4", "null", "ext4cold"])
        self.assertEqual(benchlib.words(m, "opts", "io_uring_fixed"),
                         ["--ioengine=io_uring", "--fixedbufs=1", "--registerfiles=1"])
        # NAME_X in place of NAME: psync at QD1 only, null_blk randread only.
        self.assertEqual(benchlib.words(m, "qds", "psync"), ["1"])
        self.assertEqual(benchlib.words(m, "qds", "libaio"), ["1", "32", "128"])
        self.assertEqual(benchlib.words(m, "rws", "null"), ["randread"])
        self.assertEqual(benchlib.words(m, "rws", "raw"), ["randread", "read", "write"])
        # ext4cold: buffered, its own engines and queue depths.
        self.assertTrue(benchlib.buffered("ext4cold"))
        self.assertFalse(benchlib.buffered("raw"))
        self.assertEqual(benchlib.words(m, "engines", "ext4cold"), ["psync", "io_uring"])

    def counts(self, ids):
        n = {}
        for i in ids:
            n[dict(i)["bench"]] = n.get(dict(i)["bench"], 0) + 1
        return n

    def test_expected(self):
        # The full run: as many as the recorded make bench run has.
        full = benchlib.expected(benchlib.read_matrix())
        self.assertEqual(self.counts(full), {"fio": 115, "echo": 20, "echoidle": 6, "seqwrite": 5,
                                             "iopoll_wait": 6, "sqshare": 3, "qemuimg": 18})
        self.assertEqual(len(set(full)), len(full))
        # ext4cold: psync QD1, io_uring QD1 and 32.
        self.assertEqual([(dict(i)["engine"], dict(i)["qd"]) for i in full
                          if dict(i).get("target") == "ext4cold"],
                         [("psync", "1"), ("io_uring", "1"), ("io_uring", "32")])
        # The smoke run: 3 targets x 6 engines, psync at QD1, the rest at
        # QD32, and ext4cold's psync QD1 and io_uring QD32.
        smoke = benchlib.expected(benchlib.read_matrix(smoke=True))
        self.assertEqual(self.counts(smoke), {"fio": 20, "echo": 5, "echoidle": 3, "seqwrite": 5, "bigwrite": 6,
                                              "iopoll_wait": 2, "sqshare": 1, "qemuimg": 18})
        # Instruction counting: qemu-img on null_blk only, each engine.
        ic = benchlib.expected(benchlib.read_matrix(icount=True))
        self.assertEqual([(dict(i)["target"], dict(i)["rw"], dict(i)["engine"]) for i in ic
                          if dict(i)["bench"] == "qemuimg"],
                         [("null", rw, e) for rw in ("read", "write")
                          for e in ("io_uring", "native", "threads")])
        self.assertIn(ident(bench="fio", target="null", rw="randread", engine="psync", qd=1), smoke)
        self.assertIn(ident(bench="seqwrite", mode="write_fixed", bs=4096, qd=32, mib=8), smoke)
        # Every measurement of the recorded run is one the matrix has.
        self.assertEqual(set(benchlib.parse_run(OLD).rows) - set(full), set())

    def test_bad_line(self):
        with tempfile.NamedTemporaryFile("w", suffix=".matrix") as f:
            f.write('qds="1 $x"\n')
            f.flush()
            with self.assertRaises(ValueError):
                benchlib.read_matrix(f.name)

    @unittest.skipUnless(BUSYBOX, "no busybox")
    def test_shell_reads_the_same(self):
        """busybox sh sourcing bench/matrix (with run.sh's smoke rule) sees
        what read_matrix() reads."""
        m = os.path.join(BENCH, "matrix")
        for smoke in (0, 1):
            names = sorted(benchlib.read_matrix())
            script = (f'. "{m}"; smoke={smoke}\n'
                      'if [ "$smoke" = 1 ]; then\n'
                      f'  for v in $(sed -n "s/^smoke_\\([a-z0-9_]*\\)=.*/\\1/p" "{m}"); do\n'
                      '    eval "$v=\\$smoke_$v"; done; fi\n'
                      + "".join(f'echo "{n}=${n}"\n' for n in names))
            out = subprocess.run([BUSYBOX, "sh", "-c", script], capture_output=True, text=True, check=True)
            got = dict(line.split("=", 1) for line in out.stdout.splitlines())
            want = benchlib.read_matrix(smoke=bool(smoke))
            self.assertEqual(got, {n: want[n] for n in names})


class Formulas(unittest.TestCase):
    """Each figure, by hand, from the raw counters of raw-derived.txt."""

    def setUp(self):
        self.raw = benchlib.parse_run(RAW)

    def test_fio(self):
        # bench=fio target=raw rw=randread engine=libaio qd=32
        #   ios=91637 win_cs=301 busy=185 hz=100 calls=1801 calls_ios=29530
        # iops = 91637 / 3.01 = 30444.19 -> 30444 (truncated, as awk %d)
        # cpu_sys_us = 185 / 100 * 1e6 / 91637 = 20.188 -> 20.2
        # syscalls_per_io = 1801 / 29530 = 0.06099 -> 0.061
        # fio JSON: read io_kbytes 1074064 (268516 I/Os), runtime 9000 ms,
        # usr_cpu 15.633598 + sys_cpu 62.534393 = 78.167991 %:
        # cpu_proc_us = 0.78167991 * 9 s * 1e6 / 268516 = 26.1999 -> 26.2
        i = ident(bench="fio", target="raw", rw="randread", engine="libaio", qd=32)
        self.assertEqual(self.raw.rows[i], {"iops": 30444.0, "cpu_sys_us": 20.2,
                                            "cpu_proc_us": 26.2, "syscalls_per_io": 0.061})
        self.assertEqual(self.raw.raw[i]["fio_json"]["read"]["io_kbytes"], 1074064)

    def test_fio_write_side(self):
        # rw=write: fio's "write" side (its "read" side is all 0).
        i = ident(bench="fio", target="raw", rw="write", engine="libaio", qd=32)
        job = self.raw.raw[i]["fio_json"]
        self.assertEqual(job["read"]["io_kbytes"], 0)
        # 1946608 KiB = 486652 I/Os; (14.058836 + 56.235342) % x 9 s
        # = 6.32647602 s; / 486652 = 13.0 us
        self.assertEqual(self.raw.rows[i]["cpu_proc_us"], 13.0)

    def test_fio_formulas_inline(self):
        job = {"read": {"io_kbytes": 400, "runtime": 1000}, "usr_cpu": 10.0, "sys_cpu": 30.0}
        f = benchlib.fio_figures(kv("bench=fio rw=randread ios=100 win_cs=300 busy=3 hz=100 "
                                    "calls=50 calls_ios=100"), job)
        # 100 / 3 = 33.3 -> 33; 3 ticks = 30 ms / 100 = 300 us;
        # 40 % of 1 s = 0.4 s / 100 I/Os = 4000 us; 50 / 100 = 0.5.
        self.assertEqual(f, {"iops": 33.0, "cpu_sys_us": 300.0, "cpu_proc_us": 4000.0,
                             "syscalls_per_io": 0.5})

    def test_only(self):
        """A BENCH_ONLY run misses nothing of the parts it was limited to."""
        with tempfile.NamedTemporaryFile("w", suffix=".tap") as f:
            f.write("# bench: kernel 4.19.304 #1 SMP, 3 s per measurement, smoke=0 icount=0 "
                    "only=ext4cold,iopoll\n"
                    "bench=fio target=ext4cold rw=randread engine=psync qd=1 ios=300 win_cs=300 "
                    "busy=150 hz=100 calls=NA calls_ios=100\n")
            f.flush()
            r = benchlib.parse_run(f.name)
        self.assertEqual(r.only, ["ext4cold", "iopoll"])
        gone = benchlib.missing(r)
        self.assertIn(ident(bench="fio", target="ext4cold", rw="randread", engine="io_uring", qd=32), gone)
        self.assertIn(ident(bench="iopoll_wait", mode="iopoll", qd=1), gone)
        self.assertEqual({dict(i).get("target", dict(i)["bench"]) for i in gone}, {"ext4cold", "iopoll_wait"})

    def test_sqshare(self):
        f = benchlib.figures(kv("bench=sqshare rings=2 qd=32 ios=3000 wall_ns=500000000 "
                                "cpu_ns=400000000 busy=90 hz=100 sq_threads=1"))
        # 3000 / 0.5 s; 0.9 s of CPU / 3000 = 300 us.
        self.assertEqual(f, {"iops": 6000.0, "cpu_sys_us": 300.0, "sq_threads": 1.0})

    def test_qemuimg(self):
        f = benchlib.figures(kv("bench=qemuimg target=null rw=read engine=io_uring qd=32 "
                                "ops=20000 ios=20000 win_cs=250 busy=260 hz=100 ctxt=4000"))
        # 20000 / 2.5 s; 2.6 s of CPU / 20000 = 130 us.
        self.assertEqual(f, {"iops": 8000.0, "cpu_sys_us": 130.0})
        r = benchlib.Run("k", False, {}, {}, [], False, ["qemuimg"])
        self.assertTrue(benchlib.in_part(ident(bench="qemuimg", target="raw", rw="write",
                                               engine="native", qd=32), r.only))
        self.assertFalse(benchlib.in_part(ident(bench="fio", target="raw", rw="write",
                                                engine="libaio", qd=32), r.only))

    def test_kins(self):
        # Under ICOUNT=1, a saturated window by its ns: 3.03 s / 317424 I/Os.
        line = kv("bench=fio target=null rw=randread engine=io_uring qd=32 ios=317424 win_cs=303 "
                  "win_ns=3031234567 busy=302 hz=100")
        self.assertAlmostEqual(benchlib.kins(line, True), 3031234.567 / 317424)
        # In real time (two vCPUs), and without win_ns: the busy ticks.
        self.assertAlmostEqual(benchlib.kins(line, False), 3.02e6 / 317424)
        old = kv("bench=fio target=null rw=randread engine=io_uring qd=32 ios=317424 win_cs=303 "
                 "busy=303 hz=100")
        self.assertAlmostEqual(benchlib.kins(old, True), 3.03e6 / 317424)
        # A window the machine idled in: its busy ticks, not its length.
        idle = kv("bench=qemuimg target=raw rw=read engine=native qd=32 ops=20000 win_cs=300 "
                  "win_ns=3000000000 busy=150 hz=100")
        self.assertAlmostEqual(benchlib.kins(idle, True), 1.5e6 / 20000)
        # Buffered writes per block; nothing without the counters.
        sw = kv("bench=seqwrite mode=write bs=4096 qd=1 mib=256 bytes=268435456 busy=110 hz=100")
        self.assertAlmostEqual(benchlib.kins(sw, True), 1.1e6 / 65536)
        self.assertIsNone(benchlib.kins(kv("bench=fio ios=5 hz=100"), True))

    def test_fio_buffered(self):
        # ctxt=250 over ios=100: 2.5 switches a read; forks and workers as
        # counted.  Lines from before they were counted have none of them.
        f = benchlib.fio_figures(kv("bench=fio rw=randread ios=100 win_cs=100 busy=1 hz=100 "
                                    "calls=NA calls_ios=80 ctxt=250 forks=3 workers=2"), None)
        self.assertEqual((f["cs_per_io"], f["forks"], f["workers"]), (2.5, 3.0, 2.0))
        f = benchlib.fio_figures(kv("bench=fio rw=randread ios=100 win_cs=100 busy=1 hz=100 "
                                    "calls=NA calls_ios=80"), None)
        self.assertNotIn("cs_per_io", f)

    def test_fio_na(self):
        line = kv("bench=fio rw=randread ios=100 win_cs=100 busy=1 hz=100 calls=NA calls_ios=80")
        self.assertIsNone(benchlib.fio_figures(line, None)["syscalls_per_io"])
        line["calls"], line["calls_ios"] = "7", "0"
        self.assertIsNone(benchlib.fio_figures(line, None)["syscalls_per_io"])
        # No JSON, or one that does not parse: fio's own CPU is NA.
        self.assertIsNone(benchlib.fio_figures(line, None)["cpu_proc_us"])
        self.assertIsNone(benchlib.fio_json('{ "jobs" : [ { "read" :'))
        # No I/O reported by fio: 0, as awk's "fios ? ... : 0".
        job = {"read": {"io_kbytes": 0, "runtime": 0}, "usr_cpu": 1.0, "sys_cpu": 1.0}
        self.assertEqual(benchlib.fio_figures(line, job)["cpu_proc_us"], 0.0)

    def test_fio_json_after_notes(self):
        text = 'note: both iodepth >= 1 and synchronous I/O engine are selected' \
               'fio: terminating on signal 2{ "jobs" : [ { "usr_cpu" : 1.5 } ] }'
        self.assertEqual(benchlib.fio_json(text), {"usr_cpu": 1.5})

    def test_echo(self):
        # bench=echo mode=uring conns=1000 size=64 requests=69610 win_cs=300
        #   srv_ctxt=4525 ctxt=151263 busy=519 hz=100 calls=17281
        #   calls_requests=22738 client_... p50_us=41534 p99_us=129919
        # rps = 69610 / 3 = 23203.3 -> 23203; srv_cs_per_req = 4525 / 69610
        # = 0.0650 -> 0.065; cs_per_req = 151263 / 69610 = 2.1730 -> 2.173;
        # cpu_sys_us = 5.19 s / 69610 = 74.56 -> 74.6;
        # syscalls_per_req = 17281 / 22738 = 0.7600 -> 0.76
        i = ident(bench="echo", mode="uring", conns=1000, size=64)
        self.assertEqual(self.raw.rows[i], {"rps": 23203.0, "p50_us": 41534.0, "p99_us": 129919.0,
                                            "srv_cs_per_req": 0.065, "cs_per_req": 2.173,
                                            "cpu_sys_us": 74.6, "syscalls_per_req": 0.76})

    def test_echo_na(self):
        f = benchlib.echo_figures(kv("bench=echo requests=300 win_cs=100 srv_ctxt=3 ctxt=30 busy=1 "
                                     "hz=100 calls=NA calls_requests=100 client_p99_us=9"))
        self.assertIsNone(f["syscalls_per_req"])
        self.assertIsNone(f["p50_us"])
        self.assertEqual((f["rps"], f["p99_us"], f["cs_per_req"], f["cpu_sys_us"]), (300.0, 9.0, 0.1, 33.3))

    def test_seqwrite(self):
        # bench=seqwrite mode=writev bs=4096 qd=1 mib=64 bytes=67108864
        #   write_ns=3395500417 fsync_ns=64123457 cpu_self_ns=1587000000 busy=99 hz=100
        # write_s = 3.3955 -> 3.396 (printf rounds 3.395500417 up);
        # mib_per_s = 64 / 3.3955 = 18.85 -> 18.8 (from the unrounded time);
        # fsync_s = 0.064; cpu_self_s = 1.587; cpu_machine_s = 99 / 100 = 0.99
        i = ident(bench="seqwrite", mode="writev", bs=4096, qd=1, mib=64)
        self.assertEqual(self.raw.rows[i], {"write_s": 3.396, "fsync_s": 0.064, "mib_per_s": 18.8,
                                            "cpu_self_s": 1.587, "cpu_machine_s": 0.99})

    def test_kins_idle(self):
        # A window of 1.3 s the guest idled 0.02 s in, 100000 requests:
        # (1300000000 - 20000000) / 1e3 / 100000 = 12.8, whatever the ticks.
        k = kv("bench=qemuimg target=null rw=read engine=native qd=32 ops=100000 ios=100001 win_cs=130 "
               "win_ns=1300000000 idle_ns=20000000 busy=128 hz=100 ctxt=73")
        self.assertAlmostEqual(benchlib.kins(k, True), 12.8)
        # Without idle_ns: from the ticks, 128 / 100 * 1e6 / 100000.
        self.assertAlmostEqual(benchlib.kins(dict(k, idle_ns="NA"), True), 12.8)
        self.assertAlmostEqual(benchlib.kins(dict(k, idle_ns="NA", busy="120"), True), 12.0)
        # Not under ICOUNT=1: the ticks.
        self.assertAlmostEqual(benchlib.kins(dict(k, busy="120"), False), 12.0)

    def test_kins_srv(self):
        # srv_ns when the line has it (ns / 1e3 / requests), else ticks.
        k = kv("bench=echo mode=pbuf conns=1000 size=64 requests=200000 srv_cpu=151 srv_ns=1502345678 hz=100")
        self.assertAlmostEqual(benchlib.kins_srv(k), 7.51172839)
        self.assertAlmostEqual(benchlib.kins_srv(dict(k, srv_ns="NA")), 7.55)
        self.assertIsNone(benchlib.kins_srv(dict(k, srv_ns="NA", srv_cpu="NA")))

    def test_bigwrite(self):
        # 5 GiB in 512 KiB blocks, O_DIRECT, under ICOUNT=1: its figures
        # are seqwrite's; its instructions per block come from the writes'
        # and the fsync's ns (the machine busy throughout: 1234 ticks for
        # 12.3456 s), 10240 blocks: 12345600000 / 1e3 / 10240 = 1205.625.
        line = ("bench=bigwrite mode=write_fixed bs=524288 qd=64 mib=5120 direct=1 bytes=5368709120 "
                "write_ns=12245600000 fsync_ns=100000000 cpu_self_ns=900000000 busy=1234 hz=100")
        k = kv(line)
        self.assertEqual(benchlib.ident_of(k), ident(bench="bigwrite", mode="write_fixed", bs=524288,
                                                    qd=64, mib=5120, direct=1))
        self.assertEqual(benchlib.figures(k)["write_s"], 12.246)
        self.assertAlmostEqual(benchlib.kins(k, True), 1205.625)
        # Not busy throughout: the ticks, 1100 / 100 * 1e6 / 10240.
        self.assertAlmostEqual(benchlib.kins(dict(k, busy="1100"), True), 1074.21875)
        # direct=0 is left out of the identity.
        self.assertEqual(benchlib.ident_of(dict(k, direct="0")),
                         ident(bench="bigwrite", mode="write_fixed", bs=524288, qd=64, mib=5120))
        ic = benchlib.expected(benchlib.read_matrix(icount=True))
        self.assertEqual([dict(i)["mode"] + dict(i).get("direct", "") for i in ic
                          if dict(i)["bench"] == "bigwrite"],
                         ["write", "write_op", "write_fixed", "write1", "write_op1", "write_fixed1"])
        self.assertNotIn("bigwrite", [dict(i)["bench"] for i in
                                      benchlib.expected(benchlib.read_matrix(icount=True, gate=True))])

    def test_iopoll(self):
        # ios=19600 wall_ns=3000153069 cpu_ns=3000760000: iops = 19600 /
        # 3.000153069 = 6532.97 -> 6533 (rounded, as %.0f);
        # cpu_us_per_io = 3000760 us / 19600 = 153.1
        i = ident(bench="iopoll_wait", mode="iopoll", qd=1)
        self.assertEqual(self.raw.rows[i], {"iops": 6533.0, "cpu_us_per_io": 153.1})
        f = benchlib.iopoll_figures(kv("bench=iopoll_wait ios=0 wall_ns=1000 cpu_ns=5"))
        self.assertEqual(f, {"iops": 0.0, "cpu_us_per_io": 0.0})


class Files(unittest.TestCase):
    def test_old_and_derived_agree(self):
        old, raw = benchlib.parse_run(OLD), benchlib.parse_run(RAW)
        self.assertEqual(len(old.rows), 22)
        self.assertEqual(old.rows, raw.rows)
        self.assertEqual((old.kernel, old.smoke, old.failures), ("4.19.304", False, []))
        self.assertEqual(benchlib.parse(RAW), (raw.kernel, raw.rows))

    def test_old_format(self):
        _, rows = benchlib.parse(OLD)
        # ios is a count, not a figure; the line's figures as they are.
        self.assertEqual(rows[ident(bench="iopoll_wait", mode="sqpoll-iopoll", qd=1)],
                         {"iops": 6362.0, "cpu_us_per_io": 50.2})
        f = benchlib.figures(kv("bench=fio target=raw rw=read engine=psync qd=1 iops=5 cpu_sys_us=1.0 "
                                "cpu_proc_us=2.0 syscalls_per_io=NA"))
        self.assertEqual(f, {"iops": 5.0, "cpu_sys_us": 1.0, "cpu_proc_us": 2.0, "syscalls_per_io": None})

    def test_nested_smoke_output(self):
        """make check nests the smoke run ("    # ..."): read the same; a
        failure stays a failure, not a measurement."""
        with tempfile.NamedTemporaryFile("w", suffix=".tap") as f:
            f.write("# selftests: io_uring: /bench/smoke\n")
            for line in read(RAW).splitlines():
                f.write("    # " + line + "\n")
            f.write("    # # bench=fio target=raw rw=read engine=psync qd=1 failed: job= device I/Os=0\n")
            f.write("    ok 1 fio: ...\n")
            f.flush()
            r = benchlib.parse_run(f.name)
        self.assertEqual(r.rows, benchlib.parse_run(RAW).rows)
        self.assertEqual(len(r.failures), 1)


class Tools(unittest.TestCase):
    def run_tool(self, *args):
        return subprocess.run([PY, os.path.join(HERE, args[0])] + list(args[1:]),
                              capture_output=True, text=True, timeout=60)

    def test_bench_report(self):
        for path in (OLD, RAW):
            p = self.run_tool("bench-report", path, OLD)
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertIn("| randread | 32 | libaio | 30444 | 1.00 | 20.2 us |", p.stdout)
            self.assertIn("### echo server over loopback", p.stdout)
            self.assertIn("| write | 1 | 4.19.304 | 345 (1.00) | 421 (1.00) | - | 0.40 s |", p.stdout)
            self.assertIn("### profile: fio target=raw rw=randread engine=io_uring_sqpoll qd=32", p.stdout)
        self.assertEqual(self.run_tool("bench-report", OLD).stdout, self.run_tool("bench-report", RAW).stdout)

    def test_bench_report_buffered(self):
        """ext4cold in a table of its own, every kernel side by side."""
        ours = ("# bench: kernel 4.19.304 #1 SMP, 3 s per measurement, smoke=0 icount=0\n"
                "bench=fio target=ext4cold rw=randread engine=psync qd=1 ios=300 win_cs=300 "
                "busy=150 hz=100 calls=NA calls_ios=100 ctxt=700 forks=0 workers=0\n"
                "bench=fio target=ext4cold rw=randread engine=io_uring qd=32 ios=1200 win_cs=300 "
                "busy=290 hz=100 calls=NA calls_ios=400 ctxt=1800 forks=0 workers=0\n")
        theirs = ours.replace("4.19.304", "5.10.0-23")
        with tempfile.TemporaryDirectory() as d:
            a, b = os.path.join(d, "a.tap"), os.path.join(d, "b.tap")
            with open(a, "w") as f:
                f.write(ours)
            with open(b, "w") as f:
                f.write(theirs.replace("ctxt=1800 forks=0 workers=0", "ctxt=3600 forks=4 workers=4"))
            p = self.run_tool("bench-report", a, b)
        self.assertIn("### fio, ext4cold, 4 KiB, buffered", p.stdout)
        self.assertNotIn("### fio, ext4cold, 4 KiB, O_DIRECT", p.stdout)
        self.assertIn("| randread | 32 | io_uring | 4.19.304 | 400 | 4.00 | 1.50 | 0 | 0 | 2416.7 us |", p.stdout)
        self.assertIn("| randread | 32 | io_uring | 5.10.0-23 | 400 | 4.00 | 3.00 | 4 | 4 | 2416.7 us |", p.stdout)

    def test_bench_report_icount(self):
        """ICOUNT=1: the targets judged, two profiles set side by side, the
        seeds' writes in a table, figures worked out by hand."""
        head = "# bench: kernel 4.19.304 #1 SMP, 3 s per measurement, smoke=0 icount=1 gate=0 only=all\n"
        fio = ("bench=fio target=null rw=randread engine={e} qd=32 ios={n} win_cs=300 win_ns=3000000000 "
               "busy=300 hz=100 calls=NA calls_ios=100 ctxt=10 forks=3 workers=0\n")
        echo = ("bench=echo mode={m} conns=1000 size=64 requests={n} win_cs=300 win_ns=3000000000 srv_ctxt=1 "
                "ctxt=1 busy=300 srv_cpu=150 srv_ns={ns} hz=100 calls=NA calls_requests=1 srv_rss_kb=4 "
                "srv_nobufs=0 client_p50_us=1 client_p99_us=2\n")
        big = ("bench=bigwrite mode={m} bs=524288 qd={q} mib=5120 direct={d} bytes=5368709120 write_ns={w} "
               "fsync_ns={f} cpu_self_ns=1 busy=1 hz=100\n")
        text = (head
                # 3e9 / 300000 = 10000 per I/O; io_uring 3e9 / 250000 = 12000 (1.2x);
                # fixed 3e9 / 400000 = 7500 (0.75x, met).
                + fio.format(e="libaio", n=300000) + fio.format(e="io_uring", n=250000)
                + fio.format(e="io_uring_fixed", n=400000)
                # rps: 300000 / 3 and 150000 / 3: pbuf 0.5x fastpoll; server
                # ns per request: epoll 1e9 / 300000, fastpoll 0.75e9 / 300000: 0.75x, met.
                + echo.format(m="epoll", n=300000, ns=1000000000)
                + echo.format(m="fastpoll", n=300000, ns=750000000)
                + echo.format(m="pbuf", n=150000, ns=900000000)
                + big.format(m="write", q=1, d=0, w=2000000000, f=100000000)
                + big.format(m="write_op", q=64, d=0, w=4400000000, f=100000000)
                + big.format(m="write", q=1, d=1, w=3000000000, f=1000000)
                + big.format(m="write_op", q=64, d=1, w=3300000000, f=1000000)
                + "# profile bench=fio target=null rw=randread engine=io_uring qd=32: 10.00% fio [k] io_rw\n"
                + "# profile bench=fio target=null rw=randread engine=io_uring qd=32: 5.00% fio [k] blk_mq_make_request\n"
                + "# profile bench=fio target=null rw=randread engine=libaio qd=32: 6.00% fio [k] blk_mq_make_request\n"
                + "# profile bench=fio target=null rw=randread engine=libaio qd=32: 2.00% fio [k] aio_read\n"
                + "# profile bench=echo mode=fastpoll conns=1000 size=64: 4.00% echo-server [k] io_poll_task_func\n"
                + "# profile bench=echo mode=fastpoll conns=1000 size=64: 1.00% echo-server [.] main\n"
                + "# profile bench=echo mode=fastpoll conns=1000 size=64: 0.50% echo-server [k] do_syscall_64\n"
                + "# profile bench=echo mode=fastpoll conns=1000 size=64: 2.00% echo-client [k] tcp_sendmsg\n")
        with tempfile.NamedTemporaryFile("w", suffix=".tap") as f:
            f.write(text)
            f.flush()
            p = self.run_tool("bench-report", f.name)
        self.assertEqual(p.returncode, 0, p.stderr)
        out = p.stdout
        self.assertIn("| io_uring QD32 at most 0.90x libaio's instructions per I/O (fio, null_blk) | 1.200x | no |", out)
        self.assertIn("| fixed files and buffers QD32 at most 0.80x libaio's | 0.750x | yes |", out)
        self.assertIn("at least as fast as the fast-poll one (requests/s, 1000 conns, 64 B) | 0.500x | no |", out)
        self.assertIn("at most 0.8x the epoll server's | 0.750x | yes |", out)
        # io_rw: 10% of 12000 = 1200; blk_mq_make_request 600 against 600;
        # aio_read: 2% of 10000 = 200.
        self.assertIn("| fio | io_rw | 1200 | 0 | +1200 |", out)
        self.assertIn("| fio | aio_read | 0 | 200 | -200 |", out)
        self.assertIn("| fio | blk_mq_make_request | 600 | 600 | +0 |", out)
        self.assertIn("| all listed | | 1800 | 800 | +1000 |", out)
        # Own functions: io_rw is io_uring's (1200 of 12000 per I/O),
        # aio_read aio's (200 of 10000), the rest below the cut-off
        # (85% and 92%).  The fast-poll server (10000 per request, 2500
        # its own): io_poll_task_func 4% (400), main 1% (user space, 100),
        # do_syscall_64 0.5% (50); the client's function does not count,
        # though its share is not "unlisted" either (92.5%).
        self.assertIn("| 4.19.304 | io_uring | 12000 | 1200 | 0 | 0 | 0 | 600 | 10200 |", out)
        self.assertIn("| 4.19.304 | libaio | 10000 | 0 | 200 | 0 | 0 | 600 | 9200 |", out)
        self.assertIn("| 4.19.304 | io_uring RECV/SEND, fast poll | 2500 | 400 | 0 | 50 | 100 | 0 | 9250 |", out)
        # Writes 2000 ms, with the fsync 2100; WRITE 4400 (2.20), 4500
        # (2.14); O_DIRECT 3001 and 3301 (1.10).
        self.assertIn("| write | 1 | 4.19.304 | 2000 (1.00) | 2100 (1.00) | 3001 (1.00) |", out)
        self.assertIn("| write_op | 64 | 4.19.304 | 4400 (2.20) | 4500 (2.14) | 3301 (1.10) |", out)

    def test_bench_report_failure(self):
        with tempfile.NamedTemporaryFile("w", suffix=".tap") as f:
            f.write(read(RAW) + "# bench: null_blk failed to load\n")
            f.flush()
            p = self.run_tool("bench-report", f.name)
        self.assertEqual(p.returncode, 1)
        self.assertIn("null_blk failed", p.stderr)

    def test_bench_compare(self):
        p = self.run_tool("bench-compare", OLD, RAW)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertIn("99 figures compared, 0 regressions", p.stdout)


class Gate(unittest.TestCase):
    """bench/report/bench-gate on made-up gate runs."""

    HEAD = "# bench: kernel 4.19.304 #1 SMP, 3 s per measurement, smoke=0 icount=1 gate=1 only=all\n"
    LINES = ("bench=fio target=null rw=randread engine=io_uring qd=32 ios=317424 win_cs=303 "
             "win_ns=3031234567 busy=302 hz=100 calls=NA calls_ios=100 ctxt=2500 forks=3 workers=0\n"
             "bench=qemuimg target=null rw=read engine=native qd=32 ops=100000 ios=100000 win_cs=250 "
             "win_ns=2500000000 busy=250 hz=100 ctxt=4000\n")

    def gate(self, base, new, *extra):
        with tempfile.TemporaryDirectory() as d:
            a, b = os.path.join(d, "base.txt"), os.path.join(d, "new.tap")
            with open(a, "w") as f:
                f.write(base)
            with open(b, "w") as f:
                f.write(new)
            p = subprocess.run([PY, os.path.join(HERE, "bench-gate"), a, b] + list(extra),
                               capture_output=True, text=True, timeout=60)
            with open(a) as f:
                return p, f.read()

    def test_same(self):
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD + self.LINES)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertIn("| bench=qemuimg target=null rw=read engine=native qd=32 | 25.000 | 25.000 | +0.00% |",
                      p.stdout)
        self.assertIn("2 measurements, 0 outside 1%", p.stdout)

    def test_within_one_percent(self):
        new = self.LINES.replace("win_ns=2500000000", "win_ns=2520000000")  # +0.8%
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD + new)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)

    def test_worse_fails(self):
        new = self.LINES.replace("win_ns=2500000000", "win_ns=2530000000")  # +1.2%
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD + new)
        self.assertEqual(p.returncode, 1)
        self.assertIn("engine=native qd=32: +1.20% instructions per operation, worse than 1%", p.stderr)

    def test_better_asks_for_the_baseline(self):
        new = self.LINES.replace("ios=317424", "ios=322424")  # 1.6% fewer per I/O
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD + new)
        self.assertEqual(p.returncode, 1)
        self.assertIn("better than 1%: update the baseline", p.stderr)

    def test_an_idle_window_without_its_idle_time_fails(self):
        # busy 200 of 250 ticks and no idle_ns (results from before it was
        # counted): the machine idled, the figure is not exact, and it is
        # not written as a baseline either.
        new = self.LINES.replace("win_cs=250 win_ns=2500000000 busy=250",
                                 "win_cs=250 win_ns=2500000000 busy=200")
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD + new)
        self.assertEqual(p.returncode, 1)
        self.assertIn("engine=native qd=32: not busy throughout its window (busy 200 of 250 ticks",
                      p.stderr)
        p, written = self.gate(self.HEAD + self.LINES, self.HEAD + new, "--update")
        self.assertEqual(p.returncode, 1)
        self.assertEqual(written, self.HEAD + self.LINES)

    def test_an_idle_window_and_a_regression_fail(self):
        # Both are reported.
        new = self.LINES.replace("win_cs=250 win_ns=2500000000 busy=250",
                                 "win_cs=250 win_ns=2500000000 busy=200")
        new = new.replace("ios=317424", "ios=300000")
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD + new)
        self.assertEqual(p.returncode, 1)
        self.assertIn("not busy throughout its window", p.stderr)
        self.assertIn("instructions per operation, worse than 1%", p.stderr)

    def test_a_window_with_its_idle_time_is_exact(self):
        # The same idle window, saying it idled 0.5 s of its 2.5: its
        # figure is (2500000000 - 500000000) / 1e3 / ops.
        base = self.HEAD + self.LINES
        lines = self.LINES.splitlines()
        ops = int(re.search(r" ops=(\d+)", lines[1]).group(1))
        idle = lines[1].replace("win_ns=2500000000 busy=250", "win_ns=2500000000 idle_ns=500000000 busy=200")
        p, _ = self.gate(base, self.HEAD + lines[0] + "\n" + idle + "\n")
        self.assertNotIn("not busy throughout", p.stderr)
        self.assertIn(f"| {2000000000 / 1e3 / ops:.3f} | -20.00% |", p.stdout)

    def test_missing_and_not_a_gate_run(self):
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD + self.LINES.splitlines()[0] + "\n")
        self.assertEqual(p.returncode, 1)
        self.assertIn("engine=native qd=32: not measured", p.stderr)
        p, _ = self.gate(self.HEAD + self.LINES, self.HEAD.replace(" gate=1", "") + self.LINES)
        self.assertEqual(p.returncode, 1)
        self.assertIn("is not a gate run", p.stderr)

    def test_update(self):
        nested = "".join("    # " + x + "\n" for x in (self.HEAD + self.LINES).splitlines())
        p, written = self.gate("old\n", "TAP version 13\n" + nested, "--update")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn(self.LINES, written)
        p, _ = self.gate(written, self.HEAD + self.LINES)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)


class RecordedSmoke(unittest.TestCase):
    """A real make check run (test config, 67 patches, 2026-11-25): the
    smoke run's section of its results.tap, raw lines nested as make check
    prints them (without fio's JSON, which smoke.sh does not echo), and the
    echo sendrecv line of a later one (106 patches, the same day), when the
    matrix gained that mode.  The expected figures are worked out by hand
    from the raw numbers."""

    def setUp(self):
        self.r = benchlib.parse_run(os.path.join(DATA, "smoke-recorded.txt"))

    def test_complete(self):
        self.assertTrue(self.r.smoke)
        # The matrix of then: fastpoll and pbuf came later.
        m = benchlib.read_matrix(smoke=True)
        m["echo_modes"] = "epoll uring sendrecv"
        m["echoidle_conns"] = ""
        m["targets"] = "raw ext4 null"
        m["sqshare_rings"] = ""
        m["qemuimg_targets"] = ""
        m["bigwrite_specs"] = ""
        self.assertEqual(benchlib.missing(self.r, m), [])
        self.assertEqual(self.r.failures, [])

    def test_fio(self):
        # ios=22896 win_cs=54 busy=58 hz=100 calls=471 calls_ios=22490
        self.assertEqual(self.r.rows[ident(bench="fio", target="null", rw="randread",
                                           engine="io_uring", qd=32)],
                         {"iops": 42400.0,              # 22896 / 0.54
                          "cpu_sys_us": 25.3,           # 0.58 s * 1e6 / 22896
                          "cpu_proc_us": None,          # no JSON in make check
                          "syscalls_per_io": 0.021})    # 471 / 22490

    def test_echo(self):
        # requests=6443 win_cs=58 srv_ctxt=2727 ctxt=17202 busy=72 calls=8195
        # calls_requests=4911 client_p50_us=686 client_p99_us=3471
        self.assertEqual(self.r.rows[ident(bench="echo", mode="uring", conns=10, size=64)],
                         {"rps": 11108.0, "p50_us": 686.0, "p99_us": 3471.0,
                          "srv_cs_per_req": 0.423, "cs_per_req": 2.67,
                          "cpu_sys_us": 111.7, "syscalls_per_req": 1.669})

    def test_iopoll_wait(self):
        # ios=9531 wall_ns=499983350 cpu_ns=177535000
        self.assertEqual(self.r.rows[ident(bench="iopoll_wait", mode="sqpoll-iopoll", qd=8)],
                         {"iops": 19063.0, "cpu_us_per_io": 18.6})


@unittest.skipUnless(BUSYBOX, "no busybox")
class Smoke(unittest.TestCase):
    """bench/smoke.sh under busybox sh, on a fake /bench/run that prints
    the raw lines of the smoke matrix's measurements."""

    def fake_output(self, calls="7"):
        m = benchlib.read_matrix(smoke=True)
        job = fio_json_line_of(RAW, "bench=fio target=raw rw=randread engine=libaio qd=32")
        out = ["# bench: kernel 4.19.304 #1 SMP, 1 s per measurement, smoke=1"]
        for i in benchlib.expected(m):
            name, b = benchlib.label(i, skip=()), dict(i)["bench"]
            if b == "fio":
                out += [f"{name} ios=4402 win_cs=51 win_ns=510123456 idle_ns=0 busy=40 hz=100 calls={calls} "
                        "calls_ios=2700",
                        f"# fio-json {name}: {job.strip()}"]
            elif b == "echo":
                out.append(f"{name} requests=9000 win_cs=50 win_ns=500654321 idle_ns=0 srv_ctxt=20 ctxt=300 busy=60 hz=100 "
                           f"calls={calls} calls_requests=5000 client_conns=10 client_size=64 "
                           "client_requests=40000 client_rps=8000 client_p50_us=900 client_p99_us=4000")
            elif b == "echoidle":
                out.append(f"{name} srv_rss_kb=1200 kslab_kb=85")
            elif b in ("seqwrite", "bigwrite"):  # in bench/seqwrite.c's order
                d = dict(i)
                out.append(f"bench={b} mode={d['mode']} bs={d['bs']} qd={d['qd']} mib={d['mib']} "
                           f"direct={d.get('direct', 0)} bytes=8388608 write_ns=61234567 fsync_ns=9000000 "
                           "cpu_self_ns=50000000 busy=8 hz=100")
            elif b == "iopoll_wait":
                out.append(f"{name} ios=3000 wall_ns=500000000 cpu_ns=400000000")
            elif b == "sqshare":  # in bench/sqshare.c's order
                d = dict(i)
                out.append(f"bench=sqshare rings={d['rings']} qd={d['qd']} ios=3000 wall_ns=500000000 "
                           "cpu_ns=400000000 busy=90 hz=100 sq_threads=1")
            elif b == "qemuimg":
                out.append(f"{name} ops={m['qemuimg_count']} ios=500 win_cs=40 win_ns=401234567 idle_ns=0 busy=45 hz=100 "
                           "ctxt=900")
        out.append(f"# profile bench=fio {m['profile_ids']}: 12.50% io_uring-sq [k] io_sq_thread")
        out.append("# bench: done")
        return "\n".join(out) + "\n"

    def smoke(self, output):
        with tempfile.TemporaryDirectory() as d:
            shutil.copy(os.path.join(BENCH, "smoke.sh"), os.path.join(d, "smoke"))
            shutil.copy(os.path.join(BENCH, "matrix"), os.path.join(d, "matrix"))
            with open(os.path.join(d, "out"), "w") as f:
                f.write(output)
            with open(os.path.join(d, "run"), "w") as f:
                f.write('#!/bin/sh\ncat "$(dirname "$0")/out"\n')
            os.chmod(os.path.join(d, "run"), 0o755)
            return subprocess.run([BUSYBOX, "sh", os.path.join(d, "smoke")],
                                  capture_output=True, text=True, timeout=30)

    def test_passes(self):
        p = self.smoke(self.fake_output())
        tap = [x for x in p.stdout.splitlines() if not x.startswith("#")]
        self.assertEqual(p.returncode, 0, "\n".join(tap))
        self.assertIn("1..12", tap)
        self.assertEqual([x for x in tap if x.startswith("not ok")], [])
        self.assertIn("ok 1 fio: 20 jobs", p.stdout)
        self.assertIn("ok 4 echo: 5 runs", p.stdout)
        self.assertIn("ok 5 echoidle: 3 runs", p.stdout)
        self.assertIn("ok 6 seqwrite: 5 runs", p.stdout)
        self.assertIn("ok 7 bigwrite: 6 runs", p.stdout)
        self.assertIn("ok 8 iopoll_wait: 2 runs", p.stdout)
        self.assertIn("ok 10 qemuimg: 18 runs", p.stdout)
        self.assertNotIn("# SKIP", p.stdout)
        # ... and what it echoes, nested as in make check, reads back (fio's
        # JSON, not shown by smoke.sh, is all that cpu_proc_us needs).
        with tempfile.NamedTemporaryFile("w", suffix=".tap") as f:
            f.write("".join("    " + x + "\n" for x in p.stdout.splitlines()))
            f.flush()
            r = benchlib.parse_run(f.name)
        self.assertTrue(r.smoke)
        self.assertEqual(benchlib.missing(r), [])
        self.assertEqual(r.rows[ident(bench="fio", target="null", rw="randread", engine="psync", qd=1)],
                         {"iops": 8631.0, "cpu_sys_us": 90.9, "cpu_proc_us": None, "syscalls_per_io": 0.003})
        self.assertNotIn("fio-json", p.stdout)

    def test_skipped_modes(self):
        # A kernel without fast poll: run.sh leaves fastpoll and pbuf out.
        out = self.fake_output().splitlines(keepends=True)
        out = [x for x in out if not x.startswith(("bench=echo mode=fastpoll", "bench=echo mode=pbuf",
                                                   "bench=echoidle mode=fastpoll",
                                                   "bench=echoidle mode=pbuf"))]
        out.insert(1, "# bench: echo mode=fastpoll skipped: no IORING_FEAT_FAST_POLL\n"
                      "# bench: echo mode=pbuf skipped: no IORING_FEAT_FAST_POLL\n")
        p = self.smoke("".join(out))
        self.assertEqual(p.returncode, 0, p.stdout)
        self.assertIn("ok 4 echo: 3 runs (epoll uring sendrecv) ", p.stdout)
        self.assertIn("ok 5 echoidle: 1 runs ", p.stdout)

    def test_fails_without_system_calls(self):
        p = self.smoke(self.fake_output(calls="NA"))
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("ok 1 fio: 20 jobs", p.stdout)
        self.assertIn("not ok 2 fio: system calls counted", p.stdout)
        self.assertIn("not ok 4 echo", p.stdout)


if __name__ == "__main__":
    unittest.main()
