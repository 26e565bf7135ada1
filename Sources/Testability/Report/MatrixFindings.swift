/// What a pattern's column of the matrix says, in words: how many mutants each group caught,
/// which ones its UI-free unit tests missed and why (the role that held the rule: one that is
/// not UI-free is out of their reach; a UI-free one is a test missing), and what only the
/// scenarios, or nothing, caught.
nonisolated enum MatrixFindings {
  /// One paragraph for `pattern`.
  static func sentences(_ matrix: TestabilityMatrix, _ pattern: TestabilityMatrix.Pattern)
    -> String
  {
    guard matrix.isMutated(pattern.name) else { return notMutated(matrix, pattern) + "." }
    let summary = matrix.summary(of: pattern.name)
    func cell(_ id: String) -> TestabilityMatrix.Cell? { matrix.cell(pattern.name, id) }
    var parts: [String] = []
    if matrix.groups.contains(.uiFree) {
      if (pattern.tests[.uiFree] ?? 0) == 0 {
        parts.append(
          "it has no UI-free unit tests (every test file of \(pattern.testTarget) imports a UI "
            + "module), so its unit tests catch a bug only through a view or a view controller")
      } else {
        var text =
          "its UI-free unit tests catch \(summary.killed[.uiFree] ?? 0) of \(summary.measured)"
        let missed = summary.missedByUIFree
        let outOfReach = missed.filter { cell($0)?.role?.isUIFree != true }
        let untested = missed.filter { cell($0)?.role?.isUIFree == true }
        if !outOfReach.isEmpty {
          text +=
            "; they miss " + list(outOfReach)
            + ", whose rules \(pattern.name) keeps in " + roles(outOfReach, cell)
            + ", which imports the UI and is out of their reach"
        }
        if !untested.isEmpty {
          text +=
            (outOfReach.isEmpty ? "; they miss " : "; and ") + list(untested)
            + ", whose rules sit in " + roles(untested, cell)
            + ", a UI-free role that no UI-free test checks there: a missing test"
        }
        parts.append(text)
      }
    }
    for group in matrix.groups where group != .uiFree {
      if group == .otherTests, (pattern.tests[group] ?? 0) == 0 {
        parts.append("it has no other unit tests")
        continue
      }
      let killed = summary.killed[group] ?? 0
      parts.append("\(group == .scenarios ? "the" : "its") \(group.title) catch \(killed)")
    }
    if matrix.groups.contains(where: \.isUnitTests), matrix.groups.contains(.scenarios) {
      let only = summary.missedByUnitTests.filter { !summary.survivors.contains($0) }
      if !only.isEmpty {
        parts.append(
          "no unit test catches " + list(only) + " (in " + roles(only, cell)
            + "): only the scenarios do")
      }
    }
    if !summary.survivors.isEmpty {
      parts.append(
        "no group catches " + list(summary.survivors) + " (in " + roles(summary.survivors, cell)
          + ")")
    }
    if !summary.faulty.isEmpty {
      parts.append("not measured: " + list(summary.faulty))
    }
    return parts.joined(separator: "; ") + "."
  }

  /// What the reports say of a pattern none of the run's mutants is cut in.
  static func notMutated(_ matrix: TestabilityMatrix, _ pattern: TestabilityMatrix.Pattern)
    -> String
  {
    let count = matrix.mutants.count
    return
      "\(TestabilityMatrix.notMutated): the catalogue "
      + (count == 1 ? "does not cut this mutant" : "cuts none of these \(count) mutants")
      + " in \(pattern.name) (a cut per pattern: Sources/Classroom/Mutants/README.md), so none"
      + " of its tests was measured"
  }

  /// `a`, `a and b`, `a, b and c`, each in backticks.
  static func list(_ ids: [String]) -> String {
    let quoted = ids.map { "`\($0)`" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
  }

  /// The roles of the cuts of `ids`, each once, in order: `Views`, `Views and Presenters`.
  static func roles(_ ids: [String], _ cell: (String) -> TestabilityMatrix.Cell?) -> String {
    var titles: [String] = []
    for id in ids {
      let title = cell(id)?.role?.title ?? "an unknown role"
      if !titles.contains(title) { titles.append(title) }
    }
    guard titles.count > 1 else { return titles.first ?? "" }
    return titles.dropLast().joined(separator: ", ") + " and " + titles.last!
  }
}
