#!/usr/bin/env bash
# The linker of release builds on Linux (RELEASE_FLAGS in the Makefile): the Swift toolchain's
# ld.lld, with the C++ library the Swift runtime uses linked into the program (libstdc++.a)
# instead of loaded as libstdc++.so at exec.
#
# `--static-swift-stdlib` links the Swift runtime statically but asks for the shared C++ library
# (-lstdc++ in the toolchain's static-stdlib-args.lnk), ahead of any flag a build can add, so
# only the linker's own command line can change it. Loading libstdc++.so costs every start
# about 1 MB (its symbol tables, read to relocate it) and a fraction of a millisecond; the
# parts the runtime calls are a few kilobytes. Everything else is passed on unchanged.
set -euo pipefail

# The toolchain's ld.lld is the one beside `swift`; another on PATH only if that one is missing.
toolchain=$(dirname "$(command -v swift 2>/dev/null || echo /nonexistent/swift)")
if [ -x "$toolchain/ld.lld" ]; then
    linker=$toolchain/ld.lld
else
    linker=$(command -v ld.lld) || { echo "lld-static-libstdc++: no ld.lld beside swift or on PATH (it comes with the Swift toolchain)" >&2; exit 1; }
fi
arguments=()
for argument in "$@"; do
    if [ "$argument" = -lstdc++ ]; then arguments+=("-l:libstdc++.a"); else arguments+=("$argument"); fi
done
exec "$linker" "${arguments[@]}"
