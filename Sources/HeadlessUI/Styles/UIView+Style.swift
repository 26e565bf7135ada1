/// Styles by name.
extension UIView {
  /// The registry `style` looks names up in: the current `UIEnvironment`'s (empty until an
  /// app installs one, e.g. with `Theme.install()`).
  public static var styleRegistry: StyleRegistry {
    get { UIEnvironment.current.styleRegistry }
    set { UIEnvironment.current.styleRegistry = newValue }
  }

  /// The name of the view's style. Setting it applies the style registered under that name;
  /// a name the registry does not know is kept in `unknownStyle` and marked in screen
  /// renders (`[unknown style 'Foo']`), never silently ignored.
  public var style: String? {
    get { styleName }
    set {
      styleName = newValue
      unknownStyle = nil
      guard let name = newValue else { return }
      if let style = uiEnvironment.styleRegistry.style(withID: name) {
        style.apply(to: self)
      } else {
        unknownStyle = name
      }
    }
  }
}
