#!/usr/bin/env bash
# Times `patterns trace` (debug build) on the longest bundled scenario (the one with the most
# steps), once per pattern and once for `all`. The target: under 3 s per pattern.
#
# Usage: Scripts/benchmark-trace.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no

swift build --product patterns >&2
patterns="$(swift build --show-bin-path)/patterns"

# The scenario with the most steps (non-blank, non-comment lines after its header).
longest="$(awk '
  /^scenario:/ { name = substr($0, 11); count[name] = 0; next }
  name != "" && $0 !~ /^[[:space:]]*(#|$)/ { count[name]++ }
  END { for (n in count) if (count[n] > best) { best = count[n]; pick = n }; print pick "\t" best }
' Sources/Scenarios/Suite/*.scenario)"
name="${longest%%$'\t'*}"
steps="${longest##*$'\t'}"
echo "longest bundled scenario: \"$name\" ($steps steps)"

out="$(mktemp)"
trap 'rm -f "$out" "$out.stats" "$out.time"' EXIT
TIMEFORMAT='%R %U %S'
# Wall time depends on the machine's load; CPU time (user + system) is what the trace costs.
printf '%-5s %8s %8s  %s\n' pattern wall cpu "captures"
for pattern in $("$patterns" list 2>/dev/null | awk '/^PATTERNS:/ { on = 1; next } on && NF == 0 { exit } on { print $1 }') all; do
  { time "$patterns" trace "$pattern" "$name" --cost --output "$out" \
      2>"$out.stats"; } 2>"$out.time"
  stats="$(grep -h captures "$out.stats" | paste -sd ' ' -)"
  read -r wall user system <"$out.time"
  awk -v p="$pattern" -v w="$wall" -v c="$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')" \
    -v s="$stats" 'BEGIN { printf "%-5s %6.2f s %6.2f s  %s\n", p, w, c, s }'
done
# The same scenario without tracing, for comparison.
{ time "$patterns" run mvc --filter "$name" >/dev/null; } 2>"$out.time" || true
read -r wall user system <"$out.time"
awk -v w="$wall" -v u="$user" -v s="$system" \
  'BEGIN { printf "run   %6.2f s %6.2f s  (patterns run mvc, no trace)\n", w, u + s }'
