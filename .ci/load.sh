#!/usr/bin/env bash
# `pnpm test:load`: builds the API (skip with LOAD_SKIP_BUILD=1 when api/dist is fresh) and runs the mixed load
# (bench/mixed-load.mjs: 100 clients for 60 s, then the lost-write and memory checks) on PGlite and beside a
# throw-away PostgreSQL. About 6 minutes. Arguments go to mixed-load.mjs, e.g. `pnpm test:load --duration 20`.
# Exits 1 on any error, lost write or memory growth; stops by itself (mixed-load.mjs has a hard limit, and
# `timeout` ends everything after LOAD_TIMEOUT_SECONDS, default 1800, should that limit not fire).
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

if [ "${LOAD_SKIP_BUILD:-0}" != 1 ]; then
  log "building the API"
  pnpm --filter @nutrilog/api build
fi
log "mixed load on PGlite, then PostgreSQL"
exec timeout --kill-after=30 "${LOAD_TIMEOUT_SECONDS:-1800}" bash .ci/with-postgres.sh node bench/mixed-load.mjs "$@"
