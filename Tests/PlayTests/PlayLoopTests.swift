import Assertions
import Registry
import Scenarios
import Testing

@testable import Play

private func loop(_ pattern: String = "mvc") throws -> PlayLoop {
  let makeWindow = try #require(PatternRegistry.all.first { $0.name == pattern }?.makeWindow)
  return PlayLoop(pattern: pattern, makeWindow: makeWindow)
}

/// The command loop of `patterns play`, one line at a time, on virtual time.
struct PlayLoopTests {
  @Test func givenLinesRestartTheAppBeforeTheFirstOtherStepOnly() throws {
    let loop = try loop()
    defer { loop.close() }
    assertEqual(loop.handle("given signed in as \"ada@example.com\"").isError, false)
    assertEqual(loop.handle("given an empty catalog").isError, false)
    #expect(loop.session.screen.hasPrefix("screen catalog"))
    assertEqual(loop.handle("expect catalog.list rows 0").isError, false)
    let late = loop.handle("given the server is unreachable")
    #expect(late.isError)
    #expect(late.message.hasPrefix("a 'given' line only comes before the first other step"))
    assertEqual(
      loop.recording.setup, ["given signed in as \"ada@example.com\"", "given an empty catalog"])
    assertEqual(loop.recording.steps, ["expect catalog.list rows 0"])
  }

  @Test func textTypedIntoASecureFieldIsMaskedEvenAfterItsScreenIsGone() throws {
    let loop = try loop()
    defer { loop.close() }
    let typing = "type \"lovelace1\" into login.password"
    assertEqual(loop.shown(typing), "type \"•••••••••\" into login.password")
    assertEqual(
      loop.shown("type \"ada@example.com\" into login.email"),
      "type \"ada@example.com\" into login.email")
    // A line still being typed is shown as it is until it names a field.
    assertEqual(loop.shown("type \"lovel"), "type \"lovel")
    _ = loop.handle("given signed in as \"ada@example.com\"")
    #expect(loop.session.screen.hasPrefix("screen catalog"))
    // The login screen is gone; a line recalled from the history stays masked.
    assertEqual(loop.shown(typing), "type \"•••••••••\" into login.password")
  }

  @Test func aFailedStepOrAnUnknownCommandRecordsNothing() throws {
    let loop = try loop()
    defer { loop.close() }
    let failed = loop.handle("tap login.submit")
    #expect(failed.isError)
    #expect(failed.message.contains("tap login.submit: "))
    let unknown = loop.handle(":frobnicate")
    assertEqual(unknown.message, "unknown command ':frobnicate'; :help lists the commands")
    let missing = loop.handle(":expect login.nowhere")
    assertEqual(missing.message, "no element 'login.nowhere' on screen; :ids lists them")
    #expect(loop.recording.steps.isEmpty)
  }

  @Test func waitMovesVirtualTimeAndIsRecorded() throws {
    let loop = try loop()
    defer { loop.close() }
    for line in [
      "type \"ada@example.com\" into login.email", "type \"lovelace1\" into login.password",
      "tap login.submit",
    ] {
      assertEqual(loop.handle(line).isError, false)
    }
    #expect(loop.session.screen.hasPrefix("screen login"))
    assertEqual(loop.handle("wait 400ms"), .init(isStep: true))
    #expect(loop.session.screen.hasPrefix("screen catalog"))
    assertEqual(loop.recording.steps.last, "wait 400ms")
  }

  @Test func idsListEveryElementWithItsKind() throws {
    let loop = try loop()
    defer { loop.close() }
    let ids = loop.handle(":ids").message.split(separator: "\n")
      .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
    #expect(ids.contains("login.password secure text field"))
    #expect(ids.contains("login.submit button"))
  }

  @Test func quitAndHelpAreCommands() throws {
    let loop = try loop()
    defer { loop.close() }
    #expect(loop.handle(":quit").quits)
    assertEqual(loop.handle(":help").message, PlayLoop.help)
    assertEqual(loop.handle("   "), .init())
  }
}
