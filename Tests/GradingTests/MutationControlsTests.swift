import Assertions
import Foundation
import Testing

@testable import Grading

/// Behaviour-keeping rewrites of a file under test: only comments, indentation and blank
/// lines outside string literals change.
struct MutationControlsTests {
  private let source = #"""
    /// A greeting.
    struct Greeter {
      // The name.
      var name: String  /* a /* nested */ comment */
      func greet() -> String {
        "Hello, // not a comment \(name.isEmpty ? "/* nor this */" : name)!"
      }
      let banner = """
        /* kept */
          indented // kept
        """
      let raw = #"a "quoted" // raw"#
    }

    """#

  /// The code with every run of white space folded, for comparing rewrites.
  private func code(_ text: String) -> String {
    SourcePieces.split(text).filter { $0.kind != .comment }.map(\.text).joined()
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func theCommentsRemovedControlKeepsEveryStringAndAllTheCode() throws {
    let controls = MutationControls.controls(of: source)
    assertEqual(controls.map(\.name), ["comments removed", "reformatted"])
    let stripped = controls[0].text
    #expect(!stripped.contains("A greeting") && !stripped.contains("The name"))
    #expect(!stripped.contains("nested"))
    #expect(
      stripped.contains(#""Hello, // not a comment \(name.isEmpty ? "/* nor this */" : name)!""#))
    #expect(stripped.contains("    /* kept */\n      indented // kept\n"))
    #expect(stripped.contains(##"#"a "quoted" // raw"#"##))
    assertEqual(code(stripped), code(source))
    assertEqual(
      stripped.split(separator: "\n", omittingEmptySubsequences: false).count,
      source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test func theReformattedControlChangesIndentationOutsideStringsOnly() throws {
    let reformatted = MutationControls.controls(of: source)[1].text
    #expect(reformatted.contains("\n    var name: String"))
    #expect(reformatted.contains("struct Greeter {\n\n"))
    #expect(reformatted.contains("    /* kept */\n      indented // kept\n"))
    assertEqual(code(reformatted), code(source))
  }

  @Test func everyMutationTargetOfTheBundledExercisesHasTwoControlsThatKeepItsCode() throws {
    let catalog = try ExerciseCatalogFinder.bundledProjectFiles()
    #expect(!catalog.isEmpty)
    for (path, text) in catalog {
      let controls = MutationControls.controls(of: text)
      assertEqual(controls.count, 2, "\(path)")
      for control in controls {
        assertEqual(code(control.text), code(text), "\(path): \(control.name)")
      }
    }
  }
}

/// The project's files that bundled "write the tests" exercises mutate.
enum ExerciseCatalogFinder {
  static func bundledProjectFiles() throws -> [(String, String)] {
    var root = URL(fileURLWithPath: #filePath)
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root.deleteLastPathComponent()
    }
    let exercises = root.appendingPathComponent("Sources/Classroom/Exercises")
    var files: [(String, String)] = []
    for id in try FileManager.default.contentsOfDirectory(atPath: exercises.path).sorted() {
      let manifest = exercises.appendingPathComponent(id).appendingPathComponent("exercise.json")
      guard let data = FileManager.default.contents(atPath: manifest.path),
        let text = String(data: data, encoding: .utf8),
        let match = text.firstMatch(of: /"target": "([^"]+)"/)
      else { continue }
      let path = String(match.1)
      files.append(
        (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
    }
    return files
  }
}
