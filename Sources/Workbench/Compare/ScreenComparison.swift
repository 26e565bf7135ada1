/// One screen's code in every registered pattern, grouped by role: what
/// `patterns compare SCREEN` shows.
///
/// A file belongs to a screen by name alone, so a new pattern appears without changes here:
/// its file name starts with the screen's capitalised name (`Login*`), or it declares or
/// extends a type whose name does (`LoginPresenter`, `extension LoginViewController`).
/// Each file sits under the role its path gives (`PatternDescription.role(ofPathInModule:)`).
public struct ScreenComparison: Sendable {
  /// The screens of the Storefront app, as named on the command line.
  public static let screens = ["login", "catalog", "product"]

  /// The screen compared: `login`.
  public var screen: String
  /// One entry per pattern, in the order given.
  public var patterns: [PatternScreen]

  /// The name prefix of the screen's files and types: `Login`.
  public var prefix: String { Self.prefix(of: screen) }

  /// `login` → `Login`.
  public static func prefix(of screen: String) -> String {
    screen.prefix(1).uppercased() + screen.dropFirst()
  }

  /// Finds the screen's files in each pattern's module under `tree`.
  public static func build(
    screen: String, tree: SourceTree, patterns: [PatternDescription]
  ) -> ScreenComparison {
    let prefix = prefix(of: screen)
    let entries = patterns.map { pattern -> PatternScreen in
      guard tree.hasModule(pattern.module) else {
        return PatternScreen(pattern: pattern, moduleFound: false, roles: [])
      }
      var byRole: [PatternRole: [ScreenFile]] = [:]
      for file in tree.swiftFiles(inModule: pattern.module) {
        let text = tree.read(module: pattern.module, file: file)
        guard belongs(file: file, text: text, prefix: prefix) else { continue }
        let role = pattern.role(ofPathInModule: file)
        byRole[role, default: []].append(
          ScreenFile(
            path: tree.rootRelativePath(module: pattern.module, file: file), pathInModule: file,
            text: text))
      }
      let roles = pattern.rolesWithOther.compactMap { role in
        byRole[role].map { RoleFiles(role: role, files: $0) }
      }
      return PatternScreen(pattern: pattern, moduleFound: true, roles: roles)
    }
    return ScreenComparison(screen: screen, patterns: entries)
  }

  /// Whether a module file is part of the screen whose names start with `prefix`.
  static func belongs(file: String, text: String, prefix: String) -> Bool {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    if startsWord(name, prefix) { return true }
    let code = SwiftSourceScanner.scan(text).map(\.code).joined(separator: "\n")
    let tokens = SwiftTokens.tokens(code)
    for (position, token) in tokens.enumerated()
    where TypeDeclarationFinder.keywords.contains(token) && position + 1 < tokens.count {
      if position > 0, tokens[position - 1] == "." || tokens[position - 1] == "import" {
        continue
      }
      if startsWord(String(tokens[position + 1]), prefix) { return true }
    }
    return false
  }

  /// Whether `name` starts with `prefix` followed by the end or a new word (`LoginView`,
  /// `Login+Rx.swift`, not `Logins`).
  static func startsWord(_ name: String, _ prefix: String) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    guard let next = name.dropFirst(prefix.count).first else { return true }
    return next.isUppercase || next == "+" || next == "." || next == "_"
  }
}

/// One pattern's files for a screen, by role.
public struct PatternScreen: Sendable {
  /// The pattern.
  public var pattern: PatternDescription
  /// Whether `Sources/<module>` exists (a registered pattern may be missing from a tree).
  public var moduleFound: Bool
  /// The roles that have files for the screen, in the description's order, `other` last.
  public var roles: [RoleFiles]

  /// Every file, role by role.
  public var files: [ScreenFile] { roles.flatMap(\.files) }
}

/// The files of one role.
public struct RoleFiles: Sendable {
  /// The role.
  public var role: PatternRole
  /// Its files for the screen, sorted by path.
  public var files: [ScreenFile]
}

/// A source file shown in a comparison.
public struct ScreenFile: Sendable {
  /// Relative to the package root: `Sources/MVP/Presenters/LoginPresenter.swift`.
  public var path: String
  /// Relative to the module folder: `Presenters/LoginPresenter.swift`.
  public var pathInModule: String
  /// The file's text.
  public var text: String

  /// The file's lines (a final newline does not start another line).
  public var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
