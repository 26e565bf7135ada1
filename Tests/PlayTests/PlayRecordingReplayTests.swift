import Assertions
import Registry
import Scenarios
import Testing

@testable import Play

/// A session played on each registered pattern records a scenario that every registered
/// pattern passes.
struct PlayRecordingReplayTests {
  static let session = [
    ":expect screen",
    "type \"ada@example\" into login.email", "type \"lovelace1\" into login.password",
    ":expect login.submit", "press return in login.password", ":expect screen",
    "tap alert button \"OK\"", "type \".com\" into login.email", ":expect login.password",
    "tap login.submit", ":expect login.submit", "wait 400ms", ":expect screen",
    "type \"mouse\" into catalog.search", "wait 100ms", ":expect catalog.list", "wait 150ms",
    ":expect catalog.list", "clear catalog.search", "wait 250ms",
    "select \"Price ↓\" in catalog.sort", ":expect catalog.list", "tap row 1 of catalog.list",
    ":expect screen", "clear product.price", "type \"12.5\" into product.price",
    ":expect product.save", "tap product.save", ":expect screen", "tap catalog.signout",
    ":expect screen",
  ]

  @Test(arguments: PatternRegistry.all.map(\.name))
  func aRecordedSessionReplaysGreenOnEveryPattern(pattern: String) throws {
    let makeWindow = try #require(PatternRegistry.all.first { $0.name == pattern }?.makeWindow)
    let loop = PlayLoop(pattern: pattern, makeWindow: makeWindow)
    for line in Self.session {
      let reply = loop.handle(line)
      #expect(!reply.isError, "\(line): \(reply.message)")
    }
    assertEqual(loop.close(), [])
    let file = try ScenarioParser.parse(loop.recording.text, path: "recorded.scenario")
    let scenario = try #require(file.scenarios.first)
    #expect(scenario.steps.count > 60)
    #expect(
      scenario.steps.contains {
        $0.text == "expect alert \"Error\" message \"Enter a valid email address.\""
      })
    for other in PatternRegistry.all {
      let result = other.play(scenario)
      #expect(result.passed, "\(other.name): \(result.failure?.report ?? "")")
    }
  }
}
