import Classroom
import Foundation

/// The two steps of a "write the tests" exercise (`CheckStep.needsTests`, `CheckStep.mutation`):
/// the student's suite must run and pass on the real code, then fail on each planted mutant.
nonisolated extension ExerciseChecker {
  /// Where a mutation run keeps its marker and the real target while a mutant stands in for it
  /// (under the git-ignored `.patterns/`); it exists only while a run is in progress, so one
  /// found at the start means an interrupted run left a mutant in the checkout.
  static let mutationFolder = ExerciseState.folder + "/mutation"

  /// The marker's file (the target's path and the mutant's name) and the real file's copy.
  private var marker: URL {
    root.appendingPathComponent(Self.mutationFolder).appendingPathComponent("marker.json")
  }
  private var savedOriginal: URL {
    root.appendingPathComponent(Self.mutationFolder).appendingPathComponent("original.txt")
  }

  /// What the marker records.
  private struct Marker: Codable {
    var target: String
    var mutant: String
  }

  /// Throws, changing nothing, when an interrupted mutation run left a mutant in place of its
  /// target: it says which, and how to put the real file back.
  func refuseLeftoverMutant() throws {
    guard let data = FileManager.default.contents(atPath: marker.path) else { return }
    let found = try? JSONDecoder().decode(Marker.self, from: data)
    let target = found?.target ?? "the file under test"
    let saved = Self.mutationFolder + "/original.txt"
    throw ExerciseError(
      """
      not checking: an interrupted check left the mutant '\(found?.mutant ?? "?")' in \
      \(target). The real file is saved in \(saved); put it back with \
      'cp \(saved) \(target) && rm -r \(Self.mutationFolder)', then check again
      """)
  }

  /// Runs a test step of a "write the tests" exercise: the mutants when it has a `mutation`,
  /// else the suite once on the real code, which must run at least one test. The mutants
  /// are not run when the suite fails on the real code (`earlier`): failing then proves
  /// nothing.
  ///
  /// With a `deadline` (the check's time limit), each process gets the time left; a mutant
  /// whose tests run out of time counts as killed (the tests did not pass on it), and the
  /// mutants not run once the time is used up count as survivors.
  func runTestStep(
    _ step: CheckStep, log: URL, earlier: [(name: String, verdict: CheckReport.Verdict)],
    deadline: ContinuousClock.Instant? = nil
  ) throws -> (CheckReport.Verdict, MutationScore?) {
    guard let mutation = step.mutation, let folder = step.mutantFolder else {
      return (try runOnRealCode(step, log: log, deadline: deadline), nil)
    }
    let total = mutation.mutants.count
    let realFailed = earlier.contains {
      $0.name == CheckStep.testsOnRealCode && $0.verdict != .passed
    }
    if realFailed {
      let why = [
        "not run: the tests must pass on the real code first (a test that fails on the real",
        "code fails on every mutant too, and so proves nothing about it)",
      ]
      let score = MutationScore(killed: 0, total: total, survivors: mutation.mutants.map(\.name))
      return (.failed(why: why), score)
    }
    let score = try runMutants(
      mutation, folder: folder, test: step.command, log: log, deadline: deadline)
    let required = mutation.requiredKills
    guard score.killed < required else { return (.passed, score) }
    let must = required == score.total ? "all \(required)" : "\(required)"
    let why = "killed \(score.killed) of \(score.total); \(must) must be killed (survivors below)"
    return (.failed(why: [why]), score)
  }

  /// The suite once on the real code: passes when it exits 0 having run at least one test.
  private func runOnRealCode(
    _ step: CheckStep, log: URL, deadline: ContinuousClock.Instant?
  ) throws -> CheckReport.Verdict {
    let outcome = try processes.run(
      URL(fileURLWithPath: "/usr/bin/env"), Self.inPackage(step.command, root: root), log: log,
      timeLimit: deadline.map { $0 - ContinuousClock.now })
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard outcome.status == 0, !outcome.timedOut, outcome.signal == nil else {
      return .failed(why: why(outcome, output: text))
    }
    guard Self.testsRun(text) == 0 else { return .passed }
    let filter = step.command.last ?? ""
    return .failed(why: [
      "0 tests ran: the filter '\(filter)' matched no test.",
      "Write @Test functions in that suite: one with no test passes on anything and kills no",
      "mutant.",
    ])
  }

  /// Each mutant in place of the target in turn: the tests are rebuilt against it, then run;
  /// it is killed when they fail or no longer build. The real file is always put back, and the
  /// marker removed only once it is.
  private func runMutants(
    _ mutation: MutationCheck, folder: URL, test: [String], log: URL,
    deadline: ContinuousClock.Instant?
  ) throws -> MutationScore {
    try refuseLeftoverMutant()
    let manager = FileManager.default
    let target = root.appendingPathComponent(mutation.target)
    guard let real = manager.contents(atPath: target.path) else {
      throw ExerciseError("the file under test \(mutation.target) is missing")
    }
    try manager.createDirectory(
      at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
    try real.write(to: savedOriginal)
    defer {
      if (try? real.write(to: target)) != nil, manager.contents(atPath: target.path) == real {
        try? manager.removeItem(at: root.appendingPathComponent(Self.mutationFolder))
      }
    }
    let env = URL(fileURLWithPath: "/usr/bin/env")
    let build = Self.inPackage(["swift", "build", "--build-tests"], root: root)
    var killed = 0
    var survivors: [String] = []
    for (index, mutant) in mutation.mutants.enumerated() {
      let left = deadline.map { $0 - ContinuousClock.now }
      if let left, left <= .zero {
        survivors.append(mutant.name)  // not run: the time limit was used up
        continue
      }
      progress("mutant \(index + 1) of \(mutation.mutants.count): \(mutant.name)")
      let source = folder.appendingPathComponent(mutant.name + ".swift.txt")
      guard let data = manager.contents(atPath: source.path) else {
        throw ExerciseError("the mutant \(mutant.name) is missing (\(source.path))")
      }
      try JSONEncoder().encode(Marker(target: mutation.target, mutant: mutant.name))
        .write(to: marker)
      try data.write(to: target)
      let built = try processes.run(env, build, log: log, timeLimit: left)
      let tested =
        built.status == 0 && !built.timedOut
        ? try processes.run(
          env, Self.inPackage(test, root: root), log: log,
          timeLimit: deadline.map { $0 - ContinuousClock.now })
        : built
      if tested.status != 0 || tested.timedOut || tested.signal != nil {
        killed += 1
      } else {
        survivors.append(mutant.name)
      }
    }
    return MutationScore(
      killed: killed, total: mutation.mutants.count, survivors: survivors,
      descriptions: Self.descriptions(of: mutation.mutants.filter { survivors.contains($0.name) }))
  }

  /// Each mutant's description by name.
  private static func descriptions(of mutants: [MutationCheck.Mutant]) -> [String: String] {
    Dictionary(mutants.map { ($0.name, $0.description) }, uniquingKeysWith: { first, _ in first })
  }

  /// How many tests a `swift test` log says ran: Swift Testing's "Test run with N tests" plus
  /// the largest of XCTest's "Executed N tests" lines (one per nested suite); 0 when none.
  static func testsRun(_ output: String) -> Int {
    var swiftTesting = 0
    var xcTest = 0
    for line in output.split(separator: "\n") {
      if let match = line.firstMatch(of: /Test run with (\d+) tests?/) {
        swiftTesting += Int(match.1) ?? 0
      } else if let match = line.firstMatch(of: /Executed (\d+) tests?, with/) {
        xcTest = max(xcTest, Int(match.1) ?? 0)
      }
    }
    return swiftTesting + xcTest
  }
}
