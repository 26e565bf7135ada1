import Assertions
import Foundation
import Testing

@testable import Commands

/// The folders grade, mutate and exercise check work in: named for their owner, and removed
/// by the next run once their owner is gone.
struct WorkFolderTests {
  let parent = FileManager.default.temporaryDirectory
    .appendingPathComponent("work-folder-tests-\(UUID().uuidString)")

  func make(_ name: String) throws {
    try FileManager.default.createDirectory(
      at: parent.appendingPathComponent(name).appendingPathComponent("slot-1"),
      withIntermediateDirectories: true)
  }

  @Test func aFolderIsNamedForItsKindAndOwner() {
    let folder = WorkFolder.make("grade", in: parent, owner: 4242)
    #expect(folder.lastPathComponent.hasPrefix("patterns-grade-4242-"))
    assertEqual(folder.deletingLastPathComponent().path, parent.path)
  }

  @Test func onlyTheFoldersOfKindWhoseOwnerIsGoneAreRemoved() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let names = [
      "patterns-grade-111-A", "patterns-grade-222-B", "patterns-mutate-111-C",
      "patterns-grade-nobody", "patterns-grade-0-D", "other-111-E",
    ]
    for name in names { try make(name) }
    // 111 is gone; 222 lives.
    let removed = WorkFolder.removeOrphans("grade", in: parent) { $0 != 111 }
    assertEqual(removed, ["patterns-grade-111-A"])
    let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
    assertEqual(left, names.filter { $0 != "patterns-grade-111-A" }.sorted())
  }

  @Test func aLivingProcessIsAliveAndAFinishedOneIsNot() throws {
    #expect(WorkFolder.isAlive(getpid()))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    assertEqual(WorkFolder.isAlive(process.processIdentifier), false)
  }
}
