#!/usr/bin/env bash
# Installs what Nimatron's build and tests need, and only what is missing:
#
#   rustup: the toolchain of rust-toolchain.toml, target wasm32-unknown-unknown,
#           components rustfmt, clippy and rust-src (the page's std is
#           built from source: scripts/lib.sh, release_build)
#   cargo:  trunk 0.21.14 (--locked), wasm-bindgen-cli 0.2.130 (NOT --locked:
#           its lockfile pins a webpki-roots that no longer builds)
#   npm:    binaryen 132 (wasm-opt) and esbuild 0.28.2 (the glue's minifier)
#           into .tools/; tests/ dependencies (npm ci)
#   apt:    chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver)
#
# Safe to run again: each step checks first. From nothing it takes about
# 6 minutes on 2 cores, almost all of it the two `cargo install`s, which
# run side by side.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

t0=$SECONDS
step() { say "install-tools: $*"; }
ok() { say "install-tools:   ok, $*"; }

need() {
  command -v "$1" >/dev/null 2>&1 || die "\`$1\` is not on PATH. $2"
}
need rustup "Install Rust with rustup: https://rustup.rs"
need cargo "Install Rust with rustup: https://rustup.rs"
need node "Install Node.js 20 or newer (Debian: apt-get install nodejs npm)."
need npm "Install npm (Debian: apt-get install npm)."

# npm through the registry, tried three times: a registry hiccup or a full
# disk once failed CI in 2 s with nothing but "npm error A complete log ...".
# Each failure prints the disk's free space and the error lines of npm's own
# log, so the next failure says why.
npm_retry() {
  local attempt pause log
  for attempt in 1 2 3; do
    "$@" && return 0
    say "install-tools:   attempt $attempt of 3 failed: $*"
    df -h "$ROOT" 2>/dev/null | sed 's/^/install-tools:     /'
    log="$(ls -t "$HOME"/.npm/_logs/*-debug-*.log 2>/dev/null | head -n1 || true)"
    if [[ -n "$log" ]]; then
      grep -E ' (error|http fetch) ' "$log" | grep -vE ' error +at |A complete log' | tail -n 10 |
        sed 's/^/install-tools:     /'
    fi
    if [[ "$attempt" -lt 3 ]]; then
      pause=$((attempt * 15))
      say "install-tools:   trying again in $pause s"
      sleep "$pause"
    fi
  done
  return 1
}

as_root() {
  if [[ "$(id -u)" -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    if [[ -t 0 ]]; then sudo "$@"; else sudo -n "$@"; fi
  else
    die "root is needed to run: $* (run this script as root, or install sudo)"
  fi
}

# --- Rust toolchain, target and components -----------------------------------
step "Rust toolchain (rust-toolchain.toml)"
if ! rustup show active-toolchain >/dev/null 2>&1; then
  step "  installing the toolchain named in rust-toolchain.toml"
  rustup toolchain install || die "rustup could not install the toolchain of rust-toolchain.toml"
fi
toolchain="$(rustup show active-toolchain | cut -d' ' -f1)"
if rustup target list --installed | grep -qx 'wasm32-unknown-unknown'; then
  ok "target wasm32-unknown-unknown ($toolchain)"
else
  step "  rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown || die "rustup target add wasm32-unknown-unknown failed"
fi
for component in rustfmt clippy rust-src; do
  if rustup component list --installed | grep -q "^$component"; then
    ok "component $component"
  else
    step "  rustup component add $component"
    rustup component add "$component" || die "rustup component add $component failed"
  fi
done

# --- Chromium and ChromeDriver (Debian) --------------------------------------
step "Chromium and ChromeDriver"
if [[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]]; then
  ok "$(/usr/bin/chromium --version 2>/dev/null | tail -n1)"
else
  command -v apt-get >/dev/null 2>&1 ||
    die "/usr/bin/chromium or /usr/bin/chromedriver is missing and there is no apt-get: install Chromium and ChromeDriver of the same version"
  step "  apt-get update && apt-get install chromium chromium-driver"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o Acquire::Retries=3 update -q ||
    die "apt-get update failed"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o Acquire::Retries=3 install -y -q chromium chromium-driver ||
    die "apt-get install chromium chromium-driver failed"
  [[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]] ||
    die "chromium-driver installed, but /usr/bin/chromium or /usr/bin/chromedriver is still missing"
fi

# --- wasm-opt (npm's binaryen) and esbuild, project-local ---------------------
# esbuild minifies the page's wasm-bindgen glue (scripts/shorten-glue.mjs).
step "wasm-opt and esbuild (npm binaryen@$BINARYEN_VERSION, esbuild@$ESBUILD_VERSION in .tools/)"
wasm_opt_ok() {
  "$TOOLS_DIR/node_modules/.bin/wasm-opt" --version 2>/dev/null | grep -q "version ${BINARYEN_VERSION%%.*}\b"
}
esbuild_ok() {
  [[ "$("$TOOLS_DIR/node_modules/.bin/esbuild" --version 2>/dev/null)" == "$ESBUILD_VERSION" ]]
}
if wasm_opt_ok && esbuild_ok; then
  ok "$("$TOOLS_DIR/node_modules/.bin/wasm-opt" --version), esbuild $ESBUILD_VERSION"
else
  mkdir -p "$TOOLS_DIR"
  step "  npm install --prefix .tools binaryen@$BINARYEN_VERSION esbuild@$ESBUILD_VERSION"
  npm_retry npm install --prefix "$TOOLS_DIR" --no-fund --no-audit --loglevel=error "binaryen@$BINARYEN_VERSION" "esbuild@$ESBUILD_VERSION" ||
    die "npm install binaryen@$BINARYEN_VERSION esbuild@$ESBUILD_VERSION failed"
  wasm_opt_ok || die "wasm-opt in .tools/node_modules/.bin does not report version ${BINARYEN_VERSION%%.*}"
  esbuild_ok || die "esbuild in .tools/node_modules/.bin does not report version $ESBUILD_VERSION"
fi

# --- Playwright and the e2e dependencies --------------------------------------
step "e2e test dependencies (tests/, npm ci)"
stamp="$ROOT/tests/node_modules/.nimatron-installed"
want="$(sha256sum "$ROOT/tests/package-lock.json" | cut -d' ' -f1) node-$(node --version)"
if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
  ok "tests/node_modules matches tests/package-lock.json"
else
  step "  (cd tests && npm ci)"
  (cd "$ROOT/tests" && npm_retry npm ci --no-fund --no-audit --loglevel=error) || die "npm ci in tests/ failed"
  printf '%s\n' "$want" >"$stamp"
fi

# --- Trunk and wasm-bindgen-cli (cargo install) ------------------------------
# From nothing these two are most of the set-up time. They build at once, in
# the background, each into its own log, so one's long serial steps (linking)
# leave the other core busy; and without trunk's own fat LTO and single
# codegen unit (its Cargo.toml's release profile), which only make a build
# tool a little faster at a cost of minutes to build it here.
trunk_ok() { [[ "$(trunk --version 2>/dev/null)" == "trunk $TRUNK_VERSION" ]]; }
wasm_bindgen_ok() {
  [[ "$(wasm-bindgen --version 2>/dev/null)" == "wasm-bindgen $WASM_BINDGEN_VERSION" ]] &&
    command -v wasm-bindgen-test-runner >/dev/null 2>&1
}
quick_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 cargo install "$@"
}
pids=()
logs=()
if trunk_ok; then
  ok "trunk $TRUNK_VERSION"
else
  step "  cargo install --locked trunk@$TRUNK_VERSION   (about 5 minutes; log: $TOOLS_DIR/trunk-install.log)"
  mkdir -p "$TOOLS_DIR"
  quick_install --locked "trunk@$TRUNK_VERSION" >"$TOOLS_DIR/trunk-install.log" 2>&1 &
  pids+=($!)
  logs+=("$TOOLS_DIR/trunk-install.log")
fi
if wasm_bindgen_ok; then
  ok "wasm-bindgen $WASM_BINDGEN_VERSION and wasm-bindgen-test-runner"
else
  step "  cargo install wasm-bindgen-cli --version $WASM_BINDGEN_VERSION   (log: $TOOLS_DIR/wasm-bindgen-install.log)"
  mkdir -p "$TOOLS_DIR"
  quick_install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" >"$TOOLS_DIR/wasm-bindgen-install.log" 2>&1 &
  pids+=($!)
  logs+=("$TOOLS_DIR/wasm-bindgen-install.log")
fi
failed=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    failed=1
    say "install-tools:   FAILED; the end of ${logs[$i]}:"
    tail -n 30 "${logs[$i]}" | sed 's/^/install-tools:     /'
  fi
done
[[ "$failed" -eq 0 ]] || die "cargo install failed (see above)"
if [[ "${#pids[@]}" -gt 0 ]]; then
  trunk_ok ||
    die "after installing, \`trunk --version\` says '$(trunk --version 2>&1)', not 'trunk $TRUNK_VERSION' (is another trunk earlier on PATH? $(command -v trunk))"
  wasm_bindgen_ok ||
    die "after installing, \`wasm-bindgen --version\` says '$(wasm-bindgen --version 2>&1)', not 'wasm-bindgen $WASM_BINDGEN_VERSION'"
  ok "trunk $TRUNK_VERSION, wasm-bindgen $WASM_BINDGEN_VERSION"
fi

# --- The CLI must match the crate exactly ------------------------------------
locked_wb="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
if [[ -n "$locked_wb" && "$locked_wb" != "$WASM_BINDGEN_VERSION" ]]; then
  die "Cargo.lock has wasm-bindgen $locked_wb but the CLI is $WASM_BINDGEN_VERSION; they must be equal (pin wasm-bindgen = \"=$WASM_BINDGEN_VERSION\")"
fi

say "install-tools: all tools present ($((SECONDS - t0)) s)"
