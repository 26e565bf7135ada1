import Foundation

/// Work shared out among threads: each lane takes the next item as it finishes one, and the
/// results come back in the items' order. For work that waits on child processes (one worker
/// per pattern), so that two cores serve two children at once.
nonisolated enum SideBySide {
  /// `transform` applied to every item, `lanes` items at a time; the first error thrown, if
  /// any, after every lane has stopped (a lane stops taking items once one has failed).
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], lanes: Int, _ transform: @Sendable (Item) throws -> Result
  ) throws -> [Result] {
    let shared = Shared<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(lanes, items.count))) { _ in
      while let index = shared.next() {
        do {
          shared.store(try transform(items[index]), at: index)
        } catch {
          shared.fail(error)
        }
      }
    }
    if let error = shared.error { throw error }
    return shared.results.map { $0! }
  }

  /// The lanes' shared progress, behind a lock.
  private final class Shared<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0
    private(set) var results: [Result?]
    private(set) var error: (any Error)?

    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// The next item's index, or nil when none is left or a lane has failed.
    func next() -> Int? {
      lock.withLock {
        guard error == nil, taken < results.count else { return nil }
        taken += 1
        return taken - 1
      }
    }

    func store(_ result: Result, at index: Int) { lock.withLock { results[index] = result } }

    func fail(_ failure: any Error) { lock.withLock { if error == nil { error = failure } } }
  }
}
