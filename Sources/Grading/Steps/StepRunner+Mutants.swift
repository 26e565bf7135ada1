import Classroom
import Foundation
import Processes

/// The mutants step of a "write the tests" exercise: the student's tests on each planted
/// mutant, then on behaviour-keeping rewrites of the real file (`MutationControls`), each in
/// a layer of its own over the work, so the work is never changed and no marker of which
/// mutant stands where is ever inside it.
nonisolated extension StepRunner {
  /// How the tests fared on one candidate file.
  enum Trial: Equatable {
    case survived, killed, didNotBuild
  }

  /// Runs the mutants and the controls; the result counts the mutants killed, and is 0 when
  /// the tests fail on a control.
  func mutants(
    _ step: CheckStep, _ mutation: MutationCheck, folder: URL, realCodePassed: Bool,
    _ context: StepContext
  ) throws -> (CheckResult, MutationScore) {
    let total = mutation.mutants.count
    let names = mutation.mutants.map(\.name)
    guard realCodePassed else {
      let why = [
        "not run: the tests must pass on the real code first (a test that fails on the real",
        "code fails on every mutant too, and so proves nothing about it)",
      ]
      return (
        CheckResult(
          name: step.name, kind: step.kind, verdict: .failed(why: why), passed: 0, total: total),
        MutationScore(killed: 0, total: total, survivors: names)
      )
    }
    guard let real = workspace.contents(of: mutation.target) else {
      throw ExerciseError("the file under test \(mutation.target) is missing")
    }
    var killed = 0
    var survivors: [String] = []
    for (index, mutant) in mutation.mutants.enumerated() {
      guard context.left > .zero else {
        survivors.append(mutant.name)  // not run: the time limit was used up
        continue
      }
      progress("mutant \(index + 1) of \(total): \(mutant.name)")
      let source = folder.appendingPathComponent(mutant.name + ".swift.txt")
      guard let contents = FileManager.default.contents(atPath: source.path) else {
        throw ExerciseError("the mutant \(mutant.name) is missing (\(source.path))")
      }
      let trial = try self.trial(contents, mutation, index: index, context)
      if trial == .survived { survivors.append(mutant.name) } else { killed += 1 }
    }
    let descriptions = Dictionary(
      mutation.mutants.filter { survivors.contains($0.name) }.map { ($0.name, $0.description) },
      uniquingKeysWith: { first, _ in first })
    var score = MutationScore(
      killed: killed, total: total, survivors: survivors, descriptions: descriptions)
    for (index, control) in MutationControls.controls(of: String(decoding: real, as: UTF8.self))
      .enumerated() where context.left > .zero
    {
      progress("control \(index + 1): \(mutation.target), \(control.name)")
      let trial = try self.trial(Data(control.text.utf8), mutation, index: total + index, context)
      guard trial == .killed else { continue }
      score.controlsFailed.append(control.name)
    }
    if let control = score.controlsFailed.first {
      let why = [
        "your tests failed on \(mutation.target) with its \(control), which behaves exactly",
        "as the real file: they tell files apart rather than behaviour, so no mutant counts",
      ]
      return (
        CheckResult(
          name: step.name, kind: step.kind, verdict: .failed(why: why), passed: 0, total: total),
        score
      )
    }
    let required = mutation.requiredKills
    guard killed < required else {
      return (
        CheckResult(
          name: step.name, kind: step.kind, verdict: .passed, passed: killed, total: total),
        score
      )
    }
    let must = required == total ? "all \(required)" : "\(required)"
    let why = "killed \(killed) of \(total); \(must) must be killed (survivors below)"
    return (
      CheckResult(
        name: step.name, kind: step.kind, verdict: .failed(why: [why]), passed: killed, total: total
      ),
      score
    )
  }

  /// Puts `contents` in place of the file under test, builds, and runs the student's tests:
  /// killed when they do not all pass (or no longer build against it).
  func trial(_ contents: Data, _ mutation: MutationCheck, index: Int, _ context: StepContext)
    throws -> Trial
  {
    let folder = scratch.appendingPathComponent("trial-\(index)")
    let upper = folder.appendingPathComponent("upper")
    defer { try? FileManager.default.removeItem(at: folder) }
    if let layered = workspace.layered(upper: upper) {
      let target = upper.appendingPathComponent(mutation.target)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: target)
      return try verdict(of: layered, mutation, context)
    }
    let swap = try MutationSwap(root: workspace.root, target: mutation.target, mutant: contents)
    defer { swap.restore() }
    return try verdict(of: workspace, mutation, context)
  }

  private func verdict(
    of workspace: any Workspace, _ mutation: MutationCheck, _ context: StepContext
  )
    throws -> Trial
  {
    let build = try self.build(
      CheckStep(name: "mutant build", kind: .build, action: .build(tests: true)), tests: true,
      in: workspace, context)
    guard build.verdict == .passed else { return .didNotBuild }
    let (stream, _) = try runTests(mutation.tests, in: workspace, context)
    return Self.realCodeFailures(stream, filter: mutation.tests).isEmpty ? .survived : .killed
  }
}

/// A mutant in place of the real file in a tree that has no layers (`--no-sandbox`): the
/// real file is kept outside the tree (a marker in the temporary folder), put back when the
/// trial ends, and put back by the next check if a run was interrupted.
nonisolated struct MutationSwap {
  let target: URL
  let marker: URL
  let original: Data

  private struct Marker: Codable {
    var target: String
    var original: Data
    var mutant: Data
  }

  /// Recovers from an interrupted trial, then puts `mutant` in place of `target`.
  init(root: URL, target path: String, mutant: Data) throws {
    target = root.appendingPathComponent(path)
    marker = FileManager.default.temporaryDirectory.appendingPathComponent(
      "patterns-mutation-\(Self.key(root.standardizedFileURL.path)).json")
    try Self.recover(marker: marker, target: target)
    guard let real = FileManager.default.contents(atPath: target.path) else {
      throw ExerciseError("the file under test \(path) is missing")
    }
    original = real
    try JSONEncoder().encode(Marker(target: path, original: real, mutant: mutant)).write(to: marker)
    try mutant.write(to: target)
  }

  /// Puts the real file back and forgets the marker.
  func restore() {
    if (try? original.write(to: target)) != nil { try? FileManager.default.removeItem(at: marker) }
  }

  /// Puts back the real file an interrupted trial left a mutant in place of; refuses when the
  /// file changed since (then the marker says where the real file is).
  static func recover(marker: URL, target: URL) throws {
    guard let data = FileManager.default.contents(atPath: marker.path),
      let found = try? JSONDecoder().decode(Marker.self, from: data)
    else { return }
    let current = FileManager.default.contents(atPath: target.path)
    if current == found.mutant || current == found.original {
      try found.original.write(to: target)
      try FileManager.default.removeItem(at: marker)
      return
    }
    throw ExerciseError(
      "not checking: an interrupted check left a mutant in \(found.target), which has changed "
        + "since; the real file is saved in \(marker.path) (its 'original' field, base64)")
  }

  /// A stable short name for a tree (FNV-1a of its path).
  static func key(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
