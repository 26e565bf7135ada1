#!/usr/bin/env bash
# Fuzzes, with libFuzzer (and AddressSanitizer), what reads outside input:
#   scenario-parser   the scenario parser (Sources/Scenarios/Parsing): any text parses, or
#                     is rejected with positioned diagnostics (FILE:LINE:COLUMN) inside it;
#   catalog-decoder   opening a catalog file (JSONFileCatalogStore): any contents open, save
#                     and reopen the same, or are refused with a CatalogStoreError naming the
#                     file (and, when corrupt, where);
#   email-validator   LoginRules.emailIsValid against the spec's pattern as a Regex;
#   price-validator   ProductRules.priceError and Price(_:) against the spec's price rule.
# Each target is built from the project's sources with swiftc (no SwiftPM involved), seeded
# from the bundled scenario suite (and Reliability/Fuzz/Seeds), and run for SECONDS.
#
# Usage: Scripts/fuzz.sh [SECONDS] [TARGET...]   (default: 600 seconds, every target)
# (An input taking over 120 s counts as a hang: generous, as a shared machine can be slow.)
# Exits 1 if any target crashes (the input is kept in .build-fuzz/artifacts/), 0 otherwise;
# prints a skip message and exits 0 when the toolchain cannot build libFuzzer targets.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scenario-parser catalog-decoder email-validator price-validator)
out=.build-fuzz
mkdir -p "$out/modules" "$out/artifacts"

probe="$out/probe.swift"
echo '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> Int32 { 0 }' >"$probe"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe" -o "$out/probe" >"$out/probe.log" 2>&1; then
  echo "fuzz: skipped: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer failed; see $out/probe.log)"
  exit 0
fi

flags=(-parse-as-library -swift-version 6 -O -g -sanitize=fuzzer,address)
scheduling() {  # the Scheduling module as a static library, built once
  [ -f "$out/libScheduling.a" ] && return
  swiftc -parse-as-library -swift-version 6 -O -default-isolation MainActor \
    -module-name Scheduling -emit-module -emit-module-path "$out/modules/Scheduling.swiftmodule" \
    -emit-library -static Sources/Scheduling/*.swift -o "$out/libScheduling.a"
}

domain() {  # the Domain module as a static library (the parser's given lines use it), once
  scheduling
  [ -f "$out/libDomain.a" ] && return
  # shellcheck disable=SC2046
  swiftc -parse-as-library -swift-version 6 -O -module-name Domain -I "$out/modules" \
    -emit-module -emit-module-path "$out/modules/Domain.swiftmodule" -emit-library -static \
    $(find Sources/Domain -name '*.swift' | sort) -o "$out/libDomain.a"
}

build() {  # build NAME: the fuzz target's binary, from the sources it needs
  local name="$1" harness
  harness=$(ls Reliability/Fuzz/*Fuzz.swift | grep -i "/$(echo "$name" | tr -d -)Fuzz.swift")
  case "$name" in
    scenario-parser)
      domain
      swiftc "${flags[@]}" -default-isolation MainActor -module-name Scenarios -I "$out/modules" \
        Sources/Scenarios/Parsing/*.swift "$harness" "$out/libDomain.a" "$out/libScheduling.a" \
        -o "$out/fuzz-$name" ;;
    *)
      scheduling
      # shellcheck disable=SC2046
      swiftc "${flags[@]}" -module-name Domain -I "$out/modules" \
        $(find Sources/Domain -name '*.swift' | sort) "$harness" "$out/libScheduling.a" \
        -o "$out/fuzz-$name" ;;
  esac
}

seeds() {  # seeds NAME: the folders of seed inputs
  case "$1" in
    catalog-decoder) echo Reliability/Fuzz/Seeds/catalog ;;
    scenario-parser) echo Sources/Scenarios/Suite ;;
    *) echo Sources/Scenarios/Suite Reliability/Fuzz/Seeds/fields ;;
  esac
}

status=0
summary=()
for name in "${targets[@]}"; do
  echo "== $name: building"
  build "$name"
  corpus="$out/corpus/$name"
  mkdir -p "$corpus"
  log="$out/$name.log"
  echo "== $name: fuzzing for $seconds s (log: $log)"
  started=$(date +%s)
  # shellcheck disable=SC2046
  if LSAN_OPTIONS="suppressions=$PWD/Reliability/Fuzz/lsan-suppressions.txt" \
    nice -n 10 "$out/fuzz-$name" -max_total_time="$seconds" -print_final_stats=1 -timeout=120 \
    -rss_limit_mb=2048 -max_len=8192 -artifact_prefix="$out/artifacts/$name-" \
    "$corpus" $(seeds "$name") >"$log" 2>&1; then
    crashes=0
  else
    crashes=1
    status=1
    grep -E "ERROR|Fatal error|fatalError|SUMMARY|Test unit written" "$log" | head -5 || true
  fi
  elapsed=$(($(date +%s) - started))
  execs=$(grep -o "stat::number_of_executed_units: [0-9]*" "$log" | tail -1 | grep -o "[0-9]*$" || echo 0)
  rate=$((execs / (elapsed > 0 ? elapsed : 1)))
  inputs=$(ls "$corpus" | wc -l)
  summary+=("$(printf '%-16s %6s s %12s execs %8s execs/s %7s corpus  %s crash(es)' \
    "$name" "$elapsed" "$execs" "$rate" "$inputs" "$crashes")")
done
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
exit $status
