#!/usr/bin/env bash
# The project's test command (README, and what CI runs): set-up, the whole test suite, the SwiftPM plugins on a fixture
# package, 60 s of fuzzing, sanitizers.
#   Scripts/test.sh            everything
#   Scripts/test.sh --quick    the test suite only (what you run while working)
set -euo pipefail
cd "$(dirname "$0")/.."

# libyaml through pkg-config (Debian's libyaml-dev); jsonschema validates SARIF output and the schemas/ in the tests.
if ! pkg-config --exists yaml-0.1 2>/dev/null; then
  echo "test: installing libyaml-dev"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libyaml-dev pkg-config
  else sudo apt-get update -qq && sudo apt-get install -y -qq libyaml-dev pkg-config; fi
fi
python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install -q jsonschema

start=$(date +%s)
step=$start
echo "== swift test"
swift test
echo "   ($(( $(date +%s) - step )) s)"

[ "${1:-}" = "--quick" ] && exit 0

step=$(date +%s)
echo "== SwiftPM plugins, Swift and scene files, beside a macro package's swift-syntax (Tests/Fixtures/PluginPackage)"
Scripts/plugin-fixture.sh
echo "   ($(( $(date +%s) - step )) s)"

step=$(date +%s)
# The bundle packs the debug navlint `swift test` built (RELEASE_BINARY): a release build compiles swift-syntax once
# more, optimised (NAVSCENE_RELEASE_BUILD=1 does it: Scripts/release.sh's own build and --static-swift-stdlib).
echo "== artifact bundle, plugins-only package and the GitHub Action's script"
if [ "${NAVSCENE_RELEASE_BUILD:-}" = 1 ]; then Scripts/plugin-fixture.sh --binary
else RELEASE_BINARY=$(swift build --show-bin-path)/navlint Scripts/plugin-fixture.sh --binary; fi
echo "   ($(( $(date +%s) - step )) s)"

step=$(date +%s)
echo "== fuzzing: 40 s for each of the scene, swift, fix and lsp targets, plus about 3 min compiling swift-syntax the first time (and NavScene's modules under the fuzzer)"
# A fixed seed and the seeds only: the same inputs on every machine, so what this step finds, the same command finds
# again (with more seconds on a slower machine: the runs bound the inputs). Longer, exploring runs are by hand
# (`.ci/fuzz 1800`, Tests/Fixtures/fuzz-open/README.md).
FUZZ_TARGETS="scene swift fix lsp" FUZZ_SEED=1 FUZZ_FRESH=1 FUZZ_TIMEOUT=30 FUZZ_RUNS="scene=30000 swift=700 fix=900 lsp=20000" .ci/fuzz 40
echo "   ($(( $(date +%s) - step )) s)"

step=$(date +%s)
echo "== sanitizers"
.ci/sanitizers
echo "   ($(( $(date +%s) - step )) s)"
echo "== all steps: $(( $(date +%s) - start )) s"
