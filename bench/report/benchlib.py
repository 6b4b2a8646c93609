"""Reading the results of `make bench` (bench/run.sh), and computing their
figures.  Shared by bench/report/bench-report, bench-compare and bench-plot.

The guest collects, the host computes: bench/run.sh prints one "bench=..."
line of key=value raw counters per measurement (and, for fio, fio's JSON
output on a "# fio-json ID: {...}" line); every figure is computed here,
by fio_figures(), echo_figures(), seqwrite_figures(), iopoll_figures(),
sqshare_figures() and qemuimg_figures().
The formulas are those run.sh's awk and the C programs used before, and
each figure is rounded as they printed it (iops and rps truncated, CPU
times to 0.1 us, per-request and per-I/O counts to 0.001), so that results
of the old format, whose lines carry the figures themselves, still read
(as they are) and compare figure for figure with the new.

What run.sh runs is bench/matrix's: read_matrix() reads it (the engines'
order for the tables, expected() the measurements a run should have).
"""

import json
import os
import re
from collections import namedtuple

# Keys that say what was measured; every other key is a figure or a count.
IDENTITY = ("bench", "target", "rw", "engine", "qd", "mode", "conns", "size", "bs", "mib", "direct", "rings")
# Figures where more is better; the rest (CPU, latency, calls) less is better.
HIGHER_IS_BETTER = {"iops", "rps", "mib_per_s"}
# Counts of work done, not figures to compare (old-format lines).
NOT_FIGURES = {"ios", "requests", "served"}
# The figure each kind of measurement has that the old format printed and
# the raw one does not: its presence says the line is of the old format.
OLD_FORMAT_KEY = {"fio": "iops", "echo": "rps", "seqwrite": "mib_per_s", "bigwrite": "mib_per_s",
                  "iopoll_wait": "iops",
                  "echoidle": "bytes_per_conn", "sqshare": "iops", "qemuimg": "iops"}

MATRIX = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "matrix")


# --- bench/matrix ---

def read_matrix(path=MATRIX, smoke=False, icount=False, gate=False):
    """bench/matrix as {NAME: VALUE}: its NAME="VALUE" lines (the format
    that a shell sources and this reads: double quotes, no expansion).
    smoke: every smoke_NAME in place of NAME, as BENCH_SMOKE=1 does;
    icount: every icount_NAME, as BENCH_ICOUNT=1 does; gate: then every
    gate_NAME, as BENCH_GATE=1 does."""
    m = {}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            g = re.fullmatch(r'([A-Za-z_][A-Za-z0-9_]*)=("([^"$`\\]*)"|[^"\'$`\\\s]*)', line)
            if not g:
                raise ValueError(f"{path}:{n}: not NAME=\"VALUE\": {line}")
            m[g.group(1)] = g.group(3) if g.group(3) is not None else g.group(2)
    for variant, on in (("smoke_", smoke), ("icount_", icount), ("gate_", gate)):
        if on:
            for k in [k for k in m if k.startswith(variant)]:
                m[k[len(variant):]] = m[k]
    return m


def words(m, name, x=None):
    """The list NAME of matrix M, NAME_X in its place when M has it (X a
    target or an engine), as run.sh's of()."""
    if x is not None and f"{name}_{x}" in m:
        return m[f"{name}_{x}"].split()
    return m.get(name, "").split()


def ident_of(kv):
    """The identity of a measurement: its IDENTITY keys.  direct=0, the
    default, is left out, so that buffered writes keep the identity they
    had before seqwrite printed it."""
    return tuple((k, str(kv[k])) for k in IDENTITY if k in kv and (k, str(kv[k])) != ("direct", "0"))


def expected(m):
    """The identities of the measurements run.sh makes with matrix M, in
    the order it makes them."""
    out = []
    for t in words(m, "targets"):
        tqds = m.get(f"qds_{t}", "").split()
        for rw in words(m, "rws", t):
            for e in words(m, "engines", t):
                for qd in words(m, "qds", e):
                    if not tqds or qd in tqds:
                        out.append(ident_of(dict(bench="fio", target=t, rw=rw, engine=e, qd=qd)))
    for n in words(m, "echo_conns"):
        for sz in words(m, "echo_sizes"):
            for mode in words(m, "echo_modes"):
                out.append(ident_of(dict(bench="echo", mode=mode, conns=n, size=sz)))
    for n in words(m, "echoidle_conns"):
        for mode in words(m, "echoidle_modes"):
            out.append(ident_of(dict(bench="echoidle", mode=mode, conns=n, size=m["echoidle_size"])))
    for spec in words(m, "seqwrite_specs"):
        mode, qd = spec.split(":")
        out.append(ident_of(dict(bench="seqwrite", mode=mode, bs=m["seqwrite_bs"], qd=qd,
                                 mib=m["seqwrite_mib"])))
    for spec in words(m, "bigwrite_specs"):
        mode, qd, *d = spec.split(":")
        out.append(ident_of(dict(bench="bigwrite", mode=mode, bs=m["bigwrite_bs"], qd=qd,
                                 mib=m["bigwrite_mib"], direct="1" if d == ["direct"] else "0")))
    for qd in words(m, "iopoll_qds"):
        for mode in words(m, "iopoll_modes"):
            out.append(ident_of(dict(bench="iopoll_wait", mode=mode, qd=qd)))
    for n in words(m, "sqshare_rings"):
        out.append(ident_of(dict(bench="sqshare", rings=n, qd=m["sqshare_qd"])))
    for t in words(m, "qemuimg_targets"):
        for rw in words(m, "qemuimg_rws"):
            for aio in words(m, "qemuimg_aios"):
                out.append(ident_of(dict(bench="qemuimg", target=t, rw=rw, engine=aio,
                                         qd=m["qemuimg_depth"])))
    return out


_M = read_matrix()
# The fio engines of bench/matrix, in the order the tables show them.
ENGINES = words(_M, "engines")
TARGETS = words(_M, "targets")
ECHO_MODES = words(_M, "echo_modes")


def buffered(target, m=_M):
    """Whether fio reads TARGET through the page cache (direct=0)."""
    return words(m, "direct", target) == ["0"]


# --- the figures, from the raw counters ---

def num(kv, key):
    """KEY of a line as a number; None when absent or not a number (NA)."""
    try:
        return float(kv[key])
    except (KeyError, ValueError):
        return None


def _r(x, digits):
    """X as printf("%.<digits>f") prints it (what awk printed)."""
    return float(f"{x:.{digits}f}")


def _per(calls, work):
    """System calls per unit of work of the counting window: NA (None)
    when they were not counted (calls=NA) or nothing was done."""
    return _r(calls / work, 3) if calls is not None and work else None


def fio_json(text):
    """fio's JSON output (one job) from a "# fio-json" line: the job's
    object, or None if it does not parse."""
    if not text or "{" not in text:
        return None
    try:
        d, _ = json.JSONDecoder().raw_decode(text[text.index("{"):])
        return d["jobs"][0]
    except (ValueError, KeyError, IndexError, TypeError):
        return None


def fio_figures(kv, job):
    """A fio job: kv the raw line (ios, win_cs, busy, hz, calls,
    calls_ios), job fio's JSON of the job (fio_json) or None.
      iops            = ios / (win_cs / 100), device I/Os per second of the window
      cpu_sys_us      = busy / hz * 1e6 / ios, the machine's CPU per I/O
      cpu_proc_us     = fio's CPU ((usr_cpu + sys_cpu) % of its runtime)
                        per I/O it reports (io_kbytes / 4): 0 if none
      syscalls_per_io = calls / calls_ios (NA: not counted)
      cs_per_io       = ctxt / ios, the machine's context switches per I/O
      forks           = tasks created in the window (workers among them)
      workers         = the job's io_uring workers (iou-wrk-*) at its end
    (the last three absent from results before they were counted)"""
    ios, cs, busy, hz = (num(kv, k) for k in ("ios", "win_cs", "busy", "hz"))
    f = {"iops": None, "cpu_sys_us": None, "cpu_proc_us": None, "syscalls_per_io": None}
    ctxt = num(kv, "ctxt")
    if ctxt is not None:
        f["cs_per_io"] = _r(ctxt / ios, 3) if ios else None
        f["forks"], f["workers"] = num(kv, "forks"), num(kv, "workers")
    if ios and cs:
        f["iops"] = float(int(ios / (cs / 100)))
    if ios and hz and busy is not None:
        f["cpu_sys_us"] = _r(busy / hz * 1e6 / ios, 1)
    if job is not None:
        try:
            d = job["write" if kv.get("rw", "").endswith("write") else "read"]
            kb, ms = float(d["io_kbytes"]), float(d["runtime"])
            fios = kb / 4
            cpu = ((float(job["usr_cpu"]) + float(job["sys_cpu"])) / 100) * ms / 1000
            f["cpu_proc_us"] = _r(cpu * 1e6 / fios, 1) if fios else 0.0
        except (KeyError, TypeError, ValueError):
            pass
    f["syscalls_per_io"] = _per(num(kv, "calls"), num(kv, "calls_ios"))
    return f


def echo_figures(kv):
    """An echo run: kv the raw line (requests, win_cs, srv_ctxt, ctxt,
    busy, hz, calls, calls_requests, client_*).
      rps              = requests / (win_cs / 100)
      p50_us, p99_us   = the client's, over its whole run
      srv_cs_per_req   = srv_ctxt / requests (the server's context switches)
      cs_per_req       = ctxt / requests (the machine's)
      cpu_sys_us       = busy / hz * 1e6 / requests
      cpu_srv_us       = srv_cpu / hz * 1e6 / requests, the server's own
                         CPU (absent from results before it was counted)
      syscalls_per_req = calls / calls_requests (NA: not counted)
      nobufs_per_req   = srv_nobufs / requests: pbuf's RECVs that found
                         no provided buffer (absent before it was counted)"""
    req, cs, busy, hz = (num(kv, k) for k in ("requests", "win_cs", "busy", "hz"))
    srv, ctxt, scpu = num(kv, "srv_ctxt"), num(kv, "ctxt"), num(kv, "srv_cpu")
    f = {
        "rps": float(int(req / (cs / 100))) if req and cs else None,
        "p50_us": num(kv, "client_p50_us"),
        "p99_us": num(kv, "client_p99_us"),
        "srv_cs_per_req": _r(srv / req, 3) if req and srv is not None else None,
        "cs_per_req": _r(ctxt / req, 3) if req and ctxt is not None else None,
        "cpu_sys_us": _r(busy / hz * 1e6 / req, 1) if req and hz and busy is not None else None,
        "syscalls_per_req": _per(num(kv, "calls"), num(kv, "calls_requests")),
    }
    if scpu is not None:
        f["cpu_srv_us"] = _r(scpu / hz * 1e6 / req, 1) if req and hz else None
    nob = num(kv, "srv_nobufs")
    if nob is not None:
        f["nobufs_per_req"] = _r(nob / req, 3) if req else None
    return f


def echoidle_figures(kv):
    """An echo server with conns idle connections (srv_rss_kb, kslab_kb).
      user_kb        = srv_rss_kb (the server's VmRSS)
      kernel_kb      = kslab_kb (unreclaimable slab grown since before it)
      bytes_per_conn = (srv_rss_kb + kslab_kb) * 1024 / conns"""
    rss, slab, n = num(kv, "srv_rss_kb"), num(kv, "kslab_kb"), num(kv, "conns")
    return {
        "user_kb": rss,
        "kernel_kb": slab,
        "bytes_per_conn": _r((rss + slab) * 1024 / n, 0) if None not in (rss, slab) and n else None,
    }


def idle_slope(rows, mode):
    """Bytes per added idle connection of MODE's server, user and kernel,
    from the two smallest and largest connection counts of the run:
    (user, kernel, total), each None when not measured."""
    xs = sorted((int(dict(k)["conns"]), v) for k, v in rows.items()
                if dict(k).get("bench") == "echoidle" and dict(k).get("mode") == mode)
    if len(xs) < 2:
        return (None, None, None)
    (n0, a), (n1, b) = xs[0], xs[-1]
    out = []
    for key in ("user_kb", "kernel_kb"):
        if a.get(key) is None or b.get(key) is None:
            out.append(None)
        else:
            out.append(_r((b[key] - a[key]) * 1024 / (n1 - n0), 0))
    out.append(out[0] + out[1] if None not in out else None)
    return tuple(out)


def seqwrite_figures(kv):
    """A sequential write (bench/seqwrite.c, seqwrite and bigwrite):
    bytes, write_ns, fsync_ns, cpu_self_ns, busy, hz.
      write_s, fsync_s = write_ns, fsync_ns in seconds
      mib_per_s        = whole MiB written / write_s (before the fsync)
      cpu_self_s       = cpu_self_ns in s (the process, getrusage)
      cpu_machine_s    = busy / hz (the machine, /proc/stat)"""
    b, w, fs, cpu = (num(kv, k) for k in ("bytes", "write_ns", "fsync_ns", "cpu_self_ns"))
    busy, hz = num(kv, "busy"), num(kv, "hz")
    return {
        "write_s": _r(w / 1e9, 3) if w is not None else None,
        "fsync_s": _r(fs / 1e9, 3) if fs is not None else None,
        "mib_per_s": _r((int(b) >> 20) / (w / 1e9), 1) if b is not None and w else None,
        "cpu_self_s": _r(cpu / 1e9, 3) if cpu is not None else None,
        "cpu_machine_s": _r(busy / hz, 3) if busy is not None and hz else None,
    }


def iopoll_figures(kv):
    """bench/iopoll_wait.c: ios, wall_ns, cpu_ns.
      iops          = ios / wall (rounded, as %.0f)
      cpu_us_per_io = cpu_ns / 1000 / ios, 0 if no I/O"""
    ios, wall, cpu = num(kv, "ios"), num(kv, "wall_ns"), num(kv, "cpu_ns")
    return {
        "iops": _r(ios / (wall / 1e9), 0) if ios is not None and wall else None,
        "cpu_us_per_io": (_r(cpu / 1e9 * 1e6 / ios, 1) if ios else 0.0) if cpu is not None else None,
    }


def sqshare_figures(kv):
    """bench/sqshare.c: ios, wall_ns, cpu_ns, busy, hz, sq_threads.
      iops            = ios / wall, all the rings together (as %.0f)
      cpu_sys_us      = busy / hz * 1e6 / ios, the machine's CPU per I/O
      sq_threads      = the process's SQ threads (-1: none of its own)"""
    ios, wall = num(kv, "ios"), num(kv, "wall_ns")
    busy, hz = num(kv, "busy"), num(kv, "hz")
    return {
        "iops": _r(ios / (wall / 1e9), 0) if ios is not None and wall else None,
        "cpu_sys_us": _r(busy / hz * 1e6 / ios, 1) if ios and hz and busy is not None else None,
        "sq_threads": num(kv, "sq_threads"),
    }


def qemuimg_figures(kv):
    """qemu-img bench (bench/run.sh): ops, win_cs, busy, hz (and ios, ctxt).
      iops       = ops / (win_cs / 100), the whole run (truncated)
      cpu_sys_us = busy / hz * 1e6 / ops, the machine's CPU per request"""
    ops, win, busy, hz = (num(kv, k) for k in ("ops", "win_cs", "busy", "hz"))
    return {
        "iops": float(int(ops / (win / 100))) if ops and win else None,
        "cpu_sys_us": _r(busy / hz * 1e6 / ops, 1) if ops and hz and busy is not None else None,
    }


def kins(kv, icount):
    """The machine's CPU time per operation, in us: thousands of
    instructions under ICOUNT=1 (-icount shift=0, one vCPU), from the raw
    line KV of a fio job (per device I/O), an echo run (per request),
    qemu-img (per request) or a buffered write (per block).  Under
    ICOUNT=1, a window the machine was busy throughout (busy within a
    tick of win_cs) counts by its length in ns (win_ns): exact, where
    busy counts 10 ms ticks.  Otherwise busy / hz.  None without the
    counters.  A window that says how long the guest idled in it
    (idle_ns, from /proc/timer_list) counts its length less that: exact
    under ICOUNT=1 whether or not the guest idled."""
    b = kv.get("bench")
    ops = {"fio": num(kv, "ios"), "echo": num(kv, "requests"), "qemuimg": num(kv, "ops")}.get(b)
    busy, hz, win_cs, win_ns = (num(kv, k) for k in ("busy", "hz", "win_cs", "win_ns"))
    idle = num(kv, "idle_ns")
    if b in ("seqwrite", "bigwrite") and num(kv, "bytes") and num(kv, "bs"):
        # Per block; the window is the writes and the fsync.
        ops = num(kv, "bytes") / num(kv, "bs")
        w, fs = num(kv, "write_ns"), num(kv, "fsync_ns")
        if w is not None and fs is not None:
            win_ns = w + fs
            win_cs = round(win_ns / 1e7)
    if icount and win_ns and idle is not None and 0 <= idle < win_ns and ops:
        return (win_ns - idle) / 1e3 / ops
    if not ops or not hz or busy is None:
        return None
    if icount and win_ns and win_cs and busy >= win_cs - 1:
        return win_ns / 1e3 / ops
    return busy / hz * 1e6 / ops


def kins_srv(kv):
    """The echo server's own CPU time per request, in us (thousands of
    instructions under ICOUNT=1): its threads' run time in ns (srv_ns,
    from schedstat), or else its ticks (srv_cpu / hz).  None without
    either."""
    req, ns, cpu, hz = (num(kv, k) for k in ("requests", "srv_ns", "srv_cpu", "hz"))
    if not req:
        return None
    if ns is not None:
        return ns / 1e3 / req
    return cpu / hz * 1e6 / req if cpu is not None and hz else None


def old_figures(kv):
    """A line of the old format: its figures as they are."""
    figs = {}
    for k, v in kv.items():
        if k in IDENTITY or k in NOT_FIGURES:
            continue
        try:
            figs[k] = float(v)
        except ValueError:
            figs[k] = None
    return figs


def figures(kv, job=None):
    """The figures of one "bench=..." line (job: fio's JSON of a fio job)."""
    b = kv.get("bench")
    if OLD_FORMAT_KEY.get(b, "") in kv or b not in OLD_FORMAT_KEY:
        return old_figures(kv)
    if b == "fio":
        return fio_figures(kv, job)
    if b == "echo":
        return echo_figures(kv)
    if b == "echoidle":
        return echoidle_figures(kv)
    if b in ("seqwrite", "bigwrite"):
        return seqwrite_figures(kv)
    if b == "sqshare":
        return sqshare_figures(kv)
    if b == "qemuimg":
        return qemuimg_figures(kv)
    return iopoll_figures(kv)


# --- results files ---

Run = namedtuple("Run", "kernel smoke rows raw failures icount only gate", defaults=(False,))


def unnest(line):
    """A line of bench/run.sh's as it was printed: make check nests the
    smoke run's output in its TAP ("    # bench=...", indented by
    run_tests, "# " by smoke.sh); run.sh's own lines never start with a
    blank."""
    line = line.rstrip("\r\n").replace("\r", "")
    m = re.match(r"\s+# ?(.*)", line)
    return m.group(1) if m else line.strip()


def parse_run(path):
    """One results file: Run(kernel, smoke (bool or None), rows {identity
    tuple: {figure: float or None}}, raw {identity: {key: value}} (the
    raw line, and fio_json for fio), failures [lines], icount (bool:
    measured in instruction time, where a microsecond of CPU is 1000
    instructions), only (the parts of bench/matrix the run was limited
    to, BENCH_ONLY; empty for all))."""
    kernel, smoke, lines, jsons, failures, icount, gate = "?", None, {}, {}, [], False, False
    only = []
    with open(path, errors="replace") as f:
        for line in f:
            line = unnest(line)
            m = re.match(r"# bench: kernel (\S+)(?:.*smoke=(\d))?", line)
            if m:
                kernel = m.group(1)
                smoke = m.group(2) == "1" if m.group(2) else None
                icount = " icount=1" in line
                gate = " gate=1" in line
                o = re.search(r" only=(\S+)", line)
                only = [] if not o or o.group(1) == "all" else o.group(1).split(",")
                continue
            m = re.match(r"# fio-json (bench=[^:]*): (.*)", line)
            if m:
                kv = dict(p.split("=", 1) for p in m.group(1).split() if "=" in p)
                jsons[ident_of(kv)] = m.group(2)
                continue
            if line.startswith("# bench") and "failed" in line:
                failures.append(line)
                continue
            if not line.startswith("bench="):
                continue
            kv = dict(p.split("=", 1) for p in line.split() if "=" in p)
            lines[ident_of(kv)] = kv
    rows, raw = {}, {}
    for ident, kv in lines.items():
        job = fio_json(jsons.get(ident)) if kv.get("bench") == "fio" else None
        rows[ident] = figures(kv, job)
        raw[ident] = dict(kv, fio_json=job) if kv.get("bench") == "fio" else dict(kv)
    return Run(kernel, smoke, rows, raw, failures, icount, only, gate)


def parse(path):
    """The kernel line and the measurements of one results file:
    (kernel, {identity tuple: {figure: float or None}})."""
    r = parse_run(path)
    return r.kernel, r.rows


def missing(run, matrix=None):
    """The measurements bench/matrix says RUN should have and it has not
    (its smoke run's, if it is one)."""
    m = matrix or read_matrix(smoke=bool(run.smoke), icount=run.icount, gate=run.gate)
    return [i for i in expected(m) if i not in run.rows and in_part(i, run.only)]


def in_part(ident, only):
    """Whether measurement IDENT belongs to one of the parts ONLY names
    (BENCH_ONLY: fio targets, echo, echoidle, seqwrite, bigwrite, iopoll,
    sqshare, qemuimg); all do
    when ONLY is empty."""
    d = dict(ident)
    part = d.get("target") if d.get("bench") == "fio" else {"iopoll_wait": "iopoll"}.get(
        d.get("bench"), d.get("bench"))
    return not only or part in only


def label(ident, skip=("bench",)):
    return " ".join(f"{k}={v}" for k, v in ident if k not in skip)


def better(figure, old, new):
    """How much better new is than old, as a ratio > 1 when better."""
    if not old or not new:
        return None
    return new / old if figure in HIGHER_IS_BETTER else old / new


def find(rows, **want):
    """The figures of the one measurement whose identity is exactly WANT."""
    want = {k: str(v) for k, v in want.items()}
    for k, figs in rows.items():
        d = dict(k)
        if all(d.get(a) == b for a, b in want.items()) and len(d) == len(want):
            return figs
    return {}
