import Assertions
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands

struct PatternsCommandTests {
  func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      arguments, patterns: [fakePattern("one")], context: .capturing(into: capture))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func topLevelHelpListsEverySubcommandInArgumentParsersLayout() {
    let result = run(["--help"])
    assertEqual(result.status, 0)
    #expect(
      result.output.hasPrefix(
        """
        OVERVIEW: Play one app's scenarios against several architectures.

        USAGE: patterns <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          list                    List the patterns and the scenarios.
          run                     Run scenarios against one or more patterns.

        """))
    #expect(result.output.hasSuffix("\n  See 'patterns help <subcommand>' for detailed help.\n"))
    assertEqual(run([]).output, result.output)
    assertEqual(run(["help"]).output, result.output)
  }

  @Test func versionPrintsTheVersion() {
    assertEqual(run(["--version"]).output, "1.0.0\n")
  }

  @Test func helpForASubcommandIsTheSameThreeWays() {
    let byWord = run(["help", "run"])
    assertEqual(byWord.status, 0)
    #expect(byWord.output.hasPrefix("OVERVIEW: Run scenarios against one or more patterns.\n\n"))
    #expect(byWord.output.contains("\nOPTIONS:\n  --scenarios <path> ...  A .scenario file"))
    assertEqual(run(["run", "--help"]).output, byWord.output)
    assertEqual(run(["run", "mvc", "-h"]).output, byWord.output)
  }

  @Test func aUsageErrorPrintsErrorUsageAndHintOnStandardErrorAndExits64() {
    let result = run(["list", "--nope"])
    assertEqual(result.status, 64)
    assertEqual(result.output, "")
    assertEqual(
      result.error,
      """
      Error: Unknown option '--nope'
      Usage: patterns list [--scenarios <path> ...] [--all] [--filter <text>] [--patterns]
        See 'patterns list --help' for more information.

      """)
  }

  @Test func anUnknownSubcommandIsAUsageError() {
    let result = run(["frobnicate"])
    assertEqual(result.status, 64)
    #expect(
      result.error.hasPrefix(
        "Error: Unknown subcommand 'frobnicate'\nUsage: patterns <subcommand>\n"))
    assertEqual(run(["help", "frobnicate"]).status, 64)
  }

  @Test func aMistypedSubcommandOrOptionSuggestsTheClosest() {
    #expect(run(["rnu"]).error.hasPrefix("Error: Unknown subcommand 'rnu'. Did you mean 'run'?\n"))
    #expect(
      run(["help", "lsit"]).error.hasPrefix(
        "Error: Unknown subcommand 'lsit'. Did you mean 'list'?\n"))
    #expect(
      run(["--hlep"]).error.hasPrefix("Error: Unknown option '--hlep'. Did you mean '--help'?\n"))
    let option = run(["run", "one", "--formt", "text"])
    assertEqual(option.status, 64)
    #expect(option.error.hasPrefix("Error: Unknown option '--formt'. Did you mean '--format'?\n"))
  }

  @Test func aLabelTooLongForTheColumnPutsItsDescriptionOnTheNextLine() {
    assertEqual(
      HelpFormatter.row("--a-very-long-option <value>", "Help."),
      "  --a-very-long-option <value>\n" + String(repeating: " ", count: 26) + "Help.\n")
  }
}
