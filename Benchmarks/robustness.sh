#!/usr/bin/env bash
# The worst cases of tablectl's input limits, measured: wall time and peak memory (max
# RSS, from /usr/bin/time -v) of the release binary on generated hostile files. The
# figures in docs/robustness.md ("Limits") come from this script; `make robustness` runs it.
#
# Usage: Benchmarks/robustness.sh [path/to/tablectl]
#   (default: the release build, `make release`). Files are generated into
#   $ROBUSTNESS_DIR (default /tmp/tablectl-robustness, about 400 MB; removed at the end
#   unless KEEP=1). Prints a Markdown table. Not part of `make test`: it takes a minute.
set -euo pipefail

BIN=${1:-}
if [ -z "$BIN" ]; then
  BIN="$(swift build -c release --static-swift-stdlib --show-bin-path)/tablectl"
fi
[ -x "$BIN" ] || { echo "robustness: no tablectl at '$BIN'; run 'make release' first" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "robustness: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
DIR=${ROBUSTNESS_DIR:-/tmp/tablectl-robustness}
rm -rf "$DIR"
mkdir -p "$DIR"
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$DIR"' EXIT

# 1. The hostile files.
python3 - "$DIR" "$(dirname "$0")/.." <<'EOF'
import sys, os
d = sys.argv[1]
root = sys.argv[2]
MiB = 1 << 20
def write(name, data):
    with open(os.path.join(d, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

write("small.yaml", "tablespec: 1\nid: t\nsections: []\n")

# A billion laughs: 9 levels of 10 aliases each; fully expanded, 10^9 nodes.
lines = ["tablespec: 1", "id: lol", "x-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
for level in "bcdefghij":
    prev = chr(ord(level) - 1)
    lines.append(f"x-{level}: &{level} [" + ", ".join(["*" + prev] * 10) + "]")
lines.append("sections: []")
write("billion-laughs.yaml", "\n".join(lines) + "\n")

# 100,000 nested brackets, unclosed and closed, in YAML and JSON.
write("nested-100k.yaml", "[" * 100_000)
write("nested-100k.json", "[" * 100_000)
write("nested-closed-100k.json", "[" * 100_000 + "]" * 100_000)
write("nested-objects-100k.json", '{"a":' * 100_000)

# A valid spec of exactly 64 MiB whose row title is one long string; the same with the
# long string as a row id (ids are checked character by character); one byte over 64 MiB.
def spec(title="T", id="r", size=None, json=False):
    if json:
        head = '{"tablespec": 1, "id": "t", "sections": [{"id": "s", "rows": [{"id": "%s", "title": "' % id
        tail = '"}]}]}\n'
    else:
        head = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - id: %s\n        title: \"" % id
        tail = "\"\n"
    fill = size - len(head.encode()) - len(tail.encode())
    return head + "x" * fill + tail
write("string-64m.yaml", spec(size=64 * MiB))
write("string-64m.json", spec(size=64 * MiB, json=True))
open(os.path.join(d, "id-64m.yaml"), "w").write(
    "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - title: T\n        id: " +
    "i" * (64 * MiB - len("tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - title: T\n        id: ") - 1) + "\n")
write("over-64m.yaml", spec(size=64 * MiB + 1))

# Aliases: 100,000 (the limit) and 100,001, each of a small anchor.
def aliases(n):
    return "tablespec: 1\nid: t\nx-a: &a [1, 2]\nx-list:\n" + "  - *a\n" * n + "sections: []\n"
write("aliases-100000.yaml", aliases(100_000))
write("aliases-100001.yaml", aliases(100_001))

# Nodes: just under 5,000,000 by alias expansion (an anchor of 1,000 items used 4,990
# times: 4,995,000 nodes from 5,990 written), and one alias more than fits.
def expansion(n):
    return ("tablespec: 1\nid: t\nx-a: &a [" + ",".join(["0"] * 999) + "]\nx-b: [" +
            ",".join(["*a"] * n) + "]\nsections: []\n")
write("expansion-4990.yaml", expansion(4_990))
write("expansion-5000.yaml", expansion(5_000))
# 4,999,990 written nodes in one JSON list (10 MB), and 5,000,001.
write("nodes-5m.json", "[" + ",".join(["0"] * 4_999_990) + "]")
write("nodes-over-5m.json", "[" + ",".join(["0"] * 5_000_001) + "]")
write("nodes-5m.yaml", "[" + ",".join(["0"] * 4_999_990) + "]")

# Many names against many names: the cases that were quadratic before the fixes listed in
# docs/robustness.md. 20,000 cell types and 20,000 rows of unknown kinds; 1,000,000 unused
# cell types (1,000,000 warnings, each with a source line); 400,000 rows of 400,000 cell
# types; a 60 MiB unknown key; an undefined alias and an anchor of 1 MiB names.
n = 20_000
write("kinds-20k.yaml", "tablespec: 1\nid: t\ncellTypes:\n" + "".join(f"  c{i:06d}: {{}}\n" for i in range(n)) +
      "sections:\n  - id: s\n    rows:\n" + "".join(f"      - {{id: r{i}, title: T, kind: k{i:06d}}}\n" for i in range(n)))
write("unused-1m.yaml", "tablespec: 1\nid: t\ncellTypes:\n" + "".join(f"  c{i}: {{}}\n" for i in range(1_000_000)) + "sections: []\n")
n = 400_000
write("types-rows-400k.yaml", "tablespec: 1\nid: t\ncellTypes:\n" + "".join(f"  c{i}: {{base: subtitle}}\n" for i in range(n)) +
      "sections:\n  - id: s\n    rows:\n" + "".join(f"      - {{id: r{i}, title: T, kind: c{n - 1 - i}}}\n" for i in range(n)))
write("key-60m.json", '{"tablespec": 1, "id": "t", "' + "k" * (60 * MiB) + '": 1, "sections": []}')
write("top-keys.yaml", "tablespec: 1\nid: t\n" + "".join(f"x-{i}: 1\n" for i in range(500_000)) +
      "sections:\n  - id: s\n    rows:\n" + "".join(f"      - {{id: r{i}, title: T, kind: zz}}\n" for i in range(200_000)))
# The export fuzzer's slow unit: a comment line of `# tablectl:` fragments, to 64 MiB.
with open(os.path.join(root, "Tests/TableSpecTests/Fixtures/Regressions/export/many-suppression-comments-on-one-line.input"), "rb") as f:
    fragments = f.read().split(b"\n")[0]
write("suppressions-64m.yaml", fragments * ((64 * MiB - 64) // len(fragments)) + b"\ntablespec: 1\nid: t\nsections: []\n")
write("alias-1m.yaml", "tablespec: 1\nid: t\nx-a: &" + "a" * MiB + " 1\nx-b: *" + "a" * (MiB - 1) + "b\nsections: []\n")
EOF

# 2. Each case: the command, then the exit status, wall time, peak memory and the first
#    line of the output.
measure() {
  local label=$1; shift
  local log="$DIR/time.log" out="$DIR/out.txt"
  set +e
  /usr/bin/time -v "$@" >"$out" 2>"$log.err"
  local status=$?
  set -e
  grep -v '^	' "$log.err" | head -1 | cut -c1-90 >"$log.first" || true
  local wall rss first
  wall=$(grep 'Elapsed (wall clock)' "$log.err" | sed 's/.*: //')
  rss=$(grep 'Maximum resident set size' "$log.err" | sed 's/.*: //')
  first=$(head -c 300 "$out" | head -1 | cut -c1-90)
  [ -n "$first" ] || first=$(cat "$log.first")
  first=${first//$DIR\//}
  first=${first//|/\\|}
  printf '| %s | %s | %s | %d MiB | `%s` |\n' "$label" "$status" "$wall" "$((rss / 1024))" "$first"
}

cd "$DIR"
echo "| case | exit | wall (m:ss) | max RSS | first line of output |"
echo "|---|---|---|---|---|"
measure "for scale: a tiny spec" "$BIN" validate small.yaml
measure "billion laughs (10^9 nodes expanded)" "$BIN" validate billion-laughs.yaml
measure "100,000 nested [ (YAML)" "$BIN" validate nested-100k.yaml
measure "100,000 nested [ (JSON)" "$BIN" validate nested-100k.json
measure "100,000 nested [ ] closed (JSON)" "$BIN" validate nested-closed-100k.json
measure "100,000 nested {\"a\": (JSON)" "$BIN" validate nested-objects-100k.json
measure "64 MiB spec, one 64 MiB title (YAML): validate" "$BIN" validate string-64m.yaml
measure "64 MiB spec, one 64 MiB title (JSON): validate" "$BIN" validate string-64m.json
measure "64 MiB spec, one 64 MiB row id (YAML): validate" "$BIN" validate id-64m.yaml
measure "64 MiB title: render" "$BIN" render --width 80 string-64m.yaml -o render.txt
measure "64 MiB title: export json" "$BIN" export --format json string-64m.yaml -o export.json
measure "64 MiB title: export swift" "$BIN" export --format swift string-64m.yaml -o export.swift
measure "64 MiB title: diff with itself" "$BIN" diff string-64m.yaml string-64m.json
measure "64 MiB + 1 byte" "$BIN" validate over-64m.yaml
measure "100,000 aliases (the limit)" "$BIN" validate aliases-100000.yaml
measure "100,001 aliases" "$BIN" validate aliases-100001.yaml
measure "4,995,000 nodes by aliases (under the limit)" "$BIN" validate expansion-4990.yaml
measure "5,000,000+ nodes by aliases (past the limit)" "$BIN" validate expansion-5000.yaml
measure "4,999,991 written nodes (JSON)" "$BIN" validate nodes-5m.json
measure "5,000,002 written nodes (JSON)" "$BIN" validate nodes-over-5m.json
measure "4,999,991 written nodes (YAML)" "$BIN" validate nodes-5m.yaml
measure "20,000 cell types × 20,000 unknown kinds" "$BIN" validate kinds-20k.yaml
measure "1,000,000 unused cell types: text report" "$BIN" validate unused-1m.yaml
measure "1,000,000 unused cell types: --format json" "$BIN" validate --format json unused-1m.yaml
measure "400,000 rows of 400,000 cell types: validate" "$BIN" validate types-rows-400k.yaml
measure "400,000 rows of 400,000 cell types: render" "$BIN" render types-rows-400k.yaml -o render.txt
measure "400,000 rows of 400,000 cell types: export markdown" "$BIN" export --format markdown types-rows-400k.yaml -o export.md
measure "500,000 top-level x- keys, 200,000 findings in rows" "$BIN" validate --format json top-keys.yaml
measure "a 60 MiB unknown key (JSON)" "$BIN" validate key-60m.json
measure "an undefined 1 MiB alias, a 1 MiB anchor" "$BIN" validate alias-1m.yaml
measure "a 64 MiB line of suppression fragments (5 M findings): text report" "$BIN" validate suppressions-64m.yaml
measure "a 64 MiB line of suppression fragments: --format json" "$BIN" validate --format json suppressions-64m.yaml
measure "a 64 MiB line of suppression fragments: --max-findings 0 (every finding), text" "$BIN" validate --max-findings 0 suppressions-64m.yaml
