#!/usr/bin/env bash
# Browsers come from Debian (never a downloaded browser): chromium for the bench, and the same Chromium as a
# headless shell (chromium-headless-shell) for the browser tests (decision 125). Installs what is missing when
# we are root.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$browser" ] || missing+=(chromium)
[ -x "$shell" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install Debian's packages as root: apt-get update && apt-get install -y ${missing[*]}" >&2
echo "(or set CHROMIUM_PATH / TEST_CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
