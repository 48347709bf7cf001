#!/usr/bin/env bash
# One command for the benchmarks: builds navlint and navscene-bench in release mode, compiles the C floor, generates
# the corpus (deterministic; into Benchmarks/corpus/, git-ignored; both shapes, see generate.py), checks that every
# generated file loads with zero loader errors and that the real-app files lint clean, then measures and writes
# Benchmarks/RESULTS.md.
#
#   Benchmarks/run.sh                    # everything, median of 5 paired runs (about 20 minutes on 2 cores)
#   RUNS=7 Benchmarks/run.sh             # more runs
#   ONLY=navlint Benchmarks/run.sh       # only the rows whose names match (a regular expression); their rows in
#                                        # RESULTS.md are replaced, the others kept (e.g. after a rules change)
#   SKIP_BUILD=1 SKIP_PEER=1 Benchmarks/run.sh   # reuse the build; no yamllint
#   SKIP_GROWTH=1 Benchmarks/run.sh      # without the curve of every shape (Benchmarks/growth.py), 128 KB .. 10 MB
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

echo "== checking that the real-app files lint clean (exit 0, no output)"
for target in Benchmarks/corpus/app/app50.yaml Benchmarks/corpus/app/app84.yaml Benchmarks/corpus/app/small; do
  if ! found="$("$BIN/navlint" lint "$target" 2>&1)" || [ -n "$found" ]; then
    echo "$found" | head -40 >&2
    echo "FAIL: $target does not lint clean; fix Benchmarks/generate.py" >&2
    exit 1
  fi
done

# The peer: yamllint, installed into a private venv when not on PATH.
YAMLLINT=""
if [ -z "${SKIP_PEER:-}" ]; then
  YAMLLINT="$(command -v yamllint || true)"
  if [ -z "$YAMLLINT" ]; then
    if [ ! -x "$OUT/venv/bin/yamllint" ]; then
      python3 -m venv "$OUT/venv" && "$OUT/venv/bin/pip" install -q yamllint || echo "(yamllint unavailable; skipped)"
    fi
    YAMLLINT="$OUT/venv/bin/yamllint"
  fi
fi

echo "== measuring ($RUNS runs each)"
python3 Benchmarks/bench.py --runs "$RUNS" --bin "$BIN" --floor "$OUT/floor" --yamllint "$YAMLLINT" \
  ${ONLY:+--only "$ONLY"}

if [ -z "${SKIP_GROWTH:-}" ]; then
  echo "== growth on every shape (Benchmarks/growth.py)"
  python3 Benchmarks/growth.py --bin "$BIN" --floor "$OUT/floor" --runs "$RUNS"
fi
