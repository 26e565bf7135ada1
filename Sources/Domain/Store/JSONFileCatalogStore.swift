import Foundation

/// A catalog kept in a JSON file, for an app that should remember its products.
///
/// Every change is written at once, atomically (a crash leaves the old file or the new one,
/// never half of one). A missing file starts an empty catalog. A file that cannot be read, is
/// corrupt, or has a newer format version is an error naming the file and the problem, and the
/// store refuses to open it, so it is never overwritten.
@MainActor
public final class JSONFileCatalogStore: CatalogStore {
  /// The format version this program writes and the newest it reads.
  public static let formatVersion = 1

  private struct File: Codable {
    var formatVersion: Int
    var nextID: Int
    var products: [Product]
  }

  /// Where the catalog lives.
  public let fileURL: URL
  private var contents: File

  /// Opens the catalog at `fileURL`, or starts an empty one if there is no file yet.
  ///
  /// - Throws: `CatalogStoreError.unreadable`, `.corrupt` or `.newerVersion`.
  public init(fileURL: URL) throws {
    self.fileURL = fileURL
    contents = try Self.load(fileURL)
  }

  public func allProducts() -> [Product] { contents.products }

  @discardableResult
  public func add(name: String, price: Price) throws -> Product {
    var next = contents
    let product = Product(id: ProductID(next.nextID), name: name, price: price)
    next.nextID += 1
    next.products.append(product)
    try commit(next)
    return product
  }

  public func update(_ product: Product) throws {
    var next = contents
    guard let index = next.products.firstIndex(where: { $0.id == product.id }) else {
      throw CatalogStoreError.notFound(product.id)
    }
    next.products[index] = product
    try commit(next)
  }

  public func delete(_ id: ProductID) throws {
    var next = contents
    guard let index = next.products.firstIndex(where: { $0.id == id }) else {
      throw CatalogStoreError.notFound(id)
    }
    next.products.remove(at: index)
    try commit(next)
  }

  /// Writes `next` atomically; only once it is on disk does the store hold it.
  private func commit(_ next: File) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(next).write(to: fileURL, options: .atomic)
    } catch {
      throw CatalogStoreError.writeFailed(path: fileURL.path, reason: Self.reason(error))
    }
    contents = next
  }

  private static func load(_ url: URL) throws -> File {
    guard FileManager.default.fileExists(atPath: url.path) else {
      return File(formatVersion: formatVersion, nextID: 1, products: [])
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw CatalogStoreError.unreadable(path: url.path, reason: reason(error))
    }
    struct Header: Decodable { var formatVersion: Int }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw CatalogStoreError.corrupt(path: url.path, reason: "no format version")
    }
    guard header.formatVersion <= formatVersion else {
      throw CatalogStoreError.newerVersion(
        path: url.path, found: header.formatVersion, supported: formatVersion)
    }
    do {
      let file = try JSONDecoder().decode(File.self, from: data)
      guard Set(file.products.map(\.id)).count == file.products.count,
        file.products.allSatisfy({ $0.id.rawValue < file.nextID })
      else { throw CatalogStoreError.corrupt(path: url.path, reason: "duplicate or stale ids") }
      return file
    } catch let error as CatalogStoreError {
      throw error
    } catch {
      throw CatalogStoreError.corrupt(path: url.path, reason: "unexpected contents")
    }
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}
