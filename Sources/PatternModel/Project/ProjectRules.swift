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

  /// The rules on the package's module graph (Package.swift), which `patterns lint` checks:
  /// modules small enough to read, dependencies one way, the pattern model and the command-line
  /// kit free of the tool, and a paragraph per module in Docs/Architecture.md.
  public static let moduleRules = [
    ModuleRule(
      id: "module-size",
      statement: "no module has more than 3,000 lines, but the UIKit, SwiftUI and RxSwift look-alikes",
      check: .maxLines(
        3000,
        except: [
          "HeadlessUI": "the UIKit look-alike", "Reactive": "the RxSwift look-alike",
          "HeadlessSwiftUI": "the SwiftUI look-alike",
        ])),
    ModuleRule(
      id: "no-cycle", statement: "no module depends on itself through others", check: .noCycle),
    ModuleRule(
      id: "pattern-model-knows-no-tool",
      statement: "the pattern model and the registry depend on no module of the tool",
      check: .dependsOnNone(of: ProjectModules.tool, modules: ["PatternModel", "Registry"])),
    ModuleRule(
      id: "kit-knows-no-app",
      statement: "the command-line kit depends on nothing but TextColumns",
      check: .dependsOnlyOn(of: ["TextColumns"], modules: ["CommandLineKit"])),
    ModuleRule(
      id: "module-documented",
      statement: "every module has its paragraph in Docs/Architecture.md",
      check: .documented(in: "Docs/Architecture.md")),
  ]

  /// Every rule: the project's, then each pattern's.
  public static func all(patterns: [PatternDescription]) -> [LayeringRule] {
    rules(patterns: patterns) + patterns.flatMap(\.layeringRules)
  }
}
