#!/usr/bin/env python3
"""Runs the measurements for Benchmarks/run.sh (which builds everything first) and writes Benchmarks/RESULTS.md.

Every whole-process figure is paired run by run with the floor (Benchmarks/floor.c: libyaml's events over the same
bytes): floor, then subject, N times; the reported ratio is the median of the per-run ratios. Peak memory is the
child's maximum resident set (wait4 rusage), so it needs no /usr/bin/time.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(HERE, "corpus")
OUT = os.path.join(HERE, ".out")


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


class Bench:
    def __init__(self, runs, navlint, tool, floor):
        self.runs, self.navlint, self.tool, self.floor = runs, navlint, tool, floor
        self.rows = []      # (figure, value, floor, ratio, peak, target, verdict)
        self.notes = []

    def floor_cmd(self, inputs):
        return [self.floor] + inputs

    def paired(self, name, cmd, floor_inputs, input_bytes, runs=None, target_ratio=None, stdin=None):
        """Median wall of `cmd` and of the floor over the same bytes, paired run by run."""
        runs = runs or self.runs
        walls, cpus, floors, ratios, peak = [], [], [], [], 0
        for _ in range(runs):
            f_wall = run_once(self.floor_cmd(floor_inputs), ok=(0,))[0]
            wall, cpu, rss, _ = run_once(cmd, stdin_path=stdin)
            walls.append(wall); cpus.append(cpu); floors.append(f_wall); ratios.append(wall / f_wall)
            peak = max(peak, rss)
        ratio = statistics.median(ratios)
        verdict = ""
        if target_ratio:
            verdict = ("met" if ratio <= target_ratio else "MISSED") + " (<= %.1fx)" % target_ratio
        self.rows.append((name, "%.3f s (cpu %.3f s)" % (statistics.median(walls), statistics.median(cpus)),
                          "%.3f s" % statistics.median(floors), "%.2fx" % ratio, mib(peak),
                          "%.1fx input" % (peak / input_bytes) if input_bytes > 1 << 16 else "", verdict))
        print("  %-44s %8.3f s  floor %7.3f s  ratio %6.2fx  peak %s" % (
            name, statistics.median(walls), statistics.median(floors), ratio, mib(peak)), flush=True)
        return statistics.median(walls), ratio, peak

    def in_process(self, name, args, key, unit_scale, unit, floor_inputs=None, target=None, better="lower"):
        """A figure printed by navscene-bench (`key value`), optionally as a ratio to the floor's whole-process time."""
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
        self.rows.append((name, shown, floor, ratio, mib(rss), "", verdict))
        print("  %-44s %s %s %s" % (name, shown, ratio, verdict), flush=True)
        return value, values


def repl_figure(b, navlint, scene):
    """`navlint repl` with 200 piped commands (taps cycling through the first 20 elements, each followed by back),
    minus the same session with no command, divided by 200: the time one interaction costs, screen printing included."""
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
    b.rows.append(("navlint repl: one interaction, 10,000 view nodes (200 piped)", "%.3f ms" % (per * 1000),
                   "", "", mib(rss), "", verdict))
    b.rows.append(("navlint repl: session start on the 10,000-node scene", "%.3f s" % statistics.median(base),
                   "", "", "", "", ""))
    print("  %-44s %.3f ms %s" % ("navlint repl interaction (10k nodes)", per * 1000, verdict), flush=True)


def mib(n):
    return "%.1f MiB" % (n / (1 << 20))


def size(path):
    return os.path.getsize(os.path.join(ROOT, path)) if not path.startswith("@") else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bin", required=True, help="the release build directory")
    ap.add_argument("--floor", required=True)
    ap.add_argument("--yamllint", help="yamllint executable (the peer); skipped when absent")
    ap.add_argument("--command", default="Benchmarks/run.sh")
    a = ap.parse_args()
    navlint, tool = os.path.join(a.bin, "navlint"), os.path.join(a.bin, "navscene-bench")
    b = Bench(a.runs, navlint, tool, a.floor)
    c = lambda p: os.path.join("Benchmarks/corpus", p)
    small_list = os.path.join(OUT, "small.list")
    small_files = sorted(os.path.join(CORPUS, "small", f) for f in os.listdir(os.path.join(CORPUS, "small")))
    with open(small_list, "w") as f:
        f.write("\n".join(small_files) + "\n")
    small_bytes = sum(os.path.getsize(p) for p in small_files)
    lint = lambda *paths: [navlint, "lint", "--format", "text", "--color", "never"] + list(paths)

    print("navlint end to end (text output to /dev/null), paired with the floor:", flush=True)
    b.paired("navlint, 1 MB file", lint(c("big/1mb.yaml")), [c("big/1mb.yaml")], size(c("big/1mb.yaml")))
    _, r10, p10 = b.paired("navlint, 10 MB file", lint(c("big/10mb.yaml")), [c("big/10mb.yaml")],
                           size(c("big/10mb.yaml")), target_ratio=2.5)
    b.paired("navlint, 2,000 files (one invocation)", lint(c("small")), ["@" + small_list], small_bytes,
             target_ratio=2.0)
    b.paired("navlint, 100,000 view nodes", lint(c("nodes/100k.yaml")), [c("nodes/100k.yaml")],
             size(c("nodes/100k.yaml")))
    # The same lint with exploration held to one state: what loading plus the static rules cost on their own.
    static_cfg = os.path.join(OUT, "static.navlint.yml")
    with open(static_cfg, "w") as f:
        f.write("exploration:\n  maxStates: 1\n")
    lint_static = lambda *paths: lint("--config", static_cfg, *paths)
    b.paired("navlint, 10 MB file, exploration held to 1 state", lint_static(c("big/10mb.yaml")), [c("big/10mb.yaml")],
             size(c("big/10mb.yaml")))
    b.paired("navlint, 2,000 files, exploration held to 1 state", lint_static(c("small")), ["@" + small_list],
             small_bytes)
    start_wall, _, _ = b.paired("navlint start-up, tiny file", lint(c("tiny/tiny.yaml")), [c("tiny/tiny.yaml")], 32,
                                runs=max(a.runs, 11))
    b.rows[-1] = b.rows[-1][:6] + (("met" if start_wall < 0.015 else "MISSED") + " (< 15 ms)",)

    print("linearity (navlint end to end):", flush=True)
    lin = []
    for name in ["lin1", "lin2", "lin4", "lin8"]:
        p = c("linear/%s.yaml" % name)
        wall, _, peak = b.paired("navlint, %.1f MB" % (size(p) / 1e6), lint(p), [p], size(p))
        lin.append((size(p), wall))
    steps = ["%.2fx" % (lin[i + 1][1] / lin[i][1]) for i in range(3)]
    worst = max(lin[i + 1][1] / lin[i][1] for i in range(3))
    b.rows.append(("linearity: time ratio per 2x input", ", ".join(steps), "", "", "", "",
                   ("met" if worst <= 2.2 else "MISSED") + " (<= 2.2x)"))
    print("  time per doubling: %s" % ", ".join(steps), flush=True)

    print("stages in-process (navscene-bench, median of %d):" % a.runs, flush=True)
    n = ["-n", str(a.runs)]
    b.in_process("loader alone, 10 MB file", ["load"] + n + [c("big/10mb.yaml")], "load_seconds", 1, "s",
                 [c("big/10mb.yaml")])
    b.in_process("loader alone, 2,000 files (one thread)", ["load"] + n + ["@" + small_list], "load_seconds", 1, "s",
                 ["@" + small_list])
    _, rv = b.in_process("rules alone, 10 MB file", ["rules"] + n + [c("big/10mb.yaml")], "rules_seconds", 1, "s",
                         [c("big/10mb.yaml")])
    if rv.get("rules_findings") is not None:
        b.notes.append("The rules found %s findings on the 10 MB file." % rv["rules_findings"].strip())
    cookbook = "Examples/RealApp/CookbookApp.yaml"
    for label, path in [("cookbook (RealApp)", cookbook), ("PushableStack", "Examples/PushableStack.yaml"),
                        ("100,000 view nodes", c("nodes/100k.yaml"))]:
        _, ev = b.in_process("exploration, %s: states/s" % label, ["explore", "-n", "3", path],
                             "explore_states_per_second", 1, "states/s")
        b.rows[-1] = (b.rows[-1][0] + " (%s states%s)" % (ev["explore_states"].strip(),
                      "" if ev.get("explore_complete", "true").strip() == "true" else ", budget hit"),) + b.rows[-1][1:]
        b.rows.append(("runtime alone (render + tap + hash), %s: states/s" % label,
                       "%.0f states/s (%s states)" % (float(ev["walk_states_per_second"]), ev["walk_states"].strip()),
                       "", "", "", "", ""))
    b.in_process("REPL interaction in-process (tap/back + print), 10,000 view nodes",
                 ["repl", "-n", "200", c("nodes/10k.yaml")], "repl_seconds_per_interaction", 1000, "ms", target=5)

    repl_figure(b, navlint, c("nodes/10k.yaml"))

    if a.yamllint and os.path.exists(a.yamllint):
        print("yamllint (the peer; default config), paired with the floor:", flush=True)
        y = lambda *paths: [a.yamllint, "-f", "parsable"] + list(paths)
        b.paired("yamllint, 1 MB file", y(c("big/1mb.yaml")), [c("big/1mb.yaml")], size(c("big/1mb.yaml")), runs=3)
        b.paired("yamllint, 10 MB file", y(c("big/10mb.yaml")), [c("big/10mb.yaml")], size(c("big/10mb.yaml")), runs=1)
        b.paired("yamllint, 2,000 files", y(c("small")), ["@" + small_list], small_bytes, runs=1)
    write_results(b, a)


def write_results(b, a):
    uname = os.uname()
    cpus = os.cpu_count()
    lines = ["# Benchmark results", "",
             "Produced by `%s` (median of %d paired runs unless noted; yamllint 1-3 runs) on %s %s, %d cores, %s."
             % (a.command, a.runs, uname.sysname, uname.machine, cpus, time.strftime("%Y-%m-%d")),
             "The floor is `Benchmarks/floor.c`: libyaml's events pulled over the same bytes, in one process; ratios "
             "are the median of per-run ratios against it. Peak memory is the process's maximum resident set.", "",
             "| figure | value | floor | ratio | peak memory | memory / input | target |",
             "|---|---|---|---|---|---|---|"]
    for row in b.rows:
        lines.append("| " + " | ".join(row) + " |")
    lines.append("")
    for note in b.notes:
        lines.append("- " + note)
    notes_path = os.path.join(HERE, "NOTES.md")
    if os.path.exists(notes_path):
        lines.append("")
        lines.append("See `Benchmarks/NOTES.md` for analysis of the figures and of any missed target.")
    with open(os.path.join(HERE, "RESULTS.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\nwrote Benchmarks/RESULTS.md")


if __name__ == "__main__":
    main()
