#!/usr/bin/env bash
# The first load's size, checked against a ceiling: what index.html makes a
# reader's browser fetch before the app runs (the app's wasm and its JS
# glue, the start and service-worker scripts, every stylesheet), gzip -9.
# Not counted: the worker (fetched when a long job starts), the widget and
# frame helpers (teachers' pages), the lesson. Over the ceiling: exit 1.
#
#   scripts/size-budget.sh [dir]      (default: dist)
#
# Issue 13's target is 300 KB with every game; the bundle is not there
# (see the closing notes for the figures). CEILING_BYTES guards what was
# reached, so a change that makes the first load heavier fails CI and has
# to say why; lower it whenever the bundle shrinks.
#
# Raised from 700,000 to 712,000 (2026-11-23), for +14.5 KB that buy
# other budgets of issue 13 and the one-engine design of issue 10: the
# ≤ 16 ms click (each heap column and history entry its own component, the
# deferred URL and storage writes), Min Nim's slice view (the page no
# longer holds the 52 MiB table: the 64 MB budget), and the play screen's
# panels shared by the teaching screens.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

CEILING_BYTES=${NIMATRON_SIZE_CEILING:-712000}
TARGET_BYTES=300000

dir="${1:-dist}"
[[ -f "$dir/index.html" ]] || die "no $dir/index.html to measure: run \`trunk build --release\` first"

# What index.html references (scripts and stylesheets), plus the wasm the
# app's glue imports.
mapfile -t files < <(
  {
    grep -oE '(src|href)="[^"]+\.(js|css)"' "$dir/index.html" | sed -E 's/^(src|href)="\.?\/?//; s/"$//'
    echo "nimatron-app.js"
    echo "nimatron-app_bg.wasm"
  } | LC_ALL=C sort -u
)
total=0
printf '%-40s %12s\n' "first load (gzip -9)" "bytes"
for f in "${files[@]}"; do
  [[ -f "$dir/$f" ]] || die "index.html names $f, which is not in $dir/"
  gz=$(gzip -9 -c "$dir/$f" | wc -c)
  total=$((total + gz))
  printf '%-40s %12d\n' "$f" "$gz"
done
printf '%-40s %12d\n' "total" "$total"
say "first load: $total bytes gzip; ceiling $CEILING_BYTES (issue 13's target: $TARGET_BYTES)"
((total <= CEILING_BYTES)) || die "the first load is $total bytes gzip, over the ceiling of $CEILING_BYTES"
