import Foundation
import PatternModel
import Processes
import SourceAnalysis

/// The instrumented build, once for every run, with a line every `heartbeat` while it goes.
nonisolated extension CoverageRunner {
  /// The environment variable that makes Package.swift declare only the test targets it
  /// names (comma-separated): the runs use no other, so the build compiles no other.
  public static let testTargetsVariable = "PATTERNS_TEST_TARGETS"

  /// Builds the test product with coverage into `scratchPath` (its output in
  /// `coverage-build.log` there), with only `testTargets` among the test targets, and
  /// returns the test binary it left: `swift build --product <Name>PackageTests
  /// --enable-code-coverage -debug-info-format none` (no debug information: llvm-cov reads the
  /// coverage mapping, never DWARF), or `--build-tests` when the manifest's name is not found.
  ///
  /// - Throws: `CoverageError` when the build fails or leaves no test binary.
  func buildTests(testTargets: [String]) throws -> URL {
    let common = ["--package-path", root.path, "--scratch-path", scratchPath.path]
    try FileManager.default.createDirectory(at: scratchPath, withIntermediateDirectories: true)
    let log = scratchPath.appendingPathComponent("coverage-build.log")
    let product = Self.packageName(root).map { ["--product", $0 + "PackageTests"] }
    let flags =
      (product ?? ["--build-tests"]) + ["--enable-code-coverage", "-debug-info-format", "none"]
    progress(
      "building the tests with coverage: swift build \(flags.joined(separator: " "))"
        + " (minutes the first time, seconds after; log: \(log.path))")
    let started = ContinuousClock.now
    // Through `env`: the manifest reads which test targets to declare.
    let swift = [
      Self.testTargetsVariable + "=" + testTargets.joined(separator: ","), toolchain.swift.path,
    ]
    let env = URL(fileURLWithPath: "/usr/bin/env")
    let built = try Heartbeat.around(
      every: heartbeat,
      beat: { elapsed in
        "  still building (\(Self.duration(elapsed)))"
          + (Self.lastStep(inLog: log).map { ": " + $0 } ?? "")
      }, show: progress
    ) {
      try processes.run(env, swift + ["build"] + flags + common, log: log)
    }
    guard built.status == 0 else {
      throw CoverageError(
        "the build with coverage failed (swift build exited with \(built.status); see \(log.path))")
    }
    let shown = try processes.run(
      env, swift + ["build", "--show-bin-path", "--enable-code-coverage"] + common, log: nil)
    let bin =
      String(decoding: shown.output, as: UTF8.self)
      .split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    let binary = try testBinary(in: URL(fileURLWithPath: bin))
    progress("built in \(Self.duration(ContinuousClock.now - started)): \(binary.path)")
    return binary
  }

  /// The test targets the runs use: each pattern's, and every one that declares a
  /// `ScenarioSuiteTests` (the scenario suite's run), in `Tests/`'s order.
  func testTargets(for patterns: [PatternDescription]) -> [String] {
    let tests = root.appendingPathComponent("Tests")
    let folders =
      ((try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []).sorted()
    let suites = folders.filter { folder in
      UIFreeUnitTests.testFiles(in: tests.appendingPathComponent(folder), uiModules: [])
        .contains {
          TypeDeclarationFinder.concreteTypeNames(in: $0.code).contains("ScenarioSuiteTests")
        }
    }
    return suites + patterns.map(\.testTarget).filter { !suites.contains($0) }
  }

  /// The package's name as its manifest declares it (`Package(name: "Patterns"`), if found.
  static func packageName(_ root: URL) -> String? {
    let manifest =
      (try? String(
        contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    return manifest.firstMatch(of: #/Package\(\s*name:\s*"([^"]+)"/#).map { String($0.1) }
  }

  /// The last `[done/total] step` line SwiftPM wrote to the build's log, if any.
  static func lastStep(inLog log: URL) -> String? {
    guard let handle = try? FileHandle(forReadingFrom: log) else { return nil }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: size > 8_192 ? size - 8_192 : 0)
    let tail = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    return tail.split(whereSeparator: \.isNewline)
      .last { $0.prefixMatch(of: #/\[\d+/\d+\] /#) != nil }.map(String.init)
  }

  /// The package's test binary in a build's bin folder (`<Name>PackageTests.xctest`, or the
  /// executable inside that bundle on macOS).
  func testBinary(in binFolder: URL) throws -> URL {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: binFolder.path)) ?? []
    guard let bundle = names.sorted().first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
      throw CoverageError("no *PackageTests.xctest in \(binFolder.path)")
    }
    let url = binFolder.appendingPathComponent(bundle)
    let macOSExecutable = url.appendingPathComponent("Contents/MacOS")
      .appendingPathComponent(String(bundle.dropLast(".xctest".count)))
    return FileManager.default.fileExists(atPath: macOSExecutable.path) ? macOSExecutable : url
  }
}
