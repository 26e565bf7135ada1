/// One thing wrong in a scenario file, with where it is and what was expected there.
nonisolated public struct ParseFault: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Where the fault is.
  public var location: SourceLocation
  /// What is wrong, saying what was expected ("expected a duration like 250ms, 2s or 5m,
  /// found '250'").
  public var message: String

  /// Creates a fault.
  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, the compiler-style line printed on standard error.
  public var description: String { "\(location): error: \(message)" }
}

/// A scenario file that does not parse, with every fault found in it, in file order.
nonisolated public struct ScenarioParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every fault, in the order of the file.
  public var faults: [ParseFault]

  /// Creates an error from its faults.
  public init(faults: [ParseFault]) {
    self.faults = faults
  }

  /// One `FILE:LINE:COLUMN: error: MESSAGE` line per fault.
  public var description: String { faults.map(\.description).joined(separator: "\n") }
}
