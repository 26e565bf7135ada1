import Scenarios

/// One implementation of the Storefront app, described once, as data: everything the
/// runner, `list`, `report`, `lint` and the HTML charts know about a pattern comes from here.
///
/// Adding a pattern is its module, one `PatternDescription` in `PatternRegistry.all` (in the
/// `Registry` target, the only place that imports pattern modules) and its lines in
/// Package.swift. Nothing in the tool names a pattern or a role folder.
nonisolated public struct PatternDescription: Equatable, Sendable {
  /// The name used on the command line and in reports: `mvc`.
  public var name: String
  /// One line saying what the pattern is, for `patterns list`.
  public var summary: String
  /// The Swift module under `Sources/` that implements it: `MVC`.
  public var module: String
  /// The composition entry point, as written in Swift: `MVCApp.makeWindow`.
  public var entryPoint: String
  /// The role folders of the module, in the order reports list them. A file belongs to the
  /// first folder on its path that names one of them; other files are `PatternRole.other`.
  public var roles: [PatternRole]
  /// The pattern's own layering rules. Each role marked `isUIFree` also gets the rule
  /// "imports no UI module" (see `layeringRules`); these are the rules beyond that.
  public var rules: [LayeringRule]
  /// The libraries its roles call into beyond Domain (its UI toolkit, a reactive library),
  /// each a lane of its own in traces.
  public var libraries: [PatternLibrary]
  /// Plays one scenario on a fresh instance of this app and returns how it went.
  public var play: @MainActor @Sendable (Scenario) -> ScenarioResult
  /// The composition entry point itself, for tools that drive the app step by step with an
  /// `AppSession` (play, trace, grading); nil for a pattern described only by `play`.
  public var makeWindow: AppSession.MakeWindow?
  /// The pattern this one is the newer form of, and what the difference teaches: the report
  /// puts the two side by side (Docs/Comparison.md); nil for none.
  public var cousin: PatternCousin?

  /// Describes a pattern from a way to play scenarios (tests use this with fake apps).
  public init(
    name: String, summary: String, module: String, entryPoint: String,
    roles: [PatternRole], rules: [LayeringRule] = [], libraries: [PatternLibrary] = [],
    play: @escaping @MainActor @Sendable (Scenario) -> ScenarioResult
  ) {
    self.name = name
    self.summary = summary
    self.module = module
    self.entryPoint = entryPoint
    self.roles = roles
    self.rules = rules
    self.libraries = libraries
    self.play = play
  }

  /// Describes a pattern from its composition entry point, such as `MVCApp.makeWindow`: each
  /// scenario runs on a fresh app built by it (see `ScenarioRunner`).
  public init(
    name: String, summary: String, module: String, entryPoint: String,
    roles: [PatternRole], rules: [LayeringRule] = [], libraries: [PatternLibrary] = [],
    makeWindow: @escaping ScenarioRunner.MakeWindow
  ) {
    self.init(
      name: name, summary: summary, module: module, entryPoint: entryPoint, roles: roles,
      rules: rules, libraries: libraries
    ) { scenario in
      ScenarioRunner(makeWindow: makeWindow).run(scenario)
    }
    self.makeWindow = makeWindow
  }

  /// Equal when every described field is (the `play` closure is not compared).
  public static func == (lhs: PatternDescription, rhs: PatternDescription) -> Bool {
    (lhs.name, lhs.summary, lhs.module, lhs.entryPoint) == (
      rhs.name, rhs.summary, rhs.module, rhs.entryPoint
    )
      && lhs.roles == rhs.roles && lhs.rules == rhs.rules && lhs.libraries == rhs.libraries
      && lhs.cousin == rhs.cousin
  }

  /// The pattern with `cousin` set.
  public func comparedWith(_ name: String, argument: String) -> PatternDescription {
    var described = self
    described.cousin = PatternCousin(name: name, argument: argument)
    return described
  }

  /// The UI modules the pattern builds on: its widgets libraries' modules (a UI framework and
  /// its shared widgets, such as `HeadlessSwiftUI`). They count as UI modules wherever this
  /// pattern is linted or measured, and are reported once as shared modules.
  public var uiModules: [String] {
    libraries.filter { $0.kind == .widgets }.flatMap(\.modules)
  }

  /// Every module that counts as UI for this pattern: `UIModules.names` and `uiModules`.
  public var uiModuleNames: Set<String> { UIModules.names.union(uiModules) }

  /// The test target holding the pattern's own unit tests (`MVCTests`).
  public var testTarget: String { module + "Tests" }

  /// The roles as reports list them: the declared ones, then `other`.
  public var rolesWithOther: [PatternRole] { roles + [.other] }

  /// The role of a file from its path relative to the module folder
  /// (`Presenters/LoginPresenter.swift`): the first folder on the path that names a declared
  /// role, so both `Presenters/Login/X.swift` and `Login/Presenters/X.swift` are presenters;
  /// `other` when no folder does (the file name itself never does; case matters).
  public func role(ofPathInModule path: String) -> PatternRole {
    for folder in path.split(separator: "/").dropLast() {
      if let role = roles.first(where: { $0.folder == folder }) { return role }
    }
    return .other
  }

  /// Every rule that applies to this pattern's module: one "imports no UI module" rule per
  /// UI-free role, then `rules`, each scoped to `module`.
  public var layeringRules: [LayeringRule] {
    let uiFree = roles.filter(\.isUIFree).map { role in
      LayeringRule(
        id: LayeringRule.identifier(role.folder) + "-import-no-ui",
        statement: "\(module) \(role.title.lowercased()) import no UI module",
        roles: [role.folder], check: .importsNone(uiModuleNames.sorted()))
    }
    return (uiFree + rules).map { rule in
      var scoped = rule
      if scoped.modules.isEmpty { scoped.modules = [module] }
      return scoped
    }
  }
}
