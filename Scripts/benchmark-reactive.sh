#!/usr/bin/env bash
# Measures the Reactive pipeline against hand-written closures, in release mode.
# Usage: Scripts/benchmark-reactive.sh [elements-per-run]   (default 2000000)
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -c release reactive-benchmark "$@"
