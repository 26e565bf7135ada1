import Foundation
import Formats
import HeadlessUI
import PatternModel
import Scenarios

/// The JSON `patterns serve` answers with: a session's state, each app's screen as widgets
/// (a secure field's text masked, as everywhere), the last step's trace lanes and the source
/// files it ran through with their lines.
enum ServeJSON {
  /// The most rows of a table sent to the page.
  static let rowLimit = 200

  /// Everything the page draws for `session`.
  static func state(_ session: ServeSession, sources: ServeSources) -> JSONValue {
    var scenario = JSONValue.null
    if let current = session.scenario {
      scenario = .object([
        ("name", .string(current.scenario.name)),
        ("steps", .array(current.shown.map { .string($0) })),
        ("cursor", .int(current.cursor)),
      ])
    }
    return .object([
      ("id", .string(session.id)),
      ("patterns", .array(session.patterns.map { .string($0.name) })),
      ("setup", .array(session.setup.map { .string($0.text) })),
      (
        "history",
        .array(
          session.history.map {
            .object([
              ("line", .string($0.line)), ("failedOn", .array($0.failedOn.map { .string($0) })),
            ])
          })
      ),
      ("scenario", scenario),
      ("panes", .array(session.panes.map { pane($0, sources: sources) })),
    ])
  }

  /// One app: its pattern, time, screen, alert, last failure, trace and sources.
  static func pane(_ pane: ServedPattern, sources: ServeSources) -> JSONValue {
    let session = pane.session
    let driver = session.window.map(UIDriver.init(window:))
    var alert = JSONValue.null
    if let shown = session.alert {
      alert = .object([
        ("title", .string(shown.title)), ("message", shown.message.map(JSONValue.string) ?? .null),
        ("buttons", .array(shown.buttons.map { .string($0) })),
      ])
    }
    let elements = session.elements.filter { !$0.isHidden }.map { element($0, driver: driver) }
    return .object([
      ("pattern", .string(pane.pattern.name)),
      ("summary", .string(pane.pattern.summary)),
      ("time", .int(Int((pane.clock.now / .milliseconds(1)).rounded()))),
      (
        "next",
        pane.timeToNextEvent.map { .int(Int(($0 / .milliseconds(1)).rounded(.up))) } ?? .null
      ),
      ("screen", .string(driver?.topScreenIdentifier ?? "")),
      ("elements", .array(elements)),
      ("alert", alert),
      ("failure", pane.lastFailure.map(JSONValue.string) ?? .null),
      ("trace", trace(pane)),
      ("sources", .array(sources.files(for: pane))),
    ])
  }

  private static func element(_ state: ElementState, driver: UIDriver?) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(state.id)), ("kind", .string(state.kind)),
      ("text", state.text.map(JSONValue.string) ?? .null),
      ("placeholder", state.placeholder.map(JSONValue.string) ?? .null),
      ("enabled", state.isEnabled.map(JSONValue.bool) ?? .null),
      ("focused", .bool(state.isFocused)),
    ]
    if let segments = state.segments {
      members.append(("segments", .array(segments.map { .string($0) })))
      members.append(("selected", state.selectedSegment.map(JSONValue.string) ?? .null))
    }
    if let isOn = state.isOn { members.append(("on", .bool(isOn))) }
    if let count = state.rows {
      let rows = (0..<min(count, rowLimit)).map { index -> JSONValue in
        let texts = try? driver?.rowTexts(index + 1, of: state.id)
        return .object([
          ("title", .string(texts?.title ?? "")), ("detail", .string(texts?.detail ?? "")),
        ])
      }
      members.append(("rows", .array(rows)))
      members.append(("rowCount", .int(count)))
    }
    return .object(members)
  }

  private static func trace(_ pane: ServedPattern) -> JSONValue {
    guard let (step, lanes) = pane.lastStep else { return .null }
    return .object([
      ("step", .string(step.text)),
      ("failure", step.failure.map(JSONValue.string) ?? .null),
      (
        "lanes",
        .array(
          lanes.map {
            .object([
              ("name", .string($0.name)), ("title", .string($0.title)),
              ("color", .string($0.color ?? RolePalette.color(of: $0.kind))),
            ])
          })
      ),
      (
        "messages",
        .array(
          step.messages.map {
            .object([
              ("from", .string($0.from)), ("to", .string($0.to)), ("label", .string($0.label)),
              ("depth", .int($0.depth)),
              ("time", $0.time.map { .int(Int(($0 / .milliseconds(1)).rounded())) } ?? .null),
            ])
          })
      ),
    ])
  }
}
