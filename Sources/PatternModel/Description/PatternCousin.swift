/// The older pattern a pattern is the newer form of (MV of MVC, MVVM with Observation of
/// MVVM with Reactive), and one paragraph on what the newer framework changes about the
/// argument between them; the report sets the two side by side.
nonisolated public struct PatternCousin: Hashable, Sendable {
  /// The cousin's name, as registered: `mvc`.
  public var name: String
  /// What the newer form changes about the argument, in one paragraph.
  public var argument: String

  /// Describes a cousin.
  public init(name: String, argument: String) {
    self.name = name
    self.argument = argument
  }
}
