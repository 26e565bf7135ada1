#!/usr/bin/env bash
# Measures the Reactive pipeline against hand-written closures, in release mode: four
# workloads (issue 20), each ratio as median (min–max) over alternating rounds of thread CPU
# time, and whether its target is met (judged on the median); then the other shapes of (b)
# users write (issue 27). Exits 0 either way.
#
# --outside builds the same benchmark files (Sources/ReactiveBenchmark) in another package,
# made in a temporary folder, that depends on this one by path, as a tutorial port or a
# student's package does: what a user of Reactive gets. Its build products are kept in
# .build/reactive-outside, so a second run rebuilds only what changed.
#
# Usage: Scripts/benchmark-reactive.sh [--outside] [elements-per-run [iterations-of-(d) [rounds]]]
#        (defaults 2000000, 100000, 9)
set -euo pipefail
cd "$(dirname "$0")/.."
# The benchmark executables exist only when asked for (Package.swift).
export PATTERNS_BENCHMARKS=1
if [[ "${1:-}" != "--outside" ]]; then
  swift run -c release reactive-benchmark "$@"
  exit 0
fi
shift

root="$PWD"
# SwiftPM names a path dependency by its folder, in lower case.
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
work="$(mktemp -d "${TMPDIR:-/tmp}/reactive-outside.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/OutsideBenchmark"
cp Sources/ReactiveBenchmark/*.swift "$work/Sources/OutsideBenchmark/"
cat >"$work/Sources/OutsideBenchmark/Where.swift" <<'EOF'
/// Where this build of the benchmark comes from (Scripts/benchmark-reactive.sh --outside).
let builtWhere = "outside the package: another package that depends on it by path"
EOF
# The same settings as the project's own target (Swift 6, main-actor default isolation), so
# the only difference is the package boundary.
cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ReactiveOutside",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "OutsideBenchmark",
      dependencies: [
        .product(name: "Reactive", package: "$identity"),
        .product(name: "Scheduling", package: "$identity"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)])
  ])
EOF
scratch="$root/.build/reactive-outside"
swift build -c release --package-path "$work" --scratch-path "$scratch" >&2
"$(swift build -c release --package-path "$work" --scratch-path "$scratch" --show-bin-path)/OutsideBenchmark" "$@"
