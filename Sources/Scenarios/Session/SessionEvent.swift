import HeadlessUI
import Scheduling

/// Something an `AppSession`'s observer hears, in the order it happens.
public enum SessionEvent: Sendable, CustomStringConvertible {
  /// A step is about to be performed.
  case stepStarted(Step)
  /// A step was performed: its failure, or nil when it held.
  case stepFinished(Step, ScenarioFailure?)
  /// Something on screen changed (a secure field's text is masked).
  case ui(UIChange)
  /// An action was scheduled, fired or cancelled on the app's scheduler.
  case scheduler(ObservedScheduler.Event)
  /// The session was closed; `leaks` lists what was still alive.
  case closed(leaks: [String])

  /// One line, for a trace: `step: tap login.submit`, `ui: login.email (text field) …`.
  public var description: String {
    switch self {
    case .stepStarted(let step): "step: \(step.text)"
    case .stepFinished(let step, let failure):
      "done: \(step.text)" + (failure.map { " (failed: \($0.message))" } ?? "")
    case .ui(let change): "ui: \(change)"
    case .scheduler(let event): "time: \(event)"
    case .closed(let leaks):
      "closed" + (leaks.isEmpty ? "" : ", leaked: " + leaks.joined(separator: ", "))
    }
  }
}
