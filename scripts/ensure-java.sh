#!/usr/bin/env bash
# The Nu HTML checker (vnu-jar, tests/built/html-checker.test.ts) runs on Java. Installs Debian's
# default-jre-headless when no java is there and we are root, the way ensure-nginx.sh installs nginx.
set -euo pipefail
java="${JAVA_PATH:-$(command -v java || true)}"
if [ -n "$java" ] && [ -x "$java" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "java is missing: installing Debian's default-jre-headless package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "java is missing. Install Debian's package as root: apt-get update && apt-get install -y default-jre-headless" >&2
echo "(or set JAVA_PATH to a java binary)" >&2
exit 1
