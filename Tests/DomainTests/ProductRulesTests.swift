import Domain
import Testing

@Suite struct ProductRulesTests {
  let catalog = InMemoryCatalogStoreFixture.defaultProducts

  @Test func nameIsRequiredOnceTrimmed() {
    #expect(ProductRules.nameError("", among: [], editing: nil) == "Name is required.")
    #expect(ProductRules.nameError(" \n\t", among: [], editing: nil) == "Name is required.")
  }

  @Test func nameMayHaveSixtyCharactersButNotSixtyOne() {
    let sixty = String(repeating: "a", count: 60)
    #expect(ProductRules.nameError(sixty, among: [], editing: nil) == nil)
    #expect(ProductRules.nameError("  \(sixty)  ", among: [], editing: nil) == nil)
    #expect(
      ProductRules.nameError(sixty + "b", among: [], editing: nil)
        == "Name must be at most 60 characters.")
    let decomposed = String(repeating: "e\u{301}", count: 60)
    #expect(ProductRules.nameError(decomposed, among: [], editing: nil) == nil)
  }

  @Test func nameMustDifferFromAnotherProductIgnoringCaseAndDiacritics() {
    #expect(
      ProductRules.nameError("ban PHIM co", among: catalog, editing: nil)
        == "A product named “Bàn phím cơ” already exists.")
    #expect(
      ProductRules.nameError(" keyboard ", among: catalog, editing: nil)
        == "A product named “Keyboard” already exists.")
    #expect(ProductRules.nameError("Keyboards", among: catalog, editing: nil) == nil)
  }

  @Test func aProductMayKeepItsOwnName() {
    let keyboard = catalog[0]
    #expect(ProductRules.nameError("KEYBOARD", among: catalog, editing: keyboard.id) == nil)
    #expect(
      ProductRules.nameError("mouse", among: catalog, editing: keyboard.id)
        == "A product named “Mouse” already exists.")
  }

  @Test(arguments: [
    ("", "Price is required."), ("   ", "Price is required."),
    ("12.", "Enter a price like 12.50."), (".5", "Enter a price like 12.50."),
    ("-3", "Enter a price like 12.50."), ("1,000", "Enter a price like 12.50."),
    ("12.505", "Enter a price like 12.50."), ("abc", "Enter a price like 12.50."),
    ("100000.01", "Price must be at most 100,000.00."),
    ("100001", "Price must be at most 100,000.00."),
    ("99999999999999999999999", "Price must be at most 100,000.00."),
  ])
  func priceErrors(text: String, message: String) {
    #expect(ProductRules.priceError(text) == message)
  }

  @Test(arguments: ["12", "12.5", "0.99", "100000", "100000.00", " 5 ", "000100000.00"])
  func validPrices(text: String) {
    #expect(ProductRules.priceError(text) == nil)
  }

  @Test func draftValidatesToTheTrimmedNameAndParsedPrice() {
    let draft = ProductDraft(name: "  Desk Lamp ", price: " 19.5")
    #expect(
      draft.validated(among: catalog, editing: nil)
        == ProductSeed(name: "Desk Lamp", price: Price(cents: 1950)))
    #expect(ProductDraft(name: "Mouse", price: "1").validated(among: catalog, editing: nil) == nil)
    #expect(ProductDraft(name: "Lamp", price: "1.").isValid(among: catalog, editing: nil) == false)
  }

  @Test func draftOfAProductShowsItsPriceForEditing() {
    let display = ProductDraft(product: catalog[6])
    #expect(display == ProductDraft(name: "Pro Display", price: "1599.00"))
  }
}

@MainActor
enum InMemoryCatalogStoreFixture {
  static var defaultProducts: [Product] {
    InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog).allProducts()
  }
}
