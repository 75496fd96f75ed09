#!/usr/bin/env bash
# The proof that the suite does not flake, in one command: the web project WEB_RUNS times and the
# e2e project E2E_RUNS times in a row, while a busy loop holds every core, as a CI machine shared
# with other work is. One PASS/FAIL line per run (failed tests named), logs kept, exit 1 on any
# failure. The load stops when the script ends, however it ends (a cap stops it even after a kill -9).
#
#   scripts/flake-proof.sh [WEB_RUNS=5] [E2E_RUNS=2]
#   LOAD=0 scripts/flake-proof.sh 1 0              # no extra load
#   WEB_TEST_SLOW_SCHEDULER=1 scripts/flake-proof.sh 1 0   # React's queued work as slow as under load
set -uo pipefail
cd "$(dirname "$0")/.."

web_runs="${1:-5}"
e2e_runs="${2:-2}"
logs="${FLAKE_PROOF_LOGS:-/tmp/flake-proof-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$logs"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"

load_pids=()
stop_load() {
  for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${load_pids[@]}"; do wait "$pid" 2>/dev/null; done
  load_pids=()
}
trap stop_load EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "${LOAD:-1}" != 0 ]; then
  # A cap on the loops' life (15 min a web run, 30 an e2e run) should the script be killed before
  # its trap runs.
  cap=$((web_runs * 900 + e2e_runs * 1800 + 600))
  for _ in $(seq "$(nproc)"); do
    timeout "$cap" sh -c 'while :; do :; done' &
    load_pids+=("$!")
  done
  echo "load: ${#load_pids[@]} busy loops (pids ${load_pids[*]}), logs in $logs"
fi

failures=0
run() {
  local label="$1" log="$2"
  shift 2
  local started=$SECONDS
  "$@" >"$log" 2>&1
  local code=$? took=$((SECONDS - started))
  # The summary reporter's line; vitest's colours are dropped for reading.
  local counts
  counts="$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^Tests: ' | tail -1 | sed 's/^Tests: //')"
  if [ "$code" -eq 0 ]; then
    echo "$label: PASS (${counts:-no summary}) in ${took}s"
  else
    failures=$((failures + 1))
    echo "$label: FAIL (${counts:-no summary}, exit $code) in ${took}s, log $log"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ FAIL ' | sort -u | sed 's/^/    /' | head -20
  fi
}

for i in $(seq "$web_runs"); do
  run "web run $i/$web_runs" "$logs/web-$i.log" npx vitest run --project web
done
for i in $(seq "$e2e_runs"); do
  # The journeys build web/dist and start the app: one e2e run at a time on this machine.
  run "e2e run $i/$e2e_runs" "$logs/e2e-$i.log" flock /tmp/e2e.lock npx vitest run --project e2e
done

stop_load
if [ "$failures" -eq 0 ]; then
  echo "flake proof: all $((web_runs + e2e_runs)) runs passed"
else
  echo "flake proof: $failures of $((web_runs + e2e_runs)) runs failed"
  exit 1
fi
