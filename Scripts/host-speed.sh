#!/usr/bin/env bash
# How fast this machine runs right now, as a control for every timing taken beside it
# (Docs/Performance.md, "Fast loops"): the machines here are shared, and the same build takes
# a quarter to a half longer in a slow hour than in a fast one. A timing means little without
# the control taken at the same hour.
#
# The control: the compiler type-checks and lowers one fixed Swift file (written by this
# script, the same every time, about the shape of test code: closures, literals, generic
# collection calls) three times; the script prints the least CPU time (user + system) of the
# three, and the ratio to the reference below. It builds nothing of the project and takes
# about 10 seconds.
#
# Usage: Scripts/host-speed.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# The control's CPU seconds on 2 December 2026, minutes after a fresh clone's `swift test`
# took 260 s (a 213 s build) in `.ci/run`; see Docs/Performance.md.
reference="3.55"

if (($# > 0)); then
  echo "Error: host-speed takes no arguments" >&2
  echo "Usage: $0" >&2
  exit 64
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/host-speed.XXXXXX")"
trap 'rm -rf "$work"' EXIT
source="$work/Control.swift"
{
  echo "struct Item { var name: String; var count: Int; var tags: [String] }"
  for i in $(seq 1 200); do
    cat <<EOF
func control$i(_ items: [Item], _ text: String) -> (Int, [String]) {
  let counts = items.filter { \$0.count % $((i % 7 + 2)) == 0 }.map { \$0.count * 2 + $i }
  let words = text.split(separator: " ").map { String(\$0).lowercased() }.sorted()
  let tagged = items.flatMap(\\.tags).filter { !\$0.isEmpty && words.contains(\$0) }
  let total = counts.reduce(0, +) + (items.first?.count ?? 0) * $((i % 5)) - tagged.count
  return (total, tagged + ["$i", "\(total)"] + words.prefix(3).map { \$0 + "!" })
}
EOF
  done
} >"$source"

best=""
for _ in 1 2 3; do
  TIMEFORMAT='%U %S'
  cpu="$({ time swiftc -emit-sil -Onone -o "$work/out.sil" "$source" >/dev/null 2>&1; } 2>&1)"
  seconds="$(awk '{ printf "%.2f", $1 + $2 }' <<<"$cpu")"
  if [[ -z "$best" ]] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then
    best="$seconds"
  fi
done
ratio="$(awk -v a="$best" -v b="$reference" 'BEGIN { printf "%.2f", a / b }')"
echo "host speed: the control took $best CPU s, $ratio x the reference ($reference s on" \
  "2 December 2026, the hour a fresh clone's swift test took 260 s): below 1 is faster"
