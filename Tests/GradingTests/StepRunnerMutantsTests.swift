import Assertions
import Classroom
import Foundation
import GradingTesting
import Processes
import Testing

@testable import Grading

/// The mutants of a "write the tests" exercise, each in a layer of its own, and the
/// controls that catch tests telling files apart rather than behaviour.
struct StepRunnerMutantsTests {
  let project: TemporaryFolder
  let real = "// The greeting.\nlet greeting = {\n  \"Hello\"\n}()\n"
  let mutation: MutationCheck
  let folder: URL

  init() throws {
    project = try TemporaryFolder()
    try project.write(real, "base/Sources/App/Greeting.swift")
    try FileManager.default.createDirectory(
      at: project.url.appendingPathComponent("upper"), withIntermediateDirectories: true)
    let catalog = try fixtureCatalog()
    let exercise = try catalog.exercise("greet-tests")
    mutation = try #require(try catalog.setup(exercise, pattern: "fake").checks.mutation)
    folder = catalog.folder.appendingPathComponent("greet-tests/mutants/fake")
  }

  private var workspace: LayerWorkspace {
    LayerWorkspace(
      base: project.url.appendingPathComponent("base"),
      upper: project.url.appendingPathComponent("upper"))
  }

  private func run(
    _ sandbox: ScriptedSandbox, realCodePassed: Bool = true, layers: (any Workspace)? = nil
  ) throws -> (CheckResult, MutationScore) {
    let runner = StepRunner(
      workspace: layers ?? workspace, sandbox: sandbox, timeLimit: .seconds(60),
      scratch: project.url.appendingPathComponent("scratch"))
    try FileManager.default.createDirectory(at: runner.scratch, withIntermediateDirectories: true)
    return try runner.mutants(
      CheckStep(
        name: "mutants killed", kind: .mutation, action: .mutants(mutation, folder: folder)),
      mutation, folder: folder, realCodePassed: realCodePassed,
      StepRunner.StepContext(
        pattern: "fake", deadline: .now + .seconds(60), timeLimit: .seconds(60)))
  }

  /// Tests that check the greeting's value: they fail unless it is "Hello".
  private func behaviourTests() -> ScriptedSandbox {
    ScriptedSandbox { call in
      let greeting = call.read("Sources/App/Greeting.swift") ?? ""
      if call.command.starts(with: ["swift", "build"]) {
        return SandboxOutcome(ending: .exited(greeting.contains("\"") ? 0 : 1))
      }
      return call.testRun([("greets()", greeting.contains("\"Hello\"") ? nil : "not Hello")])
    }
  }

  @Test func eachMutantIsTriedInALayerOfItsOwnAndTheWorkIsNeverWritten() throws {
    let sandbox = behaviourTests()
    let (result, score) = try run(sandbox)
    // shouts is killed, silent is killed, broken no longer builds: killed.
    #expect((result.passed, result.total, result.verdict) == (3, 3, .passed))
    assertEqual(score, MutationScore(killed: 3, total: 3, survivors: []))
    assertEqual(project.read("base/Sources/App/Greeting.swift"), real)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: project.url.appendingPathComponent("upper").path
      ).isEmpty)
    // Three mutants and two controls, each built then tested.
    assertEqual(sandbox.commands.filter { $0.starts(with: ["swift", "build"]) }.count, 5)
  }

  @Test func testsThatTellTheFileApartKillEveryMutantAndScoreNothing() throws {
    // A suite that fails whenever the file is not byte for byte the real one.
    let real = self.real
    let sandbox = ScriptedSandbox { call in
      let greeting = call.read("Sources/App/Greeting.swift") ?? ""
      if call.command.starts(with: ["swift", "build"]) {
        return SandboxOutcome(ending: .exited(0))
      }
      return call.testRun([("checksum()", greeting == real ? nil : "the file changed")])
    }
    let (result, score) = try run(sandbox)
    assertEqual(result.passed, 0)
    assertEqual(score.controlsFailed, ["comments removed", "reformatted"])
    assertEqual(
      result.verdict,
      .failed(why: [
        "your tests failed on Sources/App/Greeting.swift with its comments removed, which behaves exactly",
        "as the real file: they tell files apart rather than behaviour, so no mutant counts",
      ]))
  }

  @Test func aSurvivorIsNamedWithWhatItGetsWrongAndTheCheckFailsBelowTheRequiredKills() throws {
    // Tests that only check the greeting is not empty: "shouts" survives.
    let sandbox = ScriptedSandbox { call in
      let greeting = call.read("Sources/App/Greeting.swift") ?? ""
      if call.command.starts(with: ["swift", "build"]) {
        return SandboxOutcome(ending: .exited(greeting.contains("\"") ? 0 : 1))
      }
      return call.testRun([("greets()", greeting.contains("\"\"") ? "empty" : nil)])
    }
    let (result, score) = try run(sandbox)
    assertEqual(score.survivors, ["shouts"])
    assertEqual(score.descriptions, ["shouts": "greets in capitals"])
    assertEqual((result.passed, result.verdict), (2, .passed))  // 2 required
  }

  @Test func noMutantIsTriedWhenTheTestsFailOnTheRealCode() throws {
    let sandbox = behaviourTests()
    let (result, score) = try run(sandbox, realCodePassed: false)
    assertEqual(result.passed, 0)
    assertEqual(score.survivors, ["shouts", "silent", "broken"])
    #expect(sandbox.commands.isEmpty)
  }

  @Test func withoutLayersTheMutantStandsInTheTreeOnlyDuringItsTrialWithItsMarkerOutside() throws {
    let tree = TreeWorkspace(root: project.url.appendingPathComponent("base"), layers: false)
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent(
      "patterns-mutation-\(MutationSwap.key(tree.root.path)).json")
    let sandbox = ScriptedSandbox(layers: false) { call in
      // While a mutant stands in the tree, nothing inside the tree says which.
      #expect(
        !FileManager.default.fileExists(
          atPath: tree.root.appendingPathComponent(".patterns").path))
      #expect(FileManager.default.fileExists(atPath: marker.path))
      let greeting = call.read("Sources/App/Greeting.swift") ?? ""
      if call.command.starts(with: ["swift", "build"]) {
        return SandboxOutcome(ending: .exited(0))
      }
      return call.testRun([("greets()", greeting.contains("\"Hello\"") ? nil : "not Hello")])
    }
    let (result, _) = try run(sandbox, layers: tree)
    assertEqual(result.passed, 3)
    assertEqual(project.read("base/Sources/App/Greeting.swift"), real)
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test func aMutantLeftInTheTreeByAnInterruptedRunIsPutBackFirst() throws {
    let root = project.url.appendingPathComponent("base")
    let target = root.appendingPathComponent("Sources/App/Greeting.swift")
    let real = try Data(contentsOf: target)
    // As if a run stopped with a mutant in place.
    _ = try MutationSwap(root: root, target: "Sources/App/Greeting.swift", mutant: Data("x\n".utf8))
    try assertEqual(Data(contentsOf: target), Data("x\n".utf8))
    let swap = try MutationSwap(
      root: root, target: "Sources/App/Greeting.swift", mutant: Data("y\n".utf8))
    assertEqual(swap.original, real)
    swap.restore()
    try assertEqual(Data(contentsOf: target), real)
  }
}
