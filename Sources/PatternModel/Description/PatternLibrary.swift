/// A library a pattern's roles call into, beyond Domain: its UI toolkit, a reactive library.
/// A trace draws each as one lane (the calls into its modules, collapsed), so a pattern built
/// on another library gets its lane by naming it here, not by a change to the tracer.
///
/// ```swift
/// PatternLibrary(
///   "Reactive", modules: ["Reactive", "ReactiveUI"],
///   kind: .streams(operators: ["flatMapLatest", "flatMap", "map", "debounce"]))
/// ```
nonisolated public struct PatternLibrary: Hashable, Sendable {
  /// What the library is to a trace.
  public enum Kind: Hashable, Sendable {
    /// The widgets the user touches: the scenario's actions go into this lane, and every
    /// change a user could see is drawn into it.
    case widgets
    /// A library of streams and `operators`: a call through it is labelled with the ones it
    /// went through (`debounce`, `flatMapLatest`); list an operator before another its name
    /// starts with (`flatMapLatest` before `flatMap`).
    case streams(operators: [String])
  }

  /// The lane's name in traces: `Widgets`, `Reactive`.
  public var name: String
  /// The modules whose code belongs to the library.
  public var modules: [String]
  /// What the library is to a trace.
  public var kind: Kind

  /// Describes a library.
  public init(_ name: String, modules: [String], kind: Kind) {
    self.name = name
    self.modules = modules
    self.kind = kind
  }
}
