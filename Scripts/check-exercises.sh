#!/usr/bin/env bash
# Proves the classroom's exercises work, for every pattern each applies to, on a clean checkout
# of HEAD (temporary git worktrees, removed at the end):
#   1. `patterns exercise start` makes the exercise's checks fail (`check` exits non-zero),
#      though the starting point builds;
#   2. `patterns exercise solve` makes them pass (`check` exits 0);
#   3. `patterns exercise reset` restores the checkout byte for byte (git sees no change),
#      after each starting point, and after all of an exercise's solutions.
#
# The proof is incremental. Docs/ExerciseProof.tsv records, for each exercise/pattern pair, the
# sha256 of every input its proof depends on (Scripts/exercise-proof-inputs.sh says which: the
# exercise's folder, the sources of every target its check compiles the work against,
# Package.swift, the Swift version) and the result. A pair is proved again only when that
# digest differs from the record's (or the record says it failed); when no pair is stale the
# script builds nothing. Digests are read from the commit with git, so the record holds for
# the code as committed.
#
# The solutions of one exercise are solved one after another, so that a feature's shared
# Domain change is built once. Exercises are shared out among lanes (CHECK_EXERCISES_JOBS,
# default 2), each its own worktree and build, run side by side, the longest first (by the
# record's seconds): a check's build is mostly one module's compile and one link, which leave
# a core idle. See Docs/Classroom.md ("The proof script").
#
# Usage: Scripts/check-exercises.sh [--all | --check | --status] [--in-place] [EXERCISE-ID ...]
#   (no option)  proves the stale pairs and writes their results into the record;
#   --all        proves every pair (or every pair of the named exercises) again, and records it;
#   --check      CI: proves the stale pairs, records nothing, exits 1 when one fails;
#   --status     prints each pair's state (fresh, stale, failed, new) and proves nothing;
#   --in-place   the first lane is this checkout itself, with its build (as CI's, after
#                `swift test`: nothing to build again), when it has no changes (else a
#                worktree, saying so); it is left as it was (reset must restore it; if the
#                proof stops, git restores it). One lane, unless CHECK_EXERCISES_JOBS says more.
# CHECK_EXERCISES_FRESH_BUILD=1 builds each worktree from nothing instead of copying .build.
# CHECK_EXERCISES_PATTERNS="mv mvvm-swiftui" limits the proof to those patterns' pairs.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

# A student edition (`patterns exercise edition`) has no solutions to prove the exercise with.
if [[ -f Sources/Classroom/Exercises/edition.json ]]; then
  echo "check-exercises: a student edition has no reference solutions; the teacher's copy runs this"
  exit 0
fi

usage="Usage: $0 [--all | --check | --status] [--in-place] [EXERCISE-ID ...]"
mode=stale
in_place=0
chosen=()
for argument in "$@"; do
  case "$argument" in
    --all) mode=all ;;
    --check) mode=check ;;
    --status) mode=status ;;
    --in-place) in_place=1 ;;
    -*) echo "Error: unknown option '$argument'" >&2; echo "$usage" >&2; exit 64 ;;
    *) chosen+=("$argument") ;;
  esac
done
jobs="${CHECK_EXERCISES_JOBS:-$((in_place ? 1 : 2))}"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "CHECK_EXERCISES_JOBS must be a whole number ≥ 1" >&2; exit 64; }
record="Docs/ExerciseProof.tsv"
work="$(mktemp -d "${TMPDIR:-/tmp}/check-exercises.XXXXXX")"
checkout="$PWD"
lane_pids=()
proving=0
# kill_tree PID: ends PID and every process it started.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
# restore DIR: the checkout at DIR as HEAD has it (the files the proof may have left).
restore() {
  git -C "$1" checkout -q HEAD -- . && git -C "$1" clean -qfd -e .build -e .patterns
}
cleanup() {
  for pid in "${lane_pids[@]}"; do kill_tree "$pid"; done
  wait 2>/dev/null || true
  # A proof stopped in this checkout may have left an exercise's files in it.
  ((proving && in_place)) && [[ -n "$(git -C "$checkout" status --porcelain --untracked-files=all)" ]] &&
    restore "$checkout"
  for tree in "$work"/lane-*/tree; do
    [[ -d "$tree" ]] && git -C "$checkout" worktree remove --force "$tree" >/dev/null 2>&1
  done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Every pair with its inputs' digest (ID PATTERN DIGEST), then what the record says of each
# (ID PATTERN DIGEST RESULT COMMIT SECONDS).
commit="$(git rev-parse --short HEAD)"
Scripts/exercise-proof-inputs.sh >"$work/digests"
touch "$work/recorded"
[[ -f "$record" ]] && grep -v '^#' "$record" >"$work/recorded"

# The pairs to prove: ID PATTERN DIGEST SECONDS-LAST-TIME, one a line, with each pair's state.
wanted() {
  local id="$1" pattern="$2" one
  if ((${#chosen[@]} > 0)); then
    for one in "${chosen[@]}"; do [[ "$one" == "$id" ]] && break; one=""; done
    [[ -n "$one" ]] || return 1
  fi
  [[ -z "${CHECK_EXERCISES_PATTERNS:-}" || " $CHECK_EXERCISES_PATTERNS " == *" $pattern "* ]]
}
: >"$work/stale"
fresh=0
while IFS=$'\t' read -r id pattern digest; do
  wanted "$id" "$pattern" || continue
  known="$(awk -F'\t' -v id="$id" -v p="$pattern" '$1 == id && $2 == p' "$work/recorded")"
  IFS=$'\t' read -r _ _ was result at seconds <<<"$known" || true
  if [[ -z "$known" ]]; then state=new
  elif [[ "$result" != passed ]]; then state=failed
  elif [[ "$was" != "$digest" ]]; then state=stale
  else state=fresh
  fi
  [[ "$mode" == status ]] && printf '%-28s %-14s %-6s %s\n' "$id" "$pattern" "$state" \
    "$([[ -n "$known" ]] && echo "($result at $at, ${seconds} s)")"
  if [[ "$state" == fresh && "$mode" != all ]]; then
    fresh=$((fresh + 1))
  else
    printf '%s\t%s\t%s\t%s\n' "$id" "$pattern" "$digest" "${seconds:-60}" >>"$work/stale"
  fi
done <"$work/digests"
for id in "${chosen[@]}"; do
  grep -q "^$id	" "$work/digests" || { echo "Error: no exercise '$id'" >&2; exit 65; }
done
[[ "$mode" == status ]] && exit 0
pairs=$(wc -l <"$work/stale")
if ((pairs == 0)); then
  echo "check-exercises: all $fresh pairs are fresh: no input of theirs changed since they were proved ($record)"
  exit 0
fi
echo "check-exercises: $pairs pair(s) to prove, $fresh fresh ($record)"

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
# seeing no change. Prints FAIL lines; writes ID PATTERN RESULT SECONDS per pair to $results.
prove() {
  local id="$1" pattern started index
  shift
  local patterns_of=("$@")
  local patterns="$PWD/.build/debug/patterns" scratch="$lane_folder/check-output"
  local -A failed=() seconds=()
  fail() {
    echo "FAIL  $id/$1: $2"
    failed[$1]=1
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
      fail "$pattern" "the starting point passes its checks"
    elif ! grep -q "^  PASS  builds" "$scratch"; then
      cat "$scratch"
      fail "$pattern" "the starting point does not build"
    fi
    "$patterns" exercise reset "$id" --pattern "$pattern" >/dev/null
    if ! clean; then
      git status --short
      fail "$pattern" "reset after start left the checkout changed"
      restore .
    fi
    seconds[$pattern]=$((SECONDS - started))
    echo "== $id for $pattern: the starting point fails its checks ($((SECONDS - started)) s)"
  done
  for pattern in "${patterns_of[@]}"; do
    started=$SECONDS
    "$patterns" exercise solve "$id" --pattern "$pattern" >/dev/null
    if ! "$patterns" exercise check "$id" --pattern "$pattern" >"$scratch" 2>/dev/null; then
      cat "$scratch"
      fail "$pattern" "the reference solution fails its checks"
    fi
    seconds[$pattern]=$((seconds[$pattern] + SECONDS - started))
    echo "== $id for $pattern: the reference solution passes ($((SECONDS - started)) s)"
  done
  for ((index = ${#patterns_of[@]} - 1; index >= 0; index--)); do
    "$patterns" exercise reset "$id" --pattern "${patterns_of[index]}" >/dev/null
  done
  if ! clean; then
    git status --short
    for pattern in "${patterns_of[@]}"; do fail "$pattern" "reset left the checkout changed"; done
    restore .
  fi
  for pattern in "${patterns_of[@]}"; do
    printf '%s\t%s\t%s\t%s\n' "$id" "$pattern" "$([[ -n "${failed[$pattern]:-}" ]] && echo failed || echo passed)" \
      "${seconds[$pattern]}" >>"$results"
  done
}

# tree_of LANE: the lane's checkout.
tree_of() {
  if ((in_place && $1 == 1)); then echo "$checkout"; else echo "$work/lane-$1/tree"; fi
}
if ((in_place)) && [[ -n "$(git status --porcelain --untracked-files=all)" ]]; then
  git status --short | head -5
  echo "check-exercises: this checkout has changes (above), so the proof of HEAD runs in a worktree instead"
  in_place=0
fi
if ((in_place)); then
  echo "== building this checkout ($commit) for lane 1"
  swift build >"$work/lane-1.build.log" 2>&1 || { tail -30 "$work/lane-1.build.log"; exit 1; }
else
  echo "== building a clean checkout of $commit for lane 1"
  make_tree "$work/lane-1/tree"
fi
patterns="$(tree_of 1)/.build/debug/patterns"

# The tool's own list of pairs must be the one the digests were computed for.
"$patterns" exercise list --pairs | tr ' ' '\t' | sort >"$work/listed"
if ! cut -f1,2 "$work/digests" | sort | diff - "$work/listed" >"$work/listed.diff"; then
  cat "$work/listed.diff" >&2
  echo "check-exercises: 'patterns exercise list --pairs' (>) and Scripts/exercise-proof-inputs.sh (<) disagree on the pairs" >&2
  exit 1
fi

# The stale pairs as one line per exercise (COST ID PATTERN...), the costliest first, each to
# the lane with the least work yet.
awk -F'\t' '{ cost[$1] += $4; list[$1] = list[$1] " " $2 } END { for (id in cost) print cost[id] " " id list[id] }' \
  "$work/stale" | sort -rn -s -k1,1 >"$work/exercises"
exercises=$(wc -l <"$work/exercises")
((jobs > exercises)) && jobs=$exercises
declare -a load queue
for ((lane = 1; lane <= jobs; lane++)); do load[lane]=0; queue[lane]=""; done
while read -r cost line; do
  best=1
  for ((lane = 2; lane <= jobs; lane++)); do ((load[lane] < load[best])) && best=$lane; done
  load[best]=$((load[best] + cost))
  queue[best]+="$line"$'\n'
done <"$work/exercises"

run_lane() {
  local lane="$1" tree line
  tree="$(tree_of "$lane")"
  lane_folder="$work/lane-$lane"
  results="$lane_folder/results"
  : >"$results"
  [[ -d "$tree" ]] || make_tree "$tree" || return
  cd "$tree"
  while read -r line; do
    [[ -n "$line" ]] || continue
    # shellcheck disable=SC2086
    prove $line
  done <<<"${queue[lane]}"
}

proving=1
for ((lane = 1; lane <= jobs; lane++)); do
  mkdir -p "$work/lane-$lane"
  prefix="[$lane] "
  ((jobs == 1)) && prefix=""
  (run_lane "$lane" 2>&1 | sed -u "s/^/$prefix/") &
  lane_pids+=($!)
done
for pid in "${lane_pids[@]}"; do wait "$pid" || true; done
lane_pids=()
proving=0

# Every stale pair must have a result; one without (its lane could not be built) failed.
cat "$work"/lane-*/results 2>/dev/null >"$work/results" || true
failures=0
while IFS=$'\t' read -r id pattern digest _; do
  outcome="$(awk -F'\t' -v id="$id" -v p="$pattern" '$1 == id && $2 == p { print $3 "\t" $4 }' "$work/results")"
  [[ -n "$outcome" ]] || { outcome=$'failed\t0'; echo "FAIL  $id/$pattern: not proved (its lane failed)"; }
  [[ "$outcome" == passed* ]] || failures=$((failures + 1))
  printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$pattern" "$digest" "${outcome%%$'\t'*}	$commit" "${outcome#*$'\t'}"
done <"$work/stale" >"$work/proved"

# The record: the pairs proved now, and the others as they were, for the pairs that exist.
if [[ "$mode" != check ]]; then
  {
    echo "# The exercise proof's record, written by Scripts/check-exercises.sh: do not edit."
    echo "# A pair is proved again when the sha256 of its inputs (Scripts/exercise-proof-inputs.sh) differs."
    echo "# exercise	pattern	inputs (sha256)	result	commit	seconds"
    awk -F'\t' 'FILENAME ~ /digests$/ { exists[$1 "\t" $2] = 1; next }
      FILENAME ~ /proved$/ { print; now[$1 "\t" $2] = 1; next }
      (($1 "\t" $2) in exists) && !(($1 "\t" $2) in now)' \
      "$work/digests" "$work/proved" "$work/recorded" | sort
  } >"$work/record"
  mv "$work/record" "$record"
fi

if ((failures > 0)); then
  echo "$failures of $pairs exercise/pattern pairs failed" >&2
  exit 1
fi
echo "$pairs exercise/pattern pair(s) proved: start fails, solve passes, reset restores ($jobs lanes); $fresh fresh."
if [[ "$mode" == check ]]; then
  echo "check-exercises: $record is out of date for them: run Scripts/check-exercises.sh and commit it, so that CI need not prove them again"
fi
