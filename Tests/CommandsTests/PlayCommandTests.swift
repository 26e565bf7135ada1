import Assertions
import Foundation
import Registry
import Scenarios
import Testing

@testable import CommandLineKit
@testable import Commands

/// `patterns play` driven by piped input, as scripts drive it.
struct PlayCommandTests {
  func play(_ lines: [String], _ extra: [String] = [], pattern: String = "mvc") -> (
    status: Int32, output: String, error: String
  ) {
    let capture = OutputCapture()
    let context = CommandContext.capturing(into: capture, input: lines)
    let status = PatternsCommand.main(
      ["play", pattern] + extra, patterns: PatternRegistry.all, context: context)
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func eachLineIsEchoedAndFollowedByTheScreen() {
    let (status, output, error) = play(["type \"ada@\" into login.email", ":quit"])
    assertEqual(status, 0)
    assertEqual(error, "")
    let blocks = output.components(separatedBy: "> ")
    assertEqual(blocks.count, 3)
    #expect(blocks[0].hasPrefix("screen login\n"))
    #expect(blocks[1].hasPrefix("type \"ada@\" into login.email\nscreen login\n"))
    #expect(blocks[1].contains("field     login.email          \"ada@\"  focused"))
    assertEqual(blocks[2], ":quit\n")
  }

  @Test func aMalformedLineGetsTheParsersMessageWithItsColumnAndChangesNothing() {
    let (status, output, error) = play([
      "type \"ada@\" into login.email", "type \"x\" intoo login.email", ":screen",
    ])
    assertEqual(status, 1)
    #expect(error.hasPrefix("<input>:2:"))
    #expect(error.contains("error:"))
    let screens = output.components(separatedBy: "> ")
    assertEqual(screens[2], "type \"x\" intoo login.email\n")
    #expect(screens[3].contains("\"ada@\""))
    #expect(!screens[3].contains("ada@x"))
  }

  @Test func aPasswordIsNeverShownInClear() {
    let (_, output, error) = play([
      "type \"lovelace1\" into login.password", "type \"x\" into login.password",
    ])
    #expect(!output.contains("lovelace1"))
    #expect(!error.contains("lovelace1"))
    #expect(output.contains("> type \"•••••••••\" into login.password"))
  }

  @Test func recordsActionsAndAskedExpectationsToAFileThatReplays() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("play-\(UUID().uuidString).scenario")
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, _, error) = play(
      [
        "type \"ada@example.com\" into login.email", "tap login.nothing",
        ":expect login.submit", "type \"lovelace1\" into login.password", "tap login.submit",
        "wait 400ms", ":expect screen",
      ], ["--record", file.path])
    assertEqual(status, 1)
    #expect(error.contains("Recorded \(file.path)"))
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("  type \"lovelace1\" into login.password\n  tap login.submit\n"))
    #expect(text.contains("  expect login.submit disabled\n"))
    #expect(text.contains("  expect screen catalog\n  expect no alert\n"))
    #expect(!text.contains("login.nothing"))
    let run = PatternsCommand.main(
      ["run", "all", "--scenarios", file.path], patterns: PatternRegistry.all,
      context: .capturing(into: OutputCapture()))
    assertEqual(run, 0)
  }

  @Test func anUnknownPatternIsAUsageError() {
    let (status, _, error) = play([], pattern: "nope")
    assertEqual(status, 64)
    #expect(error.contains("Unknown pattern 'nope'"))
  }
}
