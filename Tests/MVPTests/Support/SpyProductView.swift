/// A `ProductView` without a screen: it remembers what the presenter told it last.
import Domain
import MVP

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
