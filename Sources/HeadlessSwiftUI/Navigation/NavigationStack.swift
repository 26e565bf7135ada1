/// A stack of screens: SwiftUI's `NavigationStack`, drawn as a `UINavigationController`
/// (a child of the screen it is on) whose controllers host the root view and one view per
/// pushed value, made by the matching `navigationDestination(for:destination:)`.
///
/// With a `path` binding, the path is the stack: appending pushes, removing pops, and a
/// `NavigationLink(value:)` or `dismiss()` writes the path. Without one, the stack keeps its
/// own.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: PathAdapter?

  /// A stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// A stack over a type-erased path.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = PathAdapter(path)
  }

  /// A stack over a typed path.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = PathAdapter(path)
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack: PrimitiveView {
  func update(_ node: ViewNode) {
    let bridge = node.bridge { NavigationBridge(node: node) }
    let navigation = node.leaf { bridge.navigationController.view }
    _ = navigation
    bridge.attach(to: node.screen?.controller)
    bridge.path = path
    bridge.updateRoot(root)
    let values = node.tracked { path?.read() ?? [] }
    bridge.sync(values: values)
  }
}

/// Where to push: the stack a view is in.
extension EnvironmentValues {
  var navigation: NavigationBridge? {
    get { self[NavigationKey.self]?.bridge }
    set { self[NavigationKey.self] = WeakNavigation(bridge: newValue) }
  }
}

struct WeakNavigation {
  weak var bridge: NavigationBridge?
}

struct NavigationKey: EnvironmentKey { static var defaultValue: WeakNavigation? { nil } }
