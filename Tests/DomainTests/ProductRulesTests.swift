import Assertions
import Domain
import Testing

struct ProductRulesTests {
  let catalog = InMemoryCatalogStoreFixture.defaultProducts

  @Test func nameIsRequiredOnceTrimmed() {
    assertEqual(ProductRules.nameError("", among: [], editing: nil), .required)
    assertEqual(ProductRules.nameError(" \n\t", among: [], editing: nil), .required)
  }

  @Test func nameMayHaveSixtyCharactersButNotSixtyOne() {
    let sixty = String(repeating: "a", count: 60)
    #expect(ProductRules.nameError(sixty, among: [], editing: nil) == nil)
    #expect(ProductRules.nameError("  \(sixty)  ", among: [], editing: nil) == nil)
    assertEqual(
      ProductRules.nameError(sixty + "b", among: [], editing: nil), .tooLong)
    let decomposed = String(repeating: "e\u{301}", count: 60)
    #expect(ProductRules.nameError(decomposed, among: [], editing: nil) == nil)
  }

  @Test func nameMustDifferFromAnotherProductIgnoringCaseAndDiacritics() {
    assertEqual(
      ProductRules.nameError("ban PHIM co", among: catalog, editing: nil),
      .duplicate(of: "Bàn phím cơ"))
    assertEqual(
      ProductRules.nameError(" keyboard ", among: catalog, editing: nil), .duplicate(of: "Keyboard")
    )
    #expect(ProductRules.nameError("Keyboards", among: catalog, editing: nil) == nil)
  }

  @Test func aProductMayKeepItsOwnName() {
    let keyboard = catalog[0]
    #expect(ProductRules.nameError("KEYBOARD", among: catalog, editing: keyboard.id) == nil)
    assertEqual(
      ProductRules.nameError("mouse", among: catalog, editing: keyboard.id), .duplicate(of: "Mouse")
    )
  }

  @Test(
    arguments: [
      ("", .required), ("   ", .required),
      ("12.", .malformed), (".5", .malformed), ("-3", .malformed), ("1,000", .malformed),
      ("12.505", .malformed), ("abc", .malformed),
      ("100000.01", .tooHigh), ("100001", .tooHigh), ("99999999999999999999999", .tooHigh),
    ] as [(String, ProductPriceError)])
  func priceErrors(text: String, error: ProductPriceError) {
    assertEqual(ProductRules.priceError(text), error)
  }

  @Test(arguments: ["12", "12.5", "0.99", "100000", "100000.00", " 5 ", "000100000.00"])
  func validPrices(text: String) {
    #expect(ProductRules.priceError(text) == nil)
  }

  @Test func draftValidatesToTheTrimmedNameAndParsedPrice() {
    let draft = ProductDraft(name: "  Desk Lamp ", price: " 19.5")
    assertEqual(
      draft.validated(among: catalog, editing: nil),
      ProductSeed(name: "Desk Lamp", price: Price(cents: 1950)))
    #expect(ProductDraft(name: "Mouse", price: "1").validated(among: catalog, editing: nil) == nil)
    assertEqual(
      ProductDraft(name: "Lamp", price: "1.").isValid(among: catalog, editing: nil), false)
  }

  @Test func draftCheckGivesEachFieldsFirstFailingRuleAndWhetherItMayBeSaved() {
    let check = ProductDraft(name: " mouse ", price: "1.").check(among: catalog, editing: nil)
    assertEqual(check, ProductCheck(nameError: .duplicate(of: "Mouse"), priceError: .malformed))
    #expect(!check.isValid)
    assertEqual(ProductCheck(nameError: nil, priceError: .required).isValid, false)
    assertEqual(ProductCheck(nameError: .tooLong, priceError: nil).isValid, false)
    let valid = ProductDraft(name: "Lamp", price: "1").check(among: catalog, editing: nil)
    #expect(valid == ProductCheck(nameError: nil, priceError: nil) && valid.isValid)
  }

  @Test func draftOfAProductShowsItsPriceForEditing() {
    let display = ProductDraft(product: catalog[6])
    assertEqual(display, ProductDraft(name: "Pro Display", price: "1599.00"))
  }
}

@MainActor
enum InMemoryCatalogStoreFixture {
  static var defaultProducts: [Product] {
    InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog).allProducts()
  }
}
