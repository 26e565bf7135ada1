import Foundation
import PatternModel
import SourceAnalysis

/// Checks the package's module graph (read from Package.swift) against `ModuleRule`s: module
/// sizes, cycles, which modules may depend on which, a paragraph per module in the docs.
public enum ModuleGraphLinter {
  /// One broken rule, at the manifest line of the module that breaks it.
  public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// The manifest line (1-based).
    public var line: Int
    /// What is wrong.
    public var message: String
    /// The rule's id.
    public var rule: String

    /// `Package.swift:12: error: MESSAGE [rule-id]`, as the compiler writes diagnostics.
    public var description: String { "Package.swift:\(line): error: \(message) [\(rule)]" }
  }

  /// What a run found.
  public struct Result: Equatable, Sendable {
    /// The violations, by line.
    public var violations: [Violation]
    /// How many modules were checked.
    public var modulesChecked: Int
    /// How many rules were checked.
    public var rulesChecked: Int

    /// A run's result from its parts.
    public init(violations: [Violation], modulesChecked: Int, rulesChecked: Int) {
      self.violations = violations
      self.modulesChecked = modulesChecked
      self.rulesChecked = rulesChecked
    }

    /// `modules: 45 modules, 5 rules, none broken` or `modules: 2 rules broken …`.
    public var summary: String {
      if violations.isEmpty {
        return "modules: \(modulesChecked) modules, \(rulesChecked) rules, none broken"
      }
      let noun = violations.count == 1 ? "violation" : "violations"
      return "modules: \(violations.count) \(noun) in \(modulesChecked) modules"
    }
  }

  /// Checks the graph of the package at `tree` against `rules` (the project's by default).
  public static func lint(
    _ tree: SourceTree, rules: [ModuleRule] = ProjectRules.moduleRules
  ) -> Result {
    do {
      let graph = try ModuleGraph.read(tree)
      return lint(graph, rules: rules) { path in
        try? String(contentsOf: tree.root.appendingPathComponent(path), encoding: .utf8)
      }
    } catch {
      return Result(
        violations: [Violation(line: error.line, message: error.message, rule: "manifest")],
        modulesChecked: 0, rulesChecked: rules.count)
    }
  }

  /// Checks `graph` against `rules`, reading docs with `read` (a path relative to the root).
  public static func lint(
    _ graph: ModuleGraph, rules: [ModuleRule], read: (String) -> String?
  ) -> Result {
    let violations = rules.flatMap { rule in
      check(rule, graph, read).map { Violation(line: $0.line, message: $0.message, rule: rule.id) }
    }
    return Result(
      violations: violations.sorted { ($0.line, $0.rule) < ($1.line, $1.rule) },
      modulesChecked: graph.modules.count, rulesChecked: rules.count)
  }

  /// The modules a size or a doc is asked of: libraries and executables.
  private static func products(_ graph: ModuleGraph) -> [ModuleGraph.Module] {
    graph.modules.filter { $0.kind != .test }
  }

  private static func check(
    _ rule: ModuleRule, _ graph: ModuleGraph, _ read: (String) -> String?
  ) -> [(line: Int, message: String)] {
    switch rule.check {
    case .maxLines(let limit, let except):
      return products(graph).filter { $0.lines > limit && except[$0.name] == nil }.map {
        ($0.line, "\($0.name) has \($0.lines) lines, more than \(limit): split it")
      }
    case .noCycle:
      return graph.cycles.compactMap { members in
        graph.module(members[0]).map {
          ($0.line, "a dependency cycle: " + (members + [members[0]]).joined(separator: " → "))
        }
      }
    case .dependsOnNone(let forbidden, let modules):
      return modules.compactMap(graph.module).compactMap { module in
        let reached = graph.dependencies(of: module.name).intersection(forbidden).sorted()
        guard !reached.isEmpty else { return nil }
        return (module.line, "\(module.name) depends on \(reached.joined(separator: ", "))")
      }
    case .dependsOnlyOn(let allowed, let modules):
      return modules.compactMap(graph.module).compactMap { module in
        let other = graph.dependencies(of: module.name).subtracting(allowed).sorted()
        guard !other.isEmpty else { return nil }
        return (
          module.line,
          "\(module.name) depends on \(other.joined(separator: ", ")), beyond "
            + allowed.joined(separator: ", ")
        )
      }
    case .documented(let path):
      let headings = Set(
        (read(path) ?? "").split(separator: "\n").filter { $0.hasPrefix("### ") }.map {
          $0.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: " `"))
        })
      return products(graph).filter { !headings.contains($0.name) }.map {
        ($0.line, "\($0.name) has no paragraph (### \($0.name)) in \(path)")
      }
    }
  }
}
