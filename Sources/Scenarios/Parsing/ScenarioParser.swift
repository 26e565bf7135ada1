/// Reads `.scenario` files (scenario-format.md) into `ScenarioFile`s.
///
/// It reports every fault of a file, not only the first: each line is checked on its own,
/// then the file's structure (steps before any `scenario:`, empty or duplicate names,
/// `given` after another step).
nonisolated public enum ScenarioParser {
  /// Parses `text`, naming the file `path` in every location.
  ///
  /// - Throws: `ScenarioParseError` with every fault, in file order.
  public static func parse(_ text: String, path: String) throws(ScenarioParseError)
    -> ScenarioFile
  {
    var state = State(path: path)
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      state.read(line, number: index + 1)
    }
    state.finishScenario()
    guard state.faults.isEmpty else {
      // In file order; on one line, by column (the sort is stable).
      let ordered = state.faults.sorted {
        ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
      }
      throw ScenarioParseError(faults: ordered)
    }
    return ScenarioFile(path: path, scenarios: state.scenarios)
  }

  private struct State {
    let path: String
    var scenarios: [Scenario] = []
    var faults: [ParseFault] = []
    var current: Scenario?
    /// Whether the current scenario has had a step other than `given`.
    var pastSetup = false
    /// Whether a step before any `scenario:` has been reported (once per file).
    var reportedOrphan = false
    var firstLineOfName: [String: Int] = [:]

    init(path: String) {
      self.path = path
    }

    mutating func read(_ line: Substring, number: Int) {
      let indentation = line.prefix { $0.isWhitespace }.count
      let content = line.dropFirst(indentation)
      let text = String(content.reversed().drop { $0.isWhitespace }.reversed())
      guard !text.isEmpty, !text.hasPrefix("#") else { return }
      let column = indentation + 1
      if text.hasPrefix("scenario:") {
        startScenario(text, line: number, column: column)
      } else {
        readStep(text, line: number, column: column)
      }
    }

    mutating func startScenario(_ text: String, line: Int, column: Int) {
      finishScenario()
      let afterColon = text.dropFirst("scenario:".count)
      let name = afterColon.trimmingPrefix { $0.isWhitespace }
      let location = SourceLocation(file: path, line: line, column: column)
      current = Scenario(name: String(name), location: location, steps: [])
      pastSetup = false
      let nameColumn = column + text.count - name.count
      if name.isEmpty {
        fault(line, nameColumn, "expected a scenario name after 'scenario:'")
      } else if let first = firstLineOfName[String(name)] {
        fault(line, nameColumn, "duplicate scenario name '\(name)'; first used on line \(first)")
      } else {
        firstLineOfName[String(name)] = line
      }
    }

    mutating func finishScenario() {
      if let current { scenarios.append(current) }
      current = nil
    }

    mutating func readStep(_ text: String, line: Int, column: Int) {
      let lexer = LineLexer(Substring(text))
      for (offset, message) in lexer.faults {
        fault(line, column + offset - 1, message)
      }
      if current == nil, !reportedOrphan {
        reportedOrphan = true
        fault(line, column, "expected 'scenario: NAME' before the first step")
      }
      guard lexer.faults.isEmpty else { return }
      let tokens = lexer.tokens.map { token in
        Token(kind: token.kind, source: token.source, column: column + token.column - 1)
      }
      switch StepMatcher.match(tokens, endColumn: column + text.count) {
      case .fault(let faultColumn, let message):
        fault(line, faultColumn, message)
      case .step(let kind):
        if case .setup = kind {
          if pastSetup {
            fault(
              line, column,
              "unexpected 'given' after an action or expectation; "
                + "setup steps come before the first other step")
          }
        } else {
          pastSetup = true
        }
        let location = SourceLocation(file: path, line: line, column: column)
        current?.steps.append(Step(kind: kind, text: text, location: location))
      }
    }

    mutating func fault(_ line: Int, _ column: Int, _ message: String) {
      faults.append(ParseFault(SourceLocation(file: path, line: line, column: column), message))
    }
  }
}
