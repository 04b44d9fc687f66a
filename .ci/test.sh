#!/usr/bin/env bash
# The one test command: installs, then runs every check and test (unit, API on PGlite and PostgreSQL, end to end).
# Each phase's duration is printed at the end, also when a phase fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

PHASES=()
STARTED_AT=$SECONDS
# phase "what it checks" command...: runs the command as one timed phase.
phase() {
  local title="$1" start=$SECONDS
  shift
  log "$title"
  "$@"
  PHASES+=("$(printf '%5ss  %s' $((SECONDS - start)) "$title")")
}
print_phases() {
  local status=$?
  log "phases (total $((SECONDS - STARTED_AT)) s)"
  printf '%s\n' "${PHASES[@]}"
  [ "$status" = 0 ] || echo "failed after the phases above (exit $status)"
}
trap print_phases EXIT

phase "install" install_workspace
locate_reference_data

phase "i18n: every message extracted and translated in en-GB and nl-NL" bash .ci/i18n-check.sh
phase "no citations of documents outside the repository (sections of the product rules, issue numbers)" bash .ci/outside-references.sh
phase "formatting: Prettier, one width (.prettierrc.json)" pnpm run format:check
phase "repeated code: jscpd, six lines or more, at most 1 % of the lines (.jscpd.json)" npx jscpd --silent .
phase "typecheck" pnpm run typecheck
phase "lint (import cycles, imports between remotes and features)" pnpm run lint
phase "import cycles, type-only imports included (madge)" node .ci/import-cycles.mjs
phase "unit, component and API tests (API on embedded PGlite)" npx jest --ci
phase "API tests on a real PostgreSQL server" bash .ci/with-postgres.sh npx jest --ci --selectProjects api
phase "build" build_all
phase "end-to-end tests: the production build in Debian Chromium, on PGlite and, side by side, with two API processes on one PostgreSQL behind a round-robin balancer" \
  bash .ci/e2e-side-by-side.sh
