/// Presenter role (MVP): how the product form leaves, as its presenter asks it.
///
/// Implemented in Composition/, which knows the navigation stack; the presenter only knows
/// this protocol. No UI module here.

/// Navigation the product presenter asks for.
public protocol ProductNavigator: AnyObject {
  /// Goes back to the catalog.
  func closeProduct()
}
