/// A mistake in how a command was called: an unknown option, a missing value, a bad value.
///
/// `CommandProgram` prints it as `Error: MESSAGE`, then the command's usage line and a
/// pointer to its help, all on standard error, and exits with status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, in argument-parser's wording ("Unknown option '--foo'").
  public let message: String

  /// Creates an error with the message shown after `Error: `.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// A failure that ends a command with a given exit status after printing `Error: MESSAGE`
/// (for example a missing file: status 1).
public struct CommandFailure: Error, Equatable, CustomStringConvertible {
  /// The text printed after `Error: `.
  public let message: String
  /// The process exit status.
  public let status: Int32

  /// Creates a failure that prints `message` and exits with `status`.
  public init(_ message: String, status: Int32 = ExitStatus.failure) {
    self.message = message
    self.status = status
  }

  public var description: String { message }
}

/// The exit statuses of the program (sysexits for usage and data errors).
nonisolated public enum ExitStatus {
  /// Everything ran and passed.
  public static let success: Int32 = 0
  /// Something ran and failed (a scenario, a lint rule).
  public static let failure: Int32 = 1
  /// The command line was wrong.
  public static let usage: Int32 = 64
  /// An input file did not parse (sysexits' EX_DATAERR).
  public static let dataError: Int32 = 65
}
