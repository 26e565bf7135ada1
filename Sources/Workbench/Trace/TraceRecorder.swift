import Domain
import HeadlessUI
import Scenarios
import Scheduling

/// Turns what an `AppSession` reports (steps, widget changes, scheduler events) and what the
/// recording services see into a `Trace`, attributing each capture to the pattern's types
/// from the call stack (see `LaneAttribution`).
///
/// At each capture the stack's call chain is compared with the previous one: the calls the
/// two share were drawn already; each new call is drawn as an arrow from its caller's lane,
/// then the captured event as an arrow into its target lane (`Widgets`, a service, the
/// scheduler).
final class TraceRecorder {
  private let attribution: LaneAttribution
  private let frames: () -> [StackFrame]
  private let now: () -> Duration
  private var steps: [TraceStep] = []
  private var lanes: [TraceLane] = []
  private var previous: [LaneAttribution.Segment] = []
  private var lastFired: Int?
  /// Whether an action step is running: only actions' calls are drawn (an expectation only
  /// reads; closing the session after the last step is no step).
  private var isActing = false
  /// Set by `RecordingAuthService` while a sign-in's answer is delivered: labels the call
  /// from the service back into the pattern.
  var reply: String?

  /// A recorder for `pattern`, reading stacks from `frames` and the time from `now`.
  init(
    pattern: PatternDescription, frames: @escaping () -> [StackFrame],
    now: @escaping () -> Duration
  ) {
    attribution = LaneAttribution(pattern: pattern)
    self.frames = frames
    self.now = now
  }

  /// The trace so far.
  func trace(scenario: String) -> Trace {
    let patternLanes = lanes.filter { $0.kind == .pattern }
    let others = lanes.filter { $0.kind != .pattern }.sorted { $0.kind < $1.kind }
    let ordered =
      others.filter { $0.kind < .pattern } + patternLanes + others.filter { $0.kind > .pattern }
    return Trace(
      pattern: attribution.pattern.name, scenario: scenario, lanes: ordered, steps: steps)
  }

  /// Hears one session event.
  func handle(_ event: SessionEvent) {
    switch event {
    case .stepStarted(let step):
      previous = []
      lastFired = nil
      var isAction = false
      if case .action = step.kind { isAction = true }
      steps.append(TraceStep(text: step.text, isAction: isAction))
      isActing = isAction
      guard case .action(let action) = step.kind else { return }
      if case .wait = action {
        add(
          from: LaneAttribution.user, to: LaneAttribution.scheduler, label: step.text, depth: 0,
          time: now())
      } else {
        add(from: LaneAttribution.user, to: LaneAttribution.widgets, label: step.text, depth: 0)
      }
    case .stepFinished(_, let failure):
      isActing = false
      if let failure, !steps.isEmpty { steps[steps.count - 1].failure = failure.message }
    case .ui(let change):
      capture(target: LaneAttribution.widgets, label: Self.label(change))
    case .scheduler(let event):
      handle(event)
    case .closed:
      break
    }
  }

  private func handle(_ event: ObservedScheduler.Event) {
    switch event {
    case .scheduled(let id, let at, let due):
      capture(
        target: LaneAttribution.scheduler,
        label: "schedule #\(id) in \((due - at).traceMilliseconds)", time: at)
    case .fired(let id, let at):
      guard isActing else { return }
      lastFired = id
      previous = []
      add(
        from: LaneAttribution.scheduler, to: LaneAttribution.scheduler, label: "#\(id) fires",
        depth: 1, time: at)
    case .cancelled(let id, let at):
      capture(target: LaneAttribution.scheduler, label: "cancel #\(id)", time: at)
    }
  }

  /// Records a call into a Domain service (from the recording decorators).
  func serviceCall(_ service: TraceLane, _ label: String) {
    capture(target: service, label: label)
  }

  /// Draws the calls on the current stack not drawn yet, then `label` into `target`.
  /// Captures made by HeadlessUI alone (a user's typing echoed in its field) are the step
  /// itself and are not drawn.
  private func capture(
    target: TraceLane, label: String, time: Duration? = nil
  ) {
    guard isActing else { return }
    var chain = attribution.segments(of: frames())
    // The observer's own frames (the session's, innermost) are not a call of the app.
    while chain.count > 1, chain.last?.lane.kind == .user { chain.removeLast() }
    var shared = 0
    while shared < chain.count, shared < previous.count, chain[shared].key == previous[shared].key {
      shared += 1
    }
    let full = chain
    if chain.last?.lane.name == target.name { chain.removeLast() }
    let involved = chain.contains { $0.lane.kind >= .pattern }
    guard involved || target.kind != .widgets else { return }
    previous = full
    for index in chain.indices where index >= max(shared, 1) {
      let caller = chain[index - 1]
      let callee = chain[index]
      if caller.lane.kind == .user { continue }
      add(from: caller.lane, to: callee.lane, label: callLabel(caller, callee), depth: index - 1)
    }
    let from = chain.last?.lane ?? LaneAttribution.user
    add(from: from, to: target, label: label, depth: max(chain.count - 1, 1), time: time)
  }

  private func callLabel(
    _ caller: LaneAttribution.Segment, _ callee: LaneAttribution.Segment
  ) -> String {
    if caller.lane.kind == .scheduler, let lastFired { return "run #\(lastFired)" }
    if caller.lane.kind == .domain, let reply { return reply }
    if callee.lane.kind == .reactive, !callee.operators.isEmpty {
      return callee.operators.joined(separator: " → ")
    }
    return callee.entry
  }

  private func add(
    from: TraceLane, to: TraceLane, label: String, depth: Int, time: Duration? = nil
  ) {
    for lane in [from, to] where !lanes.contains(where: { $0.name == lane.name }) {
      lanes.append(lane)
    }
    guard !steps.isEmpty else { return }
    steps[steps.count - 1].messages.append(
      TraceMessage(from: from.name, to: to.name, label: label, depth: depth, time: time))
  }

  /// A widget change as a label: ids and states, never a secure field's text.
  static func label(_ change: UIChange) -> String {
    let name = change.id ?? change.subject
    switch change.kind {
    case .text(let text):
      if change.subject.contains("secure") {
        return (text ?? "").isEmpty ? "\(name) text cleared" : "\(name) text changed (secure)"
      }
      return "\(name) text \(quoted(text ?? ""))"
    case .alertPresented(let title, _): return "present alert \(quoted(title ?? ""))"
    case .alertDismissed(let title): return "dismiss alert \(quoted(title ?? ""))"
    case .enabled(let enabled): return "\(name) \(enabled ? "enabled" : "disabled")"
    case .hidden(let hidden): return "\(name) \(hidden ? "hidden" : "visible")"
    case .focused(let focused): return "\(name) \(focused ? "focused" : "unfocused")"
    case .selectedSegment(let index): return "\(name) selects segment \(index)"
    case .rowsReloaded: return "\(name) reloads rows"
    default: return change.description
    }
  }

  private static func quoted(_ text: String) -> String { TextQuoting.quoted(text) }
}
