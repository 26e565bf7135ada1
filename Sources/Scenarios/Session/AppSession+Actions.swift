import HeadlessUI
import Scheduling

extension AppSession {
  /// Does what the user does, through the driver (which refuses, with the reason, an
  /// action on a missing, hidden or disabled element, or any action but tapping an alert
  /// button while an alert is up). `wait` advances time. After each gesture, whatever
  /// became due at once runs (the run loop's next turn), without moving the clock.
  func perform(_ action: Action) throws {
    switch action {
    case .wait(let duration):
      try wait(duration)
      return
    case .type(let text, let id): try driver.type(text, into: id)
    case .clear(let id): try driver.clear(id)
    case .tap(let id): try driver.tap(id)
    case .tapRow(let row, let id): try driver.tapRow(row, of: id)
    case .select(let segment, let id): try driver.select(segment, in: id)
    case .pressReturn(let id): try driver.pressReturn(in: id)
    case .tapAlertButton(let title): try driver.tapAlertButton(title)
    case .setSwitch(let id, let on): try driver.setSwitch(id, on: on)
    }
    (scheduler as? VirtualScheduler)?.runDue()
  }

  /// Lets `duration` pass on virtual time, at once. On any other scheduler a synchronous
  /// step cannot let real time pass (the app's actions run on the main actor it holds).
  private func wait(_ duration: Duration) throws {
    guard let virtual = scheduler as? VirtualScheduler else {
      throw StepFailure("'wait' on live time needs the asynchronous `await perform(step)`")
    }
    virtual.advance(by: duration)
  }
}

/// A text as the scenario language writes it (`TextQuoting`, the one quoting rule).
nonisolated func quoted(_ text: String) -> String { TextQuoting.quoted(text) }
