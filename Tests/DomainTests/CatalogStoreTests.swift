import Assertions
import Domain
import Foundation
import Testing

struct InMemoryCatalogStoreTests {
  @Test func addsUpdatesAndDeletesKeepingInsertionOrderAndStableIDs() throws {
    let store = InMemoryCatalogStore(seeds: [ProductSeed(name: "A", price: Price(cents: 100))])
    let lamp = store.add(name: "Lamp", price: Price(cents: 1950))
    assertEqual(lamp.id, ProductID(2))
    try store.update(Product(id: ProductID(1), name: "A2", price: Price(cents: 200)))
    assertEqual(store.allProducts().map(\.name), ["A2", "Lamp"])
    try store.delete(ProductID(1))
    assertEqual(
      store.add(name: "B", price: Price(cents: 1)).id, ProductID(3), "ids are never reused")
    #expect(throws: CatalogStoreError.notFound(ProductID(1))) { try store.delete(ProductID(1)) }
  }
}

struct JSONFileCatalogStoreTests {
  let folder: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent("patterns-store-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  var file: URL { folder.appendingPathComponent("catalog.json") }

  @Test func aMissingFileStartsEmptyAndRoundTrips() throws {
    let store = try JSONFileCatalogStore(fileURL: file)
    #expect(store.allProducts().isEmpty)
    let hub = try store.add(name: "USB-C Hub", price: Price(cents: 2500))
    try store.add(name: "Bàn phím cơ", price: Price(cents: 4990))
    try store.update(Product(id: hub.id, name: "Hub", price: Price(cents: 2600)))
    let reopened = try JSONFileCatalogStore(fileURL: file)
    assertEqual(reopened.allProducts(), store.allProducts())
    assertEqual(reopened.allProducts().map(\.price), [Price(cents: 2600), Price(cents: 4990)])
    try reopened.delete(hub.id)
    try assertEqual(reopened.add(name: "New", price: Price(cents: 1)).id, ProductID(3))
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(#""formatVersion" : 1"#))
    #expect(text.contains(#""price" : "49.90""#))
  }

  @Test func aCorruptFileIsAnErrorNamingItAndIsNeverOverwritten() throws {
    try Data("{ not json".utf8).write(to: file)
    #expect(
      throws: CatalogStoreError.corrupt(
        path: file.path, reason: "invalid JSON at line 1, column 3: invalid value")
    ) { try JSONFileCatalogStore(fileURL: file) }
    try assertEqual(String(contentsOf: file, encoding: .utf8), "{ not json")
    let message = CatalogStoreError.corrupt(path: file.path, reason: "formatVersion: missing")
      .description
    #expect(message.hasPrefix(file.path + ": the catalog file is corrupt"))
  }

  @Test func badProductsAreCorrupt() throws {
    let text = #"{"formatVersion":1,"nextID":2,"products":[{"id":1,"name":"A","price":"1.999"}]}"#
    try Data(text.utf8).write(to: file)
    #expect(
      throws: CatalogStoreError.corrupt(
        path: file.path, reason: "products[0].price: '1.999' is not a price like 12.50")
    ) {
      try JSONFileCatalogStore(fileURL: file)
    }
    try assertEqual(String(contentsOf: file, encoding: .utf8), text)
  }

  @Test(arguments: [
    (
      #"{"formatVersion":1,"nextID":3,"products":[{"id":1,"name":"A","price":"1"},"#
        + #"{"id":1,"name":"B","price":"2"}]}"#, "products[1].id: 1 is not a new id below nextID 3"
    ),
    (
      #"{"formatVersion":1,"nextID":9223372036854775807,"products":[]}"#,
      "nextID: 9223372036854775807 is not between 1 and 9223372036854775806"
    ),
    (
      "{\n  \"formatVersion\": 1,\n  \"nextID\" 1\n}",
      "invalid JSON at line 3, column 12: invalid value"
    ),
    (#"{"nextID":1,"products":[]}"#, "formatVersion: missing"),
  ])
  func aCorruptFileSaysWhereItIsWrong(text: String, reason: String) throws {
    try Data(text.utf8).write(to: file)
    #expect(throws: CatalogStoreError.corrupt(path: file.path, reason: reason)) {
      try JSONFileCatalogStore(fileURL: file)
    }
  }

  @Test func aFileReplacedByAFolderFailsTheSaveAndKeepsEverything() throws {
    let store = try JSONFileCatalogStore(fileURL: file)
    let keyboard = try store.add(name: "Keyboard", price: Price(cents: 600))
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    #expect(throws: CatalogStoreError.writeFailed(path: file.path, reason: "Is a directory")) {
      try store.add(name: "Mouse", price: Price(cents: 500))
    }
    assertEqual(store.allProducts(), [keyboard])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    assertEqual(left, ["catalog.json"], "no side file is left behind")
  }

  @Test func savesGoThroughOneSideFileThatNeverStays() throws {
    let store = try JSONFileCatalogStore(fileURL: file)
    for cents in 1...3 { try store.add(name: "Item \(cents)", price: Price(cents: cents)) }
    try assertEqual(FileManager.default.contentsOfDirectory(atPath: folder.path), ["catalog.json"])
    try assertEqual(JSONFileCatalogStore(fileURL: file).allProducts(), store.allProducts())
  }

  @Test func anEmptyFileIsCorruptAndSaysWhere() throws {
    try Data().write(to: file)
    #expect(
      throws: CatalogStoreError.corrupt(
        path: file.path,
        reason: "invalid JSON at line 1, column 1: unexpected end of file during JSON parse")
    ) { try JSONFileCatalogStore(fileURL: file) }
  }

  @Test func aNewerVersionIsRefused() throws {
    let text = #"{"formatVersion":2,"nextID":1,"products":[],"extra":true}"#
    try Data(text.utf8).write(to: file)
    #expect(throws: CatalogStoreError.newerVersion(path: file.path, found: 2, supported: 1)) {
      try JSONFileCatalogStore(fileURL: file)
    }
    try assertEqual(String(contentsOf: file, encoding: .utf8), text)
  }

  @Test func anUnreadableFileIsAnError() throws {
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    #expect {
      try JSONFileCatalogStore(fileURL: file)
    } throws: { error in
      guard case .unreadable(let path, _) = error as? CatalogStoreError else { return false }
      return path == file.path
    }
  }

  @Test func aFailedWriteKeepsTheStoreAsItWas() throws {
    let store = try JSONFileCatalogStore(fileURL: folder.appendingPathComponent("gone/c.json"))
    #expect(throws: CatalogStoreError.self) {
      try store.add(name: "Lamp", price: Price(cents: 100))
    }
    #expect(store.allProducts().isEmpty)
  }
}
