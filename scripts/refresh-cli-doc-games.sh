#!/usr/bin/env bash
# Rewrites the `nimatron games` examples (text and --json) in docs/CLI.md
# from the real binary, after a game is added to the registry, and the
# unknown-game error's message (it lists the games); the doc-examples test
# then checks them like every other example.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cargo build -q -p nimatron-cli
python3 - "$ROOT/docs/CLI.md" "$ROOT/target/debug/nimatron" <<'PY'
import subprocess, sys
path, exe = sys.argv[1], sys.argv[2]
lines = open(path).read().split("\n")
out, i = [], 0
while i < len(lines):
    line = lines[i]
    out.append(line)
    i += 1
    if line.startswith("$ nimatron games"):
        args = line[len("$ nimatron "):].split()
        result = subprocess.run([exe, *args], capture_output=True, text=True).stdout
        out.extend(result.rstrip("\n").split("\n"))
        while i < len(lines) and not lines[i].startswith("$ ") and not lines[i].startswith("```"):
            i += 1
    elif line.startswith("$ nimatron analyze chess"):
        # The message names every game; the `[exit N]` line after it stays.
        args = line[len("$ nimatron "):].split()
        result = subprocess.run([exe, *args], capture_output=True, text=True).stderr
        out.extend(result.rstrip("\n").split("\n"))
        while i < len(lines) and not lines[i].startswith("[exit "):
            i += 1
open(path, "w").write("\n".join(out))
PY
