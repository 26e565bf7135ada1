/// A `CatalogView` without a screen: it remembers what the presenter told it last.
import Domain
import MVP

final class SpyCatalogView: CatalogView {
  var rows: [ProductRow] = []
  var summary: String?
  var alerts: [AlertText] = []

  /// The titles of the rows on show, in order.
  var titles: [String] { rows.map(\.title) }

  func showRows(_ rows: [ProductRow]) { self.rows = rows }
  func setSummary(_ summary: String) { self.summary = summary }
  func showAlert(_ alert: AlertText) { alerts.append(alert) }
}
