#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer,
# each in its own build folder (.build-asan, .build-tsan; heavy: about 15 minutes each on two
# shared cores), niced, one after the other, and counts what they report.
#
# Usage: Scripts/sanitizers.sh [address] [thread]   (default: both)
# Exits 1 if a test fails or a sanitizer reports a memory error or a data race. Leaks found
# when the test process exits are counted and listed by allocating function, not failed on:
# see Docs/Reliability.md for what they are.
set -uo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
status=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) path=.build-asan ;;
    thread) path=.build-tsan ;;
    *) echo "Error: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 64 ;;
  esac
  log="$path.test.log"
  started=$(date +%s)
  echo "== $sanitizer: building into $path"
  if ! nice -n 15 swift build --build-tests --sanitize="$sanitizer" --build-path "$path" \
    >"$path.build.log" 2>&1; then
    echo "   build failed: see $path.build.log"
    status=1
    continue
  fi
  echo "== $sanitizer: testing (log: $log)"
  ASAN_OPTIONS=detect_leaks=1 TSAN_OPTIONS=halt_on_error=0 nice -n 15 \
    swift test --skip-build --sanitize="$sanitizer" --build-path "$path" >"$log" 2>&1
  tests=$?
  errors=$(grep -c "ERROR: AddressSanitizer" "$log")
  races=$(grep -c "WARNING: ThreadSanitizer" "$log")
  leaks=$(grep -E "SUMMARY: AddressSanitizer: [0-9]+ byte\(s\) leaked" "$log" |
    sed -E 's/.*: ([0-9]+) byte.* in ([0-9]+) allocation.*/\1 bytes in \2 allocations/' |
    paste -sd ';' -)
  echo "   $(grep -E "Test run with|Executed [0-9]+ test" "$log" | tail -2 | paste -sd ';' -)"
  echo "   memory errors: $errors; data races: $races; leaks at exit: ${leaks:-none}"
  echo "   $(($(date +%s) - started)) s"
  if [ "$tests" -ne 0 ] && ! grep -q "leaked in" "$log"; then status=1; fi
  if grep -qE "✘ Test run|with [1-9][0-9]* failures" "$log"; then status=1; fi
  [ "$errors" -eq 0 ] && [ "$races" -eq 0 ] || status=1
done
exit $status
