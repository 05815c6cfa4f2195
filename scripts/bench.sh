#!/usr/bin/env bash
# Benchmarks, printed at the end as one table (issue 13): each figure
# measured on this machine, beside its baseline in the same run where there
# is one, and its budget.
#
#   1 min-Nim: `nimatron min-nim 100 100 100 1 3 4` (release) against the
#     seed's Python dictionary algorithm, whole processes;
#   2 Grundy's game to 2^22 values against the C++ rare-value analyser
#     (scripts/bench-sequence.sh; the C++ only when present);
#   2b octal codes to 2^16..2^22 values against beling's Rust `ogsolve`,
#     engine against engine: CPU time, peak memory and the ratio, a row a
#     code (scripts/bench-ogsolve.sh, which says how to build the peer
#     offline; only when it is present);
#   3 the first load's size (scripts/size-budget.sh on dist/);
#   4 the browser figures: the e2e tests tagged @perf, run alone against
#     dist/ (Min Nim 300³, Wythoff 1000×1000, Grundy's game to 2^20, the
#     home page, a click to the analysis, the review of a 40-move game
#     from the click to its list, and its longest task: review.spec.ts),
#     which print `BENCH|…` lines;
#   4b the time from a tap on a link to a playable board on a phone on
#     Lighthouse's Slow 4G with a 4× slower CPU, files compressed, median
#     of 3 (scripts/bench-load.mjs; issue 31's table of addresses);
#   5 misère quotients (issue 28): Kayles' quotient to solved, Dawson's
#     Kayles' partial quotients as far as they go in 60 s (release CLI);
#     the winning move in a misère Kayles sum of five rows of about 10^6
#     is the criterion bench `misere_quotient` (with --criterion);
#   6 with --criterion: the core's criterion benches (several minutes): the
#     solvers, the rare-value engine, and the review of a whole game
#     (benches/review.rs: cold, and with the positions known as the play
#     screen knows them).
#
# Needs dist/ (scripts/test.sh or `trunk build --release`) for 3 and 4.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

TABLE="$(mktemp)"
trap 'rm -f "$TABLE"' EXIT
row() { printf '%s|%s|%s\n' "$1" "$2" "$3" >>"$TABLE"; }
ms_since() { echo $((($(date +%s%N) - $1) / 1000000)); }

banner "1. min-Nim 100×100×100, set 1,3,4: nimatron against the seed's Python"
cargo build --release "${CARGO_LOCKED[@]}" -p nimatron-cli
baseline="crates/core/benches/min_nim_seed.py"
# Ours takes about 8 ms, so one run is mostly process start and a cold
# file cache (12 ms once, 450×): the best of five runs is the figure.
ours=""
for _ in 1 2 3 4 5; do
  start=$(date +%s%N)
  "$TARGET_DIR/release/nimatron" min-nim 100 100 100 1 3 4 >/dev/null
  took=$(ms_since "$start")
  if [[ -z "$ours" || "$took" -lt "$ours" ]]; then ours=$took; fi
done
start=$(date +%s%N)
python3 "$baseline" 100 100 100 1 3 4 >/dev/null
theirs=$(ms_since "$start")
say "nimatron: $ours ms (best of 5); Python: $theirs ms"
row "min-nim 100³ 1,3,4: nimatron (ms) / Python (ms)" "$ours / $theirs = $((theirs / (ours > 0 ? ours : 1)))×" "≥ 500×"

banner "2. Grundy's game to 2^22 values"
BENCH_TABLE="$TABLE" bash scripts/bench-sequence.sh

banner "2b. Octal codes against ogsolve (beling/impartial-games)"
BENCH_TABLE="$TABLE" bash scripts/bench-ogsolve.sh

banner "3. The first load's size"
if [[ -f dist/index.html ]]; then
  mapfile -t totals < <(bash scripts/size-budget.sh dist | awk '$1 == "total" { print $2 }')
  row "first load, the home page, gzip (bytes)" "${totals[0]}" "≤ 300000"
  row "first load, a deep link (whole app), gzip (bytes)" "${totals[1]}" "ceiling 773000"
else
  say "skipped: no dist/"
fi

banner "4. In the browser (e2e @perf tests, alone)"
if [[ -f dist/index.html && -x tests/node_modules/.bin/playwright ]]; then
  port="${E2E_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
  (cd tests && E2E_PORT="$port" node_modules/.bin/playwright test --grep @perf --workers=1 2>&1) |
    tee /dev/stderr | grep -o 'BENCH|.*' | sed 's/^BENCH|//' >>"$TABLE" || true
else
  say "skipped: no dist/ or no Playwright (scripts/test.sh installs them)"
fi

banner "4b. A phone on a slow network (Slow 4G, 4× CPU): tap to a playable board"
if [[ -f dist/index.html && -d tests/node_modules/playwright-core ]]; then
  node scripts/bench-load.mjs dist 2>&1 | tee /dev/stderr | grep -o 'BENCH|.*' | sed 's/^BENCH|//' >>"$TABLE" || true
else
  say "skipped: no dist/ or no Playwright (scripts/test.sh installs them)"
fi

banner "5. Misère quotients"
start=$(date +%s%N)
"$TARGET_DIR/release/nimatron" quotient kayles --json >/dev/null
took=$(ms_since "$start")
say "kayles: solved, $took ms"
row "misère quotient of Kayles, to solved at heap 167 (ms)" "$took" "≤ 1000"
# Dawson's Kayles: one heap further each run, up to 60 s in all.
dawson_heap=0
dawson_order="-"
start=$(date +%s%N)
for upto in 10 20 30 40 60 80 100 150 200 300 400 600 800 1000 1500 2000; do
  if [[ $(ms_since "$start") -gt 60000 ]]; then break; fi
  if out=$(timeout 60 "$TARGET_DIR/release/nimatron" quotient dawson --upto "$upto" --json 2>&1); then
    dawson_heap=$upto
    dawson_order=$(sed -n 's/.*"order":\([0-9]*\).*/\1/p' <<<"$out")
  else
    say "dawson: $out"
    dawson_heap="$(grep -o 'up to [0-9]*' <<<"$out" | head -1 | sed 's/up to //') (a limit)"
    break
  fi
done
say "dawson: exact up to heap $dawson_heap (|Q| = $dawson_order) in $(ms_since "$start") ms"
row "misère Dawson's Kayles: partial quotients in 60 s (heap, |Q|)" "$dawson_heap, $dawson_order" "as far as they go"

if [[ " $* " == *" --criterion "* ]]; then
  banner "6. cargo bench -p nimatron-core"
  cargo bench -p nimatron-core
fi

banner "The table"
printf '%-62s %-28s %s\n' "figure" "measured" "budget"
while IFS='|' read -r figure value budget; do
  printf '%-62s %-28s %s\n' "$figure" "$value" "$budget"
done <"$TABLE"
