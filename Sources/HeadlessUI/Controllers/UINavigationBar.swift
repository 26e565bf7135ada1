import Foundation

/// The bar at the top of a navigation controller (not rendered).
open class UINavigationBar: UIView {
  /// Whether titles are large.
  open var prefersLargeTitles = false

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
