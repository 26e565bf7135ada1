/// The layering rules of Docs/Architecture.md, as checks on one file's imports.
public enum LayeringRule: String, CaseIterable, Sendable {
  /// Domain and Scheduling import no UI module (HeadlessUI, Theme, ReactiveUI, …).
  case modelImportsNoUI = "model-imports-no-ui"
  /// No pattern module imports another pattern module.
  case patternsStayApart = "patterns-stay-apart"
  /// Files in MVP's `Presenters` folder import no UI module.
  case presentersImportNoUI = "presenters-import-no-ui"
  /// Files in MVVM's `ViewModels` folder import no UI module.
  case viewModelsImportNoUI = "view-models-import-no-ui"
  /// HeadlessUI imports no Domain.
  case uiImportsNoDomain = "ui-imports-no-domain"

  /// The rule as a sentence, for a file of `module`.
  public func statement(module: String) -> String {
    switch self {
    case .modelImportsNoUI: "\(module) imports no UI module"
    case .patternsStayApart: "a pattern module imports no other pattern module"
    case .presentersImportNoUI: "MVP presenters import no UI module"
    case .viewModelsImportNoUI: "MVVM view models import no UI module"
    case .uiImportsNoDomain: "HeadlessUI imports no Domain"
    }
  }

  /// The rules a file breaks by importing `imported`: the file is in `module` with `role`
  /// (the role folder as `CodeRole` classifies it).
  public static func broken(
    byImporting imported: String, module: String, role: CodeRole
  ) -> [LayeringRule] {
    let patternModules = Set(ReportCatalog.patterns.map(\.module))
    let importsUI = ReportCatalog.uiModules.contains(imported)
    var rules: [LayeringRule] = []
    if ["Domain", "Scheduling"].contains(module), importsUI { rules.append(.modelImportsNoUI) }
    if patternModules.contains(module), patternModules.contains(imported), imported != module {
      rules.append(.patternsStayApart)
    }
    if module == "MVP", role == .presenters, importsUI { rules.append(.presentersImportNoUI) }
    if module == "MVVM", role == .viewModels, importsUI { rules.append(.viewModelsImportNoUI) }
    if module == "HeadlessUI", imported == "Domain" { rules.append(.uiImportsNoDomain) }
    return rules
  }
}
