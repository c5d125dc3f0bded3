#!/usr/bin/env bash
# Instruction counts of AutoStack's operations on 1,000 views, from valgrind's callgrind:
# repeatable where times are not. See docs/benchmarks.md.
#
#   Benchmarks/callgrind.sh [operation ...]     # every operation when none is given
#
# Each operation runs in its own process, 10 times after an uncounted arrangement; only the
# runs themselves are counted (--toggle-collect), and hashing is made deterministic so that
# dictionary probing repeats too.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null; then
  echo "callgrind.sh: valgrind is not installed" >&2
  exit 1
fi
swift build -c release --product autostack-bench >/dev/null
bench=.build/release/autostack-bench
runs=10

if (( $# > 0 )); then operations=("$@"); else mapfile -t operations < <("$bench" --list-operations); fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
printf "%-20s %16s\n" "operation" "instructions/run"
for operation in "${operations[@]}"; do
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
    --callgrind-out-file="$out/$operation.out" --toggle-collect='*measuredRun*' \
    "$bench" --callgrind-workload "$operation" >/dev/null 2>"$out/$operation.log"
  total=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/$operation.log")
  printf "%-20s %16s\n" "$operation" "$(( total / runs ))"
done
