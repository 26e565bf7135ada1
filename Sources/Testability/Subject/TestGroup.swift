/// A group of tests `patterns mutate` asks of every mutant: does any of its tests fail?
///
/// The groups split what a pattern's tests can reach: its UI-free unit tests (the types of
/// its test files that import no UI module, as `patterns report` counts them), its other unit
/// tests (those that drive views, view controllers or the whole app), and the shared
/// scenarios, which play the app through its screens.
nonisolated public enum TestGroup: String, CaseIterable, Hashable, Sendable, Comparable {
  /// The pattern's unit tests whose files import no UI module.
  case uiFree = "ui-free"
  /// The pattern's other unit tests.
  case otherTests = "other"
  /// The shared scenario suite, played on the pattern.
  case scenarios

  /// Its name in tables: "UI-free unit tests".
  public var title: String {
    switch self {
    case .uiFree: "UI-free unit tests"
    case .otherTests: "other unit tests"
    case .scenarios: "shared scenarios"
    }
  }

  /// Its letter in a matrix cell: `U`, `O`, `S`.
  public var letter: String {
    switch self {
    case .uiFree: "U"
    case .otherTests: "O"
    case .scenarios: "S"
    }
  }

  /// Its key in JSON: `uiFree`, `otherTests`, `scenarios`.
  public var key: String {
    switch self {
    case .uiFree: "uiFree"
    case .otherTests: "otherTests"
    case .scenarios: "scenarios"
    }
  }

  /// Whether it runs Swift Testing tests (the build must then build them).
  public var isUnitTests: Bool { self != .scenarios }

  public static func < (lhs: TestGroup, rhs: TestGroup) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
