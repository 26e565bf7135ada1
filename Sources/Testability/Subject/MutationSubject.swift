import Foundation
import Grading

/// A pattern as `patterns mutate` sees it, as data: its name, its test target, which of its
/// tests are UI-free, and the role each cut file plays in it. The command builds it from the
/// pattern's description; nothing here names a pattern.
nonisolated public struct MutationSubject: Hashable, Sendable {
  /// The pattern's name: `mvp`.
  public var name: String
  /// The test target of its unit tests: `MVPTests`.
  public var testTarget: String
  /// The `swift test --filter` selecting its UI-free unit tests (`UIFreeUnitTests.filter`:
  /// `^MVPTests\.(CatalogPresenterTests|LoginPresenterTests)/`); nil when it has none.
  public var uiFreeFilter: String?
  /// The role of each file a cut changes, by path (`Sources/MVP/Presenters/X.swift`).
  public var roles: [String: CutRole]

  /// Describes a pattern.
  public init(
    name: String, testTarget: String, uiFreeFilter: String?, roles: [String: CutRole] = [:]
  ) {
    self.name = name
    self.testTarget = testTarget
    self.uiFreeFilter = uiFreeFilter
    self.roles = roles
  }

  /// The tests of `group` in `listing` (the clean base's `swift test list`) and the filter
  /// that runs exactly them; nil when the group has no test here (or is the scenarios).
  ///
  /// The other unit tests are the target's tests the UI-free filter leaves, selected by
  /// their types (`^(MVPTests\.LoginViewControllerTests|MVPTests\.MVPAppTests)/`).
  public func plan(_ group: TestGroup, listing: String) -> TestPlan? {
    let uiFree = uiFreeFilter.map { StepRunner.tests(in: listing, matching: $0) } ?? []
    switch group {
    case .scenarios:
      return nil
    case .uiFree:
      guard let uiFreeFilter, !uiFree.isEmpty else { return nil }
      return TestPlan(filter: uiFreeFilter, tests: uiFree)
    case .otherTests:
      let target = NSRegularExpression.escapedPattern(for: testTarget)
      let all = StepRunner.tests(in: listing, matching: "^\(target)[./]")
      let others = all.filter { !uiFree.contains($0) }
      var types: [String] = []
      for id in others {
        let type = String(id.prefix { $0 != "/" })
        if !types.contains(type) { types.append(type) }
      }
      guard !types.isEmpty else { return nil }
      let filter =
        "^(" + types.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        + ")/"
      return TestPlan(filter: filter, tests: StepRunner.tests(in: listing, matching: filter))
    }
  }
}

/// The unit tests of one group: the filter that runs them and their ids.
nonisolated public struct TestPlan: Hashable, Sendable {
  /// The `swift test --filter` expression.
  public var filter: String
  /// The tests it runs, as `swift test list` names them.
  public var tests: [String]
}

/// The role a cut file plays in its pattern, as the pattern's description names it.
nonisolated public struct CutRole: Hashable, Sendable {
  /// The role's title (`Presenters`, `View models`), or the module's name for a file outside
  /// the pattern's module.
  public var title: String
  /// Whether the role is UI-free (its files import no UI module).
  public var isUIFree: Bool

  /// Describes a role.
  public init(title: String, isUIFree: Bool) {
    self.title = title
    self.isUIFree = isUIFree
  }
}
