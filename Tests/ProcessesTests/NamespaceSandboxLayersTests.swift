import Assertions
import Foundation
import Testing

@testable import Processes

/// Layered mounts: the layers are read, never written; writes go to the upper layer or
/// vanish with the run.
@Suite(.enabled(if: namespacesRefused == nil, "this machine cannot make user namespaces"))
nonisolated struct NamespaceSandboxLayersTests {
  let sandbox = NamespaceSandbox()
  let script = "cat shared; cat base-only; echo changed > base-only; echo new > made; rm top-only"

  /// A base layer and a top layer over it.
  func layers(_ fixture: SandboxFixture) throws -> (top: URL, base: URL) {
    let base = try fixture.subfolder(
      "base", files: ["shared": "base\n", "base-only": "base only\n"])
    let top = try fixture.subfolder("top", files: ["shared": "top\n", "top-only": "top only\n"])
    return (top, base)
  }

  /// The files of `folder` with their contents.
  func contents(_ folder: URL) throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return Dictionary(
      uniqueKeysWithValues: names.map { name in
        (
          name,
          (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "?"
        )
      })
  }

  @Test func aLayeredRunLeavesItsLayersAsTheyWereAndItsWritesInTheUpperLayer() throws {
    let fixture = try SandboxFixture()
    let (top, base) = try layers(fixture)
    let upper = fixture.folder.appendingPathComponent("upper")
    let view = fixture.folder.appendingPathComponent("view")
    let (outcome, text) = try runShell(
      script, in: sandbox,
      policy: SandboxPolicy(
        mounts: [.layered(view, layers: [top, base], upper: upper)], workingDirectory: view))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(text, "top\nbase only\n")
    try assertEqual(contents(base), ["shared": "base\n", "base-only": "base only\n"])
    try assertEqual(contents(top), ["shared": "top\n", "top-only": "top only\n"])
    let written = try contents(upper)
    assertEqual(written["base-only"], "changed\n")
    assertEqual(written["made"], "new\n")
    assertEqual(Set(written.keys), ["base-only", "made", "top-only"])  // top-only: a whiteout
    #expect(!FileManager.default.fileExists(atPath: view.path))
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.folder.appendingPathComponent(".upper.work").path))
  }

  @Test func aScratchLayerKeepsNothingOfTheRun() throws {
    let fixture = try SandboxFixture()
    let (top, base) = try layers(fixture)
    let view = fixture.folder.appendingPathComponent("view")
    let (outcome, text) = try runShell(
      script + "; cat base-only made", in: sandbox,
      policy: SandboxPolicy(
        mounts: [.layered(view, layers: [top, base], upper: nil)], workingDirectory: view))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(text, "top\nbase only\nchanged\nnew\n")
    try assertEqual(contents(base), ["shared": "base\n", "base-only": "base only\n"])
    try assertEqual(contents(top), ["shared": "top\n", "top-only": "top only\n"])
    assertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)),
      [
        "base", "top",
      ])
  }

  @Test func aLayerPathWithAColonIsRefusedBeforeTheRun() throws {
    let fixture = try SandboxFixture()
    let layer = try fixture.subfolder("odd:name")
    #expect(throws: SandboxError.self) {
      try sandbox.run(
        ["true"],
        policy: SandboxPolicy(
          mounts: [
            .layered(fixture.folder.appendingPathComponent("view"), layers: [layer], upper: nil)
          ],
          workingDirectory: fixture.folder),
        timeLimit: .seconds(60))
    }
  }
}
