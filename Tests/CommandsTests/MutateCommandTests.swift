import Assertions
import Classroom
import CommandLineKit
import Foundation
import GradingTesting
import PatternModel
import Processes
import Registry
import Testability
import Testing

@testable import Commands
import ToolTesting

/// `patterns mutate` over a fake pattern whose presenter test imports no UI module and whose
/// view test does, in a scripted sandbox; and the bundled catalogue against the registry.
struct MutateCommandTests {
  let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("mutate-command-\(UUID().uuidString)")
  var root: URL { base.appendingPathComponent("project") }

  /// `fake`: module `FAKE`, a UI-free role `Presenters` and a role `Views`.
  let pattern = fakePattern(
    "fake", roles: [PatternRole("Presenters", isUIFree: true), PatternRole("Views")])

  let catalog = try! MutantCatalog(mutants: [
    AlignedMutant(
      id: "limit-five", rule: "Login 1", spec: "at least 6 characters", mistake: "5 are enough",
      cuts: [
        "fake": MutantCut(
          file: "Sources/FAKE/Presenters/Rules.swift", replace: "limit = 6", with: "limit = 5")
      ]),
    AlignedMutant(
      id: "label-shown", rule: "Product 3", spec: "hidden while valid", mistake: "never hidden",
      cuts: [
        "fake": MutantCut(
          file: "Sources/FAKE/Views/View.swift", replace: "hidden = true", with: "hidden = false")
      ]),
  ])

  init() throws {
    for (path, text) in [
      ("project/Package.swift", "// swift-tools-version: 6.2\n"),
      ("project/Sources/FAKE/Presenters/Rules.swift", "let limit = 6\n"),
      ("project/Sources/FAKE/Views/View.swift", "let hidden = true\n"),
      (
        "project/Tests/FAKETests/RuleTests.swift",
        "import Testing\nstruct RuleTests { @Test func six() {} }\n"
      ),
      (
        "project/Tests/FAKETests/ViewTests.swift",
        "import HeadlessUI\nimport Testing\nstruct ViewTests { @Test func hides() {} }\n"
      ),
      ("suite/app.scenario", "scenario: The label hides\n  expect greeting.label hidden\n"),
    ] {
      let url = base.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// A sandbox playing the fake pattern's tests and scenario from its files.
  static let sandbox = ScriptedSandbox { call in
    let rules = call.read("Sources/FAKE/Presenters/Rules.swift") ?? ""
    let view = call.read("Sources/FAKE/Views/View.swift") ?? ""
    if call.command.starts(with: ["swift", "test", "list"]) {
      return SandboxOutcome(
        ending: .exited(0),
        output: Data("FAKETests.RuleTests/six()\nFAKETests.ViewTests/hides()\n".utf8))
    }
    if call.command.starts(with: ["swift", "build"]) { return SandboxOutcome(ending: .exited(0)) }
    if call.command.starts(with: ["swift", "test"]) {
      let filter = try! Regex(call.value("--filter") ?? "")
      return call.testRun(
        ids: [
          ("FAKETests.RuleTests/six()", rules.contains("limit = 5") ? "five" : nil),
          ("FAKETests.ViewTests/hides()", view.contains("false") ? "shown" : nil),
        ].filter { $0.0.contains(filter) })
    }
    return call.worker { _ in view.contains("false") ? "shown" : nil }
  }

  private func mutate(
    _ arguments: [String],
    probe: @escaping @Sendable () -> any SandboxRunning = {
      UnsandboxedRunner()
    }, sandbox: (any SandboxRunning)? = MutateCommandTests.sandbox
  ) -> (Int32, OutputCapture) {
    let capture = OutputCapture()
    let command = MutateCommand(
      patterns: [pattern, fakePattern("other")], catalog: catalog,
      suite: base.appendingPathComponent("suite"), sandbox: sandbox, probe: probe)
    let status = CommandProgram(root: command, version: "test").main(
      arguments, context: .capturing(into: capture, workingDirectory: base))
    return (status, capture)
  }

  @Test func eachMutantIsKilledByTheGroupsTheDescriptionsPutItsTestsIn() throws {
    defer { try? FileManager.default.removeItem(at: base) }
    let (status, capture) = mutate(["--root", root.path, "--pattern", "fake", "--format", "json"])
    assertEqual(status, 0, "\(capture.standardError)")
    let matrix = try MatrixJSON.parse(Data(capture.standardOutput.utf8))
    assertEqual(matrix.patterns.map(\.name), ["fake"])
    assertEqual(matrix.patterns[0].tests, [.uiFree: 1, .otherTests: 1, .scenarios: 1])
    let limit = try #require(matrix.cell("fake", "limit-five"))
    assertEqual(limit.outcome.verdict(.uiFree)?.isKill, true)
    assertEqual(limit.outcome.verdict(.otherTests), .survived)
    assertEqual(limit.outcome.verdict(.scenarios), .survived)
    assertEqual(limit.role, CutRole(title: "Presenters", isUIFree: true))
    let label = try #require(matrix.cell("fake", "label-shown"))
    assertEqual(label.outcome.verdict(.uiFree), .survived)
    assertEqual(label.outcome.verdict(.otherTests)?.isKill, true)
    assertEqual(label.outcome.verdict(.scenarios)?.isKill, true)
    assertEqual(label.role, CutRole(title: "Views", isUIFree: false))
    #expect(capture.standardError.contains("mutate: 2 of 2: fake "))
  }

  @Test func requireKillsFailsWhenAMutantSurvivesEveryGroupRun() {
    defer { try? FileManager.default.removeItem(at: base) }
    let (status, capture) = mutate([
      "--root", root.path, "-p", "fake", "--group", "scenarios", "--require-kills",
    ])
    assertEqual(status, 1)
    #expect(capture.standardOutput.contains("\nfake: no group kills limit-five (Presenters)\n"))
  }

  @Test func aSavedMatrixRendersWithoutRunningAnything() throws {
    defer { try? FileManager.default.removeItem(at: base) }
    let saved = base.appendingPathComponent("saved.json")
    let matrix = TestabilityMatrix(
      patterns: [.init(name: "fake", testTarget: "FAKETests", tests: [.scenarios: 1])],
      mutants: catalog.mutants, groups: [.scenarios],
      cells: [
        .init(
          pattern: "fake", mutant: "label-shown", outcome: .measured([.scenarios: .killed([])])),
        .init(pattern: "fake", mutant: "limit-five", outcome: .measured([.scenarios: .survived])),
      ], seconds: 61, jobs: 1, isolation: "scripted")
    try Data(MatrixJSON.render(matrix).utf8).write(to: saved)
    let (status, capture) = mutate(["--from", saved.path, "--format", "markdown"], sandbox: nil)
    assertEqual(status, 0)
    assertEqual(capture.standardOutput, MatrixMarkdown.render(matrix))
    assertEqual(capture.standardError, "")
  }

  @Test(arguments: [
    (["--pattern", "nope"], "Error: Unknown pattern 'nope'; the patterns are: fake, other"),
    (["--mutant", "nope"], "Error: no mutant 'nope'; the mutants are: limit-five, label-shown"),
    (["--jobs", "0"], "Error: --jobs expects a whole number of 1 or more"),
    (
      ["--from", "x.json", "--jobs", "2"],
      "Error: --from renders a saved matrix: leave out '--jobs <n>'"
    ),
    (["--from", "x.json"], "Error: No such file: x.json"),
  ])
  func aWrongCommandLineIsAUsageError(arguments: [String], said: String) {
    defer { try? FileManager.default.removeItem(at: base) }
    let (status, capture) = mutate(["--root", root.path] + arguments)
    assertEqual(status, 64)
    #expect(capture.standardError.hasPrefix(said + "\n"))
  }

  @Test func withoutASandboxItRefusesUnlessToldNotToUseOne() {
    defer { try? FileManager.default.removeItem(at: base) }
    let (status, capture) = mutate(["--root", root.path], sandbox: nil)
    assertEqual(status, 1)
    #expect(capture.standardError.hasPrefix("Error: no sandbox on this machine ("))
    #expect(
      capture.standardError.contains(
        "pass --no-sandbox to run the mutants without one (the report will say so)\n"))
  }

  /// The role of a cut file is its role folder's in the pattern's module, `Other` outside
  /// any role folder, and the module's name for a file outside the pattern's module.
  @Test func aCutFilesRoleComesFromThePatternsDescription() {
    defer { try? FileManager.default.removeItem(at: base) }
    assertEqual(
      MutateCommand.role(of: "Sources/FAKE/Presenters/Rules.swift", in: pattern),
      CutRole(title: "Presenters", isUIFree: true))
    assertEqual(
      MutateCommand.role(of: "Sources/FAKE/Views/Login/View.swift", in: pattern),
      CutRole(title: "Views", isUIFree: false))
    assertEqual(
      MutateCommand.role(of: "Sources/FAKE/App.swift", in: pattern),
      CutRole(title: "Other", isUIFree: false))
    assertEqual(
      MutateCommand.role(of: "Sources/Domain/Rules/LoginRules.swift", in: pattern),
      CutRole(title: "Domain", isUIFree: false))
  }

  /// Every cut of the bundled catalogue names a registered pattern and a file of its module.
  @Test(BundledCatalog.teachersCopyOnly)
  func everyBundledCutIsInARegisteredPatternsModule() throws {
    let patterns = Dictionary(uniqueKeysWithValues: PatternRegistry.all.map { ($0.name, $0) })
    for mutant in try MutantCatalog.bundled().mutants {
      for (name, cut) in mutant.cuts {
        let pattern = try #require(patterns[name], "\(mutant.id): '\(name)' is not registered")
        #expect(cut.file.hasPrefix("Sources/\(pattern.module)/"), "\(mutant.id) for \(name)")
      }
    }
  }
}
