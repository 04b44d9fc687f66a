#!/usr/bin/env bash
# The one start command: installs, builds, and starts the whole app on the embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

install_workspace
build_all

use_reference_foods
log "starting the API (PGlite in ${DATA_DIR:-api/data}; reference foods: ${FOOD_DATA_DIR:-none}), the host and the four remotes"
export DATA_DIR="${DATA_DIR:-$PWD/api/data}"
# Short lines for a person at the terminal; production keeps JSON (docs/api.md, "Configuration").
export LOG_FORMAT="${LOG_FORMAT:-pretty}"
exec node .ci/stack.mjs
