#!/bin/sh
# Peak RSS while the painter draws COUNT (default 100) screenshots of 1170x2532, one a frame,
# each shrunk to 390x844: once reading at once (the headless runner), once in the background
# (the window). Each run prints an `image-rss:` line; it fails above 200 MB.
# Usage: Tests/Performance/image-rss.sh [COUNT] [debug|release]
set -e
count=${1:-100}
configuration=${2:-release}
cd "$(dirname "$0")/../.."
screenshot=$(mktemp --suffix=.png)
trap 'rm -f "$screenshot"' EXIT
convert -size 1170x2532 gradient:navy-orange -attenuate 0.3 +noise Uniform "PNG24:$screenshot"
for mode in waiting background; do
    MEKURI_IMAGE_RSS=$count MEKURI_IMAGE_RSS_MODE=$mode MEKURI_IMAGE_RSS_FILE=$screenshot swift test -c "$configuration" \
        --filter ImageMemoryTests 2>&1 | grep -E 'image-rss:|error|failed' || true
done
