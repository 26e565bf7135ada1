// ViewModel (MVVM): Domain's throwing catalog store, wrapped as `Observable`s, so the view
// models read and write it inside `flatMap`, each subscription doing the work once.
// Owns: turning a thrown error into "it failed" (no error's own text goes further). Must not
// know: any view, control or UIKit type, or what a failure shows.
import Domain
import Reactive

extension CatalogStore {
  /// Reading the catalog as a stream: each subscription reads the store once and sends its
  /// products, or `nil` when it cannot be read, then completes.
  func productsRequest() -> Observable<[Product]?> {
    Observable.deferred { [self] in Observable.just(try? allProducts()) }
  }

  /// A write as a stream: each subscription runs `write` on the store once and sends whether
  /// it succeeded, then completes.
  func writeRequest(_ write: @escaping (CatalogStore) throws -> Void) -> Observable<Bool> {
    Observable.deferred { [self] in Observable.just((try? write(self)) != nil) }
  }
}
