#!/usr/bin/env bash
# The one start command: installs, builds, and starts the whole app on the embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

install_workspace
build_all

log "starting the API (PGlite in ${DATA_DIR:-api/data}), the host and the four remotes"
export DATA_DIR="${DATA_DIR:-$PWD/api/data}"
exec node .ci/stack.mjs
