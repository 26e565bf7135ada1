/// A scheduler on virtual time, for tests and scenarios.
///
/// Time stands still until `advance(by:)` moves it; then every action that falls due runs,
/// in time order, actions due at the same time in the order they were scheduled, including
/// actions scheduled by other actions while advancing. Nothing here reads a real clock.
public final class VirtualScheduler: Scheduler {
  private struct Entry {
    let dueTime: Duration
    let sequence: Int
    let action: @MainActor () -> Void
  }

  public private(set) var now: Duration
  private var entries: [Int: Entry] = [:]
  private var nextSequence = 0

  /// Creates a scheduler whose clock reads `now` (time 0 by default).
  public init(now: Duration = .zero) {
    self.now = now
  }

  /// How many actions are waiting to run.
  public var pendingCount: Int { entries.count }

  /// When the next waiting action falls due, if any.
  public var nextDueTime: Duration? { nextEntry()?.dueTime }

  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> Cancellable
  {
    let sequence = nextSequence
    nextSequence += 1
    entries[sequence] = Entry(dueTime: now + max(delay, .zero), sequence: sequence, action: action)
    return AnyCancellable { [weak self] in
      // Released after the removal, not during it: what the action captured may cancel more.
      let removed = self?.entries.removeValue(forKey: sequence)
      _ = removed
    }
  }

  /// Moves the clock forward by `duration`, running everything that falls due meanwhile.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "VirtualScheduler cannot go back in time")
    advance(to: now + duration)
  }

  /// Moves the clock to `time`, running everything due at or before it, in order.
  public func advance(to time: Duration) {
    while let entry = nextEntry(), entry.dueTime <= time {
      entries[entry.sequence] = nil
      now = entry.dueTime
      entry.action()
    }
    if time > now { now = time }
  }

  /// Runs everything due now, without moving the clock.
  public func runDue() {
    advance(by: .zero)
  }

  /// Forgets every waiting action, releasing what they captured.
  public func cancelAll() {
    // Released after the removal, not during it: what the actions captured may cancel more.
    let dropped = entries
    entries = [:]
    _ = dropped
  }

  private func nextEntry() -> Entry? {
    entries.values.min { ($0.dueTime, $0.sequence) < ($1.dueTime, $1.sequence) }
  }
}
