#!/usr/bin/env bash
# README command 1: installs what is missing, builds the app and serves it at
# http://127.0.0.1:8080 (Ctrl-C stops it).
#
#   bash scripts/serve.sh              the release build, as users get it:
#                                      `trunk build --release` into dist/ (kept
#                                      when dist/ was built from these very
#                                      files: dist/.built-from), then
#                                      dist/ served with Brotli or gzip and the
#                                      strict Content-Security-Policy of
#                                      docs/HOSTING.md (tests/serve-dist.mjs)
#   bash scripts/serve.sh --dev        a development build with live reload:
#                                      `trunk serve` rebuilds on every change and
#                                      reloads the page; its build goes to
#                                      target/dev-dist/, so dist/ stays the
#                                      release build the tests use
#   --port N                           another port (both modes)
#
# The test command (scripts/test.sh, stage "serve") runs this in both modes
# and plays a move through it.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() {
  say "usage: bash scripts/serve.sh [--dev] [--port N]"
}

mode=release
port=8080
while (($# > 0)); do
  case "$1" in
    --dev) mode=dev; shift ;;
    --port)
      [[ "${2:-}" =~ ^[0-9]+$ ]] || { usage >&2; die "--port needs a number, e.g. --port 8081"; }
      port="$2"; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; die "unknown option: $1" ;;
  esac
done

bash scripts/install-tools.sh

if [[ "$mode" == dev ]]; then
  banner "trunk serve (development build, live reload): http://127.0.0.1:$port/#/nim?heaps=3,4,5"
  # Never serve an earlier session's build if this one fails.
  rm -rf "$TARGET_DIR/dev-dist"
  exec trunk serve "${CARGO_LOCKED[@]}" --address 127.0.0.1 --port "$port" --dist "$TARGET_DIR/dev-dist"
fi

if release_is_current; then
  banner "dist/ is the release build of these very files (dist/.built-from): no need to build it again"
else
  banner "trunk build --release"
  release_build
fi
banner "serving dist/: http://127.0.0.1:$port/#/nim?heaps=3,4,5"
exec node tests/serve-dist.mjs "$ROOT/dist" "$port" --compress
