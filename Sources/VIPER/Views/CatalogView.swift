// View (VIPER): what the catalog screen can be told to show, as its presenter sees it.
// Owns: nothing. Must not know: widgets, products, queries, navigation (no UI module here).
import Domain

/// The catalog screen, as its presenter sees it. Every member is a plain instruction.
public protocol CatalogView: AnyObject {
  /// Replaces the table's rows, in the order given.
  func showRows(_ rows: [ProductRow])
  /// Sets the summary line under the list.
  func setSummary(_ summary: String)
  /// Shows an alert whose buttons only dismiss it.
  func showAlert(_ alert: AlertText)
}
