#!/usr/bin/env bash
# Writes Tests/Performance/startup.order: the functions of the release program that start-up runs,
# for the linker to place side by side (issue 20; `make startup-order` runs this).
#
# The kernel maps a program's code 64 KB around each page it first touches, so a start-up that
# calls 1,000 functions scattered over 20 MB of code (the Swift runtime, Foundation, Mekuri) makes
# some 100 such windows resident: about 6.5 MB. Listed in this file, lld lays those functions out
# first, together (`--symbol-ordering-file`, see RELEASE_FLAGS in the Makefile), and the same
# start-up touches a few windows instead. A stale list only costs memory, never correctness: a
# name that no longer exists is skipped.
#
# The functions come from three runs under valgrind's callgrind: a one-line headless script
# (`wait 0`), a headless script that draws a frame and writes it (`shot`), and the window's first
# frame under Xvfb (weekdays at 800x600), in that order, each adding the ones not listed yet.
# Needs valgrind, nm, Xvfb; `make startup-order` builds the release program first.
set -euo pipefail

program=${1:-.build/release/mekuri}
here=$(dirname "$0")
output=${2:-$here/startup.order}

[ -x "$program" ] || { echo "startup-order: no program at $program (usage: startup-order.sh [MEKURI] [OUTPUT])" >&2; exit 2; }
for tool in valgrind nm Xvfb; do
    command -v "$tool" >/dev/null || { echo "startup-order: $tool is not installed (apt-get install valgrind binutils xvfb)" >&2; exit 2; }
done

work=$(mktemp -d)
cleanup() {
    [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
export XDG_STATE_HOME=$work/state
callgrind=(valgrind --tool=callgrind --demangle=no)

echo "wait 0" >"$work/one-line.mekuri"
echo "shot $work/frame.png" >"$work/shot.mekuri"
"${callgrind[@]}" --callgrind-out-file="$work/1.out" "$program" --headless --size 800x600 --script "$work/one-line.mekuri" >/dev/null 2>&1
"${callgrind[@]}" --callgrind-out-file="$work/2.out" "$program" --headless --size 800x600 --script "$work/shot.mekuri" >/dev/null 2>&1

# The window: until its first frame is on screen, then SIGTERM (SDL turns it into a quit).
Xvfb -displayfd 3 -noreset -screen 0 1600x1000x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
export DISPLAY=:$(head -1 "$work/display")
"${callgrind[@]}" --callgrind-out-file="$work/3.out" "$program" --fresh --size 800x600 --trace >"$work/trace" 2>/dev/null &
window=$!
for _ in $(seq 600); do grep -q '"firstFrame"' "$work/trace" && break; sleep 0.1; done
grep -q '"firstFrame"' "$work/trace" || { echo "startup-order: the window showed no first frame within 60 s under valgrind" >&2; kill "$window"; exit 1; }
kill -TERM "$window"
wait "$window" || true

# The program's own functions (nm: text symbols), in the order the runs first name them.
nm --defined-only "$program" | awk '$2 == "T" || $2 == "t" { print $3 }' | sort -u >"$work/symbols"
{
    echo "# The functions start-up runs, for lld's --symbol-ordering-file (Tests/Performance/startup-order.sh"
    echo "# wrote it; make startup-order writes it again). Lines starting with # are comments."
    for run in 1 2 3; do
        sed -n 's/^c\{0,1\}fn=([0-9]*) //p' "$work/$run.out"
    done | awk 'NR == FNR { known[$0] = 1; next } known[$0] && !seen[$0]++' "$work/symbols" -
} >"$work/order"
count=$(grep -vc '^#' "$work/order")
mv "$work/order" "$output"
echo "startup-order: $count functions written to $output"
