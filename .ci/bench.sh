#!/usr/bin/env bash
# `pnpm bench`: builds the app (skip with BENCH_SKIP_BUILD=1 when dist/ is fresh), installs Chromium when missing,
# and runs bench/run.mjs beside a throw-away PostgreSQL server (the API figures have a column for each database).
# Arguments go to run.mjs, e.g. `pnpm bench --only api --compare` (against bench/results/baseline.json).
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

ensure_chromium
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then build_all; fi
log "measuring (about 10 minutes)"
exec bash .ci/with-postgres.sh node bench/run.mjs "$@"
