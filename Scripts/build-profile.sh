#!/usr/bin/env bash
# Where a fresh debug build of the package and its tests spends its time (Docs/Performance.md,
# "Fast loops"): builds everything from scratch in its own scratch folder (.build/profile,
# removed first), with the compiler's own timing flags, then prints
#   - the build's wall-clock time and its CPU time (user + system: on two cores the build is
#     bound by CPU, so that is the figure a change must lower);
#   - every function body and every expression that took at least LIMIT ms to type-check
#     (100 by default), slowest first, each once.
# Usage: Scripts/build-profile.sh [LIMIT]
# It takes as long as a fresh build (about 4 minutes here) and changes nothing in .build.
set -euo pipefail
cd "$(dirname "$0")/.."
limit="${1:-100}"
case "$limit" in
  '' | *[!0-9]*)
    echo "Error: LIMIT must be a whole number of milliseconds, not '$limit'" >&2
    echo "Usage: $0 [LIMIT]" >&2
    exit 64
    ;;
esac
scratch=.build/profile
rm -rf "$scratch"
log="$(mktemp)"
times="$(mktemp)"
trap 'rm -f "$log" "$times"' EXIT

status=0
TIMEFORMAT='%R %U %S'
{
  time swift build --build-tests --scratch-path "$scratch" \
    -Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies="$limit" \
    -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking="$limit" >"$log" 2>&1
} 2>"$times" || status=$?
if [ "$status" -ne 0 ]; then
  grep -m 20 "error:" "$log" >&2 || tail -n 20 "$log" >&2
  echo "Error: the build failed (exit $status); nothing was measured" >&2
  exit 1
fi
read -r wall user system <"$times"
echo "fresh build with tests: ${wall} s, ${user} s user + ${system} s system of CPU"
echo
echo "type-checks of ${limit} ms or more, slowest first:"
root="$PWD/"
grep -E "^/.*: warning: .* took [0-9]+ms to type-check" "$log" \
  | sed -E "s|^$root||; s|: warning: (.*) took ([0-9]+)ms to type-check.*|\t\2\t\1|" \
  | sort -u | sort -t $'\t' -k2,2nr \
  | awk -F'\t' '{ printf "%6d ms  %s  %s\n", $2, $1, $3 } END { if (NR == 0) print "  none" }'
