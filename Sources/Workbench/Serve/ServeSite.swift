import Foundation

/// The play page's static files, bundled as resources (`Sources/Workbench/Serve/Site`): HTML,
/// CSS and JavaScript with no build step and nothing fetched from elsewhere.
struct ServeSite {
  /// Why the files cannot be read.
  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The files, by name (`index.html`, `app.css`, `app.js`).
  let files: [String: String]

  /// The bundled files.
  static func bundled() throws(Missing) -> ServeSite {
    guard let folder = Bundle.module.url(forResource: "Site", withExtension: nil) else {
      throw Missing(description: "the serve page's files are not bundled (resource 'Site')")
    }
    var files: [String: String] = [:]
    for name in ["index.html", "app.css", "app.js"] {
      guard
        let text = try? String(
          contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { throw Missing(description: "cannot read the serve page's \(name) in \(folder.path)") }
      files[name] = text
    }
    return ServeSite(files: files)
  }

  /// The content type of a file, by its extension.
  static func contentType(_ name: String) -> String {
    if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
    if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
    return "text/html; charset=utf-8"
  }
}
