/// One of N slices of a class's submissions (`patterns grade --shard K/N`), so that a CI
import Classroom
import Grading
/// matrix can grade a class on N machines and merge the parts.
///
/// Submissions are sorted by name (then path) and dealt in turn: the K-th slice takes the
/// 1st…, K-th, (K+N)-th, (K+2N)-th… submissions. The same names always give the same slices.
nonisolated public struct GradeShard: Hashable, Sendable, CustomStringConvertible {
  /// Which slice, from 1.
  public var index: Int
  /// How many slices.
  public var count: Int

  /// The slice `index` of `count`; nil unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// `K/N` as written on the command line (`2/4`); nil when it is not one.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  /// This slice of `items`, once sorted by `key` (ties keep their order).
  public func slice<Item>(_ items: [Item], by key: (Item) -> String) -> [Item] {
    let sorted = items.enumerated().sorted {
      (key($0.element), $0.offset) < (key($1.element), $1.offset)
    }
    return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element.element)
  }
}
