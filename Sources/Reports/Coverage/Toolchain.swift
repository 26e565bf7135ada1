import Foundation

/// The Swift toolchain in use: `swift` as found in `PATH` (symlinks resolved) and the
/// `llvm-cov` and `llvm-profdata` in the same folder — never others on the system, whose
/// profile format may not match the compiler's.
nonisolated public struct Toolchain: Equatable, Sendable {
  /// The resolved `swift` executable.
  public var swift: URL
  /// The `llvm-cov` next to it.
  public var llvmCov: URL
  /// The `llvm-profdata` next to it (merges raw profiles when `swift test` did not).
  public var llvmProfdata: URL

  /// A toolchain from explicit paths (`llvm-profdata` defaults to the `llvm-cov` folder).
  public init(swift: URL, llvmCov: URL, llvmProfdata: URL? = nil) {
    self.swift = swift
    self.llvmCov = llvmCov
    self.llvmProfdata =
      llvmProfdata ?? llvmCov.deletingLastPathComponent().appendingPathComponent("llvm-profdata")
  }

  /// Finds `swift` in `path` (a `PATH` value), resolves its symlinks to the toolchain's
  /// `bin` folder, and takes `swift`, `llvm-cov` and `llvm-profdata` there. Throws when
  /// `swift` or `llvm-cov` is missing.
  public static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"])
    throws -> Toolchain
  {
    let folders = (path ?? "").split(separator: ":").map(String.init)
    for folder in folders where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
      // `swift` is often a link to `swift-driver`, which dispatches on its name: keep the
      // name, take the folder of the link's target.
      let folder = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
      let named = folder.appendingPathComponent("swift")
      let swift = FileManager.default.isExecutableFile(atPath: named.path) ? named : candidate
      let llvmCov = folder.appendingPathComponent("llvm-cov")
      guard FileManager.default.isExecutableFile(atPath: llvmCov.path) else {
        throw CoverageError("no llvm-cov next to \(swift.path)")
      }
      return Toolchain(swift: swift, llvmCov: llvmCov)
    }
    throw CoverageError("swift not found in PATH")
  }

  /// How to run the Swift Testing tests of a package's test binary as `swift test` does,
  /// the arguments before `--filter`: on Linux the binary itself with
  /// `--testing-library swift-testing`; on macOS the toolchain's `swiftpm-testing-helper`
  /// with the bundle.
  public func testRunner(for binary: URL) -> (executable: URL, arguments: [String]) {
    #if os(macOS)
      let helper = swift.deletingLastPathComponent()
        .appendingPathComponent("../libexec/swift/pm/swiftpm-testing-helper").standardized
      let bundle = binary.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      return (
        helper,
        ["--test-bundle-path", bundle.path, binary.path, "--testing-library", "swift-testing"]
      )
    #else
      return (binary, ["--testing-library", "swift-testing"])
    #endif
  }
}
