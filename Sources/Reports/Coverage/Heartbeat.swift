import Foundation

/// Calls `beat` every `interval` on a thread of its own until stopped, so that a long step
/// (the instrumented build, a test run) keeps saying it is alive: a teacher never stares at
/// a frozen line. `beat` returns the line to show, or nil to show nothing this time.
nonisolated final class Heartbeat: @unchecked Sendable {
  private let stopped = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts beating; the first beat comes one `interval` from now.
  init(
    every interval: Duration, beat: @escaping @Sendable (_ elapsed: Duration) -> String?,
    show: @escaping @Sendable (String) -> Void
  ) {
    let start = ContinuousClock.now
    let stopped = stopped
    let finished = finished
    Thread.detachNewThread {
      while stopped.wait(timeout: Self.deadline(after: interval)) == .timedOut {
        if let line = beat(ContinuousClock.now - start) { show(line) }
      }
      finished.signal()
    }
  }

  /// Stops beating; no beat comes after this returns.
  func stop() {
    stopped.signal()
    finished.wait()
  }

  /// Runs `body` with a heartbeat around it.
  static func around<Value>(
    every interval: Duration, beat: @escaping @Sendable (Duration) -> String?,
    show: @escaping @Sendable (String) -> Void, _ body: () throws -> Value
  ) rethrows -> Value {
    let heartbeat = Heartbeat(every: interval, beat: beat, show: show)
    defer { heartbeat.stop() }
    return try body()
  }

  private static func deadline(after interval: Duration) -> DispatchTime {
    let (seconds, attoseconds) = max(interval, .milliseconds(1)).components
    return .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
