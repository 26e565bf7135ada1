/// When the graph updates: as soon as an observed value has changed (and every observer of
/// the change has heard of it), whether the change comes from a user's event, a scheduler's
/// action or a view's own code; an update the graph starts itself (a new hierarchy, a screen
/// appearing) is applied once, when it ends.
///
/// A node is marked when something it read changes (observation's `didSet`, after the value
/// is stored), and the marked nodes are updated, shallowest first; a change made during an
/// update is handled in the same cycle. Then containers place their platform views, then
/// the actions that wait for an update run (appearances, `onChange`, focus), which may
/// mark more nodes.
@MainActor
enum UpdateCycle {
  /// What the graph did since the process started (or since `statistics` was reset).
  struct Statistics: Equatable {
    /// Bodies of views and modifiers evaluated.
    var bodyEvaluations = 0
    /// Updates of views that draw (a field's text, a stack's children…).
    var primitiveUpdates = 0
    /// Views given a value equal to their last one, and so left alone.
    var skippedUpdates = 0
  }

  static var statistics = Statistics()

  /// Whether every change updates the whole hierarchy (`ViewGraph.rebuildsEverything`).
  static var rebuildsEverything: Bool { ViewGraph.rebuildsEverything }

  private static var dirty: [ViewNode] = []
  private static var syncs: [ViewNode] = []
  private static var actions: [() -> Void] = []
  private static var batchDepth = 0
  /// Changes announced (observation's `willSet`) whose observers have not all heard of them.
  private static var changesReporting = 0
  private static var isUpdating = false

  /// Marks `node` for update; updates at once unless an event or an update is under way.
  static func enqueue(_ node: ViewNode) {
    if rebuildsEverything {
      var root = node
      while let parent = root.parent { root = parent }
      root.isDirty = true
      dirty.append(root)
    } else {
      dirty.append(node)
    }
    updateIfIdle()
  }

  /// Runs a user's event (a keystroke, a tap): each change it makes updates the views at
  /// once, so they are up to date when its code returns, and a trace sees which code made
  /// each change. `onChange` actions run after the update that saw the change.
  static func event<T>(_ work: () throws -> T) rethrows -> T {
    try work()
  }

  /// Runs `work` as one update the graph starts itself: its changes are applied once, when
  /// it ends.
  static func batch<T>(_ work: () throws -> T) rethrows -> T {
    batchDepth += 1
    defer {
      batchDepth -= 1
      updateIfIdle()
    }
    return try work()
  }

  /// An observed value is about to change: wait for all its observers to hear of it.
  static func beginChange() {
    changesReporting += 1
  }

  /// One observer heard of a change.
  static func endChange() {
    changesReporting -= 1
    updateIfIdle()
  }

  /// The container (or host) `node` must place its platform views again.
  static func needsSync(_ node: ViewNode) {
    syncs.append(node)
  }

  /// Runs `action` once the current update has placed every view.
  static func afterUpdate(_ action: @escaping () -> Void) {
    actions.append(action)
    updateIfIdle()
  }

  private static func updateIfIdle() {
    guard batchDepth == 0, changesReporting == 0, !isUpdating else { return }
    update()
  }

  /// Updates everything marked, until nothing is left (at most 100 rounds: a view whose
  /// update always changes what it reads would never settle).
  static func update() {
    isUpdating = true
    defer { isUpdating = false }
    var rounds = 0
    while !dirty.isEmpty || !syncs.isEmpty || !actions.isEmpty, rounds < 100 {
      rounds += 1
      while !dirty.isEmpty {
        let marked = dirty.sorted { $0.depth < $1.depth }
        dirty = []
        for node in marked where node.isDirty { node.render() }
      }
      let placing = syncs.sorted { $0.depth > $1.depth }
      syncs = []
      for node in placing { node.syncPlatform() }
      let waiting = actions
      actions = []
      for action in waiting { action() }
    }
    if rounds == 100 {
      print("HeadlessSwiftUI: the views did not settle after 100 update rounds")
      dirty = []
      actions = []
    }
  }
}
