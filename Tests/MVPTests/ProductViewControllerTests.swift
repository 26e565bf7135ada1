/// The product view controller: it builds the spec's widgets, forwards each user event to its
/// presenter and shows exactly what it is told.
import Domain
import HeadlessUI
import Testing

@testable import MVP

/// A product form with a real presenter over the default catalog, shown in a window.
private struct ProductScreen {
  let store: InMemoryCatalogStore
  let navigator = SpyNavigator()
  let screen: ProductViewController
  let window = UIWindow()

  /// Adds a product, or edits the product at `index` of the catalog.
  init(editing index: Int? = nil) {
    let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    self.store = store
    let product = index.map { store.allProducts()[$0] }
    let presenter = ProductPresenter(product: product, catalogStore: store, navigator: navigator)
    screen = ProductViewController(presenter: presenter)
    presenter.view = screen
    window.rootViewController = screen
    window.makeKeyAndVisible()
  }

  var root: UIView { screen.view }
  func field(_ id: String) throws -> UITextField { try root.element(id, as: UITextField.self) }
  func label(_ id: String) throws -> UILabel { try root.element(id, as: UILabel.self) }
  func button(_ id: String) throws -> UIButton { try root.element(id, as: UIButton.self) }
  var alert: UIAlertController? { screen.presentedViewController as? UIAlertController }
}

struct ProductViewControllerTests {
  @Test func addModeBuildsAnEmptyFormWithoutDelete() throws {
    let form = ProductScreen()
    #expect(form.root.accessibilityIdentifier == "product")
    #expect(try form.label(ElementID.Product.title).text == "New product")
    #expect(try form.field(ElementID.Product.name).text == "")
    #expect(try form.field(ElementID.Product.name).placeholder == "Name")
    #expect(try form.field(ElementID.Product.price).placeholder == "Price")
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    #expect(try form.label(ElementID.Product.priceError).isHidden)
    #expect(try form.button(ElementID.Product.save).currentTitle == "Save")
    #expect(try form.button(ElementID.Product.save).isEnabled == false)
    #expect(try form.button(ElementID.Product.cancel).currentTitle == "Cancel")
    #expect(try form.button(ElementID.Product.delete).currentTitle == "Delete")
    #expect(try form.button(ElementID.Product.delete).isHidden)
  }

  @Test func editModeShowsTheProductAndDelete() throws {
    let form = ProductScreen(editing: 6)
    #expect(try form.label(ElementID.Product.title).text == "Edit product")
    #expect(try form.field(ElementID.Product.name).text == "Pro Display")
    #expect(try form.field(ElementID.Product.price).text == "1599.00")
    #expect(try form.button(ElementID.Product.delete).isHidden == false)
    #expect(try form.button(ElementID.Product.save).isEnabled)
  }

  @Test func itShowsTheErrorsItIsTold() throws {
    let form = ProductScreen()
    form.screen.setNameError("Name is required.")
    #expect(try form.label(ElementID.Product.nameError).isHidden == false)
    #expect(try form.label(ElementID.Product.nameError).text == "Name is required.")
    form.screen.setNameError(nil)
    #expect(try form.label(ElementID.Product.nameError).isHidden)
  }

  @Test func itForwardsEditsSaveAndCancel() throws {
    let form = ProductScreen()
    try form.field(ElementID.Product.name).type("Keyboard")
    #expect(
      try form.label(ElementID.Product.nameError).text
        == "A product named “Keyboard” already exists.")
    #expect(try form.label(ElementID.Product.priceError).isHidden)
    try form.field(ElementID.Product.name).type(" 2")
    try form.field(ElementID.Product.price).type("9.5")
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    try form.button(ElementID.Product.save).tap()
    #expect(form.store.allProducts().last?.name == "Keyboard 2")
    try form.button(ElementID.Product.cancel).tap()
    #expect(form.navigator.moves == [.closeProduct, .closeProduct])
  }

  @Test func deleteAsksWithCancelThenDelete() throws {
    let form = ProductScreen(editing: 1)
    try form.button(ElementID.Product.delete).tap()
    #expect(form.alert?.title == "Delete “Mouse”?")
    #expect(form.alert?.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(form.alert?.actions.map(\.style) == [.cancel, .destructive])
    #expect(form.navigator.moves.isEmpty)
  }

  @Test func theScreenAndItsPresenterAreReleasedWithTheWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var presenter: ProductPresenter?
    do {
      let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
      let product = ProductPresenter(
        product: store.allProducts()[0], catalogStore: store, navigator: SpyNavigator())
      let screen = ProductViewController(presenter: product)
      product.view = screen
      let window = UIWindow()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      try screen.view.element(ElementID.Product.delete, as: UIButton.self).tap()
      presenter = product
      window.rootViewController = nil
    }
    #expect(presenter == nil)
    #expect(checkpoint.survivors() == [])
  }
}
