#!/usr/bin/env bash
# The slow checks of the testability catalogue (Sources/Classroom/Mutants) that `swift test`
# leaves out (it checks only that every cut applies to the current sources): each cut of each
# mutant builds, and the shared scenarios see it, in every pattern it is cut in. Over a copy
# of the project built once (without its tests), each mutant in a layer of its own, in the
# sandbox; prints the matrix; exits 1 when a cut does not apply or build, or when the
# scenarios miss a mutant somewhere. It is `Scripts/update-testability.sh --check`.
#
# Usage: Scripts/check-mutants.sh [--jobs N] [--pattern P ...] [--mutant ID ...] [--no-sandbox]
exec "$(dirname "$0")/update-testability.sh" --check "$@"
