#!/usr/bin/env bash
# `make test`: builds what the tests use, runs `swift test --skip-build "$@"`, keeps the
# whole log in .build/test.log and prints only what a person needs: build errors, each
# failing test with its details, skipped tests, and the summary lines. VERBOSE=1 streams
# the whole log instead. SWIFT_FLAGS (e.g. --scratch-path DIR) go to every swift call.
#
# The build names its products: `tablectl` (the CLI tests run it), `tablectl-bench` (so a
# change that breaks the benchmarks fails here) and the test bundle, instead of `swift
# test`'s own build of every target, which also compiles the plugins' host-tool copies of
# TableSpec, ArgumentParser and tablectl (SwiftPM 6 builds a plugin's tools apart, as
# `-tool` modules) that no test runs: about a quarter of a clean build. The plugins
# themselves are built, and run, by `make test-consumer`.
#
# A test skipped because a validator is missing is a failure here (make test installs them
# all; see `make test-tools`): a fresh clone must run every test. ALLOW_SKIPS=1 accepts
# skips (on a machine where a validator cannot be installed).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
log=${LOG:-.build/test.log}
swift=${SWIFT:-swift}
# shellcheck disable=SC2206
flags=(${SWIFT_FLAGS:-})
run() {   # ${flags[@]+…}: an empty array is "unbound" to bash 3.2 (macOS) under set -u
  "$swift" build ${flags[@]+"${flags[@]}"} --product tablectl &&
    "$swift" build ${flags[@]+"${flags[@]}"} --product tablectl-bench &&
    "$swift" build ${flags[@]+"${flags[@]}"} --product tablectlPackageTests &&
    "$swift" test ${flags[@]+"${flags[@]}"} --skip-build "$@"
}
if [ "${VERBOSE:-0}" != 0 ]; then
  run "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
else
  echo "swift test ${SWIFT_FLAGS:+$SWIFT_FLAGS }$* (full log: $log; VERBOSE=1 to see it all)"
  run "$@" >"$log" 2>&1
  status=$?
  # Failures with the lines that explain them (until the next test event), build errors,
  # skips and Swift Testing's closing summary (XCTest runs no test here: its "Executed 0
  # tests" lines are left in the log).
  awk '
    /^✘/                                               { inFailure = 1; print; next }
    /^(✔|◇|➜|↳ Testing Library|↳ Target Platform)/     { inFailure = 0 }
    /^➜/                                               { print; next }
    /^✔ Test run with/                                 { print; next }
    inFailure                                          { print; next }
    /^(✔|◇|↳)/                                         { next }
    /error:/                                           { print; next }
  ' "$log"
fi
skips=$(grep -c '^➜ Test .* skipped' "$log" || true)
if [ "$status" = 0 ] && [ "$skips" != 0 ] && [ "${ALLOW_SKIPS:-0}" = 0 ]; then
  echo "make test: $skips test(s) skipped (listed above): a validator is missing. Run 'make test-tools', or ALLOW_SKIPS=1 to accept."
  exit 1
fi
if [ "$status" != 0 ]; then echo "make test: failed (exit $status); the whole log is in $log"; fi
exit "$status"
