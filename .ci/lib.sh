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

install_workspace() {
  ensure_pnpm
  log "installing dependencies"
  pnpm install --frozen-lockfile
}

build_all() {
  log "building the API, the host and the four remotes (two at a time)"
  pnpm run build
}
