#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server:
#   bash .ci/with-postgres.sh npx jest --selectProjects api
# Starts PostgreSQL (15 preferred; installed with apt-get when missing) in a fresh temporary directory on
# 127.0.0.1 and a free port, exports DATABASE_URL, runs the command, then stops the server and removes the
# directory (also when the command fails). Exits with the command's exit code.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

find_bin_dir() {
  local dir
  for dir in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if ! BIN_DIR="$(find_bin_dir)"; then
  echo "with-postgres: PostgreSQL not found; installing it with apt-get" >&2
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
  BIN_DIR="$(find_bin_dir)"
fi

# initdb refuses to run as root: run the server as the postgres user then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
DATA_DIR="$WORK_DIR/data"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK_DIR"; fi

cleanup() {
  as_owner "$BIN_DIR/pg_ctl" -D "$DATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_owner "$BIN_DIR/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --no-sync >/dev/null
as_owner "$BIN_DIR/pg_ctl" -D "$DATA_DIR" -l "$WORK_DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PORT -k $WORK_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
as_owner "$BIN_DIR/createdb" -h 127.0.0.1 -p "$PORT" -U postgres nutrilog

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/nutrilog"
echo "with-postgres: PostgreSQL $("$BIN_DIR/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
