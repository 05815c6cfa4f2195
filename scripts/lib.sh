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
