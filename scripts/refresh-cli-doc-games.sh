#!/usr/bin/env bash
# Rewrites the `nimatron games` example in docs/CLI.md from the real
# binary, after a game is added to the registry (the doc-examples test
# then checks it like every other example).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
out="$(cargo run -q -p nimatron-cli -- games)"
python3 - "$ROOT/docs/CLI.md" "$out" <<'PY'
import sys
path, out = sys.argv[1], sys.argv[2]
s = open(path).read()
start = s.index("$ nimatron games\n") + len("$ nimatron games\n")
end = s.index("```", start)
open(path, "w").write(s[:start] + out.rstrip("\n") + "\n" + s[end:])
PY
