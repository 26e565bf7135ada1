import Domain
import Scheduling

/// An `AuthService` that tells a `TraceRecorder` about each sign-in and its answer, then
/// forwards to the real one. The email and password are forwarded, never recorded.
final class RecordingAuthService: AuthService {
  private let base: AuthService
  private weak var recorder: TraceRecorder?

  init(_ base: AuthService, recorder: TraceRecorder) {
    self.base = base
    self.recorder = recorder
  }

  @discardableResult
  func signIn(
    email: String, password: String, completion: @escaping @MainActor (SignInResult) -> Void
  ) -> Cancellable {
    recorder?.serviceCall(LaneAttribution.authService, "signIn(email:password:)")
    return base.signIn(email: email, password: password) { [weak recorder] result in
      recorder?.reply = "answer: " + Self.name(of: result)
      completion(result)
      recorder?.reply = nil
    }
  }

  /// The answer's case, without its session: `incorrectCredentials`, `lockedOut(5 min)`.
  static func name(of result: SignInResult) -> String {
    switch result {
    case .signedIn: "signedIn"
    case .incorrectCredentials: "incorrectCredentials"
    case .lockedOut(let minutes): "lockedOut(\(minutes) min)"
    case .unreachable: "unreachable"
    }
  }
}

/// A `CatalogStore` that tells a `TraceRecorder` about each call, then forwards it.
final class RecordingCatalogStore: CatalogStore {
  private let base: CatalogStore
  private weak var recorder: TraceRecorder?

  init(_ base: CatalogStore, recorder: TraceRecorder) {
    self.base = base
    self.recorder = recorder
  }

  func allProducts() throws -> [Product] {
    recorder?.serviceCall(LaneAttribution.catalogStore, "allProducts()")
    return try base.allProducts()
  }

  @discardableResult
  func add(name: String, price: Price) throws -> Product {
    recorder?.serviceCall(LaneAttribution.catalogStore, "add(name:price:)")
    return try base.add(name: name, price: price)
  }

  func update(_ product: Product) throws {
    recorder?.serviceCall(LaneAttribution.catalogStore, "update(_:)")
    try base.update(product)
  }

  func delete(_ id: ProductID) throws {
    recorder?.serviceCall(LaneAttribution.catalogStore, "delete(_:)")
    try base.delete(id)
  }
}
