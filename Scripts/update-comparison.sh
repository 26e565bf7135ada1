#!/usr/bin/env bash
# Regenerates Docs/Comparison.md: each pattern's code size per role and per file, side by
# side, exactly as `patterns report --format markdown` prints it (no coverage: coverage needs
# instrumented test runs and is measured on demand with `patterns report --coverage`; see
# Docs/Report.md), then the testability matrix as `patterns mutate --from
# Docs/Testability.json --format markdown` renders the stored run (the run itself is slow:
# Scripts/update-testability.sh makes it).
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

# The report, then the stored testability matrix, when there is one.
render() {
  "$patterns" report --format markdown
  if [[ -f Docs/Testability.json ]]; then
    echo
    "$patterns" mutate --from Docs/Testability.json --format markdown
  fi
}

fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
if ! $check; then
  render >"$fresh"
  cat "$fresh" >Docs/Comparison.md
  exit 0
fi

render >"$fresh" 2>/dev/null
if ! diff -u --label Docs/Comparison.md --label "patterns report and mutate --format markdown" \
  Docs/Comparison.md "$fresh"; then
  echo "Docs/Comparison.md is out of date: run Scripts/update-comparison.sh and commit it." >&2
  exit 1
fi
echo "Docs/Comparison.md is up to date."
