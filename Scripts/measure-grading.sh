#!/usr/bin/env bash
# Measures grading's time per submission with a warm base (the clean copy built once), for one
# exercise of each kind, in the sandbox and without it (the sandbox's own cost), and prints a
# Markdown table for Docs/Classroom.md ("Measured").
#
# Each class holds SUBMISSIONS copies of the exercise's reference solution (the slowest honest
# work: every check runs to the end). The base's preparation is timed apart.
#
# Usage: Scripts/measure-grading.sh OUT-DIR [SUBMISSIONS]   (default: 3 submissions)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: Scripts/measure-grading.sh OUT-DIR [SUBMISSIONS]}"
count="${2:-3}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
exercises=(
  "feature stock mvp"
  "build-a-role mvp-catalog-presenter mvp"
  "fix-a-bug search-debounce mvp"
  "write-the-tests mvp-login-presenter-tests mvp"
)

swift build --product patterns >/dev/null
cp "$(swift build --show-bin-path)/patterns" "$out/patterns"
patterns="$out/patterns"

# class ID PATTERN: COUNT submissions holding the reference solution's files.
class() {
  local id="$1" pattern="$2" folder="$out/class-$1"
  rm -rf "$folder"
  for n in $(seq 1 "$count"); do
    local submission="$folder/solution-$n"
    for side in shared "$pattern"; do
      local base="Sources/Classroom/Exercises/$id/solution/$side"
      [[ -d "$base" ]] || continue
      (cd "$base" && find . -name '*.txt' -type f) | while read -r file; do
        local path="${file#./}"
        mkdir -p "$submission/$(dirname "${path%.txt}")"
        cp "$base/$path" "$submission/${path%.txt}"
      done
    done
  done
  echo "$folder"
}

seconds() { # seconds JSON: each row's seconds, median first, then min–max
  tr ',' '\n' <"$1" | sed -n 's/.*"seconds": *\([0-9.]*\).*/\1/p' | sort -n |
    awk '{ v[NR] = $1 } END { printf "%.0f s (%.0f–%.0f)", v[int((NR + 1) / 2)], v[1], v[NR] }'
}

echo "| kind | exercise | per submission, sandbox | without sandbox | base built in |"
echo "| --- | --- | --- | --- | --- |"
for entry in "${exercises[@]}"; do
  read -r kind id pattern <<<"$entry"
  folder="$(class "$id" "$pattern")"
  row="| $kind | \`$id\` ($pattern) |"
  base=""
  for mode in sandbox none; do
    flag=()
    [[ "$mode" == none ]] && flag=(--no-sandbox)
    begin=$(date +%s)
    "$patterns" grade "$id" --pattern "$pattern" "${flag[@]}" --timeout 900 \
      --journal "$out/$id-$mode.jsonl" --format json --output "$out/$id-$mode.json" \
      "$folder"/* 2>"$out/$id-$mode.log"
    total=$(($(date +%s) - begin))
    row="$row $(seconds "$out/$id-$mode.json") |"
    graded=$(grep -o '"seconds": *[0-9.]*' "$out/$id-$mode.json" |
      awk -F: '{ s += $2 } END { printf "%.0f", s }')
    [[ "$mode" == sandbox ]] && base="$((total - graded)) s"
  done
  echo "$row $base |"
done
