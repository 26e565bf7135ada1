import Classroom
import Foundation
import Grading
import GradingTesting
import Processes

@testable import Testability

/// A tiny project to plant mutants in, in a temporary folder, with a scripted sandbox that
/// plays its tests and scenarios from what the files say:
///
/// - `Sources/App/Rules.swift` holds `let limit = 6`; `AppTests.RuleTests/limitIsSix()` (a
///   UI-free test) and `AppTests.AppTests/playsThrough()` fail when it reads `limit = 5`.
/// - `Sources/App/View.swift` holds `let hidden = true`; `AppTests.ViewTests/hidesTheLabel()`
///   and the scenario "The label hides" fail when it reads `hidden = false`; the build fails
///   when it reads `BROKEN`.
/// - `PlainTests.ScreenTests/shows()` is the only test of the second pattern, `plain`.
nonisolated final class MutationFixture {
  let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("mutate-\(UUID().uuidString)")
  var project: URL { base.appendingPathComponent("project") }
  var work: URL { base.appendingPathComponent("work") }
  var suite: [ScenarioSource] {
    [
      ScenarioSource(
        url: base.appendingPathComponent("suite/app.scenario"), displayPath: "app.scenario")
    ]
  }

  static let listing = """
    AppTests.AppTests/playsThrough()
    AppTests.RuleTests/limitIsSix()
    AppTests.ViewTests/hidesTheLabel()
    PlainTests.ScreenTests/shows()

    """

  init() throws {
    try write("// swift-tools-version: 6.2\n", "project/Package.swift")
    try write("let limit = 6\n", "project/Sources/App/Rules.swift")
    try write("let hidden = true\n", "project/Sources/App/View.swift")
    try write(
      """
      scenario: The label hides
        expect greeting.label hidden
      scenario: The greeting reads Hello
        expect greeting.label text "Hello"

      """, "suite/app.scenario")
  }

  deinit { try? FileManager.default.removeItem(at: base) }

  func write(_ text: String, _ path: String) throws {
    let url = base.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: base.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The two patterns: `fake`, whose rules are UI-free and whose view is not, and `plain`,
  /// which has no UI-free test and no cut.
  static let subjects = [
    MutationSubject(
      name: "fake", testTarget: "AppTests", uiFreeFilter: #"^AppTests\.(RuleTests)/"#,
      roles: [
        "Sources/App/Rules.swift": CutRole(title: "Rules", isUIFree: true),
        "Sources/App/View.swift": CutRole(title: "Views", isUIFree: false),
      ]),
    MutationSubject(name: "plain", testTarget: "PlainTests", uiFreeFilter: nil),
  ]

  /// A mutant cut in `fake` only.
  static func mutant(_ id: String, _ rule: String, file: String, _ replace: String, _ with: String)
    -> AlignedMutant
  {
    AlignedMutant(
      id: id, rule: rule, spec: "the spec's words", mistake: "a careless \(id)",
      cuts: ["fake": MutantCut(file: "Sources/App/\(file).swift", replace: replace, with: with)])
  }

  /// The catalogue: killed by the UI-free and other tests; by the other tests and the
  /// scenarios; an equivalent mutant; one that does not build; one that no longer applies.
  static let mutants = [
    mutant("limit-five", "Login 1", file: "Rules", "limit = 6", "limit = 5"),
    mutant("label-shown", "Product 3", file: "View", "hidden = true", "hidden = false"),
    mutant("limit-six-again", "Login 2", file: "Rules", "limit = 6", "limit = 2 * 3"),
    mutant("broken-view", "Product 1", file: "View", "hidden = true", "hidden = BROKEN"),
    mutant("moved-rule", "Catalog 4", file: "Rules", "limit == 6", "limit == 7"),
  ]

  /// The scripted sandbox over the files it is shown. Test runs on the equivalent mutant end
  /// with status 1, which must not count: verdicts come from the event stream.
  static func sandbox(layers: Bool = true, cleanFails: Bool = false) -> ScriptedSandbox {
    ScriptedSandbox(layers: layers) { call in
      let rules = call.read("Sources/App/Rules.swift") ?? ""
      let view = call.read("Sources/App/View.swift") ?? ""
      if call.command.starts(with: ["swift", "test", "list"]) {
        return SandboxOutcome(ending: .exited(0), output: Data(listing.utf8))
      }
      if call.command.starts(with: ["swift", "build"]) {
        return view.contains("BROKEN")
          ? SandboxOutcome(
            ending: .exited(1),
            output: Data("Sources/App/View.swift:1:14: error: cannot find 'BROKEN'\n".utf8))
          : SandboxOutcome(ending: .exited(0))
      }
      if call.command.starts(with: ["swift", "test"]) {
        let filter = try! Regex(call.value("--filter") ?? "")
        let lowered = rules.contains("limit = 5") ? "the limit is 5" : nil
        let shown = view.contains("hidden = false") || cleanFails ? "the label shows" : nil
        let tests: [(String, String?)] = [
          ("AppTests.AppTests/playsThrough()", lowered),
          ("AppTests.RuleTests/limitIsSix()", lowered),
          ("AppTests.ViewTests/hidesTheLabel()", shown),
          ("PlainTests.ScreenTests/shows()", nil),
        ].filter { $0.0.contains(filter) }
        let outcome = call.testRun(ids: tests)
        return rules.contains("2 * 3") ? SandboxOutcome(ending: .exited(1)) : outcome
      }
      return call.worker { scenario in
        scenario.name == "The label hides" && view.contains("hidden = false") ? "shown" : nil
      }
    }
  }

  /// A run of `mutants` over both patterns.
  func run(
    _ sandbox: ScriptedSandbox, mutants: [AlignedMutant] = MutationFixture.mutants,
    groups: [TestGroup] = TestGroup.allCases,
    progress: @escaping @Sendable (String) -> Void = { _ in }
  ) -> MutationRun {
    MutationRun(
      subjects: Self.subjects, mutants: mutants, groups: groups, suite: suite, sandbox: sandbox,
      timeLimit: .seconds(60), progress: progress)
  }
}
