// Interactor (VIPER): how the product interactor answers, whoever listens.
// Owns: nothing. Must not know: widgets (no UI module), who implements it.

/// Where the product interactor sends its answers (the presenter, held weakly).
public protocol ProductInteractorOutput: AnyObject {
  /// The product was stored.
  func productSaved()
  /// The catalog refused to store it; nothing changed.
  func productNotSaved()
  /// The product was removed.
  func productDeleted()
  /// The catalog refused to remove it; nothing changed.
  func productNotDeleted()
}
