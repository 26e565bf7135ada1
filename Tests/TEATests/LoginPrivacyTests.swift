/// Login rule 10, end to end: signing in for real with a wrong and then the right password,
/// no state, action, dump, alert or screen render of any step contains the password.
import Assertions
import Domain
import HeadlessUI
import Testing

@testable import TEA

struct LoginPrivacyTests {
  /// Every text the app produced, step by step.
  final class Outputs {
    var texts: [String] = []

    func record(_ value: some Any) {
      texts.append(String(describing: value))
      texts.append(String(reflecting: value))
      var dumped = ""
      dump(value, to: &dumped)
      texts.append(dumped)
    }
  }

  @Test func thePasswordNeverAppearsInAnyOutput() throws {
    let outputs = Outputs()
    let app = RunningApp { state, action in
      let effect = appReducer(&state, action)
      outputs.record(action)
      outputs.record(state)
      return effect
    }
    func step(_ action: () throws -> Void) rethrows {
      try action()
      outputs.texts.append(app.driver.render())
      if let alert = app.driver.presentedAlert {
        outputs.texts += [alert.title ?? "", alert.message ?? ""]
      }
    }
    try step { try app.driver.type("ada@example.com", into: ElementID.Login.email) }
    try step { try app.driver.type("lovelace2", into: ElementID.Login.password) }
    try step { try app.driver.tap(ElementID.Login.submit) }
    step { app.scheduler.advance(by: .milliseconds(400)) }
    try step { try app.driver.tapAlertButton("OK") }
    try step { try app.driver.type("lovelace1", into: ElementID.Login.password) }
    try step { try app.driver.pressReturn(in: ElementID.Login.password) }
    step { app.scheduler.advance(by: .milliseconds(400)) }
    assertEqual(app.stack, ["catalog"])

    #expect(outputs.texts.contains { $0.contains("ada@example.com") })
    #expect(outputs.texts.contains { $0.contains("•••••••••") })
    for password in ["lovelace1", "lovelace2", "lovelace"] {
      #expect(!outputs.texts.contains { $0.contains(password) }, "\(password) was output")
    }
  }
}
