#!/usr/bin/env bash
# Trunk post_build hook (Trunk.toml): writes into the staged sw.js the list
# of every file of this build and a version hashed from their contents, so
# the service worker precaches exactly what dist/ holds and a new build
# replaces the old cache. Runs in Trunk's staging directory.
#
# A development build (`bash scripts/serve.sh --dev`, TRUNK_PROFILE=debug)
# precaches nothing: the worker then passes every request to the network, so
# a live reload always shows the rebuilt files, never a cached copy.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?precache.sh runs as a Trunk post_build hook}"
cd "$dir"
[[ -f sw.js ]] || { echo "precache.sh: no sw.js in $dir" >&2; exit 1; }

# Originals only: a precompressed copy (.br, .gz) is the host's business.
files=$(find . -type f ! -name sw.js ! -name '*.br' ! -name '*.gz' -printf '%P\n' | LC_ALL=C sort)
version=$(printf '%s\n' "$files" | xargs -d '\n' sha256sum | sha256sum | cut -c1-16)
# The screens' small modules (module-*) are not precached: a phone would
# fetch them all after its first load, and the whole app, which is,
# draws their addresses too (web/nimatron-start.js falls back to it).
list=$(printf '%s\n' "$files" | grep -v '^module-' | sed 's/.*/  "&",/')
if [[ "${TRUNK_PROFILE:-release}" != release ]]; then
  version="dev-$version"
  list=""
fi

tmp=$(mktemp)
awk -v version="$version" -v list="$list" '
  /\/\/ PRECACHE_VERSION$/ { print "const VERSION = \x27" version "\x27;"; next }
  /\/\/ PRECACHE_FILES$/ {
    if (list == "") print "const FILES = [];"; else print "const FILES = [\n  \"./\",\n" list "\n];"
    next
  }
  { print }
' sw.js >"$tmp"
grep -q "const VERSION = '$version';" "$tmp" || { echo "precache.sh: sw.js has no PRECACHE markers" >&2; exit 1; }
mv "$tmp" sw.js
chmod 644 sw.js
if [[ -z "$list" ]]; then
  echo "precache.sh: development build, nothing precached (version $version)"
else
  echo "precache.sh: $(printf '%s\n' "$files" | wc -l) files, version $version"
fi
