#!/usr/bin/env bash
# The SwiftPM plugins, used by a package the way an app's package uses them (Tests/Fixtures/PluginPackage depends on
# this repository by relative path, and on Tests/Fixtures/MacroPackage, a macro package that pins swift-syntax
# exactly). Builds navlint once inside the fixture (the scratch path .build-plugin is kept between runs), then checks:
#   swift-syntax resolves to the macro package's pin     600.0.1, the oldest release navlint accepts (then built)
#   swift package navlint Sources/App   exit 0 (a clean scene)
#   swift package navlint Mistakes      exit 1, the finding at its line
#   swift build --target App            the build-tool plugin passes; the macro expands
#   swift build --target Broken         the build-tool plugin reports the finding as file:line:col: error and fails
#   swift build --target Recipes        SwiftUI source only, across two directories: the warning at its line, passes
#   swift-syntax resolves beside a macro package pinned to 603.0.1, the newest (resolution only: `swift test`
#                                       builds navlint with 603.0.1)
# Scripts/plugin-fixture.sh --binary: the prebuilt route instead. Scripts/release.sh packs the release navlint into
# Plugins/Binary/navlint.artifactbundle.zip (release scratch .build-release, kept; RELEASE_BINARY=FILE packs that
# binary instead of building, as Scripts/test.sh does with the debug build), then:
#   info.json's version is the binary's     `navlint --version`
#   swift build --target Broken             Tests/Fixtures/BinaryPluginPackage over Plugins/Binary: the finding, the
#                                           build fails, and no swift-syntax is fetched or compiled
#   swift package navlint Sources           the command plugin over the same binary: exit 1
#   Scripts/action.sh install|lint|finish   the GitHub Action's steps: the bundle fetched by URL (file://) and its
#                                           version checked; annotations and a SARIF report; the exit status kept;
#   Scripts/action.sh graph-diff            the pull-request comment's body (navlint graph --diff HEAD)
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
  # SwiftPM itself (swift-package, swift-build) dies now and then of a SIGSEGV in libdispatch's event loop on Linux
  # (swiftlang/swift-package-manager#8171): exit 139 of a `swift` command is that toolchain crash, never navlint's (navlint
  # runs as the plugin's child process; its crash is the plugin's error and swift's exit 1). Retried once, and said so.
  if [ "$status" = 139 ] && [ "$1" = swift ]; then
    echo "     ($name: the swift toolchain crashed with SIGSEGV, exit 139; retried once)"
    output=$("$@" 2>&1); status=$?
  fi
  if [ "$status" != "$expected" ]; then
    echo "FAIL $name: exit $status, expected $expected"; echo "$output" | tail -20; failures=$((failures + 1)); return
  fi
  if [ -n "$line" ] && ! grep -qF -- "$line" <<<"$output"; then
    echo "FAIL $name: no line '$line' in:"; echo "$output" | tail -20; failures=$((failures + 1)); return
  fi
  echo "ok   $name"
}
resolved_swift_syntax() {  # the swift-syntax version Package.resolved pins
  python3 -c 'import json,sys; pins=json.load(open("Package.resolved"))["pins"]; print(next(p["state"].get("version") for p in pins if p["identity"]=="swift-syntax"))'
}
start=$(date +%s)

if [ "${1:-}" = --binary ]; then
  cd "$root"
  Scripts/release.sh Plugins/Binary > /tmp/navlint-checksum.$$ || { echo "FAIL Scripts/release.sh"; exit 1; }
  echo "     (release navlint and bundle in $(( $(date +%s) - start )) s; checksum $(cat /tmp/navlint-checksum.$$))"
  rm -f /tmp/navlint-checksum.$$
  version=$("${RELEASE_BINARY:-${RELEASE_SCRATCH:-$root/.build-release}/release/navlint}" --version)
  bundle_version() { unzip -p Plugins/Binary/navlint.artifactbundle.zip navlint.artifactbundle/info.json |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["artifacts"]["navlint"]["version"])'; }
  check "info.json's version is navlint --version ($version)" 0 "$version" bundle_version
  cd Tests/Fixtures/BinaryPluginPackage
  bscratch=${BINARY_PLUGIN_SCRATCH:-$root/.build-binary-plugin}
  rm -f Package.resolved
  check "swift build --target Broken (prebuilt navlint)" 1 \
    "$PWD/Sources/Broken/Broken.yaml:7:11: error: no navigationDestination for Color is visible from this link" \
    swift build --scratch-path "$bscratch" --target Broken
  no_swift_syntax() { ! ls "$bscratch/checkouts" 2>/dev/null | grep -qi swift-syntax && ! find "$bscratch" -name 'SwiftSyntax*.swiftmodule' | grep -q .; }
  check "no swift-syntax fetched or compiled" 0 "" no_swift_syntax
  check "swift package navlint Sources (prebuilt navlint)" 1 "Broken.yaml:7:11: error:" \
    swift package --scratch-path "$bscratch" navlint Sources
  cd "$root"
  out=$(mktemp -d)
  check "action.sh install (a release bundle by URL)" 0 "" env INPUT_VERSION="$version" GITHUB_OUTPUT="$out/install" \
    RUNNER_TEMP="$out" INPUT_BUNDLE_URL="file://$root/Plugins/Binary/navlint.artifactbundle.zip" Scripts/action.sh install
  navlint=$(sed -n 's/^navlint=//p' "$out/install" 2>/dev/null)
  check "action.sh install refuses a bundle of another version" 2 "not 9.9.9" env INPUT_VERSION=9.9.9 \
    GITHUB_OUTPUT="$out/other" RUNNER_TEMP="$out" INPUT_BUNDLE_URL="file://$root/Plugins/Binary/navlint.artifactbundle.zip" Scripts/action.sh install
  check "action.sh lint (annotations, SARIF, status kept)" 0 "::error file=Tests/Fixtures/PluginPackage/Mistakes/Broken.yaml,line=7" \
    env NAVLINT="$navlint" GITHUB_OUTPUT="$out/lint" INPUT_PATHS="Tests/Fixtures/PluginPackage/Mistakes" \
    INPUT_SARIF_FILE="$out/navlint.sarif" Scripts/action.sh lint
  check "action.sh lint's outputs" 0 "status=1" cat "$out/lint"
  sarif_results() { python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["runs"][0]["results"]; print(len(r), r[0]["ruleId"])' "$out/navlint.sarif"; }
  check "the SARIF report holds the finding" 0 "1 link-without-destination" sarif_results
  check "action.sh finish fails the job after the upload" 1 "" env STATUS=1 Scripts/action.sh finish
  check "action.sh graph-diff (the sticky comment's body)" 0 "comment=$out/comment.md" env NAVLINT="$navlint" \
    GITHUB_OUTPUT="$out/graph" INPUT_GRAPH_DIFF=HEAD INPUT_GRAPH_TARGET=Examples/Inbox.yaml INPUT_COMMENT_FILE="$out/comment.md" \
    sh -c 'Scripts/action.sh graph-diff && cat "$GITHUB_OUTPUT"'
  check "the comment carries its marker and the diff" 0 "<!-- navlint-graph-diff -->" head -3 "$out/comment.md"
  rm -rf "$out"
  echo "bundle and action: $failures failure(s) in $(( $(date +%s) - start )) s"
  [ "$failures" = 0 ]; exit
fi

# Package.resolved is not committed (git ignores it): resolve afresh for each pin.
rm -f Package.resolved
check "resolve beside a macro package pinned to swift-syntax 600.0.1" 0 "" swift package --scratch-path "$scratch" resolve
check "swift-syntax resolved to 600.0.1" 0 "600.0.1" resolved_swift_syntax
check "swift package navlint Sources/App" 0 "" swift package --scratch-path "$scratch" navlint Sources/App
echo "     (navlint built inside the fixture with swift-syntax 600.0.1 in $(( $(date +%s) - start )) s)"
check "swift package navlint Mistakes" 1 \
  "Mistakes/Broken.yaml:7:11: error: no navigationDestination for Color is visible from this link, so it never does anything [link-without-destination]" \
  swift package --scratch-path "$scratch" navlint Mistakes
check "swift build --target App (and its macro)" 0 "navlint: checking 1 Swift file and 1 scene file of App" \
  swift build --scratch-path "$scratch" --target App
check "swift build --target Broken" 1 \
  "$PWD/Sources/Broken/Broken.yaml:7:11: error: no navigationDestination for Color is visible from this link" \
  swift build --scratch-path "$scratch" --target Broken
check "swift build --target Recipes (SwiftUI source only)" 0 \
  "$PWD/Sources/Recipes/RecipesApp.swift:28:10: warning: this navigationTitle is chained on the NavigationStack itself" \
  swift build --scratch-path "$scratch" --target Recipes
echo "     (oldest swift-syntax: $(( $(date +%s) - start )) s)"
newest=$(date +%s)
rm -f Package.resolved
check "resolve beside a macro package pinned to swift-syntax 603.0.1" 0 "" \
  env NAVSCENE_FIXTURE_SWIFT_SYNTAX=603.0.1 swift package --scratch-path "$scratch-newest" resolve
check "swift-syntax resolved to 603.0.1" 0 "603.0.1" resolved_swift_syntax
rm -f Package.resolved
echo "     (newest swift-syntax, resolution: $(( $(date +%s) - newest )) s)"
echo "plugins: $failures failure(s) in $(( $(date +%s) - start )) s"
[ "$failures" = 0 ]
