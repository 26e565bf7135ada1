#!/usr/bin/env bash
# Measures one keystroke's cost in every text field of every registered pattern as the field
# grows (10,000 keystrokes by default), and with `--huge BYTES` after pasting BYTES of text.
# Usage: Scripts/benchmark-typing.sh [keystrokes] [--huge BYTES] [--only TEXT] [-c release]
set -euo pipefail
cd "$(dirname "$0")/.."
# The benchmark executables exist only when asked for (Package.swift).
export PATTERNS_BENCHMARKS=1
configuration=debug
arguments=()
while [ $# -gt 0 ]; do
  case "$1" in
    -c) configuration="$2"; shift 2 ;;
    *) arguments+=("$1"); shift ;;
  esac
done
swift build -c "$configuration" --product typing-benchmark
"$(swift build -c "$configuration" --show-bin-path)/typing-benchmark" "${arguments[@]}"
