import Foundation

/// What a command sees of the world: where it writes (standard output and standard error, as
/// two text sinks), standard input, the terminal's width and the working directory.
///
/// Commands never call `print` or read the process's state directly; they go through their
/// context, so a test can capture and stage everything (`CommandContext.capturing(into:)`).
public struct CommandContext {
  /// Receives text for standard output, exactly as given (no newline added).
  public var writeOutput: (String) -> Void
  /// Receives text for standard error, exactly as given (no newline added).
  public var writeError: (String) -> Void
  /// Reads one line of standard input, without its newline; nil at the end of input.
  public var readLine: () -> String?
  /// The columns text output should fit in (`TerminalWidth.current()` for the real one).
  public var terminalWidth: Int
  /// The folder relative paths are resolved against.
  public var workingDirectory: URL
  /// Whether standard input and output are a terminal a person types at (`patterns play`
  /// then edits lines itself); false for piped input and for every test context.
  public var isTerminal = false

  /// Creates a context from its parts.
  public init(
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
    readLine: @escaping () -> String? = { nil }, terminalWidth: Int = TerminalWidth.fallback,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.readLine = readLine
    self.terminalWidth = terminalWidth
    self.workingDirectory = workingDirectory
  }

  /// Writes `line` and a newline to standard output.
  public func print(_ line: String = "") {
    writeOutput(line + "\n")
  }

  /// Writes `line` and a newline to standard error.
  public func printError(_ line: String) {
    writeError(line + "\n")
  }

  /// `path` as a file URL: absolute as given, relative to `workingDirectory` otherwise.
  public func url(for path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
  }

  /// The process's real standard streams, terminal width and working directory.
  public static var standard: CommandContext {
    var context = CommandContext(
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      readLine: { Swift.readLine(strippingNewline: true) },
      terminalWidth: TerminalWidth.current())
    context.isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    return context
  }

  /// A context that appends everything written to `capture` and reads `input` line by line.
  public static func capturing(
    into capture: OutputCapture, input: [String] = [], terminalWidth: Int = 100,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) -> CommandContext {
    var remaining = input[...]
    return CommandContext(
      writeOutput: { capture.standardOutput += $0 },
      writeError: { capture.standardError += $0 },
      readLine: { remaining.popFirst() }, terminalWidth: terminalWidth,
      workingDirectory: workingDirectory)
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
