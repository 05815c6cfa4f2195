# shellcheck shell=bash
# Shared setup for the scripts in this folder; `source` it, don't run it.
#
# - strict mode, and the working directory is the repository root;
# - the pinned tool versions (the single place to change them);
# - PATH: the project-local wasm-opt (.tools/node_modules/.bin, from npm's
#   binaryen, because Debian's binaryen is too old for rustc 1.95) comes first,
#   then cargo-installed tools (~/.cargo/bin).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

TRUNK_VERSION="0.21.14"
WASM_BINDGEN_VERSION="0.2.130" # must equal the `wasm-bindgen = "=…"` pin in Cargo.toml
BINARYEN_VERSION="132.0.0"     # wasm-opt; Trunk.toml says wasm_opt = "version_132"
ESBUILD_VERSION="0.28.2"       # minifies the page's wasm-bindgen glue (scripts/shorten-glue.mjs)
TOOLS_DIR="$ROOT/.tools"       # gitignored

export PATH="$TOOLS_DIR/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# Playwright drives Debian's /usr/bin/chromium; it must never download a browser.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Where cargo builds (what `cargo` itself uses, relative to the root).
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"

# In CI the committed Cargo.lock must already be up to date.
CARGO_LOCKED=()
if [[ -n "${CI:-}" ]]; then CARGO_LOCKED=(--locked); fi
# CI builds from nothing, once: incremental compilation only adds work there.
if [[ -n "${CI:-}" ]]; then export CARGO_INCREMENTAL=0; fi

say() { printf '%s\n' "$*"; }
banner() { printf '\n======== %s ========\n' "$*"; }
die() {
  printf '\nERROR: %s\n' "$*" >&2
  exit 1
}

# What dist/ is built from, as one hash: the content of every file of the
# repository the release build reads (tracked or new, ignored ones left
# out) and the versions of the tools that build it. The release build
# writes it to dist/.built-from; `serve.sh` serves an existing dist/
# without building again only when the hash is the same (the wasm-opt
# passes alone take a minute and a half). No git, no hash: always build.
release_inputs_hash() {
  git rev-parse --git-dir >/dev/null 2>&1 || return 1
  {
    git ls-files -z --cached --others --exclude-standard -- \
      crates web index.html Trunk.toml Cargo.toml Cargo.lock rust-toolchain.toml scripts \
      | sort -z | xargs -0 sha256sum 2>/dev/null
    printf 'trunk %s\nwasm-bindgen %s\nbinaryen %s\n' "$TRUNK_VERSION" "$WASM_BINDGEN_VERSION" "$BINARYEN_VERSION"
    rustc --version
  } | sha256sum | cut -d' ' -f1
}

# `trunk build --release` into dist/, and the hash of what it was built from.
# The wasm binaries are built first, by one cargo call per crate, profile
# and features (scripts/prebuild-wasm.mjs), so that they link side by
# side; Trunk then finds them built.
#
# The release build's WebAssembly (the page's and the worker's) stops at
# once on a panic, with no panic message (`-Cpanic=immediate-abort`, std
# built from source: the rust-src component): the machinery that formats
# a panic's message is 20 KB of gzip in every first load (module-nim
# 255.6 -> 235.3 KB of wasm). The reader sees no difference: the message
# and its Reload button come from web/nimatron-reload.js when the
# WebAssembly stops (crates/app/src/crash.rs). The flags are unstable
# ones, which the pinned stable toolchain (rust-toolchain.toml) accepts
# with RUSTC_BOOTSTRAP=1: a new toolchain must be checked with them. The
# same variables for both calls, so that Trunk's cargo finds the
# binaries built. Tests and `serve.sh --dev` build as usual.
release_build() {
  rm -f dist/.built-from
  (
    export RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort
    export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort"
    node scripts/prebuild-wasm.mjs "${CARGO_LOCKED[@]}"
    trunk build --release "${CARGO_LOCKED[@]}"
  )
  [[ -f dist/index.html ]] || die "trunk build --release made no dist/index.html"
  compgen -G 'dist/*.wasm' >/dev/null || die "trunk build --release made no .wasm in dist/"
  release_inputs_hash >dist/.built-from || rm -f dist/.built-from
}

# True when dist/ holds a release build of exactly today's files.
release_is_current() {
  [[ -f dist/.built-from && -f dist/index.html ]] || return 1
  compgen -G 'dist/*.wasm' >/dev/null || return 1
  local now
  now="$(release_inputs_hash)" || return 1
  [[ "$now" == "$(cat dist/.built-from)" ]]
}
