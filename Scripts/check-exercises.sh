#!/usr/bin/env bash
# Proves every classroom exercise works, for every pattern it applies to, on a clean checkout
# of HEAD (a temporary git worktree, removed at the end):
#   1. `patterns exercise start` makes the exercise's checks fail (`check` exits non-zero),
#      though the starting point builds;
#   2. `patterns exercise solve` makes them pass (`check` exits 0);
#   3. `patterns exercise reset` restores the checkout byte for byte (git sees no change),
#      after each starting point, and after all of an exercise's solutions.
# The solutions of one exercise are solved one after another, so that a feature's shared
# Domain change is built once. See Docs/Classroom.md ("The proof script") for its time. Usage: Scripts/check-exercises.sh [EXERCISE-ID ...]   (default: every exercise)
# CHECK_EXERCISES_FRESH_BUILD=1 builds the worktree from nothing instead of copying .build.
# CHECK_EXERCISES_PATTERNS="mv mvvm-swiftui" proves only those patterns' pairs (a new pattern's).
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

# A student edition (`patterns exercise edition`) has no solutions to prove the exercise with.
if [[ -f Sources/Classroom/Exercises/edition.json ]]; then
  echo "check-exercises: a student edition has no reference solutions; the teacher's copy runs this"
  exit 0
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/check-exercises.XXXXXX")"
tree="$work/tree"
cleanup() {
  git worktree remove --force "$tree" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

git worktree add --detach "$tree" HEAD >/dev/null
# Start from this checkout's build products when it has them (as CI's has, after
# `swift test`): without the module cache, whose paths are absolute, the first build of the
# worktree takes seconds instead of minutes. The proof itself never depends on it.
if [[ -d .build && "${CHECK_EXERCISES_FRESH_BUILD:-0}" != 1 ]]; then
  cp -a .build "$tree/.build"
  rm -rf "$tree"/.build/*/*/ModuleCache
fi
cd "$tree"
echo "== building a clean checkout of $(git rev-parse --short HEAD) in $tree"
swift build >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; exit 1; }
patterns="$tree/.build/debug/patterns"

# The exercise/pattern pairs, from `patterns exercise list --pairs` (ID PATTERN per line).
pairs=()
while read -r id name; do
  if (($# > 0)); then
    wanted=0
    for chosen in "$@"; do [[ "$chosen" == "$id" ]] && wanted=1; done
    ((wanted)) || continue
  fi
  if [[ -n "${CHECK_EXERCISES_PATTERNS:-}" && " $CHECK_EXERCISES_PATTERNS " != *" $name "* ]]; then
    continue
  fi
  pairs+=("$id $name")
done < <("$patterns" exercise list --pairs)
((${#pairs[@]} > 0)) || { echo "no exercise to check" >&2; exit 1; }

failures=0
fail() {
  echo "FAIL  $1" >&2
  failures=$((failures + 1))
}

clean() { [[ -z "$(git status --porcelain --untracked-files=all)" ]] && git diff --quiet HEAD; }

# Exercise by exercise (the pairs come grouped by exercise): first each pattern's starting
# point must fail its checks, then each reference solution must pass them, solved one pattern
# after another (the patterns of a feature share its Domain change: written once, each later
# solution rebuilds only its own module), then resetting every pattern must leave git seeing
# no change.
ids=()
for pair in "${pairs[@]}"; do
  read -r id _ <<<"$pair"
  [[ " ${ids[*]} " == *" $id "* ]] || ids+=("$id")
done
for id in "${ids[@]}"; do
  patterns_of=()
  for pair in "${pairs[@]}"; do
    read -r pid pattern <<<"$pair"
    [[ "$pid" == "$id" ]] && patterns_of+=("$pattern")
  done
  for pattern in "${patterns_of[@]}"; do
    started=$SECONDS
    echo "== $id for $pattern: the starting point"
    "$patterns" exercise start "$id" --pattern "$pattern" >/dev/null
    # The starting point is no work: run the checks anyway, to see them fail on it (up to
    # the first that does).
    if "$patterns" exercise check "$id" --pattern "$pattern" --even-if-unchanged --fail-fast \
      >"$work/start-check.txt" 2>/dev/null; then
      cat "$work/start-check.txt"
      fail "$id/$pattern: the starting point passes its checks"
    elif ! grep -q "^  PASS  builds" "$work/start-check.txt"; then
      cat "$work/start-check.txt"
      fail "$id/$pattern: the starting point does not build"
    fi
    "$patterns" exercise reset "$id" --pattern "$pattern" >/dev/null
    if ! clean; then
      git status --short
      fail "$id/$pattern: reset after start left the checkout changed"
      git checkout -q HEAD -- . && git clean -qfd -e .build -e .patterns
    fi
    echo "   $((SECONDS - started))s"
  done
  for pattern in "${patterns_of[@]}"; do
    started=$SECONDS
    echo "== $id for $pattern: the reference solution"
    "$patterns" exercise solve "$id" --pattern "$pattern" >/dev/null
    if ! "$patterns" exercise check "$id" --pattern "$pattern" >"$work/solve-check.txt" \
      2>/dev/null; then
      cat "$work/solve-check.txt"
      fail "$id/$pattern: the reference solution fails its checks"
    fi
    echo "   $((SECONDS - started))s"
  done
  for ((index = ${#patterns_of[@]} - 1; index >= 0; index--)); do
    "$patterns" exercise reset "$id" --pattern "${patterns_of[index]}" >/dev/null
  done
  if ! clean; then
    git status --short
    fail "$id: reset left the checkout changed"
    git checkout -q HEAD -- . && git clean -qfd -e .build -e .patterns
  fi
done

if ((failures > 0)); then
  echo "$failures of ${#pairs[@]} exercise checks failed" >&2
  exit 1
fi
echo "All ${#pairs[@]} exercise/pattern pairs: start fails, solve passes, reset restores."
