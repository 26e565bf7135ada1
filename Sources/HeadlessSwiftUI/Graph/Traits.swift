/// What modifiers above a view ask of the platform view it draws into (its accessibility
/// identifier, whether it is hidden). Unlike the environment, traits stop at the first view
/// that draws: that view takes them, its children start without.
struct Traits: Equatable {
  /// `accessibilityIdentifier(_:)`.
  var identifier: String?
  /// `hidden()`.
  var isHidden = false
  /// Whether nothing that draws stands between this view and its screen's root: an
  /// identifier given here names the screen itself (its hosting view), as a UIKit screen's
  /// root view is named.
  var isScreenRoot = false
}
