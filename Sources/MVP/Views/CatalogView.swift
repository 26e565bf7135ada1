// View (MVP): what the catalog screen can be told to show, and nothing else.
// Owns: the list of instructions. Must not know: any widget (no UI module), so presenters and
// their tests see the screen without seeing one; `CatalogViewController` implements it.
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
