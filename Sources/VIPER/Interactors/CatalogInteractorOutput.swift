// Interactor (VIPER): how the catalog interactor answers, whoever listens.
// Owns: nothing. Must not know: widgets (no UI module), who implements it.
import Domain

/// Where the catalog interactor sends its answers (the presenter, held weakly).
public protocol CatalogInteractorOutput: AnyObject {
  /// The catalog as the applied query now shows it.
  func catalogChanged(_ listing: CatalogListing)
  /// Reading the catalog failed just now (sent after the empty listing).
  func catalogCouldNotBeRead()
}
