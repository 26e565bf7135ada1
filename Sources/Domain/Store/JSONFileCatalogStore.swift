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
  ///
  /// The new catalog goes to one fixed side file (`.catalog.json.saving` next to
  /// `catalog.json`), which then replaces the catalog in one `rename`: a crash at any moment
  /// leaves the old file or the new one, never half of one, and at most that one side file,
  /// which the next save overwrites (a randomly named temporary per save would pile up).
  private func commit(_ next: File) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let saving = fileURL.deletingLastPathComponent()
      .appendingPathComponent("." + fileURL.lastPathComponent + ".saving")
    do {
      try encoder.encode(next).write(to: saving)
      guard rename(saving.path, fileURL.path) == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    } catch {
      try? FileManager.default.removeItem(at: saving)
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
      // An empty file is read as no bytes without `Data(contentsOf:)`, which leaks its 4 KB
      // read buffer for an empty file (Swift 6.3's Foundation; found by fuzzing under ASan).
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      let isEmptyFile =
        attributes[.type] as? FileAttributeType == .typeRegular
        && (attributes[.size] as? NSNumber)?.int64Value == 0
      data = isEmptyFile ? Data() : try Data(contentsOf: url)
    } catch {
      throw CatalogStoreError.unreadable(path: url.path, reason: reason(error))
    }
    struct Header: Decodable { var formatVersion: Int }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw CatalogStoreError.corrupt(path: url.path, reason: corruption(error, in: data))
    }
    guard header.formatVersion <= formatVersion else {
      throw CatalogStoreError.newerVersion(
        path: url.path, found: header.formatVersion, supported: formatVersion)
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw CatalogStoreError.corrupt(path: url.path, reason: corruption(error, in: data))
    }
    // Ids are positive, unique and below `nextID`, which leaves room for one more.
    guard file.nextID >= 1, file.nextID < Int.max else {
      throw CatalogStoreError.corrupt(
        path: url.path, reason: "nextID: \(file.nextID) is not between 1 and \(Int.max - 1)")
    }
    var seen = Set<ProductID>()
    for (index, product) in file.products.enumerated() {
      guard product.id.rawValue >= 1, product.id.rawValue < file.nextID,
        seen.insert(product.id).inserted
      else {
        throw CatalogStoreError.corrupt(
          path: url.path,
          reason: "products[\(index)].id: \(product.id.rawValue) is not a new id below nextID "
            + "\(file.nextID)")
      }
    }
    return file
  }

  /// The system's own words for a failure ("Permission denied", "File too large", "Is a
  /// directory"), rather than Foundation's generic "The operation could not be completed".
  private static func reason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
