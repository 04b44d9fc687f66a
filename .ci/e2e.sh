#!/usr/bin/env bash
# End-to-end tests (Playwright, Debian's Chromium) against the production builds composed by .ci/stack.mjs.
# This does NOT build: run it after `pnpm run build` (the test command builds first). The Playwright global setup
# refuses to start when a build is missing, starts the API, the host and the four remotes on ports 18100-18105
# (E2E_BASE_PORT moves them) with a fresh PGlite data directory and its own test users, and stops them afterwards.
# Extra arguments go to Playwright, e.g. `bash .ci/e2e.sh tests/05-navigation.spec.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

ensure_chromium
locate_reference_data
use_reference_foods

log "end-to-end tests (Chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}'))"
pnpm --filter @nutrilog/e2e test "$@"
