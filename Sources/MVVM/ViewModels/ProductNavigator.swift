// ViewModel (MVVM): where the product screen can send the user, as its view model asks.
// Owns: nothing; Composition's `AppNavigator` implements it. Must not know: any view, control
// or navigation stack (no UI module here).

/// Navigation the product view model asks for.
public protocol ProductNavigator: AnyObject {
  /// Closes the product screen, back to the catalog.
  func closeProduct()
}
