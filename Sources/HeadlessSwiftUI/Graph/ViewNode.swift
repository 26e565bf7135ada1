@_spi(SwiftUI) import Observation

/// One view at one place in the hierarchy: the graph's unit of identity, state and update.
///
/// A node keeps the view value last given to it, its environment and traits, the storage of
/// its `@State` and `@FocusState` properties, its children, and (for views that draw) its
/// platform view. A composite view's body is evaluated under observation tracking, so the
/// node is updated again exactly when something its body read changes; its children are
/// updated only when the view values given to them differ from the last ones.
@MainActor
final class ViewNode {
  weak var parent: ViewNode?
  private(set) var view: any View
  private(set) var environment: EnvironmentValues
  private(set) var traits: Traits
  /// The children, in order. Detached children (a sheet's content, a navigation
  /// destination, a list's rows) draw elsewhere and are kept by their owner, not here.
  var children: [ViewNode] = []
  /// Who this node is among its siblings, besides its position and type: a `ForEach`
  /// element's id, a conditional's branch, `id(_:)`.
  let identity: AnyHashable?
  let depth: Int
  private(set) var isMounted = true
  var isDirty = false
  /// A list's row whose list changed: its view may be out of date (a binding to an element
  /// that moved or went), so neither it nor its descendants update until its list gives it
  /// its view again (see `ViewNode+Awaiting.swift`).
  var awaitsView = false
  /// Whether this node is a list's row (`awaitsView` is only ever set on one); set by the
  /// list before the row renders.
  var isListRow = false
  /// Whether a list's row is above this node: only then can an update wait for one.
  let isInListRow: Bool
  /// The descendants whose updates waited for this row's view.
  var heldUpdates: [WeakNode] = []
  private var hasRendered = false
  private var storage: [String: AnyObject] = [:]
  private var trackingToken: TrackingToken?

  /// The view this node draws into, when it draws (a label, a field, a stack's container).
  var platformView: UIView?
  /// Whether `platformView` holds the children's platform views (a stack) or is a leaf.
  var isContainer = false
  /// Where this node's platform views go when it is the root of a screen, a row or a sheet.
  weak var host: PlatformHost?
  /// Helper objects of the view kind (a text field's bridge, a list's data source…).
  var bridge: AnyObject?
  /// What this node does when it appears and disappears on its screen.
  var lifecycle: NodeLifecycle?
  /// For a composed modifier: the content its body's `content` stands for.
  var composedContent: (view: any View, environment: EnvironmentValues, traits: Traits)?

  init(
    view: any View, environment: EnvironmentValues, traits: Traits, identity: AnyHashable?,
    parent: ViewNode?
  ) {
    self.view = view
    self.environment = environment
    self.traits = traits
    self.identity = identity
    self.parent = parent
    depth = (parent?.depth ?? -1) + 1
    isInListRow = parent.map { $0.isListRow || $0.isInListRow } ?? false
  }

  /// The type of the node's view: a child keeps its node only while its type stays.
  var viewType: ObjectIdentifier { ObjectIdentifier(type(of: view)) }

  /// The screen the node is on (its environment's).
  var screen: ScreenContext? { environment.screen }

  // MARK: Updating

  /// Gives the node a new view value, environment and traits, and updates it unless nothing
  /// it depends on changed.
  func update(to newView: any View, environment newEnvironment: EnvironmentValues, traits: Traits) {
    let unchanged =
      hasRendered && !isDirty && !UpdateCycle.rebuildsEverything
      && newEnvironment.isIdentical(to: environment) && traits == self.traits
      && ViewEquality.equal(view, newView)
    view = newView
    environment = newEnvironment
    self.traits = traits
    receivedView()
    if unchanged {
      UpdateCycle.statistics.skippedUpdates += 1
      return
    }
    render()
  }

  /// Updates the node with its current view: a composite view's body is evaluated again,
  /// a primitive view updates its platform view and children.
  func render() {
    guard isMounted, !holdsUpdate() else { return }
    isDirty = false
    hasRendered = true
    if let primitive = view as? any PrimitiveView {
      UpdateCycle.statistics.primitiveUpdates += 1
      primitive.update(self)
    } else {
      let view = view
      DynamicProperties.install(view, in: self)
      let body = tracked {
        UpdateCycle.statistics.bodyEvaluations += 1
        return view.anyBody
      }
      updateChildren([body])
    }
  }

  /// Runs `read` under observation tracking: when anything it read changes, the node is
  /// updated again. Only the latest tracking of a node counts.
  func tracked<T>(_ read: () -> T) -> T {
    trackingToken?.isCurrent = false
    let token = TrackingToken(node: self)
    trackingToken = token
    return withObservationTracking(
      read, willSet: { _ in token.willChange() }, didSet: { token.changed($0) })
  }

  /// Marks the node for an update in the current update cycle.
  func invalidate() {
    guard isMounted, !isDirty else { return }
    isDirty = true
    UpdateCycle.enqueue(self)
  }

  // MARK: Storage

  /// The storage of the `@State` or `@FocusState` property `key`, made with `initial` the
  /// first time.
  func storage<Value>(_ key: String, initial: Value) -> StateBox<Value> {
    if let box = storage[key] as? StateBox<Value> { return box }
    let box = StateBox(initial)
    storage[key] = box
    return box
  }

  /// The node's helper object of type `T`, made by `make` the first time.
  func bridge<T: AnyObject>(_ make: () -> T) -> T {
    if let bridge = bridge as? T { return bridge }
    let made = make()
    bridge = made
    return made
  }

  // MARK: Mounting

  /// Takes the node out of the hierarchy: its children first, its lifecycle ends, its
  /// platform view leaves its container.
  func unmount() {
    guard isMounted else { return }
    for child in children { child.unmount() }
    children = []
    lifecycle?.unmounted(self)
    (bridge as? NodeBridge)?.nodeWillUnmount(self)
    trackingToken?.isCurrent = false
    trackingToken = nil
    isMounted = false
    platformView?.removeFromSuperview()
    if screen?.identifierOwner === self { screen?.setIdentifier(nil, owner: self) }
  }
}

/// A helper that must hear when its node leaves the hierarchy.
@MainActor
protocol NodeBridge: AnyObject {
  func nodeWillUnmount(_ node: ViewNode)
}

/// Connects one observation tracking to its node: a change marks the node for update, unless
/// the node has tracked again since (then the change is about reads that no longer count).
///
/// Every change is announced to all its observers before it is made (`willSet`) and
/// reported to all of them after (`didSet`): the update cycle waits until the last observer
/// heard the change, so the nodes it marked are updated together, shallowest first. The
/// tracking is cancelled once no change it heard is still being reported.
final class TrackingToken: @unchecked Sendable {
  weak var node: ViewNode?
  var isCurrent = true
  private var reporting = 0

  init(node: ViewNode) {
    self.node = node
  }

  nonisolated func willChange() {
    onMainActor {
      self.reporting += 1
      UpdateCycle.beginChange()
    }
  }

  nonisolated func changed(_ tracking: ObservationTracking) {
    onMainActor {
      self.reporting -= 1
      if self.isCurrent {
        self.isCurrent = false
        self.node?.invalidate()
      }
      if self.reporting == 0 { tracking.cancel() }
      UpdateCycle.endChange()
    }
  }

  /// Runs `work` now on the main actor, or later on it from another thread.
  private nonisolated func onMainActor(_ work: @escaping @MainActor () -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
  }

  nonisolated deinit {}
}

/// Whether code runs on the main queue, where the main actor runs (its thread need not be
/// the process's first one: test runners drain the main queue elsewhere).
enum MainQueue {
  nonisolated private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  nonisolated static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
