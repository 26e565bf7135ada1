import Assertions
import Testing

@testable import HeadlessUI

/// Runs `body` with an observer installed; returns what it heard, as descriptions.
private func heard(_ body: () throws -> Void) rethrows -> [String] {
  var changes: [String] = []
  UIObservation.observer = { changes.append($0.description) }
  defer { UIObservation.observer = nil }
  try body()
  return changes
}

struct UIObservationTests {
  @Test func hearsTextsEnabledHiddenAndSegmentsOnlyWhenTheyChange() {
    let label = UILabel()
    label.accessibilityIdentifier = "a.label"
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "a.button"
    let segments = UISegmentedControl(items: ["A", "B"])
    let changes = heard {
      label.text = "One"
      label.text = "One"
      button.setTitle("Go", for: .normal)
      button.isEnabled = false
      button.isEnabled = false
      label.isHidden = true
      segments.selectedSegmentIndex = 1
    }
    assertEqual(
      changes,
      [
        "a.label (label) text \"One\"", "a.button (button) text \"Go\"",
        "a.button (button) disabled", "a.label (label) hidden",
        "segmented control selected segment 1",
      ])
  }

  @Test func aSecureFieldIsHeardMaskedAndFocusIsHeard() throws {
    let field = UITextField()
    field.accessibilityIdentifier = "pw"
    field.isSecureTextEntry = true
    let changes = heard {
      _ = field.becomeFirstResponder()
      field.insertText("se")
      field.text = "secret"
      _ = field.resignFirstResponder()
    }
    assertEqual(
      changes,
      [
        "pw (secure text field) focused", "pw (secure text field) text \"••\"",
        "pw (secure text field) text \"••••••\"", "pw (secure text field) unfocused",
      ])
  }

  @Test func hearsPushesPopsAlertsReloadsAndANewRoot() {
    let window = UIWindow(frame: .zero)
    let root = UIViewController()
    root.view.accessibilityIdentifier = "home"
    let navigation = UINavigationController(rootViewController: root)
    let detail = UIViewController()
    detail.view.accessibilityIdentifier = "detail"
    let table = UITableView(frame: .zero, style: .plain)
    let changes = heard {
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.pushViewController(detail, animated: false)
      navigation.popViewController(animated: false)
      let alert = UIAlertController(title: "Sure?", message: "Really", preferredStyle: .alert)
      root.present(alert, animated: false)
      alert.dismiss(animated: false)
      table.reloadData()
    }
    assertEqual(
      changes,
      [
        "root replaced by UINavigationController", "view visible",
        "detail (UIViewController) pushed", "popped to home (UIViewController)",
        "alert \"Sure?\" presented message \"Really\"", "alert \"Sure?\" dismissed",
        "table rows reloaded",
      ])
  }

  @Test func nothingIsBuiltWithoutAnObserver() {
    UIObservation.observer = nil
    let label = UILabel()
    label.text = "quiet"
    #expect(UIObservation.observer == nil)
    assertEqual(label.text, "quiet")
  }
}
