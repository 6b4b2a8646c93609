"""Reading the results of `make bench` (bench/run.sh): one measurement per
"bench=..." line of key=value pairs.  Shared by bench/report/bench-report and
bench/report/bench-compare."""

import re

# Keys that say what was measured; every other key is a figure.
IDENTITY = ("bench", "target", "rw", "engine", "qd", "mode", "conns", "size", "bs", "mib")
# Figures where more is better; the rest (CPU, latency, calls) less is better.
HIGHER_IS_BETTER = {"iops", "rps", "mib_per_s"}
# Counts of work done, not figures to compare.
NOT_FIGURES = {"ios", "requests", "served"}


def parse(path):
    """The kernel line and the measurements of one results file:
    (kernel, {identity tuple: {figure: float or None}})."""
    kernel, rows = "?", {}
    with open(path, errors="replace") as f:
        for line in f:
            line = line.strip().replace("\r", "")
            m = re.match(r"# bench: kernel (\S+)", line)
            if m:
                kernel = m.group(1)
                continue
            if not line.startswith("bench="):
                continue
            kv = dict(p.split("=", 1) for p in line.split() if "=" in p)
            ident = tuple((k, kv[k]) for k in IDENTITY if k in kv)
            figs = {}
            for k, v in kv.items():
                if k in IDENTITY or k in NOT_FIGURES:
                    continue
                try:
                    figs[k] = float(v)
                except ValueError:
                    figs[k] = None
            rows[ident] = figs
    return kernel, rows


def label(ident, skip=("bench",)):
    return " ".join(f"{k}={v}" for k, v in ident if k not in skip)


def better(figure, old, new):
    """How much better new is than old, as a ratio > 1 when better."""
    if not old or not new:
        return None
    return new / old if figure in HIGHER_IS_BETTER else old / new


# The fio engines of bench/run.sh, in the order the tables show them.
ENGINES = ["psync", "libaio", "io_uring", "io_uring_sqpoll", "io_uring_hipri", "io_uring_fixed"]


def find(rows, **want):
    """The figures of the one measurement whose identity is exactly WANT."""
    want = {k: str(v) for k, v in want.items()}
    for k, figs in rows.items():
        d = dict(k)
        if all(d.get(a) == b for a, b in want.items()) and len(d) == len(want):
            return figs
    return {}
