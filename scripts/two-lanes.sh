#!/usr/bin/env bash
# Runs npm scripts in two lanes at once, one per core of the 2-core machines `npm test` runs on (decision 208): the
# scripts of a lane one after another, stopping at the first that fails. Each lane's output is kept and printed
# whole when both are done, first lane first, so the log reads as if they had run in turn. Fails if either failed.
# Usage: bash scripts/two-lanes.sh "lint:eslint test:schema" "format:check knip typecheck"
set -uo pipefail
[ $# -eq 2 ] || { echo "usage: $0 \"<scripts of lane 1>\" \"<scripts of lane 2>\"" >&2; exit 2; }

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

lane() {
  local name
  for name in $1; do
    local start=$SECONDS
    npm run "$name" || { echo "two-lanes: $name failed after $((SECONDS - start)) s"; return 1; }
    echo "two-lanes: $name passed in $((SECONDS - start)) s"
  done
}

lane "$1" > "$logs/1" 2>&1 &
first=$!
lane "$2" > "$logs/2" 2>&1 &
second=$!
wait "$first"
one=$?
wait "$second"
two=$?
cat "$logs/1" "$logs/2"
[ "$one" -eq 0 ] && [ "$two" -eq 0 ]
