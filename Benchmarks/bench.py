#!/usr/bin/env python3
"""Runs the measurements for Benchmarks/run.sh (which builds everything first) and writes Benchmarks/RESULTS.md.

Every whole-process figure is paired run by run with the floor (Benchmarks/floor.c: libyaml's events over the same
bytes): floor, then subject, N times; the reported ratio is the median of the per-run ratios. Peak memory is the
child's maximum resident set (wait4 rusage), so it needs no /usr/bin/time.

Figures come in the two corpus shapes of generate.py: the cookbook shape (the original) and the real-app shape
(`app/`). `--only REGEX` measures just the rows whose names match and replaces those rows in an existing RESULTS.md
(for example `--only navlint` after a change to the rules), keeping the others.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(HERE, "corpus")
OUT = os.path.join(HERE, ".out")
RESULTS = os.path.join(HERE, "RESULTS.md")
COLUMNS = ["figure", "value", "floor", "ratio", "peak memory", "memory / input", "target"]


def run_once(cmd, stdin_path=None, ok=(0, 1)):
    """Wall seconds, CPU seconds (user+sys), peak RSS bytes, stdout text."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    out_path = os.path.join(OUT, "last-stdout.txt")
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=stdin, stdout=out, stderr=subprocess.PIPE, cwd=ROOT)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in ok:
        sys.exit("FAILED (exit %d): %s\n%s" % (code, " ".join(cmd), err[-2000:]))
    with open(out_path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, text


def mib(n):
    return "%.1f MiB" % (n / (1 << 20)) if n else ""


def per_input(peak, input_bytes):
    return "%.1fx input" % (peak / input_bytes) if peak and input_bytes >= 1 << 20 else ""


class Bench:
    def __init__(self, runs, navlint, tool, floor, only):
        self.runs, self.navlint, self.tool, self.floor = runs, navlint, tool, floor
        self.only = re.compile(only) if only else None
        self.rows = []      # (figure, value, floor, ratio, peak, memory/input, target)
        self.notes = []

    def wanted(self, name):
        return self.only is None or bool(self.only.search(name))

    def add(self, row):
        self.rows.append(tuple(row))

    def floor_cmd(self, inputs):
        return [self.floor] + inputs

    def paired(self, name, cmd, floor_inputs, input_bytes, runs=None, target_ratio=None, target_seconds=None,
               target_memory=None, stdin=None):
        """Median wall of `cmd` and of the floor over the same bytes, paired run by run."""
        if not self.wanted(name):
            return None
        runs = runs or self.runs
        walls, cpus, floors, ratios, peak = [], [], [], [], 0
        for _ in range(runs):
            f_wall = run_once(self.floor_cmd(floor_inputs), ok=(0,))[0]
            wall, cpu, rss, _ = run_once(cmd, stdin_path=stdin)
            walls.append(wall); cpus.append(cpu); floors.append(f_wall); ratios.append(wall / f_wall)
            peak = max(peak, rss)
        ratio, wall = statistics.median(ratios), statistics.median(walls)
        verdicts = []
        if target_ratio:
            verdicts.append(("met" if ratio <= target_ratio else "MISSED") + " (<= %gx)" % target_ratio)
        if target_seconds:
            verdicts.append(("met" if wall < target_seconds else "MISSED") + " (< %g ms)" % (target_seconds * 1000))
        if target_memory:
            verdicts.append(("met" if peak < target_memory * input_bytes else "MISSED") + " (memory < %gx)" % target_memory)
        self.add((name, "%.3f s (cpu %.3f s)" % (wall, statistics.median(cpus)), "%.3f s" % statistics.median(floors),
                  "%.2fx" % ratio, mib(peak), per_input(peak, input_bytes), "; ".join(verdicts)))
        print("  %-60s %8.3f s  floor %7.3f s  ratio %6.2fx  peak %s" % (
            name, wall, statistics.median(floors), ratio, mib(peak)), flush=True)
        return wall, ratio, peak

    def loader(self, name, inputs, floor_inputs, input_bytes, target_ratio=None, target_memory=None):
        """navscene-bench load: loading alone in-process (YAML bytes to the checked scene; files one after the other,
        each dropped before the next), paired run by run with the floor's whole process; peak memory is the loading
        process's."""
        if not self.wanted(name):
            return None
        values, floors, ratios, peak = [], [], [], 0
        for _ in range(self.runs):
            f = run_once(self.floor_cmd(floor_inputs), ok=(0,))[0]
            _, _, _, text = run_once([self.tool, "load", "-n", "1"] + inputs, ok=(0,))
            report = dict(line.split(" ", 1) for line in text.splitlines() if " " in line)
            value = float(report["load_seconds"])
            values.append(value); floors.append(f); ratios.append(value / f)
            peak = max(peak, int(report["load_peak_rss_bytes"]))
        value, f, ratio = statistics.median(values), statistics.median(floors), statistics.median(ratios)
        verdicts = []
        if target_ratio:
            verdicts.append(("met" if ratio <= target_ratio else "MISSED") + " (<= %gx)" % target_ratio)
        if target_memory:
            verdicts.append(("met" if peak < target_memory * input_bytes else "MISSED") + " (memory < %gx)" % target_memory)
        self.add((name, "%.3f s" % value, "%.3f s" % f, "%.2fx" % ratio, mib(peak), per_input(peak, input_bytes),
                  "; ".join(verdicts)))
        print("  %-60s %8.3f s  floor %7.3f s  ratio %6.2fx  peak %s" % (name, value, f, ratio, mib(peak)), flush=True)
        return value, ratio, peak

    def in_process(self, name, args, key, unit_scale, unit, floor_inputs=None, target=None, better="lower"):
        """A figure printed by navscene-bench (`key value`), optionally as a ratio to the floor's whole-process time."""
        if not self.wanted(name):
            return None, {}
        wall, _, rss, text = run_once([self.tool] + args, ok=(0,))
        values = dict(line.split(" ", 1) for line in text.splitlines() if " " in line)
        value = float(values[key])
        floor = ratio = ""
        if floor_inputs:
            f = statistics.median(run_once(self.floor_cmd(floor_inputs), ok=(0,))[0] for _ in range(self.runs))
            floor, ratio = "%.3f s" % f, "%.2fx" % (value / f)
        verdict = ""
        if target is not None:
            good = value * unit_scale <= target if better == "lower" else value * unit_scale >= target
            verdict = ("met" if good else "MISSED") + " (%s %g %s)" % ("<" if better == "lower" else ">=", target, unit)
        shown = "%.3f %s" % (value * unit_scale, unit)
        self.add((name, shown, floor, ratio, mib(rss), "", verdict))
        print("  %-60s %s %s %s" % (name, shown, ratio, verdict), flush=True)
        return value, values

    def growth(self, name, walls, limit=2.2):
        """Time per doubling of the input, from (bytes, seconds) pairs."""
        if len(walls) < 2 or not self.wanted(name):
            return
        steps = [walls[i + 1][1] / walls[i][1] for i in range(len(walls) - 1)]
        self.add((name, ", ".join("%.2fx" % s for s in steps), "", "", "", "",
                  ("met" if max(steps) <= limit else "MISSED") + " (<= %gx)" % limit))
        print("  %-60s %s" % (name, ", ".join("%.2fx" % s for s in steps)), flush=True)


def repl_figure(b, navlint, scene):
    """`navlint repl` with 200 piped commands (taps cycling through the first 20 elements, each followed by back),
    minus the same session with no command, divided by 200: the time one interaction costs, screen printing included."""
    name = "navlint repl: one interaction, 10,000 view nodes (200 piped)"
    if not b.wanted(name):
        return
    script = os.path.join(OUT, "repl-200.txt")
    empty = os.path.join(OUT, "repl-0.txt")
    with open(script, "w") as f:
        for i in range(100):
            f.write("tap %d\nback\n" % (i % 20 + 1))
        f.write("quit\n")
    with open(empty, "w") as f:
        f.write("quit\n")
    full, base = [], []
    for _ in range(b.runs):
        base.append(run_once([navlint, "repl", scene], stdin_path=empty)[0])
        wall, _, rss, _ = run_once([navlint, "repl", scene], stdin_path=script)
        full.append(wall)
    per = (statistics.median(full) - statistics.median(base)) / 200
    verdict = ("met" if per < 0.005 else "MISSED") + " (< 5 ms)"
    b.add((name, "%.3f ms" % (per * 1000), "", "", mib(rss), "", verdict))
    b.add(("navlint repl: session start on the 10,000-node scene", "%.3f s" % statistics.median(base),
           "", "", "", "", ""))
    print("  %-60s %.3f ms %s" % ("navlint repl interaction (10k nodes)", per * 1000, verdict), flush=True)


def size(path):
    return os.path.getsize(os.path.join(ROOT, path)) if not path.startswith("@") else 0


def file_list(folder):
    """The .yaml files of a corpus folder, written to a list file for the floor's @LIST form."""
    files = sorted(os.path.join(CORPUS, folder, f) for f in os.listdir(os.path.join(CORPUS, folder))
                   if f.endswith(".yaml"))
    path = os.path.join(OUT, folder.replace("/", "-") + ".list")
    with open(path, "w") as f:
        f.write("\n".join(files) + "\n")
    return path, sum(os.path.getsize(p) for p in files)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bin", required=True, help="the release build directory")
    ap.add_argument("--floor", required=True)
    ap.add_argument("--yamllint", help="yamllint executable (the peer); skipped when absent")
    ap.add_argument("--only", help="measure only the rows whose names match this regular expression")
    ap.add_argument("--command", default="Benchmarks/run.sh")
    a = ap.parse_args()
    navlint, tool = os.path.join(a.bin, "navlint"), os.path.join(a.bin, "navscene-bench")
    b = Bench(a.runs, navlint, tool, a.floor, a.only)
    c = lambda p: os.path.join("Benchmarks/corpus", p)
    lint = lambda *paths: [navlint, "lint", "--format", "text", "--color", "never"] + list(paths)
    static_cfg = os.path.join(OUT, "static.navlint.yml")
    with open(static_cfg, "w") as f:
        f.write("exploration:\n  maxStates: 1\n")
    lint_static = lambda *paths: lint("--config", static_cfg, *paths)
    shapes = [("cookbook shape", "", "small"), ("real-app shape", "app/", "app/small")]

    print("loading alone (navscene-bench load, in-process; YAML bytes to the checked scene), against the floor:",
          flush=True)
    for shape, prefix, small in shapes:
        small_list, small_bytes = file_list(small)
        big = c(prefix + "big/10mb.yaml")
        b.loader("loading alone, 10 MB file, %s" % shape, [big], [big], size(big), target_ratio=2.5, target_memory=10)
        b.loader("loading alone, 2,000 files, %s (one thread)" % shape, ["@" + small_list], ["@" + small_list],
                 small_bytes, target_ratio=2.5, target_memory=10)

    print("navlint end to end (text output), paired with the floor:", flush=True)
    for name, path, limit in [("navlint, 50-screen app (%d KB)", "app/app50.yaml", 0.100),
                              ("navlint, 84-screen app (%d KB)", "app/app84.yaml", 0.150)]:
        b.paired(name % (size(c(path)) // 1000), lint(c(path)), [c(path)], size(c(path)), runs=max(a.runs, 11),
                 target_seconds=limit)
    for shape, prefix, small in shapes:
        small_list, small_bytes = file_list(small)
        big = c(prefix + "big/10mb.yaml")
        b.paired("navlint, 10 MB file, %s" % shape, lint(big), [big], size(big), target_ratio=5, target_memory=10)
        b.paired("navlint, 2,000 files, %s (one invocation, both cores)" % shape, lint(c(small)), ["@" + small_list],
                 small_bytes, target_ratio=3)
        # Loading plus the static rules: exploration held to one state.
        b.paired("navlint, 10 MB file, %s, exploration held to 1 state" % shape, lint_static(big), [big], size(big))
        b.paired("navlint, 2,000 files, %s, exploration held to 1 state" % shape, lint_static(c(small)),
                 ["@" + small_list], small_bytes)
    b.paired("navlint, 1 MB file, cookbook shape", lint(c("big/1mb.yaml")), [c("big/1mb.yaml")], size(c("big/1mb.yaml")))
    b.paired("navlint, 100,000 view nodes, cookbook shape", lint(c("nodes/100k.yaml")), [c("nodes/100k.yaml")],
             size(c("nodes/100k.yaml")))
    b.paired("navlint start-up, tiny file", lint(c("tiny/tiny.yaml")), [c("tiny/tiny.yaml")], 32,
             runs=max(a.runs, 11), target_seconds=0.015)

    print("growth with input size (1, 2, 4, 8 MB):", flush=True)
    for shape, prefix, _ in shapes:
        lin, load = [], []
        for name in ["lin1", "lin2", "lin4", "lin8"]:
            p = c(prefix + "linear/%s.yaml" % name)
            r = b.paired("navlint, %.1f MB, %s" % (size(p) / 1e6, shape), lint(p), [p], size(p))
            if r:
                lin.append((size(p), r[0]))
            r = b.loader("loading alone, %.1f MB, %s" % (size(p) / 1e6, shape), [p], [p], size(p))
            if r:
                load.append((size(p), r[0]))
        b.growth("growth: navlint time per 2x input, %s" % shape, lin)
        b.growth("growth: loading time per 2x input, %s" % shape, load)

    print("stages in-process (navscene-bench, median of %d):" % a.runs, flush=True)
    n = ["-n", str(a.runs)]
    for shape, prefix, _ in shapes:
        big = c(prefix + "big/10mb.yaml")
        _, rv = b.in_process("rules alone, 10 MB file, %s" % shape, ["rules"] + n + [big], "rules_seconds", 1, "s",
                             [big])
        if rv.get("rules_findings") is not None:
            b.notes.append("The rules found %s findings on the 10 MB file (%s)." % (rv["rules_findings"].strip(), shape))
    for label, path in [("cookbook (RealApp)", "Examples/RealApp/CookbookApp.yaml"),
                        ("PushableStack", "Examples/PushableStack.yaml"),
                        ("84-screen app", c("app/app84.yaml")),
                        ("100,000 view nodes", c("nodes/100k.yaml"))]:
        _, ev = b.in_process("exploration, %s: states/s" % label, ["explore", "-n", "3", path],
                             "explore_states_per_second", 1, "states/s")
        if ev:
            b.rows[-1] = (b.rows[-1][0] + " (%s states%s)" % (ev["explore_states"].strip(),
                          "" if ev.get("explore_complete", "true").strip() == "true" else ", budget hit"),) + b.rows[-1][1:]
            b.add(("runtime alone (render + tap + hash), %s: states/s" % label,
                   "%.0f states/s (%s states)" % (float(ev["walk_states_per_second"]), ev["walk_states"].strip()),
                   "", "", "", "", ""))
    b.in_process("REPL interaction in-process (tap/back + print), 10,000 view nodes",
                 ["repl", "-n", "200", c("nodes/10k.yaml")], "repl_seconds_per_interaction", 1000, "ms", target=5)
    repl_figure(b, navlint, c("nodes/10k.yaml"))

    if a.yamllint and os.path.exists(a.yamllint):
        print("yamllint (the peer; default config), paired with the floor:", flush=True)
        y = lambda *paths: [a.yamllint, "-f", "parsable"] + list(paths)
        small_list, small_bytes = file_list("small")
        b.paired("yamllint, 1 MB file", y(c("big/1mb.yaml")), [c("big/1mb.yaml")], size(c("big/1mb.yaml")), runs=3)
        b.paired("yamllint, 10 MB file", y(c("big/10mb.yaml")), [c("big/10mb.yaml")], size(c("big/10mb.yaml")), runs=1)
        b.paired("yamllint, 2,000 files", y(c("small")), ["@" + small_list], small_bytes, runs=1)
    write_results(b, a)


def read_rows(path):
    """The figure rows of an existing RESULTS.md, by name, in order."""
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if line.startswith("| ") and len(cells) == len(COLUMNS) and cells[0] not in ("figure",) \
                    and not cells[0].startswith("---"):
                rows.append(tuple(cells))
    return rows


def write_results(b, a):
    uname = os.uname()
    when = time.strftime("%Y-%m-%d")
    rows = b.rows
    partial = ""
    if a.only:
        # Replace the re-measured rows in the existing table; keep the others as they were.
        fresh = {row[0]: row for row in b.rows}
        old = read_rows(RESULTS)
        rows = [fresh.pop(row[0], row) for row in old] + list(fresh.values())
        if os.path.exists(RESULTS):
            with open(RESULTS, encoding="utf-8") as f:
                kept = [line[2:].rstrip("\n") for line in f if line.startswith("- ")]
            b.notes = kept + [note for note in b.notes if note not in kept]
        earlier = ""
        if os.path.exists(RESULTS):
            with open(RESULTS, encoding="utf-8") as f:
                found = re.search(r"Rows matching (.*?) were re-measured", f.read())
            if found:
                earlier = found.group(1) + ", then "
        partial = (" Rows matching %s`%s` were re-measured on %s; the others are from the previous full run."
                   % (earlier, a.only, when))
    lines = ["# Benchmark results", "",
             "Produced by `%s` (median of %d paired runs unless noted; yamllint 1-3 runs) on %s %s, %d cores, %s.%s"
             % (a.command, a.runs, uname.sysname, uname.machine, os.cpu_count(), when, partial),
             "The floor is `Benchmarks/floor.c`: libyaml's events pulled over the same bytes, in one process; ratios "
             "are the median of per-run ratios against it. Peak memory is the process's maximum resident set. "
             "\"Loading alone\" is timed in-process by `navscene-bench load` (files loaded one after the other, each "
             "dropped before the next) against the floor's whole process. The cookbook shape is the original corpus; "
             "the real-app shape (`app/`) is described in `Benchmarks/generate.py`.", "",
             "| " + " | ".join(COLUMNS) + " |",
             "|" + "---|" * len(COLUMNS)]
    for row in rows:
        lines.append("| " + " | ".join(row) + " |")
    lines.append("")
    for note in b.notes:
        lines.append("- " + note)
    if os.path.exists(os.path.join(HERE, "NOTES.md")):
        lines.append("")
        lines.append("See `Benchmarks/NOTES.md` for analysis of the figures and of any missed target.")
    # Sections other scripts own (`## Real SwiftUI apps` from real-apps.sh, the growth tables) are kept as they are.
    sections = ""
    if os.path.exists(RESULTS):
        with open(RESULTS, encoding="utf-8") as f:
            previous = f.read()
        start = previous.find("\n## ")
        if start >= 0:
            sections = previous[start:]
    with open(RESULTS + ".tmp", "w") as f:
        f.write("\n".join(lines) + "\n" + sections)
    os.replace(RESULTS + ".tmp", RESULTS)
    print("\nwrote Benchmarks/RESULTS.md")


if __name__ == "__main__":
    main()
