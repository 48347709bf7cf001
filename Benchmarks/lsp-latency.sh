#!/usr/bin/env bash
# Keystroke -> publishDiagnostics latency of `navlint lsp` (release build), on a ~10,000-line SwiftUI module and a
# 50-screen scene file: Benchmarks/lsp-latency.py drives the server with a scripted client over pipes.
#
#   Benchmarks/lsp-latency.sh                 # build (release, scratch .build-bench) and measure
#   SKIP_BUILD=1 Benchmarks/lsp-latency.sh    # reuse the build
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH="${SCRATCH:-.build-bench}"
if [ -z "${SKIP_BUILD:-}" ]; then
  swift build -c release --scratch-path "$SCRATCH" --product navlint
fi
BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"
exec python3 Benchmarks/lsp-latency.py --navlint "$BIN/navlint" "$@"
