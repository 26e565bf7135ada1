import Assertions
import Domain
import Testing

@testable import Scenarios

/// The steps the classroom's feature exercises use (exercises.md): stock, remembered email,
/// switches. The runner always knows them.
struct FeatureStepParsingTests {
  private func kind(_ line: String) throws -> Step.Kind {
    try ScenarioParser.parseStep(line).kind
  }

  private func fault(_ line: String) -> ParseFault? {
    do {
      _ = try ScenarioParser.parseStep(line)
      return nil
    } catch {
      return error.faults.first
    }
  }

  @Test func aProductWithAStockParsesItsStock() throws {
    try assertEqual(
      kind("given a product \"Pen\" priced 12.50 stock 3"),
      .setup(.product(name: "Pen", price: "12.50", stock: 3)))
    try assertEqual(
      kind("given a product \"Pen\" priced 1 stock 0"),
      .setup(.product(name: "Pen", price: "1", stock: 0)))
    try assertEqual(
      kind("given a product \"Pen\" priced 1 stock 9999"),
      .setup(.product(name: "Pen", price: "1", stock: 9999)))
  }

  @Test func aProductWithoutAStockHasNone() throws {
    try assertEqual(
      kind("given a product \"Pen\" priced 12.50"), .setup(.product(name: "Pen", price: "12.50")))
  }

  @Test func aStockOverTheLimitIsAFaultAtItsColumn() {
    let line = "given a product \"Pen\" priced 12.50 stock 10000"
    assertEqual(
      fault(line),
      ParseFault(
        SourceLocation(file: "<input>", line: 1, column: 42),
        "the stock 10000 is out of range; a stock is from 0 to 9999"))
  }

  @Test(arguments: [
    (
      "given a product \"Pen\" priced 1 stock -1", 38, "expected a stock from 0 to 9999, found '-1'"
    ),
    (
      "given a product \"Pen\" priced 1 stock 2.5", 38,
      "expected a stock from 0 to 9999, found '2.5'"
    ),
    ("given a product \"Pen\" priced 1 stock", 37, "expected a stock from 0 to 9999 after"),
    ("given a product \"Pen\" priced 1 stock 3 more", 40, "unexpected 'more' after the step"),
  ])
  func aStockThatIsNotAWholeNumberIsAFaultAtItsColumn(line: String, column: Int, message: String) {
    let found = fault(line)
    assertEqual(found?.location.column, column)
    assertEqual(found?.message.hasPrefix(message), true, "\(found?.message ?? "no fault")")
  }

  @Test func aRememberedEmailKeepsTheTextAsWritten() throws {
    try assertEqual(
      kind("given a remembered email \" ada@example.com \""),
      .setup(.rememberedEmail(" ada@example.com ")))
    assertEqual(fault("given a remembered email ada")?.location.column, 26)
  }

  @Test func switchAndExpectOnOffParse() throws {
    try assertEqual(
      kind("switch login.remember on"), .action(.setSwitch("login.remember", on: true)))
    try assertEqual(
      kind("switch login.remember off"), .action(.setSwitch("login.remember", on: false)))
    try assertEqual(kind("expect login.remember on"), .expectation(.isOn("login.remember", true)))
    try assertEqual(kind("expect login.remember off"), .expectation(.isOn("login.remember", false)))
  }

  @Test func aSwitchStepWithoutOnOrOffSaysSoAtItsColumn() {
    let missing = fault("switch login.remember")
    assertEqual(missing?.location.column, 22)
    assertEqual(missing?.message.hasPrefix("expected 'on' or 'off'"), true)
    let wrong = fault("switch login.remember yes")
    assertEqual(wrong?.location.column, 23)
    assertEqual(wrong?.message, "expected 'on' or 'off', found 'yes'")
  }

  @Test func theSetupReachesTheConfiguration() throws {
    let configuration = try AppConfiguration(setup: [
      .product(name: "Pen", price: "12.50", stock: 3), .product(name: "Cup", price: "2"),
      .rememberedEmail("ada@example.com"),
    ])
    assertEqual(
      configuration.products,
      [
        ProductSeed(name: "Pen", price: Price(cents: 1250), stock: 3),
        ProductSeed(name: "Cup", price: Price(cents: 200), stock: 0),
      ])
    assertEqual(configuration.rememberedEmail, "ada@example.com")
    #expect(try AppConfiguration(setup: []).rememberedEmail == nil)
  }

  @Test func aStockOutOfRangeBuiltInCodeIsALoadError() {
    #expect(throws: ScenarioLoadError.self) {
      try AppConfiguration(setup: [.product(name: "Pen", price: "1", stock: 10_000)])
    }
  }
}
