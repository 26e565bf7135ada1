import Assertions
import Testing

@testable import CommandLineKit

struct ParsedArgumentsTests {
  let signature = CommandSignature(
    arguments: [.init("pattern", help: "A pattern.", isRepeating: true)],
    options: [
      .value("--scenarios", valueName: "path", repeating: true, help: "Files."),
      .value("--format", valueName: "format", allowed: ["text", "json"], help: "Format."),
      .value("--output", short: "-o", valueName: "file", help: "Output."),
      .flag("--verbose", short: "-v", help: "Talk more."),
    ])

  @Test func readsPositionalsOptionsAndFlagsInAnyOrder() throws {
    let parsed = try ParsedArguments(
      ["mvc", "--format", "json", "mvp", "-v", "--scenarios=a", "--scenarios", "b", "-o", "x"],
      signature: signature)
    assertEqual(parsed.positionals, ["mvc", "mvp"])
    assertEqual(parsed.value("--format"), "json")
    assertEqual(parsed.values("--scenarios"), ["a", "b"])
    assertEqual(parsed.value("--output"), "x")
    #expect(parsed.has("--verbose"))
    #expect(!parsed.has("--other"))
  }

  @Test func everythingAfterADoubleDashIsPositional() throws {
    let parsed = try ParsedArguments(["--", "--format"], signature: signature)
    assertEqual(parsed.positionals, ["--format"])
    #expect(parsed.value("--format") == nil)
  }

  @Test(arguments: [
    (["mvc", "--foo"], "Unknown option '--foo'"),
    (["mvc", "--format"], "Missing value for '--format <format>'"),
    (["mvc", "--format", "--verbose"], "Missing value for '--format <format>'"),
    (
      ["mvc", "--format=xml"],
      "The value 'xml' is invalid for '--format <format>'. Use one of: text, json"
    ),
    (["mvc", "--verbose=yes"], "Unexpected value 'yes' for '--verbose'"),
    (["mvc", "-o", "a", "-o", "b"], "'--output <file>' may be given only once"),
    ([], "Missing expected argument '<pattern> ...'"),
  ])
  func rejectsMistakesWithArgumentParsersWording(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) {
      try ParsedArguments(arguments, signature: signature)
    }
  }

  @Test func rejectsAnExtraPositionalWhenNoneRepeats() {
    let single = CommandSignature(arguments: [.init("name", help: "A name.")])
    #expect(throws: UsageError("Unexpected argument 'b'")) {
      try ParsedArguments(["a", "b"], signature: single)
    }
  }
}
