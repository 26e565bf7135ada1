#!/usr/bin/env bash
# The inputs of the exercise proof (Scripts/check-exercises.sh), pair by pair, read from the
# commit (HEAD unless EXERCISE_PROOF_COMMIT names another) with git and the package manifest,
# without building anything.
#
# Prints one line per exercise/pattern pair: ID, PATTERN and the sha256 of the pair's inputs,
# tab-separated, sorted. With --targets, prints instead each pair's input targets (ID, PATTERN,
# the targets separated by spaces); with --explain ID PATTERN, the targets and paths that pair
# depends on, then every input file (git blob and path).
#
# A pair's inputs are every file its proof builds, runs or reads:
#   - the exercise's own folder (starting points, solutions, mutants, scenarios, exercise.json),
#     and none of the other exercises' folders;
#   - every target the check compiles the pair's work against: the targets whose files the
#     starting points and solutions replace (read from the folder's start/PATTERN,
#     solution/PATTERN and solution/shared), the pattern's module (the target whose name is
#     the pattern's id without dashes, any case) and the test targets that depend on it, any
#     target exercise.json names as a test filter (`"MVPTests.…`), and the checker (CHECKER
#     below), each with everything it depends on in Package.swift;
#   - every target that imports a replaced target or the pattern's module (directly, or
#     through a target that re-exports it with @_exported): `swift build` compiles it again
#     against the changed code, so its sources can break the build;
#   - Package.swift and the Swift version.
# Not inputs: targets nothing changed reaches (a tool command's own files, the other patterns'
# modules in a fix-a-bug exercise), Docs/, Scripts/. Their own tests and CI steps cover them.
set -euo pipefail
cd "$(dirname "$0")/.."

# The checker: what runs `exercise start/solve/check/reset` and decides a verdict. Targets
# (with their dependencies), then paths inside the tool's module. A path that no longer
# exists is an error, so a move cannot drop it silently: name its new place here.
CHECKER_TARGETS="Classroom Grading ClassGrading Lint Runner PatternModel"
CHECKER_PATHS="Sources/patterns Sources/PatternsWorker Sources/Commands/Subcommands/ExerciseCommand Sources/Commands/Subcommands/ExerciseCheckCommand.swift Sources/Registry"
EXERCISES="Sources/Classroom/Exercises"
# Raised when the rule above changes, so that every pair is proved again under the new one.
SCHEME="exercise-proof-inputs 2"

commit="${EXERCISE_PROOF_COMMIT:-HEAD}"
usage="Usage: $0 [--targets | --explain ID PATTERN]"
explain=()
targets=0
if [[ "${1:-}" == "--explain" ]]; then
  (($# == 3)) || { echo "$usage" >&2; exit 64; }
  explain=("$2" "$3")
elif [[ "${1:-}" == "--targets" && $# == 1 ]]; then
  targets=1
elif (($# > 0)); then
  echo "$usage" >&2
  exit 64
fi

if ! git diff --quiet "$commit" -- Package.swift 2>/dev/null; then
  echo "exercise-proof-inputs: Package.swift differs from $commit; commit it first (the proof is of the commit)" >&2
  exit 65
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/exercise-proof-inputs.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift_version="$(swift --version 2>/dev/null | head -1)"
# read_targets: the targets, NAME<TAB>PATH<TAB>DEPENDENCY..., as SwiftPM reads the manifest.
read_targets() {
  swift package describe --type text 2>"$work/describe.err" | awk '
    /^Targets:/ { inside = 1; next }
    !inside { next }
    /^    Name: / { flush(); name = substr($0, 11); path = ""; deps = ""; list = ""; next }
    /^    Path: / { path = substr($0, 11); list = ""; next }
    /^    Target dependencies:/ { list = "deps"; next }
    /^    [A-Za-z]/ { list = ""; next }
    /^        [^ ]/ && list == "deps" { deps = deps " " substr($0, 9); next }
    function flush() { if (name != "") print name "\t" path "\t" deps }
    END { flush() }
  '
}
# Kept in .build for the same manifest and Swift version (describe takes a second).
cache=".build/exercise-proof/targets-$(git rev-parse "$commit:Package.swift")-$(echo "$swift_version" | sha256sum | cut -c1-12)"
if [[ -s "$cache" ]]; then
  cp "$cache" "$work/targets"
else
  read_targets >"$work/targets" || true
  [[ -s "$work/targets" ]] || {
    cat "$work/describe.err" >&2
    echo "exercise-proof-inputs: cannot read the targets of Package.swift" >&2
    exit 1
  }
  mkdir -p "${cache%/*}" && cp "$work/targets" "$cache"
fi

# Files of the commit: BLOB<TAB>PATH.
git ls-tree -r "$commit" -- Sources Tests Package.swift | awk -F'\t' '{ split($1, a, " "); print a[3] "\t" $2 }' >"$work/files"
for path in $CHECKER_PATHS; do
  grep -q -F -- "	$path" "$work/files" || {
    echo "exercise-proof-inputs: the checker path $path is not in $commit: say in CHECKER_PATHS ($0) where it went" >&2
    exit 1
  }
done

# Imports: FILE<TAB>MODULE<TAB>1 when re-exported (@_exported), else 0.
git grep -I -E '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' "$commit" -- 'Sources/*.swift' 'Tests/*.swift' |
  awk '{
    sub(/^[^:]*:/, "")
    file = $0; sub(/:.*/, "", file)
    line = substr($0, length(file) + 2)
    n = split(line, statements, ";")
    for (i = 1; i <= n; i++) {
      exported = statements[i] ~ /@_exported/
      words = split(statements[i], word, /[[:space:]]+/)
      for (w = 1; w <= words; w++) if (word[w] == "import") break
      w++
      if (word[w] ~ /^(struct|class|enum|protocol|func|var|let|typealias|actor)$/) w++
      module = word[w]; sub(/\..*/, "", module)
      if (module != "") print file "\t" module "\t" exported
    }
  }' >"$work/imports"

# Pairs: ID<TAB>PATTERN, from each exercise.json's "patterns" object.
git ls-tree --name-only "$commit" -- "$EXERCISES/" | while read -r folder; do
  json="$folder/exercise.json"
  git cat-file -e "$commit:$json" 2>/dev/null || continue
  git show "$commit:$json" | awk -v id="${folder##*/}" '
    /^  "patterns": \{/ { inside = 1; next }
    inside && /^  \}/ { flush(); inside = 0 }
    inside && match($0, /^    "[^"]+": \{/) { flush(); key = substr($0, 6); sub(/".*/, "", key); tests = 0 }
    # Whether its check runs tests (a test filter, or mutants): then it builds the test targets.
    inside && key != "" && /"mutation": \{|"tests": \[ *("|$)/ { tests = 1 }
    function flush() { if (key != "") print id "\t" key "\t" tests; key = "" }
    END { flush() }
  '
  # Targets named as test filters ("MVPTests.LoginPresenterTests"): ID<TAB>NAME.
  git show "$commit:$json" | grep -o -E '"[A-Za-z_][A-Za-z0-9_]*\.' | tr -d '".' | sed "s|^|${folder##*/}	mention	|" >>"$work/mentions" || true
done >"$work/pairs"
touch "$work/mentions"
[[ -s "$work/pairs" ]] || { echo "exercise-proof-inputs: no exercise in $EXERCISES" >&2; exit 1; }

mkdir "$work/manifests"
awk -F'\t' -v checker="$CHECKER_TARGETS" -v checkerPaths="$CHECKER_PATHS" \
  -v exercises="$EXERCISES" -v out="$work/manifests" -v swift="$swift_version" \
  -v scheme="$SCHEME" -v explainID="${explain[0]:-}" -v explainPattern="${explain[1]:-}" '
  FILENAME ~ /targets$/ {
    targets[++targetCount] = $1; path[$1] = $2; byPath[$2] = $1
    deps[$1] = $3
    next
  }
  FILENAME ~ /files$/ { blobs[++fileCount] = $1; files[fileCount] = $2; next }
  FILENAME ~ /imports$/ {
    owner = targetOf($1)
    if (owner != "" && owner != $2) {
      imports[owner, $2] = 1
      if ($3 == 1) reexports[owner, $2] = 1
    }
    next
  }
  FILENAME ~ /mentions$/ { if ($3 in path) mentioned[$1] = mentioned[$1] " " $3; next }
  FILENAME ~ /pairs$/ {
    pairID[++pairCount] = $1; pairPattern[pairCount] = $2; pairTests[pairCount] = $3; next
  }

  # The target a file belongs to: the target whose folder holds it.
  function targetOf(file,   folder, parts) {
    split(file, parts, "/")
    folder = parts[1] "/" parts[2]
    return (folder in byPath) ? byPath[folder] : ""
  }
  function add(set, name) { set[name] = 1 }
  function isTest(name) { return path[name] ~ /^Tests\// }
  # Adds every target `name` depends on (Package.swift), transitively.
  function closure(set,   changed, t, n, list, i) {
    do {
      changed = 0
      for (t in set) {
        n = split(deps[t], list, " ")
        for (i = 1; i <= n; i++) if (!(list[i] in set)) { set[list[i]] = 1; changed = 1 }
      }
    } while (changed)
  }

  END {
    nChecker = split(checker, checkerList, " ")
    nPaths = split(checkerPaths, pathList, " ")
    for (p = 1; p <= pairCount; p++) {
      id = pairID[p]; pattern = pairPattern[p]
      delete roots; delete changedSet; delete exposers; delete inputs
      # The pattern module: the target named as the pattern id without dashes, any case.
      wanted = pattern; gsub(/-/, "", wanted); module = ""
      for (t = 1; t <= targetCount; t++) if (tolower(targets[t]) == tolower(wanted)) module = targets[t]
      if (module == "") {
        print "exercise-proof-inputs: no target is named like the pattern " pattern " (of " id ")" > "/dev/stderr"
        failed = 1; continue
      }
      add(roots, module); add(changedSet, module)
      # A check that runs no tests builds no test target (`swift build` without --build-tests).
      tests = pairTests[p]
      # Its tests: the test targets that depend on it directly.
      for (t = 1; t <= targetCount; t++)
        if (tests && isTest(targets[t]) && (" " deps[targets[t]] " ") ~ (" " module " "))
          add(roots, targets[t])
      # The targets the starting point and the solutions replace files of.
      prefix = exercises "/" id "/"
      for (f = 1; f <= fileCount; f++) {
        if (index(files[f], prefix) != 1) continue
        rest = substr(files[f], length(prefix) + 1)
        if (rest !~ ("^(start/" pattern "|solution/" pattern "|solution/shared)/")) continue
        sub(/^(start|solution)\/[^\/]+\//, "", rest)
        owner = targetOf(rest)
        if (owner != "" && (tests || !isTest(owner))) { add(roots, owner); add(changedSet, owner) }
      }
      n = split(mentioned[id], list, " ")
      for (i = 1; i <= n; i++) if (tests || !isTest(list[i])) add(roots, list[i])
      for (i = 1; i <= nChecker; i++) add(roots, checkerList[i])
      closure(roots)
      for (t in roots) add(inputs, t)
      # What sees the changed code: the targets that re-export it, and every importer of those.
      for (t in changedSet) add(exposers, t)
      do {
        grew = 0
        for (key in reexports) {
          split(key, pair, SUBSEP)
          if ((pair[2] in exposers) && !(pair[1] in exposers)) { add(exposers, pair[1]); grew = 1 }
        }
      } while (grew)
      for (key in imports) {
        split(key, pair, SUBSEP)
        if ((pair[2] in exposers) && (tests || !isTest(pair[1]))) add(inputs, pair[1])
      }
      for (t in exposers) add(inputs, t)

      manifest = out "/" id "@" pattern
      print "scheme " scheme > manifest
      print "swift " swift > manifest
      for (f = 1; f <= fileCount; f++) {
        file = files[f]; owner = targetOf(file); take = (file == "Package.swift") || (owner in inputs)
        for (i = 1; i <= nPaths; i++) if (index(file, pathList[i]) == 1) take = 1
        # Of the exercises, only this one.
        if (index(file, exercises "/") == 1 && index(file, prefix) != 1 && \
          split(substr(file, length(exercises) + 2), parts, "/") > 1) take = 0
        if (take) print blobs[f] " " file > manifest
      }
      close(manifest)
      line = ""
      for (t = 1; t <= targetCount; t++) if (targets[t] in inputs) line = line " " targets[t]
      print id "\t" pattern "\t" substr(line, 2) > (out "/../targets-of-pairs")
      if (id == explainID && pattern == explainPattern) {
        print "targets" (tests ? " (the check builds the tests)" : "") ":" line > (out "/../explain")
        print "paths: " checkerPaths > (out "/../explain")
        close(out "/../explain")
      }
    }
    exit failed
  }
' "$work/targets" "$work/files" "$work/imports" "$work/mentions" "$work/pairs"

if ((${#explain[@]} > 0)); then
  [[ -f "$work/explain" ]] || { echo "exercise-proof-inputs: no pair ${explain[0]} ${explain[1]}" >&2; exit 65; }
  cat "$work/explain" "$work/manifests/${explain[0]}@${explain[1]}"
  exit 0
fi
if ((targets)); then
  sort "$work/targets-of-pairs"
  exit 0
fi
(cd "$work/manifests" && sha256sum -- *) | awk '{ split($2, name, "@"); print name[1] "\t" name[2] "\t" $1 }' | sort
