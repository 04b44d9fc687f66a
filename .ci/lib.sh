# Helpers shared by the start and test commands: install what a fresh machine lacks.
PNPM_VERSION=10.34.9

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    log "installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

apt_install() {
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Chromium from Debian"
    apt_install chromium
  fi
}

# Debian's nginx, for the deployment's tests (deploy/nginx) and the end-to-end run behind it.
ensure_nginx() {
  if [ ! -x /usr/sbin/nginx ]; then
    log "installing nginx from Debian"
    apt_install nginx
  fi
}

install_workspace() {
  ensure_pnpm
  log "installing dependencies"
  pnpm install --frozen-lockfile
}

build_all() {
  log "building the API, the host and the four remotes (two at a time)"
  pnpm run build
}

# The reference data beside the project (USDA, Open Food Facts recordings, label photos): never copied into the
# repository. Tests read NUTRILOG_SHARED_DATA; when it is unset, look for `<ancestor>/shared/data` above this
# checkout, then above the checkout it was cloned from (a fresh clone in a temporary directory).
locate_reference_data() {
  [ -n "${NUTRILOG_SHARED_DATA:-}" ] && return 0
  local start dir origin
  for start in "$PWD" "$(git remote get-url origin 2>/dev/null || true)"; do
    [ -d "$start" ] || continue
    dir="$(cd "$start" && pwd)"
    while :; do
      if [ -d "$dir/shared/data/off-fixtures" ]; then
        export NUTRILOG_SHARED_DATA="$dir/shared/data"
        return 0
      fi
      [ "$dir" = "/" ] && break
      dir="$(dirname "$dir")"
    done
  done
  echo "The reference data (shared/data/off-fixtures) was not found above this checkout or its origin; set NUTRILOG_SHARED_DATA." >&2
  return 1
}

# The USDA SR copy in the reference data, imported by the API at start-up as its reference foods (text inference).
# Optional: without it the engine finds the user's own products only. An explicit FOOD_DATA_DIR wins.
use_reference_foods() {
  [ -n "${FOOD_DATA_DIR:-}" ] && return 0
  locate_reference_data 2>/dev/null || return 0
  if [ -f "$NUTRILOG_SHARED_DATA/usda-sr/ABBREV.txt" ]; then
    export FOOD_DATA_DIR="$NUTRILOG_SHARED_DATA/usda-sr"
  fi
}
