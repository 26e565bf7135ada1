import Assertions
import Classroom
import Foundation
import Processes
import Testing

/// A student edition written from a small git repository holding the fixture exercises.
struct StudentEditionTests {
  private let project = "let greeting = \"Hi\" // the project's own\n"

  /// A teacher's checkout (`teachersCheckout`) and a folder for an edition beside it, both
  /// removed when released.
  private final class Folders {
    let source: URL
    let edition: URL

    init(source: URL) {
      self.source = source
      edition = source.deletingLastPathComponent()
        .appendingPathComponent("edition-\(UUID().uuidString)")
    }

    deinit {
      try? FileManager.default.removeItem(at: source)
      try? FileManager.default.removeItem(at: edition)
    }
  }

  /// A teacher's checkout: the fixture exercises under `Sources/Classroom/Exercises`, the
  /// project's greeting, a CI workflow, the `files` given, one commit, then an uncommitted
  /// change.
  private func teachersCheckout(_ files: [String: String] = [:]) throws -> Folders {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("edition-source-\(UUID().uuidString)")
    let folders = Folders(source: root)
    let exercises = root.appendingPathComponent(StudentEdition.exercisesPath)
    try FileManager.default.createDirectory(
      at: exercises.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: try fixtureCatalog().folder, to: exercises)
    try write(project, "Sources/App/Greeting.swift", in: root)
    try write("name: CI\n", ".github/workflows/ci.yml", in: root)
    for (path, text) in files { try write(text, path, in: root) }
    try git(["init", "-q"], root)
    try git(["add", "-A"], root)
    try git(
      ["-c", "user.name=T", "-c", "user.email=t@example.invalid", "commit", "-qm", "c"], root)
    try write("let greeting = \"uncommitted\"\n", "Sources/App/Greeting.swift", in: root)
    return folders
  }

  private func write(_ text: String, _ path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @discardableResult
  private func git(_ arguments: [String], _ root: URL) throws -> String {
    let outcome = try SystemProcesses().run(
      URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", root.path] + arguments, log: nil)
    try #require(outcome.status == 0, "git \(arguments.joined(separator: " "))")
    return String(decoding: outcome.output, as: UTF8.self)
  }

  private func read(_ path: String, in root: URL) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func anEditionIsOneCommitWithTheStartAndWithoutAnswersOrOtherExercises() throws {
    let folders = try teachersCheckout()
    let (source, folder) = (folders.source, folders.edition)
    let pair = ExerciseEdition.Pair(id: "greet", pattern: "fake")
    let written = try StudentEdition(source: source).write(pair, to: folder)
    let exercises = StudentEdition.exercisesPath

    // The committed file is the starting point, not the teacher's uncommitted change.
    assertEqual(read("Sources/App/Greeting.swift", in: folder), "let greeting = \"\"\n")
    assertEqual(written.started, ["Sources/App/Greeting.swift"])
    assertEqual(
      written.leftOut,
      [
        ".github/workflows", "\(exercises)/greet-tests", "\(exercises)/greet/solution",
      ])
    let files = try git(["ls-files"], folder).split(separator: "\n").map(String.init)
    assertEqual(
      files,
      [
        "Sources/App/Greeting.swift", "\(exercises)/edition.json",
        "\(exercises)/greet/exercise.json", "\(exercises)/greet/scenarios/greet.scenario",
        "\(exercises)/greet/scenarios/suite/b.scenario",
        "\(exercises)/greet/start/fake/Sources/App/Greeting.swift.txt",
        "\(exercises)/greet/task.md",
      ])
    // One commit on main, nothing left uncommitted, and no history holding the real file.
    try assertEqual(git(["branch", "--format=%(refname:short)"], folder), "main\n")
    try assertEqual(
      git(["log", "--format=%s"], folder),
      StudentEdition.commitMessage(pair, sourceCommit: written.sourceCommit) + "\n")
    #expect(try git(["status", "--porcelain"], folder).isEmpty)
    try assertEqual(git(["rev-parse", "HEAD"], source), written.sourceCommit + "\n")
    // The teacher's checkout is as it was.
    assertEqual(read("Sources/App/Greeting.swift", in: source), "let greeting = \"uncommitted\"\n")
    try assertEqual(git(["status", "--porcelain"], source), " M Sources/App/Greeting.swift\n")

    // Its catalog knows what it is.
    let catalog = try ExerciseCatalog(folder: folder.appendingPathComponent(exercises))
    assertEqual(
      catalog.edition,
      ExerciseEdition(
        started: [pair],
        solutionPaths: [
          "Sources/App/Farewell.swift", "Sources/App/Greeting.swift",
          "Tests/AppTests/GreetingTests.swift",
        ]))
    assertEqual(catalog.exercises.map(\.id), ["greet"])
    let greet = try catalog.exercise("greet")
    #expect(!catalog.hasSolution(greet, pattern: "fake"))
    #expect(catalog.startIsCommitted("greet", pattern: "fake"))
  }

  @Test func anEditionLeavesOutTheTestabilityCatalogueButKeepsItsFolder() throws {
    let mutants = MutantCatalog.repositoryPath
    let folders = try teachersCheckout([
      "\(mutants)/README.md": "# The catalogue\n", "\(mutants)/a-bug.json": "{}\n",
      "\(mutants)/b-bug.json": "{}\n",
    ])
    let written = try StudentEdition(source: folders.source).write(
      ExerciseEdition.Pair(id: "greet", pattern: "fake"), to: folders.edition)
    #expect(written.leftOut.contains("\(mutants)/*.json"))
    let files = try git(["ls-files", mutants], folders.edition)
    assertEqual(files, "\(mutants)/README.md\n")
  }

  @Test func anEditionOfAWriteTheTestsExerciseHasNoMutants() throws {
    let folders = try teachersCheckout()
    let (source, folder) = (folders.source, folders.edition)
    let pair = ExerciseEdition.Pair(id: "greet-tests", pattern: "fake")
    try StudentEdition(source: source).write(pair, to: folder)
    let catalog = try ExerciseCatalog(
      folder: folder.appendingPathComponent(StudentEdition.exercisesPath))
    let exercise = try catalog.exercise("greet-tests")
    #expect(!catalog.hasMutants(exercise, pattern: "fake"))
    #expect(!catalog.hasSolution(exercise, pattern: "fake"))
    let teachers = try fixtureCatalog()
    #expect(teachers.hasMutants(try teachers.exercise("greet-tests"), pattern: "fake"))
    #expect(!teachers.hasMutants(try teachers.exercise("greet"), pattern: "fake"))
    #expect(teachers.hasSolution(try teachers.exercise("greet"), pattern: "fake"))
    #expect(teachers.edition == nil)
  }

  @Test func anEditionIsWrittenOnlyIntoANewFolderAndOnlyFromAGitCheckout() throws {
    let folders = try teachersCheckout()
    let source = folders.source
    let pair = ExerciseEdition.Pair(id: "greet", pattern: "fake")
    #expect(
      throws: ExerciseError(
        "\(source.path) exists and is not empty: an edition is written into a new folder")
    ) { try StudentEdition(source: source).write(pair, to: source) }
    let plain = source.appendingPathComponent("Sources")
    try FileManager.default.removeItem(at: source.appendingPathComponent(".git"))
    let error = #expect(throws: ExerciseError.self) {
      try StudentEdition(source: plain).write(pair, to: folders.edition)
    }
    assertEqual(error?.description.hasPrefix("could not read the last commit (git -C "), true)
  }

  @Test func inAnEditionStartChangesNothingAndSolveSaysTheTeacherHasTheSolution() throws {
    let folders = try teachersCheckout()
    let (source, folder) = (folders.source, folders.edition)
    try StudentEdition(source: source).write(.init(id: "greet", pattern: "fake"), to: folder)
    let catalog = try ExerciseCatalog(
      folder: folder.appendingPathComponent(StudentEdition.exercisesPath))
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": "let greeting = \"\"\n"])
    try tree.write("let greeting = \"Hel\"\n", to: "Sources/App/Greeting.swift")
    let workspace = ExerciseWorkspace(catalog: catalog, tree: tree)
    #expect(try workspace.start("greet", pattern: "fake").isEmpty)
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"Hel\"\n")
    #expect(ExerciseState.load(from: tree.root) == nil)
    #expect(throws: ExerciseError(ExerciseCatalog.noSolutionHere("greet", pattern: "fake"))) {
      try workspace.solve("greet", pattern: "fake", force: true)
    }
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"Hel\"\n")
    #expect(tree.read("Sources/App/Farewell.swift") == nil)
  }
}
