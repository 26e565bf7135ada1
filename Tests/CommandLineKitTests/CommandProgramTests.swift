import Assertions
import Foundation
import Testing

@testable import CommandLineKit

/// Commands used only here, to check the kit without the app's commands.
private struct EchoCommand: Command {
  static let times = Option<Int>("--times", valueName: "n", help: "How many times.")
  static let fail = Flag("--fail", help: "Fail after printing.")
  static let loud = OptionGroup([Flag("--loud", help: "Upper case.")])

  let name = "echo"
  let abstract = "Print the words."
  var signature: CommandSignature {
    CommandSignature(
      arguments: [.init("word", help: "A word.", isRepeating: true)],
      using: [Self.times, Self.fail, Self.loud])
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    var words = arguments.positionals.joined(separator: " ")
    if arguments.has("--loud") { words = words.uppercased() }
    for _ in 0..<(try arguments.value(Self.times) ?? 1) { context.print(words) }
    if arguments[Self.fail] { throw CommandFailure("asked to fail", status: 3) }
    return ExitStatus.success
  }
}

private struct StartCommand: Command {
  static let pattern = Option<String>("--pattern", valueName: "name", help: "The pattern.")
  let name = "start"
  let abstract = "Start an exercise."
  var signature: CommandSignature {
    CommandSignature(arguments: [.init("id", help: "The exercise.")], using: [Self.pattern])
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    context.print("start \(arguments.positionals[0]) on \(arguments[Self.pattern] ?? "-")")
    return ExitStatus.success
  }
}

private struct ExerciseGroup: Command {
  let name = "exercise"
  let abstract = "Work on exercises."
  var subcommands: [any Command] { [StartCommand()] }
}

/// Finishes later, on the main queue, after `start` has returned.
private struct WaitCommand: Command {
  let name = "wait"
  let abstract = "Finish a moment later."

  func start(
    _ arguments: ParsedArguments, context: CommandContext,
    finish: @escaping @MainActor (Int32) -> Void
  ) throws {
    context.print("started")
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(5)) {
      MainActor.assumeIsolated {
        context.print("finished")
        finish(7)
      }
    }
    context.print("returned")
  }
}

private struct ToolCommand: Command {
  let name = "tool"
  let abstract = "A tool."
  var subcommands: [any Command] { [EchoCommand(), ExerciseGroup(), WaitCommand()] }
}

struct CommandProgramTests {
  let program = CommandProgram(root: ToolCommand(), version: "2.0")

  func run(_ arguments: [String], input: [String] = []) -> (
    status: Int32, output: String, error: String
  ) {
    let capture = OutputCapture()
    let status = program.main(arguments, context: .capturing(into: capture, input: input))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func aNestedSubcommandRunsWithItsArgumentsAndOptions() {
    let result = run(["exercise", "start", "login-1", "--pattern", "mvp"])
    assertEqual(result.status, 0)
    assertEqual(result.output, "start login-1 on mvp\n")
  }

  @Test func helpReachesANestedSubcommandThreeWays() {
    let byWord = run(["help", "exercise", "start"])
    assertEqual(byWord.status, 0)
    assertEqual(
      byWord.output,
      """
      OVERVIEW: Start an exercise.

      USAGE: tool exercise start <id> [--pattern <name>]

      ARGUMENTS:
        <id>                    The exercise.

      OPTIONS:
        --pattern <name>        The pattern.
        -h, --help              Show help information.

      """)
    assertEqual(run(["exercise", "start", "--help"]).output, byWord.output)
    assertEqual(run(["exercise", "help", "start"]).output, byWord.output)
  }

  @Test func aGroupsHelpListsItsSubcommandsAndTheTopLevelListsGroups() {
    let group = run(["exercise"])
    assertEqual(group.status, 0)
    assertEqual(
      group.output,
      """
      OVERVIEW: Work on exercises.

      USAGE: tool exercise <subcommand>

      OPTIONS:
        -h, --help              Show help information.

      SUBCOMMANDS:
        start                   Start an exercise.

        See 'tool help exercise <subcommand>' for detailed help.

      """)
    assertEqual(run(["help", "exercise"]).output, group.output)
    let top = run([])
    #expect(top.output.contains("\n  exercise                Work on exercises.\n"))
    #expect(top.output.contains("\n  --version               Show the version.\n"))
    assertEqual(run(["--version"]).output, "2.0\n")
  }

  @Test func anUnknownNestedSubcommandIsAUsageErrorWithTheGroupsUsage() {
    let result = run(["exercise", "stop"])
    assertEqual(result.status, 64)
    assertEqual(
      result.error,
      """
      Error: Unknown subcommand 'stop'
      Usage: tool exercise <subcommand>
        See 'tool exercise --help' for more information.

      """)
    assertEqual(run(["exercise", "--version"]).status, 64)  // only the root has a version
    assertEqual(run(["help", "exercise", "stop"]).status, 64)
  }

  @Test func typedOptionsAndGroupsAreParsedAndShownInHelp() {
    assertEqual(run(["echo", "hi", "--times", "2", "--loud"]).output, "HI\nHI\n")
    let bad = run(["echo", "hi", "--times", "two"])
    assertEqual(bad.status, 64)
    #expect(bad.error.hasPrefix("Error: The value 'two' is invalid for '--times <n>'\n"))
    #expect(
      run(["help", "echo"]).output.contains(
        """
        OPTIONS:
          --times <n>             How many times.
          --fail                  Fail after printing.
          --loud                  Upper case.
        """))
  }

  @Test func aCommandFailureSetsTheStatusAfterWhatWasPrinted() {
    let result = run(["echo", "c", "--fail"])
    assertEqual(result.status, 3)
    assertEqual(result.output, "c\n")
    assertEqual(result.error, "Error: asked to fail\n")
  }

  @Test func aLiveCommandKeepsTheProgramRunningUntilItFinishes() async {
    let capture = OutputCapture()
    let status = await program.run(["wait"], context: .capturing(into: capture))
    assertEqual(status, 7)
    assertEqual(capture.standardOutput, "started\nreturned\nfinished\n")
  }

  @Test func anOrdinaryCommandRunsTheSameWayAsynchronously() async {
    let capture = OutputCapture()
    await assertEqual(program.run(["echo", "x"], context: .capturing(into: capture)), 0)
    assertEqual(capture.standardOutput, "x\n")
  }

  @Test func theContextReadsStandardInputLineByLine() {
    let context = CommandContext.capturing(into: OutputCapture(), input: ["one", "two"])
    assertEqual(context.readLine(), "one")
    assertEqual(context.readLine(), "two")
    #expect(context.readLine() == nil)
  }

  @Test func theContextResolvesRelativePathsAgainstItsWorkingDirectory() {
    let context = CommandContext.capturing(
      into: OutputCapture(), workingDirectory: URL(fileURLWithPath: "/tmp/work"))
    assertEqual(context.url(for: "a/b.txt").path, "/tmp/work/a/b.txt")
    assertEqual(context.url(for: "/etc/x").path, "/etc/x")
  }

  @Test func theTerminalWidthComesFromColumnsFirst() {
    assertEqual(TerminalWidth.current(environment: ["COLUMNS": "132"]), 132)
    #expect(TerminalWidth.current(environment: ["COLUMNS": "0"]) > 0)
    assertEqual(TerminalWidth.fallback, 80)
  }
}
