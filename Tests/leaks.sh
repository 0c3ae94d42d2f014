#!/usr/bin/env bash
# `make leaks`: valgrind --leak-check=full on TABLECTL over specs/, one run per line of RUNS
# below, as many at a time as the machine has cores (LEAKS_JOBS to choose; valgrind runs a
# program on one thread). Each run's line is printed in the order of RUNS, whatever order
# they finish in. Fails unless every run reports "definitely lost: 0 bytes" and no other
# valgrind error (Tests/valgrind.supp holds the suppressions, docs/robustness.md why).
#
# Usage: Tests/leaks.sh TABLECTL
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: Tests/leaks.sh TABLECTL}
jobs=${LEAKS_JOBS:-$(nproc 2>/dev/null || echo 2)}
# A run with --cache-dir starts when every run before it has ended: the first writes the
# cache (cold), the second reads it (warm).
RUNS=(
  "validate specs"
  "validate --format json specs"
  "diff --exit-zero specs/settings.yaml specs/profile.yaml"
  "validate --cache-dir .build/leaks-cache specs"
  "validate --cache-dir .build/leaks-cache specs"
  "render specs/settings.yaml"
  "render --format html specs/profile.yaml"
  "render --format svg specs/contacts.json"
  "export --format swift specs/contacts.json"
  "export --format yaml specs/onboarding.yaml"
  "export --format json specs/profile.yaml"
  "export --format markdown specs/settings.yaml"
  "export --format schema"
  "simulate --format json specs/onboarding.yaml --actions specs/onboarding.actions.yaml"
  "simulate specs/settings.yaml --actions specs/settings.actions.yaml"
  "render --locale de specs/settings.yaml"
  "strings specs/settings.yaml --catalog specs/Settings.xcstrings"
  "validate specs/dynamic/people.yaml --data contacts=specs/dynamic/people-before.data.json"
)
logs=.build/leaks
rm -rf "$logs" .build/leaks-cache
mkdir -p "$logs"

check() {   # check INDEX: one valgrind run, its log and exit status under $logs
  local args=${RUNS[$1]}
  # shellcheck disable=SC2086
  valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 \
    --suppressions=Tests/valgrind.supp "$bin" $args >/dev/null 2>"$logs/$1.log"
  echo $? >"$logs/$1.rc"
}

running=0
for index in "${!RUNS[@]}"; do
  if [[ ${RUNS[$index]} == *--cache-dir* ]]; then wait; running=0; fi
  if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
  check "$index" &
  running=$((running + 1))
done
wait

status=0
for index in "${!RUNS[@]}"; do
  rc=$(cat "$logs/$index.rc" 2>/dev/null || echo "?")
  lost=$(grep -o 'definitely lost: [0-9,]* bytes' "$logs/$index.log" || echo 'definitely lost: 0 bytes')
  echo "leaks: tablectl ${RUNS[$index]}: $lost (exit $rc)"
  if [ "$rc" = 99 ] || [ "$rc" = "?" ]; then status=1; cat "$logs/$index.log"; fi
done
rm -rf "$logs" .build/leaks-cache
exit $status
