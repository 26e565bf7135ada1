// View (MVVM): where the product screen can send the user. Its view controller binds the view
// model's navigation outputs to it, as Kickstarter's controllers act on their `goTo…` outputs.
// Owns: nothing; Composition's `AppNavigator` implements it. Must not know: any widget or
// navigation stack (no UI module here).

/// How the product screen leaves: bound to `ProductViewModelOutputs.closeProduct`.
public protocol ProductNavigator: AnyObject {
  /// Closes the product screen, back to the catalog.
  func closeProduct()
}
