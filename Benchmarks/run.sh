#!/usr/bin/env bash
# One command for the benchmarks: builds navlint and navscene-bench in release mode, compiles the C floor, generates
# the corpus (deterministic; into Benchmarks/corpus/, git-ignored), checks that every generated file loads with zero
# loader errors, then measures and writes Benchmarks/RESULTS.md.
#
#   Benchmarks/run.sh            # median of 5 paired runs
#   RUNS=7 Benchmarks/run.sh     # more runs
#   SKIP_BUILD=1 Benchmarks/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-5}"
SCRATCH="${SCRATCH:-.build-bench}"
OUT=Benchmarks/.out
mkdir -p "$OUT"

if [ -z "${SKIP_BUILD:-}" ]; then
  echo "== building (release, scratch $SCRATCH)"
  swift build -c release --scratch-path "$SCRATCH" --product navlint
  swift build -c release --scratch-path "$SCRATCH" --product navscene-bench
fi
BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"

echo "== floor: gcc -O2 Benchmarks/floor.c -lyaml"
gcc -O2 -o "$OUT/floor" Benchmarks/floor.c $(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)

if [ ! -f Benchmarks/corpus/.stamp ] || [ Benchmarks/generate.py -nt Benchmarks/corpus/.stamp ]; then
  echo "== generating corpus"
  rm -rf Benchmarks/corpus
  python3 Benchmarks/generate.py
  touch Benchmarks/corpus/.stamp
fi

echo "== checking that every generated file loads with zero loader errors"
find Benchmarks/corpus -name '*.yaml' | sort > "$OUT/all.list"
if ! "$BIN/navscene-bench" check "@$OUT/all.list"; then
  echo "FAIL: the generator produced files with loader errors (listed above); fix Benchmarks/generate.py" >&2
  exit 1
fi

# The peer: yamllint, installed into a private venv when not on PATH.
YAMLLINT="$(command -v yamllint || true)"
if [ -z "$YAMLLINT" ]; then
  if [ ! -x "$OUT/venv/bin/yamllint" ]; then
    python3 -m venv "$OUT/venv" && "$OUT/venv/bin/pip" install -q yamllint || echo "(yamllint unavailable; skipped)"
  fi
  YAMLLINT="$OUT/venv/bin/yamllint"
fi

echo "== measuring ($RUNS runs each)"
python3 Benchmarks/bench.py --runs "$RUNS" --bin "$BIN" --floor "$OUT/floor" --yamllint "$YAMLLINT"
