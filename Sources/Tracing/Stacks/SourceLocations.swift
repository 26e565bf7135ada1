#if canImport(Runtime)
  @_spi(Internal) import Runtime
  import Foundation

  /// Where return addresses are in the source, read from the debug info's line tables once per
  /// address for the whole process, and shared by every `StackCapture`.
  ///
  /// A lookup runs a compilation unit's line program (a few milliseconds); an address means
  /// the same line for as long as the process lives, so each answer is kept. Every traced
  /// session of `patterns serve` after the first, and every trace of a test run, finds the
  /// lines it needs already read (in `swift test`, reading them again for each session was
  /// four tenths of the trace and serve suites' time). A memo of facts about the loaded code,
  /// not session state: sessions share no behaviour through it.
  final class SourceLocations: @unchecked Sendable {
    /// A line of a file.
    struct Location: Sendable, Equatable {
      var path: String
      var line: Int
    }

    /// The process's one table.
    static let shared = SourceLocations()

    private let lock = NSLock()
    private var known: [UInt64: Location?] = [:]

    /// The source location of `address` (a return address in an image of `images`), or nil
    /// when the debug info has none.
    func location(
      of address: UInt64, architecture: String, images: ImageMap
    ) -> Location? {
      if let answer = lock.withLock({ known[address] }) { return answer }
      let single = Backtrace(
        architecture: architecture, frames: [RichFrame<UInt64>.returnAddress(address)],
        images: images)
      let found = single.symbolicated(with: images, options: [.showSourceLocations])?
        .frames.first?.symbol?.sourceLocation
      let answer = found.map { Location(path: $0.path, line: Int($0.line)) }
      lock.withLock { known[address] = answer }
      return answer
    }
  }
#endif
