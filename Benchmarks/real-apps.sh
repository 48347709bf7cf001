#!/usr/bin/env bash
# navlint on real SwiftUI apps (issue 22's corpus): one invocation per app folder of DIR, on the folder itself, as a new
# user would run it (`navlint APP --format json`). Prints one row per app: Swift files and lines, targets, whether any
# target ended unchecked, coverage (when navlint reports it), findings by rule, and speed against a floor.
#
#   Benchmarks/real-apps.sh DIR                  # build navlint (release) in this checkout, then measure
#   SKIP_BUILD=1 Benchmarks/real-apps.sh DIR     # reuse the release build
#   NAVLINT=/path/to/navlint Benchmarks/real-apps.sh DIR   # measure another binary (no floor unless FLOOR= is given)
#   RUNS=5 OUT=/tmp/ra Benchmarks/real-apps.sh DIR          # paired timing runs (default 3); where results are kept
#   APPS='IceCubes|SyncUps' Benchmarks/real-apps.sh DIR     # only the app folders whose name matches
#
# DIR holds one folder per app (a checkout, or the app's folder of a larger repository); the apps' code is not part of
# this repository (RESULTS.md lists the ones measured, with their commits). Each app's navlint output is kept in
# OUT/<app>.json (and .txt), and the table in OUT/table.md, so that two builds can be compared.
#
# Speed: the floor is Benchmarks/swift-floor.swift, compiled here against the release build's own swift-syntax
# modules: it parses the same .swift files and walks each tree once with a SyntaxAnyVisitor. The ratio is navlint's CPU
# time (user + system) over the floor's, median of RUNS paired runs (CPU time, not wall time: the host is shared and
# navlint lints targets on both cores). The issue's target is <= 2.5x.
set -euo pipefail
DIR="${1:?usage: Benchmarks/real-apps.sh DIR (one folder per app)}"
DIR="$(cd "$DIR" && pwd)"
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
RUNS="${RUNS:-3}"
OUT="${OUT:-/tmp/real-apps}"
mkdir -p "$OUT"

if [ -z "${NAVLINT:-}" ]; then
  if [ -z "${SKIP_BUILD:-}" ]; then
    swift build -c release --product navlint >&2
  fi
  BIN="$(swift build -c release --show-bin-path)"
  NAVLINT="$BIN/navlint"
  # The floor: compiled against the same build's swift-syntax (its modules and object files), optimised like it.
  if [ -z "${FLOOR:-}" ]; then
    FLOOR="$BIN/swift-floor"
    if [ ! -x "$FLOOR" ] || [ "$ROOT/Benchmarks/swift-floor.swift" -nt "$FLOOR" ]; then
      objects=()
      for module in SwiftSyntax SwiftParser SwiftDiagnostics _SwiftSyntaxCShims SwiftSyntax509 SwiftSyntax510 \
                    SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603; do
        [ -d "$BIN/$module.build" ] || continue
        while IFS= read -r -d '' object; do objects+=("$object"); done < <(find "$BIN/$module.build" -name '*.o' -print0)
      done
      swiftc -O -wmo -module-name SwiftFloor -I "$BIN/Modules" -I "$BIN" \
        -Xcc -I"$ROOT/.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include" \
        "$ROOT/Benchmarks/swift-floor.swift" "${objects[@]}" -o "$FLOOR" >&2
    fi
  fi
fi
[ -x "$NAVLINT" ] || { echo "no navlint at $NAVLINT" >&2; exit 2; }
"$NAVLINT" --version >"$OUT/navlint-version" 2>&1 || true

exec python3 - "$DIR" "$NAVLINT" "${FLOOR:-}" "$RUNS" "$OUT" "${APPS:-}" <<'PYTHON'
import json, os, re, resource, statistics, subprocess, sys, time

DIR, NAVLINT, FLOOR, RUNS, OUT, ONLY = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]

def swift_files(app):
    """Every .swift file under the app folder, skipping hidden and .build* directories (as navlint's walk does)."""
    found = []
    for here, dirs, files in os.walk(app):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not d.startswith(".build"))
        found += [os.path.join(here, f) for f in sorted(files) if f.endswith(".swift") and not f.startswith(".")]
    return found

def lines_of(paths):
    total = 0
    for p in paths:
        with open(p, "rb") as f:
            total += f.read().count(b"\n")
    return total

def timed(argv, stdin_bytes=None, cwd=None):
    """Runs argv; returns (stdout bytes, exit status, wall s, CPU s of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run(argv, input=stdin_bytes, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done.stdout, done.stderr, done.returncode, wall, cpu

COVERAGE_TEXT = re.compile(r"navigation:\s*(\d+)\s+of\s+(\d+)\s+sites?\s+modelled")

def coverage_from(report, text):
    """navlint's coverage, when it reports one: a JSON field (any key naming coverage with modelled/total counts), or
    the text line `navigation: X of Y sites modelled`. None when navlint says nothing about it."""
    def search(value):
        if isinstance(value, dict):
            keys = {k.lower(): v for k, v in value.items()}
            got = [keys.get(k) for k in ("modelled", "modeled", "known")]
            total = keys.get("total", keys.get("sites"))
            for g in got:
                if isinstance(g, int) and isinstance(total, int):
                    return (g, total)
            for k, v in value.items():
                if "coverage" in k.lower() or "navigation" in k.lower() or isinstance(v, (dict, list)):
                    r = search(v)
                    if r: return r
        elif isinstance(value, list):
            for v in value:
                r = search(v)
                if r: return r
        return None
    found = search({k: v for k, v in report.items() if k != "diagnostics"}) if isinstance(report, dict) else None
    if found: return found
    pairs = [(int(a), int(b)) for a, b in COVERAGE_TEXT.findall(text)]
    if pairs:
        return (sum(a for a, _ in pairs), sum(b for _, b in pairs))
    return None

def unchecked(diagnostic):
    return diagnostic["id"] == "swift-unmodelled" and "not checked" in diagnostic["message"]

apps = sorted(d for d in os.listdir(DIR) if os.path.isdir(os.path.join(DIR, d)) and not d.startswith("."))
if ONLY:
    apps = [a for a in apps if re.search(ONLY, a)]
rows, summary = [], []
for app in apps:
    path = os.path.join(DIR, app)
    files = swift_files(path)
    lines = lines_of(files)
    text_path = os.path.join(OUT, app + ".txt")
    # The measured run: what the user runs, plus a text copy of the same run (for the coverage line, if any).
    stdout, stderr, status, wall, cpu = timed([NAVLINT, "--format", "json", "--format", "text:" + text_path, "--color", "never", "."], cwd=path)
    with open(os.path.join(OUT, app + ".json"), "wb") as f:
        f.write(stdout)
    try:
        report = json.loads(stdout)
    except ValueError:
        report = None
    text = open(text_path, encoding="utf-8", errors="replace").read() if os.path.exists(text_path) else ""
    if report is None:
        rows.append((app, len(files), lines, "-", "navlint failed (exit %d): %s" % (status, stderr.decode(errors="replace").strip()[:160]), "", "", "", "", ""))
        continue
    diagnostics = report.get("diagnostics", [])
    targets = len({d["file"] for d in diagnostics if unchecked(d)})
    by_rule = {}
    for d in diagnostics:
        key = d["id"] + ("(unchecked)" if unchecked(d) else "")
        by_rule[key] = by_rule.get(key, 0) + 1
    coverage = coverage_from(report, text)
    # Paired timing runs: navlint, then the floor over the same files.
    ratios, walls, cpus, floors = [], [], [], []
    listing = "".join(f + "\n" for f in files).encode()
    for _ in range(RUNS):
        _, _, _, w, c = timed([NAVLINT, "--format", "json", "."], cwd=path)
        walls.append(w); cpus.append(c)
        if FLOOR:
            out, err, st, fw, fc = timed([FLOOR], stdin_bytes=listing)
            if st == 0:
                floors.append(fc)
                ratios.append(c / fc if fc > 0 else float("nan"))
    unchecked_text = "yes (%d)" % targets if targets else "no"
    cov_text = "%d of %d (%.0f%%)" % (coverage[0], coverage[1], 100.0 * coverage[0] / coverage[1]) if coverage and coverage[1] else "not reported"
    rules_text = ", ".join("%s %d" % (k, v) for k, v in sorted(by_rule.items(), key=lambda kv: (-kv[1], kv[0]))) or "none"
    median = statistics.median
    floor_text = "%.2f s" % median(floors) if floors else "-"
    ratio_text = "%.2fx" % median(ratios) if ratios else "-"
    rows.append((app, len(files), lines, unchecked_text, cov_text, rules_text, "%.2f s" % median(walls), "%.2f s" % median(cpus), floor_text, ratio_text))
    summary.append({"app": app, "files": len(files), "lines": lines, "unchecked_targets": targets,
                    "coverage": list(coverage) if coverage else None, "findings": by_rule,
                    "wall": median(walls), "cpu": median(cpus), "floor_cpu": median(floors) if floors else None,
                    "ratio": median(ratios) if ratios else None, "exit": status})
    print("%s done" % app, file=sys.stderr)

header = "| app | .swift files | Swift lines | unchecked | coverage | findings by rule | wall | navlint CPU | floor CPU | ratio |"
table = [header, "|" + "---|" * 10]
table += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
checked = [s for s in summary]
if checked:
    covered = [100.0 * s["coverage"][0] / s["coverage"][1] for s in checked if s["coverage"] and s["coverage"][1]]
    ratios = [s["ratio"] for s in checked if s["ratio"]]
    table.append("")
    table.append("apps: %d; unchecked: %d; findings: %d; median coverage: %s; median speed ratio: %s (max %s)" % (
        len(checked), sum(1 for s in checked if s["unchecked_targets"]),
        sum(sum(v for k, v in s["findings"].items()) for s in checked),
        "%.0f%%" % statistics.median(covered) if covered else "not reported",
        "%.2fx" % statistics.median(ratios) if ratios else "-", "%.2fx" % max(ratios) if ratios else "-"))
print("\n".join(table))
with open(os.path.join(OUT, "table.md"), "w") as f:
    f.write("\n".join(table) + "\n")
with open(os.path.join(OUT, "summary.json"), "w") as f:
    json.dump(summary, f, indent=1)
PYTHON
