#!/usr/bin/env bash
# Proves every classroom exercise works, for every pattern it applies to, on a clean checkout
# of HEAD (temporary git worktrees, removed at the end):
#   1. `patterns exercise start` makes the exercise's checks fail (`check` exits non-zero),
#      though the starting point builds;
#   2. `patterns exercise solve` makes them pass (`check` exits 0);
#   3. `patterns exercise reset` restores the checkout byte for byte (git sees no change),
#      after each starting point, and after all of an exercise's solutions.
# The solutions of one exercise are solved one after another, so that a feature's shared
# Domain change is built once. Exercises are shared out among lanes (CHECK_EXERCISES_JOBS,
# default 2), each its own worktree and build, run side by side: a check's build is mostly one
# module's compile and one link, which leave a core idle. See Docs/Classroom.md ("The proof
# script") for its time.
# Usage: Scripts/check-exercises.sh [EXERCISE-ID ...]   (default: every exercise)
# CHECK_EXERCISES_FRESH_BUILD=1 builds each worktree from nothing instead of copying .build.
# CHECK_EXERCISES_PATTERNS="mv mvvm-swiftui" proves only those patterns' pairs (a new pattern's).
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

# A student edition (`patterns exercise edition`) has no solutions to prove the exercise with.
if [[ -f Sources/Classroom/Exercises/edition.json ]]; then
  echo "check-exercises: a student edition has no reference solutions; the teacher's copy runs this"
  exit 0
fi

jobs="${CHECK_EXERCISES_JOBS:-2}"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "CHECK_EXERCISES_JOBS must be a whole number ≥ 1" >&2; exit 64; }
work="$(mktemp -d "${TMPDIR:-/tmp}/check-exercises.XXXXXX")"
checkout="$PWD"
lane_pids=()
# kill_tree PID: ends PID and every process it started.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
cleanup() {
  for pid in "${lane_pids[@]}"; do kill_tree "$pid"; done
  wait 2>/dev/null || true
  for tree in "$work"/lane-*/tree; do
    [[ -d "$tree" ]] && git -C "$checkout" worktree remove --force "$tree" >/dev/null 2>&1
  done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# make_tree DIR: a clean worktree of HEAD in DIR, built.
make_tree() {
  local tree="$1"
  git -C "$checkout" worktree add --detach "$tree" HEAD >/dev/null
  # Start from this checkout's build products when it has them (as CI's has, after
  # `swift test`): without the module cache, whose paths are absolute, the first build of the
  # worktree takes seconds instead of minutes. The proof itself never depends on it.
  if [[ -d "$checkout/.build" && "${CHECK_EXERCISES_FRESH_BUILD:-0}" != 1 ]]; then
    cp -a "$checkout/.build" "$tree/.build"
    rm -rf "$tree"/.build/*/*/ModuleCache
  fi
  (cd "$tree" && swift build >"$tree.build.log" 2>&1) || { tail -30 "$tree.build.log"; return 1; }
}

# prove ID PATTERN...: in the current directory (a lane's worktree), first each pattern's
# starting point must fail its checks, then each reference solution must pass them, solved one
# pattern after another (the patterns of a feature share its Domain change: written once, each
# later solution rebuilds only its own module), then resetting every pattern must leave git
# seeing no change. Prints FAIL lines; returns the number of failures.
prove() {
  local id="$1" pattern started failures=0 index
  shift
  local patterns_of=("$@")
  local patterns="$PWD/.build/debug/patterns" scratch="$PWD.scratch"
  fail() {
    echo "FAIL  $1"
    failures=$((failures + 1))
  }
  clean() { [[ -z "$(git status --porcelain --untracked-files=all)" ]] && git diff --quiet HEAD; }
  for pattern in "${patterns_of[@]}"; do
    started=$SECONDS
    "$patterns" exercise start "$id" --pattern "$pattern" >/dev/null
    # The starting point is no work: run the checks anyway, to see them fail on it (up to
    # the first that does).
    if "$patterns" exercise check "$id" --pattern "$pattern" --even-if-unchanged --fail-fast \
      >"$scratch" 2>/dev/null; then
      cat "$scratch"
      fail "$id/$pattern: the starting point passes its checks"
    elif ! grep -q "^  PASS  builds" "$scratch"; then
      cat "$scratch"
      fail "$id/$pattern: the starting point does not build"
    fi
    "$patterns" exercise reset "$id" --pattern "$pattern" >/dev/null
    if ! clean; then
      git status --short
      fail "$id/$pattern: reset after start left the checkout changed"
      git checkout -q HEAD -- . && git clean -qfd -e .build -e .patterns
    fi
    echo "== $id for $pattern: the starting point fails its checks ($((SECONDS - started)) s)"
  done
  for pattern in "${patterns_of[@]}"; do
    started=$SECONDS
    "$patterns" exercise solve "$id" --pattern "$pattern" >/dev/null
    if ! "$patterns" exercise check "$id" --pattern "$pattern" >"$scratch" 2>/dev/null; then
      cat "$scratch"
      fail "$id/$pattern: the reference solution fails its checks"
    fi
    echo "== $id for $pattern: the reference solution passes ($((SECONDS - started)) s)"
  done
  for ((index = ${#patterns_of[@]} - 1; index >= 0; index--)); do
    "$patterns" exercise reset "$id" --pattern "${patterns_of[index]}" >/dev/null
  done
  if ! clean; then
    git status --short
    fail "$id: reset left the checkout changed"
    git checkout -q HEAD -- . && git clean -qfd -e .build -e .patterns
  fi
  return "$failures"
}

echo "== building clean checkouts of $(git rev-parse --short HEAD) for $jobs lane(s)"
make_tree "$work/lane-1/tree"
patterns="$work/lane-1/tree/.build/debug/patterns"

# The exercise/pattern pairs, from `patterns exercise list --pairs` (ID PATTERN per line,
# grouped by exercise), as one line per exercise: ID PATTERN...
exercises=()
while read -r id name; do
  if (($# > 0)); then
    wanted=0
    for chosen in "$@"; do [[ "$chosen" == "$id" ]] && wanted=1; done
    ((wanted)) || continue
  fi
  if [[ -n "${CHECK_EXERCISES_PATTERNS:-}" && " $CHECK_EXERCISES_PATTERNS " != *" $name "* ]]; then
    continue
  fi
  last=$((${#exercises[@]} - 1))
  if ((last >= 0)) && [[ "${exercises[last]%% *}" == "$id" ]]; then
    exercises[last]+=" $name"
  else
    exercises+=("$id $name")
  fi
done < <("$patterns" exercise list --pairs)
((${#exercises[@]} > 0)) || { echo "no exercise to check" >&2; exit 1; }
pairs=0
for line in "${exercises[@]}"; do pairs=$((pairs + $(wc -w <<<"$line") - 1)); done
((jobs > ${#exercises[@]})) && jobs=${#exercises[@]}

# Share the exercises out: the most pairs first, each to the lane with the fewest pairs yet.
declare -a load queue
for ((lane = 1; lane <= jobs; lane++)); do load[lane]=0; queue[lane]=""; done
while read -r count line; do
  best=1
  for ((lane = 2; lane <= jobs; lane++)); do ((load[lane] < load[best])) && best=$lane; done
  load[best]=$((load[best] + count))
  queue[best]+="$line"$'\n'
done < <(for line in "${exercises[@]}"; do echo "$(($(wc -w <<<"$line") - 1)) $line"; done |
  sort -rn -s -k1,1)

run_lane() {
  local lane="$1" tree="$work/lane-$1/tree" failed=0 line
  [[ -d "$tree" ]] || make_tree "$tree" || { echo 1 >"$work/lane-$lane/failures"; return; }
  cd "$tree"
  while read -r line; do
    [[ -n "$line" ]] || continue
    # shellcheck disable=SC2086
    prove $line || failed=$((failed + $?))
  done <<<"${queue[lane]}"
  echo "$failed" >"$work/lane-$lane/failures"
}

for ((lane = 1; lane <= jobs; lane++)); do
  mkdir -p "$work/lane-$lane"
  prefix="[$lane] "
  ((jobs == 1)) && prefix=""
  (run_lane "$lane" 2>&1 | sed -u "s/^/$prefix/") &
  lane_pids+=($!)
done
for pid in "${lane_pids[@]}"; do wait "$pid" || true; done
lane_pids=()

failures=0
for ((lane = 1; lane <= jobs; lane++)); do
  failures=$((failures + $(cat "$work/lane-$lane/failures" 2>/dev/null || echo 1)))
done
if ((failures > 0)); then
  echo "$failures of $pairs exercise checks failed" >&2
  exit 1
fi
echo "All $pairs exercise/pattern pairs: start fails, solve passes, reset restores ($jobs lanes)."
