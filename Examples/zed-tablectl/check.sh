#!/usr/bin/env bash
# Type-checks the Zed extension (src/lib.rs) offline, for the host target, against the
# stand-in zed_extension_api in stand-in/ (the real crate needs crates.io). Exits non-zero
# when it does not compile, warnings included.
#
#   Examples/zed-tablectl/check.sh
#
# The dependency is redirected on the command line (`--config patch.crates-io…`), never in
# a file that Zed's own build would read. The build goes to target/stand-in-check/, and
# the Cargo.lock this writes is removed afterwards (an existing one is put back), so a
# real build in this folder is left as it was.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
stand_in="$here/stand-in/zed_extension_api"
target_dir="$here/target/stand-in-check"
lock="$here/Cargo.lock"
saved_lock="$target_dir/Cargo.lock.saved"

mkdir -p "$target_dir"
rm -f "$saved_lock"
if [[ -f "$lock" ]]; then
    cp "$lock" "$saved_lock"
fi
restore_lock() {
    if [[ -f "$saved_lock" ]]; then
        mv "$saved_lock" "$lock"
    else
        rm -f "$lock"
    fi
}
trap restore_lock EXIT

command=(
    cargo check --offline
    --manifest-path "$here/Cargo.toml"
    --target-dir "$target_dir"
    --config "patch.crates-io.zed_extension_api.path=\"$stand_in\""
    --config 'build.rustflags=["-D", "warnings"]'
)

echo "check.sh: zed_extension_api -> stand-in ($stand_in), offline, host target, warnings denied"
printf 'check.sh: running:'
printf ' %q' "${command[@]}"
printf '\n'

if "${command[@]}"; then
    echo "check.sh: OK: src/lib.rs compiles against the stand-in zed_extension_api 0.7.0"
else
    status=$?
    echo "check.sh: FAILED (cargo exit status $status)" >&2
    exit "$status"
fi
