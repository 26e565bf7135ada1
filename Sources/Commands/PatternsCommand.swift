import CommandLineKit
import PatternModel

/// The `patterns` command itself: the group of every subcommand, over the patterns it is
/// given. The `patterns` executable builds it with `PatternRegistry.all` (from the Registry
/// target); tests build it with fake patterns.
public struct PatternsCommand: Command {
  /// The program name used in usage lines.
  public static let programName = "patterns"
  /// What `--version` prints.
  public static let version = "1.0.0"

  /// The patterns every subcommand works on.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  public var name: String { Self.programName }
  public var abstract: String { "Play one app's scenarios against several architectures." }

  /// Every subcommand, in the order the help lists them. Adding a command is one line here.
  public var subcommands: [any Command] {
    [
      ListCommand(patterns: patterns), RunCommand(patterns: patterns),
      ReportCommand(patterns: patterns), ModulesCommand(), LintCommand(patterns: patterns),
      CompareCommand(patterns: patterns), TraceCommand(patterns: patterns),
      PlayCommand(patterns: patterns), ShowCommand(patterns: patterns),
      ServeCommand(patterns: patterns),
      BenchCommand(patterns: patterns),
      ExerciseCommand(patterns: patterns), GradeCommand(patterns: patterns),
      MutateCommand(patterns: patterns),
    ]
  }

  /// The `patterns` program over `patterns`.
  public static func program(patterns: [PatternDescription]) -> CommandProgram {
    CommandProgram(root: PatternsCommand(patterns: patterns), version: version)
  }

  /// Runs `patterns` with `arguments` (without the program name) over `patterns` and returns
  /// the exit status (see `CommandProgram.main`).
  public static func main(
    _ arguments: [String], patterns: [PatternDescription], context: CommandContext = .standard
  ) -> Int32 {
    program(patterns: patterns).main(arguments, context: context)
  }
}
