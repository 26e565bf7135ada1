import Assertions
import Foundation
import Testing

@testable import HeadlessUI

struct UIDriverTests {
  let login = SampleLoginViewController()
  let window: UIWindow
  let driver: UIDriver

  init() {
    window = makeWindow(login)
    driver = UIDriver(window: window)
  }

  @Test func typeFocusesTheFieldThenSendsOneKeystrokePerCharacter() throws {
    var changes: [String] = []
    login.emailField.addAction(
      UIAction { [login] _ in changes.append(login.emailField.text ?? "") }, for: .editingChanged)
    try driver.type("a🇻🇳é", into: "login.email")
    #expect(login.emailField.isFirstResponder)
    assertEqual(changes, ["a", "a🇻🇳", "a🇻🇳é"])
  }

  @Test func aMissingElementIsNamedWithTheScreen() {
    #expect(throws: UIDriverError("No element 'login.emial' on screen 'login'")) {
      try driver.type("x", into: "login.emial")
    }
  }

  @Test func aDisabledButtonCannotBeTapped() {
    #expect(throws: UIDriverError("'login.submit' is disabled")) {
      try driver.tap("login.submit")
    }
  }

  @Test func aLabelIsNotATextField() {
    #expect(throws: UIDriverError("'login.title' is a label, not a text field")) {
      try driver.type("x", into: "login.title")
    }
  }

  @Test func anElementInsideAHiddenViewIsHidden() {
    let box = UIView()
    let field = UITextField()
    field.accessibilityIdentifier = "login.extra"
    box.addSubview(field)
    box.isHidden = true
    login.view.addSubview(box)
    #expect(throws: UIDriverError("'login.extra' is hidden")) {
      try driver.type("x", into: "login.extra")
    }
  }

  @Test func tappingAnEnabledButtonSendsTouchUpInside() throws {
    try driver.type("ada@example.com", into: "login.email")
    try driver.type("lovelace1", into: "login.password")
    try driver.tap("login.submit")
    assertEqual(login.submissions, 1)
    assertEqual(login.submitButton.currentTitle, "Signing in…")
    #expect(!login.activity.isHidden)
  }

  @Test func returnAsksTheDelegateAndSendsEditingDidEndOnExit() throws {
    var exits = 0
    login.emailField.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
    try driver.pressReturn(in: "login.email")
    assertEqual(login.returns, ["login.email"])
    assertEqual(exits, 1)
    #expect(login.passwordField.isFirstResponder)
  }

  @Test func anAlertBlocksEveryActionButItsButtons() throws {
    try driver.pressReturn(in: "login.password")
    assertEqual(driver.presentedAlert?.title, "Error")
    assertEqual(driver.topScreenIdentifier, "login")
    #expect(throws: UIDriverError("Cannot type into 'login.email': an alert is up: \"Error\"")) {
      try driver.type("x", into: "login.email")
    }
    #expect(throws: UIDriverError("The alert \"Error\" has no button \"Cancel\" (buttons: \"OK\")"))
    {
      try driver.tapAlertButton("Cancel")
    }
    try driver.tapAlertButton("OK")
    #expect(driver.presentedAlert == nil)
    #expect(throws: UIDriverError("No alert is up (wanted to tap its button \"OK\")")) {
      try driver.tapAlertButton("OK")
    }
  }

  @Test func anAlertButtonsHandlerRunsAfterTheAlertIsDismissed() throws {
    var alertWasUp: Bool?
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [driver] _ in
        alertWasUp = driver.presentedAlert != nil
      })
    login.present(alert, animated: true)
    try driver.tapAlertButton("Delete")
    assertEqual(alertWasUp, false)
  }

  @Test func anAlertButtonsHandlerCanPresentTheNextAlert() throws {
    let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
    first.addAction(
      UIAlertAction(title: "Next", style: .default) { [login] _ in
        let second = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "OK", style: .default))
        login.present(second, animated: true)
      })
    login.present(first, animated: true)
    try driver.tapAlertButton("Next")
    assertEqual(driver.presentedAlert?.title, "Second")
  }

  @Test func clearIsOneEdit() throws {
    try driver.type("abc", into: "login.email")
    var changes = 0
    login.emailField.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    try driver.clear("login.email")
    assertEqual(login.emailField.text, "")
    assertEqual(changes, 1)
  }
}

struct UIDriverTableTests {
  let catalog = SampleCatalogViewController(products: sampleProducts)
  let window: UIWindow
  let driver: UIDriver

  init() {
    window = makeWindow(catalog)
    driver = UIDriver(window: window)
  }

  @Test func tapRowCountsFromOneAndTellsTheDelegate() throws {
    try driver.tapRow(3, of: "catalog.list")
    assertEqual(catalog.selected, [2])
  }

  @Test func aRowPastTheEndIsAnError() {
    #expect(throws: UIDriverError("'catalog.list' has 7 rows; there is no row 9")) {
      try driver.tapRow(9, of: "catalog.list")
    }
  }

  @Test func rowTextsReadTitleAndDetail() throws {
    let texts = try driver.rowTexts(5, of: "catalog.list")
    assertEqual(texts.title, "マウスパッド")
    assertEqual(texts.detail, "$12.00")
  }

  @Test func rowTextsScrollAFarRowIntoView() throws {
    catalog.products = (1...500).map { ("Item \($0)", "$\($0).00") }
    catalog.table.reloadData()
    let texts = try driver.rowTexts(400, of: "catalog.list")
    assertEqual(texts.title, "Item 400")
    assertEqual(texts.detail, "$400.00")
  }

  @Test func selectChoosesASegmentByTitleAndSendsValueChangedOnce() throws {
    let sort = try #require(try driver.element("catalog.sort") as? UISegmentedControl)
    var changes = 0
    sort.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    try driver.select("Price ↓", in: "catalog.sort")
    try driver.select("Price ↓", in: "catalog.sort")
    assertEqual(sort.selectedSegmentIndex, 2)
    assertEqual(changes, 1)
    #expect(
      throws: UIDriverError(
        "'catalog.sort' has no segment \"Price\" (segments: \"Name\", \"Price ↑\", \"Price ↓\")")
    ) {
      try driver.select("Price", in: "catalog.sort")
    }
  }

  @Test func aHiddenButtonCannotBeTappedButCanBeFound() throws {
    #expect(try driver.element("catalog.secret").isHidden)
    #expect(throws: UIDriverError("'catalog.secret' is hidden")) {
      try driver.tap("catalog.secret")
    }
  }

  @Test func rowTextsOfSomethingElseSayWhatItIs() {
    #expect(throws: UIDriverError("'catalog.title' is a label, not a table")) {
      try driver.rowTexts(1, of: "catalog.title")
    }
  }

  @Test func theTopScreenFollowsTheNavigationStack() throws {
    assertEqual(driver.topScreenIdentifier, "catalog")
    catalog.navigationController?.pushViewController(SampleLoginViewController(), animated: true)
    assertEqual(driver.topScreenIdentifier, "login")
    #expect(throws: UIDriverError("No element 'catalog.list' on screen 'login'")) {
      try driver.tapRow(1, of: "catalog.list")
    }
  }
}
