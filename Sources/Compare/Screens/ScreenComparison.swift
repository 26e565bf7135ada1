import PatternModel
import SourceAnalysis

/// One screen's code in every registered pattern, grouped by role: what
/// `patterns compare SCREEN` shows.
///
/// The files are chosen by `ScreenMembership`, one rule read from the code alone, so a new
/// pattern appears without changes here: the screen's own files (named for it) and every
/// other file they use or that uses them (effects, adapters, composition, shared views).
/// Each file sits under the role its path gives (`PatternDescription.role(ofPathInModule:)`).
public struct ScreenComparison: Sendable {
  /// The screens of the Storefront app, as named on the command line.
  public static let screens = ["login", "catalog", "product"]

  /// The screen compared: `login`.
  public var screen: String
  /// One entry per pattern, in the order given.
  public var patterns: [PatternScreen]

  /// The name prefix of the screen's types: `Login`.
  public var prefix: String { Self.prefix(of: screen) }

  /// How the files were chosen, for a heading.
  public static let ruleSummary =
    "the files named for the screen, and every file they use or that uses them"

  /// `login` → `Login`.
  public static func prefix(of screen: String) -> String {
    screen.prefix(1).uppercased() + screen.dropFirst()
  }

  /// Finds the screen's files in each pattern's module under `tree`.
  public static func build(
    screen: String, tree: SourceTree, patterns: [PatternDescription]
  ) -> ScreenComparison {
    let entries = patterns.map { pattern -> PatternScreen in
      guard tree.hasModule(pattern.module) else {
        return PatternScreen(pattern: pattern, moduleFound: false, roles: [])
      }
      var texts: [String: String] = [:]
      for file in tree.swiftFiles(inModule: pattern.module) {
        texts[file] = tree.read(module: pattern.module, file: file)
      }
      let links =
        ScreenMembership.links(
          screens: Array(Set(screens + [screen])).sorted(),
          files: texts.mapValues { SourceNames(source: $0) })[screen] ?? [:]
      var byRole: [PatternRole: [ScreenFile]] = [:]
      for (file, link) in links.sorted(by: { $0.key < $1.key }) {
        byRole[pattern.role(ofPathInModule: file), default: []].append(
          ScreenFile(
            path: tree.rootRelativePath(module: pattern.module, file: file), pathInModule: file,
            text: texts[file] ?? "", link: link))
      }
      let roles = pattern.rolesWithOther.compactMap { role in
        byRole[role].map { RoleFiles(role: role, files: $0) }
      }
      return PatternScreen(pattern: pattern, moduleFound: true, roles: roles)
    }
    return ScreenComparison(screen: screen, patterns: entries)
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
  /// Why it takes part in the screen.
  var link: ScreenMembership.Link = .own

  /// `; ` and the reason for a shared file, nothing for one of the screen's own.
  var note: String { link == .own ? "" : "; " + reason }

  /// How it takes part, for a reader: `its own`, `uses LoginPresenter`, `the screen uses its
  /// signIn`.
  public var reason: String {
    switch link {
    case .own: return "the screen's own"
    case .shared(let usedByScreen, let usesScreen):
      var parts: [String] = []
      if !usedByScreen.isEmpty {
        parts.append("the screen uses its " + usedByScreen.joined(separator: ", "))
      }
      if !usesScreen.isEmpty { parts.append("uses " + usesScreen.joined(separator: ", ")) }
      return parts.joined(separator: "; ")
    }
  }

  /// The file's name: `LoginPresenter.swift`.
  public var fileName: String {
    pathInModule.split(separator: "/").last.map(String.init) ?? pathInModule
  }

  /// The file's lines (a final newline does not start another line).
  public var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
