#!/usr/bin/env bash
# Measures the Reactive pipeline against hand-written closures, in release mode: four
# workloads (issue 20), each ratio as median (min–max) over alternating rounds of thread CPU
# time, and whether its target is met (judged on the median). Exits 0 either way.
# Usage: Scripts/benchmark-reactive.sh [elements-per-run [iterations-of-(d) [rounds]]]
#        (defaults 2000000, 100000, 9)
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -c release reactive-benchmark "$@"
