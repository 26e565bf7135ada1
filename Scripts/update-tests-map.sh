#!/usr/bin/env bash
# Regenerates Docs/Patterns/Tests.md from the tests: for every behaviour that any pattern
# tests, the suites that test it in each pattern (one `@Test func` name per behaviour, the same
# in every pattern), or why a pattern has no such test.
#
# The behaviours, the page's prose and the reasons for each gap are data, in
# Scripts/tests-map/behaviours.txt (its header says how to write it); which suites test what
# is read from the `@Test func` declarations in `Tests/<Module>Tests`. Both this command and
# `--check` fail, saying where, when a pattern's test is not a listed behaviour, when a pattern
# has neither a test nor a reason for a behaviour, or when a reason stands where a test exists.
#
# Usage: Scripts/update-tests-map.sh [--check]
#   --check   print the differences and exit 1 when Docs/Patterns/Tests.md is out of date
#
# A pattern is a module with `Sources/<Module>/Composition/<Module>App.swift` and unit tests in
# `Tests/<Module>Tests`, listed in the order Sources/Registry/PatternRegistry.swift registers
# them; nothing here names one.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
case "${1:-}" in
  "") ;;
  --check) check=true ;;
  *) echo "Usage: Scripts/update-tests-map.sh [--check]" >&2; exit 64 ;;
esac

data=Scripts/tests-map/behaviours.txt
page=Docs/Patterns/Tests.md

# The patterns, in the registry's order (then any other, by name).
found=()
for app in Sources/*/Composition/*App.swift; do
  module=$(basename "$(dirname "$(dirname "$app")")")
  [[ "$(basename "$app")" == "${module}App.swift" && -d "Tests/${module}Tests" ]] && found+=("$module")
done
modules=()
while read -r module; do
  for candidate in "${found[@]}"; do [[ "$candidate" == "$module" ]] && modules+=("$module"); done
done < <(grep -oE 'module: "[A-Za-z0-9_]+"' Sources/Registry/PatternRegistry.swift 2>/dev/null |
  sed -E 's/module: "(.*)"/\1/')
for candidate in "${found[@]}"; do
  [[ " ${modules[*]} " == *" $candidate "* ]] || modules+=("$candidate")
done

# Every test: "module<TAB>file under Tests/<Module>Tests<TAB>function", from each `@Test`
# attribute to the first `func` after it.
tests() {
  for module in "${modules[@]}"; do
    find "Tests/${module}Tests" -name '*.swift' | LC_ALL=C sort | while read -r file; do
      awk -v module="$module" -v file="${file#Tests/"${module}"Tests/}" '
        function emit(text) {
          if (match(text, /func [A-Za-z_][A-Za-z0-9_]*/)) {
            print module "\t" file "\t" substr(text, RSTART + 5, RLENGTH - 5)
            pending = 0
            return 1
          }
          return 0
        }
        /^[ \t]*@Test/ { pending = 1; rest = $0; sub(/.*@Test/, "", rest); emit(rest); next }
        pending { emit($0) }
      ' "$file"
    done
  done
}

# The page, or the problems (on stderr, exit 1).
render() {
  tests | awk -F '\t' -v data="$data" -v modules="${modules[*]}" '
    BEGIN {
      count = split(modules, module, " ")
      for (m = 1; m <= count; m++) known[module[m]] = 1
      errors = 0
      if ((getline line < data) < 0) { problem("cannot read " data); exit 1 }
      close(data)
      while ((getline line < data) > 0) {
        number++
        if (line ~ /^#( |$)/ || line ~ /^[ \t]*$/) continue
        if (line ~ /^@[a-z0-9-]+:/) {
          key = line; sub(/:.*/, "", key)
          text = line; sub(/^@[a-z0-9-]+:[ \t]*/, "", text)
          reason[key] = text
          continue
        }
        if (line ~ /^> ?/) {
          text = line; sub(/^> ?/, "", text)
          items++; kind[items] = "prose"; value[items] = text
          continue
        }
        if (line ~ /^## /) {
          items++; kind[items] = "section"; value[items] = substr(line, 4)
          continue
        }
        if (line ~ /^[ \t]+[A-Za-z0-9_]+:/) {
          pattern = line; sub(/^[ \t]+/, "", pattern); sub(/:.*/, "", pattern)
          text = line; sub(/^[ \t]+[A-Za-z0-9_]+:[ \t]*/, "", text)
          if (current == "") { problem(data ":" number ": a reason before any behaviour"); continue }
          if (!(pattern in known)) {
            problem(data ":" number ": " pattern " is no pattern (" modules ")")
            continue
          }
          gap[current, pattern] = text
          gapLine[current, pattern] = number
          continue
        }
        if (line ~ /^[A-Za-z_][A-Za-z0-9_]* *\|/) {
          name = line; sub(/ *\|.*/, "", name)
          rule = line; sub(/^[^|]*\| */, "", rule); sub(/ *$/, "", rule)
          if (name in listed) problem(data ":" number ": " name " is listed twice")
          listed[name] = 1
          items++; kind[items] = "behaviour"; value[items] = name; ruleOf[name] = rule
          lineOf[name] = number
          current = name
          continue
        }
        problem(data ":" number ": cannot read this line: " line)
      }
    }
    function problem(text) { print "update-tests-map: " text > "/dev/stderr"; errors++ }
    {
      # module, file, name
      total[$1]++
      if (!($3 in listed)) {
        problem("Tests/" $1 "Tests/" $2 ": @Test " $3 " is not a behaviour in " data \
          ": give it the name of the behaviour it tests, or list it there")
        next
      }
      suite = $2; sub(/.*\//, "", suite); sub(/\.swift$/, "", suite)
      sub(/Tests\+/, "+", suite); sub(/Tests$/, "", suite)
      if (index(", " cell[$3, $1] ", ", ", " suite ", ") == 0)
        cell[$3, $1] = cell[$3, $1] == "" ? suite : cell[$3, $1] ", " suite
    }
    END {
      for (i = 1; i <= items; i++) {
        if (kind[i] != "behaviour") continue
        name = value[i]; tested = 0
        for (m = 1; m <= count; m++) {
          p = module[m]
          if (cell[name, p] != "") tested++
          if (cell[name, p] != "" && (name, p) in gap)
            problem(data ":" gapLine[name, p] ": " p " tests " name " (" cell[name, p] \
              "): remove the reason")
          if (cell[name, p] == "" && !((name, p) in gap))
            problem(data ":" lineOf[name] ": " p " has no test " name ": write it, or say why " p \
              " cannot have it (a line \"  " p ": reason\" under the behaviour)")
          if ((name, p) in gap) {
            text = gap[name, p]
            if (text ~ /^@/) {
              if (!(text in reason)) { problem(data ":" gapLine[name, p] ": no reason " text); continue }
              text = reason[text]
            }
            gapText[name, p] = text
          }
        }
        if (tested == 0) problem(data ":" lineOf[name] ": no pattern tests " name ": remove it")
      }
      if (errors > 0) exit 1

      print "# Tests per behaviour, per pattern"
      print ""
      print "<!-- Generated by Scripts/update-tests-map.sh from the tests and " data \
        ". Do not edit by hand. -->"
      print ""
      totals = ""
      for (m = 1; m <= count; m++)
        totals = totals (m > 1 ? ", " : "") module[m] " " (total[module[m]] + 0)
      inTable = 0; notes = 0; sectionNotes = ""
      for (i = 1; i <= items; i++) {
        if (kind[i] == "section") {
          flush()
          if (i > 1 && kind[i - 1] == "prose") print ""
          print "## " value[i]
          print ""
          continue
        }
        if (kind[i] == "prose") {
          if (inTable) { print ""; inTable = 0 }
          text = value[i]
          gsub(/\{totals\}/, totals, text)
          print text
          continue
        }
        name = value[i]
        if (!inTable) {
          if (i > 1 && kind[i - 1] == "prose") print ""
          header = "| behaviour | rule |"; rule_line = "| --- | --- |"
          for (m = 1; m <= count; m++) { header = header " " module[m] " |"; rule_line = rule_line " --- |" }
          print header
          print rule_line
          inTable = 1
        }
        rule = ruleOf[name]
        if (rule == "-" || rule == "") cite = "—"
        else if (index(rule, " #") > 0) {
          label = substr(rule, 1, index(rule, " #") - 1)
          cite = "[" label "](../AppSpec.md#" substr(rule, index(rule, " #") + 2) ")"
        } else {
          label = rule; sub(/-/, " ", label)
          label = toupper(substr(label, 1, 1)) substr(label, 2)
          cite = "[" label "](../AppSpec.md#" rule ")"
        }
        row = "| `" name "` | " cite " |"
        for (m = 1; m <= count; m++) {
          p = module[m]
          if (cell[name, p] != "") { row = row " " cell[name, p] " |"; continue }
          text = gapText[name, p]
          if (!(text in noteNumber)) { notes++; noteNumber[text] = notes }
          if (!(text in noted)) {
            noted[text] = 1
            sectionNotes = sectionNotes "\n- (" noteNumber[text] ") " text
          }
          row = row " — (" noteNumber[text] ") |"
        }
        print row
      }
      flush()
    }
    function flush() {
      if (inTable) { print ""; inTable = 0 }
      if (sectionNotes != "") {
        print "Why a cell is empty:"
        print sectionNotes
        print ""
        sectionNotes = ""
      }
      split("", noted)
    }
  '
}

fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
render >"$fresh"
if $check; then
  if ! diff -u --label "$page" --label "Scripts/update-tests-map.sh" "$page" "$fresh"; then
    echo "$page is out of date: run Scripts/update-tests-map.sh and commit it." >&2
    exit 1
  fi
  echo "$page is up to date."
else
  cp "$fresh" "$page"
fi
