#!/usr/bin/env bash
# Regenerates Docs/Comparison.md: each pattern's code size per role and per file, side by
# side, exactly as `patterns report --format markdown` prints it (no coverage: coverage needs
# instrumented test runs and is measured on demand with `patterns report --coverage`; see
# Docs/Report.md).
#
# Usage: Scripts/update-comparison.sh [--check]
#   --check   print the differences and exit 1 when Docs/Comparison.md is out of date
set -euo pipefail
cd "$(dirname "$0")/.."

# A student edition has no reference solutions: its report has no change cost to compare.
if [[ -f Sources/Classroom/Exercises/edition.json ]]; then
  echo "update-comparison: a student edition has no change cost; the teacher's copy keeps Docs/Comparison.md"
  exit 0
fi

check=false
case "${1:-}" in
  "") ;;
  --check) check=true ;;
  *) echo "Usage: Scripts/update-comparison.sh [--check]" >&2; exit 64 ;;
esac

swift build --product patterns >&2
patterns="$(swift build --show-bin-path)/patterns"

if ! $check; then
  "$patterns" report --format markdown --output Docs/Comparison.md
  exit 0
fi

fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
"$patterns" report --format markdown --output "$fresh" 2>/dev/null
if ! diff -u --label Docs/Comparison.md --label "patterns report --format markdown" \
  Docs/Comparison.md "$fresh"; then
  echo "Docs/Comparison.md is out of date: run Scripts/update-comparison.sh and commit it." >&2
  exit 1
fi
echo "Docs/Comparison.md is up to date."
