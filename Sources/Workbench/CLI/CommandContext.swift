import Foundation

/// Where a command writes: standard output and standard error, as two text sinks.
///
/// Commands never call `print` directly; they write through their context, so a test can
/// capture both streams with `CommandContext.capturing(into:)`.
public struct CommandContext {
  /// Receives text for standard output, exactly as given (no newline added).
  public var writeOutput: (String) -> Void
  /// Receives text for standard error, exactly as given (no newline added).
  public var writeError: (String) -> Void

  /// Creates a context from two sinks.
  public init(
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// Writes `line` and a newline to standard output.
  public func print(_ line: String = "") {
    writeOutput(line + "\n")
  }

  /// Writes `line` and a newline to standard error.
  public func printError(_ line: String) {
    writeError(line + "\n")
  }

  /// The process's real standard output and standard error.
  public static var standard: CommandContext {
    CommandContext(
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// A context that appends everything written to `capture`.
  public static func capturing(into capture: OutputCapture) -> CommandContext {
    CommandContext(
      writeOutput: { capture.standardOutput += $0 },
      writeError: { capture.standardError += $0 })
  }
}

/// Text a command wrote, kept for tests.
public final class OutputCapture {
  /// Everything written to standard output.
  public var standardOutput = ""
  /// Everything written to standard error.
  public var standardError = ""

  /// Creates an empty capture.
  public init() {}
}
