#!/usr/bin/env bash
# Trunk post_build hook (Trunk.toml): writes into the staged sw.js the list
# of every file of this build and a version hashed from their contents, so
# the service worker precaches exactly what dist/ holds and a new build
# replaces the old cache. Runs in Trunk's staging directory.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?precache.sh runs as a Trunk post_build hook}"
cd "$dir"
[[ -f sw.js ]] || { echo "precache.sh: no sw.js in $dir" >&2; exit 1; }

files=$(find . -type f ! -name sw.js -printf '%P\n' | LC_ALL=C sort)
version=$(printf '%s\n' "$files" | xargs -d '\n' sha256sum | sha256sum | cut -c1-16)
list=$(printf '%s\n' "$files" | sed 's/.*/  "&",/')

tmp=$(mktemp)
awk -v version="$version" -v list="$list" '
  /\/\/ PRECACHE_VERSION$/ { print "const VERSION = \x27" version "\x27;"; next }
  /\/\/ PRECACHE_FILES$/ { print "const FILES = [\n  \"./\",\n" list "\n];"; next }
  { print }
' sw.js >"$tmp"
grep -q "const VERSION = '$version';" "$tmp" || { echo "precache.sh: sw.js has no PRECACHE markers" >&2; exit 1; }
mv "$tmp" sw.js
chmod 644 sw.js
echo "precache.sh: $(printf '%s\n' "$files" | wc -l) files, version $version"
