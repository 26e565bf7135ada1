#!/usr/bin/env bash
# Tests the exercise proof's staleness rule (Scripts/exercise-proof-inputs.sh): for commits
# that change one file of HEAD, made with git's plumbing (the checkout is not touched), which
# pairs' digests change. A few seconds; CI runs it before the proof (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d "${TMPDIR:-/tmp}/test-exercise-proof-inputs.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failures=0

Scripts/exercise-proof-inputs.sh >"$work/base"
Scripts/exercise-proof-inputs.sh --targets >"$work/targets"

# changed PATH: the pairs (ID/PATTERN, one a line) whose digest changes when PATH, a file of
# HEAD, gains a comment line at its end (or is created, when HEAD has no such file).
changed() {
  local path="$1" blob commit
  export GIT_INDEX_FILE="$work/index"
  git read-tree HEAD
  blob="$({ git show "HEAD:$path" 2>/dev/null || true; echo "// a change"; } | git hash-object -w --stdin)"
  git update-index --add --cacheinfo "100644,$blob,$path"
  commit="$(git commit-tree "$(git write-tree)" -p HEAD -m "a change to $path" </dev/null)"
  unset GIT_INDEX_FILE
  EXERCISE_PROOF_COMMIT="$commit" Scripts/exercise-proof-inputs.sh >"$work/after"
  join -t $'\t' <(awk -F'\t' '{ print $1 "/" $2 "\t" $3 }' "$work/base") \
    <(awk -F'\t' '{ print $1 "/" $2 "\t" $3 }' "$work/after") | awk -F'\t' '$2 != $3 { print $1 }'
}
# all: every pair, one a line.
all() { awk -F'\t' '{ print $1 "/" $2 }' "$work/base"; }
# pairs_of PATTERN...: every pair of those patterns.
pairs_of() { all | grep -E "/($(IFS='|'; echo "$*"))\$" || true; }
# pairs_touching TARGET: the pairs whose inputs include TARGET's sources.
pairs_touching() {
  awk -F'\t' -v target="$1" '(" " $3 " ") ~ (" " target " ") { print $1 "/" $2 }' "$work/targets"
}
# expect NAME EXPECTED ACTUAL: the two lists of pairs are the same set.
expect() {
  if diff <(sort <<<"$2" | sed '/^$/d') <(sort <<<"$3" | sed '/^$/d') >"$work/diff"; then
    echo "ok    $1"
  else
    echo "FAIL  $1 (< expected, > actual):"
    sed 's/^/      /' "$work/diff"
    failures=$((failures + 1))
  fi
}

(($(wc -l <"$work/base") >= 10)) || { echo "FAIL  fewer than 10 pairs: $(wc -l <"$work/base")"; exit 1; }
expect "the digests are the same when nothing changed" "" \
  "$(join -t $'\t' <(awk -F'\t' '{ print $1 "/" $2 "\t" $3 }' "$work/base") \
    <(Scripts/exercise-proof-inputs.sh | awk -F'\t' '{ print $1 "/" $2 "\t" $3 }') |
    awk -F'\t' '$2 != $3 { print $1 }')"

expect "a change to the docs leaves every pair fresh" "" "$(changed Docs/Classroom.md)"
expect "a change to a script leaves every pair fresh" "" "$(changed Scripts/fuzz.sh)"
expect "a change to a module no check compiles (WebServer) leaves every pair fresh" "" \
  "$(changed Sources/WebServer/HTTP/HTTPLimits.swift)"
expect "a new file in a tool module that imports no changed module (Testability) leaves every pair fresh" "" \
  "$(changed Sources/Testability/ANewFile.swift)"
expect "a change to a tool module that imports no module an exercise changes (Compare) leaves every pair fresh" "" \
  "$(changed Sources/Compare/Output/CompareHTML.swift)"
expect "a change to a tool module that imports Domain (Bench) makes stale only the pairs whose changes it is compiled against (the features')" \
  "$(pairs_touching Bench)" "$(changed Sources/Bench/Workloads/BenchApp.swift)"
fixes="$(all | grep -v -E '^(stock|remember-me|undo-delete)/')"
expect "… which leaves every pair fresh that changes no module Bench imports" "" \
  "$(comm -12 <(sort <<<"$fixes") <(changed Sources/Bench/Workloads/BenchApp.swift | sort))"
expect "a change to MVP makes every MVP pair stale, and the features' (MVP is compiled against their Domain change)" \
  "$( (pairs_of mvp; all | grep -E '^(stock|remember-me|undo-delete)/') | sort -u)" \
  "$(changed Sources/MVP/Composition/MVPApp.swift)"
expect "a change to an exercise's folder makes only its pairs stale" \
  "$(all | grep '^retain-cycle/')" "$(changed Sources/Classroom/Exercises/retain-cycle/task.md)"
expect "a change to the checker (the grading steps) makes every pair stale" \
  "$(all)" "$(changed Sources/Grading/Steps/StepRunner.swift)"
expect "a change to the layering lint makes every pair stale" \
  "$(all)" "$(changed Sources/Lint/Layering/LayeringLinter.swift)"
expect "a change to Domain makes every pair stale" "$(all)" "$(changed Sources/Domain/Model/Product.swift)"
expect "a change to MVPTests makes stale only the pairs whose check builds the tests and compiles MVPTests" \
  "$(all | grep -E '^mvp-')" "$(changed Tests/MVPTests/LoginPresenterTests.swift)"
for pair in retain-cycle/mvc stock/mv; do
  expect "Package.swift and the Swift version are inputs of $pair" $'swift\nPackage.swift' \
    "$(Scripts/exercise-proof-inputs.sh --explain "${pair%/*}" "${pair#*/}" |
      grep -o -E '^swift|Package.swift$')"
done

if ((failures > 0)); then
  echo "$failures of the exercise proof's staleness checks failed" >&2
  exit 1
fi
echo "The exercise proof's staleness rule holds."
