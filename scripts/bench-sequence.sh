#!/usr/bin/env bash
# Benchmark of issue 12: `nimatron sequence grundy --upto 4194303` (2^22
# values of Grundy's game, release CLI, values printed to /dev/null), timed,
# and in the same run the C++ rare-value analyser of tczajka/octal-games
# (g++ -O2) to the same 2^22 values, when it is present. Called by
# scripts/bench.sh; runs alone too.
#
# The C++ is not part of this repository and is never built here: put its
# `old/` tree in /tmp/octal-games and build `old/bin/analyze` from
# old/src/{analyze_exec,game,game_util,hadamard}.cc with g++ -O2 -std=c++11
# (or set OCTAL_GAMES_ANALYZE to the binary). It prints a line
# `n=2^k ...` each time it has 2^k values; the time to the `n=2^22` line is
# its time for the same values, and it is stopped there.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

UPTO=4194303 # 2^22 - 1

ms_since() { echo $((($(date +%s%N) - $1) / 1000000)); }

banner "nimatron sequence grundy --upto $UPTO (release CLI)"
cargo build --release "${CARGO_LOCKED[@]}" -p nimatron-cli
# Best of three: one cold run read 13.9 s where the next three read 10.4 to
# 10.7 s (2026-11-26); the C++ run below takes twice as long and runs once.
ours=""
for _ in 1 2 3; do
  start=$(date +%s%N)
  "$TARGET_DIR/release/nimatron" sequence grundy --upto "$UPTO" >/dev/null
  ms=$(ms_since "$start")
  if [[ -z "$ours" || "$ms" -lt "$ours" ]]; then ours=$ms; fi
done
say "nimatron: $ours ms wall-clock for $((UPTO + 1)) values (best of 3)"
"$TARGET_DIR/release/nimatron" sequence grundy --upto "$UPTO" --stats

banner "C++ rare-value analyser (tczajka/octal-games, g++ -O2) to 2^22 values"
cxx="${OCTAL_GAMES_ANALYZE:-/tmp/octal-games/old/bin/analyze}"
if [[ -x "$cxx" ]]; then
  start=$(date +%s%N)
  found=""
  exec 3< <(exec "$cxx" grundy)
  cxx_pid=$!
  while IFS= read -r line <&3; do
    if [[ "$line" == "n=2^22 "* ]]; then
      found="$line"
      break
    fi
  done
  elapsed=$(ms_since "$start")
  kill "$cxx_pid" 2>/dev/null || true
  exec 3<&-
  if [[ -n "$found" ]]; then
    say "C++: $elapsed ms wall-clock to: $found"
    theirs=$elapsed
  else
    say "C++: ended before 2^22 values ($elapsed ms)"
  fi
else
  say "skipped: no C++ analyser at $cxx (see the comment at the top of $0)"
fi

# One row of scripts/bench.sh's table, when it asks for it.
if [[ -n "${BENCH_TABLE:-}" ]]; then
  printf '%s|%s|%s\n' "Grundy's game 2^22: nimatron (ms) / C++ (ms)" \
    "$ours / ${theirs:-not run}" "C++ ≥ 2× ours" >>"$BENCH_TABLE"
fi
