#!/usr/bin/env bash
# The slow checks of the testability catalogue (Sources/Classroom/Mutants) that `swift test`
# leaves out (it only checks that every cut applies to the current sources): each cut of each
# mutant compiles, and the shared scenarios see it, in every pattern it is cut in.
# `patterns mutate --group scenarios --require-kills` over a copy of the project built once
# (without its tests: the scenarios need none), each mutant in a layer of its own, in the
# sandbox; it prints the matrix and exits 1 when a cut does not apply or build, or when the
# scenarios miss a mutant somewhere.
#
# Usage: Scripts/check-mutants.sh [--jobs N] [--pattern P ...] [--mutant ID ...] [--no-sandbox]
#   (options as `patterns mutate` takes them; default --jobs 2)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

# A student edition leaves the catalogue's mutants out.
if ! ls Sources/Classroom/Mutants/*.json >/dev/null 2>&1; then
  echo "check-mutants: no mutants here (a student edition leaves them out)"
  exit 0
fi

jobs=(--jobs 2)
for argument in "$@"; do
  [[ "$argument" == --jobs || "$argument" == -j ]] && jobs=()
done

swift build --product patterns >&2
patterns="$(swift build --show-bin-path)/patterns"
started=$SECONDS
status=0
"$patterns" mutate --group scenarios --require-kills "${jobs[@]}" "$@" || status=$?
echo "check-mutants: $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s" >&2
if ((status != 0)); then
  echo "check-mutants: FAILED: a cut does not apply or build, or the scenarios miss a mutant (above)" >&2
fi
exit "$status"
