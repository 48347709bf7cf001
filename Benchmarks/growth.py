#!/usr/bin/env python3
"""Every shape's curve: `navlint lint` on one file of each shape at 128 KB .. 10 MB, each run paired with the libyaml
floor (Benchmarks/floor.c) over the same file, with the growth per 2x input and the exponent between sizes.

A row counts only if navlint did the full work: the extra shapes (shapes.py) and the real-app shape lint clean (exit 0,
no output); the cookbook shape must not stop at the analysis' bound or a budget. Anything else fails the run.

    python3 Benchmarks/growth.py --bin .build-bench/release --floor Benchmarks/.out/floor [--runs 3] [--shapes features,deep]
        [--max-bytes 10485760] [--limit-seconds 60]

A shape whose run takes longer than --limit-seconds stops there (printed as over the limit): a cubic rule would take
minutes at 10 MB. Results go to stdout and to the section "## Growth on every shape" of Benchmarks/RESULTS.md
(replaced; placed before "## Swift front end", which swift-frontend.sh keeps last).
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402

OUT = os.path.join(HERE, ".out")
SIZES = [128 << 10, 256 << 10, 512 << 10, 1 << 20, 2 << 20, 4 << 20, 8 << 20, 10 << 20]
SHAPES = ["app", "cookbook", "features", "deep", "dests", "shared"]
CLEAN = {"app", "features", "deep", "dests", "shared"}


def timed(cmd, limit):
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=limit)
    except subprocess.TimeoutExpired:
        return None, None, ""
    return time.perf_counter() - start, proc.returncode, proc.stdout.decode(errors="replace") + proc.stderr.decode(errors="replace")


def full_work(shape, code, output):
    """Why the run did not do the full work, or None."""
    if shape in CLEAN:
        return None if code == 0 and not output.strip() else "expected a clean lint, got exit %s:\n%s" % (code, output[:2000])
    for marker in ("exploration-budget", "expands past the analysis' bound", "swift-unmodelled"):
        if marker in output:
            return "stopped early (%s):\n%s" % (marker, output[:2000])
    return None if code in (0, 1) else "exit %s:\n%s" % (code, output[:2000])


def write_section(rows, a):
    results = os.path.join(HERE, "RESULTS.md")
    text = open(results, encoding="utf-8").read() if os.path.exists(results) else "# Benchmark results\n"
    section = ["## Growth on every shape", "",
               "Produced by `Benchmarks/growth.py` on %s (median of %d paired runs; shapes: %s): `navlint lint` on one "
               "file of each shape, paired run by run with the floor over the same file. \"Time per 2x input\" is the "
               "growth from the row above scaled to a doubling; the exponent is log(time ratio) / log(size ratio) "
               "(1 is linear). Every row did the full work: the extra shapes and the real-app shape lint clean, and "
               "the cookbook shape stops at no bound." % (time.strftime("%Y-%m-%d"), a.runs, a.shapes), ""] + rows + [""]
    start = text.find("## Growth on every shape")
    if start >= 0:
        end = text.find("\n## ", start + 1)
        text = text[:start] + (text[end + 1:] if end >= 0 else "")
    swift = text.find("## Swift front end")
    block = "\n".join(section) + "\n"
    text = text[:swift] + block + text[swift:] if swift >= 0 else text.rstrip("\n") + "\n\n" + block
    with open(results, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--floor", required=True)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--shapes", default=",".join(SHAPES))
    ap.add_argument("--max-bytes", type=int, default=SIZES[-1])
    ap.add_argument("--limit-seconds", type=float, default=60)
    a = ap.parse_args()
    navlint = os.path.join(a.bin, "navlint")
    os.makedirs(os.path.join(OUT, "shapes"), exist_ok=True)
    rows = ["| shape | input | navlint (median) | floor | ratio to floor | time per 2x input | exponent |",
            "|---|---|---|---|---|---|---|"]
    failed = False
    for shape in a.shapes.split(","):
        previous = None
        for size in [s for s in SIZES if s <= a.max_bytes]:
            path = os.path.join(OUT, "shapes", "%s-%d.yaml" % (shape, size))
            if not os.path.exists(path):
                text, _ = generate.shape_for_bytes(shape, size)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
            real = os.path.getsize(path)
            walls, floors, ratios = [], [], []
            over = False
            for _ in range(a.runs):
                f_wall, _, _ = timed([a.floor, path], a.limit_seconds)
                wall, code, output = timed([navlint, "lint", "--format", "text", "--color", "never", path], a.limit_seconds)
                if wall is None:
                    over = True
                    break
                why = full_work(shape, code, output)
                if why:
                    print("FAIL: %s, %d bytes: %s" % (shape, real, why), flush=True)
                    failed = True
                    over = True
                    break
                walls.append(wall); floors.append(f_wall); ratios.append(wall / f_wall)
            label = "%.0f KB" % (real / 1024) if real < 1 << 20 else "%.1f MB" % (real / (1 << 20))
            if over:
                rows.append("| %s | %s | over %g s or failed | | | | |" % (shape, label, a.limit_seconds))
                print("  %-9s %9s  over %g s or failed: shape stopped" % (shape, label, a.limit_seconds), flush=True)
                break
            wall, ratio = statistics.median(walls), statistics.median(ratios)
            per2x = exponent = ""
            if previous:
                grow = math.log(real / previous[0], 2)
                exponent = "%.2f" % (math.log(wall / previous[1]) / math.log(real / previous[0]))
                per2x = "%.2fx" % ((wall / previous[1]) ** (1 / grow))
            previous = (real, wall)
            rows.append("| %s | %s | %.3f s | %.3f s | %.2fx | %s | %s |" % (shape, label, wall, statistics.median(floors),
                                                                          ratio, per2x, exponent))
            print("  %-9s %9s  navlint %8.3f s  floor %7.3f s  ratio %6.2fx  per 2x %6s  exponent %5s" % (
                shape, label, wall, statistics.median(floors), ratio, per2x, exponent), flush=True)
    print("\n".join(rows))
    write_section(rows, a)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
