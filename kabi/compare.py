#!/usr/bin/env python3
"""Compare the kABI of the unpatched and the patched kernel.

compare.py symvers BASE/Module.symvers OURS/Module.symvers
    Every symbol the base exports keeps its CRC and export type; symbols
    only ours exports are listed.
compare.py layouts STRUCTS.txt BASE_PROBE.ko OURS_PROBE.ko
    The layouts pahole reads from the probe modules follow the policy of
    structs.txt (same, append).
Exits 1 on a difference the policy does not allow.
"""
import os
import re
import subprocess
import sys


def read_symvers(path):
    syms = {}
    with open(path) as f:
        for line in f:
            crc, name, mod, kind = line.rstrip("\n").split("\t")[:4]
            syms[name] = (crc, mod, kind)
    return syms


def symvers(base_path, ours_path):
    base, ours = read_symvers(base_path), read_symvers(ours_path)
    bad = 0
    for name, (crc, mod, kind) in sorted(base.items()):
        if name not in ours:
            print(f"kabi: {name} ({mod}) is no longer exported")
            bad += 1
        elif ours[name][0] != crc:
            print(f"kabi: {name} ({mod}) changed its CRC {crc} -> {ours[name][0]}")
            bad += 1
        elif ours[name][2] != kind:
            print(f"kabi: {name} changed from {kind} to {ours[name][2]}")
            bad += 1
    new = sorted(set(ours) - set(base))
    print(f"kabi: {len(base)} exports of {os.environ.get('BASE_VERSION', 'the base')}, {len(base) - bad} with the same CRC;"
          f" {len(new)} new: {', '.join(new) if new else 'none'}")
    return bad


MEMBER = re.compile(r"^\t(?!\t)(.*?)(\w+)(?:\[[^\]]*\])*(?::\d+)?;\s*/\*\s*(\d+)(?::\s*\d+)?\s+(\d+)\s*\*/")
SIZE = re.compile(r"/\*\s*size:\s*(\d+)")


def layout(ko, struct):
    out = subprocess.run(["pahole", "-C", struct, ko], capture_output=True,
                         text=True, check=True).stdout
    if not out.strip():
        sys.exit(f"kabi: pahole finds no struct {struct} in {ko}")
    members, size = [], None
    for line in out.splitlines():
        m = MEMBER.match(line)
        if m:
            members.append((m.group(2), int(m.group(3)), int(m.group(4))))
        s = SIZE.search(line)
        if s:
            size = int(s.group(1))
    return members, size


def layouts(structs_path, base_ko, ours_ko):
    bad = 0
    n = 0
    for line in open(structs_path):
        line = line.split("#")[0].strip()
        if not line:
            continue
        struct, policy = line.split()
        n += 1
        (bm, bsize), (om, osize) = layout(base_ko, struct), layout(ours_ko, struct)
        ours = {name: (off, sz) for name, off, sz in om}
        for name, off, sz in bm:
            if ours.get(name) != (off, sz):
                print(f"kabi: struct {struct}: {name} was at {off}+{sz}, now {ours.get(name)}")
                bad += 1
        added = [(name, off, sz) for name, off, sz in om
                 if name not in {b[0] for b in bm}]
        for name, off, sz in added:
            if policy == "same":
                print(f"kabi: struct {struct}: new member {name} (policy: same)")
                bad += 1
            elif off < bsize:
                print(f"kabi: struct {struct}: new member {name} at {off}, inside 4.19's {bsize} bytes")
                bad += 1
        if policy == "same" and osize != bsize:
            print(f"kabi: struct {struct}: size {bsize} -> {osize} (policy: same)")
            bad += 1
        note = f" (+{', '.join(a[0] for a in added)})" if added else ""
        print(f"kabi: struct {struct:16} {policy:6} {bsize:5} -> {osize:5} bytes{note}")
    print(f"kabi: {n} structures compared")
    return bad


if __name__ == "__main__":
    what = sys.argv[1]
    bad = symvers(*sys.argv[2:4]) if what == "symvers" else layouts(*sys.argv[2:5])
    sys.exit(1 if bad else 0)
