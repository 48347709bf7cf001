#!/usr/bin/env bash
# Growth of navlint's cost on a long chain of view links: a generated SwiftUI module of N views, each linking to the
# next (`struct StepK: View { var body: some View { NavigationLink("Next") { StepK+1() } } }`, the App showing Step0
# in a NavigationStack), for N doubling (default 1000 2000 4000 8000). Prints the cost per size and the growth
# exponent per 2x (log2 of the ratio of two neighbouring sizes' costs); linear is 1.0, the target is <= 1.2 (the rules'
# questions about what is above a node were quadratic in the chain's depth: 2.0). Writes Benchmarks/chain-growth.md.
#
# The cost is user CPU time (median of RUNS, default 3, on one core), or with COUNT=callgrind the instructions
# valgrind's callgrind counts (one run; independent of the machine's load).
#
#   Benchmarks/chain-growth.sh                               # build (release, scratch .build-bench) and measure
#   SKIP_BUILD=1 Benchmarks/chain-growth.sh                  # reuse the release build
#   BIN=.build/debug SIZES="500 1000 2000 4000" Benchmarks/chain-growth.sh   # a debug build (no release build)
#   COUNT=callgrind Benchmarks/chain-growth.sh               # count instructions
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-3}"
SIZES="${SIZES:-1000 2000 4000 8000}"
COUNT="${COUNT:-time}"
SCRATCH="${SCRATCH:-.build-bench}"
if [ -z "${BIN:-}" ]; then
  if [ -z "${SKIP_BUILD:-}" ]; then swift build -c release --scratch-path "$SCRATCH" --product navlint; fi
  BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pin=(); command -v taskset >/dev/null && pin=(taskset -c 0)

generate() { # $1: views; writes $work/chain$1/Chain.swift
  mkdir -p "$work/chain$1"
  python3 - "$1" "$work/chain$1/Chain.swift" <<'PY'
import sys
n, path = int(sys.argv[1]), sys.argv[2]
lines = ["import SwiftUI", "",
         "@main struct ChainApp: App { var body: some Scene { WindowGroup { NavigationStack { Step0() } } } }", ""]
lines += [f'struct Step{k}: View {{ var body: some View {{ NavigationLink("Next") {{ Step{k + 1}() }} }} }}' for k in range(n)]
lines.append(f'struct Step{n}: View {{ var body: some View {{ Text("End") }} }}')
open(path, "w").write("\n".join(lines) + "\n")
PY
}

cost() { # $1: views; prints the cost of one navlint run on the chain
  if [ "$COUNT" = callgrind ]; then
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN/navlint" "$work/chain$1" 2>&1 >/dev/null \
      | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' | tail -1
  else
    local runs=()
    for _ in $(seq "$RUNS"); do
      /usr/bin/time -f "%U" -o "$work/time" "${pin[@]}" "$BIN/navlint" "$work/chain$1" >/dev/null
      runs+=("$(cat "$work/time")")
    done
    printf '%s\n' "${runs[@]}" | sort -n | awk -v n="${#runs[@]}" 'NR == int((n + 1) / 2)'
  fi
}

unit=$([ "$COUNT" = callgrind ] && echo "instructions" || echo "s user CPU")
rows=(); previous=""; previousSize=""; worst=0
for size in $SIZES; do
  generate "$size"
  # A cost counts only if navlint did the whole check: the chain is correct, so it lints clean.
  if ! found="$("$BIN/navlint" --fail-on info "$work/chain$size" 2>&1)" || grep -q . <<<"$(grep -vE '^navigation: [0-9]+ of [0-9]+ sites modelled' <<<"$found")"; then
    echo "$found" | head -20 >&2; echo "FAIL: the chain of $size views does not lint clean; not measured" >&2; exit 1
  fi
  value="$(cost "$size")"
  exponent=""
  if [ -n "$previous" ]; then
    exponent=$(awk -v a="$previous" -v b="$value" -v m="$previousSize" -v n="$size" 'BEGIN { printf "%.2f", log(b / a) / log(n / m) }')
    worst=$(awk -v w="$worst" -v e="$exponent" 'BEGIN { print (e > w) ? e : w }')
  fi
  echo "$size views: $value $unit${exponent:+ (growth exponent $exponent)}"
  rows+=("| $size | $value | ${exponent:-} |")
  previous="$value"; previousSize="$size"
done
verdict=$(awk -v w="$worst" 'BEGIN { print (w <= 1.2) ? "met (<= 1.2)" : "MISSED (<= 1.2)" }')
echo "worst growth exponent per 2x: $worst, $verdict"
{
  echo "# A long chain of view links"
  echo
  echo "Produced by \`Benchmarks/chain-growth.sh\` on $(date -u +%Y-%m-%d) with $BIN/navlint, cost = $unit$([ "$COUNT" = callgrind ] || echo " (median of $RUNS runs, one core)"). Worst growth exponent per 2x: $worst, $verdict."
  echo
  echo "| views | $unit | growth exponent |"
  echo "|---|---|---|"
  printf '%s\n' "${rows[@]}"
} > Benchmarks/chain-growth.md
[ "$verdict" = "met (<= 1.2)" ]
