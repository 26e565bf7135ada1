/// `patterns mutate --format markdown`: the "Testability" section of Docs/Comparison.md, made
/// from a stored run (`--from Docs/Testability.json`): what was measured and how long it
/// took, the kills per pattern and group, the matrix, and, per pattern, what escaped which
/// group and which role held the rule it breaks.
nonisolated public enum MatrixMarkdown {
  /// The section.
  public static func render(_ matrix: TestabilityMatrix) -> String {
    var lines = [
      "## Testability: which tests catch a planted bug",
      "",
      "Each of the \(matrix.mutants.count) mutants of the testability catalogue "
        + "(`Sources/Classroom/Mutants/`) breaks one rule of the app spec the way a careless "
        + "developer would, and is cut in every pattern at the place that pattern keeps the "
        + "rule. `patterns mutate` plants each in turn and asks each group of tests whether it "
        + "notices: "
        + matrix.groups.map { "**\($0.letter)**, \(description($0))" }.joined(separator: "; ")
        + ". A group kills a mutant when one of its tests or scenarios fails on it. The "
        + "figures come from `Docs/Testability.json`, a full run of "
        + "`Scripts/update-testability.sh`: \(MatrixText.footer(matrix))",
      "",
      "### Mutants caught per pattern and test group",
      "",
      "| Pattern | Mutants | "
        + matrix.groups.map { $0.title.capitalizedFirst }.joined(separator: " | ")
        + " | Any group |",
      "| --- | ---: |" + String(repeating: " ---: |", count: matrix.groups.count + 1),
    ]
    for pattern in matrix.patterns {
      guard matrix.isMutated(pattern.name) else {
        lines.append(
          "| \(pattern.name) | \(TestabilityMatrix.notMutated) |"
            + String(repeating: " – |", count: matrix.groups.count + 1))
        continue
      }
      let summary = matrix.summary(of: pattern.name)
      let counts = matrix.groups.map { group in
        (pattern.tests[group] ?? 0) == 0 && group.isUnitTests
          ? "– (none)" : "\(summary.killed[group] ?? 0)"
      }
      lines.append(
        "| \(pattern.name) | \(summary.measured) | " + counts.joined(separator: " | ")
          + " | \(summary.killedByAny) |")
    }
    lines += [
      "",
      "### Which groups catch each mutant",
      "",
      "A letter: that group killed the mutant; `.`: it survived it; `-`: the pattern has no "
        + "such tests; `n/c`: not cut in that pattern.",
      "",
      "| Mutant | Rule | " + matrix.patterns.map(\.name).joined(separator: " | ") + " |",
      "| --- | --- |" + String(repeating: " --- |", count: matrix.patterns.count),
    ]
    for mutant in matrix.mutants {
      let cells = matrix.patterns.map {
        "`" + MatrixText.cell(matrix.cell($0.name, mutant.id)?.outcome, matrix.groups) + "`"
      }
      lines.append("| \(mutant.id) | \(mutant.rule) | " + cells.joined(separator: " | ") + " |")
    }
    lines += ["", "### The mutants", "", "| Mutant | Rule | The careless developer's bug |"]
    lines.append("| --- | --- | --- |")
    for mutant in matrix.mutants {
      lines.append("| \(mutant.id) | \(mutant.rule) | \(mutant.mistake) |")
    }
    lines += ["", "### What the matrix shows, pattern by pattern", ""]
    for pattern in matrix.patterns {
      lines.append("- **\(pattern.name)**: " + MatrixFindings.sentences(matrix, pattern))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A group described for the introduction.
  static func description(_ group: TestGroup) -> String {
    switch group {
    case .uiFree:
      "the pattern's UI-free unit tests (the test types of its test files that import no UI "
        + "module, so they test the UI-free roles without a screen; `patterns report` calls "
        + "them the tests importing no UI module)"
    case .otherTests: "its other unit tests (views, view controllers, the whole app)"
    case .scenarios: "the shared scenarios, played through the screens"
    }
  }
}

extension String {
  /// The text with its first letter upper-cased: "UI-free unit tests", "Other unit tests".
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
