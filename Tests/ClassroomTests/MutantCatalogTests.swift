import Assertions
import Classroom
import Foundation
import Testing

/// The testability catalogue: the bundled mutants against the current sources, and how a
/// faulty mutant file is told apart (its slow checks are Scripts/check-mutants.sh's).
struct MutantCatalogTests {
  /// The repository root, from this file's path.
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every cut of every bundled mutant applies to the current sources: its text occurs
  /// exactly once in its file. A refactor that moves a rule fails here, naming the mutant.
  @Test(BundledCatalog.teachersCopyOnly)
  func everyBundledCutAppliesCleanlyToTheCurrentSources() throws {
    let catalog = try MutantCatalog.bundled()
    for mutant in catalog.mutants {
      for (pattern, cut) in mutant.cuts.sorted(by: { $0.key < $1.key }) {
        let data = try #require(
          FileManager.default.contents(atPath: root.appendingPathComponent(cut.file).path),
          "\(mutant.id) for \(pattern): \(cut.file) does not exist")
        let text = String(decoding: data, as: UTF8.self)
        #expect(
          throws: Never.self, "\(mutant.id) for \(pattern) no longer applies: cut it again"
        ) {
          let mutated = try cut.apply(to: text)
          #expect(mutated != text)
        }
      }
    }
  }

  /// At least 24 mutants, on all three screens, each cut in the five patterns of the
  /// catalogue's first edition, each described once.
  @Test(BundledCatalog.teachersCopyOnly)
  func theCatalogueCoversEveryScreenInEveryPattern() throws {
    let catalog = try MutantCatalog.bundled()
    #expect(catalog.mutants.count >= 24)
    assertEqual(Set(catalog.mutants.map(\.screen)), ["Login", "Catalog", "Product"])
    for mutant in catalog.mutants {
      #expect(
        Set(["mvc", "mvp", "mvvm", "viper", "tea"]).isSubset(of: mutant.cuts.keys), "\(mutant.id)")
    }
    assertEqual(catalog.mutants.first?.screen, "Login")
    assertEqual(catalog.mutants.last?.screen, "Product")
  }

  @Test func aCutReplacesTheOneOccurrenceOfItsText() throws {
    let cut = MutantCut(file: "Sources/A/B.swift", replace: "x == 1", with: "true")
    try assertEqual(cut.apply(to: "if x == 1 { go() }\n"), "if true { go() }\n")
  }

  @Test func aCutWhoseTextIsMissingOrRepeatedSaysSoNamingItsFile() {
    let cut = MutantCut(file: "Sources/A/B.swift", replace: "x == 1\n  y()", with: "true")
    #expect(
      throws: ExerciseError(
        "Sources/A/B.swift: the text to replace does not occur (it must occur exactly once): "
          + "\"x == 1\" (and the lines after)")
    ) { try cut.apply(to: "x == 2\n") }
    let short = MutantCut(file: "Sources/A/B.swift", replace: "go()", with: "stop()")
    #expect(
      throws: ExerciseError(
        "Sources/A/B.swift: the text to replace occurs 2 times (it must occur exactly once): "
          + "\"go()\"")
    ) { try short.apply(to: "go()\ngo()\n") }
  }

  @Test func mutantsAreListedByScreenAsTheSpecHasThemThenByRuleAndId() throws {
    func mutant(_ id: String, _ rule: String) -> AlignedMutant {
      AlignedMutant(
        id: id, rule: rule, spec: "s", mistake: "m",
        cuts: ["p": MutantCut(file: "Sources/P/X.swift", replace: "a", with: "b")])
    }
    let catalog = try MutantCatalog(mutants: [
      mutant("z", "Product 1"), mutant("b", "Login 7"), mutant("a", "Login 7"),
      mutant("c", "Catalog 2"), mutant("d", "Login 10"), mutant("e", "Product: product.title"),
    ])
    assertEqual(catalog.mutants.map(\.id), ["a", "b", "d", "c", "e", "z"])
    try assertEqual(catalog.mutant("c").rule, "Catalog 2")
    #expect(throws: ExerciseError("no mutant 'q'; the mutants are: a, b, d, c, e, z")) {
      try catalog.mutant("q")
    }
  }

  /// Each faulty file is named with what is wrong.
  @Test(arguments: [
    (
      "good", #"{"id": "good", "rule": "Login 7", "spec": "s", "mistake": "m"}"#,
      "good.json: not a mutant: the field 'cuts' is missing"
    ),
    ("good", "{nope", "good.json: not a mutant: it is not valid JSON"),
    (
      "good", #"{"id": "other", "rule": "Login 7", "spec": "s", "mistake": "m", "cuts": {}}"#,
      "good.json: it names the id 'other'; use 'good'"
    ),
    (
      "Bad_Id", #"{"id": "Bad_Id", "rule": "Login 7", "spec": "s", "mistake": "m", "cuts": {}}"#,
      "Bad_Id.json: the id 'Bad_Id' is not lowercase words joined by hyphens"
    ),
    (
      "good", #"{"id": "good", "rule": "Cart 1", "spec": "s", "mistake": "m", "cuts": {}}"#,
      "good.json: the rule 'Cart 1' names no screen of the app spec: start it with Login, "
        + "Catalog, Product (as in 'Login 7')"
    ),
    (
      "good", #"{"id": "good", "rule": "Login 7", "spec": " ", "mistake": "m", "cuts": {}}"#,
      "good.json: 'spec' must be one line of text"
    ),
    (
      "good", #"{"id": "good", "rule": "Login 7", "spec": "s", "mistake": "m", "cuts": {}}"#,
      "good.json: it has no cuts: add one per pattern under 'cuts'"
    ),
    (
      "good",
      #"{"id": "good", "rule": "Login 7", "spec": "s", "mistake": "m", "cuts": {"mvp": "#
        + #"{"file": "Sources/../x.swift", "replace": "a", "with": "b"}}}"#,
      "good.json: the cut for mvp names 'Sources/../x.swift', not a Swift file under Sources/"
    ),
    (
      "good",
      #"{"id": "good", "rule": "Login 7", "spec": "s", "mistake": "m", "cuts": {"mvp": "#
        + #"{"file": "Sources/MVP/x.swift", "replace": "a", "with": "a"}}}"#,
      "good.json: the cut for mvp must replace a text by another ('replace' is the same as "
        + "'with')"
    ),
  ])
  func aFaultyMutantFileIsNamedWithItsFault(name: String, json: String, said: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mutants-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: folder.appendingPathComponent("\(name).json"))
    try Data("# not a mutant\n".utf8).write(to: folder.appendingPathComponent("README.md"))
    #expect(throws: ExerciseError(said)) { try MutantCatalog(folder: folder) }
  }

  @Test func aFolderOfGoodFilesReadsInSpecOrderAndAMissingFolderIsSaid() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mutants-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (id, rule) in [("b", "Product 2"), ("a", "Login 9")] {
      let json =
        #"{"id": "\#(id)", "rule": "\#(rule)", "spec": "s", "mistake": "m", "cuts": {"mvp": "#
        + #"{"file": "Sources/MVP/x.swift", "replace": "a", "with": "b"}}}"#
      try Data(json.utf8).write(to: folder.appendingPathComponent("\(id).json"))
    }
    let catalog = try MutantCatalog(folder: folder)
    assertEqual(catalog.mutants.map(\.id), ["a", "b"])
    assertEqual(
      catalog.mutants[0].cuts["mvp"],
      MutantCut(file: "Sources/MVP/x.swift", replace: "a", with: "b"))
    let one = try MutantCatalog(folder: folder.appendingPathComponent("b.json"))
    assertEqual(one.mutants.map(\.id), ["b"])
    let missing = folder.appendingPathComponent("none")
    #expect(throws: ExerciseError("no mutants at \(missing.path): no such file or folder")) {
      try MutantCatalog(folder: missing)
    }
  }
}
