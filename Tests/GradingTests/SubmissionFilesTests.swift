import Classroom
import Foundation
import Grading
import Testing

@Suite struct SubmissionFilesTests {
  let allowed = ["Sources/MVP/**", "Tests/MVPTests/**"]

  @Test func aPathTheExerciseAllowsIsAccepted() {
    #expect(
      SubmissionFiles.verdict(
        for: "Sources/MVP/Presenters/CatalogPresenter.swift", isLink: false, allowed: allowed)
        == .accepted)
  }

  @Test func aPathOutsideTheAllowedGlobsIsIgnored() {
    #expect(
      SubmissionFiles.verdict(for: "Package.swift", isLink: false, allowed: allowed) == .ignored)
    #expect(
      SubmissionFiles.verdict(for: "Sources/Domain/Product.swift", isLink: false, allowed: allowed)
        == .ignored)
  }

  @Test func aSymbolicLinkIsRefusedEvenAtAnAllowedPath() {
    #expect(
      SubmissionFiles.verdict(for: "Sources/MVP/Stolen.swift", isLink: true, allowed: allowed)
        == .refused("a symbolic link"))
  }

  @Test func aPathWithDotDotOrAbsoluteIsRefused() {
    #expect(
      SubmissionFiles.verdict(for: "Sources/MVP/../../etc/passwd", isLink: false, allowed: allowed)
        == .refused("a path with .."))
    #expect(
      SubmissionFiles.verdict(for: "/etc/passwd", isLink: false, allowed: allowed)
        == .refused("an absolute path"))
    #expect(
      SubmissionFiles.verdict(for: "Sources/MVP//x.swift", isLink: false, allowed: allowed)
        == .refused("not a plain relative path"))
  }

  @Test func sortingListsEachKindSortedWithTheReasonForARefusal() {
    let files = SubmissionFiles.sorting(
      [
        ("Sources/MVP/B.swift", false), ("README.md", false), ("Sources/MVP/A.swift", false),
        ("Sources/MVP/Link.swift", true), ("../escape.swift", false),
      ], allowed: allowed)
    #expect(
      files
        == SubmissionFiles(
          accepted: ["Sources/MVP/A.swift", "Sources/MVP/B.swift"], ignored: ["README.md"],
          refused: ["../escape.swift (a path with ..)", "Sources/MVP/Link.swift (a symbolic link)"])
    )
  }

  @Test func scanningAFolderNeverFollowsLinksAndSkipsAClonesHistory() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("submission-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for path in [
      "Sources/MVP/Presenters/P.swift", "notes.txt", ".git/HEAD", "Tests/MVPTests/T.swift",
    ] {
      let url = folder.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("x\n".utf8).write(to: url)
    }
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Sources/MVP/Stolen.swift").path,
      withDestinationPath: "/etc/hostname")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Sources/MVP/Elsewhere").path,
      withDestinationPath: "/tmp")
    let files = try SubmissionFiles.scan(folder, allowed: allowed)
    #expect(
      files
        == SubmissionFiles(
          accepted: ["Sources/MVP/Presenters/P.swift", "Tests/MVPTests/T.swift"],
          ignored: [".git/", "notes.txt"],
          refused: [
            "Sources/MVP/Elsewhere (a symbolic link)", "Sources/MVP/Stolen.swift (a symbolic link)",
          ]))
  }
}
