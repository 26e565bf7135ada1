import Foundation

/// `patterns report`: code size, coverage and layering of each pattern, side by side.
public enum ReportCommand: WorkbenchCommand {
  public static let name = "report"
  public static let abstract = "Compare the patterns' code size and test coverage."
  public static let discussion: String? = """
    Counts code lines, comment lines and declared types per pattern, per role folder and per
    file, and the shared modules apart. With --coverage, runs `swift test
    --enable-code-coverage` once for the scenario suite and once per pattern's unit tests,
    and reads each run with the llvm-cov next to swift. See Docs/Report.md.
    """
  public static let signature = CommandSignature(
    options: [
      .value(
        "--format", valueName: "format", allowed: ReportFormat.allCases.map(\.rawValue),
        help: "text, markdown, json or html (default: text)."),
      .value("--output", short: "-o", valueName: "file", help: "Write the report to a file."),
      .flag("--coverage", help: "Measure line coverage (runs swift test; slow)."),
      .value(
        "--root", valueName: "dir",
        help: "Package root (default: nearest Package.swift up)."),
    ])

  /// Measures coverage: the filtered `swift test` runs and their llvm-cov exports.
  public typealias CoverageMeasuring = (
    _ root: URL, _ scratchPath: URL?, _ patterns: [ReportCatalog.Pattern],
    _ progress: @escaping (String) -> Void
  ) throws -> CoverageMeasurements

  /// The real measurement: a `CoverageRunner` with the toolchain found in `PATH`.
  public static func measureWithSwiftTest(
    root: URL, scratchPath: URL?, patterns: [ReportCatalog.Pattern],
    progress: @escaping (String) -> Void
  ) throws -> CoverageMeasurements {
    let runner = CoverageRunner(
      root: root, scratchPath: scratchPath, toolchain: try Toolchain.locate(), progress: progress)
    return try runner.measure(patterns: patterns)
  }

  public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    try run(arguments, context: context, measure: measureWithSwiftTest)
  }

  /// Runs the command with `measure` standing in for the coverage runs (for tests).
  static func run(
    _ arguments: ParsedArguments, context: CommandContext, measure: CoverageMeasuring
  ) throws -> Int32 {
    let format = ReportFormat(rawValue: arguments.value("--format") ?? "text") ?? .text
    let tree = try PackageRootOption.tree(arguments.value("--root"))
    var coverage: CoverageMeasurements?
    if arguments.has("--coverage") {
      let patterns = ReportCatalog.patterns.filter { tree.hasModule($0.module) }
      do {
        coverage = try measure(tree.root, nil, patterns) { context.printError($0) }
      } catch let error as CoverageError {
        throw CommandFailure(error.description)
      }
    }
    let rendered = format.render(ReportBuilder.build(tree: tree, coverage: coverage))
    if let output = arguments.value("--output") {
      do {
        try rendered.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        throw CommandFailure("cannot write '\(output)': \(error.localizedDescription)")
      }
      context.printError("Wrote \(output)")
    } else {
      context.writeOutput(rendered)
    }
    return ExitStatus.success
  }
}

/// The `--root` option of `report` and `lint`: the package root given, or the nearest folder
/// with a `Package.swift` at or above the current directory.
enum PackageRootOption {
  /// The source tree to work on; a `UsageError` when there is no `Sources/` folder there.
  static func tree(_ given: String?) throws -> SourceTree {
    let root: URL
    if let given {
      root = URL(fileURLWithPath: given)
    } else {
      let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      guard let found = SourceTree.locatePackageRoot(from: here) else {
        throw UsageError("No Package.swift here or above; pass --root <dir>")
      }
      root = found
    }
    var isDirectory: ObjCBool = false
    let sources = root.appendingPathComponent("Sources").path
    guard FileManager.default.fileExists(atPath: sources, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw UsageError("No Sources folder in '\(root.path)'")
    }
    return SourceTree(root: root)
  }
}
