#!/usr/bin/env bash
# What the Swift that `tablectl export --format swift` writes costs the compiler: wall time
# and peak memory (max RSS, from /usr/bin/time) of `swiftc -typecheck -swift-version 6` of
# the export of generated specs of 250, 1,000 and 4,000 rows (sections of 250 rows; every
# row with a detail, most with an action, some with swipe actions and meta), against the
# runtime library (`Sources/TableSpecRuntime`, built here as a module with swiftc alone).
# The code a build compiles grows with the spec; its cost must grow as fast, not faster
# (docs/robustness.md, "Generated code"). `make bench` runs it.
#
# Usage: Benchmarks/swift-compile.sh path/to/tablectl [path/to/other-tablectl]
#   With a second tablectl (an older build, say), each spec is measured with both, in the
#   same run. ROWS (default "250 1000 4000") sets the sizes; a compile that passes
#   CAP_MB megabytes of memory (default 6144) is stopped, so a quadratic export cannot
#   take the machine down, and shown as "> CAP". Files go to a temporary directory,
#   removed at the end unless KEEP=1. Prints a Markdown table.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BINS=("$@")
[ ${#BINS[@]} -ge 1 ] || { echo "swift-compile: usage: $0 TABLECTL [OTHER_TABLECTL]" >&2; exit 2; }
for bin in "${BINS[@]}"; do
  [ -x "$bin" ] || { echo "swift-compile: no tablectl at '$bin'; run 'make release' first" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "swift-compile: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
SWIFTC=${SWIFTC:-swiftc}
command -v "$SWIFTC" >/dev/null || { echo "swift-compile: $SWIFTC not found" >&2; exit 2; }
ROWS=${ROWS:-"250 1000 4000"}
CAP_MB=${CAP_MB:-6144}
DIR=$(mktemp -d "${TMPDIR:-/tmp}/tablectl-swift-compile.XXXXXX")
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$DIR"' EXIT

# 1. The runtime library as a module, as an app's build has it.
mkdir -p "$DIR/runtime"
find "$ROOT/Sources/TableSpecRuntime" -name '*.swift' -print0 | sort -z |
  xargs -0 "$SWIFTC" -emit-module -parse-as-library -swift-version 6 -module-name TableSpecRuntime \
    -package-name tablectl -emit-module-path "$DIR/runtime/TableSpecRuntime.swiftmodule"

# 2. The specs.
for rows in $ROWS; do
  python3 - "$rows" > "$DIR/spec-$rows.yaml" <<'EOF'
import sys
rows = int(sys.argv[1])
out = ["tablespec: 1", "id: bench", "title: Bench", "sections:"]
for s in range((rows + 249) // 250):
    out += [f"  - id: section-{s}", f"    header: Section {s}", "    rows:"]
    for r in range(s * 250, min(rows, (s + 1) * 250)):
        out += [f"      - id: row-{r}", f"        title: Row {r}", f"        detail: Detail {r}"]
        if r % 4 == 0:
            out += [f"        action: {{navigate: screen-{r}}}", "        accessory: disclosureIndicator"]
        elif r % 4 == 1:
            out += [f"        action: {{emit: event-{r}}}"]
        elif r % 4 == 2:
            out += [f"        action: {{url: 'https://example.com/{r}'}}", "        kind: subtitle"]
        else:
            out += ["        editing: {canEdit: true}", "        swipe:", "          trailing:",
                    f"            - {{id: archive-{r}, title: Archive, action: {{emit: archive-{r}}}}}",
                    "        meta: {weight: %d, tags: [a, b]}" % r]
print("\n".join(out))
EOF
done

# 3. Each export, type-checked under the cap: the compiler runs in its own process group,
#    whose resident memory is summed every 0.2 s.
typecheck() {  # FILE → "time | peak memory" (a table row's two cells)
  local file=$1 out=$DIR/time.txt start
  start=$(date +%s.%N)
  set -m
  /usr/bin/time -f "%e %M" -o "$out" "$SWIFTC" -typecheck -swift-version 6 -I "$DIR/runtime" "$file" >/dev/null 2>"$DIR/swiftc.log" &
  local pid=$! stopped=0
  set +m
  while kill -0 "$pid" 2>/dev/null; do
    local kib
    kib=$(pgrep -g "$pid" | xargs -r ps -o rss= -p 2>/dev/null | awk '{s += $1} END {print s + 0}')
    if [ "$kib" -gt $((CAP_MB * 1024)) ]; then
      kill -KILL -- "-$pid" 2>/dev/null || true
      stopped=1
      break
    fi
    sleep 0.2
  done
  local status=0
  wait "$pid" || status=$?
  if [ $stopped = 1 ]; then
    awk -v start="$start" -v now="$(date +%s.%N)" -v cap="$CAP_MB" \
      'BEGIN {printf "stopped after %.1f s | > %d MB", now - start, cap}'
  elif [ $status != 0 ]; then
    echo "swift-compile: swiftc failed on $file:" >&2
    head -20 "$DIR/swiftc.log" >&2
    exit 1
  else
    awk '{printf "%.1f s | %d MB", $1, $2 / 1024}' "$out"
  fi
}

echo "| rows | tablectl | lines of Swift | swiftc -typecheck: time | peak memory |"
echo "|---:|---|---:|---:|---:|"
for rows in $ROWS; do
  for index in "${!BINS[@]}"; do
    bin=${BINS[$index]}
    file="$DIR/export-$rows-$index.swift"
    "$bin" export "$DIR/spec-$rows.yaml" --format swift -o "$file"
    result=$(typecheck "$file")
    label=$([ "$index" = 0 ] && echo "this" || echo "other ($bin)")
    echo "| $rows | $label | $(wc -l < "$file") | $result |"
  done
done
