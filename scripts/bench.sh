#!/usr/bin/env bash
# Benchmarks: the core's criterion benches, the Python baseline for min-Nim,
# the long Grundy sequence against the C++ rare-value analyser
# (scripts/bench-sequence.sh),
# and the sizes of the last release bundle (dist/, from scripts/test.sh or
# `trunk build --release`). Extra arguments go to `cargo bench`.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

banner "cargo bench -p nimatron-core"
cargo bench -p nimatron-core "$@"

banner "Python baseline: min_nim_seed.py 100 100 100 1 3 4"
baseline="crates/core/benches/min_nim_seed.py"
if [[ -f "$baseline" ]]; then
  command -v python3 >/dev/null 2>&1 || die "python3 is needed for $baseline"
  start=$(date +%s%N)
  python3 "$baseline" 100 100 100 1 3 4
  say "($baseline took $((($(date +%s%N) - start) / 1000000)) ms wall-clock)"
else
  say "skipped: $baseline does not exist yet"
fi

bash scripts/bench-sequence.sh

banner "release bundle sizes (dist/)"
if [[ -d dist ]]; then
  bash scripts/size-report.sh dist
else
  say "skipped: no dist/ yet (run scripts/test.sh or trunk build --release)"
fi
