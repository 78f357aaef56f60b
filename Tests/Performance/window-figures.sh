#!/usr/bin/env bash
# The window's performance figures under Xvfb (`make bench` runs this with the release build):
# frames presented during 2 s of continuous swiping, idle CPU over 5 s, start-up time and peak
# RSS after visiting every scene. Prints one line per figure and, last, one JSON line.
# Needs Xvfb and xdotool (`make test-deps` installs them).
set -euo pipefail

program=${1:-.build/release/mekuri}
size=${2:-390x844}      # the scene's size (WxH) or a device's name; the window adds the 168 pt scene picker
if [[ $size =~ ^[0-9]+x[0-9]+$ ]]; then scene=(--size "$size"); else scene=(--device "$size"); fi
scene+=("${@:3}")       # more options for the window, such as --feel Assets/Feels/curl.json
work=$(mktemp -d)
display=:$(( 150 + RANDOM % 50 ))
cleanup() {
    [ -n "${app:-}" ] && kill "$app" 2>/dev/null || true
    [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 1600x1300x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
export DISPLAY=$display

# Start-up: the app reports the time from its exec to its first presented frame.
XDG_STATE_HOME=$work/state "$program" --fresh --trace-frames "${scene[@]}" >"$work/trace" 2>"$work/stderr" &
app=$!
window=$(timeout 10 xdotool search --sync --onlyvisible --pid "$app" | head -1)
eval "$(xdotool getwindowgeometry --shell "$window")"
sleep 1
startup=$(grep -m1 '"firstFrame"' "$work/trace" | sed 's/.*"sinceExecMs":\([0-9.]*\).*/\1/')

# Continuous swiping for 2 s: the pointer held and moved back and forth every 8 ms, crossing
# pages and the seam, so the pages move in every frame.
x0=$(( X + 168 + 60 )); y0=$(( Y + 400 ))
chain=(mousemove "$x0" "$y0" mousedown 1)
for step in $(seq 0 249); do
    phase=$(( step % 100 ))
    offset=$(( phase < 50 ? phase * 5 : (100 - phase) * 5 ))
    chain+=(sleep 0.008 mousemove $(( x0 + offset )) "$y0")
done
chain+=(mouseup 1)
start_line=$(wc -l <"$work/trace")
xdotool "${chain[@]}"
sleep 0.6
# The frames presented while the pointer moved: their count over their span, and the longest gap.
swipe=$(tail -n +"$(( start_line + 1 ))" "$work/trace" | grep '"event":"frame"' | \
    sed 's/.*"t":\([0-9.]*\).*"intervalMs":\([0-9.]*\).*/\1 \2/' | \
    awk 'NR == 1 { first = $1; next }
         $1 - first <= 2.0 { n++; last = $1; if ($2 > max) max = $2 }
         END { printf "%.1f %.1f", n / (last - first), max }')
fps=${swipe% *}; longest=${swipe#* }

# Idle: a settled window over 5 s, from /proc (clock ticks of user plus system time).
ticks() { awk '{ print $14 + $15 }' "/proc/$app/stat"; }
before=$(ticks); sleep 5; after=$(ticks)
hz=$(getconf CLK_TCK)
idle=$(awk -v t=$(( after - before )) -v hz="$hz" 'BEGIN { printf "%.2f", t / hz / 5 * 100 }')

# Peak RSS after visiting every scene by its key.
for key in 1 2 3 4 5 1; do xdotool key "$key"; sleep 0.4; done
rss=$(awk '/VmHWM/ { printf "%.1f", $2 / 1024 }' "/proc/$app/status")

echo "window with a ${size} scene, $(grep -m1 -o '"renderer":"[a-z]*"' "$work/trace" | cut -d'"' -f4) renderer"
echo "start-up, exec to first presented frame: ${startup} ms"
echo "continuous swiping: ${fps} presented frames/s over 2 s, longest interval ${longest} ms"
echo "idle (settled, 5 s): ${idle}% of a core"
echo "peak RSS after every scene: ${rss} MB"
echo "{\"size\":\"$size\",\"startup_ms\":$startup,\"swipe_fps\":$fps,\"swipe_longest_interval_ms\":$longest,\"idle_cpu_percent\":$idle,\"peak_rss_mb\":$rss}"
