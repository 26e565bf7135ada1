import Assertions
import Domain
import HeadlessUI
import Layouts
import Testing

@MainActor
struct LayoutsTests {
  @Test func theLoginLayoutTagsEveryElementWithItsSpecIdentifierAndInitialState() {
    let layout = LoginLayout()
    assertEqual(layout.accessibilityIdentifier, "login")
    assertEqual(layout.titleLabel.accessibilityIdentifier, "login.title")
    assertEqual(layout.titleLabel.text, "Sign in")
    assertEqual(layout.emailField.accessibilityIdentifier, "login.email")
    assertEqual(layout.emailField.placeholder, "you@example.com")
    assertEqual(layout.passwordField.accessibilityIdentifier, "login.password")
    #expect(layout.passwordField.isSecureTextEntry)
    assertEqual(layout.submitButton.accessibilityIdentifier, "login.submit")
    assertEqual(layout.submitButton.title(for: .normal), "Sign in")
    #expect(!layout.submitButton.isEnabled)
    assertEqual(layout.activityIndicator.accessibilityIdentifier, "login.activity")
    #expect(layout.activityIndicator.isHidden)
  }

  @Test func theLoginFieldsHaveTheirKeyboardsReturnKeysAndContentTypes() {
    let layout = LoginLayout()
    assertEqual(layout.emailField.keyboardType, .emailAddress)
    assertEqual(layout.emailField.autocapitalizationType, UITextAutocapitalizationType.none)
    assertEqual(layout.emailField.autocorrectionType, .no)
    assertEqual(layout.emailField.textContentType, .username)
    assertEqual(layout.emailField.returnKeyType, .next)
    assertEqual(layout.passwordField.textContentType, .password)
    assertEqual(layout.passwordField.returnKeyType, .go)
  }

  @Test func thePriceFieldHasADecimalKeyboard() {
    let layout = ProductLayout()
    assertEqual(layout.priceField.keyboardType, .decimalPad)
    assertEqual(layout.nameField.keyboardType, .default)
  }

  @Test func aProductRowIsAValue1CellWithTitleAndDetail() throws {
    let layout = CatalogLayout()
    let cell = ProductCell.dequeue(from: layout.tableView, for: IndexPath(row: 0, section: 0))
    cell.show(title: "Mouse", detail: "$5.00")
    assertEqual(cell.reuseIdentifier, "ProductCell")
    assertEqual(cell.textLabel?.text, "Mouse")
    assertEqual(cell.detailTextLabel?.text, "$5.00", "a .value1 cell has a detail label")
    let other = ProductCell(style: .default, reuseIdentifier: nil)
    #expect(other.detailTextLabel != nil, "whatever style is asked for")
  }

  @Test func theCatalogLayoutStartsSortedByName() {
    let layout = CatalogLayout()
    assertEqual(layout.accessibilityIdentifier, "catalog")
    assertEqual(layout.titleLabel.text, "Products")
    assertEqual(layout.searchField.placeholder, "Search")
    assertEqual(layout.sortControl.selectedSegmentIndex, 0)
    let segments = (0..<layout.sortControl.numberOfSegments).map {
      layout.sortControl.titleForSegment(at: $0)
    }
    assertEqual(segments, ["Name", "Price ↑", "Price ↓"])
    assertEqual(ProductSort.allCases.map(\.rawValue), [0, 1, 2], "a segment's index is its order")
    assertEqual(ProductSort(rawValue: 2), .priceDescending)
    assertEqual(layout.tableView.accessibilityIdentifier, "catalog.list")
    assertEqual(layout.addButton.title(for: .normal), "Add")
    assertEqual(layout.signOutButton.title(for: .normal), "Sign out")
  }

  @Test func theProductLayoutHidesItsErrorLabelsUntilTold() {
    let layout = ProductLayout()
    assertEqual(layout.accessibilityIdentifier, "product")
    #expect(layout.nameErrorLabel.isHidden)
    #expect(layout.priceErrorLabel.isHidden)
    assertEqual(layout.nameField.placeholder, "Name")
    assertEqual(layout.priceField.placeholder, "Price")
    assertEqual(layout.deleteButton.title(for: .normal), "Delete")
  }

  @Test func anAlertTextIsPresentedWithItsButtonsInOrder() {
    let window = UIWindow()
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.presentConfirmation(
      AlertText(
        title: "Delete “Mouse”?", message: "This cannot be undone.",
        buttons: ["Cancel", "Delete"])
    ) {}
    let alert = controller.presentedViewController as? UIAlertController
    assertEqual(alert?.title, "Delete “Mouse”?")
    assertEqual(alert?.actions.map(\.title), ["Cancel", "Delete"])
    assertEqual(alert?.actions.map(\.style), [.cancel, .destructive])
  }
}
