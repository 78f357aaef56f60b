#!/usr/bin/env bash
# Peak RSS of every scene at the largest frame (`make bench` runs this with the release build):
# the headless runner at 8192×8192 pixels (a 268 MB frame) swiping through
# large-frame-swipes.mekuri in each scene, one process per scene, measured by GNU time.
# Prints one line per scene.
set -euo pipefail

program=${1:-.build/release/mekuri}
size=${2:-8192x8192}
script=$(dirname "$0")/large-frame-swipes.mekuri
gnu_time=/usr/bin/time
[ -x "$gnu_time" ] || { echo "large-frame-rss: GNU time is needed at $gnu_time (apt-get install time)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for scene in weekdays tabs form cards pulldown; do
    "$gnu_time" -f '%M %e' -o "$work/time" "$program" --headless --size "$size" --scene "$scene" \
        --script "$script" >/dev/null
    read -r kilobytes seconds <"$work/time"
    awk -v scene="$scene" -v size="$size" -v kb="$kilobytes" -v s="$seconds" \
        'BEGIN { printf "%-8s at %s: peak RSS %.1f MB (%.1f s)\n", scene, size, kb / 1024, s }'
done
