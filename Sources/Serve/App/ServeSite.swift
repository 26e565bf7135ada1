import Foundation
import WebServer

/// The play page's static files, bundled as resources (`Sources/Serve/Site`): HTML,
/// CSS and JavaScript with no build step and nothing fetched from elsewhere, and the extra
/// scripts the configuration adds. Answered on the connection's thread: the page loads even
/// while the apps are busy.
nonisolated struct ServeSite: Sendable {
  /// Why the files cannot be read.
  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The files, by name (`index.html`, `app.css`, `app.js`).
  let files: [String: String]
  /// Scripts the page loads after its own, as `/extra/0.js`…
  var extraScripts: [String] = []

  /// The bundled files.
  @MainActor
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

  /// The answer to `request` when it asks for one of the page's files (`/`, `/app.css`,
  /// `/app.js`, `/extra/N.js`); nil for any other path.
  func respond(_ request: HTTPRequest) -> HTTPResponse? {
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.isEmpty || ["app.css", "app.js", "extra"].contains(parts[0]) else { return nil }
    guard ["GET", "HEAD"].contains(request.method) else {
      var response = HTTPResponse.error(405, "\(request.path) answers GET, not \(request.method)")
      response.headers = [("Allow", "GET, HEAD")]
      return response
    }
    if parts.isEmpty {
      let scripts = extraScripts.indices.map { "<script src=\"/extra/\($0).js\"></script>" }
      let page = (files["index.html"] ?? "").replacing(
        "<!-- extra scripts -->", with: scripts.joined(separator: "\n"))
      return .html(page)
    }
    if parts.count == 2, parts[0] == "extra", parts[1].hasSuffix(".js"),
      let index = Int(parts[1].dropLast(3)), extraScripts.indices.contains(index)
    {
      return .text(extraScripts[index], type: Self.contentType(parts[1]))
    }
    guard parts.count == 1, let text = files[parts[0]] else {
      return .error(404, "no file '/\(parts.joined(separator: "/"))'")
    }
    return .text(text, type: Self.contentType(parts[0]))
  }
}
