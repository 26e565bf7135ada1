#!/usr/bin/env bash
# Regenerates Docs/Performance.md and Docs/Performance.json: `patterns bench` over every
# registered pattern, from a release build (the only figures worth quoting).
#
# Usage: Scripts/update-performance.sh [--quick | --reactive | --swiftui]
#   --quick      the smoke run (small catalogs, few rounds): checks the script, not the figures
#   --reactive   only the last section, Reactive against hand-written closures (what
#                Scripts/benchmark-reactive.sh prints, inside the package and --outside); the
#                patterns' part of Docs/Performance.md and Docs/Performance.json stay as they are
#   --swiftui    only the section on HeadlessSwiftUI's dependency tracking: the SwiftUI
#                patterns benched with it, then with --rebuild-every-body (every
#                change updates every body); the rest of Docs/Performance.md stays as it is
#
# The full run takes a few minutes of CPU (typing 10,000 characters into each field of each
# pattern dominates); on a busy machine, longer. Timings are the benchmark thread's CPU time,
# so other processes slow the run down but barely move the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
# The benchmark executables exist only when asked for (Package.swift).
export PATTERNS_BENCHMARKS=1
export SWIFT_BACKTRACE=enable=no

quick=()
reactive_only=false
swiftui_only=false
if [[ "${1:-}" == "--quick" ]]; then
  quick=(--quick)
elif [[ "${1:-}" == "--reactive" ]]; then
  reactive_only=true
elif [[ "${1:-}" == "--swiftui" ]]; then
  swiftui_only=true
elif [[ $# -gt 0 ]]; then
  echo "Usage: Scripts/update-performance.sh [--quick | --reactive | --swiftui]" >&2
  exit 64
fi

reactive_heading="## Reactive against hand-written closures"
swiftui_heading="## HeadlessSwiftUI: dependency tracking against rebuilding every body"
# Written by hand (the times of the loops people wait on, measured by other scripts): kept as
# it is, between the benchmark's figures and the HeadlessSwiftUI section.
fast_heading="## Fast loops"
swiftui_patterns=(mv mvvm-swiftui)

# The section on HeadlessSwiftUI's update (issue 29): the SwiftUI patterns benched as they
# run, then with every change updating every body from the root and no view skipped
# (`patterns bench --rebuild-every-body`).
swiftui_section() {
  local bin="$1" tracked rebuilt
  tracked="$("$bin" bench ${quick[@]+"${quick[@]}"} "${swiftui_patterns[@]}")"
  rebuilt="$("$bin" bench --rebuild-every-body ${quick[@]+"${quick[@]}"} \
    "${swiftui_patterns[@]}")"
  echo
  echo "$swiftui_heading"
  cat <<'EOF'

What HeadlessSwiftUI's dependency tracking saves (Docs/HeadlessSwiftUI.md, "The update"): the
SwiftUI patterns benched as they run (a change re-evaluates only the bodies that read it, and
a child whose view value is equal is skipped), then with `patterns bench
--rebuild-every-body` (`ViewGraph.rebuildsEverything`), which makes every change update the
whole hierarchy from its root and skip no view, as a framework without tracking would. Same benchmark, same release
build, two runs (`Scripts/update-performance.sh --swiftui` remeasures this section alone).
Figures are the benchmark thread's CPU time, yet a run that shares the machine with other work
is slower throughout: compare the two runs' raw search figures before the others. What the
figures say is discussed in Docs/HeadlessSwiftUI.md, "What tracking costs".

With dependency tracking (as the patterns run):

```text
EOF
  echo "$tracked"
  cat <<'EOF'
```

Rebuilding every body on each change (`--rebuild-every-body`):

```text
EOF
  echo "$rebuilt"
  echo '```'
}

# The last section: the Reactive module against hand-written closures (issues 20 and 27),
# built in this package and in another that depends on it by path.
reactive_section() {
  swift build -c release --product reactive-benchmark >&2
  local inside outside
  inside="$("$(swift build -c release --show-bin-path)/reactive-benchmark")"
  outside="$(Scripts/benchmark-reactive.sh --outside)"
  echo
  echo "$reactive_heading"
  cat <<'EOF'

What the Reactive module (the RxSwift look-alike MVVM uses) costs over hand-written closures
doing the same work: the figures of `Scripts/benchmark-reactive.sh` (`reactive-benchmark`, a
release build). Times are the benchmark thread's CPU time; each round runs both sides, and
each figure is the median (min–max) over the rounds. The workloads, how both sides are kept
doing their work, what the figures depend on and what the library does about its costs are
in [Reactive.md](Reactive.md#performance).

```text
EOF
  echo "$inside"
  cat <<'EOF'
```

The same benchmark files built in another package that depends on this one by path, as a
student's package or a tutorial port does (`Scripts/benchmark-reactive.sh --outside`):

```text
EOF
  echo "$outside"
  echo '```'
}

if $swiftui_only; then
  swift build -c release --product patterns >&2
  bin="$(swift build -c release --show-bin-path)/patterns"
  before="$(awk -v one="$swiftui_heading" -v other="$reactive_heading" \
    '$0 == one || $0 == other { exit } { print }' Docs/Performance.md)"
  after="$(awk -v heading="$reactive_heading" '$0 == heading { found = 1 } found { print }' \
    Docs/Performance.md)"
  section="$(swiftui_section "$bin")"
  printf '%s\n%s\n\n%s\n' "$before" "$section" "$after" > Docs/Performance.md
  echo "Wrote the HeadlessSwiftUI section of Docs/Performance.md" >&2
  exit 0
fi

if $reactive_only; then
  # Keep everything before the old section (without the blank line that ended it).
  kept="$(awk -v heading="$reactive_heading" '$0 == heading { exit } { print }' \
    Docs/Performance.md)"
  section="$(reactive_section)"
  {
    printf '%s\n%s\n' "$kept" "$section"
  } > Docs/Performance.md
  echo "Wrote the Reactive section of Docs/Performance.md" >&2
  exit 0
fi

swift build -c release --product patterns
bin="$(swift build -c release --show-bin-path)/patterns"
"$bin" bench ${quick[@]+"${quick[@]}"} --format json --output Docs/Performance.json
fast="$(awk -v heading="$fast_heading" -v after="$swiftui_heading" \
  '$0 == after { exit } $0 == heading { found = 1 } found { print }' Docs/Performance.md)"

{
  cat <<'EOF'
# Performance

What each architecture costs at run time: the figures of `swift run -c release patterns bench`
(a release build; `patterns bench --quick` is the smoke run CI affords), regenerated by
`Scripts/update-performance.sh` with the raw figures in [Performance.json](Performance.json).
Do not edit by hand, except the section Fast loops (the script keeps it). The HTML
report draws them:
`patterns report --format html --bench Docs/Performance.json -o report.html`.

How it is measured (Sources/Bench):

- Every figure is the **median (min–max)** over rounds that interleave the subjects (mvc,
  mvp, …, raw, mvc, mvp, …, raw…), so a slow moment of the machine touches all alike. Times
  are the benchmark thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): everything measured runs
  synchronously on that thread on virtual time, so other processes do not count.
- **Search**: each pattern's app is built by its `makeWindow` on an `AppEnvironment` with a
  generated catalog, signed in, on a `VirtualScheduler`. One round clears `catalog.search`
  and lets it apply (not timed), then times: type "k" through the `UIDriver`, advance the
  250 ms search delay, lay out `catalog.list` and read the texts of its visible rows. Raw
  (`RawCatalogTable`) times Domain's `CatalogQuery.apply` of the same search on the same
  products and the same rendering: a plain `UITableView` of the same size, the same cells.
  The ratio is each round's pattern time over the same round's raw time; the target is a
  median at most 1.25× for every pattern. Before timing, each pattern's search is checked
  to show exactly the rows Domain keeps.
- **Sign in**: type the default user's email and password, tap Sign in, advance the 400 ms
  answer, render the catalog. **Open-edit-save**: tap the first product, clear and type its
  name, tap Save, render the catalog. **Scenarios per second**: the bundled suite played by
  the pattern's own runner (every scenario must pass).
- **Memory**: heap bytes in use (glibc's `malloc_info`) with the screen shown, minus before
  it was built; the environment and catalog are made first and not counted. Linux only.
- **Typing**: 10,000 keystrokes, one `UIDriver.type` each, into each text field on a fresh
  app; the cost per keystroke over the first and the last 1,000, and their ratio (flat ≈ 1).

```text
EOF
  "$bin" bench --from Docs/Performance.json
  echo '```'
  if [[ -n "$fast" ]]; then
    echo
    echo "$fast"
  fi
  swiftui_section "$bin"
  reactive_section
} > Docs/Performance.md
echo "Wrote Docs/Performance.md and Docs/Performance.json" >&2
