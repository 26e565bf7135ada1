import Domain
import HeadlessUI
import PatternModel
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
  let attribution: LaneAttribution
  private let frames: () -> [StackFrame]
  private let now: () -> Duration
  private var steps: [TraceStep] = []
  private var lanes: [TraceLane] = []
  private var previous: [LaneAttribution.Segment] = []
  private var lastFired: Int?
  /// Whether an action step is running: only actions' calls are drawn (an expectation only
  /// reads; closing the session after the last step is no step).
  private(set) var isActing = false
  /// Set by `RecordingAuthService` while a sign-in's answer is delivered: labels the call
  /// from the service back into the pattern.
  var reply: String?
  /// Set when the pattern's runtime starts an effect: labels the call out of the runtime's
  /// lane whose innermost frame is `exit` (the effect's work).
  var effectStart: (label: String, exit: String)?
  /// The action an effect answered with, until the runtime reports it sent (drawn once).
  var answer: String?
  /// Folds runs of alike actions within a step.
  private var runs = ActionRuns()

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
    Trace(
      pattern: attribution.pattern.name, scenario: scenario, lanes: orderedLanes, steps: steps)
  }

  /// The last step `isShown` accepts, and the lanes its messages touch, in the trace's order
  /// (without copying the whole trace: `patterns serve` asks after every step).
  func lastStep(where isShown: (TraceStep) -> Bool) -> (step: TraceStep, lanes: [TraceLane])? {
    guard let step = steps.last(where: isShown) else { return nil }
    let touched = Set(step.messages.flatMap { [$0.from, $0.to] })
    return (step, orderedLanes.filter { touched.contains($0.name) })
  }

  /// The lanes as a diagram draws them: the user and the widgets, the pattern's, the rest.
  private var orderedLanes: [TraceLane] {
    let patternLanes = lanes.filter { $0.kind == .pattern }
    let others = lanes.filter { $0.kind != .pattern }.sorted { $0.kind < $1.kind }
    return others.filter { $0.kind < .pattern } + patternLanes
      + others.filter { $0.kind > .pattern }
  }

  /// Hears one session event.
  func handle(_ event: SessionEvent) {
    switch event {
    case .stepStarted(let step):
      previous = []
      answer = nil
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
        add(from: LaneAttribution.user, to: attribution.widgets, label: step.text, depth: 0)
      }
    case .stepFinished(_, let failure):
      isActing = false
      guard !steps.isEmpty else { return }
      runs.stepEnded(in: &steps[steps.count - 1].messages)
      if let failure { steps[steps.count - 1].failure = failure.message }
    case .ui(let change):
      capture(target: attribution.widgets, label: Self.label(change))
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

  /// Draws the calls on the current stack not drawn yet, then `label` into `target` (nil: the
  /// innermost lane, from its caller), or, with `isNote`, as a note on the innermost lane.
  /// Captures made by HeadlessUI alone (a user's typing echoed in its field) are the step
  /// itself and are not drawn.
  func capture(
    target: TraceLane?, label: String, time: Duration? = nil, isNote: Bool = false
  ) {
    guard isActing else { return }
    let stack = frames()
    noteSourceLines(stack)
    var chain = attribution.segments(of: stack)
    // The observer's own frames (the session's, innermost) are not a call of the app.
    while chain.count > 1, chain.last?.lane.kind == .user { chain.removeLast() }
    var shared = 0
    while shared < chain.count, shared < previous.count, chain[shared].key == previous[shared].key {
      shared += 1
    }
    let full = chain
    let target = target ?? chain.last?.lane ?? LaneAttribution.user
    if !isNote, chain.last?.lane.name == target.name { chain.removeLast() }
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
    add(
      from: from, to: isNote ? from : target, label: label, depth: max(chain.count - 1, 1),
      time: time)
  }

  /// Keeps the pattern's located lines on `stack` for the current step, once each.
  private func noteSourceLines(_ stack: [StackFrame]) {
    guard let last = steps.indices.last else { return }
    for frame in stack where frame.module == attribution.pattern.module {
      guard let path = frame.pathInModule, !path.isEmpty, let line = frame.line, line > 0 else {
        continue
      }
      let source = TraceSourceLine(path: path, line: line)
      if !steps[last].sourceLines.contains(source) { steps[last].sourceLines.append(source) }
    }
  }

  /// Draws an action sent into the innermost lane, labelled `label`, folding a run of alike
  /// actions into its last (`ActionRuns`).
  func captureSend(_ label: String) {
    let count = steps.last?.messages.count ?? 0
    capture(target: nil, label: label)
    guard let last = steps.indices.last, steps[last].messages.count > count else { return }
    _ = runs.actionSent(at: steps[last].messages.count - 1, in: &steps[last].messages)
  }

  /// The symbol of the innermost frame in the runtime's lane on the current stack.
  func runtimeExit() -> String? {
    let store = attribution.lane(of: .store)
    return attribution.segments(of: frames()).last { $0.lane.name == store.name }?.exit
  }

  private func callLabel(
    _ caller: LaneAttribution.Segment, _ callee: LaneAttribution.Segment
  ) -> String {
    if caller.lane.kind == .scheduler, let lastFired { return "run #\(lastFired)" }
    if caller.lane.kind == .domain, let reply { return reply }
    if let effectStart, caller.exit == effectStart.exit, callee.lane.kind == .pattern {
      return effectStart.label
    }
    if callee.lane.kind == .streams, !callee.operators.isEmpty {
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
}
