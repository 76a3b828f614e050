#!/usr/bin/env bash
# The browser tests put Debian's nginx in front of the built site (scripts/nginx-e2e.ts). Installs
# nginx-light when no nginx is there and we are root; never starts it as a service.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$nginx" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx is missing: installing Debian's nginx-light package…"
  apt-get update -qq
  # policy-rc.d 101: the package must not start nginx as a service (the tests run their own).
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  exit 0
fi
echo "nginx is missing. Install Debian's package as root: apt-get update && apt-get install -y nginx-light" >&2
echo "(or set NGINX_PATH to an nginx binary)" >&2
exit 1
