/// `patterns mutate` as text: the matrix (a row per mutant, a column per pattern, in each
/// cell the letters of the groups that killed it), the kills per group, then what escaped
/// and the run's time. Fits `width` columns (the rule column goes when it would not).
nonisolated public enum MatrixText {
  /// The report.
  public static func render(_ matrix: TestabilityMatrix, width: Int = 100) -> String {
    let cellWidth = max(5, matrix.groups.count * 2 - 1)
    let idWidth = max(Self.anyLabel.count, matrix.mutants.map(\.id.count).max() ?? 0)
    let ruleWidth = max(4, matrix.mutants.map(\.rule.count).max() ?? 0)
    let columns = matrix.patterns.map {
      max(cellWidth, $0.name.count, matrix.isMutated($0.name) ? 0 : notMutated.count)
    }
    let tableWidth = idWidth + 2 + columns.reduce(0) { $0 + $1 + 2 }
    let showsRule = tableWidth + ruleWidth + 2 <= width
    func row(_ first: String, _ rule: String, _ cells: [String]) -> String {
      var line = first.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
      if showsRule { line += rule.padding(toLength: ruleWidth, withPad: " ", startingAt: 0) + "  " }
      for (cell, width) in zip(cells, columns) {
        line += cell.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
      }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
    var lines = [
      "Testability: which test groups kill each mutant",
      "",
      matrix.groups.map { "\($0.letter): \($0.title)" }.joined(separator: ", ") + ".",
      "A letter: that group killed the mutant; \".\": it survived it; \"-\": no such tests;",
      "n/c: not cut in that pattern; BUILD: the cut does not build; APPLY: it does not apply.",
      "",
      row("Mutant", "Rule", matrix.patterns.map(\.name)),
    ]
    for mutant in matrix.mutants {
      lines.append(
        row(
          mutant.id, mutant.rule,
          matrix.patterns.map { cell(matrix.cell($0.name, mutant.id)?.outcome, matrix.groups) }))
    }
    let summaries = matrix.patterns.map { matrix.summary(of: $0.name) }
    lines.append("")
    for group in matrix.groups {
      lines.append(
        row(
          "Killed by \(group.letter)", "",
          zip(matrix.patterns, summaries).map { pattern, summary in
            if !matrix.isMutated(pattern.name) { return notMutated }
            return (pattern.tests[group] ?? 0) == 0 && group.isUnitTests
              ? "-" : "\(summary.killed[group] ?? 0)/\(summary.measured)"
          }))
    }
    lines.append(
      row(
        Self.anyLabel, "",
        zip(matrix.patterns, summaries).map { pattern, summary in
          matrix.isMutated(pattern.name)
            ? "\(summary.killedByAny)/\(summary.measured)" : notMutated
        }))
    lines.append("")
    lines += notes(matrix)
    lines.append("")
    lines += wrap(footer(matrix), width: width)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The label of the last summary row, the longest of the first column's labels.
  static let anyLabel = "Killed by any"

  /// A summary cell of a pattern no mutant is cut in.
  static let notMutated = TestabilityMatrix.notMutated

  /// A cell: the killing groups' letters, or what kept it from being measured.
  static func cell(_ outcome: MutantOutcome?, _ groups: [TestGroup]) -> String {
    switch outcome {
    case nil, .notCut: return "n/c"
    case .doesNotApply: return "APPLY"
    case .doesNotBuild: return "BUILD"
    case .notMeasured: return "ERROR"
    case .measured(let verdicts):
      return groups.map { group in
        switch verdicts[group] {
        case .killed: group.letter
        case .survived: "."
        case .noTests, nil: "-"
        }
      }.joined(separator: " ")
    }
  }

  /// What escaped, pattern by pattern: the mutants no group killed, those UI-free unit tests
  /// missed (with the role that held the rule), and the faulty cuts.
  static func notes(_ matrix: TestabilityMatrix) -> [String] {
    var lines: [String] = []
    for pattern in matrix.patterns {
      if !matrix.isMutated(pattern.name) {
        lines.append("\(pattern.name): \(MatrixFindings.notMutated(matrix, pattern))")
        continue
      }
      let summary = matrix.summary(of: pattern.name)
      func place(_ id: String) -> String {
        guard let cell = matrix.cell(pattern.name, id), let role = cell.role else { return id }
        return "\(id) (\(role.title))"
      }
      if !summary.survivors.isEmpty {
        lines.append(
          "\(pattern.name): no group kills " + summary.survivors.map(place).joined(separator: ", "))
      }
      if !summary.missedByUIFree.isEmpty {
        lines.append(
          "\(pattern.name): UI-free unit tests miss \(summary.missedByUIFree.count): "
            + summary.missedByUIFree.map(place).joined(separator: ", "))
      }
      for id in summary.faulty {
        guard let outcome = matrix.cell(pattern.name, id)?.outcome else { continue }
        switch outcome {
        case .doesNotApply(let why), .notMeasured(let why):
          lines.append("\(pattern.name) \(id): \(why)")
        case .doesNotBuild(let why):
          lines.append("\(pattern.name) \(id): does not build: " + (why.first ?? ""))
        default: break
        }
      }
    }
    return lines.isEmpty ? ["Every mutant measured was killed by some group."] : lines
  }

  /// `29 mutants in 5 patterns: 145 planted in 2 h 05 min on 2 cores, 2 at a time; sandbox: …`.
  static func footer(_ matrix: TestabilityMatrix) -> String {
    let planted = matrix.cells.filter { $0.outcome != .notCut }.count
    let cores = matrix.cores > 0 ? " on \(matrix.cores) cores" : ""
    let mutants = matrix.mutants.count
    let patterns = matrix.patterns.count
    return
      "\(mutants) mutant\(mutants == 1 ? "" : "s") in \(patterns) "
      + "pattern\(patterns == 1 ? "" : "s"): \(planted) planted in "
      + "\(duration(matrix.seconds))\(cores), \(matrix.jobs) at a time; "
      + "sandbox: \(matrix.isolation)."
  }

  /// `text` in lines of at most `width` characters, broken at spaces (a longer word stands on
  /// a line of its own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + (line.isEmpty ? [] : [line])
  }

  /// `2 h 05 min`, `12 min 30 s`, `45 s`.
  public static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    if whole >= 3600 {
      let minutes = (whole % 3600) / 60
      return "\(whole / 3600) h " + (minutes < 10 ? "0" : "") + "\(minutes) min"
    }
    if whole >= 60 { return "\(whole / 60) min \(whole % 60) s" }
    return "\(whole) s"
  }
}
