#!/usr/bin/env bash
# The Swift front end's benchmark: navlint (release) on a generated SwiftUI module of about 10,000 lines
# (Benchmarks/generate_swift.py), parsed with swift-syntax, built into the scene model, checked and analysed by every
# rule, on one core (taskset), median of RUNS (default 5). Writes the row "Swift front end" of Benchmarks/RESULTS.md.
#
#   Benchmarks/swift-frontend.sh                 # build (release, scratch .build-bench) and measure
#   SKIP_BUILD=1 Benchmarks/swift-frontend.sh    # reuse the build
#   BIN=.build/debug RUNS=1 Benchmarks/swift-frontend.sh   # another build (checks the full work; its row is not a figure)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-5}"
SCRATCH="${SCRATCH:-.build-bench}"
BIN_GIVEN="${BIN:-}"
if [ -z "${BIN:-}" ]; then
  if [ -z "${SKIP_BUILD:-}" ]; then
    swift build -c release --scratch-path "$SCRATCH" --product navlint
  fi
  BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"
fi
generated=$(python3 Benchmarks/generate_swift.py)
lines=$(cut -d' ' -f1 <<<"$generated")
sites=$(sed -n 's/.*, \([0-9]*\) navigation sites$/\1/p' <<<"$generated")
echo "== $lines lines of SwiftUI; checking that navlint did the full work (clean at --fail-on info, nothing unmodelled)"
# A timing counts only if every rule ran on the whole module: a module the front end could not model, or an analysis
# stopped at its bound, finishes fast and proves nothing.
status=0
found="$("$BIN/navlint" --fail-on info Benchmarks/corpus-swift/App 2>&1)" || status=$?
for marker in swift-unmodelled exploration-budget "expands past the analysis' bound"; do
  if grep -q -- "$marker" <<<"$found"; then
    echo "$found" | grep -- "$marker" | head -5 >&2
    echo "FAIL: navlint did not do the full work ($marker: $(grep -c -- "$marker" <<<"$found") lines); not timed" >&2; exit 1
  fi
done
coverage="$(grep -E '^navigation: [0-9]+ of [0-9]+ sites modelled' <<<"$found" || true)"
if [ -z "$coverage" ] || ! grep -q "^navigation: $sites of $sites sites modelled (100%)" <<<"$coverage"; then
  echo "${coverage:-no coverage line}" >&2
  echo "FAIL: navlint did not model the whole module (expected all $sites navigation sites modelled); not timed" >&2; exit 1
fi
found="$(grep -vE '^navigation: [0-9]+ of [0-9]+ sites modelled' <<<"$found" || true)"
if [ "$status" -ne 0 ] || [ -n "$found" ]; then
  echo "$found" | head -40 >&2; echo "FAIL: the generated module does not lint clean (exit $status); not timed" >&2; exit 1
fi
pin=(); command -v taskset >/dev/null && pin=(taskset -c 0)
times=()
for _ in $(seq "$RUNS"); do
  /usr/bin/time -f "%e %U %M" -o Benchmarks/.swift-time "${pin[@]}" "$BIN/navlint" Benchmarks/corpus-swift/App >/dev/null
  times+=("$(cat Benchmarks/.swift-time)")
done
rm -f Benchmarks/.swift-time
median=$(printf '%s\n' "${times[@]}" | sort -n | awk -v n="${#times[@]}" 'NR == int((n + 1) / 2)')
read -r wall cpu rss <<<"$median"
verdict=$(awk -v w="$wall" 'BEGIN { print (w < 1.0) ? "met (< 1 s)" : "MISSED (< 1 s)" }')
row="| Swift front end: navlint on $lines lines of SwiftUI (11 files, one core) | $wall s (cpu $cpu s) |  |  | $(awk -v k="$rss" 'BEGIN { printf "%.1f MiB", k / 1024 }') |  | $verdict |"
echo "$row"
# Another build's row (BIN given) is a check of the full work, not a figure: RESULTS.md is left as it is.
[ -n "${BIN_GIVEN:-}" ] && exit 0
# The section "## Swift front end" (always last) is replaced.
awk '/^## Swift front end/ { exit } { print }' Benchmarks/RESULTS.md | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > Benchmarks/.results
mv Benchmarks/.results Benchmarks/RESULTS.md
{
  echo
  echo "## Swift front end"
  echo
  echo "Produced by \`Benchmarks/swift-frontend.sh\` on $(date -u +%Y-%m-%d) (median of $RUNS runs; wall time, user CPU, peak memory): parse with swift-syntax, build the scene model, check it, run every rule."
  echo
  echo "| figure | value | floor | ratio | peak memory | memory / input | target |"
  echo "|---|---|---|---|---|---|---|"
  echo "$row"
} >> Benchmarks/RESULTS.md
