#!/usr/bin/env bash
# Do the HTML pages fit a room? Generates every static HTML page of the `patterns` command
# (report, compare, compare two patterns, trace all and one, show all, run with failures,
# the testability matrix), then loads each in headless Chromium at 1280×720 and 1920×1080:
# a screenshot of each (to look at), and a run with Scripts/html-fit-checker.js appended that
# measures sideways scrolling, elements wider than their box or the window, SVG text off its
# SVG, blank gaps taller than 400 px and code under 13 px. Prints a line per page and size;
# exits 1 with the list of offenders when any page does not fit.
#
# A third load at 1280×720 with the projector preset (`#projector`) wants code of 16 px.
#
# Usage: Scripts/check-html-fit.sh [output folder]   (default: .build/html-fit)
# Needs a debug build (`swift build`) and chromium (or CHROMIUM=/path/to/chrome).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/html-fit}"
patterns="${PATTERNS:-.build/debug/patterns}"
chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
if [[ -z "$chromium" ]]; then
  echo "check-html-fit: no chromium found; install it or set CHROMIUM" >&2
  exit 2
fi
[[ -x "$patterns" ]] || { echo "check-html-fit: $patterns missing; run swift build" >&2; exit 2; }
mkdir -p "$out"
out="$(cd "$out" && pwd)"

# A scenario that fails on every pattern, so run and show draw their failure views.
cat >"$out/failing.scenario" <<'SCENARIO'
scenario: A wrong expectation fails after the sign-in
  type "ada@example.com" into login.email
  type "lovelace1" into login.password
  tap login.submit
  wait 1s
  expect screen catalog
  expect catalog.title text "Not the catalog's title"
SCENARIO

pages=(report compare-login compare-login-mvp-tea trace-all trace-tea show-all run matrix)
generate() {
  case "$1" in
  report) "$patterns" report --format html -o "$out/report.html" ;;
  compare-login) "$patterns" compare login --format html -o "$out/compare-login.html" ;;
  compare-login-mvp-tea) "$patterns" compare login mvp tea --format html -o "$out/$1.html" ;;
  trace-all) "$patterns" trace all "wrong-password" --format html -o "$out/trace-all.html" ;;
  trace-tea) "$patterns" trace tea "debounced search" --format html -o "$out/trace-tea.html" ;;
  show-all) "$patterns" show all "wrong expectation" --scenarios "$out/failing.scenario" \
    --format html -o "$out/show-all.html" || true ;;
  run) "$patterns" run all --scenarios "$out/failing.scenario" --scenarios Sources/Scenarios/Suite/login.scenario \
    --format html -o "$out/run.html" || true ;;
  matrix) "$patterns" mutate --from Docs/Testability.json --format html -o "$out/matrix.html" ;;
  esac
}

failed=0
for page in "${pages[@]}"; do
  generate "$page" >"$out/$page.log" 2>&1 || { echo "✗ $page: generating failed (see $out/$page.log)"; failed=1; continue; }
  # The page with the checker appended (before </body> when there is one).
  checked="$out/$page.checked.html"
  { sed 's#</body>##; s#</html>##' "$out/$page.html"; echo "<script>"; cat Scripts/html-fit-checker.js; echo "</script></body></html>"; } >"$checked"
  for view in 1280,720 1920,1080 1280,720#projector; do
    size="${view%%#*}"
    hash=""
    [[ "$view" == *"#"* ]] && hash="#${view#*#}"
    label="$page@${size/,/x}${hash:+-${hash#\#}}"
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
      --screenshot="$out/$label.png" "file://$out/$page.html$hash" >/dev/null 2>&1 || true
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
      --virtual-time-budget=5000 --dump-dom "file://$checked$hash" 2>/dev/null >"$out/$label.dom.html" || true
    verdict="$(sed -n 's#.*<pre id="html-fit-verdict">\(.*\)</pre>.*#\1#p' "$out/$label.dom.html" | sed 's/&quot;/"/g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g')"
    if [[ -z "$verdict" ]]; then
      echo "✗ $label: no verdict (see $out/$label.dom.html)"
      failed=1
      continue
    fi
    summary="$(python3 -c 'import json,sys; v=json.loads(sys.argv[1]); print("{} px wide, {} px tall, largest gap {} px, smallest code {} px, {} offenders".format(v["scrollWidth"], v["height"], v["largestGap"], v["smallestCode"], len(v["offenders"])))' "$verdict")"
    if python3 -c 'import json,sys; sys.exit(1 if json.loads(sys.argv[1])["offenders"] else 0)' "$verdict"; then
      echo "✓ $label: $summary"
    else
      echo "✗ $label: $summary"
      python3 -c 'import json,sys
v=json.loads(sys.argv[1])
for o in v["offenders"][:25]: print("    " + o)
if len(v["offenders"]) > 25: print("    … and {} more".format(len(v["offenders"]) - 25))' "$verdict"
      failed=1
    fi
  done
done
echo "Screenshots: $out/*.png"
exit "$failed"
