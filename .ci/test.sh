#!/usr/bin/env bash
# The one test command: installs, then runs every check and test (unit, API on PGlite and PostgreSQL, end to end).
# Each phase's duration is printed at the end, also when a phase fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

STARTED_AT=$SECONDS
PHASE_TIMES="$(mktemp)" # one line per finished phase; lanes run in subshells, so a file rather than an array
# phase "what it checks" command...: runs the command as one timed phase.
phase() {
  local title="$1" start=$SECONDS
  shift
  log "$title"
  "$@"
  printf '%5ss  %s\n' $((SECONDS - start)) "$title" >>"$PHASE_TIMES"
}
# side_by_side lane...: runs each lane (a function of phases) at once, each lane's output held back and printed
# whole when all are done, in the order given. Fails when any lane fails.
side_by_side() {
  local dir pids=() lane status=0 i
  dir="$(mktemp -d)"
  for lane in "$@"; do
    "$lane" >"$dir/$lane.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || status=1
  done
  for lane in "$@"; do cat "$dir/$lane.log"; done
  rm -rf "$dir"
  return "$status"
}
print_phases() {
  local status=$?
  log "phases (total $((SECONDS - STARTED_AT)) s)"
  cat "$PHASE_TIMES"
  rm -f "$PHASE_TIMES"
  [ "$status" = 0 ] || echo "failed after the phases above (exit $status)"
}
trap print_phases EXIT

phase "install" install_workspace
phase "nginx (Debian's), for the deployment's tests and the end-to-end run behind it" ensure_nginx
locate_reference_data

# i18n first and alone: it rewrites the message catalogs that the other checks read.
phase "i18n: every message extracted and translated in en-GB and nl-NL" bash .ci/i18n-check.sh
# Then the quick checks in two lanes: the rest are single-threaded and typecheck keeps two cores busy only part of
# the time, so side by side they take about as long as the longer lane.
types_lane() {
  phase "typecheck" pnpm run typecheck
}
conventions_lane() {
  phase "no citations of documents outside the repository (sections of the product rules, issue numbers)" \
    bash .ci/outside-references.sh
  phase "formatting: Prettier, one width (.prettierrc.json)" pnpm run format:check
  phase "repeated code: jscpd, six lines or more, at most 1 % of the lines (.jscpd.json)" npx jscpd --silent .
  phase "lint (import cycles, imports between remotes and features)" pnpm run lint
  phase "import cycles, type-only imports included (madge)" node .ci/import-cycles.mjs
}
side_by_side types_lane conventions_lane
# releases-build needs the builds: it runs after the build phase.
phase "unit, component and API tests (API on embedded PGlite)" npx jest --ci --ignoreProjects api-postgres releases-build
# Only the test files that open a database (through testing/test-database.ts, as the harness and the CLI's targets
# do); the rest (parsers, OCR, PGlite's own thread and data directory) would run the same again. api-postgres: the
# tests whose subject is PostgreSQL itself (the move from the embedded database).
phase "API tests on a real PostgreSQL server (the files that open a database, and the move to PostgreSQL)" \
  bash .ci/with-postgres.sh npx jest --ci --selectProjects api api-postgres --findRelatedTests api/src/testing/test-database.ts
phase "build" build_all
# Two development builds of mfe-weight of its own (docs/architecture.md, "Releasing a remote"): about 50 s.
phase "releases: a remote against an unsupported contract refused, a compatible one live and rolled back" \
  npx jest --ci --selectProjects releases-build
phase "end-to-end tests: the production build in Debian Chromium, on PGlite and, side by side, through nginx with two API processes on one PostgreSQL" \
  bash .ci/e2e-side-by-side.sh
