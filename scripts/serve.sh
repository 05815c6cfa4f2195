#!/usr/bin/env bash
# README command 1: installs what is missing, then serves the web app with
# live rebuild at http://127.0.0.1:8080 (Ctrl-C stops it). Extra arguments go
# to `trunk serve`, e.g. `scripts/serve.sh --release`.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

bash scripts/install-tools.sh
banner "trunk serve: http://127.0.0.1:8080/#/nim?heaps=3,4,5"
exec trunk serve --address 127.0.0.1 --port 8080 "$@"
