#!/usr/bin/env bash
# Regenerates Docs/Testability.json, the testability matrix: `patterns mutate` over every
# registered pattern and every mutant of the catalogue (Sources/Classroom/Mutants), each
# mutant built and run in the sandbox over one copy of the project built once. Slow: the
# figures and the last full run's time are in Docs/Comparison.md, "Testability". Then
# regenerates Docs/Comparison.md, whose Testability section is made from the stored matrix
# (Scripts/update-comparison.sh never runs it; CI checks the section against the JSON).
#
# Usage: Scripts/update-testability.sh [--check] [--jobs N] [--pattern P ...] [--mutant ID ...]
#                                      [--no-sandbox]          (default --jobs 2)
#   The matrix is written only when every cut was measured: a cut that does not apply or
#   build leaves Docs/Testability.json as it was.
#   --check   the catalogue's slow checks instead (Scripts/check-mutants.sh): each cut
#             builds and the shared scenarios see it, in every pattern it is cut in
#             (`patterns mutate --group scenarios --require-kills`, without the unit tests);
#             prints the matrix, writes nothing, exits 1 when a cut fails either.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

check=false
if [[ "${1:-}" == --check ]]; then
  check=true
  shift
fi

# A student edition leaves the catalogue's mutants out.
if ! ls Sources/Classroom/Mutants/*.json >/dev/null 2>&1; then
  echo "update-testability: no mutants here (a student edition leaves them out)"
  exit 0
fi

jobs=(--jobs 2)
for argument in "$@"; do
  [[ "$argument" == --jobs || "$argument" == -j ]] && jobs=()
done

swift build --product patterns >&2
patterns="$(swift build --show-bin-path)/patterns"

if $check; then
  status=0
  "$patterns" mutate --group scenarios --require-kills "${jobs[@]}" "$@" || status=$?
  if ((status != 0)); then
    echo "check-mutants: FAILED: a cut does not apply or build, or the scenarios miss it (above)" >&2
  fi
  exit "$status"
fi

fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
"$patterns" mutate "${jobs[@]}" "$@" --format json --output "$fresh"
"$patterns" mutate --from "$fresh"
cp "$fresh" Docs/Testability.json
echo "Wrote Docs/Testability.json" >&2
Scripts/update-comparison.sh
