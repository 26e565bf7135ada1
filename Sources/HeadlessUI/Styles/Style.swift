/// A named look for a view, the way one types a style's name into Interface Builder.
///
/// ```swift
/// struct TitleLabel: Style {
///   func apply(to view: UIView) {
///     (view as? UILabel)?.font = .boldSystemFont(ofSize: 28)
///   }
/// }
/// UIView.styleRegistry = StyleRegistry(styles: [TitleLabel()])
/// titleLabel.style = "TitleLabel"
/// ```
@MainActor public protocol Style {
  /// The name views refer to the style by. Default: the type's name ("TitleLabel").
  var id: String { get }
  /// Gives `view` this look.
  func apply(to view: UIView)
}

extension Style {
  /// The type's name, without module prefix.
  public var id: String { String(describing: Self.self) }
}
