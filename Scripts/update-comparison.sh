#!/usr/bin/env bash
# Regenerates Docs/Comparison.md: each pattern's code size and line coverage, side by side,
# as `patterns report --coverage --format markdown` prints them.
#
# Usage: Scripts/update-comparison.sh [--no-coverage]
#   --no-coverage   size only (fast: no instrumented test runs)
#
# The coverage runs build the package a second time, instrumented, in .build/coverage, and run
# `swift test --enable-code-coverage` once for the scenario suite and once per pattern.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

coverage=(--coverage)
if [[ "${1:-}" == "--no-coverage" ]]; then
  coverage=()
elif [[ $# -gt 0 ]]; then
  echo "Usage: Scripts/update-comparison.sh [--no-coverage]" >&2
  exit 64
fi

swift build --product patterns
"$(swift build --show-bin-path)/patterns" report ${coverage[@]+"${coverage[@]}"} \
  --format markdown --output Docs/Comparison.md
