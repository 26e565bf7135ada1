#!/usr/bin/env bash
# Fuzzes, with libFuzzer, what reads outside input:
#   scenario-parser   the scenario parser (Sources/Scenarios/Parsing): any text parses, or
#                     is rejected with positioned diagnostics (FILE:LINE:COLUMN) inside it;
#   catalog-decoder   opening a catalog file (JSONFileCatalogStore): any contents open, save
#                     and reopen the same, or are refused with a CatalogStoreError naming the
#                     file (and, when corrupt, where);
#   email-validator   LoginRules.emailIsValid against the spec's pattern as a Regex;
#   price-validator   ProductRules.priceError and Price(_:) against the spec's price rule;
#   http-parser       the request parser of `patterns serve` (Sources/WebServer/HTTP): any
#                     bytes need more, make one request from a prefix, or get a 4xx/5xx.
# Each target is built from the project's sources with swiftc (no SwiftPM involved; rebuilt
# only when its sources or flags change), seeded from the bundled scenario suite (and
# Reliability/Fuzz/Seeds), and run in two steps:
#   replay  every known input once: the seeds, the corpus kept in the repository
#           (Reliability/Fuzz/Corpus/TARGET) and the one this checkout's earlier runs grew
#           (.build-fuzz/corpus/TARGET). A failure here is a known input that breaks a rule,
#           found the same way every time;
#   fuzz    new inputs for SECONDS, growing .build-fuzz/corpus/TARGET.
# The targets that reach Foundation or the Regex engine run under AddressSanitizer (and
# LeakSanitizer, which found a leak in Foundation's file reading). The scenario parser's
# (and the HTTP parser's) does not: its code is safe Swift, whose own checks (bounds, overflow, unwrapping,
# exclusivity) stop the process as a crash, and AddressSanitizer, which would only watch its
# allocations, halved its executions per second.
# The scenario parser's fuzzer also gets a dictionary of the language's words, taken from
# its forms (StepForm+Catalog.swift), so that mutations reach steps and not only typos.
#
# Every target is built first; then the targets are replayed and fuzzed two at a time
# (FUZZ_JOBS lanes), their summary lines printed in the targets' order at the end.
#
# Usage: Scripts/fuzz.sh [--keep] [SECONDS] [TARGET...]   (default: 600 seconds, every target;
#        0 seconds: only the replay)
#   --keep  afterwards, merge what this run found into Reliability/Fuzz/Corpus/TARGET (the
#           fewest small inputs that reach as far), to commit
# (An input taking over 120 s counts as a hang: generous, as a shared machine can be slow.)
# Exits 1 if any target crashes (the input is kept in .build-fuzz/artifacts/; run the
# target's binary on it to see the full report), 0 otherwise; prints a skip message and exits
# 0 when the toolchain cannot build libFuzzer targets.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
keep=false
if [[ "${1:-}" == "--keep" ]]; then keep=true; shift; fi
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scenario-parser catalog-decoder email-validator price-validator http-parser)
out=.build-fuzz
mkdir -p "$out/modules" "$out/artifacts"

probe="$out/probe.swift"
echo '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> Int32 { 0 }' >"$probe"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe" -o "$out/probe" >"$out/probe.log" 2>&1; then
  echo "fuzz: skipped: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer failed; see $out/probe.log)"
  exit 0
fi

flags=(-parse-as-library -swift-version 6 -O -g)
sanitizers() {  # sanitizers NAME (or its binary): what the target is built with (see above)
  if [[ "$1" == *scenario-parser || "$1" == *http-parser ]]; then echo fuzzer; else echo fuzzer,address; fi
}

# fresh PRODUCT FILE...: whether PRODUCT was built from these very files with these flags;
# if not, forgets the old stamp (the caller builds, then calls `stamp`).
fresh() {
  local product="$1"
  shift
  local sum
  sum="$( (swiftc --version 2>&1; echo "${flags[*]} $(sanitizers "$product")"; cat "$@") \
    | sha256sum | cut -d' ' -f1)"
  if [ -f "$product" ] && [ "$(cat "$product.stamp" 2>/dev/null)" == "$sum" ]; then return 0; fi
  rm -f "$product.stamp"
  echo "$sum" >"$product.pending-stamp"
  return 1
}
stamp() { mv "$1.pending-stamp" "$1.stamp"; }

# compile LOG swiftc-arguments...: runs swiftc with its output in LOG (the linker's warnings
# about the sanitizers' symbols are noise), showing the log's end only if it fails.
compile() {
  local log="$1"
  shift
  if ! swiftc "$@" >"$log" 2>&1; then
    grep -v "ld.gold: warning" "$log" | tail -20
    echo "fuzz: the build failed (log: $log)"
    exit 1
  fi
}

scheduling() {  # the Scheduling module as a static library
  local files=(Sources/Scheduling/*.swift)
  fresh "$out/libScheduling.a" "${files[@]}" && return
  compile "$out/build-scheduling.log" -parse-as-library -swift-version 6 -O \
    -default-isolation MainActor -module-name Scheduling \
    -emit-module -emit-module-path "$out/modules/Scheduling.swiftmodule" \
    -emit-library -static "${files[@]}" -o "$out/libScheduling.a"
  stamp "$out/libScheduling.a"
}

domain() {  # the Domain module as a static library (the parser's given lines use it)
  scheduling
  local files
  mapfile -t files < <(find Sources/Domain -name '*.swift' | sort)
  fresh "$out/libDomain.a" "${files[@]}" "$out/libScheduling.a" && return
  compile "$out/build-domain.log" -parse-as-library -swift-version 6 -O -module-name Domain \
    -I "$out/modules" -emit-module -emit-module-path "$out/modules/Domain.swiftmodule" \
    -emit-library -static "${files[@]}" -o "$out/libDomain.a"
  stamp "$out/libDomain.a"
}

build() {  # build NAME: the fuzz target's binary, from the sources it needs
  local name="$1" harness binary="$out/fuzz-$1" files
  harness=$(ls Reliability/Fuzz/*Fuzz.swift | grep -i "/$(echo "$name" | tr -d -)Fuzz.swift")
  case "$name" in
    scenario-parser)
      domain
      files=(Sources/Scenarios/Parsing/*.swift "$harness")
      fresh "$binary" "${files[@]}" "$out/libDomain.a" && return
      compile "$out/build-$name.log" "${flags[@]}" -sanitize="$(sanitizers "$name")" \
        -default-isolation MainActor \
        -module-name Scenarios -I "$out/modules" "${files[@]}" "$out/libDomain.a" \
        "$out/libScheduling.a" -o "$binary" ;;
    http-parser)
      files=(Sources/WebServer/HTTP/*.swift "$harness")
      fresh "$binary" "${files[@]}" && return
      compile "$out/build-$name.log" "${flags[@]}" -sanitize="$(sanitizers "$name")" \
        -module-name WebServer "${files[@]}" -o "$binary" ;;
    *)
      scheduling
      mapfile -t files < <(find Sources/Domain -name '*.swift' | sort)
      files+=("$harness")
      fresh "$binary" "${files[@]}" "$out/libScheduling.a" && return
      compile "$out/build-$name.log" "${flags[@]}" -sanitize="$(sanitizers "$name")" \
        -module-name Domain -I "$out/modules" "${files[@]}" "$out/libScheduling.a" \
        -o "$binary" ;;
  esac
  stamp "$binary"
}

seeds() {  # seeds NAME: the folders of known inputs (seeds, and the corpus kept in the repo)
  case "$1" in
    catalog-decoder) echo Reliability/Fuzz/Seeds/catalog ;;
    scenario-parser) echo Sources/Scenarios/Suite ;;
    http-parser) echo Reliability/Fuzz/Seeds/http ;;
    *) echo Sources/Scenarios/Suite Reliability/Fuzz/Seeds/fields ;;
  esac
  [ ! -d "Reliability/Fuzz/Corpus/$1" ] || echo "Reliability/Fuzz/Corpus/$1"
}

options() {  # options NAME: libFuzzer options of the target (the parser's dictionary)
  [ "$1" == scenario-parser ] || return 0
  local dict="$out/scenario-parser.dict"
  {
    grep -ohE '"[a-z]+"' Sources/Scenarios/Parsing/StepForm+Catalog.swift | sort -u
    printf '%s\n' '"scenario:"' '"\""' '"\\\\"' '"\\n"' '"ms"' '"login.email"' '"12.50"'
  } >"$dict"
  echo "-dict=$dict"
}

# run NAME LOG libFuzzer-arguments...: the target's binary, niced, with the sanitizers'
# settings: LeakSanitizer's suppressions, and no stack of the allocating code kept for each
# allocation (a fifth of the time of a target that allocates much; a crash input rerun by
# hand shows it again).
run() {
  local name="$1" log="$2"
  shift 2
  LSAN_OPTIONS="suppressions=$PWD/Reliability/Fuzz/lsan-suppressions.txt" \
    ASAN_OPTIONS="malloc_context_size=0" \
    nice -n 10 "$out/fuzz-$name" -timeout=120 -rss_limit_mb=2048 -max_len=8192 \
    -artifact_prefix="$out/artifacts/$name-" "$@" >"$log" 2>&1
}

# fuzz_one NAME: replays NAME's known inputs, then fuzzes it for SECONDS; writes its summary
# line to $out/summary-NAME and exits 1 when a known or a new input breaks a rule.
fuzz_one() {
  local name="$1" corpus="$out/corpus/$1" known log started elapsed crashes=0
  local cpu_before cpu_after ticks cpu execs rate cpu_rate inputs kept merged lane=$BASHPID
  mkdir -p "$corpus"
  # shellcheck disable=SC2046
  known=$(find $(seeds "$name") "$corpus" -type f | wc -l)
  echo "== $name: replaying $known known inputs (log: $out/$name-replay.log)"
  # shellcheck disable=SC2046
  if ! run "$name" "$out/$name-replay.log" -runs=0 $(options "$name") \
    "$corpus" $(seeds "$name"); then
    echo "fuzz: $name: a known input breaks the rule:"
    grep -E "ERROR|Fatal error|fatalError|SUMMARY|Test unit written" "$out/$name-replay.log" \
      | head -5 || true
    printf '%-16s replay FAILED\n' "$name" >"$out/summary-$name"
    return 1
  fi
  if [ "$seconds" -eq 0 ]; then
    printf '%-16s replayed %6s known inputs, 0 crashes\n' "$name" "$known" >"$out/summary-$name"
    return 0
  fi
  log="$out/$name.log"
  echo "== $name: fuzzing for $seconds s (log: $log)"
  started=$(date +%s)
  # CPU seconds the fuzzer used (this lane's children's time, in clock ticks): on a shared
  # machine the rate per CPU second says more about the target than the rate per second.
  cpu_before=$(awk '{print $14 + $15 + $16 + $17}' /proc/$lane/stat 2>/dev/null || echo 0)
  # shellcheck disable=SC2046
  if ! run "$name" "$log" -max_total_time="$seconds" -print_final_stats=1 $(options "$name") \
    "$corpus" $(seeds "$name"); then
    crashes=1
    grep -E "ERROR|Fatal error|fatalError|SUMMARY|Test unit written" "$log" | head -5 || true
  fi
  elapsed=$(($(date +%s) - started))
  cpu_after=$(awk '{print $14 + $15 + $16 + $17}' /proc/$lane/stat 2>/dev/null || echo 0)
  ticks=$(getconf CLK_TCK 2>/dev/null || echo 100)
  cpu=$(((cpu_after - cpu_before) / ticks))
  execs=$(grep -o "stat::number_of_executed_units: [0-9]*" "$log" | tail -1 | grep -o "[0-9]*$" || echo 0)
  rate=$((execs / (elapsed > 0 ? elapsed : 1)))
  cpu_rate=$((execs / (cpu > 0 ? cpu : 1)))
  inputs=$(ls "$corpus" | wc -l)
  printf '%-16s %6s s %12s execs %8s execs/s %8s per CPU s %7s corpus  %s crash(es)\n' \
    "$name" "$elapsed" "$execs" "$rate" "$cpu_rate" "$inputs" "$crashes" >"$out/summary-$name"
  if $keep && [ $crashes -eq 0 ]; then
    # The fewest inputs, of at most 1 KB, that reach what the kept corpus and this run reach
    # (within 1 KB): a few hundred small files, where the run's corpus holds thousands.
    kept="Reliability/Fuzz/Corpus/$name"
    merged="$out/merged-$name"
    rm -rf "$merged"
    mkdir -p "$merged" "$kept"
    run "$name" "$out/$name-merge.log" -set_cover_merge=1 -max_len=1024 "$merged" "$kept" "$corpus"
    rm -rf "$kept"
    mv "$merged" "$kept"
    echo "== $name: $kept now holds $(ls "$kept" | wc -l) inputs"
  fi
  return $crashes
}

# Every target is built first, one after another (they share the Domain and Scheduling
# libraries); then they are replayed and fuzzed in FUZZ_JOBS lanes (default 2: a fuzzer keeps
# one core busy), each taking the next target as it finishes one.
for name in "${targets[@]}"; do
  echo "== $name: building"
  build "$name"
done
jobs="${FUZZ_JOBS:-2}"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "FUZZ_JOBS must be a whole number ≥ 1" >&2; exit 64; }
for name in "${targets[@]}"; do
  rm -f "$out/summary-$name" "$out/status-$name"
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  { if fuzz_one "$name"; then echo 0 >"$out/status-$name"; else echo 1 >"$out/status-$name"; fi; } &
done
wait
status=0
for name in "${targets[@]}"; do
  [ "$(cat "$out/status-$name" 2>/dev/null)" == 0 ] || status=1
done
echo "== fuzz summary"
for name in "${targets[@]}"; do cat "$out/summary-$name"; done
exit $status
