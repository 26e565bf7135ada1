import SourceAnalysis

/// What one Swift file declares that another file can name, and the names it uses, read from
/// its text (comments and string contents left out): the facts `ScreenMembership` links files
/// by.
struct SourceNames: Sendable {
  /// The types it declares (nested ones by their simple name too), type aliases included.
  var types: Set<String>
  /// The types it extends (`extension Store` → `Store`).
  var extended: Set<String>
  /// The functions, variables and constants it declares outside every type.
  var topLevel: Set<String>
  /// The members its extensions of types declared elsewhere add (`signIn` in
  /// `extension Effect`): another file reaches them by name, not through a type of this file.
  var extensionMembers: Set<String>
  /// Every identifier its code uses, its own declarations included.
  var used: Set<String>

  /// Reads `source`.
  init(source: String) {
    var index = DeclarationIndex()
    index.add(source: source)
    types = index.types.filter { !$0.contains(".") }
    extended = index.extended
    topLevel = index.topLevel
    let elsewhere = index.extended.subtracting(index.types)
    extensionMembers = elsewhere.reduce(into: []) { $0.formUnion(index.members[$1] ?? []) }
    extensionMembers.remove("init")
    extensionMembers.remove("subscript")
    let code = SwiftSourceScanner.scan(source).map(\.code).joined(separator: "\n")
    used = Set(SwiftTokens.tokens(code).filter(SwiftTokens.isIdentifier).map(String.init))
  }

  /// Every name another file can use to reach this one.
  var declared: Set<String> { types.union(topLevel).union(extensionMembers) }

  /// The names of `other` this file uses, other than those it declares itself (sorted).
  func uses(_ other: SourceNames) -> [String] {
    used.intersection(other.declared).subtracting(declared).sorted()
  }
}
