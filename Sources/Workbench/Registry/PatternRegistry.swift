import Scenarios

/// Every implementation of the Storefront app the runner knows, in the order reports list
/// them. Adding a pattern is one line here: its name, a one-line summary, its entry point.
public enum PatternRegistry {
  /// The registered patterns.
  nonisolated public static let all: [Pattern] = []
}
