#!/usr/bin/env bash
# Start-up against the floor (issue 20; `make bench` runs this with the release build).
#
# Window: a bare SDL window (bare-window.c: software renderer, one filled colour) and Mekuri
# (--fresh, the weekdays scene at 800x600 beside the 168 pt picker), both 968x600 and centred,
# each started 10 times under Xvfb, alternately. first-frame.c times exec to the first change of
# one screen pixel inside both windows (Mekuri's pink page), then reads the peak RSS (VmHWM) a
# second later. Headless: a bare SDL program that makes an 800x600 software surface and renderer
# (bare-headless.c) and `mekuri --headless --size 800x600 --script` with a one-line script, each
# run 10 times alternately, exec to exit and peak RSS (ru_maxrss).
#
# Prints the medians, the ratios Mekuri ÷ bare and, last, one JSON line; exits 1 when a ratio is
# above its target (saying which on stderr). Needs a C compiler ($CC, else cc), the SDL2 and X11
# headers, pkg-config, Xvfb and xdotool (`make deps` and `make test-deps` install them).
set -euo pipefail

program=${1:-.build/release/mekuri}
scene_width=800 scene_height=600
picker_width=168                                   # the scene picker left of Mekuri's scene
window_width=$(( scene_width + picker_width )) window_height=$scene_height
screen_width=1600 screen_height=1000
runs=10
target_window_time=1.6 target_window_rss=2.2 target_headless_time=1.5 target_headless_rss=1.5
tools=.build/startup
here=$(dirname "$0")

[ -x "$program" ] || { echo "startup-figures: no program at $program (usage: startup-figures.sh [MEKURI])" >&2; exit 2; }

# The bare programs and the probe, built from Tests/Performance/.
mkdir -p "$tools"
sdl=$(pkg-config --cflags --libs sdl2)
${CC:-cc} -O2 -Wall -o "$tools/bare-window" "$here/bare-window.c" $sdl
${CC:-cc} -O2 -Wall -o "$tools/bare-headless" "$here/bare-headless.c" $sdl
${CC:-cc} -O2 -Wall -o "$tools/first-frame" "$here/first-frame.c" -lX11

work=$(mktemp -d)
cleanup() {
    [ -n "${app:-}" ] && kill "$app" 2>/dev/null && wait "$app" 2>/dev/null
    [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
export XDG_STATE_HOME=$work/state                  # Mekuri's saved state: none read, none kept

# Xvfb on a display it picks itself (-displayfd: no race with other servers starting), with a
# black root (-br) for the probe to see the first frame against, and no reset when its last
# client leaves (-noreset: during a reset between runs it may refuse the probe's connection). It
# writes the display's number once it takes connections.
Xvfb -displayfd 3 -br -noreset -screen 0 "${screen_width}x${screen_height}x24" -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
number=$(head -1 "$work/display")
[ -n "$number" ] || { echo "startup-figures: Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$number

# Both windows open centred, so the probe is the middle of the right half of Mekuri's scene: its
# page, away from the page's text. The first run is a warm-up (Xvfb's first clients are slower)
# that also checks Mekuri's window is where and how big this assumes.
left=$(( (screen_width - window_width) / 2 )) top=$(( (screen_height - window_height) / 2 ))
probe_x=$(( left + picker_width + scene_width * 3 / 4 )) probe_y=$(( top + scene_height / 2 ))
"$program" --fresh --size "${scene_width}x${scene_height}" >/dev/null &
app=$!
window=$(timeout 10 xdotool search --sync --onlyvisible --pid "$app" | head -1) || true
[ -n "$window" ] || { echo "startup-figures: $program opened no window within 10 s" >&2; exit 1; }
eval "$(xdotool getwindowgeometry --shell "$window")"
kill "$app"; wait "$app" || true; app=
if [ "$X,$Y,$WIDTH,$HEIGHT" != "$left,$top,$window_width,$window_height" ]; then
    echo "startup-figures: Mekuri's window is ${WIDTH}x${HEIGHT} at $X,$Y, not ${window_width}x${window_height} at $left,$top" >&2
    exit 1
fi
"$tools/first-frame" "$probe_x" "$probe_y" -- "$tools/bare-window" "$window_width" "$window_height" >/dev/null

# Window runs, alternating: "MILLISECONDS KILOBYTES" per line.
for _ in $(seq "$runs"); do
    "$tools/first-frame" "$probe_x" "$probe_y" -- "$tools/bare-window" "$window_width" "$window_height" >>"$work/bare-window"
    "$tools/first-frame" "$probe_x" "$probe_y" -- "$program" --fresh --size "${scene_width}x${scene_height}" >>"$work/mekuri-window"
done

# Headless runs, alternating, after one warm-up each.
echo "wait 0" >"$work/one-line.mekuri"
bare_headless=("$tools/bare-headless" "$scene_width" "$scene_height")
mekuri_headless=("$program" --headless --size "${scene_width}x${scene_height}" --script "$work/one-line.mekuri")
"$tools/first-frame" --exit -- "${bare_headless[@]}" >/dev/null
"$tools/first-frame" --exit -- "${mekuri_headless[@]}" >/dev/null
for _ in $(seq "$runs"); do
    "$tools/first-frame" --exit -- "${bare_headless[@]}" >>"$work/bare-headless"
    "$tools/first-frame" --exit -- "${mekuri_headless[@]}" >>"$work/mekuri-headless"
done

# median FILE COLUMN: the median of a column of numbers.
median() {
    awk -v c="$2" '{ print $c }' "$1" | sort -n | awk '{ v[NR] = $1 }
        END { printf "%.1f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# megabytes KILOBYTES; ratio A B: A ÷ B to two decimals; above RATIO TARGET: whether it is over.
megabytes() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
above() { awk -v r="$1" -v t="$2" 'BEGIN { exit !(r > t) }'; }
# values FILE COLUMN: the runs' figures in the order they were taken.
values() { awk -v c="$2" '{ printf "%s%s", (NR > 1 ? " " : ""), $c }' "$1"; }

bare_ms=$(median "$work/bare-window" 1) bare_kb=$(median "$work/bare-window" 2)
mekuri_ms=$(median "$work/mekuri-window" 1) mekuri_kb=$(median "$work/mekuri-window" 2)
headless_bare_ms=$(median "$work/bare-headless" 1) headless_bare_kb=$(median "$work/bare-headless" 2)
headless_mekuri_ms=$(median "$work/mekuri-headless" 1) headless_mekuri_kb=$(median "$work/mekuri-headless" 2)
bare_mb=$(megabytes "$bare_kb") mekuri_mb=$(megabytes "$mekuri_kb")
headless_bare_mb=$(megabytes "$headless_bare_kb") headless_mekuri_mb=$(megabytes "$headless_mekuri_kb")
window_time=$(ratio "$mekuri_ms" "$bare_ms") window_rss=$(ratio "$mekuri_kb" "$bare_kb")
headless_time=$(ratio "$headless_mekuri_ms" "$headless_bare_ms") headless_rss=$(ratio "$headless_mekuri_kb" "$headless_bare_kb")

echo "start-up under Xvfb, ${window_width}x${window_height} windows (Mekuri: a ${scene_width}x${scene_height} weekdays scene and the picker), median of $runs alternating runs each"
echo "bare SDL window: exec to first frame on screen ${bare_ms} ms, peak RSS ${bare_mb} MB (runs, ms: $(values "$work/bare-window" 1))"
echo "Mekuri window: exec to first frame on screen ${mekuri_ms} ms, peak RSS ${mekuri_mb} MB (runs, ms: $(values "$work/mekuri-window" 1))"
echo "window ratios, Mekuri ÷ bare: first frame ${window_time} (target ≤ $target_window_time), peak RSS ${window_rss} (target ≤ $target_window_rss)"
echo "headless, ${scene_width}x${scene_height}, a one-line script (wait 0), median of $runs alternating runs each"
echo "bare SDL surface: exec to exit ${headless_bare_ms} ms, peak RSS ${headless_bare_mb} MB (runs, ms: $(values "$work/bare-headless" 1))"
echo "Mekuri headless: exec to exit ${headless_mekuri_ms} ms, peak RSS ${headless_mekuri_mb} MB (runs, ms: $(values "$work/mekuri-headless" 1))"
echo "headless ratios, Mekuri ÷ bare: time ${headless_time} (target ≤ $target_headless_time), peak RSS ${headless_rss} (target ≤ $target_headless_rss)"
echo "{\"window\":{\"bare_first_frame_ms\":$bare_ms,\"mekuri_first_frame_ms\":$mekuri_ms,\"first_frame_ratio\":$window_time,\"bare_peak_rss_mb\":$bare_mb,\"mekuri_peak_rss_mb\":$mekuri_mb,\"peak_rss_ratio\":$window_rss},\"headless\":{\"bare_ms\":$headless_bare_ms,\"mekuri_ms\":$headless_mekuri_ms,\"time_ratio\":$headless_time,\"bare_peak_rss_mb\":$headless_bare_mb,\"mekuri_peak_rss_mb\":$headless_mekuri_mb,\"peak_rss_ratio\":$headless_rss}}"

failed=0
check() { if above "$1" "$2"; then echo "startup-figures: $3 ratio $1 is above its target $2" >&2; failed=1; fi; }
check "$window_time" "$target_window_time" "the window's first-frame"
check "$window_rss" "$target_window_rss" "the window's peak RSS"
check "$headless_time" "$target_headless_time" "the headless time"
check "$headless_rss" "$target_headless_rss" "the headless peak RSS"
exit "$failed"
