import Reactive
import Scheduling

/// Virtual time in ticks, as RxTest counts it.
public typealias TestTime = Int

/// A scheduler on virtual time measured in integer ticks, for marble tests (RxTest's shape).
///
/// It is a `Scheduling.Scheduler`, so it can be handed to `debounce(_:scheduler:)`. As in
/// RxTest, one tick is one second by default: with `debounce(.seconds(20), scheduler:
/// scheduler)` an element at 210 is sent at 230. `TestScheduler(initialClock: 0, resolution:
/// 0.001)` makes a tick one millisecond. As in RxTest, anything scheduled at or before the
/// current tick runs one tick later; a delay shorter than a tick is rounded up to one tick.
public final class TestScheduler: Scheduler {
  /// RxTest's default times for `start`.
  public enum Defaults {
    /// When the sequence under test is created: 100.
    public static let created = 100
    /// When it is subscribed to: 200.
    public static let subscribed = 200
    /// When the subscription is disposed: 1000.
    public static let disposed = 1000
  }

  private struct Item {
    let time: TestTime
    let sequence: Int
    let action: () -> Void
  }

  /// The current virtual time, in ticks.
  public private(set) var clock: TestTime
  private let resolution: Duration
  private let simulateProcessingDelay: Bool
  private var items: [Int: Item] = [:]
  private var nextSequence = 0
  private var isRunning = false

  /// A scheduler at `initialClock`; `resolution` is the seconds one tick lasts (1 by default,
  /// as in RxTest; 0.001: one millisecond); with `simulateProcessingDelay`, work scheduled
  /// "now" runs one tick later.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    self.clock = initialClock
    self.resolution = .nanoseconds(Int64((resolution * 1_000_000_000).rounded()))
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// The clock as a `Duration` since time 0.
  public var now: Duration { resolution * clock }

  /// Runs `action` after `delay`, rounded up to whole ticks.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> Cancellable
  {
    let ticks = Int((max(delay, .zero) / resolution).rounded(.up))
    let sequence = enqueue(at: clock + ticks, action)
    return AnyCancellable { [weak self] in self?.items[sequence] = nil }
  }

  /// Runs `action` at virtual time `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    enqueue(at: time, action)
  }

  /// Runs everything scheduled, in time order, until nothing is left or `stop()` is called.
  public func start() {
    isRunning = true
    while isRunning, let item = nextItem() {
      run(item)
    }
    isRunning = false
  }

  /// Stops `start()` after the action that is running.
  public func stop() {
    isRunning = false
  }

  /// Runs everything due at or before `time`, then sets the clock to `time`.
  public func advanceTo(_ time: TestTime) {
    precondition(time >= clock, "TestScheduler cannot go back in time")
    while let item = nextItem(), item.time <= time {
      run(item)
    }
    clock = time
  }

  /// Moves the clock forward by `ticks` without running anything.
  public func sleep(_ ticks: TestTime) {
    clock += ticks
  }

  @discardableResult
  private func enqueue(at time: TestTime, _ action: @escaping () -> Void) -> Int {
    let adjusted = time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    let sequence = nextSequence
    nextSequence += 1
    items[sequence] = Item(time: adjusted, sequence: sequence, action: action)
    return sequence
  }

  private func nextItem() -> Item? {
    items.values.min { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
  }

  private func run(_ item: Item) {
    items[item.sequence] = nil
    if item.time > clock { clock = item.time }
    item.action()
  }
}
