#!/usr/bin/env bash
# The test command's two end-to-end runs at once, on the one build: the app as `npm start` runs it, on PGlite (ports
# 18100-18105), and as deployed, nginx (deploy/nginx) in front of two API processes on one PostgreSQL (ports
# 18200-18205). Each has its own run directory
# (e2e/.tmp/<run>: the stack's log, its copy of the builds, Playwright's traces of a failure) and its own Chromium;
# their lines are printed as they come, prefixed with the run's name. Fails when either run fails.
# Side by side they take about as long as the slower one: a run leaves much of the machine idle (its servers and
# browser wait on each other), and it went from 16 to about 10 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh

ensure_chromium # once, before the two runs would each try
ensure_nginx

# The redeploy spec's new build of mfe-weight, made once for both runs while they start (each run deploys it in its
# own copy of the builds): two webpack builds of the same remote at once slowed both runs.
REDEPLOY_DIR="$PWD/e2e/.tmp/redeploy"
rm -rf "$REDEPLOY_DIR"
mkdir -p "$REDEPLOY_DIR"
export E2E_REDEPLOY_BUILD="$REDEPLOY_DIR/dist"
export E2E_REDEPLOY_LABEL="redeployed-$(date +%s)"
# exit-code appears (renamed into place) only once the build has ended: the spec waits for it.
(
  if BUILD_LABEL="$E2E_REDEPLOY_LABEL" BUILD_OUTPUT_DIR="$E2E_REDEPLOY_BUILD" \
    pnpm --filter @nutrilog/mfe-weight build >"$REDEPLOY_DIR/build.log" 2>&1; then
    code=0
  else
    code=$?
  fi
  echo "$code" >"$REDEPLOY_DIR/exit-code.partial"
  mv "$REDEPLOY_DIR/exit-code.partial" "$REDEPLOY_DIR/exit-code"
) &
redeploy_build=$!

run() {
  local name="$1"
  shift
  rm -rf "e2e/.tmp/$name"
  mkdir -p "e2e/.tmp/$name"
  (E2E_RUN_DIR="$PWD/e2e/.tmp/$name" "$@" 2>&1 | sed -u "s/^/[$name] /")
}

run pglite bash .ci/e2e.sh &
pglite=$!
run postgres env E2E_BASE_PORT=18200 E2E_WEB_SERVER=nginx bash .ci/with-postgres.sh env E2E_API_PROCESSES=2 bash .ci/e2e.sh &
postgres=$!

status=0
wait "$redeploy_build" || true # its result is the spec's to judge (exit-code)
wait "$pglite" || { status=1; echo "end-to-end run on PGlite failed (traces in e2e/.tmp/pglite/test-results)"; }
wait "$postgres" || { status=1; echo "end-to-end run through nginx with two API processes on PostgreSQL failed (traces in e2e/.tmp/postgres/test-results)"; }
exit "$status"
