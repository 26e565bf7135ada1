import Domain
import HeadlessUI
import Layouts
import Testing

@MainActor
struct LayoutsTests {
  @Test func theLoginLayoutTagsEveryElementWithItsSpecIdentifierAndInitialState() {
    let layout = LoginLayout()
    #expect(layout.accessibilityIdentifier == "login")
    #expect(layout.titleLabel.accessibilityIdentifier == "login.title")
    #expect(layout.titleLabel.text == "Sign in")
    #expect(layout.emailField.accessibilityIdentifier == "login.email")
    #expect(layout.emailField.placeholder == "you@example.com")
    #expect(layout.passwordField.accessibilityIdentifier == "login.password")
    #expect(layout.passwordField.isSecureTextEntry)
    #expect(layout.submitButton.accessibilityIdentifier == "login.submit")
    #expect(layout.submitButton.title(for: .normal) == "Sign in")
    #expect(!layout.submitButton.isEnabled)
    #expect(layout.activityIndicator.accessibilityIdentifier == "login.activity")
    #expect(layout.activityIndicator.isHidden)
  }

  @Test func theLoginFieldsHaveTheirKeyboardsReturnKeysAndContentTypes() {
    let layout = LoginLayout()
    #expect(layout.emailField.keyboardType == .emailAddress)
    #expect(layout.emailField.autocapitalizationType == UITextAutocapitalizationType.none)
    #expect(layout.emailField.autocorrectionType == .no)
    #expect(layout.emailField.textContentType == .username)
    #expect(layout.emailField.returnKeyType == .next)
    #expect(layout.passwordField.textContentType == .password)
    #expect(layout.passwordField.returnKeyType == .go)
  }

  @Test func thePriceFieldHasADecimalKeyboard() {
    let layout = ProductLayout()
    #expect(layout.priceField.keyboardType == .decimalPad)
    #expect(layout.nameField.keyboardType == .default)
  }

  @Test func aProductRowIsAValue1CellWithTitleAndDetail() throws {
    let layout = CatalogLayout()
    let cell = ProductCell.dequeue(from: layout.tableView, for: IndexPath(row: 0, section: 0))
    cell.show(title: "Mouse", detail: "$5.00")
    #expect(cell.reuseIdentifier == "ProductCell")
    #expect(cell.textLabel?.text == "Mouse")
    #expect(cell.detailTextLabel?.text == "$5.00", "a .value1 cell has a detail label")
    let other = ProductCell(style: .default, reuseIdentifier: nil)
    #expect(other.detailTextLabel != nil, "whatever style is asked for")
  }

  @Test func theCatalogLayoutStartsSortedByName() {
    let layout = CatalogLayout()
    #expect(layout.accessibilityIdentifier == "catalog")
    #expect(layout.titleLabel.text == "Products")
    #expect(layout.searchField.placeholder == "Search")
    #expect(layout.sortControl.selectedSegmentIndex == 0)
    let segments = (0..<layout.sortControl.numberOfSegments).map {
      layout.sortControl.titleForSegment(at: $0)
    }
    #expect(segments == ["Name", "Price ↑", "Price ↓"])
    #expect(ProductSort.allCases.map(\.rawValue) == [0, 1, 2], "a segment's index is its order")
    #expect(ProductSort(rawValue: 2) == .priceDescending)
    #expect(layout.tableView.accessibilityIdentifier == "catalog.list")
    #expect(layout.addButton.title(for: .normal) == "Add")
    #expect(layout.signOutButton.title(for: .normal) == "Sign out")
  }

  @Test func theProductLayoutHidesItsErrorLabelsUntilTold() {
    let layout = ProductLayout()
    #expect(layout.accessibilityIdentifier == "product")
    #expect(layout.nameErrorLabel.isHidden)
    #expect(layout.priceErrorLabel.isHidden)
    #expect(layout.nameField.placeholder == "Name")
    #expect(layout.priceField.placeholder == "Price")
    #expect(layout.deleteButton.title(for: .normal) == "Delete")
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
    #expect(alert?.title == "Delete “Mouse”?")
    #expect(alert?.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert?.actions.map(\.style) == [.cancel, .destructive])
  }
}
