#!/usr/bin/env bash
# Builds a release navlint and packs it as a SwiftPM artifact bundle for this platform:
#   Scripts/release.sh [OUTPUT-DIR]      (default: .build-release-bundle)
# writes OUTPUT-DIR/navlint.artifactbundle.zip (info.json: schemaVersion 1.0, artifacts.navlint, type executable, one
# variant for this machine's triple) and prints its checksum (`swift package compute-checksum`), the value a
# `.binaryTarget(name:url:checksum:)` names (Plugins/Binary/README.md). The version in info.json is the one the built
# binary prints (`navlint --version`, from ToolInfo.version: the one place it is written). The Swift standard library
# is linked statically where the toolchain ships it (Linux: --static-swift-stdlib), so the binary needs only the
# system's libc and libyaml.
#   RELEASE_SCRATCH=DIR   the release build's scratch path (default .build-release; kept, so a second run is quick)
#   RELEASE_BINARY=FILE   pack this navlint instead of building one (CI packs the debug binary `swift test` built, so
#                         the bundle route is tested without compiling swift-syntax a second time; not for publishing)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${1:-$root/.build-release-bundle}
scratch=${RELEASE_SCRATCH:-$root/.build-release}
flags=(-c release --product navlint --scratch-path "$scratch")
if [ "$(uname)" = Linux ] && [ -d "$(dirname "$(dirname "$(command -v swift)")")/lib/swift_static" ]; then
  flags+=(--static-swift-stdlib)
fi
start=$(date +%s)
if [ -n "${RELEASE_BINARY:-}" ]; then
  binary=$RELEASE_BINARY
  echo "release: packing $binary (not built here)" >&2
else
  swift build "${flags[@]}" >&2
  echo "release: navlint built in $(( $(date +%s) - start )) s (${flags[*]})" >&2
  binary="$scratch/release/navlint"
fi
version=$("$binary" --version)
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
bundle="$staging/navlint.artifactbundle"
mkdir -p "$out"
rm -f "$out/navlint.artifactbundle.zip"
mkdir -p "$bundle/navlint-$version-$triple/bin"
cp "$binary" "$bundle/navlint-$version-$triple/bin/navlint"
strip "$bundle/navlint-$version-$triple/bin/navlint" 2>/dev/null || true
cp LICENSE "$bundle/LICENSE" 2>/dev/null || true
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "navlint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "navlint-$version-$triple/bin/navlint", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
(cd "$staging" && zip -qr -X bundle.zip navlint.artifactbundle)
mv "$staging/bundle.zip" "$out/navlint.artifactbundle.zip"
checksum=$(swift package compute-checksum "$out/navlint.artifactbundle.zip")
echo "release: $out/navlint.artifactbundle.zip (navlint $version, $triple)" >&2
echo "$checksum"
