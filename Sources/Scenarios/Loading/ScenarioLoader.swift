import Foundation

/// Finds and parses `.scenario` files: the bundled suite, or files and folders named by the
/// user.
///
/// Every file is parsed, even after a broken one, so that all faults of all files can be
/// reported at once.
public enum ScenarioLoader {
  /// How the bundled suite's files are named in reports (where they live in the repository).
  public static let bundledSuiteDisplayPath = "Sources/Scenarios/Suite"

  /// The bundled suite folder (`Sources/Scenarios/Suite`, copied as a resource).
  public static var bundledSuiteURL: URL? {
    Bundle.module.url(forResource: "Suite", withExtension: nil)
  }

  /// What loading found: the files that parsed and the faults of those that did not.
  public struct Result: Sendable {
    /// The files that parsed, in the order they were found.
    public var files: [ScenarioFile] = []
    /// Every fault of every file that did not parse, in order.
    public var faults: [ParseFault] = []
  }

  /// Parses the bundled suite.
  public static func loadBundledSuite() throws -> Result {
    guard let url = bundledSuiteURL else {
      throw ScenarioLoadError("the bundled scenario suite is missing from the build")
    }
    return try load(folder: url, displayPath: bundledSuiteDisplayPath)
  }

  /// Parses each path, a `.scenario` file or a folder searched recursively (files sorted
  /// by path), naming files in reports as the user wrote them.
  public static func load(paths: [String]) throws -> Result {
    var result = Result()
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ScenarioLoadError("no such file or folder: \(path)")
      }
      let url = URL(fileURLWithPath: path)
      let part =
        isFolder.boolValue
        ? try load(folder: url, displayPath: path) : try load(file: url, displayPath: path)
      result.files += part.files
      result.faults += part.faults
    }
    return result
  }

  /// Parses every `.scenario` file under `folder`, sorted by relative path.
  public static func load(folder: URL, displayPath: String) throws -> Result {
    var result = Result()
    for relative in try scenarioFiles(in: folder) {
      let display =
        displayPath.hasSuffix("/") ? displayPath + relative : "\(displayPath)/\(relative)"
      let part = try load(file: folder.appendingPathComponent(relative), displayPath: display)
      result.files += part.files
      result.faults += part.faults
    }
    return result
  }

  /// Parses one file.
  public static func load(file: URL, displayPath: String) throws -> Result {
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw ScenarioLoadError("cannot read \(displayPath) as UTF-8 text")
    }
    do {
      return Result(files: [try ScenarioParser.parse(text, path: displayPath)])
    } catch {
      return Result(faults: error.faults)
    }
  }

  /// The relative paths of the `.scenario` files under `folder`, sorted.
  static func scenarioFiles(in folder: URL) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
      throw ScenarioLoadError("cannot read the folder \(folder.path)")
    }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".scenario") }.sorted()
  }
}

/// A scenario file or folder that cannot be read at all (missing, not text).
public struct ScenarioLoadError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public let description: String

  /// Creates an error.
  public init(_ description: String) {
    self.description = description
  }
}
