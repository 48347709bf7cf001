#!/usr/bin/env bash
# `navlint extract` on real SwiftUI apps: for each app folder of DIR, extract the scene of every Swift target lint
# checks there (`--target`, the targets `navlint --verbose` names), lint those scenes, and compare their errors and
# warnings (rule and count) with lint of the Swift. Prints one row per app: whether every scene loads (no loader error),
# and SAME or DIFF with both rule counts.
#
#   Benchmarks/extract-roundtrip.sh DIR                       # with .build/release/navlint (built if missing)
#   NAVLINT=/path/to/navlint APPS='Harbour|SyncUps' OUT=/tmp/x Benchmarks/extract-roundtrip.sh DIR
#
# Lint reports a finding several targets make once (a shared package's view, the same Swift location); a scene does not
# say where in the Swift a finding is, so the scenes' findings are merged by (rule, message): a pair counts as often as
# the target that has it most. That undercounts one message made by two targets in their own files (isowords' two
# preview apps' NavigationView warnings). Swift `infos` (swift-unmodelled) are not compared.
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
  "$NAVLINT" --verbose "$app" > "$OUT/$app.swift" 2> "$OUT/$app.notes" || true
  # The targets lint checked: a manifest's (by name) or a guessed module (by directory), one per line.
  (set +o pipefail; grep -oE "^navlint: [^:]+: Swift target '[^']+'" "$OUT/$app.notes" | sed -E "s/.*Swift target '([^']+)'/\1/";
   grep -oE "^navlint: [^:]+: no Package.swift or .xcodeproj" "$OUT/$app.notes" | sed -E 's/^navlint: ([^:]+): .*/\1/') | sort -u > "$OUT/$app.targets"
  load="yes"; : > "$OUT/$app.scene"; : > "$OUT/$app.extract"; : > "$OUT/$app.scene.counts"
  while IFS= read -r target; do
    file="$OUT/$app.$(echo "$target" | tr '/ ' '__').yaml"
    rm -f "$file"
    "$NAVLINT" extract "$app" --target "$target" --to "$file" >> "$OUT/$app.extract" 2>&1 || true
    [ -f "$file" ] || continue   # a target with nothing the front end reads as a scene
    "$NAVLINT" "$file" > "$file.lint" 2>&1 || true
    # A loader error is one whose rule is a loader's (the scene did not load as written).
    if grep -qE ": error: .*\[(yaml-syntax|invalid-value|unknown-[a-z]+|missing-key|wrong-shape|duplicate-[a-z]+|type-mismatch)\]$" "$file.lint"; then load="no"; fi
    (set +o pipefail; grep -oE ": (error|warning): .*\[[a-z-]+\]$" "$file.lint" | sed -E 's/^: (error|warning): //' | sort | uniq -c) >> "$OUT/$app.scene.counts"
  done < "$OUT/$app.targets"
  # Findings several targets make, once (the largest count of each (rule, message) over the targets).
  awk '{count=$1; $1=""; if (count > max[$0]) max[$0]=count} END {for (k in max) for (i = 0; i < max[k]; i++) print ": error: " k}' \
    "$OUT/$app.scene.counts" > "$OUT/$app.scene"
  rm -f "$OUT/$app.scene.counts"
  [ "$load" = yes ] && loaded=$((loaded + 1))
  s="$(rules "$OUT/$app.scene")"; w="$(rules "$OUT/$app.swift")"
  if [ "$s" == "$w" ]; then verdict=SAME; same=$((same + 1)); else verdict=DIFF; fi
  echo "| $app | $load | $verdict | ${s:-none} | ${w:-none} |"
done
echo "loads: $loaded of $total; same errors and warnings as the Swift: $same of $total"
