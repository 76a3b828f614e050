#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a downloaded browser). Installs it when missing and we are root.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install Debian's package as root: apt-get update && apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
