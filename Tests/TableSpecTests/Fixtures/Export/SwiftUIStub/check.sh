#!/usr/bin/env bash
# Checks the SwiftUI stand-in with swiftc alone (no package build):
#   1. builds the module from SwiftUI*.swift (Swift 6, -parse-as-library);
#   2. typechecks SelfTest.swift against it, warnings as errors;
#   3. typechecks the prelude of SelfTestRejects.swift alone (must pass), then each case of
#      it after the prelude: a case marked `// expect: TEXT` must fail with an error line
#      holding TEXT, one marked `// warns: TEXT` must draw a warning line holding TEXT.
# Usage: check.sh [path to swiftc]   (default: $TABLECTL_SWIFTC, else swiftc on PATH).
# Runs every compile under `nice -n 15`; prints one line a step and "N passed, N failed".
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
swiftc=${1:-${TABLECTL_SWIFTC:-swiftc}}
work=$(mktemp -d "${TMPDIR:-/tmp}/swiftui-stub.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0 failed=0

compile() { nice -n 15 "$swiftc" "$@" 2>&1; }
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -n "${2:-}" ] && sed 's/^/     /' <<<"$2"; }

# 1. The module.
if out=$(compile -emit-module -parse-as-library -swift-version 6 -module-name SwiftUI \
        "$here"/SwiftUI*.swift -emit-module-path "$work/SwiftUI.swiftmodule"); then
    pass "module SwiftUI builds"
else
    fail "module SwiftUI builds" "$out"
    echo "$passed passed, $failed failed"
    exit 1
fi
check=(-typecheck -parse-as-library -swift-version 6 -I "$work")

# 2. Accepted code.
if out=$(compile "${check[@]}" -warnings-as-errors -module-name SelfTest "$here/SelfTest.swift"); then
    pass "SelfTest.swift typechecks"
else
    fail "SelfTest.swift typechecks" "$out"
fi

# 3. Rejected code, case by case.
rejects="$here/SelfTestRejects.swift"
mark=$(grep -n -x -F '// MARK: - Cases' "$rejects" | cut -d: -f1)
head -n "$((mark - 1))" "$rejects" >"$work/prelude.swift"
if out=$(compile "${check[@]}" -module-name Rejects "$work/prelude.swift"); then
    pass "SelfTestRejects.swift prelude typechecks"
else
    fail "SelfTestRejects.swift prelude typechecks" "$out"
fi
mapfile -t cases < <(tail -n "+$((mark + 1))" "$rejects" | grep -v -E '^[[:space:]]*(//.*)?$')
for line in "${cases[@]}"; do
    case "$line" in
        *" // expect: "*) kind=error expect=${line##* // expect: } code=${line% // expect: *} ;;
        *" // warns: "*) kind=warning expect=${line##* // warns: } code=${line% // warns: *} ;;
        *) fail "no '// expect:' or '// warns:' in: $line"; continue ;;
    esac
    { cat "$work/prelude.swift"; echo "$code"; } >"$work/case.swift"
    out=$(compile "${check[@]}" -module-name Rejects "$work/case.swift")
    status=$?
    if [ "$kind" = error ] && [ "$status" -eq 0 ]; then
        fail "accepted: $code"
    elif grep -F "$kind:" <<<"$out" | grep -q -F -- "$expect"; then
        pass "$kind ($expect): $code"
    else
        fail "no $kind with '$expect': $code" "$(grep -E 'error:|warning:' <<<"$out")"
    fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
