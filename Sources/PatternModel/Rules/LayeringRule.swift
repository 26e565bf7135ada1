/// A layering rule, as data: which files it covers and what they must not do.
///
/// The vocabulary covers what the patterns need:
/// - `importsNone`: "files in Presenters/ import no UI module";
/// - `namesNoTypes`: "interactors do not name presenter types" (by the types declared in
///   another role's folder, or by a name suffix);
/// - `onlyRolesCreate`: "only routers and builders create view controllers" (a call of a type
///   whose name ends with a suffix, outside the allowed roles).
///
/// ```swift
/// LayeringRule(
///   id: "interactors-name-no-presenter", statement: "VIPER interactors name no presenter type",
///   roles: ["Interactors"], check: .namesNoTypes(ofRole: "Presenters", suffixes: ["Presenter"]))
/// ```
nonisolated public struct LayeringRule: Hashable, Sendable {
  /// A short, stable identifier printed after each violation: `presenters-import-no-ui`.
  public var id: String
  /// The rule as a sentence: `MVP presenters import no UI module`.
  public var statement: String
  /// The modules whose files it covers; empty in a pattern description means the pattern's
  /// module.
  public var modules: [String]
  /// The role folders it covers; empty: every file of the modules.
  public var roles: [String]
  /// What a covered file must not do.
  public var check: Check

  /// What a file must not do.
  public enum Check: Hashable, Sendable {
    /// Import any of these modules.
    case importsNone([String])
    /// Name a type declared in the files of role folder `ofRole` (same module), or any type
    /// whose name ends with one of `suffixes`.
    case namesNoTypes(ofRole: String?, suffixes: [String])
    /// Call an initializer of a type whose name ends with `typeSuffix` (`LoginViewController(`,
    /// `UIViewController(`) unless the file is in one of `roles`.
    case onlyRolesCreate(typeSuffix: String, roles: [String])
  }

  /// Creates a rule.
  public init(
    id: String, statement: String, modules: [String] = [], roles: [String] = [], check: Check
  ) {
    self.id = id
    self.statement = statement
    self.modules = modules
    self.roles = roles
    self.check = check
  }

  /// Whether the rule covers a file of `module` in role folder `role`.
  public func covers(module: String, role: String) -> Bool {
    modules.contains(module) && (roles.isEmpty || roles.contains(role))
  }

  /// `view-models` for `ViewModels`: lower case, a dash before each inner capital.
  public static func identifier(_ folder: String) -> String {
    var result = ""
    for character in folder {
      if character.isUppercase, !result.isEmpty { result += "-" }
      result += character.lowercased()
    }
    return result
  }
}
