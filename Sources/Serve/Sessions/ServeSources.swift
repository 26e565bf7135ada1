import Formats
import PatternModel
import SourceAnalysis

/// The pattern files a step ran through, read from the source tree, with the lines that ran:
/// what `patterns serve` shows beside each trace. Without a source tree (an installed
/// binary far from its checkout) there are no files to show.
final class ServeSources {
  private let tree: SourceTree?
  private var texts: [String: String?] = [:]

  /// Sources read from `tree`, if any.
  init(tree: SourceTree?) {
    self.tree = tree
  }

  /// The files of `pane`'s last step, in the order the step first reached them: path under
  /// the module, role title and colour, the lines that ran and the file's text.
  func files(for pane: ServedPattern) -> [JSONValue] {
    guard let step = pane.lastStep?.step else { return [] }
    var order: [String] = []
    var lines: [String: [Int]] = [:]
    for source in step.sourceLines {
      if lines[source.path] == nil { order.append(source.path) }
      lines[source.path, default: []].append(source.line)
    }
    return order.compactMap { path in
      guard let text = text(module: pane.pattern.module, path: path) else { return nil }
      let role = pane.pattern.role(ofPathInModule: path)
      return .object([
        ("path", .string(path)), ("role", .string(role.title)),
        ("color", .string(RolePalette.color(of: role))),
        ("lines", .array((lines[path] ?? []).sorted().map { .int($0) })),
        ("text", .string(text)),
      ])
    }
  }

  private func text(module: String, path: String) -> String? {
    let key = module + "/" + path
    if let known = texts[key] { return known }
    guard let tree, !path.contains("..") else { return nil }
    let url = tree.root.appendingPathComponent("Sources").appendingPathComponent(key)
    let text = try? String(contentsOf: url, encoding: .utf8)
    texts[key] = text
    return text
  }
}
