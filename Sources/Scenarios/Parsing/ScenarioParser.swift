/// Reads `.scenario` files (the language of Docs/ScenarioLanguage.md) into `ScenarioFile`s.
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
    let lines = lines(of: text)
    for (index, line) in lines.enumerated() {
      state.read(line.text, number: index + 1, isASCII: line.isASCII)
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

  /// Parses one step line on its own (an action, an expectation or a `given` line), as a
  /// scenario file's line would be read: leading blanks count in columns, trailing blanks
  /// are dropped, and every fault is reported with its column.
  ///
  /// - Parameters:
  ///   - text: the line, without its newline.
  ///   - path: how locations name where the line came from (`<input>` for typed lines).
  ///   - line: the line number locations carry.
  /// - Throws: `ScenarioParseError` with every fault of the line, by column; an empty line,
  ///   a comment or a `scenario:` line is a fault too (it is not a step).
  public static func parseStep(_ text: String, path: String = "<input>", line: Int = 1)
    throws(ScenarioParseError) -> Step
  {
    let (indentation, trimmed) = trim(Substring(text))
    let content = String(trimmed)
    let column = indentation + 1
    let location = SourceLocation(file: path, line: line, column: column)
    if content.isEmpty || content.hasPrefix("#") {
      throw ScenarioParseError(faults: [ParseFault(location, "expected a step, found nothing")])
    }
    if content.hasPrefix("scenario:") {
      throw ScenarioParseError(faults: [
        ParseFault(location, "expected a step, found 'scenario:', which starts a scenario")
      ])
    }
    switch readStep(content, location: location) {
    case .step(let step): return step
    case .lexicalFaults(let faults): throw ScenarioParseError(faults: faults)
    case .fault(let fault): throw ScenarioParseError(faults: [fault])
    }
  }

  /// What one step line holds.
  enum StepReading {
    case step(Step)
    /// Unclosed strings or bad escapes, by column: the line was not matched against steps.
    case lexicalFaults([ParseFault])
    /// The words fit no step.
    case fault(ParseFault)
  }

  /// Reads the step `text` (trimmed, starting at `location`).
  static func readStep(_ text: String, location: SourceLocation, isASCII: Bool? = nil)
    -> StepReading
  {
    let column = location.column
    func fault(_ column: Int, _ message: String) -> ParseFault {
      ParseFault(SourceLocation(file: location.file, line: location.line, column: column), message)
    }
    let lexer = LineLexer(Substring(text), column: column, isASCII: isASCII)
    guard lexer.faults.isEmpty else {
      return .lexicalFaults(lexer.faults.map { fault($0.column, $0.message) })
    }
    switch StepMatcher.match(lexer.tokens, endColumn: lexer.endColumn) {
    case .fault(let faultColumn, let message):
      return .fault(fault(faultColumn, message))
    case .step(let kind):
      return .step(Step(kind: kind, text: text, location: location))
    }
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

    mutating func read(_ line: Substring, number: Int, isASCII: Bool) {
      let (indentation, content) = ScenarioParser.trim(line, isASCII: isASCII)
      let text = String(content)
      guard !text.isEmpty, !text.hasPrefix("#") else { return }
      let column = indentation + 1
      if text.hasPrefix("scenario:") {
        startScenario(text, line: number, column: column)
      } else {
        readStep(text, line: number, column: column, isASCII: isASCII)
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

    mutating func readStep(_ text: String, line: Int, column: Int, isASCII: Bool) {
      let location = SourceLocation(file: path, line: line, column: column)
      let reading = ScenarioParser.readStep(text, location: location, isASCII: isASCII)
      // A lexical fault is reported before a missing `scenario:`, a matching fault after.
      if case .lexicalFaults(let lexical) = reading { faults += lexical }
      if current == nil, !reportedOrphan {
        reportedOrphan = true
        fault(line, column, "expected 'scenario: NAME' before the first step")
      }
      switch reading {
      case .lexicalFaults:
        return
      case .fault(let fault):
        faults.append(fault)
      case .step(let step):
        if step.isSetup {
          if pastSetup {
            fault(
              line, column,
              "unexpected 'given' after an action or expectation; "
                + "setup steps come before the first other step")
          }
        } else {
          pastSetup = true
        }
        current?.steps.append(step)
      }
    }

    mutating func fault(_ line: Int, _ column: Int, _ message: String) {
      faults.append(ParseFault(SourceLocation(file: path, line: line, column: column), message))
    }
  }
}
