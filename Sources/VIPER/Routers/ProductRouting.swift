// Router (VIPER): how the product screen leaves, as its presenter asks.
// Owns: nothing. Must not know: widgets (no UI module here), how screens are made.

/// The moves the product presenter asks for.
public protocol ProductRouting: AnyObject {
  /// Goes back to the catalog.
  func closeProduct()
}
