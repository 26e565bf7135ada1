/// A `LoginView` without a screen: it remembers what the presenter told it last, and logs
/// every call with its arguments.
import Domain
import MVP

final class SpyLoginView: LoginView {
  var isSubmitEnabled: Bool?
  var submitTitle: String?
  var isActivityAnimating: Bool?
  var focusPasswordCount = 0
  var clearPasswordCount = 0
  var alerts: [AlertText] = []
  /// Every call, in order, as "member(arguments)".
  var log: [String] = []

  func setSubmitEnabled(_ enabled: Bool) {
    isSubmitEnabled = enabled
    log.append("setSubmitEnabled(\(enabled))")
  }
  func setSubmitTitle(_ title: String) {
    submitTitle = title
    log.append("setSubmitTitle(\(title))")
  }
  func setActivityAnimating(_ animating: Bool) {
    isActivityAnimating = animating
    log.append("setActivityAnimating(\(animating))")
  }
  func focusPassword() {
    focusPasswordCount += 1
    log.append("focusPassword()")
  }
  func clearPassword() {
    clearPasswordCount += 1
    log.append("clearPassword()")
  }
  func showAlert(_ alert: AlertText) {
    alerts.append(alert)
    log.append("showAlert(\(alert))")
  }
}
