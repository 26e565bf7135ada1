/// How much `patterns bench` measures: the full run for the figures in Docs/Performance.md,
/// or the quick smoke run CI can afford.
nonisolated public struct BenchSettings: Equatable, Sendable, Decodable {
  /// Interleaved rounds of every timed figure.
  public var rounds: Int
  /// The catalog sizes the search is measured on.
  public var catalogSizes: [Int]
  /// Characters typed into each text field.
  public var typedCharacters: Int
  /// The keystrokes timed at the start and at the end of the typing.
  public var typingWindow: Int
  /// How many scenarios of the suite each round plays (nil: all of them).
  public var scenarioLimit: Int?

  /// A run of these sizes.
  public init(
    rounds: Int, catalogSizes: [Int], typedCharacters: Int, typingWindow: Int,
    scenarioLimit: Int? = nil
  ) {
    self.rounds = rounds
    self.catalogSizes = catalogSizes
    self.typedCharacters = typedCharacters
    self.typingWindow = typingWindow
    self.scenarioLimit = scenarioLimit
  }

  /// The run the issue asks for: 10,000 and 100,000 products, 10,000 characters per field.
  public static let full = BenchSettings(
    rounds: 7, catalogSizes: [10_000, 100_000], typedCharacters: 10_000, typingWindow: 1_000)

  /// A smoke run of a few seconds, even in a debug build.
  public static let quick = BenchSettings(
    rounds: 3, catalogSizes: [200, 1_000], typedCharacters: 200, typingWindow: 50,
    scenarioLimit: 10)
}
