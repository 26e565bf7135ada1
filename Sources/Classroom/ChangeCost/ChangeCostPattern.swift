/// What the change-cost measurement needs to know of a pattern: its name, its module under
/// `Sources/`, and its role folders with whether each is UI-free. The report (Reports) builds it
/// from the pattern's description, so this module names no pattern.
nonisolated public struct ChangeCostPattern: Hashable, Sendable, Codable {
  /// The pattern name, as exercises key their setups (`mvp`).
  public var name: String
  /// The module implementing it (`MVP` for `Sources/MVP/`).
  public var module: String
  /// The role folders of the module, in the description's order.
  public var roles: [Role]

  /// A role folder and whether its files stay free of UI modules.
  public struct Role: Hashable, Sendable, Codable {
    /// The folder name, exactly (`Presenters`).
    public var folder: String
    /// Whether the description marks the role UI-free.
    public var isUIFree: Bool

    /// Describes a role folder.
    public init(_ folder: String, isUIFree: Bool = false) {
      self.folder = folder
      self.isUIFree = isUIFree
    }
  }

  /// The role key of a module file in no declared role folder (as the report's `other`).
  public static let otherRole = "other"

  /// Describes a pattern.
  public init(name: String, module: String, roles: [Role]) {
    self.name = name
    self.module = module
    self.roles = roles
  }

  /// The role folder of a file from its path inside the module (`Login/Presenters/X.swift`):
  /// the first folder on the path that names a declared role, else `otherRole`. The same
  /// rule as the report's.
  public func role(ofPathInModule path: String) -> String {
    for folder in path.split(separator: "/").dropLast() {
      if let role = roles.first(where: { $0.folder == folder }) { return role.folder }
    }
    return Self.otherRole
  }

  /// Whether `folder` is a declared role marked UI-free.
  public func isUIFree(role folder: String) -> Bool {
    roles.contains { $0.folder == folder && $0.isUIFree }
  }
}
