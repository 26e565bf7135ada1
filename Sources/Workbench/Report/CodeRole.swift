/// The role of a file in a pattern module, from the folder it sits in.
public enum CodeRole: String, CaseIterable, Codable, Sendable {
  /// MVC view controllers.
  case controllers = "Controllers"
  /// Views and view controllers that only display.
  case views = "Views"
  /// MVP presenters (UI-free).
  case presenters = "Presenters"
  /// MVVM view models (UI-free).
  case viewModels = "ViewModels"
  /// Wiring: builds the screens and connects them.
  case composition = "Composition"
  /// TEA state and actions (UI-free values).
  case state = "State"
  /// TEA reducers (pure, UI-free, clock-free).
  case reducers = "Reducers"
  /// TEA effects: work described as values.
  case effects = "Effects"
  /// TEA store: runs reducers and effects.
  case store = "Store"
  /// Anything outside a role folder.
  case other

  /// The role of a file from its path relative to the module folder
  /// (`Presenters/LoginPresenter.swift`): the first folder on the path that names a role, so
  /// both `Presenters/Login/X.swift` and `Login/Presenters/X.swift` are presenters; `other`
  /// when no folder names a role (the file name itself never does).
  public static func classify(pathInModule path: String) -> CodeRole {
    let folders = path.split(separator: "/").dropLast()
    for folder in folders {
      if let role = CodeRole(rawValue: String(folder)), role != .other { return role }
    }
    return .other
  }

  /// The column title in tables (`View models`).
  public var title: String {
    switch self {
    case .controllers: "Controllers"
    case .views: "Views"
    case .presenters: "Presenters"
    case .viewModels: "ViewModels"
    case .composition: "Composition"
    case .state: "State"
    case .reducers: "Reducers"
    case .effects: "Effects"
    case .store: "Store"
    case .other: "Other"
    }
  }
}
