#!/usr/bin/env bash
# Benchmark of issue 31 (part 2): `nimatron sequence` against beling's
# `ogsolve` (Rust, github.com/beling/impartial-games), engine against
# engine: for each octal code, both compute G(0..=N), one process after the
# other, CPU user time and peak memory (/usr/bin/time), median of 3 (of 9
# for a row under half a second: see median_runs). Called
# by scripts/bench.sh; runs alone too. Never part of the test command.
#
# Engine against engine: each N is below the first period our engine can
# prove (it would stop computing and copy there), which the script checks
# with `--stats` ("none proved"); the peer's method is its fastest measured
# here for that code (rc2, or rc for 0.344; its rc takes minutes on 0.106).
# The values are checked too: ogsolve prints a Fletcher-32 checksum of its
# values, and ours are summed the same way.
#
# The peer is not part of this repository and is never built here. Set
# OGSOLVE to its binary, or build it to /tmp/ogsolve-bin/bin/ogsolve:
#   cargo install ogsolve --version 0.0.7 --root /tmp/ogsolve-bin
# (offline once its crates are in cargo's cache: add --offline). Without it
# this script prints "skipped".
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

OGSOLVE="${OGSOLVE:-/tmp/ogsolve-bin/bin/ogsolve}"
ours="$TARGET_DIR/release/nimatron"

# code, N, the peer's method.
ROWS=(
  "0.16 500000 rc2"
  "0.106 1048576 rc2"
  "0.14 1048576 rc2"
  "0.007 65536 rc2"
  "0.344 65536 rc"
  "0.6 4194304 rc2"
)

# "user_seconds peak_kb" of one run of "$@" (its output to /dev/null).
measure_once() {
  local f
  f="$(mktemp)"
  /usr/bin/time -o "$f" -f "%U %M" "$@" >/dev/null
  tail -1 "$f"
  rm -f "$f"
}

# The median of several runs of "$@": "user_seconds peak_kb". Three, or
# nine when the first takes under half a second: /usr/bin/time counts in
# 10 ms, and one slow run of three decided such a row (0.16 to 500,000:
# ours 0.11 s as the median of 3, 0.06 s as the median of twelve runs).
median_runs() {
  local runs=() n=3 mid t m
  runs+=("$(measure_once "$@")")
  awk -v t="${runs[0]%% *}" 'BEGIN { exit !(t < 0.5) }' && n=9
  while ((${#runs[@]} < n)); do runs+=("$(measure_once "$@")"); done
  mid=$(((n + 1) / 2))
  t=$(printf '%s\n' "${runs[@]}" | awk '{ print $1 }' | sort -n | sed -n "${mid}p")
  m=$(printf '%s\n' "${runs[@]}" | awk '{ print $2 }' | sort -n | sed -n "${mid}p")
  echo "$t $m"
}

# Fletcher-32 of the values on stdin, as ogsolve prints it (hex).
fletcher() {
  python3 -c '
import sys
a = b = 0
for tok in sys.stdin.read().split():
    a = (a + int(tok)) & 0xFFFF
    b = (b + a) & 0xFFFF
print("%X" % ((b << 16) | a))'
}

banner "nimatron sequence against ogsolve, engine against engine"
if [[ ! -x "$OGSOLVE" ]]; then
  say "skipped: no ogsolve at $OGSOLVE (see the comment at the top of $0)"
  exit 0
fi
cargo build --release "${CARGO_LOCKED[@]}" -p nimatron-cli

for row in "${ROWS[@]}"; do
  read -r code n method <<<"$row"
  period=$("$ours" sequence "octal:$code" --upto "$n" --stats | tail -1)
  if [[ "$period" != *"none proved"* ]]; then
    die "octal:$code to $n proves a period ($period): pick a smaller N"
  fi
  mine=$("$ours" sequence "octal:$code" --upto "$n" | fletcher)
  theirs=$("$OGSOLVE" -m "$method" -n "$n" "$code" | sed -n 's/.*checksum: \([0-9A-F]*\).*/\1/p')
  if [[ "$mine" != "$theirs" ]]; then
    die "octal:$code to $n: our values' checksum $mine, ogsolve's $theirs"
  fi
  read -r our_s our_kb < <(median_runs "$ours" sequence "octal:$code" --upto "$n")
  read -r og_s og_kb < <(median_runs "$OGSOLVE" -m "$method" -n "$n" "$code")
  figures=$(awk -v a="$our_s" -v b="$og_s" -v c="$our_kb" -v d="$og_kb" 'BEGIN {
    printf "%.2f s, %.1f MB / %.2f s, %.1f MB = %.2f×, memory %.2f×",
      a, c / 1024, b, d / 1024, b / (a > 0 ? a : 0.005), c / d }')
  say "octal:$code to $n (ogsolve -m $method): $figures (values agree: $mine)"
  if [[ -n "${BENCH_TABLE:-}" ]]; then
    printf '%s|%s|%s\n' "$code to $n: nimatron / ogsolve -m $method (CPU, peak)" \
      "$figures" "≥ 1.5×, memory ≤ 1.2×" >>"$BENCH_TABLE"
  fi
done
