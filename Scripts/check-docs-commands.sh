#!/usr/bin/env bash
# Runs every `patterns` command shown in README.md and Docs/ (in shell code blocks and in inline
# code spans) and checks its exit status, so the documentation's examples keep working.
#
# - Placeholders are filled from real files: `my.scenario` → the bundled lockout.scenario,
#   `my-scenarios/` and `scenarios/` → the bundled suite folder, `<pattern>` → mvc,
#   `<subcommand>` → run; every `--output`/`-o` file goes to a temporary folder.
# - A command is expected to exit 0 unless its comment says `exits N`.
# - Usage synopses (holding `...` or ` | `) are not commands and are skipped.
# - Commands with `--coverage` build the tests with coverage and run them (minutes), and
#   `exercise start|check|solve|reset` change or rebuild the checkout, `exercise edition` writes
#   repositories (from the teacher's copy only), and `grade` and `mutate` (but `mutate
#   --from`) copy and build it: they are not run, but still checked to parse: their
#   subcommand's help must list every option they use. So is `serve`, which runs until stopped
#   (ServeBrowserTests drives it in a browser).
#
# The commands run side by side (CHECK_DOCS_JOBS at a time, default 2: most of them play the
# scenarios on one thread), each in a folder of its own; the results print in the docs' order.
#
# Usage: Scripts/check-docs-commands.sh [FILE.md ...]   (default: README.md Docs/*.md Docs/*/*.md)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

# A student edition bundles one exercise; the docs' commands name every exercise.
if [[ -f Sources/Classroom/Exercises/edition.json ]]; then
  echo "check-docs-commands: a student edition bundles one exercise; the teacher's copy runs this"
  exit 0
fi

files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=(README.md Docs/*.md Docs/*/*.md); fi

swift build --product patterns >/dev/null
bin="$(swift build --show-bin-path)/patterns"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
suite="Sources/Scenarios/Suite"

# Every command, as FILE:LINE<TAB>TEXT: lines of fenced blocks (not of a Mermaid drawing, whose
# `patterns --> Commands` is an arrow), then inline code spans.
extract() {
  awk '
    FNR == 1 { fenced = 0; drawing = 0 }
    /^[[:space:]]*```/ { fenced = !fenced; drawing = fenced && /```mermaid/; next }
    fenced && !drawing && /^[[:space:]]*(\$ )?(swift run )?patterns([[:space:]]+[a-z-]|[[:space:]]*$)/ {
      sub(/^[[:space:]]*(\$ )?/, ""); print FILENAME ":" FNR "\t" $0; next
    }
    !fenced {
      line = $0
      while (match(line, /`(swift run )?patterns [^`]*`/)) {
        print FILENAME ":" FNR "\t" substr(line, RSTART + 1, RLENGTH - 2)
        line = substr(line, RSTART + RLENGTH)
      }
    }' "${files[@]}"
}

jobs="${CHECK_DOCS_JOBS:-2}"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "CHECK_DOCS_JOBS must be a whole number ≥ 1" >&2; exit 64; }

# run_one DIR EXPECTED WHERE COMMAND ARGS...: runs one documented command, its output in DIR, and
# writes its result line(s) to DIR/result.
run_one() {
  local dir="$1" expected="$2" where="$3" command="$4" status=0
  shift 4
  "$bin" "$@" </dev/null >"$dir/stdout" 2>"$dir/stderr" || status=$?
  if [ "$status" -ne "$expected" ]; then
    {
      echo "FAIL $where: $command (exit $status, expected $expected)"
      sed -e 's/^/     /' "$dir/stderr" | head -5
    } >"$dir/result"
  else
    echo "ok   $where: $command" >"$dir/result"
  fi
}

checked=0
declare -A seen=()
while IFS=$'\t' read -r where text; do
  expected=0
  if [[ "$text" =~ \#.*exits\ ([0-9]+) ]]; then expected="${BASH_REMATCH[1]}"; fi
  command="${text%%#*}"
  command="${command#swift run }"
  command="$(echo "$command" | sed -e 's/[[:space:]]*$//')"
  if [[ "$command" == *"..."* || "$command" == *" | "* ]]; then continue; fi
  if [ -n "${seen[$command]+x}" ]; then continue; fi
  seen[$command]=1

  checked=$((checked + 1))
  dir="$work/$checked"
  mkdir -p "$dir"
  eval "set -- ${command#patterns}"
  args=()
  while [ $# -gt 0 ]; do
    case "$1" in
      my.scenario) args+=("$suite/lockout.scenario") ;;
      my-scenarios/ | scenarios/) args+=("$suite/") ;;
      "<pattern>") args+=(mvc) ;;
      "<subcommand>") args+=(run) ;;
      --output | -o | --record)
        args+=("$1" "$dir/$(basename "$2")")
        shift
        ;;
      *) args+=("$1") ;;
    esac
    shift
  done

  slow=""
  if [[ " ${args[*]} " == *" --coverage "* ]]; then slow="--coverage is slow"; fi
  # The exercise commands that write the working tree or rebuild it are not run here
  # (Scripts/check-exercises.sh runs them on a clean checkout).
  if [[ "${args[0]}" == exercise && " start check solve reset " == *" ${args[1]:-} "* ]]; then
    slow="exercise ${args[1]} changes or rebuilds the checkout"
  fi
  # An edition is written from the teacher's copy only (a student edition refuses).
  if [[ "${args[0]}" == exercise && "${args[1]:-}" == edition ]]; then
    slow="exercise edition writes repositories from the teacher's copy"
  fi
  # Grading copies and builds the project once per job (Scripts/grade-sample-class.sh runs it).
  if [[ "${args[0]}" == grade ]]; then slow="grade copies and builds the project"; fi
  # So does mutate, and builds each mutant (Scripts/check-mutants.sh runs it); --from only
  # renders a stored matrix, and runs here.
  if [[ "${args[0]}" == mutate && " ${args[*]} " != *" --from "* ]]; then
    slow="mutate copies and builds the project and each mutant"
  fi
  # A full bench takes minutes in a debug build (CI runs `bench --quick` in its own step).
  if [[ "${args[0]}" == bench && " ${args[*]} " != *" --quick "* ]]; then
    slow="a full bench takes minutes (CI runs bench --quick)"
  fi
  # serve runs until stopped (ServeBrowserTests drives it in a browser).
  if [[ "${args[0]}" == serve ]]; then slow="serve runs until stopped"; fi
  if [ -n "$slow" ]; then
    # Parse check only: every option used must be in the subcommand's help.
    subcommand=("${args[0]}")
    if [[ "${args[0]}" == exercise ]]; then subcommand+=("${args[1]}"); fi
    help="$("$bin" help "${subcommand[@]}")"
    unknown=""
    for arg in "${args[@]}"; do
      if [[ "$arg" == -* ]] && ! grep -q -- "$arg" <<<"$help"; then unknown="$unknown $arg"; fi
    done
    if [ -n "$unknown" ]; then
      echo "FAIL $where: $command (not in 'patterns help ${args[0]}':$unknown)" >"$dir/result"
    else
      echo "ok   $where: $command (options checked, not run: $slow)" >"$dir/result"
    fi
    continue
  fi
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  run_one "$dir" "$expected" "$where" "$command" "${args[@]}" &
done < <(extract)
wait

failed=0
for ((index = 1; index <= checked; index++)); do
  cat "$work/$index/result"
  if grep -q '^FAIL' "$work/$index/result"; then failed=$((failed + 1)); fi
done
echo "docs: $checked commands checked, $failed failed"
[ "$failed" -eq 0 ]
