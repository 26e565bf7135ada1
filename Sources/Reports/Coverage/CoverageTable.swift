import Foundation

/// Line coverage per source file from one `llvm-cov export` (its `files[].summary.lines`).
nonisolated public struct CoverageTable: Equatable, Sendable {
  /// Coverage by the file name llvm-cov reports (an absolute path).
  public var files: [String: LineCoverage]

  /// Creates a table.
  public init(files: [String: LineCoverage] = [:]) {
    self.files = files
  }

  /// The coverage of a file given relative to the package root
  /// (`Sources/MVP/Presenters/X.swift`): the entry whose absolute name ends with
  /// `/` + that path; zero lines when the file is not in the export (never compiled into the
  /// test binary, or no instrumented code).
  public func coverage(ofPath rootRelativePath: String) -> LineCoverage {
    let suffix = "/" + rootRelativePath
    if let exact = files.first(where: { $0.key.hasSuffix(suffix) }) { return exact.value }
    return LineCoverage()
  }

  /// Parses the JSON `llvm-cov export` writes (format `llvm.coverage.json.export`, with or
  /// without `-summary-only`). Entries of several `data` items are summed.
  public static func parseLLVMCovExport(_ json: Data) throws -> CoverageTable {
    let export = try JSONDecoder().decode(Export.self, from: json)
    guard export.type == nil || export.type == "llvm.coverage.json.export" else {
      throw CoverageError.unexpectedExport("type \(export.type ?? "")")
    }
    var files: [String: LineCoverage] = [:]
    for data in export.data {
      for file in data.files {
        let lines = LineCoverage(
          covered: file.summary.lines.covered, instrumented: file.summary.lines.count)
        files[file.filename] = (files[file.filename] ?? LineCoverage()) + lines
      }
    }
    return CoverageTable(files: files)
  }

  private struct Export: Decodable {
    var type: String?
    var data: [ExportData]
  }
  private struct ExportData: Decodable {
    var files: [ExportFile]
  }
  private struct ExportFile: Decodable {
    var filename: String
    var summary: Summary
  }
  private struct Summary: Decodable {
    var lines: Lines
  }
  private struct Lines: Decodable {
    var count: Int
    var covered: Int
  }
}

/// What can go wrong while measuring coverage.
nonisolated public struct CoverageError: Error, Equatable, CustomStringConvertible {
  /// The message shown after `Error: `.
  public var description: String
  /// Whether a test run left no profile at all (its process crashed, or the build failed).
  public var isMissingProfile = false

  /// An error with a message.
  public init(_ description: String) {
    self.description = description
  }

  /// A test run left no profile.
  static func missingProfile(run: String, log: String) -> CoverageError {
    var error = CoverageError("the \(run) run wrote no coverage profile (see \(log))")
    error.isMissingProfile = true
    return error
  }

  /// The export is not llvm-cov's JSON.
  static func unexpectedExport(_ detail: String) -> CoverageError {
    CoverageError("not an llvm-cov JSON export (\(detail))")
  }
}
