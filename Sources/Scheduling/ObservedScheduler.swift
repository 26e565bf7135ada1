/// A scheduler that reports every action scheduled, fired or cancelled on another one.
///
/// It forwards everything to `base` (whose clock it reads), numbering each action from 1 in
/// the order it was scheduled. Each number is reported once `.scheduled`, then once either
/// `.fired` (just before the action runs) or `.cancelled`. `cancelAll()` drops every waiting
/// action, releasing what it captured, whatever the base scheduler does with its own entry.
public final class ObservedScheduler: Scheduler {
  /// One thing that happened to a scheduled action.
  public enum Event: Hashable, Sendable, CustomStringConvertible {
    /// Action `id` was scheduled at time `at`, to run at `due`.
    case scheduled(id: Int, at: Duration, due: Duration)
    /// Action `id` is about to run, at time `at`.
    case fired(id: Int, at: Duration)
    /// Action `id` was cancelled at time `at` before it ran.
    case cancelled(id: Int, at: Duration)

    /// `#3 scheduled at 0 ms, due 400 ms`, `#3 fired at 400 ms`, `#3 cancelled at 120 ms`.
    public var description: String {
      switch self {
      case .scheduled(let id, let at, let due):
        "#\(id) scheduled at \(Self.ms(at)), due \(Self.ms(due))"
      case .fired(let id, let at): "#\(id) fired at \(Self.ms(at))"
      case .cancelled(let id, let at): "#\(id) cancelled at \(Self.ms(at))"
      }
    }

    static func ms(_ time: Duration) -> String {
      let (seconds, attoseconds) = time.components
      return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
  }

  /// The scheduler that keeps the time and runs the actions.
  public let base: Scheduler
  /// Hears every event, in order; `nil` hears nothing.
  public var observer: ((Event) -> Void)?
  /// Runs each action when it fires (`{ action in context.run(action) }` runs it in a context
  /// of the caller's); `nil` runs it as it is.
  public var aroundEachAction: ((@MainActor () -> Void) -> Void)?

  private final class Pending {
    var action: (@MainActor () -> Void)?
    var inner: Cancellable?
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  }

  private var pending: [Int: Pending] = [:]
  private var lastID = 0

  /// Wraps `base`, reporting to `observer`.
  public init(_ base: Scheduler, observer: ((Event) -> Void)? = nil) {
    self.base = base
    self.observer = observer
  }

  public var now: Duration { base.now }

  /// How many actions wait to run.
  public var pendingCount: Int { pending.count }

  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> Cancellable
  {
    lastID += 1
    let id = lastID
    let entry = Pending(action)
    pending[id] = entry
    observer?(.scheduled(id: id, at: now, due: now + max(delay, .zero)))
    entry.inner = base.schedule(after: delay) { [weak self, entry] in
      guard let action = entry.action else { return }
      entry.action = nil
      self?.pending[id] = nil
      self?.observer?(.fired(id: id, at: self?.now ?? .zero))
      if let around = self?.aroundEachAction { around(action) } else { action() }
    }
    return AnyCancellable { [weak self, entry] in
      guard entry.action != nil else { return }
      entry.action = nil
      entry.inner?.cancel()
      self?.pending[id] = nil
      self?.observer?(.cancelled(id: id, at: self?.now ?? .zero))
    }
  }

  /// Forgets every waiting action (cancelling it on the base), without reporting them.
  public func cancelAll() {
    let entries = pending.values
    pending.removeAll()
    for entry in entries {
      entry.action = nil
      entry.inner?.cancel()
    }
  }
}
