/// What a node does when its screen shows it and stops showing it: `onAppear`,
/// `onDisappear`, `task`.
final class NodeLifecycle {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var task: ViewTask?
  private(set) var isAppeared = false
  private var running: Task<Void, Never>?
  private var runningID: AnyHashable?

  /// The view appears: `onAppear`, then the task starts.
  func appear(_ node: ViewNode) {
    guard !isAppeared else { return }
    isAppeared = true
    onAppear?()
    startTask(node)
  }

  /// The view disappears: the task is cancelled, then `onDisappear`.
  func disappear(_ node: ViewNode) {
    guard isAppeared else { return }
    isAppeared = false
    cancelTask()
    onDisappear?()
  }

  func unmounted(_ node: ViewNode) {
    disappear(node)
  }

  /// The task's id changed while shown: the old one is cancelled, a new one starts.
  func restartIfNeeded(_ node: ViewNode) {
    guard isAppeared, let task, task.id != runningID else { return }
    cancelTask()
    startTask(node)
  }

  private func startTask(_ node: ViewNode) {
    guard let task else { return }
    runningID = task.id
    running = ViewTasks.start(task.action, scheduler: node.environment.taskScheduler)
  }

  private func cancelTask() {
    running?.cancel()
    running = nil
    runningID = nil
  }
}

/// A `task` modifier's work.
struct ViewTask {
  var id: AnyHashable?
  var action: @MainActor () async -> Void
}

/// `onAppear`, `onDisappear` and `task`.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var task: ViewTask?

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    let isNew = node.lifecycle == nil
    let lifecycle = node.lifecycle ?? NodeLifecycle()
    node.lifecycle = lifecycle
    lifecycle.onAppear = onAppear
    lifecycle.onDisappear = onDisappear
    lifecycle.task = task
    node.updateChildren([content])
    if isNew {
      node.screen?.register(node)
    } else {
      lifecycle.restartIfNeeded(node)
    }
  }
}

extension View {
  /// Runs `action` when the view appears (and again each time its screen appears again).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action))
  }

  /// Runs `action` when the view disappears.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onDisappear: action))
  }

  /// Starts `action` when the view appears and cancels it when it disappears. Its
  /// `Task.sleep` calls sleep on the environment's `taskScheduler` when one is set (see
  /// `ViewTasks`), so virtual time drives it.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: ViewTask(id: nil, action: action)))
  }

  /// Like `task(priority:_:)`, and restarted (the old one cancelled) when `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: ViewTask(id: AnyEquatableID(value), action: action)))
  }
}

/// An equatable value as a hashable id (hashing only its type).
struct AnyEquatableID: Hashable {
  let value: Any
  let equals: (Any) -> Bool
  let typeID: ObjectIdentifier

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
    typeID = ObjectIdentifier(T.self)
  }

  static func == (lhs: AnyEquatableID, rhs: AnyEquatableID) -> Bool { lhs.equals(rhs.value) }
  func hash(into hasher: inout Hasher) { hasher.combine(typeID) }
}

/// `onChange(of:initial:_:)`: runs the action after an update in which the value changed.
struct ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    let memory = node.bridge { ChangeMemory<V>() }
    let new = value
    if let old = memory.value, old != new {
      let action = action
      UpdateCycle.afterUpdate { action(old, new) }
    } else if memory.value == nil, initial {
      let action = action
      UpdateCycle.afterUpdate { action(new, new) }
    }
    memory.value = new
    node.updateChildren([content])
  }
}

/// The value an `onChange` saw last.
final class ChangeMemory<V> {
  var value: V?
}

extension View {
  /// Runs `action` with the old and new value when `value` changes (and at first, with
  /// `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (and at first, with `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes (the older form).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}
