#if canImport(Runtime)
  @_spi(Internal) import Runtime
  import Foundation

  /// Captures the current call stack and names its frames, caching per return address.
  ///
  /// Symbol names are cheap to read; source locations are not (debug info's line tables,
  /// about a few ms per address). So every frame gets its name, and only frames of
  /// `locatedModule` (the pattern's module, whose role folders come from file paths) get
  /// their file, looked up once per type; with `locatesLines`, their line too, looked up once
  /// per address (for `patterns serve`, which highlights the lines that ran). The lookups go
  /// through `SourceLocations`, which reads each address's line once per process. Frames come
  /// innermost first.
  final class StackCapture {
    private let images = ImageMap.capture()
    private let locatedModule: String
    private var names: [UInt64: StackFrame?] = [:]
    private var paths: [String: String] = [:]
    private let locatesLines: Bool
    private var lines: [UInt64: Int?] = [:]
    /// The located module's folder, as the debug info of its first located frame gives it.
    private var moduleFolder: String?

    /// How many stacks were captured, and how many addresses needed a source location.
    private(set) var captures = 0
    private(set) var locations = 0

    /// A capture that looks up file paths for the frames of `locatedModule`.
    init(locatedModule: String, locatesLines: Bool = false) {
      self.locatedModule = locatedModule
      self.locatesLines = locatesLines
    }

    /// The frames of the caller's stack, innermost first: up to 512, so that a SwiftUI
    /// update's deep stack keeps the scheduler's frames that started it (at 128, a capture
    /// dropped its middle, and a wait's answer was drawn as if nothing had started it).
    func frames() -> [StackFrame] {
      captures += 1
      guard let backtrace = try? Backtrace.capture(limit: 512, images: images) else { return [] }
      let addresses = backtrace.frames.compactMap(Self.rawAddress)
      if addresses.contains(where: { names[$0] == nil }) { name(backtrace) }
      return addresses.compactMap { address -> StackFrame? in
        guard var frame = names[address] ?? nil else { return nil }
        if frame.module == locatedModule {
          frame.pathInModule = path(of: frame, in: backtrace)
          if locatesLines { frame.line = line(of: frame, in: backtrace) }
        }
        return frame
      }
    }

    /// Names every frame of `backtrace` (no source locations: fast).
    private func name(_ backtrace: Backtrace) {
      guard let symbolicated = backtrace.symbolicated(with: images, options: []) else { return }
      for frame in symbolicated.frames {
        guard let raw = Self.rawAddress(frame.captured), names[raw] == nil else { continue }
        names[raw] = frame.symbol.flatMap {
          StackFrame(symbol: Demangler.demangle($0.rawName), address: raw)
        }
      }
    }

    /// The path under its module folder of the file holding `frame`'s type, looked up once
    /// per type (a type's code sits in one role folder, extensions included).
    private func path(of frame: StackFrame, in backtrace: Backtrace) -> String? {
      let type = LaneAttribution.typeName(inSymbol: frame.symbol, module: frame.module) ?? ""
      let key = type.isEmpty ? "@\(frame.address)" : type
      if let known = paths[key] { return known }
      let location = sourceLocation(of: frame, in: backtrace)
      var found = location.flatMap { StackFrame.pathInModule($0.path)?.path } ?? ""
      if let path = location?.path, !found.isEmpty, moduleFolder == nil {
        moduleFolder = String(path.dropLast(found.count))
      }
      // Code a macro expands (an `@Observable` property's accessors) is located in a generated
      // file: the type's own file, named after it (one main type per file), stands for it.
      if found.isEmpty, !type.isEmpty { found = declaringFile(of: type, module: frame.module) }
      paths[key] = found
      return found
    }

    /// The line `frame` was at, looked up once per address.
    private func line(of frame: StackFrame, in backtrace: Backtrace) -> Int? {
      if let known = lines[frame.address] { return known }
      let line = sourceLocation(of: frame, in: backtrace)?.line
      lines[frame.address] = line
      return line
    }

    /// Where `frame`'s address is in the source, from the debug info's line tables (slow the
    /// first time in the process: `SourceLocations` keeps every answer).
    private func sourceLocation(
      of frame: StackFrame, in backtrace: Backtrace
    ) -> SourceLocations.Location? {
      locations += 1
      return SourceLocations.shared.location(
        of: frame.address, architecture: backtrace.architecture, images: images)
    }

    /// The path under the module's folder of `<type>.swift`, or "" when there is none.
    private func declaringFile(of type: String, module: String) -> String {
      let folder =
        moduleFolder
        ?? FileManager.default.currentDirectoryPath + "/Sources/\(module)/"
      let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
      return files.sorted().first { $0 == "\(type).swift" || $0.hasSuffix("/\(type).swift") } ?? ""
    }

    /// The address a frame was captured at; nil for markers (omitted, truncated).
    private static func rawAddress(_ frame: Backtrace.Frame) -> UInt64? {
      switch frame {
      case .programCounter(let address), .returnAddress(let address),
        .asyncResumePoint(let address):
        UInt64(address)
      default: nil
      }
    }
  }
#endif
