#!/usr/bin/env bash
# The one check command (README command 2; CI runs exactly this through .ci/run).
# Runs every stage in order and stops at the first failure:
#
#    1 tools        scripts/install-tools.sh (installs only what is missing)
#    2 fmt          cargo fmt --all -- --check
#    3 test         native tests, doc tests included (the app: its pure
#                   modules), and the benchmarks compiled
#    4 wasm-test    the app's component tests in headless Chromium
#    5 release      trunk build --release into dist/
#    6 size         raw and gzip size of each .wasm/.js/.css in dist/, and the
#                   first load against its ceiling (scripts/size-budget.sh)
#    7 e2e          Playwright against dist/ served on 127.0.0.1 (tests/), and
#                   the app against the CLI on random positions
#    8 serve        the README's first command: starts `scripts/serve.sh`
#                   in the background; waits for it; plays a move on
#                   #/nim?heaps=3,4,5 and runs the job and service workers in
#                   headless Chromium (tests/serve/); stops it and everything
#                   it started
#
# Clippy, with -D warnings, lints every crate of the workspace as the
# stages compile it (lint_while_building below): natively with all the
# tests and benchmarks (stage test), for wasm32 the app's tests (wasm-test)
# and the page's and the worker's binaries as the page builds them
# (release). A warning of rustc or clippy fails the stage that compiles it.
#
# Two more stages run only when named (`--only lint`, `--only serve-dev`):
# `lint` is `cargo clippy` alone, natively and for wasm32 (quicker while
# working than building everything); `serve-dev` is the same check as
# `serve` of `scripts/serve.sh --dev`, the development build. Its own build
# took some 70 s of every CI run, for a mode every developer sees working
# the moment they use it.
#
# While working on one part:  scripts/test.sh --from release   (tools, then 5-8)
#                             scripts/test.sh --only e2e       (tools, then 7)
# The tools stage always runs. Logs of the test stages: target/nimatron-logs/.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

STAGES=(tools fmt test wasm-test release size e2e serve)
# Stages run only when named with --only.
ON_REQUEST=(lint serve-dev)

stage_tools() {
  bash scripts/install-tools.sh
}
stage_fmt() {
  cargo fmt --all -- --check
}
# Clippy lints each crate of the workspace while the stages compile it, in
# builds that make code: cargo clippy's own mechanism (its driver as the
# workspace's rustc wrapper, its arguments in CLIPPY_ARGS, split at
# `__CLIPPY_HACKERY__`), which `cargo clippy` uses for type-checking only.
# Two stages of their own type-checked everything once more, natively and
# for wasm32: 115 + 58 s of a 2,000 s run on a two-core machine. Every
# stage that compiles runs with it, so that none rebuilds what another
# built (the wrapper is part of what cargo compares).
lint_while_building() {
  local driver
  driver="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)" ||
    die "no clippy-driver: the tools stage installs the clippy component"
  export RUSTC_WORKSPACE_WRAPPER="$driver"
  export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
}
stage_lint() {
  cargo clippy "${CARGO_LOCKED[@]}" --workspace --all-targets -- -D warnings
  # As the page builds it: its words fetched, not compiled in (index.html).
  cargo clippy "${CARGO_LOCKED[@]}" -p nimatron-app -p nimatron-jobs --target wasm32-unknown-unknown --features nimatron-app/fetched-words -- -D warnings
}
# The packages of the native tests but the app's: one package set for
# every cargo call that builds them (the tests, the doc tests, the
# benchmarks, the CLI of the e2e stage), so that cargo resolves the same
# features and builds each crate once. The app's units are built apart
# (stage_test says why).
NATIVE_PACKAGES=(--workspace --exclude nimatron-app)

stage_test() {
  local log="$LOGS/native-tests.log"
  # cargo-nextest runs the tests of every binary side by side, where
  # `cargo test` runs the binaries one after another: the workspace's
  # tests took 41 s that way, 29 s this way (three long core tests set
  # the floor). Doc tests are cargo's own.
  local run=(cargo test) doc=""
  if cargo nextest --version >/dev/null 2>&1; then
    run=(cargo nextest run --no-fail-fast) doc=yes
  else
    say "cargo-nextest is not installed: the tests run one binary after another"
  fi
  "${run[@]}" "${CARGO_LOCKED[@]}" "${NATIVE_PACKAGES[@]}" 2>&1 | tee "$log"
  if [[ -n "$doc" ]]; then
    cargo test "${CARGO_LOCKED[@]}" "${NATIVE_PACKAGES[@]}" --doc 2>&1 | tee -a "$log"
  fi
  # The app's pure modules (reducers, URL parsing) run natively too, in a
  # call of their own: with the CLI in the same call, cargo would compile
  # the words library with the CLI's words for the app too (its test of
  # each build's words fails on that).
  "${run[@]}" "${CARGO_LOCKED[@]}" -p nimatron-app --test units 2>&1 | tee -a "$log"
  # The benchmarks compile (and so are linted); scripts/bench.sh runs them.
  # (`-p nimatron-core` alone resolved other features: 81 s of rebuilding.)
  cargo test "${CARGO_LOCKED[@]}" "${NATIVE_PACKAGES[@]}" --benches --no-run 2>&1 | tee -a "$log"
  summarize_tests "native tests" "$log"
}
stage_wasm_test() {
  # A Chromium that is killed (a run timed out or interrupted) leaves its
  # profile in the temp folder, about 80 MB each; hundreds of them once
  # filled this machine's disk. The runs get a temp folder of their own
  # inside target/, emptied before and after.
  local tmp="$TARGET_DIR/nimatron-tmp/wasm-tests"
  rm -rf "$tmp" && mkdir -p "$tmp"
  # No line tables in the wasm test binary (36 MB with them, 16 MB
  # without; quicker to link and to bind): a failed assertion still says
  # its file and line, and the browser names the functions of a trace.
  # The runner gives the whole binary 20 s unless told (its
  # WASM_BINDGEN_TEST_TIMEOUT), not each test: the 70 tests took 18 s on
  # a two-core machine, and a run past 20 s was killed mid-test as if one
  # had hung. A test that waits fails by itself after 5 s (support::wait_until).
  # `--test browser`: the app's other test binary (tests/units) is native
  # only, for wasm32 an empty one, linked and started in a browser for none.
  TMPDIR="$tmp" WASM_BINDGEN_TEST_TIMEOUT=300 CARGO_PROFILE_DEV_DEBUG=false cargo test "${CARGO_LOCKED[@]}" -p nimatron-app --target wasm32-unknown-unknown --test browser 2>&1 | tee "$LOGS/wasm-tests.log"
  rm -rf "$tmp"
  summarize_tests "browser component tests" "$LOGS/wasm-tests.log"
}
stage_release() {
  release_build
}
stage_size() {
  bash scripts/size-report.sh dist
  bash scripts/size-budget.sh dist
}
stage_e2e() {
  [[ -f dist/index.html ]] || die "no dist/index.html to test: the release stage makes it"
  # A free loopback port unless E2E_PORT is given, so that two runs on one
  # machine do not collide (Playwright refuses a port that is already taken).
  local port="${E2E_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
  # Timing tests (@perf) run alone afterwards, one at a time: two cores
  # shared with other browsers would measure the machine, not the app.
  # The CLI the app is compared with (agrees_with_cli.spec): the debug
  # build the test stage made for the CLI's own tests (built here if that
  # stage was skipped; `cargo build -p nimatron-cli` resolved other
  # features and compiled the core once more).
  cargo test "${CARGO_LOCKED[@]}" -q "${NATIVE_PACKAGES[@]}" --no-run
  local cli="$TARGET_DIR/debug/nimatron"
  (cd tests && E2E_PORT="$port" E2E_CLI="$cli" node_modules/.bin/playwright test --grep-invert @perf)
  (cd tests && E2E_PORT="$port" E2E_CLI="$cli" node_modules/.bin/playwright test --grep @perf --workers=1)
}

stage_serve() {
  # It serves the dist/ the release stage built, or builds it if the files
  # changed.
  serve_and_play
}
stage_serve_dev() {
  # It builds into target/dev-dist/, so dist/ stays the release build.
  serve_and_play --dev
}

# Whether URL $1 answers, with a page containing $2 (node's fetch: no curl needed).
answers() {
  node -e '
    const [url, text] = process.argv.slice(1);
    fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.text().then((t) => process.exit(r.ok && t.includes(text) ? 0 : 1)))
      .catch(() => process.exit(1));
  ' "$1" "$2"
}

# Starts `scripts/serve.sh "$@"` on a free port in a process group of its
# own, waits until it serves the app (the build comes first: up to 20
# minutes), runs tests/serve/ against it, then stops the whole group and
# checks that nothing it started is left listening.
serve_and_play() {
  local port log pgid rc=0 waited=0
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  log="$LOGS/serve${1:+-${1#--}}.log"
  say "scripts/serve.sh${*:+ $*} --port $port (log: $log)"
  setsid bash scripts/serve.sh "$@" --port "$port" >"$log" 2>&1 </dev/null &
  pgid=$!
  # Ready when the page it serves is the app's (the start script replaced
  # Trunk's loader, so the post-build hooks ran).
  until answers "http://127.0.0.1:$port/index.html" data-nimatron-start; do
    if ! kill -0 "$pgid" 2>/dev/null; then
      tail -n 40 "$log" >&2
      die "scripts/serve.sh $* stopped before serving the app (its log's end is above)"
    fi
    # trunk serve keeps running after a failed build, waiting for a change.
    if grep -q 'error from build pipeline' "$log"; then
      kill -- "-$pgid" 2>/dev/null || true
      tail -n 40 "$log" >&2
      die "scripts/serve.sh $* could not build the app (its log's end is above)"
    fi
    if ((waited >= 1200)); then
      kill -- "-$pgid" 2>/dev/null || true
      tail -n 40 "$log" >&2
      die "scripts/serve.sh $* did not serve the app within 20 minutes"
    fi
    sleep 2
    waited=$((waited + 2))
  done
  say "serving after ${waited} s"
  (cd tests && SERVE_URL="http://127.0.0.1:$port" node_modules/.bin/playwright test --config serve.config.ts) || rc=$?
  # A failed build must fail the stage even if something was served.
  if grep -q 'error from build pipeline' "$log"; then rc=1; fi
  kill -TERM -- "-$pgid" 2>/dev/null || true
  waited=0
  while kill -0 -- "-$pgid" 2>/dev/null; do
    if ((waited >= 30)); then kill -KILL -- "-$pgid" 2>/dev/null || true; fi
    sleep 1
    waited=$((waited + 1))
  done
  if answers "http://127.0.0.1:$port/" ''; then
    die "something still serves on port $port after scripts/serve.sh $* was stopped"
  fi
  ((rc == 0)) || { tail -n 40 "$log" >&2; die "the app served by scripts/serve.sh $* failed its check (tests/serve/)"; }
}

# Sums a log's test counts into one line: cargo's per-binary "test
# result:" lines and cargo-nextest's "Summary" lines.
summarize_tests() {
  # `test result: ok. 5 passed; …` (cargo test) and `Summary [ 28.3s] 331
  # tests run: 331 passed, 3 skipped` (cargo nextest; skipped = ignored).
  awk -v what="$1" '
    /^test result: / || /^ *Summary \[/ {
      for (i = 2; i <= NF; i++) {
        n = $(i - 1) + 0
        if ($i ~ /^passed/) passed += n
        if ($i ~ /^failed/) failed += n
        if ($i ~ /^(ignored|skipped)/) ignored += n
      }
      suites++
    }
    END {
      if (suites == 0) { print what ": no \"test result:\" line found"; exit 1 }
      printf "%s: %d passed, %d failed, %d ignored (%d test runs)\n", what, passed, failed, ignored, suites
    }' "$2"
}

usage() {
  say "usage: scripts/test.sh [--from STAGE | --only STAGE[,STAGE…]]"
  say "stages: ${STAGES[*]}"
  say "run only when named with --only: ${ON_REQUEST[*]}"
}

# --- which stages ------------------------------------------------------------
from=""
only=""
while (($# > 0)); do
  case "$1" in
    --from) from="${2:-}"; shift 2 || { usage; exit 2; } ;;
    --only) only="${2:-}"; shift 2 || { usage; exit 2; } ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
selected=()
started=""
for s in "${STAGES[@]}" "${ON_REQUEST[@]}"; do
  if [[ " ${ON_REQUEST[*]} " == *" $s "* ]]; then
    [[ ",$only," == *",$s,"* ]] && selected+=("$s")
    continue
  fi
  [[ -z "$from" || "$s" == "$from" ]] && started=yes
  if [[ "$s" == tools ]] ||
    { [[ -n "$only" ]] && [[ ",$only," == *",$s,"* ]]; } ||
    { [[ -z "$only" && -n "$started" ]]; }; then
    selected+=("$s")
  fi
done
for s in ${from:+"$from"} ${only//,/ }; do
  [[ " ${STAGES[*]} ${ON_REQUEST[*]} " == *" $s "* ]] || { say "unknown stage: $s" >&2; usage >&2; exit 2; }
done

# --- run them ------------------------------------------------------------------
LOGS="$ROOT/target/nimatron-logs"
mkdir -p "$LOGS"
stage_no=0
current=""
timings=()

on_exit() {
  local rc=$?
  if ((rc != 0)); then
    printf '\n################################################################\n' >&2
    printf '#### FAILED: stage %s/%s "%s" (exit code %s), after %d s\n' \
      "$stage_no" "${#selected[@]}" "${current:-setup}" "$rc" "$SECONDS" >&2
    printf '################################################################\n' >&2
  fi
}
trap on_exit EXIT

for s in "${selected[@]}"; do
  stage_no=$((stage_no + 1))
  current="$s"
  banner "[$stage_no/${#selected[@]}] $s"
  start=$SECONDS
  "stage_${s//-/_}"
  if [[ "$s" == tools ]]; then lint_while_building; fi
  timings+=("$(printf '  %-12s %5d s' "$s" $((SECONDS - start)))")
  say "---- ok: $s ($((SECONDS - start)) s)"
done

banner "PASSED: ${#selected[@]} stages in $SECONDS s"
printf '%s\n' "${timings[@]}"
