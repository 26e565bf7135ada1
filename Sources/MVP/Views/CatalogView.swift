/// View role (MVP): what the catalog screen can be told to show, and nothing else.
///
/// The view controller implements it with widgets; the presenter calls it. It imports no UI
/// module, so presenters (and their tests) see it without seeing a screen.
import Domain

/// The catalog screen, as its presenter sees it.
public protocol CatalogView: AnyObject {
  /// Replaces the table's rows, in the order given.
  func showProducts(_ rows: [ProductRow])
  /// Sets the summary line under the list.
  func setSummary(_ summary: String)
  /// Shows an alert whose buttons only dismiss it.
  func showAlert(_ alert: AlertText)
}
