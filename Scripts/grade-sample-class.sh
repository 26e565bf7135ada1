#!/usr/bin/env bash
# Makes a sample class of 30 submissions of `search-debounce` for MVP (mixed on purpose) and,
# with --measure, grades it with --jobs 1 and --jobs 2 and prints the wall times, so the
# figure in Docs/Classroom.md can be measured again.
#
#   correct (the solution)          10  expected score 100 (two also bring ignored files)
#   fixed, but breaks the layering   4  75   (the presenter imports HeadlessUI: lint fails)
#   the bug left in                  3  50
#   crashes when the user types      3  50   (a trap in searchTextChanged)
#   hangs when the user types        2  25   (an endless loop: killed at the time limit)
#   does not compile                 4   0
#   escaping paths                   3  50, 50, 100 (symbolic links refused, never followed)
#   empty folder                     1  50   (the starting point as it is)
#
# Usage: Scripts/grade-sample-class.sh OUT-DIR [--measure [--timeout SECONDS]]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: Scripts/grade-sample-class.sh OUT-DIR [--measure [--timeout SECONDS]]}"
shift
measure=no
timeout=90
while [[ $# -gt 0 ]]; do
  case "$1" in
    --measure) measure=yes ;;
    --timeout) timeout="$2"; shift ;;
    *) echo "unknown argument: $1" >&2; exit 64 ;;
  esac
  shift
done

presenter="Sources/MVP/Presenters/CatalogPresenter.swift"
solution="$presenter"   # a fix-a-bug exercise: the solution is the project's file
start="Sources/Classroom/Exercises/search-debounce/start/mvp/$presenter.txt"
hook='public func searchTextChanged(_ text: String) {'
class="$out/class"
rm -rf "$class"
mkdir -p "$class"

put() { # put NAME SOURCE-FILE: a submission holding SOURCE-FILE as the presenter
  mkdir -p "$class/$1/$(dirname "$presenter")"
  cp "$2" "$class/$1/$presenter"
}
inject() { # inject NAME LINE: the solution with LINE first in searchTextChanged
  mkdir -p "$class/$1/$(dirname "$presenter")"
  awk -v hook="$hook" -v line="$2" '{ print } index($0, hook) { print "    " line }' \
    "$solution" >"$class/$1/$presenter"
}

for n in 01 02 03 04 05 06 07 08 09 10; do put "correct-$n" "$solution"; done
printf 'My notes.\n' >"$class/correct-01/README.md"
mkdir -p "$class/correct-02/Sources/Domain"
printf '// not mine to change\n' >"$class/correct-02/Sources/Domain/Extra.swift"
cp Package.swift "$class/correct-02/Package.swift"

for n in 1 2 3 4; do
  mkdir -p "$class/layering-$n/$(dirname "$presenter")"
  { echo "import HeadlessUI"; cat "$solution"; } >"$class/layering-$n/$presenter"
done
for n in 1 2 3; do put "bug-left-$n" "$start"; done
inject crash-1 'fatalError("unfinished")'
inject crash-2 'let none: Int? = nil; _ = none!'
inject crash-3 'let empty: [String] = []; _ = empty[text.count]'
inject hang-1 'while !text.isEmpty {}'
inject hang-2 'var spins = 0; while spins >= 0 || text.isEmpty { spins = (spins + 1) % 7 }'
inject broken-1 'let count: Int = "many"'
inject broken-2 'undefinedFunction()'
inject broken-3 'self.scheduler = nil'
mkdir -p "$class/broken-4/$(dirname "$presenter")"
head -n 40 "$solution" >"$class/broken-4/$presenter"   # cut off in the middle

# Escaping paths: a link to a file outside, a linked folder, and a correct file with a link.
mkdir -p "$class/escape-link/$(dirname "$presenter")"
ln -s /etc/hostname "$class/escape-link/$presenter"
mkdir -p "$class/escape-folder/Sources/MVP"
ln -s /tmp "$class/escape-folder/Sources/MVP/Presenters"
put escape-mixed "$solution"
ln -s ../../../../etc/passwd "$class/escape-mixed/Sources/MVP/Stolen.swift"
mkdir -p "$class/empty"

echo "wrote $(ls "$class" | wc -l | tr -d ' ') submissions under $class"
[[ "$measure" == yes ]] || exit 0

swift build --product patterns >/dev/null
# A copy of the binary, so that a rebuild during the measurement does not change it.
cp "$(swift build --show-bin-path)/patterns" "$out/patterns"
patterns="$out/patterns"
for jobs in 1 2; do
  begin=$(date +%s)
  "$patterns" grade search-debounce --pattern mvp --jobs "$jobs" --timeout "$timeout" \
    --format json --output "$out/grades-jobs$jobs.json" "$class"/* 2>"$out/progress-jobs$jobs.log"
  end=$(date +%s)
  echo "--jobs $jobs: $((end - begin)) s for $(ls "$class" | wc -l | tr -d ' ') submissions"
done
"$patterns" grade --merge "$out/grades-jobs2.json" >"$out/grades.txt"
echo "table: $out/grades.txt"
