#!/usr/bin/env bash
# The deck's performance figures (`make bench` runs this with the release build):
#  - start-up with a folder of 3 and a folder of 500 screenshots of 1170x2532 under Xvfb: the
#    time from exec to the first presented frame as the app reports it, the median of 5 runs
#    each, and the difference (target: within 150 ms);
#  - the same for prototype files of 3 and of 500 list pages (each a label, a colour and 100
#    numbered rows, as a weekday's) under a title strip and dots (target: within 150 ms);
#  - peak RSS (GNU time) while swiping headless through all 500, one page at a time with each
#    page's image decoded (target: under 200 MB);
#  - peak RSS decoding the largest image decoded, 4096x4096 (target: under 200 MB);
#  - the time to a first frame (a shot) of a deck whose title, page title and caption are 10,000
#    characters long, and to 60 frames of it (target for the first: under a second).
# The images are made once with ImageMagick in .build/bench-decks. Prints one line per figure
# and, last, one JSON line; exits non-zero when a target is missed.
set -euo pipefail

program=${1:-.build/release/mekuri}
decks=.build/bench-decks
mkdir -p "$decks"
make_deck() {
    local count=$1 folder=$decks/$1
    [ -f "$folder/.done" ] && return
    rm -rf "$folder"; mkdir -p "$folder"
    # One screenshot-sized image, copied: each page is still its own file to find, decode,
    # downscale and keep or drop.
    convert -size 1170x2532 gradient:'#5AAAFA-#FFCA80' -gravity center -pointsize 200 -annotate 0 'Mekuri' "$folder/base.png"
    for index in $(seq 1 "$count"); do cp "$folder/base.png" "$folder/page-$index.png"; done
    rm "$folder/base.png"
    touch "$folder/.done"
}
make_deck 3
make_deck 500
# A prototype file of $1 list pages, as the weekdays' are written.
make_prototype() {
    local count=$1 file=$decks/prototype-$1.json
    [ -f "$file" ] && return
    python3 - "$count" "$file" <<'PY'
import json, sys
count, path = int(sys.argv[1]), sys.argv[2]
colours = ["#FF9D98", "#FFCA80", "#FFE680", "#9AE3AC", "#99D6F3", "#80BDFF", "#D7A9EF"]
pages = [{"title": f"P{n}", "label": f"{n}", "color": colours[n % 7],
          "rows": {"count": 100, "start": 0, "text": "{title}-{n}"}, "rowStyle": "large"} for n in range(1, count + 1)]
json.dump({"title": f"Prototype {count}", "indicator": ["tabs", "dots"], "pages": pages}, open(path, "w"))
PY
}
make_prototype 3
make_prototype 500
if [ ! -f "$decks/largest/.done" ]; then
    rm -rf "$decks/largest"; mkdir -p "$decks/largest"
    convert -size 4096x4096 gradient:'#5AAAFA-#FFCA80' "$decks/largest/largest.png"
    touch "$decks/largest/.done"
fi

work=$(mktemp -d)
display=:$(( 150 + RANDOM % 50 ))
cleanup() {
    [ -n "${app:-}" ] && kill "$app" 2>/dev/null || true
    [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
export DISPLAY=$display

# The median of 5 start-ups with the deck in folder $1, in milliseconds.
startup() {
    local runs=()
    for _ in 1 2 3 4 5; do
        XDG_STATE_HOME=$work/state "$program" --fresh --trace --deck "$1" >"$work/trace" 2>"$work/stderr" &
        app=$!
        timeout 10 xdotool search --sync --onlyvisible --pid "$app" >/dev/null
        for _ in $(seq 50); do grep -q '"firstFrame"' "$work/trace" && break; sleep 0.1; done
        runs+=("$(grep -m1 '"firstFrame"' "$work/trace" | sed 's/.*"sinceExecMs":\([0-9.]*\).*/\1/')")
        kill "$app"; wait "$app" 2>/dev/null || true; app=
    done
    printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p
}
three=$(startup "$decks/3")
many=$(startup "$decks/500")
difference=$(awk -v a="$many" -v b="$three" 'BEGIN { printf "%.1f", a - b }')
prototype_three=$(startup "$decks/prototype-3.json")
prototype_many=$(startup "$decks/prototype-500.json")
prototype_difference=$(awk -v a="$prototype_many" -v b="$prototype_three" 'BEGIN { printf "%.1f", a - b }')

# Swiping through all 500 headless: each page's image decoded (the runner waits for them).
script=$work/swipe.mekuri
for _ in $(seq 1 500); do printf 'key Right\nwait 400\n' >>"$script"; done
/usr/bin/time -f '%M' -o "$work/rss" "$program" --headless --deck "$decks/500" --script "$script" >/dev/null
rss=$(awk '{ printf "%.1f", $1 / 1024 }' "$work/rss")

# The largest image decoded, drawn once.
printf 'wait 100\nshot %s\n' "$work/largest.png" >"$work/largest.mekuri"
/usr/bin/time -f '%M' -o "$work/rss-largest" "$program" --headless --deck "$decks/largest" --script "$work/largest.mekuri" >/dev/null
largest=$(awk '{ printf "%.1f", $1 / 1024 }' "$work/rss-largest")

# 10,000 characters of title, page title and caption: the first frame, then a second of frames.
long=$(python3 -c 'print(("あいうえお かきくけこ abc " * 600)[:10000])')
printf '{"title": "%s", "indicator": "tabs", "captions": true, "pages": [{"color": "#FF9D98", "title": "%s", "caption": "%s"}, {"color": "#FFCA80", "title": "b"}]}\n' \
    "$long" "$long" "$long" >"$work/long.json"
printf 'shot %s\n' "$work/long.png" >"$work/first.mekuri"
printf 'wait 1000\n' >"$work/second.mekuri"
/usr/bin/time -f '%e' -o "$work/long-first" "$program" --headless --deck "$work/long.json" --script "$work/first.mekuri" >/dev/null
/usr/bin/time -f '%e' -o "$work/long-second" "$program" --headless --deck "$work/long.json" --script "$work/second.mekuri" >/dev/null
long_first=$(cat "$work/long-first")
long_second=$(cat "$work/long-second")

echo "deck start-up: 3 images ${three} ms, 500 images ${many} ms (median of 5), difference ${difference} ms (target ≤ 150)"
echo "prototype start-up: 3 list pages ${prototype_three} ms, 500 list pages ${prototype_many} ms (median of 5), difference ${prototype_difference} ms (target ≤ 150)"
echo "deck peak RSS swiping through 500 images of 1170x2532: ${rss} MB (target < 200)"
echo "deck peak RSS decoding the largest image decoded, 4096x4096: ${largest} MB (target < 200)"
echo "deck of 10,000-character titles and caption: first frame ${long_first} s (target < 1), 60 frames ${long_second} s"
echo "{\"deck_startup_ms_3\":$three,\"deck_startup_ms_500\":$many,\"deck_startup_difference_ms\":$difference,\"prototype_startup_ms_3\":$prototype_three,\"prototype_startup_ms_500\":$prototype_many,\"prototype_startup_difference_ms\":$prototype_difference,\"deck_peak_rss_mb\":$rss,\"largest_image_peak_rss_mb\":$largest,\"long_text_first_frame_s\":$long_first,\"long_text_60_frames_s\":$long_second}"
awk -v d="$difference" -v p="$prototype_difference" -v r="$rss" -v l="$largest" -v f="$long_first" \
    'BEGIN { exit (d <= 150 && p <= 150 && r < 200 && l < 200 && f < 1) ? 0 : 1 }'
