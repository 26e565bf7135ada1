import Domain

/// What a pattern's runtime reports (its environment's `runtimeObserver`, which the tracer
/// sets to the recorder while it plays), drawn among the calls the stacks show:
///
/// - an action sent: the call into the runtime's lane, labelled `send login(loginButtonTapped)`
///   (a run of alike ones folded into its last, see `ActionRuns`);
/// - a reduction: an arrow from the runtime's lane into the reducers' lane, labelled with the
///   action and the state fields it changed;
/// - an effect started: labels the runtime's call into the effect's work `start effect signIn`;
/// - an effect answered: the call back into the runtime's lane, labelled `answer …`;
/// - an effect cancelled: a note on the runtime's lane.
extension TraceRecorder: RuntimeObserver {
  func actionSent(_ action: Any) {
    let text = TraceValueText.describe(action)
    defer { effectStart = nil }
    // An effect's answer was drawn as such, just before it is sent.
    if answer == text {
      answer = nil
      return
    }
    captureSend("send " + text)
  }

  func actionReduced(_ action: Any, from before: Any, to after: Any) {
    let changes = StateChanges.between(before, after).summary
    capture(
      target: attribution.lane(of: .reducers),
      label: "\(TraceValueText.describe(action)) changed \(changes)")
    effectStart = nil
  }

  func effectStarted(id: AnyHashable?) {
    guard isActing, let exit = runtimeExit() else { return }
    effectStart = ("start effect" + (id.map { " \(TraceValueText.describe($0.base))" } ?? ""), exit)
  }

  func effectAnswered(with action: Any) {
    let text = TraceValueText.describe(action)
    capture(target: nil, label: "answer " + text)
    answer = text
    effectStart = nil
  }

  func effectCancelled(id: AnyHashable) {
    capture(target: nil, label: "cancel effect " + TraceValueText.describe(id.base), isNote: true)
    effectStart = nil
  }
}
