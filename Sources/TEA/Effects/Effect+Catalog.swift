// Effect (TEA): reads and writes of the catalog store, answered at once.
// Owns: how to call the store, and turning its errors into `StoreFailure`. Must not know: what
// the answer means for the screen, or the error's own text.
import Domain
import Scheduling

extension Effect {
  /// Reads every product.
  public static func loadCatalog(
    _ answer: @escaping @MainActor (Result<[Product], StoreFailure>) -> Action
  ) -> Effect {
    storeRequest(answer) { try $0.allProducts() }
  }

  /// Adds a product; answers with the product as stored.
  public static func addProduct(
    name: String, price: Price,
    _ answer: @escaping @MainActor (Result<Product, StoreFailure>) -> Action
  ) -> Effect {
    storeRequest(answer) { try $0.add(name: name, price: price) }
  }

  /// Replaces a product; answers with it.
  public static func updateProduct(
    _ product: Product, _ answer: @escaping @MainActor (Result<Product, StoreFailure>) -> Action
  ) -> Effect {
    storeRequest(answer) { store in
      try store.update(product)
      return product
    }
  }

  /// Removes a product; answers with its id.
  public static func deleteProduct(
    _ id: ProductID, _ answer: @escaping @MainActor (Result<ProductID, StoreFailure>) -> Action
  ) -> Effect {
    storeRequest(answer) { store in
      try store.delete(id)
      return id
    }
  }

  private static func storeRequest<Value>(
    _ answer: @escaping @MainActor (Result<Value, StoreFailure>) -> Action,
    _ operation: @escaping @MainActor (CatalogStore) throws -> Value
  ) -> Effect {
    Effect(
      .requests([
        Request(id: nil, delay: nil) { environment, send in
          do {
            send(answer(.success(try operation(environment.catalogStore))))
          } catch {
            send(answer(.failure(StoreFailure())))
          }
          return nil
        }
      ]))
  }
}
