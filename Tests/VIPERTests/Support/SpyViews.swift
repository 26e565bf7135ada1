/// The three view protocols without a screen: each remembers what its presenter told it.
import Domain
import VIPER

final class SpyLoginView: LoginView {
  var isSubmitEnabled: Bool?
  var submitTitle: String?
  var isActivityAnimating: Bool?
  var focusPasswordCount = 0
  var clearPasswordCount = 0
  var alerts: [AlertText] = []

  func setSubmitEnabled(_ enabled: Bool) { isSubmitEnabled = enabled }
  func setSubmitTitle(_ title: String) { submitTitle = title }
  func setActivityAnimating(_ animating: Bool) { isActivityAnimating = animating }
  func focusPassword() { focusPasswordCount += 1 }
  func clearPassword() { clearPasswordCount += 1 }
  func showAlert(_ alert: AlertText) { alerts.append(alert) }
}

final class SpyCatalogView: CatalogView {
  var rows: [ProductRow] = []
  var summary: String?
  var alerts: [AlertText] = []

  func showRows(_ rows: [ProductRow]) { self.rows = rows }
  func setSummary(_ summary: String) { self.summary = summary }
  func showAlert(_ alert: AlertText) { alerts.append(alert) }
}

final class SpyProductView: ProductView {
  var title: String?
  var name: String?
  var price: String?
  /// `.some(nil)` once the presenter hid the label; `nil` before it said anything.
  var nameError: String??
  var priceError: String??
  var isSaveEnabled: Bool?
  var isDeleteHidden: Bool?
  var deleteConfirmations: [AlertText] = []
  var alerts: [AlertText] = []

  func setTitle(_ title: String) { self.title = title }
  func setName(_ name: String) { self.name = name }
  func setPrice(_ price: String) { self.price = price }
  func setNameError(_ message: String?) { nameError = .some(message) }
  func setPriceError(_ message: String?) { priceError = .some(message) }
  func setSaveEnabled(_ enabled: Bool) { isSaveEnabled = enabled }
  func setDeleteHidden(_ hidden: Bool) { isDeleteHidden = hidden }
  func showDeleteConfirmation(_ alert: AlertText) { deleteConfirmations.append(alert) }
  func showAlert(_ alert: AlertText) { alerts.append(alert) }
}
