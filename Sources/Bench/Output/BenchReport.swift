/// Everything one `patterns bench` run measured, per pattern, as the text, JSON and HTML
/// outputs show it. Times are in milliseconds unless a name says otherwise.
nonisolated public struct BenchReport: Equatable, Sendable {
  /// The ratio to raw the search figure must stay under, for every pattern.
  public static let searchTarget = 1.25

  /// What was measured and how many times.
  public var settings: BenchSettings
  /// Whether the figures come from an optimised (`-c release`) build.
  public var isReleaseBuild: Bool
  /// The raw baseline of the search, one per catalog size (same order as `settings`).
  public var rawSearch: [BenchSpread]
  /// The figures of each pattern, in the order given.
  public var patterns: [PatternFigures]
  /// The process's peak resident size at the end of the run, in bytes (nil: not known).
  public var peakResidentBytes: Int?

  /// A report.
  public init(
    settings: BenchSettings, isReleaseBuild: Bool, rawSearch: [BenchSpread],
    patterns: [PatternFigures], peakResidentBytes: Int?
  ) {
    self.settings = settings
    self.isReleaseBuild = isReleaseBuild
    self.rawSearch = rawSearch
    self.patterns = patterns
    self.peakResidentBytes = peakResidentBytes
  }

  /// Whether every pattern's median search ratio meets the target, at every size.
  public var searchTargetMet: Bool { patterns.allSatisfy(\.searchTargetMet) }
}

/// The figures of one pattern.
nonisolated public struct PatternFigures: Equatable, Sendable, Decodable {
  /// The pattern's name.
  public var name: String
  /// Keystroke to rendered table, one per catalog size.
  public var search: [SearchFigure]
  /// Typing the credentials, tapping Sign in, the 400 ms answer, the catalog shown (ms).
  public var signInMilliseconds: BenchSpread
  /// Opening the first product, renaming it, saving, back on the catalog (ms).
  public var openEditSaveMilliseconds: BenchSpread
  /// Scenarios of the bundled suite played per second.
  public var scenariosPerSecond: BenchSpread
  /// Heap bytes each screen keeps while shown (empty where the platform cannot tell).
  public var memory: [ScreenMemory]
  /// The cost per keystroke of each text field.
  public var typing: [TypingFigure]

  /// The figures of a pattern.
  public init(
    name: String, search: [SearchFigure], signInMilliseconds: BenchSpread,
    openEditSaveMilliseconds: BenchSpread,
    scenariosPerSecond: BenchSpread, memory: [ScreenMemory], typing: [TypingFigure]
  ) {
    self.name = name
    self.search = search
    self.signInMilliseconds = signInMilliseconds
    self.openEditSaveMilliseconds = openEditSaveMilliseconds
    self.scenariosPerSecond = scenariosPerSecond
    self.memory = memory
    self.typing = typing
  }

  /// Whether the median search ratio meets the target at every size.
  public var searchTargetMet: Bool { search.allSatisfy(\.meetsTarget) }
}

/// Keystroke to rendered table on one catalog size.
nonisolated public struct SearchFigure: Equatable, Sendable, Decodable {
  /// Products in the catalog.
  public var products: Int
  /// The pattern's time (ms).
  public var milliseconds: BenchSpread
  /// Each round's time divided by the raw baseline's time in the same round.
  public var ratio: BenchSpread

  /// A figure.
  public init(products: Int, milliseconds: BenchSpread, ratio: BenchSpread) {
    self.products = products
    self.milliseconds = milliseconds
    self.ratio = ratio
  }

  /// Whether the median ratio is at most `BenchReport.searchTarget`.
  public var meetsTarget: Bool { ratio.median <= BenchReport.searchTarget }
}

/// The heap one screen keeps.
nonisolated public struct ScreenMemory: Equatable, Sendable, Decodable {
  /// The screen's element id (`login`).
  public var screen: String
  /// Heap bytes in use with the screen shown minus before it was built.
  public var bytes: BenchSpread

  /// A figure.
  public init(screen: String, bytes: BenchSpread) {
    self.screen = screen
    self.bytes = bytes
  }
}

/// The cost per keystroke typing into one field.
nonisolated public struct TypingFigure: Equatable, Sendable, Decodable {
  /// The field's element id (`login.email`).
  public var field: String
  /// Microseconds per keystroke over the first keystrokes timed.
  public var firstMicroseconds: BenchSpread
  /// Microseconds per keystroke over the last keystrokes timed.
  public var lastMicroseconds: BenchSpread
  /// Each round's last cost divided by its first (1: flat).
  public var ratio: BenchSpread

  /// A figure.
  public init(
    field: String, firstMicroseconds: BenchSpread, lastMicroseconds: BenchSpread,
    ratio: BenchSpread
  ) {
    self.field = field
    self.firstMicroseconds = firstMicroseconds
    self.lastMicroseconds = lastMicroseconds
    self.ratio = ratio
  }
}
