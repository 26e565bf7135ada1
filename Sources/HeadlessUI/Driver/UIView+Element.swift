/// What a user would call a view, for renders and driver messages.
extension UIView {
  /// "label", "text field", "button"…; `nil` for plain containers.
  var elementKind: String? {
    switch self {
    case let field as UITextField: field.isSecureTextEntry ? "secure text field" : "text field"
    case is UIButton: "button"
    case is UISwitch: "switch"
    case is UISearchBar: "search bar"
    case is UISegmentedControl: "segmented control"
    case is UITableView: "table"
    case is UILabel: "label"
    case is UIActivityIndicatorView: "activity indicator"
    case is UIImageView: "image"
    case is UIControl: "control"
    default: nil
    }
  }

  /// What a user would call this view in a message: "label", "text field", "secure text
  /// field", "button"…, or a plain "view" for containers.
  public var kindForMessages: String { elementKind ?? "view" }

  /// The first view with this accessibility identifier, depth-first in subview order.
  func descendant(withIdentifier id: String) -> UIView? {
    if accessibilityIdentifier == id { return self }
    if let table = self as? UITableView { _ = table.visibleCells }
    for child in subviews {
      if let found = child.descendant(withIdentifier: id) { return found }
    }
    return nil
  }
}
