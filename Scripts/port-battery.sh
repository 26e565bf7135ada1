#!/usr/bin/env bash
# Compiles tutorial files against the project with only their imports changed, and counts how
# many compile.
#
# USAGE: Scripts/port-battery.sh [--swift-version 5|6] [<directory>]
#   <directory>  tutorial files as written for iOS (default: Tests/TutorialPortTests/Tutorials;
#                the others: Tests/BlindPortTests/Tutorials, Tests/SwiftUIPortTests/Tutorials)
#
# Each file is type-checked on its own, as the project's targets build: Swift 6 (or 5) with
# main-actor default isolation; files that import XCTest without it, as the XCTest target
# ReactiveXCTestPorts does. Import lines are rewritten: UIKit -> HeadlessUI, SwiftUI ->
# HeadlessSwiftUI, RxSwift and RxRelay -> Reactive, RxCocoa -> ReactiveUI, RxTest and
# RxBlocking -> ReactiveTesting.
# Build the modules first: swift build --build-tests
set -euo pipefail
cd "$(dirname "$0")/.."
version=6
if [[ "${1:-}" == "--swift-version" ]]; then version="$2"; shift 2; fi
dir="${1:-Tests/TutorialPortTests/Tutorials}"
modules="$(swift build --show-bin-path)/Modules"
[[ -d "$modules" ]] || { echo "Error: no built modules in $modules; run swift build --build-tests" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
total=0
for file in "$dir"/*.swift; do
  total=$((total + 1))
  name="$(basename "$file")"
  sed -e 's/^import UIKit$/import HeadlessUI/' -e 's/^import SwiftUI$/import HeadlessSwiftUI/' \
    -e 's/^import RxSwift$/import Reactive/' \
    -e 's/^import RxRelay$/import Reactive/' -e 's/^import RxCocoa$/import ReactiveUI/' \
    -e 's/^import RxTest$/import ReactiveTesting/' -e 's/^import RxBlocking$/import ReactiveTesting/' \
    "$file" > "$work/$name"
  isolation=(-default-isolation MainActor)
  grep -q '^import XCTest$' "$work/$name" && isolation=()
  if swiftc -typecheck -swift-version "$version" "${isolation[@]}" -I "$modules" \
    "$work/$name" > "$work/$name.log" 2>&1; then
    passed=$((passed + 1))
    printf '  compiles  %s\n' "$name"
  else
    first="$(grep -m1 'error:' "$work/$name.log" | sed 's/^.*error: //' | cut -c1-80)"
    printf '  FAILS     %s: %s\n' "$name" "$first"
  fi
done
echo "$passed of $total compile with only the imports changed (Swift $version)."
