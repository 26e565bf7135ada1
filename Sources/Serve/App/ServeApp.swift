import Compare
import Foundation
import Formats
import PatternModel
import Scenarios
import WebServer

/// The web app of `patterns serve`: the play page and its JSON API, and the compare and
/// report pages, answering `HTTPRequest`s on the main actor (the apps are UI code).
///
/// | request | answer |
/// | --- | --- |
/// | `GET /` | the play page; `/app.css`, `/app.js`, `/extra/N.js` its files |
/// | `GET /api/catalog` | the patterns, scenarios and screens |
/// | `POST /api/sessions` `{"patterns":[NAME, …]}` (one to five) | a new session's state (201) |
/// | `GET /api/sessions/ID` | its state (404 when unknown: the page starts another) |
/// | `POST /api/sessions/ID/steps` `{"line":"tap login.submit"}` | the state after it |
/// | `POST /api/sessions/ID/clock` `{"advance":100}` or `{"next":true}` | time moved |
/// | `POST /api/sessions/ID/scenario` `{"name":…}` or `{"text":…}` | a scenario loaded |
/// | `POST /api/sessions/ID/forward`, `…/back`, `…/restart` | the stepper |
/// | `GET /api/sessions/ID/recording` | the steps as a `.scenario` file |
/// | `GET /pages/compare?screen=S&pattern=A&pattern=B`, `GET /pages/report` | HTML pages |
///
/// Bad requests get a 4xx status with the reason as text; nothing a request holds stops
/// the server.
public final class ServeApp {
  /// What it serves.
  public let configuration: ServeConfiguration
  let site: ServeSite
  private let sources: ServeSources
  var sessions: [String: ServeSession] = [:]
  /// The report page, made on first request.
  var reportPage: String?

  /// An app over `configuration`.
  ///
  /// - Throws: when the page's bundled files cannot be read.
  public init(configuration: ServeConfiguration) throws {
    self.configuration = configuration
    var site = try ServeSite.bundled()
    site.extraScripts = configuration.extraScripts
    self.site = site
    sources = ServeSources(tree: configuration.tree)
  }

  /// The server's handler: the page's files answered on the connection's thread, everything
  /// else on the main actor (`HTTPServer.onMainActor`).
  public var handler: HTTPServer.Handler {
    let site = site
    let app = HTTPServer.onMainActor(respond)
    return { request in site.respond(request) ?? app(request) }
  }

  /// How many browser sessions are open.
  public var sessionCount: Int { sessions.count }

  /// Answers one request.
  public func respond(_ request: HTTPRequest) -> HTTPResponse {
    if let file = site.respond(request) { return file }
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    switch parts.first {
    case "api": return api(Array(parts.dropFirst()), request)
    case "pages": return only("GET", request) { page(Array(parts.dropFirst()), request) }
    default: return .error(404, "no page '\(request.path)'")
    }
  }

  // MARK: - API

  private func api(_ parts: [String], _ request: HTTPRequest) -> HTTPResponse {
    switch parts.count {
    case 1 where parts[0] == "catalog": return only("GET", request) { catalog() }
    case 1 where parts[0] == "sessions": return only("POST", request) { newSession(request) }
    case 2 where parts[0] == "sessions":
      return only("GET", request) { withSession(parts[1]) { state($0) } }
    case 3 where parts[0] == "sessions":
      return sessionAction(parts[1], parts[2], request)
    default: return .error(404, "no API '\(request.path)'")
    }
  }

  private func catalog() -> HTTPResponse {
    let patterns = configuration.patterns.map { pattern in
      JSONValue.object([
        ("name", .string(pattern.name)), ("summary", .string(pattern.summary)),
        (
          "roles",
          .array(
            pattern.roles.map {
              .object([
                ("title", .string($0.title)), ("color", .string(RolePalette.color(of: $0))),
              ])
            })
        ),
      ])
    }
    return .json(
      JSONValue.object([
        ("patterns", .array(patterns)),
        ("scenarios", .array(configuration.scenarios.map { .string($0.name) })),
        ("screens", .array(ScreenComparison.screens.map { .string($0) })),
        ("sources", .bool(configuration.tree != nil)),
      ]).compact())
  }

  // MARK: - Helpers

  func state(_ session: ServeSession, status: Int = 200) -> HTTPResponse {
    .json(ServeJSON.state(session, sources: sources).compact(), status: status)
  }

  func withSession(
    _ id: String, _ body: (ServeSession) -> HTTPResponse
  ) -> HTTPResponse {
    guard let session = sessions[id] else {
      return .error(404, "no session '\(id)' (closed, or the server restarted): start another")
    }
    session.lastUsed = Date()
    return body(session)
  }

  func closeLeastRecentlyUsed() {
    while sessions.count > configuration.maxSessions,
      let oldest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed })
    {
      oldest.close()
      sessions[oldest.id] = nil
    }
  }

  func only(
    _ method: String, _ request: HTTPRequest, _ body: () -> HTTPResponse
  ) -> HTTPResponse {
    guard request.method == method || (method == "GET" && request.method == "HEAD") else {
      var response = HTTPResponse.error(
        405, "\(request.path) answers \(method), not \(request.method)")
      response.headers = [("Allow", method == "GET" ? "GET, HEAD" : method)]
      return response
    }
    return body()
  }

  struct BodyRefusal: Error {
    var response: HTTPResponse
  }

  static func jsonObject(_ request: HTTPRequest) -> Result<[String: Any], BodyRefusal> {
    guard !request.body.isEmpty else {
      return .failure(BodyRefusal(response: .error(400, "the body is empty; send a JSON object")))
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(request.body)),
      let dictionary = object as? [String: Any]
    else {
      return .failure(BodyRefusal(response: .error(400, "the body is not a JSON object")))
    }
    return .success(dictionary)
  }
}
