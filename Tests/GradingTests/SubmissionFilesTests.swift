import Assertions
import Classroom
import Foundation
import Grading
import Testing

struct SubmissionFilesTests {
  let allowed = ["Sources/MVP/**", "Tests/MVPTests/**"]

  @Test func aPathTheExerciseAllowsIsAccepted() {
    assertEqual(
      SubmissionFiles.verdict(
        for: "Sources/MVP/Presenters/CatalogPresenter.swift", isLink: false, allowed: allowed),
      .accepted)
  }

  @Test func onlySwiftSourcesAreAcceptedAtAnAllowedPath() {
    assertEqual(
      SubmissionFiles.verdict(for: "Sources/MVP/notes.md", isLink: false, allowed: allowed),
      .ignored)
    assertEqual(
      SubmissionFiles.verdict(for: "Tests/MVPTests/fixture.json", isLink: false, allowed: allowed),
      .ignored)
  }

  @Test func aPathOutsideTheAllowedGlobsIsIgnored() {
    assertEqual(
      SubmissionFiles.verdict(for: "Package.swift", isLink: false, allowed: allowed), .ignored)
    assertEqual(
      SubmissionFiles.verdict(for: "Sources/Domain/Product.swift", isLink: false, allowed: allowed),
      .ignored)
  }

  @Test func aSymbolicLinkIsRefusedEvenAtAnAllowedPath() {
    assertEqual(
      SubmissionFiles.verdict(for: "Sources/MVP/Stolen.swift", isLink: true, allowed: allowed),
      .refused("a symbolic link"))
  }

  @Test func aPathWithDotDotOrAbsoluteIsRefused() {
    assertEqual(
      SubmissionFiles.verdict(for: "Sources/MVP/../../etc/passwd", isLink: false, allowed: allowed),
      .refused("a path with .."))
    assertEqual(
      SubmissionFiles.verdict(for: "/etc/passwd", isLink: false, allowed: allowed),
      .refused("an absolute path"))
    assertEqual(
      SubmissionFiles.verdict(for: "Sources/MVP//x.swift", isLink: false, allowed: allowed),
      .refused("not a plain relative path"))
  }

  @Test func sortingListsEachKindSortedWithTheReasonForARefusal() {
    let files = SubmissionFiles.sorting(
      [
        ("Sources/MVP/B.swift", false), ("README.md", false), ("Sources/MVP/A.swift", false),
        ("Sources/MVP/Link.swift", true), ("../escape.swift", false),
      ], allowed: allowed)
    assertEqual(
      files,
      SubmissionFiles(
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
    assertEqual(
      files,
      SubmissionFiles(
        accepted: ["Sources/MVP/Presenters/P.swift", "Tests/MVPTests/T.swift"],
        ignored: [".git/", "notes.txt"],
        refused: [
          "Sources/MVP/Elsewhere (a symbolic link)", "Sources/MVP/Stolen.swift (a symbolic link)",
        ]))
  }

  /// A new submission folder holding `files` (path and bytes); removed by the caller.
  func submission(_ files: [(String, [UInt8])]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("submission-\(UUID().uuidString)")
    for (path, bytes) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return folder
  }

  @Test func binaryFilesAreRefusedBeforeAnyWork() throws {
    let folder = try submission([
      ("Sources/MVP/Nul.swift", Array("let a = 1\n\0".utf8)),
      ("Sources/MVP/Latin1.swift", [0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]),
      ("Sources/MVP/Fine.swift", Array("let é = 1\n".utf8)),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try SubmissionFiles.scan(folder, allowed: allowed)
    assertEqual(files.accepted, ["Sources/MVP/Fine.swift"])
    assertEqual(
      files.refused,
      [
        "Sources/MVP/Latin1.swift (a binary file: it is not UTF-8 text)",
        "Sources/MVP/Nul.swift (a binary file: it holds a NUL byte)",
      ])
  }

  @Test func aFileOverTheLimitAndFilesPastTheSubmissionsLimitAreRefused() throws {
    let folder = try submission([
      ("Sources/MVP/A.swift", Array(repeating: 0x61, count: 60)),
      ("Sources/MVP/B.swift", Array(repeating: 0x61, count: 101)),
      ("Sources/MVP/C.swift", Array(repeating: 0x61, count: 50)),
      ("Sources/MVP/D.swift", Array(repeating: 0x61, count: 40)),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let limits = SubmissionLimits(fileBytes: 100, totalBytes: 100)
    let files = try SubmissionFiles.scan(folder, allowed: allowed, limits: limits)
    assertEqual(files.accepted, ["Sources/MVP/A.swift", "Sources/MVP/D.swift"])
    assertEqual(
      files.refused,
      [
        "Sources/MVP/B.swift (101 bytes: over the 100 bytes limit for one file)",
        "Sources/MVP/C.swift (over the 100 bytes limit for a submission)",
      ])
  }

  @Test func aOneMillionLineFileIsRefusedFromItsSizeWithoutBeingRead() throws {
    let folder = try submission([
      (
        "Sources/MVP/Huge.swift",
        Array(repeating: Array("x\n".utf8), count: 1_000_000).flatMap { $0 }
      )
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try SubmissionFiles.scan(folder, allowed: allowed)
    #expect(files.accepted.isEmpty)
    assertEqual(
      files.refused,
      [
        "Sources/MVP/Huge.swift (2000000 bytes: over the 256 KiB limit for one file)"
      ])
  }

  @Test func aWalkTooLargeOrTooDeepStopsAndSaysWhere() throws {
    let many = try submission((1...6).map { ("Sources/MVP/F\($0).swift", Array("x\n".utf8)) })
    defer { try? FileManager.default.removeItem(at: many) }
    let files = try SubmissionFiles.scan(
      many, allowed: allowed, limits: SubmissionLimits(entries: 4))
    assertEqual(files.accepted, ["Sources/MVP/F1.swift", "Sources/MVP/F2.swift"])
    assertEqual(files.refused, ["Sources/MVP/F3.swift (not read: the walk stops after 4 entries)"])

    let deep = try submission([("Sources/MVP/a/b/c/D.swift", Array("x\n".utf8))])
    defer { try? FileManager.default.removeItem(at: deep) }
    let shallow = try SubmissionFiles.scan(
      deep, allowed: allowed, limits: SubmissionLimits(depth: 3))
    #expect(shallow.accepted.isEmpty)
    assertEqual(shallow.refused, ["Sources/MVP/a/b/ (not read: deeper than 3 folders)"])
  }

  @Test func theTextsOfTheAcceptedFilesAreReadForTheScan() throws {
    let folder = try submission([
      ("Sources/MVP/P.swift", Array("exit(0)\n".utf8)), ("notes.txt", Array("n".utf8)),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try SubmissionFiles.scan(folder, allowed: allowed)
    let texts = try files.texts(in: folder)
    assertEqual(texts.map(\.path), ["Sources/MVP/P.swift"])
    assertEqual(texts.map(\.text), ["exit(0)\n"])
    try Data([0]).write(to: folder.appendingPathComponent("Sources/MVP/P.swift"))
    #expect(throws: SubmissionChanged.self) { try files.texts(in: folder) }
  }
}
