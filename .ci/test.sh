#!/usr/bin/env bash
# The one test command: installs, then runs every check and test (unit, API on PGlite and PostgreSQL, end to end).
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

install_workspace
locate_reference_data

log "i18n: every message extracted and translated in en-GB and nl-NL"
bash .ci/i18n-check.sh

log "no citations of documents outside the repository (sections of the product rules, issue numbers)"
bash .ci/outside-references.sh

log "typecheck"
pnpm run typecheck

log "lint (import cycles, imports between remotes and features)"
pnpm run lint

log "unit, component and API tests (API on embedded PGlite)"
npx jest --ci

log "API tests on a real PostgreSQL server"
bash .ci/with-postgres.sh npx jest --ci --selectProjects api

build_all

log "end-to-end tests: the production build in Debian Chromium"
bash .ci/e2e.sh

log "end-to-end tests again: two API processes on one PostgreSQL behind a round-robin balancer"
bash .ci/with-postgres.sh env E2E_API_PROCESSES=2 bash .ci/e2e.sh
