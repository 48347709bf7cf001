#!/usr/bin/env bash
# `navlint extract` on real SwiftUI apps: for each app folder of DIR, extract the scene the Swift describes, lint that
# scene, and compare its errors and warnings (rule and count) with lint of the Swift. Prints one row per app: whether
# the scene loads (no loader error), and SAME or DIFF with both rule counts.
#
#   Benchmarks/extract-roundtrip.sh DIR                       # with .build/release/navlint (built if missing)
#   NAVLINT=/path/to/navlint APPS='Harbour|SyncUps' OUT=/tmp/x Benchmarks/extract-roundtrip.sh DIR
#
# Known, by design: `extract DIR` reads every .swift file under DIR as one module, while lint of DIR splits it into the
# targets its manifest or project declares (and their platforms): an app whose other targets (previews, a tvOS or
# macOS target) have findings of their own differs by those. Swift `infos` (swift-unmodelled) are not compared.
set -euo pipefail
DIR="${1:?usage: Benchmarks/extract-roundtrip.sh DIR (one folder per app)}"
DIR="$(cd "$DIR" && pwd)"
cd "$(dirname "$0")/.."
OUT="${OUT:-/tmp/extract-roundtrip}"
mkdir -p "$OUT"
if [ -z "${NAVLINT:-}" ]; then
  [ -x .build/release/navlint ] || swift build -c release --product navlint
  NAVLINT="$(pwd)/.build/release/navlint"
fi
# The errors and warnings of one output as "count [rule]" (none: empty), infos and swift-unmodelled left out.
rules() { (set +o pipefail; grep -oE ": (error|warning): .*\[[a-z-]+\]$" "$1" | grep -oE "\[[a-z-]+\]$" | grep -v swift-unmodelled | sort | uniq -c | awk '{printf "%s %s ", $1, $2}'); }
same=0; total=0; loaded=0
cd "$DIR"
for app in $(ls | grep -E "${APPS:-.}"); do
  [ -d "$app" ] || continue
  total=$((total + 1))
  "$NAVLINT" extract "$app" --to "$OUT/$app.yaml" > "$OUT/$app.extract" 2>&1 || true
  "$NAVLINT" "$OUT/$app.yaml" > "$OUT/$app.scene" 2>&1 || true
  "$NAVLINT" "$app" > "$OUT/$app.swift" 2>&1 || true
  # A loader error is one whose rule is a loader's (the scene did not load as written).
  if grep -qE ": error: .*\[(yaml-syntax|invalid-value|unknown-[a-z]+|missing-key|wrong-shape|duplicate-[a-z]+|type-mismatch)\]$" "$OUT/$app.scene"; then
    load="no"
  else
    load="yes"; loaded=$((loaded + 1))
  fi
  s="$(rules "$OUT/$app.scene")"; w="$(rules "$OUT/$app.swift")"
  if [ "$s" == "$w" ]; then verdict=SAME; same=$((same + 1)); else verdict=DIFF; fi
  echo "| $app | $load | $verdict | ${s:-none} | ${w:-none} |"
done
echo "loads: $loaded of $total; same errors and warnings as the Swift: $same of $total"
