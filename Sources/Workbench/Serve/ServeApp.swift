import Foundation
import Formats
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
  private let site: ServeSite
  private let sources: ServeSources
  private var sessions: [String: ServeSession] = [:]
  /// The report page, made on first request.
  var reportPage: String?

  /// An app over `configuration`.
  ///
  /// - Throws: when the page's bundled files cannot be read.
  public init(configuration: ServeConfiguration) throws {
    self.configuration = configuration
    site = try ServeSite.bundled()
    sources = ServeSources(tree: configuration.tree)
  }

  /// How many browser sessions are open.
  public var sessionCount: Int { sessions.count }

  /// Answers one request.
  public func respond(_ request: HTTPRequest) -> HTTPResponse {
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    switch parts.first {
    case nil, "app.css", "app.js", "extra":
      return only("GET", request) { staticFile(parts) }
    case "api": return api(Array(parts.dropFirst()), request)
    case "pages": return only("GET", request) { page(Array(parts.dropFirst()), request) }
    default: return .error(404, "no page '\(request.path)'")
    }
  }

  private func staticFile(_ parts: [String]) -> HTTPResponse {
    if parts.isEmpty {
      let scripts = configuration.extraScripts.indices.map {
        "<script src=\"/extra/\($0).js\"></script>"
      }
      let page = (site.files["index.html"] ?? "").replacing(
        "<!-- extra scripts -->", with: scripts.joined(separator: "\n"))
      return .html(page)
    }
    if parts.count == 2, parts[0] == "extra", parts[1].hasSuffix(".js"),
      let index = Int(parts[1].dropLast(3)), configuration.extraScripts.indices.contains(index)
    {
      return .text(configuration.extraScripts[index], type: ServeSite.contentType(parts[1]))
    }
    guard parts.count == 1, let text = site.files[parts[0]] else {
      return .error(404, "no file '/\(parts.joined(separator: "/"))'")
    }
    return .text(text, type: ServeSite.contentType(parts[0]))
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
                ("title", .string($0.title)), ("color", $0.color.map(JSONValue.string) ?? .null),
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

  private func newSession(_ request: HTTPRequest) -> HTTPResponse {
    let body: [String: Any]
    switch Self.jsonObject(request) {
    case .success(let object): body = object
    case .failure(let refusal): return refusal.response
    }
    guard let names = body["patterns"] as? [String] else {
      return .error(400, "expected {\"patterns\": [two to five pattern names]}")
    }
    guard (1...5).contains(names.count), Set(names).count == names.count else {
      return .error(422, "choose one to five different patterns")
    }
    var chosen: [PatternDescription] = []
    for name in names {
      guard let pattern = configuration.patterns.first(where: { $0.name == name }) else {
        return .error(
          422,
          "no pattern '\(name)'; the patterns are "
            + configuration.patterns.map(\.name).joined(separator: ", "))
      }
      chosen.append(pattern)
    }
    let id = String(UInt64.random(in: 1...UInt64.max), radix: 16)
    do {
      let session = try ServeSession(id: id, patterns: chosen)
      sessions[id] = session
      closeLeastRecentlyUsed()
      return state(session, status: 201)
    } catch {
      return .error(422, "cannot start: \(error)")
    }
  }

  private func sessionAction(
    _ id: String, _ action: String, _ request: HTTPRequest
  ) -> HTTPResponse {
    let method = action == "recording" ? "GET" : "POST"
    return only(method, request) {
      withSession(id) { session in
        switch action {
        case "steps": return step(session, request)
        case "clock": return clock(session, request)
        case "scenario": return scenario(session, request)
        case "forward":
          _ = session.forward()
          return state(session)
        case "back":
          _ = session.back()
          return state(session)
        case "restart":
          do { try session.restart(setup: []) } catch { return .error(422, "\(error)") }
          return state(session)
        case "recording":
          var response = HTTPResponse.text(session.recording.text)
          response.headers = [
            ("Content-Disposition", "attachment; filename=\"recorded.scenario\"")
          ]
          return response
        default: return .error(404, "no session action '\(action)'")
        }
      }
    }
  }

  private func step(_ session: ServeSession, _ request: HTTPRequest) -> HTTPResponse {
    switch Self.jsonObject(request) {
    case .failure(let refusal): return refusal.response
    case .success(let body):
      guard let line = body["line"] as? String else {
        return .error(400, "expected {\"line\": \"tap login.submit\"}")
      }
      do { try session.perform(line: line) } catch { return .error(422, "\(error)") }
      return state(session)
    }
  }

  private func clock(_ session: ServeSession, _ request: HTTPRequest) -> HTTPResponse {
    switch Self.jsonObject(request) {
    case .failure(let refusal): return refusal.response
    case .success(let body):
      if let milliseconds = body["advance"] as? Int, (1...600_000).contains(milliseconds) {
        session.wait(.milliseconds(milliseconds))
      } else if body["next"] as? Bool == true {
        guard session.waitForNextEvent() else {
          return .error(409, "nothing is scheduled in any app")
        }
      } else {
        return .error(400, "expected {\"advance\": 100} (1 to 600000 ms) or {\"next\": true}")
      }
      return state(session)
    }
  }

  private func scenario(_ session: ServeSession, _ request: HTTPRequest) -> HTTPResponse {
    switch Self.jsonObject(request) {
    case .failure(let refusal): return refusal.response
    case .success(let body):
      let chosen: Scenario
      if let name = body["name"] as? String {
        guard let found = configuration.scenarios.first(where: { $0.name == name }) else {
          return .error(422, "no scenario named '\(name)'")
        }
        chosen = found
      } else if let text = body["text"] as? String {
        do {
          let file = try ScenarioParser.parse(text, path: "uploaded.scenario")
          guard let first = file.scenarios.first else {
            return .error(422, "the file holds no scenario")
          }
          chosen = first
        } catch {
          return .error(422, error.faults.map(\.description).joined(separator: "\n"))
        }
      } else {
        return .error(400, "expected {\"name\": \"…\"} or {\"text\": \"scenario: …\"}")
      }
      do { try session.load(chosen) } catch { return .error(422, "\(error)") }
      return state(session)
    }
  }

  // MARK: - Helpers

  private func state(_ session: ServeSession, status: Int = 200) -> HTTPResponse {
    .json(ServeJSON.state(session, sources: sources).compact(), status: status)
  }

  private func withSession(
    _ id: String, _ body: (ServeSession) -> HTTPResponse
  ) -> HTTPResponse {
    guard let session = sessions[id] else {
      return .error(404, "no session '\(id)' (closed, or the server restarted): start another")
    }
    session.lastUsed = Date()
    return body(session)
  }

  private func closeLeastRecentlyUsed() {
    while sessions.count > configuration.maxSessions,
      let oldest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed })
    {
      oldest.close()
      sessions[oldest.id] = nil
    }
  }

  private func only(
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

  private struct BodyRefusal: Error {
    var response: HTTPResponse
  }

  private static func jsonObject(_ request: HTTPRequest) -> Result<[String: Any], BodyRefusal> {
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
