/// A catalog held in memory: what tests, scenarios and the default environment use.
@MainActor
public final class InMemoryCatalogStore: CatalogStore {
  private var products: [Product]
  private var nextID: Int

  /// A store holding `seeds`, in order, with ids 1, 2, 3...
  public init(seeds: [ProductSeed] = []) {
    products = seeds.enumerated().map {
      Product(id: ProductID($0.offset + 1), name: $0.element.name, price: $0.element.price)
    }
    nextID = seeds.count + 1
  }

  /// A store holding these products; new ids continue after the highest.
  public init(products: [Product]) {
    self.products = products
    nextID = (products.map(\.id.rawValue).max() ?? 0) + 1
  }

  public func allProducts() -> [Product] { products }

  @discardableResult
  public func add(name: String, price: Price) -> Product {
    let product = Product(id: ProductID(nextID), name: name, price: price)
    nextID += 1
    products.append(product)
    return product
  }

  public func update(_ product: Product) throws {
    guard let index = products.firstIndex(where: { $0.id == product.id }) else {
      throw CatalogStoreError.notFound(product.id)
    }
    products[index] = product
  }

  public func delete(_ id: ProductID) throws {
    guard let index = products.firstIndex(where: { $0.id == id }) else {
      throw CatalogStoreError.notFound(id)
    }
    products.remove(at: index)
  }
}
