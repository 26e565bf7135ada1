/// A `LoginView` without a screen: it remembers what the presenter told it last.
import Domain
import MVP

final class SpyLoginView: LoginView {
  var isSubmitEnabled: Bool?
  var submitTitle: String?
  var isActivityVisible: Bool?
  var focusPasswordCount = 0
  var clearPasswordCount = 0
  var alerts: [AlertText] = []

  func setSubmitEnabled(_ enabled: Bool) { isSubmitEnabled = enabled }
  func setSubmitTitle(_ title: String) { submitTitle = title }
  func setActivityVisible(_ visible: Bool) { isActivityVisible = visible }
  func focusPassword() { focusPasswordCount += 1 }
  func clearPassword() { clearPasswordCount += 1 }
  func showAlert(_ alert: AlertText) { alerts.append(alert) }
}
