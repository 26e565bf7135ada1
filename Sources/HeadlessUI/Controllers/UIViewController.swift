import Foundation

/// Owns one screen's view and answers its life cycle, as in UIKit.
///
/// `view` loads lazily: the first read calls `loadView()` (default: a plain `UIView`), then
/// `viewDidLoad()`. The appearance callbacks (`viewWillAppear(_:)` … `viewDidDisappear(_:)`)
/// fire only while the controller is shown in a visible window, in UIKit's order:
/// push and pop: old `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`,
/// new `viewDidAppear`; present: presented `viewWillAppear`, `viewDidAppear`; dismiss:
/// presented `viewWillDisappear`, `viewDidDisappear`. (Only a `.fullScreen` presentation
/// makes the presenter disappear and reappear around the presented one.)
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The title (shown by a navigation bar).
  open var title: String? {
    didSet { navigationItem.title = title }
  }
  /// The navigation bar's items for this controller.
  public let navigationItem = UINavigationItem()
  /// The nib name it was created with (always `nil` headless).
  public let nibName: String?
  /// The bundle it was created with.
  public let nibBundle: Bundle?
  /// The container this controller is a child of.
  open internal(set) weak var parent: UIViewController?
  /// The child controllers.
  open internal(set) var children: [UIViewController] = []
  /// How it is shown when presented.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether a child's appearance callbacks follow the container's (the default).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  var presented: UIViewController?
  weak var presenter: UIViewController?
  var appearance = AppearanceState.disappeared
  var movement: Movement?

  /// The environment the controller was created in, which hears its changes.
  let uiEnvironment = UIEnvironment.current

  /// Creates a controller (nib loading does not exist headless; `nibName` is kept).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
    uiEnvironment.liveObjects.register(self)
  }

  /// Creates a controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive (none headless).
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init(coder: coder)
    uiEnvironment.liveObjects.register(self)
  }

  /// The root view, loaded on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view if it has been loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Loads the view now if it is not loaded yet (`loadView()` then `viewDidLoad()`).
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Creates the root view; override to build it in code. Default: a plain view.
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  /// Called once after the view was loaded.
  open func viewDidLoad() {}

  /// Whether the screen is in editing mode (see `setEditing(_:animated:)`).
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false

  /// Enters or leaves editing mode and retitles `editButtonItem` ("Edit" / "Done"). Override
  /// to update the views (call `super`), as `UITableViewController` does for its table.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    editButtonItemIfCreated?.title = editing ? "Done" : "Edit"
    editButtonItemIfCreated?.style = editing ? .done : .plain
  }

  /// A bar button that toggles editing mode, titled "Edit" or "Done".
  public var editButtonItem: UIBarButtonItem {
    if let existing = editButtonItemIfCreated { return existing }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    editButtonItemIfCreated = item
    return item
  }
  private var editButtonItemIfCreated: UIBarButtonItem?

  /// Whether a presentation from a child covers only this controller (kept).
  open var definesPresentationContext = false
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called before the controller moves into (or out of, `nil`) a container.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller moved into (or out of, `nil`) a container.
  open func didMove(toParent parent: UIViewController?) {}

  /// The controllers whose appearance follows this one's (containers override).
  var appearanceChildren: [UIViewController] {
    shouldAutomaticallyForwardAppearanceMethods ? children : []
  }

  open override var next: UIResponder? { loadedView?.superview ?? parent }

  /// Adds a child controller (call `didMove(toParent:)` after adding its view).
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its container (call `willMove(toParent: nil)` first).
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// The navigation controller this controller is in, if any.
  open var navigationController: UINavigationController? {
    var current = parent
    while let c = current {
      if let nav = c as? UINavigationController { return nav }
      current = c.parent
    }
    return nil
  }
}

/// Why a view controller is appearing or disappearing, while it is.
enum Movement {
  case toParent, fromParent, beingPresented, beingDismissed
}

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
  case disappeared, appearing, appeared, disappearing
}
