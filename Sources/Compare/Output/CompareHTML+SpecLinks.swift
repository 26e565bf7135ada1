import Foundation
import SourceAnalysis

extension CompareHTML.SpecLinks {
  /// Links to the tree's Docs/AppSpec.md from a page written to `page` (nil: a page in the
  /// package root), limited to the rules it has.
  public init(tree: SourceTree, page: URL?) {
    let spec = tree.root.appendingPathComponent("Docs/AppSpec.md")
    let anchors = (try? String(contentsOf: spec, encoding: .utf8)).map {
      MarkdownAnchors.anchors(in: $0)
    }
    let folder = page?.deletingLastPathComponent() ?? tree.root
    self.init(path: Self.relativePath(from: folder, to: spec), anchors: anchors)
  }

  /// The path of `file` relative to `folder` (`../Docs/AppSpec.md`).
  static func relativePath(from folder: URL, to file: URL) -> String {
    let from = folder.standardizedFileURL.pathComponents
    let to = file.standardizedFileURL.pathComponents
    var common = 0
    while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...]).joined(separator: "/")
  }
}
