import Assertions
import Foundation
import Testing

@testable import Scenarios

/// Scenarios and results survive JSON both ways, exactly.
struct ScenarioCodingTests {
  func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  @Test func theWholeBundledSuiteRoundTrips() throws {
    let files = try ScenarioLoader.loadBundledSuite().files
    #expect(files.count > 0)
    try assertEqual(roundTrip(files), files)
  }

  @Test func everyKindOfStepRoundTrips() throws {
    let lines = [
      "given a product \"Pen\" priced 2.50", "given a user \"a@b.c\" with password \"pw\"",
      "type \"a\\\"b\" into login.email", "tap row 2 of catalog.list", "wait 5m",
      "expect alert \"T\" message \"M\"", "expect alert \"T\"", "expect row 1 of l \"a\" \"b\"",
      "expect x rows 0", "expect no alert", "given a product \"Pen\" priced 2 stock 9999",
      "given a remembered email \" Ada \"", "switch login.remember on", "expect a.b off",
    ]
    let steps = try lines.map { try ScenarioParser.parseStep($0) }
    try assertEqual(roundTrip(steps), steps)
  }

  @Test func aProductWithoutStockEncodesAsBeforeTheStockFeature() throws {
    let step = try ScenarioParser.parseStep("given a product \"Pen\" priced 2")
    let json = String(decoding: try JSONEncoder().encode(step.kind), as: UTF8.self)
    #expect(!json.contains("stock"))
    let old = #"{"setup":{"_0":{"product":{"name":"Pen","price":"2"}}}}"#
    try assertEqual(
      JSONDecoder().decode(Step.Kind.self, from: Data(old.utf8)),
      .setup(.product(name: "Pen", price: "2")))
  }

  @Test func aFailedResultRoundTrips() throws {
    let location = SourceLocation(file: "f.scenario", line: 3, column: 5)
    let scenario = Scenario(
      name: "S", location: location,
      steps: [try ScenarioParser.parseStep("expect login.title text \"Sign in\"")])
    let result = ScenarioResult(
      scenario: scenario,
      failure: ScenarioFailure(
        location: location, step: "expect login.title text \"Sign in\"",
        expected: "text \"Sign in\"", seen: "text \"Signing in…\"",
        message: "expected text \"Sign in\", seen text \"Signing in…\"", screen: "login\n  …"))
    try assertEqual(roundTrip(result), result)
    #expect(try roundTrip(ScenarioResult(scenario: scenario, failure: nil)).passed)
  }
}
