import SourceAnalysis
import TextColumns

/// The package's module graph as `patterns modules` prints it and Docs/Architecture.md holds
/// it: a drawing (Mermaid, for Markdown) of the library and executable modules with the edges
/// that matter (a dependency also reached through another is left out), and a table of every
/// module with its layer, its lines and its direct dependencies.
public enum ModuleGraphReport {
  /// The modules in the order the table lists them: highest layer first (the executables),
  /// then in the manifest's order; test targets last.
  static func ordered(_ graph: ModuleGraph) -> [ModuleGraph.Module] {
    graph.modules.enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element, rhs.element)
      if (left.kind == .test) != (right.kind == .test) { return right.kind == .test }
      let (leftLayer, rightLayer) = (graph.layer(of: left.name), graph.layer(of: right.name))
      return leftLayer != rightLayer ? leftLayer > rightLayer : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The table: one row per module, in `ordered` order.
  public static func table(_ graph: ModuleGraph) -> ReportTable {
    let ordered = ordered(graph)
    return ReportTable(
      title: "Modules, from the executables down",
      headers: ["Module", "Kind", "Layer", "Lines", "Depends on"],
      numeric: [false, false, true, true, false],
      rows: ordered.map { module in
        [
          module.name, kind(module.kind), String(graph.layer(of: module.name)),
          String(module.lines), module.dependencies.joined(separator: ", "),
        ]
      },
      note:
        "Layer 0 depends on no module of the package; each other module stands one above its "
        + "highest dependency. Lines: every line of its Swift files.")
  }

  /// The Mermaid drawing of the library and executable modules: an arrow from each to the
  /// dependencies it does not also reach through another.
  public static func mermaid(_ graph: ModuleGraph) -> String {
    let shown = graph.modules.filter { $0.kind != .test }
    var lines = ["```mermaid", "flowchart TD"]
    for module in shown where module.kind == .executable {
      lines.append("  \(module.name)([\(module.name)])")
    }
    for module in shown {
      for dependency in graph.essentialDependencies(of: module.name) {
        lines.append("  \(module.name) --> \(dependency)")
      }
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }

  /// The Markdown block Docs/Architecture.md holds: the drawing, then the table.
  public static func markdown(_ graph: ModuleGraph) -> String {
    mermaid(graph) + "\n\n" + table(graph).markdown() + "\n"
  }

  /// The table as aligned text: a line per module, its dependencies wrapped to `width`
  /// columns under their own column.
  public static func text(_ graph: ModuleGraph, width: Int = 100) -> String {
    let modules = ordered(graph)
    let nameWidth = (modules.map { TextLayout.width($0.name) }.max() ?? 0) + 2
    var lines = [
      TextLayout.padded("Module", to: nameWidth) + "Kind        Layer  Lines  Depends on"
    ]
    let indent = nameWidth + 26
    for module in modules {
      let head =
        TextLayout.padded(module.name, to: nameWidth) + TextLayout.padded(kind(module.kind), to: 12)
        + TextLayout.rightAligned(String(graph.layer(of: module.name)), in: 5)
        + TextLayout.rightAligned(String(module.lines), in: 7) + "  "
      let wrapped = TextLayout.wrapped(
        module.dependencies.joined(separator: ", "), to: max(20, width - indent))
      lines.append(head + (wrapped.first ?? ""))
      lines += wrapped.dropFirst().map { String(repeating: " ", count: indent) + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func kind(_ kind: PackageManifest.Target.Kind) -> String {
    switch kind {
    case .library: "library"
    case .executable: "executable"
    case .test: "tests"
    }
  }
}
