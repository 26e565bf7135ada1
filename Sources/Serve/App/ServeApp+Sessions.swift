import Foundation
import Formats
import PatternModel
import Scenarios
import WebServer

/// The session routes of `ServeApp`: start a session, perform a line, move the clock, step
/// through a scenario, download the recording.
extension ServeApp {
  func newSession(_ request: HTTPRequest) -> HTTPResponse {
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

  func sessionAction(
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
          do { try session.startOver() } catch { return .error(422, "\(error)") }
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

  func step(_ session: ServeSession, _ request: HTTPRequest) -> HTTPResponse {
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

  func clock(_ session: ServeSession, _ request: HTTPRequest) -> HTTPResponse {
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

  func scenario(_ session: ServeSession, _ request: HTTPRequest) -> HTTPResponse {
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
}
