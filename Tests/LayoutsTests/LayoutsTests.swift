import Domain
import Expectations
import HeadlessUI
import Layouts
import Testing

@MainActor
struct LayoutsTests {
  @Test func theLoginLayoutTagsEveryElementWithItsSpecIdentifierAndInitialState() {
    let layout = LoginLayout()
    expectEqual(layout.accessibilityIdentifier, "login")
    expectEqual(layout.titleLabel.accessibilityIdentifier, "login.title")
    expectEqual(layout.titleLabel.text, "Sign in")
    expectEqual(layout.emailField.accessibilityIdentifier, "login.email")
    expectEqual(layout.emailField.placeholder, "you@example.com")
    expectEqual(layout.passwordField.accessibilityIdentifier, "login.password")
    #expect(layout.passwordField.isSecureTextEntry)
    expectEqual(layout.submitButton.accessibilityIdentifier, "login.submit")
    expectEqual(layout.submitButton.title(for: .normal), "Sign in")
    #expect(!layout.submitButton.isEnabled)
    expectEqual(layout.activityIndicator.accessibilityIdentifier, "login.activity")
    #expect(layout.activityIndicator.isHidden)
  }

  @Test func theLoginFieldsHaveTheirKeyboardsReturnKeysAndContentTypes() {
    let layout = LoginLayout()
    expectEqual(layout.emailField.keyboardType, .emailAddress)
    expectEqual(layout.emailField.autocapitalizationType, UITextAutocapitalizationType.none)
    expectEqual(layout.emailField.autocorrectionType, .no)
    expectEqual(layout.emailField.textContentType, .username)
    expectEqual(layout.emailField.returnKeyType, .next)
    expectEqual(layout.passwordField.textContentType, .password)
    expectEqual(layout.passwordField.returnKeyType, .go)
  }

  @Test func thePriceFieldHasADecimalKeyboard() {
    let layout = ProductLayout()
    expectEqual(layout.priceField.keyboardType, .decimalPad)
    expectEqual(layout.nameField.keyboardType, .default)
  }

  @Test func aProductRowIsAValue1CellWithTitleAndDetail() throws {
    let layout = CatalogLayout()
    let cell = ProductCell.dequeue(from: layout.tableView, for: IndexPath(row: 0, section: 0))
    cell.show(title: "Mouse", detail: "$5.00")
    expectEqual(cell.reuseIdentifier, "ProductCell")
    expectEqual(cell.textLabel?.text, "Mouse")
    expectEqual(cell.detailTextLabel?.text, "$5.00", "a .value1 cell has a detail label")
    let other = ProductCell(style: .default, reuseIdentifier: nil)
    #expect(other.detailTextLabel != nil, "whatever style is asked for")
  }

  @Test func theCatalogLayoutStartsSortedByName() {
    let layout = CatalogLayout()
    expectEqual(layout.accessibilityIdentifier, "catalog")
    expectEqual(layout.titleLabel.text, "Products")
    expectEqual(layout.searchField.placeholder, "Search")
    expectEqual(layout.sortControl.selectedSegmentIndex, 0)
    let segments = (0..<layout.sortControl.numberOfSegments).map {
      layout.sortControl.titleForSegment(at: $0)
    }
    expectEqual(segments, ["Name", "Price ↑", "Price ↓"])
    expectEqual(ProductSort.allCases.map(\.rawValue), [0, 1, 2], "a segment's index is its order")
    expectEqual(ProductSort(rawValue: 2), .priceDescending)
    expectEqual(layout.tableView.accessibilityIdentifier, "catalog.list")
    expectEqual(layout.addButton.title(for: .normal), "Add")
    expectEqual(layout.signOutButton.title(for: .normal), "Sign out")
  }

  @Test func theProductLayoutHidesItsErrorLabelsUntilTold() {
    let layout = ProductLayout()
    expectEqual(layout.accessibilityIdentifier, "product")
    #expect(layout.nameErrorLabel.isHidden)
    #expect(layout.priceErrorLabel.isHidden)
    expectEqual(layout.nameField.placeholder, "Name")
    expectEqual(layout.priceField.placeholder, "Price")
    expectEqual(layout.deleteButton.title(for: .normal), "Delete")
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
    expectEqual(alert?.title, "Delete “Mouse”?")
    expectEqual(alert?.actions.map(\.title), ["Cancel", "Delete"])
    expectEqual(alert?.actions.map(\.style), [.cancel, .destructive])
  }
}
