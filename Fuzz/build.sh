#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets/ with swiftc, outside SwiftPM, so the normal
# `swift build` / `make test` never need the fuzzer runtime:
#   1. the runtime library (Sources/TableSpecRuntime), then the TableSpec library
#      (Sources/TableSpec) on it, as static libraries, instrumented for libFuzzer and
#      AddressSanitizer (-sanitize=fuzzer,address, -O or FUZZ_OPT), whole module;
#   2. the fuzz bodies (Tests/TableSpecTestSupport/FuzzBodies*.swift, ChangesetChecker.swift)
#      as a small second module, so `swift test` replays regressions through the same code;
#   3. one executable per target: Fuzz/Targets/<name>.swift + Fuzz/FuzzMain.swift.
# A step is skipped when its output is newer than its sources.
#
# Usage: [FUZZ_OPT=-Onone] Fuzz/build.sh [BUILD_DIR]   (default .build-fuzz; `make fuzz-build`)
# Then:  Fuzz/run.sh [BUILD_DIR]        (`make fuzz`, `make fuzz-smoke`)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-.build-fuzz}
OUT="$BUILD/fuzz"
SWIFTC=${SWIFTC:-swiftc}
# -O for real runs; -Onone compiles the library about six times faster (a smoke run's choice).
OPT=${FUZZ_OPT:--O}
# The whole-module compiles generate code on this many threads (default: one per core): the
# -Onone library in 74 s instead of 102 s on 2 cores.
THREADS=${FUZZ_THREADS:-$(nproc 2>/dev/null || echo 1)}
mkdir -p "$OUT"

if [ "$(uname -s)" != Linux ]; then
  echo "fuzz: libFuzzer builds of Swift need Linux (swiftc -sanitize=fuzzer); skipped on $(uname -s)" >&2
  exit 1
fi

FLAGS=(-sanitize=fuzzer,address "$OPT" -swift-version 6 -package-name tablectl -parse-as-library
       -I "$OUT" -I Sources/CYAML -g)
mapfile -t RUNTIME < <(find Sources/TableSpecRuntime -name '*.swift' | LC_ALL=C sort)
mapfile -t LIBRARY < <(find Sources/TableSpec -name '*.swift' | LC_ALL=C sort)
SUPPORT=(Tests/TableSpecTestSupport/FuzzBodies.swift Tests/TableSpecTestSupport/FuzzBodies+Export.swift
         Tests/TableSpecTestSupport/ChangesetChecker.swift)

# stale OUTPUT INPUT...: true when OUTPUT is missing or older than an input.
stale() {
  local output=$1; shift
  [ -e "$output" ] || return 0
  [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

# The flags are part of what the libraries are built from: a change rebuilds them.
if [ "$(cat "$OUT/flags" 2>/dev/null)" != "${FLAGS[*]}" ]; then rm -f "$OUT/libTableSpecRuntime.a" "$OUT/libTableSpec.a"; fi
if stale "$OUT/libTableSpecRuntime.a" "${RUNTIME[@]}"; then
  echo "fuzz: compiling TableSpecRuntime with -sanitize=fuzzer,address $OPT"
  "$SWIFTC" "${FLAGS[@]}" -module-name TableSpecRuntime -wmo -num-threads "$THREADS" -emit-module \
    -emit-module-path "$OUT/TableSpecRuntime.swiftmodule" \
    -emit-library -static -o "$OUT/libTableSpecRuntime.a" "${RUNTIME[@]}"
  rm -f "$OUT/libTableSpec.a"
fi
if stale "$OUT/libTableSpec.a" "${LIBRARY[@]}"; then
  echo "fuzz: compiling TableSpec with -sanitize=fuzzer,address $OPT (-O: a few minutes)"
  start=$SECONDS
  "$SWIFTC" "${FLAGS[@]}" -module-name TableSpec -wmo -num-threads "$THREADS" -emit-module -emit-module-path "$OUT/TableSpec.swiftmodule" \
    -emit-library -static -o "$OUT/libTableSpec.a" "${LIBRARY[@]}"
  echo "${FLAGS[*]}" > "$OUT/flags"
  echo "fuzz: TableSpec compiled in $((SECONDS - start)) s"
fi

if stale "$OUT/libTableSpecTestSupport.a" "${SUPPORT[@]}" "$OUT/libTableSpec.a"; then
  echo "fuzz: compiling the fuzz bodies"
  "$SWIFTC" "${FLAGS[@]}" -module-name TableSpecTestSupport -wmo -num-threads "$THREADS" -emit-module \
    -emit-module-path "$OUT/TableSpecTestSupport.swiftmodule" \
    -emit-library -static -o "$OUT/libTableSpecTestSupport.a" "${SUPPORT[@]}"
fi

for file in Fuzz/Targets/*.swift; do
  name=$(basename "$file" .swift)
  if stale "$OUT/$name" "$file" Fuzz/FuzzMain.swift "$OUT/libTableSpecTestSupport.a"; then
    echo "fuzz: linking $name"
    "$SWIFTC" "${FLAGS[@]}" -module-name "fuzz_$name" "$file" Fuzz/FuzzMain.swift \
      -L "$OUT" -lTableSpecTestSupport -lTableSpec -lTableSpecRuntime -lyaml -lm -use-ld=lld -o "$OUT/$name"
  fi
done
echo "fuzz: targets in $OUT: $(cd Fuzz/Targets && ls ./*.swift | sed 's|./||; s|\.swift||' | tr '\n' ' ')"
