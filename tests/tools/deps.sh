#!/bin/sh
# deps.sh apt PKG… | deps.sh npm — install what the build and tests need.
# Debian packages: installed with apt-get when missing and we are root on
# Debian; otherwise we say what to install and fail. npm packages: `npm ci`
# (or `npm install` without a lock file) when node_modules lacks a package or
# holds another version than the lock file's (npm-current.mjs).
set -eu
kind=$1
shift
case $kind in
apt)
  # A package counts as there when dpkg has it or, off Debian, its command runs.
  present() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" && return 0
    case $1 in
    emscripten) command -v emcc >/dev/null ;;
    chromium) command -v chromium >/dev/null ;;
    chromium-headless-shell) command -v chromium-headless-shell >/dev/null ;;
    clang) command -v clang >/dev/null ;;
    g++) command -v g++ >/dev/null ;;
    python3) command -v python3 >/dev/null ;;
    fonts-noto-cjk) fc-list ':lang=zh' 2>/dev/null | grep -q . ;; # any Chinese font
    *) return 1 ;;
    esac
  }
  missing=""
  for p in "$@"; do
    present "$p" || missing="$missing $p"
  done
  command -v node >/dev/null || missing="$missing nodejs npm"
  [ -z "$missing" ] && exit 0
  if [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ]; then
    echo "deps: installing Debian packages:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    # shellcheck disable=SC2086
    apt-get install -y -qq --no-install-recommends $missing >/dev/null
  else
    echo "deps: missing:$missing" >&2
    echo "deps: install them (Debian: sudo apt-get install$missing), then run make again." >&2
    exit 1
  fi
  ;;
npm)
  if ! command -v npm >/dev/null; then
    echo "deps: npm is missing; install Node.js 20 and npm, then run make again." >&2
    exit 1
  fi
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  if ! node "$(dirname "$0")/npm-current.mjs"; then
    echo "deps: installing npm packages"
    if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error
    else npm install --no-audit --no-fund --loglevel=error; fi
  fi
  ;;
*)
  echo "deps.sh: usage: deps.sh apt PKG… | deps.sh npm" >&2
  exit 2
  ;;
esac
