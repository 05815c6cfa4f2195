#!/usr/bin/env bash
# Prints the size of each .wasm/.js/.css of a built bundle: raw bytes and
# gzip -9 bytes (roughly what a server sends compressed).
#
#   scripts/size-report.sh [dir]      (default: dist)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

dir="${1:-dist}"
[[ -d "$dir" ]] || die "no $dir/ to measure: run \`trunk build --release\` first"

mapfile -t files < <(find "$dir" -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' \) | LC_ALL=C sort)
((${#files[@]} > 0)) || die "$dir/ has no .wasm, .js or .css file"

total_raw=0
total_gz=0
printf '%-56s %12s %12s\n' "file" "raw bytes" "gzip bytes"
for file in "${files[@]}"; do
  raw=$(wc -c <"$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-56s %12d %12d\n' "${file#"$dir"/}" "$raw" "$gz"
done
printf '%-56s %12d %12d\n' "total" "$total_raw" "$total_gz"
