// Presenter (MVP): how the product screen leaves, as its presenter asks it.
// Owns: nothing. Must not know: the navigation stack; `AppNavigator` (Composition) does it.

/// Navigation the product presenter asks for.
public protocol ProductNavigator: AnyObject {
  /// Goes back to the catalog.
  func closeProduct()
}
