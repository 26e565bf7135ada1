/// A view controller that shows a SwiftUI view: UIKit's `UIHostingController`.
///
/// Its view holds the platform views (HeadlessUI's) the hierarchy draws into, so screen
/// renders, the `UIDriver` and leak audits work on it as on any UIKit screen. A
/// `NavigationStack` inside becomes a child `UINavigationController`; alerts and sheets are
/// presented from it. The screens the graph makes (navigation destinations, sheets) are
/// hosting controllers too.
open class UIHostingController<Content: View>: UIViewController {
  /// The view shown; setting it updates the hierarchy.
  public var rootView: Content {
    didSet { update() }
  }

  /// Sizing options (kept for source compatibility; layout is not solved).
  public var sizingOptions: UIHostingControllerSizingOptions = []

  let screen: ScreenContext
  let hostingView = HostingView()
  /// Whether the controller shows `rootView` itself (false for the screens the graph makes,
  /// whose content a node above provides).
  private let ownsHierarchy: Bool
  private var root: ViewNode?

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    screen = ScreenContext(controller: nil)
    ownsHierarchy = true
    super.init(nibName: nil, bundle: nil)
    screen.controller = self
  }

  /// A screen for content a node of another hierarchy provides.
  init(screenFor rootView: Content) {
    self.rootView = rootView
    screen = ScreenContext(controller: nil)
    ownsHierarchy = false
    super.init(nibName: nil, bundle: nil)
    screen.controller = self
  }

  public required init?(coder: NSCoder) { nil }

  open override func loadView() {
    view = hostingView
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    update()
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    screen.appeared()
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    screen.disappeared()
  }

  /// The size the view would like within `size` (here: `size`, as layout is not solved).
  public func sizeThatFits(in size: CGSize) -> CGSize { size }

  private func update() {
    guard ownsHierarchy, isViewLoaded else { return }
    var environment = EnvironmentValues()
    environment.screen = screen
    let traits = Traits(isScreenRoot: true)
    UpdateCycle.batch {
      if let root {
        root.update(to: rootView, environment: environment, traits: traits)
      } else {
        let node = ViewNode(
          view: rootView, environment: environment, traits: traits, identity: nil, parent: nil)
        node.host = hostingView
        root = node
        node.render()
        UpdateCycle.needsSync(node)
      }
    }
  }

  /// The hierarchy ends with the controller.
  isolated deinit {
    root?.unmount()
  }
}

/// A screen the graph makes: a navigation destination, a sheet.
typealias HostingScreenController = UIHostingController<AnyView>

extension UIHostingController where Content == AnyView {
  /// A screen whose content a node provides.
  static func makeScreen() -> UIHostingController<AnyView> {
    UIHostingController(screenFor: AnyView(EmptyView()))
  }
}

/// How a hosting controller sizes itself (kept for source compatibility).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Tracks the preferred content size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  /// Tracks the intrinsic content size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
