/// A navigation stack's controllers and the nodes of its screens.
final class NavigationBridge: NodeBridge {
  let navigationController = UINavigationController()
  var path: PathAdapter?
  private weak var node: ViewNode?
  private let rootScreen = HostingScreenController.makeScreen()
  private var rootNode: ViewNode?
  private var destinations: [ObjectIdentifier: (AnyHashable) -> any View] = [:]
  /// Values pushed without a path binding, and views pushed by `NavigationLink(destination:)`.
  private var ownValues: [AnyHashable] = []
  private var pushedViews: [(id: Int, view: any View)] = []
  private var nextViewID = 0
  private var screens: [Screen] = []
  private var pathValues: [AnyHashable] = []

  struct Screen {
    var key: AnyHashable
    var controller: HostingScreenController
    var node: ViewNode
  }

  init(node: ViewNode) {
    self.node = node
  }

  /// Makes the navigation controller a child of the controller of the screen it is on.
  func attach(to parent: UIViewController?) {
    guard let parent, navigationController.parent !== parent else { return }
    parent.addChild(navigationController)
    UpdateCycle.afterUpdate { [weak self] in
      guard let self else { return }
      navigationController.didMove(toParent: navigationController.parent)
    }
  }

  /// Updates the root screen's view.
  func updateRoot(_ root: any View) {
    guard let node else { return }
    let environment = screenEnvironment(rootScreen, dismiss: nil)
    if let rootNode {
      rootNode.update(to: root, environment: environment, traits: Traits(isScreenRoot: true))
    } else {
      let made = ViewNode(
        view: root, environment: environment, traits: Traits(isScreenRoot: true), identity: nil,
        parent: node)
      made.host = rootScreen.hostingView
      rootNode = made
      _ = rootScreen.view
      made.render()
      UpdateCycle.needsSync(made)
      // The root screen comes onto the stack named (its content set its identifier).
      navigationController.setViewControllers([rootScreen], animated: false)
    }
  }

  /// The environment of one of the stack's screens.
  private func screenEnvironment(_ screen: HostingScreenController, dismiss: (() -> Void)?)
    -> EnvironmentValues
  {
    var environment = node?.environment ?? EnvironmentValues()
    screen.screen.dismiss = dismiss
    environment.screen = screen.screen
    environment.navigation = self
    return environment
  }

  // MARK: Destinations

  /// `navigationDestination(for:destination:)`: how to show values of `type`. Screens of that
  /// type already pushed are updated with it.
  func register(_ valueType: Any.Type, destination: @escaping (AnyHashable) -> any View) {
    destinations[ObjectIdentifier(valueType)] = destination
    for screen in screens where type(of: screen.key.base) == valueType {
      screen.node.update(
        to: destination(screen.key), environment: screen.node.environment,
        traits: Traits(isScreenRoot: true))
    }
  }

  /// Pushes `value`: onto the path binding, or the stack's own path.
  func push(_ value: AnyHashable) {
    if let path {
      if !path.append(value) {
        print(
          "HeadlessSwiftUI: the navigation path cannot hold a value of type \(type(of: value.base))"
        )
      }
    } else {
      ownValues.append(value)
      node?.invalidate()
    }
  }

  /// Pushes a view (`NavigationLink(destination:)`).
  func push(view: any View) {
    nextViewID += 1
    pushedViews.append((nextViewID, view))
    node?.invalidate()
  }

  /// Brings the controllers in line with the path: pops what is gone, pushes what is new.
  func sync(values: [AnyHashable]) {
    pathValues = values
    let wanted: [(key: AnyHashable, view: () -> (any View)?)] =
      (values + ownValues).map { value in
        (value, { self.destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) } })
      } + pushedViews.map { pushed in (AnyHashable(ViewKey(id: pushed.id)), { pushed.view }) }
    var kept = 0
    while kept < min(wanted.count, screens.count), screens[kept].key == wanted[kept].key {
      kept += 1
    }
    for screen in screens.dropFirst(kept) { screen.node.unmount() }
    screens.removeLast(screens.count - kept)
    for (index, entry) in wanted.enumerated().dropFirst(kept) {
      guard let view = entry.view() else {
        print(
          "HeadlessSwiftUI: no navigationDestination for a value of type \(type(of: entry.key.base))"
        )
        break
      }
      screens.append(makeScreen(key: entry.key, view: view, depth: index))
    }
    let controllers = [rootScreen] + screens.map(\.controller)
    if navigationController.viewControllers.count != controllers.count
      || !zip(navigationController.viewControllers, controllers).allSatisfy({ $0 === $1 })
    {
      navigationController.setViewControllers(controllers, animated: true)
    }
  }

  private func makeScreen(key: AnyHashable, view: any View, depth: Int) -> Screen {
    let controller = HostingScreenController.makeScreen()
    let environment = screenEnvironment(controller) { [weak self] in self?.pop(to: depth) }
    let screenNode = ViewNode(
      view: view, environment: environment, traits: Traits(isScreenRoot: true), identity: key,
      parent: node)
    screenNode.host = controller.hostingView
    _ = controller.view
    screenNode.render()
    UpdateCycle.needsSync(screenNode)
    return Screen(key: key, controller: controller, node: screenNode)
  }

  /// Pops back so that `depth` screens stay above the root.
  func pop(to depth: Int) {
    var remove = screens.count - depth
    guard remove > 0 else { return }
    let views = min(remove, pushedViews.count)
    pushedViews.removeLast(views)
    remove -= views
    let own = min(remove, ownValues.count)
    ownValues.removeLast(own)
    remove -= own
    if remove > 0 { path?.removeLast(remove) }
    node?.invalidate()
  }

  func nodeWillUnmount(_ node: ViewNode) {
    rootNode?.unmount()
    for screen in screens { screen.node.unmount() }
    screens = []
    navigationController.setViewControllers([], animated: false)
    navigationController.willMove(toParent: nil)
    navigationController.view.removeFromSuperview()
    navigationController.removeFromParent()
  }
}

/// The key of a screen pushed as a view.
struct ViewKey: Hashable {
  let id: Int
}
