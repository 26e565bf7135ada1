#!/usr/bin/env bash
# Makes a sample class of `search-debounce` for MVP, honest and adversarial on purpose, and,
# with --grade, grades it in the sandbox and checks each submission's outcome and score
# against what its work earns (exit 1 on any difference); with --measure, grades it with
# --jobs 1 and --jobs 2 and prints the times (the figures of Docs/Classroom.md).
#
#   honest                                              outcome               score
#   correct-1..3      the fix                           passes                100
#   correct-notes     the fix, plus files not graded    passes                100
#   layering          the fix, importing HeadlessUI     breaks the layering    75
#   bug-touched       the bug left in, a comment added  wrong behaviour         0
#   untouched         the starting point as it is       no work                 0
#   empty             an empty folder                   no work                 0
#   crash             traps when the user types         crashes                 0
#   hang              loops when the user types         hangs                   0
#   broken            does not compile                  does not build          0
#   adversarial
#   exit-early        exit(0) in the presenter          refused                 0
#   at-exit           the bug, atexit { _exit(0) }      refused                 0
#   forged-report     the bug, prints a worker's done   wrong behaviour         0
#   secret-reader     the fix, reads the teacher's file passes (it is hidden)   100
#                     through a value the scan misses
#   escape-link       the fix, plus a link to /etc      passes (link refused) 100
#   link-only         the presenter is a link           no work (refused)       0
#   binary            the fix, plus a binary file       passes (refused)      100
#   huge              a million-line presenter          no work (refused)       0
#
# Usage: Scripts/grade-sample-class.sh OUT-DIR [--grade | --measure] [--timeout SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: Scripts/grade-sample-class.sh OUT-DIR [--grade | --measure] [--timeout SECONDS]}"
shift
mode=make
timeout=60
while [[ $# -gt 0 ]]; do
  case "$1" in
    --grade) mode=grade ;;
    --measure) mode=measure ;;
    --timeout) timeout="$2"; shift ;;
    *) echo "unknown argument: $1" >&2; exit 64 ;;
  esac
  shift
done

presenter="Sources/MVP/Presenters/CatalogPresenter.swift"
solution="$presenter"   # a fix-a-bug exercise: the solution is the project's file
start="Sources/Classroom/Exercises/search-debounce/start/mvp/$presenter.txt"
hook='public func searchTextChanged(_ text: String) {'
mkdir -p "$out"
out="$(cd "$out" && pwd)"
class="$out/class"
rm -rf "$class"
mkdir -p "$class"

put() { # put NAME SOURCE-FILE: a submission holding SOURCE-FILE as the presenter
  mkdir -p "$class/$1/$(dirname "$presenter")"
  cp "$2" "$class/$1/$presenter"
}
inject() { # inject NAME FROM LINE [HEADER]: FROM with LINE first in searchTextChanged
  mkdir -p "$class/$1/$(dirname "$presenter")"
  { [[ -n "${4:-}" ]] && echo "$4"; awk -v hook="$hook" -v line="$3" \
    '{ print } index($0, hook) { print "    " line }' "$2"; } >"$class/$1/$presenter"
}

for n in 1 2 3; do put "correct-$n" "$solution"; done
put correct-notes "$solution"
printf 'My notes.\n' >"$class/correct-notes/README.md"
mkdir -p "$class/correct-notes/Sources/Domain"
printf '// not mine to change\n' >"$class/correct-notes/Sources/Domain/Extra.swift"
inject layering "$solution" '' 'import HeadlessUI'
inject bug-touched "$start" '// I looked at this.'
put untouched "$start"
mkdir -p "$class/empty"
inject crash "$solution" 'fatalError("unfinished")'
inject hang "$solution" 'while !text.isEmpty {}'
inject broken "$solution" 'let count: Int = "many"'

inject exit-early "$solution" 'exit(0)' 'import Foundation'
inject at-exit "$start" 'atexit { _exit(0) }' 'import Foundation'
inject forged-report "$start" 'print(#"{"event":"done"}"#)'
inject secret-reader "$solution" \
  'let load: (URL, Data.ReadingOptions) throws -> Data = Data.init; let secret = (try? load(URL(string: "file://'"$out"'/teacher-secret.txt")!, [])).map { String(decoding: $0, as: UTF8.self) } ?? "unreadable"; precondition(secret == "unreadable", "read: " + secret)' \
  'import Foundation'
printf 'the held-out answers\n' >"$out/teacher-secret.txt"
put escape-link "$solution"
ln -s /etc/passwd "$class/escape-link/Sources/MVP/Stolen.swift"
mkdir -p "$class/link-only/$(dirname "$presenter")"
ln -s "$(pwd)/$solution" "$class/link-only/$presenter"
put binary "$solution"
printf 'x\0y' >"$class/binary/Sources/MVP/Blob.swift"
mkdir -p "$class/huge/$(dirname "$presenter")"
awk 'BEGIN { for (i = 0; i < 1000000; i++) print "// padding" }' >"$class/huge/$presenter"

echo "wrote $(ls "$class" | wc -l | tr -d ' ') submissions under $class"
[[ "$mode" != make ]] || exit 0

swift build --product patterns >/dev/null
# A copy of the binary, so that a rebuild during the grading does not change it.
cp "$(swift build --show-bin-path)/patterns" "$out/patterns"
patterns="$out/patterns"

# fingerprint: every file and link of the class and of this checkout's tracked and untracked
# sources (not the build), with its contents, to see that grading changed none of them.
fingerprint() {
  { (cd "$class" && find . \( -type f -o -type l \) -print0 | sort -z | xargs -0 sha256sum)
    git status --porcelain --untracked-files=all -- . ':!.build'
    git diff | sha256sum; } 2>/dev/null | sha256sum
}

if [[ "$mode" == grade ]]; then
  before="$(fingerprint)"
  # The grader's temporary folder, to see that it leaves nothing behind.
  scratch="$out/tmp"
  rm -rf "$scratch" && mkdir -p "$scratch"
  TMPDIR="$scratch" "$patterns" grade search-debounce --pattern mvp --jobs 2 --timeout "$timeout" \
    --journal "$out/journal.jsonl" --format csv --output "$out/grades.csv" "$class"/* \
    2>"$out/progress.log"
  # Each row's name, outcome and score against what its work earns.
  failures=0
  while IFS='|' read -r name outcome score; do
    got="$(awk -F, -v name="$name" '$2 == name { print $3 "|" $12 }' "$out/grades.csv")"
    if [[ "$got" != "$outcome|$score" ]]; then
      echo "FAIL  $name: expected $outcome, $score; got ${got:-no row}" >&2
      failures=$((failures + 1))
    fi
  done <<'EXPECTED'
correct-1|passes|100
correct-2|passes|100
correct-3|passes|100
correct-notes|passes|100
layering|breaks the layering|75
bug-touched|wrong behaviour|0
untouched|no work|0
empty|no work|0
crash|crashes|0
hang|hangs|0
broken|does not build|0
exit-early|refused|0
at-exit|refused|0
forged-report|wrong behaviour|0
secret-reader|passes|100
escape-link|passes|100
link-only|no work|0
binary|passes|100
huge|no work|0
EXPECTED
  # The secret never leaves the sandbox; nothing of the class or the grader was changed, and
  # nothing is left running or lying in the temporary folder.
  if grep -q "the held-out answers" "$out/grades.csv"; then
    echo "FAIL  a submission read the teacher's file" >&2
    failures=$((failures + 1))
  fi
  if [[ "$(fingerprint)" != "$before" ]]; then
    echo "FAIL  grading changed the class or this checkout (git status; the class's files)" >&2
    failures=$((failures + 1))
  fi
  # (The sandbox's mount point, patterns-sandbox-UID, is kept on purpose, empty: every run
  # mounts its new root there, inside its own mount namespace.)
  left="$(find "$scratch" -mindepth 1 -not -path "$scratch/patterns-sandbox-$(id -u)" | head -3)"
  if [[ -n "$left" ]]; then
    echo "FAIL  grading left files in its temporary folder: $left" >&2
    failures=$((failures + 1))
  fi
  if pgrep -f "$scratch|$out/patterns" >/dev/null; then
    echo "FAIL  processes outlived the grading: $(pgrep -af "$scratch|$out/patterns" | head -3)" >&2
    failures=$((failures + 1))
  fi
  ((failures == 0)) || exit 1
  echo "All $(ls "$class" | wc -l | tr -d ' ') submissions graded as their work earns: $out/grades.csv"
  exit 0
fi

for jobs in 1 2; do
  begin=$(date +%s)
  "$patterns" grade search-debounce --pattern mvp --jobs "$jobs" --timeout "$timeout" \
    --journal "$out/journal-$jobs.jsonl" --format json --output "$out/grades-jobs$jobs.json" \
    "$class"/* 2>"$out/progress-jobs$jobs.log"
  end=$(date +%s)
  echo "--jobs $jobs: $((end - begin)) s for $(ls "$class" | wc -l | tr -d ' ') submissions"
done
"$patterns" grade --merge "$out/grades-jobs2.json" >"$out/grades.txt"
echo "table: $out/grades.txt"
