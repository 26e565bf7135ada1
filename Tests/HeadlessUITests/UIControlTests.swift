import Assertions
import Testing

@testable import HeadlessUI

struct UIControlTests {
  @Test func actionsRunForTheirEventsOnlyInRegistrationOrder() {
    let button = UIButton(type: .system)
    var log: [String] = []
    button.addAction(UIAction { _ in log.append("tap1") }, for: .touchUpInside)
    button.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
    button.addAction(UIAction { _ in log.append("tap2") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    assertEqual(log, ["tap1", "tap2"])
  }

  @Test func removedActionsNoLongerRun() {
    let button = UIButton()
    var count = 0
    let action = UIAction { _ in count += 1 }
    button.addAction(action, for: .touchUpInside)
    button.removeAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    assertEqual(count, 0)
  }

  @Test func buttonTitlesFallBackToTheNormalState() {
    let button = UIButton(type: .system)
    button.setTitle("Sign in", for: .normal)
    assertEqual(button.currentTitle, "Sign in")
    button.isEnabled = false
    assertEqual(button.title(for: .disabled), "Sign in")
    button.setTitle("Wait", for: .disabled)
    assertEqual(button.currentTitle, "Wait")
    button.isEnabled = true
    assertEqual(button.currentTitle, "Sign in")
  }

  @Test func primaryActionRunsOnATap() {
    var tapped = 0
    let button = UIButton(primaryAction: UIAction(title: "Add") { _ in tapped += 1 })
    assertEqual(button.currentTitle, "Add")
    button.sendActions(for: .touchUpInside)
    assertEqual(tapped, 1)
  }

  @Test func segmentedControlHasItsItemsAndNoSelectionAtFirst() {
    let control = UISegmentedControl(items: ["Name", "Price ↑", "Price ↓"])
    assertEqual(control.numberOfSegments, 3)
    assertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    assertEqual(control.titleForSegment(at: 1), "Price ↑")
    #expect(control.titleForSegment(at: 5) == nil)
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    control.selectedSegmentIndex = 2
    assertEqual(changes, 0)
  }

  @Test func actionKnowsItsSenderWhileRunning() {
    let button = UIButton()
    var sender: AnyObject?
    button.addAction(UIAction { action in sender = action.sender }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(sender === button)
  }

  @Test func aConfigurationsTitleIsTheTitleUnlessSetTitleGaveOne() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Log in"
    var updates = 0
    let button = UIButton(configuration: configuration)
    button.configurationUpdateHandler = { _ in updates += 1 }
    assertEqual(button.currentTitle, "Log in")
    button.isEnabled = false
    assertEqual(updates, 1)
    button.setTitle("Wait", for: .disabled)
    assertEqual(button.currentTitle, "Wait")
    assertEqual(button.configuration?.kind, "filled")
  }
}
