#!/usr/bin/env bash
# The studio's browser test serves its Content Lake stand-in over HTTP/2 with a certificate made by openssl
# (tests/support/content-lake/workspace.ts, decision 210). Installs Debian's openssl when it is missing and we are root.
set -euo pipefail
if command -v openssl >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "openssl is missing: installing Debian's openssl package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssl >/dev/null
  exit 0
fi
echo "openssl is missing. Install Debian's package as root: apt-get update && apt-get install -y openssl" >&2
exit 1
