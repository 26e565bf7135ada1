import Foundation
import PatternModel
import Play
import Scenarios

/// One browser session of `patterns serve`: the chosen patterns' apps, every step performed
/// on each of them, the steps so far (masked), a scenario being stepped through, and the
/// recording to download. Found again by its id when the page reconnects.
final class ServeSession {
  /// A refused line: why, for the page (422).
  struct Refusal: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// One performed line, as shown (a secure field's text masked), and where it failed.
  struct Entry {
    var line: String
    var failedOn: [String]
  }

  /// The session's id (what the page keeps).
  let id: String
  /// The apps, one per chosen pattern, in the order chosen.
  private(set) var panes: [ServedPattern]
  /// The `given` lines the apps started with.
  private(set) var setup: [Step] = []
  /// Every line performed since the apps started, in order.
  private(set) var history: [Entry] = []
  /// The scenario being stepped through, its steps as shown (masked), and how many of them
  /// were performed.
  private(set) var scenario: (scenario: Scenario, shown: [String], cursor: Int)?
  /// When the page last asked anything (the least recently used sessions close first).
  var lastUsed = Date()
  private var mask = SecureTextMask()
  private var lineNumber = 0

  /// Apps of `patterns`, freshly started.
  init(id: String, patterns: [PatternDescription]) throws {
    self.id = id
    panes = try patterns.map { try ServedPattern($0, setup: []) }
  }

  /// The patterns played.
  var patterns: [PatternDescription] { panes.map(\.pattern) }

  /// The scenario's steps other than `given`.
  var scenarioSteps: [Step] { scenario?.scenario.steps.filter { !$0.isSetup } ?? [] }

  /// Performs one line of the scenario language on every app. A `given` line restarts them
  /// with it (only before the first other step).
  ///
  /// - Throws: `Refusal` for a line that does not parse or a `given` too late.
  func perform(line: String) throws(Refusal) {
    lineNumber += 1
    let step: Step
    do {
      step = try ScenarioParser.parseStep(line, path: "<browser>", line: lineNumber)
    } catch {
      throw Refusal(reason: error.description)
    }
    if case .setup = step.kind {
      guard history.isEmpty else {
        throw Refusal(reason: "a 'given' line only comes before the first other step")
      }
      try restart(setup: setup + [step])
      return
    }
    perform(step)
  }

  /// Performs `step` on every app and keeps it, masked, in the history.
  private func perform(_ step: Step) {
    guard let first = panes.first else { return }
    let shown = mask.shown(step.text, in: first.session)
    var failed: [String] = []
    for pane in panes where pane.perform(step) != nil { failed.append(pane.pattern.name) }
    history.append(Entry(line: shown, failedOn: failed))
  }

  /// Lets `duration` pass on every app's clock (a `wait` step).
  func wait(_ duration: Duration) {
    let milliseconds = max(1, Int((duration / .milliseconds(1)).rounded(.up)))
    try? perform(line: "wait \(milliseconds)ms")
  }

  /// Lets time pass until the soonest action waiting in any app; false when none waits.
  func waitForNextEvent() -> Bool {
    guard let next = panes.compactMap(\.timeToNextEvent).min() else { return false }
    wait(max(next, .milliseconds(1)))
    return true
  }

  /// Starts the apps again on `setup` (the history and the scenario's progress are kept by
  /// the callers that want them).
  func restart(setup: [Step]) throws(Refusal) {
    let given = setup.compactMap { step -> Setup? in
      if case .setup(let setup) = step.kind { setup } else { nil }
    }
    var fresh: [ServedPattern] = []
    do {
      for pane in panes { fresh.append(try ServedPattern(pane.pattern, setup: given)) }
    } catch {
      for pane in fresh { pane.close() }
      throw Refusal(reason: "cannot set up: \(error)")
    }
    for pane in panes { pane.close() }
    panes = fresh
    self.setup = setup
    history = []
    mask = SecureTextMask()
  }

  /// Starts every app again from nothing: no `given` lines, no scenario, no history.
  func startOver() throws(Refusal) {
    try restart(setup: [])
    scenario = nil
  }

  /// Starts every app on `scenario`'s `given` lines, before its first step.
  func load(_ scenario: Scenario) throws(Refusal) {
    try restart(setup: scenario.steps.filter(\.isSetup))
    let shown = self.scenario?.scenario == scenario ? self.scenario?.shown : nil
    self.scenario = (
      scenario, shown ?? patterns.first.map { Self.shownLines(of: scenario, on: $0) } ?? [], 0
    )
  }

  /// The scenario's steps (but `given`) as they may be shown before they run: played once on
  /// a scratch app of `pattern` to learn which fields are secure; when it cannot start, every
  /// typed text is masked.
  static func shownLines(of scenario: Scenario, on pattern: PatternDescription) -> [String] {
    let steps = scenario.steps.filter { !$0.isSetup }
    guard let makeWindow = pattern.makeWindow,
      let session = try? AppSession(makeWindow: makeWindow, setup: scenario.setup)
    else { return steps.map { AppSession.masked($0.text, $0) } }
    defer { session.close() }
    var mask = SecureTextMask()
    return steps.map { step in
      let shown = mask.shown(step.text, in: session)
      _ = session.perform(step)
      return shown
    }
  }

  /// Performs the scenario's next step; false at its end (or without a scenario).
  func forward() -> Bool {
    guard let scenario, scenario.cursor < scenarioSteps.count else { return false }
    perform(scenarioSteps[scenario.cursor])
    self.scenario?.cursor += 1
    return true
  }

  /// Goes one step back: starts the apps again and performs the steps before it; false at
  /// the start (or without a scenario).
  func back() -> Bool {
    guard let current = scenario, current.cursor > 0 else { return false }
    do {
      try load(current.scenario)
    } catch {
      return false
    }
    for _ in 0..<(current.cursor - 1) { _ = forward() }
    return true
  }

  /// What was performed, as a `.scenario` file: the `given` lines, then every line that held
  /// on every app, consecutive `type`s into one field and consecutive `wait`s joined. A
  /// secure field's text stays masked (it never leaves the server).
  var recording: PlayRecording {
    var recording = PlayRecording(name: "Played on " + patterns.map(\.name).joined(separator: ", "))
    recording.setup = setup.map(\.text)
    recording.steps = ServeRecording.joined(history.filter(\.failedOn.isEmpty).map(\.line))
    return recording
  }

  /// Tears every app down.
  func close() {
    for pane in panes { pane.close() }
  }
}
