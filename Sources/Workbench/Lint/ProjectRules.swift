/// The layering rules of Docs/Architecture.md that hold for the whole project, whatever the
/// patterns: the model stays free of UI, the UI knows no Domain, patterns stay apart. Each
/// pattern adds its own rules in its `PatternDescription`.
nonisolated public enum ProjectRules {
  /// The project-wide rules, given the registered patterns (for "patterns stay apart").
  public static func rules(patterns: [PatternDescription]) -> [LayeringRule] {
    let patternModules = patterns.map(\.module)
    var rules = [
      LayeringRule(
        id: "model-imports-no-ui", statement: "Domain imports no UI module", modules: ["Domain"],
        check: .importsNone(UIModules.names(for: patterns).sorted())),
      LayeringRule(
        id: "model-imports-no-ui", statement: "Scheduling imports no UI module",
        modules: ["Scheduling"], check: .importsNone(UIModules.names(for: patterns).sorted())),
      LayeringRule(
        id: "ui-imports-no-domain", statement: "HeadlessUI imports no Domain",
        modules: ["HeadlessUI"], check: .importsNone(["Domain"])),
    ]
    rules.append(
      LayeringRule(
        id: "classroom-knows-no-pattern",
        statement: "Classroom imports no pattern module (exercises name patterns as data)",
        modules: ["Classroom"], check: .importsNone(patternModules)))
    for module in patternModules {
      rules.append(
        LayeringRule(
          id: "patterns-stay-apart", statement: "a pattern module imports no other pattern module",
          modules: [module], check: .importsNone(patternModules.filter { $0 != module })))
    }
    return rules
  }

  /// Every rule: the project's, then each pattern's.
  public static func all(patterns: [PatternDescription]) -> [LayeringRule] {
    rules(patterns: patterns) + patterns.flatMap(\.layeringRules)
  }
}
