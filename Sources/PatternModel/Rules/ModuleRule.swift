/// A rule on the package's module graph, as data: what `patterns lint` checks on Package.swift
/// (the architecture's shape, as `LayeringRule`s are its code's).
///
/// ```swift
/// ModuleRule(
///   id: "pattern-model-knows-no-tool",
///   statement: "the pattern model and the registry depend on no module of the tool",
///   check: .dependsOnNone(of: ProjectModules.tool, modules: ["PatternModel", "Registry"]))
/// ```
nonisolated public struct ModuleRule: Hashable, Sendable {
  /// A short, stable identifier printed after each violation: `module-size`.
  public var id: String
  /// The rule as a sentence.
  public var statement: String
  /// What the graph must hold to.
  public var check: Check

  /// What the graph must hold to.
  public enum Check: Hashable, Sendable {
    /// No library or executable module has more lines than `limit`, except those of `except`
    /// (by name, each with why).
    case maxLines(Int, except: [String: String])
    /// No module depends on itself, directly or through others.
    case noCycle
    /// None of `modules` depends on any of `of`, directly or through others.
    case dependsOnNone(of: [String], modules: [String])
    /// None of `modules` depends on anything but `of`, directly or through others.
    case dependsOnlyOn(of: [String], modules: [String])
    /// Every library and executable module has a heading of its own (`### Name`) in the doc
    /// at `path`: the paragraph saying what it owns and what it must not know.
    case documented(in: String)
  }

  /// Creates a rule.
  public init(id: String, statement: String, check: Check) {
    self.id = id
    self.statement = statement
    self.check = check
  }
}
