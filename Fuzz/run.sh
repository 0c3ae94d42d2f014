#!/usr/bin/env bash
# Runs the libFuzzer targets Fuzz/build.sh built, one per core at a time, each for a bounded
# time, with the seed corpus and Fuzz/tablespec.dict.
#
# Usage: Fuzz/run.sh [BUILD_DIR] [TARGET...]     (default .build-fuzz, every target)
#   FUZZ_SECONDS=60   time per target (`make fuzz`; `make fuzz-smoke` uses 10)
#   FUZZ_RUNS=N       stop a target after N executions instead (FUZZ_SECONDS still bounds it)
#   FUZZ_FLAGS="..."  more libFuzzer flags, e.g. -jobs=2 or -seed=1
#   FUZZ_JOBS=N       targets run at once (default: the number of cores)
#
# In BUILD_DIR/fuzz: seeds/<target>/ is rebuilt each run from specs/, the test fixtures
# (Tests/**/Fixtures/**/*.yaml|yml|json) and Tests/TableSpecTests/Fixtures/Regressions/<target>/;
# corpus/<target>/ keeps what the fuzzer found between runs; artifacts/<target>/ gets
# crash-*, timeout-*, leak-* and oom-* inputs; logs/<target>.log the whole output of the
# last run and logs/history.tsv one line per run (time, target, status, executions, stats).
# Exit status 1 when any target found a problem (the log and the input are named).
set -euo pipefail
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}   # libFuzzer and ASan report crashes themselves
cd "$(dirname "$0")/.."
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0}
BUILD=${1:-.build-fuzz}
[ $# -gt 0 ] && shift
OUT="$BUILD/fuzz"
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
  mapfile -t TARGETS < <(cd Fuzz/Targets && ls ./*.swift | sed 's|^\./||; s|\.swift$||')
fi
REGRESSIONS=Tests/TableSpecTests/Fixtures/Regressions
SEPARATOR=$'\n#--8<--\n'   # FuzzBodies.separator

# 1. Seeds: every spec and fixture; pairs of them for diff.
mapfile -t SPECS < <(find specs Tests -type f \( -path 'specs/*' -o -path '*/Fixtures/*' \) \
  \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) -not -path "$REGRESSIONS/*" | LC_ALL=C sort)
mapfile -t DIFF_SIDES < <(find specs Tests/tablectlTests/Fixtures/diff -maxdepth 1 -type f \
  \( -name '*.yaml' -o -name '*.json' \) | LC_ALL=C sort)
rm -rf "$OUT/seeds"
for target in "${TARGETS[@]}"; do
  seeds="$OUT/seeds/$target"
  mkdir -p "$seeds" "$OUT/corpus/$target" "$OUT/artifacts/$target" "$OUT/logs"
  case $target in
    diff)
      for a in "${DIFF_SIDES[@]}"; do
        for b in "${DIFF_SIDES[@]}"; do
          { cat "$a"; printf '%s' "$SEPARATOR"; cat "$b"; } > "$seeds/$(basename "$a")--$(basename "$b")"
        done
      done ;;
    json)
      for f in "${SPECS[@]}"; do [[ $f == *.json ]] && cp "$f" "$seeds/${f//\//_}"; done ;;
    simulate)
      for f in specs/*.actions.yaml Tests/TableSpecTests/Fixtures/Simulation/*.yaml Tests/tablectlTests/Fixtures/simulate/*.yaml; do
        { cat specs/onboarding.yaml; printf '%s' "$SEPARATOR"; cat "$f"; } > "$seeds/$(basename "$f")"
      done ;;
    *)
      for f in "${SPECS[@]}"; do cp "$f" "$seeds/${f//\//_}"; done ;;
  esac
  if [ -d "$REGRESSIONS/$target" ]; then cp "$REGRESSIONS/$target"/* "$seeds/" 2>/dev/null || true; fi
done

# 2. The targets, FUZZ_JOBS at a time (default: one per core; libFuzzer runs a target on
#    one thread), each alone in its log; the summary is in the order of TARGETS.
for target in "${TARGETS[@]}"; do
  [ -x "$OUT/$target" ] || { echo "fuzz: no target '$target' in $OUT (run Fuzz/build.sh)" >&2; exit 2; }
done
fuzz_one() {   # fuzz_one TARGET: one bounded run; its status in logs/TARGET.status
  local target=$1 binary="$OUT/$1" log="$OUT/logs/$1.log" flags
  flags=(-max_total_time="$SECONDS_EACH" -max_len=65536 -timeout=10 -rss_limit_mb=2048
         -dict=Fuzz/tablespec.dict -artifact_prefix="$OUT/artifacts/$target/" -print_final_stats=1)
  [ -n "${FUZZ_RUNS:-}" ] && flags+=(-runs="$FUZZ_RUNS")
  # shellcheck disable=SC2206
  [ -n "${FUZZ_FLAGS:-}" ] && flags+=($FUZZ_FLAGS)
  if "$binary" "${flags[@]}" "$OUT/corpus/$target" "$OUT/seeds/$target" > "$log" 2>&1; then
    echo ok > "$OUT/logs/$target.status"
  else
    echo FAILED > "$OUT/logs/$target.status"
  fi
}
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
running=0
for target in "${TARGETS[@]}"; do
  if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
  echo "fuzz: $target (${FUZZ_RUNS:+$FUZZ_RUNS runs, at most }${SECONDS_EACH} s) → $OUT/logs/$target.log"
  fuzz_one "$target" &
  running=$((running + 1))
done
wait

failed=()
summary=()
for target in "${TARGETS[@]}"; do
  log="$OUT/logs/$target.log"
  status=$(cat "$OUT/logs/$target.status" 2>/dev/null || echo FAILED)
  rm -f "$OUT/logs/$target.status"
  [ "$status" = ok ] || failed+=("$target")
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  last=$({ grep -E '^#[0-9]+' "$log" || true; } | tail -1 | sed -E 's/^#[0-9]+[[:space:]]+[A-Z]+[[:space:]]+//')
  corpus=$(find "$OUT/corpus/$target" -type f | wc -l)
  summary+=("$(printf '%-7s %-6s %12s execs  %s  corpus files: %s' "$target" "$status" "${runs:-?}" "${last:-?}" "$corpus")")
  # One line per run in logs/history.tsv, kept across runs: a campaign's total executions
  # per target is the sum of its lines (docs/robustness.md, "The long run").
  printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$target" "$status" "${runs:-?}" "${last:-?}" \
    >> "$OUT/logs/history.tsv"
  if [ "$status" = FAILED ]; then
    grep -E 'ERROR: |SUMMARY: |Test unit written to|broken promises' "$log" | head -5 | sed 's/^/  /' >&2 || true
  fi
done

echo "fuzz: summary"
printf '  %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: problems found by: ${failed[*]}; inputs in $OUT/artifacts/<target>/, replay one with $OUT/<target> FILE" >&2
  exit 1
fi
