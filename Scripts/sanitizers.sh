#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer,
# each in its own build folder (.build-asan, .build-tsan; heavy: about 15 minutes each on two
# shared cores), niced, one after the other, and counts what they report.
#
# Usage: Scripts/sanitizers.sh [address] [thread]   (default: both)
# Exits 1 if a test fails or a sanitizer reports a memory error or a data race. Leaks found
# when a process exits are counted, not failed on: see Docs/Reliability.md for what they are.
# Reports go to files ($path.reports/), not to standard error: some tests run the `patterns`
# executable and check its exit code and standard error, which a leak report at its exit
# would change.
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
  reports="$PWD/$path.reports"
  rm -rf "$reports"
  mkdir -p "$reports"
  ASAN_OPTIONS="detect_leaks=1:log_path=$reports/asan" LSAN_OPTIONS=exitcode=0 \
    TSAN_OPTIONS="halt_on_error=0:log_path=$reports/tsan" nice -n 15 \
    swift test --skip-build --sanitize="$sanitizer" --build-path "$path" >"$log" 2>&1
  tests=$?
  found() { cat "$log" "$reports"/* 2>/dev/null | grep -c "$1"; }
  errors=$(found "ERROR: AddressSanitizer")
  races=$(found "WARNING: ThreadSanitizer")
  leaks=$(cat "$reports"/* 2>/dev/null |
    grep -E "SUMMARY: AddressSanitizer: [0-9]+ byte\(s\) leaked" |
    sed -E 's/.*: ([0-9]+) byte.* in ([0-9]+) allocation.*/\1 bytes in \2 allocations/' |
    paste -sd ';' -)
  echo "   $(grep -E "Test run with|Executed [0-9]+ test" "$log" | tail -2 | paste -sd ';' -)"
  echo "   memory errors: $errors; data races: $races; leaks at exit: ${leaks:-none}"
  echo "   reports: $(find "$reports" -type f | wc -l) files in $path.reports"
  echo "   $(($(date +%s) - started)) s"
  [ "$tests" -eq 0 ] || status=1
  if grep -qE "✘ Test run|with [1-9][0-9]* failures" "$log"; then status=1; fi
  [ "$errors" -eq 0 ] && [ "$races" -eq 0 ] || status=1
done
exit $status
