import CommandLineKit
import Foundation
import Scenarios
import SourceAnalysis

/// The options several `patterns` commands share, declared once: `--scenarios`, `--root`,
/// `--output` and `--format`, with what they mean applied in one place each.
public enum SharedOptions {
  /// `--scenarios <path> ...`: `.scenario` files or folders (default: the bundled suite).
  public static let scenarios = Option<String>(
    "--scenarios", valueName: "path", repeating: true,
    help: "A .scenario file or a folder of them (default: the bundled suite).")

  /// `--root <dir>`: the package root (default: nearest Package.swift up).
  public static let root = Option<String>(
    "--root", valueName: "dir", help: "Package root (default: nearest Package.swift up).")

  /// `-o, --output <file>`: write the command's report to a file instead of standard output.
  public static let output = Option<String>(
    "--output", short: "-o", valueName: "file", help: "Write the report to a file.")

  /// The scenario input of `run` and `list`: `--scenarios`.
  public static let scenarioInput = OptionGroup([scenarios])

  /// Where a tree-reading command (`report`, `lint`) looks: `--root`.
  public static let packageRoot = OptionGroup([root])

  /// How a report-writing command delivers: `--format` (with its formats, the first the
  /// default) and `--output`. Read the format back with `format(formats)`.
  public static func reportOutput(_ formats: [String]) -> OptionGroup {
    OptionGroup([format(formats), output])
  }

  /// `--format <format>`, with the formats a command offers; the first is the default.
  public static func format(_ formats: [String]) -> Option<String> {
    let listed =
      formats.count > 1
      ? formats.dropLast().joined(separator: ", ") + " or " + (formats.last ?? "") : formats[0]
    return Option<String>(
      "--format", valueName: "format", allowed: formats,
      help: "\(listed) (default: \(formats[0])).")
  }

  /// The scenario files named by `--scenarios`, or the bundled suite.
  ///
  /// - Throws: `UsageError` when a path names nothing (the command line is wrong);
  ///   `CommandFailure` with status 65 when a file or folder exists but cannot be read as
  ///   text (the input is wrong, as for a file that does not parse).
  public static func loadScenarios(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws -> LoadedScenarios {
    let paths = try arguments.values(scenarios)
    do {
      guard !paths.isEmpty else {
        let suite = try ScenarioLoader.loadBundledSuite()
        return LoadedScenarios(files: suite.files, faults: suite.faults)
      }
      var result = LoadedScenarios()
      for path in paths {
        let url = context.url(for: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
          throw UsageError("No such file or folder: \(path)")
        }
        let part =
          isFolder.boolValue
          ? try ScenarioLoader.load(folder: url, displayPath: path)
          : try ScenarioLoader.load(file: url, displayPath: path)
        result.files += part.files
        result.faults += part.faults
      }
      return result
    } catch let error as ScenarioLoadError {
      throw CommandFailure(error.description, status: ExitStatus.dataError)
    }
  }

  /// The source tree at `--root`, or at the nearest folder with a `Package.swift` at or
  /// above the working directory; a `UsageError` when there is no `Sources/` folder there.
  public static func sourceTree(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws -> SourceTree {
    let rootURL: URL
    if let given = arguments[root] {
      rootURL = context.url(for: given)
    } else {
      guard let found = SourceTree.locatePackageRoot(from: context.workingDirectory) else {
        throw UsageError("No Package.swift here or above; pass --root <dir>")
      }
      rootURL = found
    }
    var isDirectory: ObjCBool = false
    let sources = rootURL.appendingPathComponent("Sources").path
    guard FileManager.default.fileExists(atPath: sources, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw UsageError("No Sources folder in '\(rootURL.standardizedFileURL.path)'")
    }
    return SourceTree(root: rootURL)
  }

  /// Delivers a command's report the one way every command does: to standard output, or,
  /// with `--output FILE`, written to FILE (atomically) with `Wrote FILE` on standard error.
  ///
  /// - Throws: `CommandFailure` (status 1) when the file cannot be written.
  public static func deliver(
    _ text: String, _ arguments: ParsedArguments, context: CommandContext
  ) throws {
    guard let path = arguments[output] else {
      context.writeOutput(text)
      return
    }
    do {
      try text.write(to: context.url(for: path), atomically: true, encoding: .utf8)
    } catch {
      throw CommandFailure("cannot write the report to '\(path)': \(error.localizedDescription)")
    }
    context.printError("Wrote \(path)")
  }
}
