#!/usr/bin/env bash
# The SwiftPM plugins, used by a package the way an app's package uses them (Tests/Fixtures/PluginPackage depends on
# this repository by relative path). Builds navlint once inside the fixture (50-135 s from scratch on 2 shared cores, 78 s of CPU; the
# scratch path .build-plugin is kept between runs), then checks:
#   swift package navlint Sources/App   exit 0 (a clean scene)
#   swift package navlint Mistakes      exit 1, the finding at its line
#   swift build --target App            the build-tool plugin passes
#   swift build --target Broken         the build-tool plugin reports the finding as file:line:col: error and fails
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scratch=${PLUGIN_SCRATCH:-$root/.build-plugin}
cd Tests/Fixtures/PluginPackage
failures=0
check() {  # check NAME EXPECTED-STATUS EXPECTED-LINE COMMAND...
  local name=$1 expected=$2 line=$3; shift 3
  local output status
  output=$("$@" 2>&1); status=$?
  if [ "$status" != "$expected" ]; then
    echo "FAIL $name: exit $status, expected $expected"; echo "$output" | tail -20; failures=$((failures + 1)); return
  fi
  if [ -n "$line" ] && ! grep -qF -- "$line" <<<"$output"; then
    echo "FAIL $name: no line '$line' in:"; echo "$output" | tail -20; failures=$((failures + 1)); return
  fi
  echo "ok   $name"
}
start=$(date +%s)
check "swift package navlint Sources/App" 0 "" swift package --scratch-path "$scratch" navlint Sources/App
echo "     (navlint built inside the fixture in $(( $(date +%s) - start )) s)"
check "swift package navlint Mistakes" 1 \
  "Mistakes/Broken.yaml:7:11: error: no navigationDestination for Color is visible from this link, so it never does anything [link-without-destination]" \
  swift package --scratch-path "$scratch" navlint Mistakes
check "swift build --target App" 0 "navlint: checking 1 scene file of App" swift build --scratch-path "$scratch" --target App
check "swift build --target Broken" 1 \
  "$PWD/Sources/Broken/Broken.yaml:7:11: error: no navigationDestination for Color is visible from this link" \
  swift build --scratch-path "$scratch" --target Broken
echo "plugins: $failures failure(s) in $(( $(date +%s) - start )) s"
[ "$failures" = 0 ]
