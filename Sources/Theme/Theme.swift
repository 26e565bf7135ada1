import HeadlessUI

/// The Storefront app's look, written once as named styles and shared by every pattern.
///
/// Call `Theme.install()` once at start-up (it is idempotent), then name a view's style as
/// one would in Interface Builder: `titleLabel.style = "TitleLabel"`.
///
/// Style ids (each is the name of the type below):
/// - `"Screen"`: a screen's root view (system background).
/// - `"TitleLabel"`: a screen's title label (bold 28 pt, label colour).
/// - `"BodyLabel"`: body text, such as the catalog's summary (17 pt, secondary label colour,
///   any number of lines).
/// - `"TextField"`: a text field (rounded border, 17 pt).
/// - `"PrimaryButton"`: the main action (white on system blue, rounded corners).
/// - `"SecondaryButton"`: a lesser action (system blue title, no fill).
/// - `"DestructiveButton"`: an action that deletes (system red title).
/// - `"ErrorLabel"`: a validation message under a field (13 pt, system red, any lines).
/// - `"SegmentedControl"`: a segmented control (system blue selected tint).
/// - `"ActivityIndicator"`: a spinner (medium, grey).
/// - `"List"`: a table (single-line separators, 44 pt rows).
public enum Theme {
  /// Every style of the app's look.
  public static let styles: [any Style] = [
    Screen(), TitleLabel(), BodyLabel(), TextField(), PrimaryButton(), SecondaryButton(),
    DestructiveButton(), ErrorLabel(), SegmentedControl(), ActivityIndicator(), List(),
  ]

  /// Installs the look as `UIView.styleRegistry` (again and again is harmless).
  public static func install() {
    UIView.styleRegistry = StyleRegistry(styles: styles)
  }
}
