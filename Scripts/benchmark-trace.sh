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

seconds() { date +%s.%N; }
out="$(mktemp)"
trap 'rm -f "$out" "$out.stats"' EXIT
for pattern in $("$patterns" list 2>/dev/null | awk '/^PATTERNS:/ { on = 1; next } on && NF == 0 { exit } on { print $1 }') all; do
  start="$(seconds)"
  PATTERNS_TRACE_STATS=1 "$patterns" trace "$pattern" "$name" --output "$out" 2>"$out.stats"
  end="$(seconds)"
  stats="$(grep -h captures "$out.stats" | paste -sd ' ' -)"
  awk -v p="$pattern" -v a="$start" -v b="$end" -v s="$stats" \
    'BEGIN { printf "%-5s %6.2f s  %s\n", p, b - a, s }'

done
