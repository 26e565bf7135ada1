import Classroom

@testable import Testability

/// A small matrix for the reports: two patterns, `a` (a UI-free unit test, two others, three
/// scenarios) and `b` (no UI-free unit test), and three mutants:
///
/// - `m-one` (Login 7): every group kills it in `a`; in `b`, the other unit tests and the
///   scenarios;
/// - `m-two` (Product 3): in `a` it escapes the UI-free tests (its rule is in Views); in `b`
///   its cut does not build;
/// - `m-three` (Catalog 2): no group kills it in `a`, though its rule is in a UI-free role;
///   not cut in `b`.
nonisolated enum MatrixFixture {
  static let presenters = CutRole(title: "Presenters", isUIFree: true)
  static let views = CutRole(title: "Views", isUIFree: false)

  static var matrix: TestabilityMatrix {
    let killed = GroupVerdict.killed(["0 of 1 expected tests passed"])
    return TestabilityMatrix(
      patterns: [
        .init(name: "a", testTarget: "ATests", tests: [.uiFree: 1, .otherTests: 2, .scenarios: 3]),
        .init(name: "b", testTarget: "BTests", tests: [.uiFree: 0, .otherTests: 1, .scenarios: 3]),
      ],
      mutants: [
        AlignedMutant(
          id: "m-one", rule: "Login 7", spec: "The password field is emptied",
          mistake: "the password is kept", cuts: [:]),
        AlignedMutant(
          id: "m-two", rule: "Product 3", spec: "hidden while the field is valid",
          mistake: "the label never hides", cuts: [:]),
        AlignedMutant(
          id: "m-three", rule: "Catalog 2", spec: "250 ms after the last keystroke",
          mistake: "the search waits 300 ms", cuts: [:]),
      ],
      groups: TestGroup.allCases,
      cells: [
        .init(
          pattern: "a", mutant: "m-one",
          outcome: .measured([.uiFree: killed, .otherTests: killed, .scenarios: killed]),
          file: "Sources/A/Presenters/P.swift", role: presenters, seconds: 20),
        .init(
          pattern: "a", mutant: "m-two",
          outcome: .measured([.uiFree: .survived, .otherTests: killed, .scenarios: killed]),
          file: "Sources/A/Views/V.swift", role: views, seconds: 21.5),
        .init(
          pattern: "a", mutant: "m-three",
          outcome: .measured([.uiFree: .survived, .otherTests: .survived, .scenarios: .survived]),
          file: "Sources/A/Presenters/P.swift", role: presenters, seconds: 19),
        .init(
          pattern: "b", mutant: "m-one",
          outcome: .measured([.uiFree: .noTests, .otherTests: killed, .scenarios: killed]),
          file: "Sources/B/Controllers/C.swift",
          role: CutRole(title: "Controllers", isUIFree: false), seconds: 30),
        .init(
          pattern: "b", mutant: "m-two", outcome: .doesNotBuild(["C.swift:1:1: error: no"]),
          file: "Sources/B/Controllers/C.swift",
          role: CutRole(title: "Controllers", isUIFree: false), seconds: 9),
        .init(pattern: "b", mutant: "m-three", outcome: .notCut),
      ],
      seconds: 3725, jobs: 2, isolation: "scripted", cores: 4)
  }
}
