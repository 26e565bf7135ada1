import Assertions
import Testing

import HeadlessUI

/// Switches and search bars: their events, their render lines, and the driver's messages.
struct UISwitchAndSearchBarTests {
  private func screen(_ views: UIView...) -> (UIViewController, UIDriver) {
    let controller = UIViewController()
    controller.view.accessibilityIdentifier = "form"
    views.forEach(controller.view.addSubview)
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (controller, UIDriver(window: window))
  }

  @Test func aFlipSendsValueChangedAndThePrimaryActionOnce() throws {
    let toggle = UISwitch()
    toggle.accessibilityIdentifier = "form.remember"
    var events: [String] = []
    toggle.addAction(UIAction { _ in events.append("valueChanged") }, for: .valueChanged)
    toggle.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
    let (_, driver) = screen(toggle)
    try driver.setSwitch("form.remember", on: true)
    try driver.setSwitch("form.remember", on: true)
    assertEqual(events, ["valueChanged", "primary"])
    #expect(toggle.isOn)
  }

  @Test func theRenderShowsASwitchOnOrOffAndDisabled() throws {
    let toggle = UISwitch()
    toggle.accessibilityIdentifier = "form.remember"
    let (_, driver) = screen(toggle)
    assertEqual(driver.render(), "screen form\nswitch    form.remember        off\n")
    toggle.setOn(true, animated: false)
    toggle.isEnabled = false
    assertEqual(driver.render(), "screen form\nswitch    form.remember        on  disabled\n")
  }

  @Test func theDriverSaysWhyASwitchCannotBeFlipped() throws {
    let toggle = UISwitch()
    toggle.accessibilityIdentifier = "form.remember"
    toggle.isEnabled = false
    let label = UILabel()
    label.accessibilityIdentifier = "form.title"
    let (_, driver) = screen(toggle, label)
    #expect(throws: UIDriverError("'form.remember' is disabled")) {
      try driver.setSwitch("form.remember", on: true)
    }
    #expect(throws: UIDriverError("'form.title' is a label, not a switch")) {
      try driver.setSwitch("form.title", on: true)
    }
    #expect(throws: UIDriverError("'form.title' is a label, not a switch")) {
      _ = try driver.isOn("form.title")
    }
  }

  @Test func aSearchBarRendersItsTextAndFocusAndTellsItsDelegatePerEdit() throws {
    final class Spy: UISearchBarDelegate {
      var changes: [String] = []
      var began = 0
      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        changes.append(searchText)
      }
      func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { began += 1 }
    }
    let bar = UISearchBar()
    bar.accessibilityIdentifier = "form.search"
    bar.placeholder = "Search"
    let spy = Spy()
    bar.delegate = spy
    let (_, driver) = screen(bar)
    assertEqual(
      driver.render(), "screen form\nsearch    form.search          placeholder \"Search\"\n")
    try driver.type("ab", into: "form.search")
    assertEqual(spy.changes, ["a", "ab"])
    assertEqual(spy.began, 1)
    assertEqual(driver.render(), "screen form\nsearch    form.search          \"ab\"  focused\n")
    bar.text = "set in code"
    assertEqual(spy.changes, ["a", "ab"])
    try driver.clear("form.search")
    assertEqual(spy.changes, ["a", "ab", ""])
  }
}
