// store-faults: JSONFileCatalogStore under faults, driven by Scripts/store-faults.sh (built
// there with swiftc from Domain's sources). Modes:
//
//   seed FILE COUNT    a catalog of COUNT products named "item 1", "item 2"…
//   write FILE         adds "item N+1", "item N+2"… forever, printing "saved N" after each
//                      save returns (the parent kills it with SIGKILL at a random moment)
//   check FILE ACKED   the file opens, holds "item 1"…"item K" in order, nothing torn, and
//                      K is ACKED (the last save reported) or ACKED + 1 (the one in flight)
//   fault FILE         every change (add, update, delete) must throw `writeFailed`, the
//                      store keeping its products and the file its bytes (the parent makes
//                      the folder read-only, or limits the file size with `ulimit -f`)
//   folder FILE        the same, after replacing the file with a folder while the store is open
import Domain
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("store-faults: \(message)\n".utf8))
  exit(1)
}

@MainActor func open(_ file: URL) -> JSONFileCatalogStore {
  do {
    return try JSONFileCatalogStore(fileURL: file)
  } catch {
    fail("cannot open: \(error)")
  }
}

@MainActor func seed(_ file: URL, count: Int) throws {
  let store = open(file)
  for number in store.allProducts().count..<count {
    try store.add(name: "item \(number + 1)", price: Price(cents: number + 1))
  }
}

@MainActor func write(_ file: URL) throws -> Never {
  let store = open(file)
  var number = store.allProducts().count
  while true {
    number += 1
    try store.add(name: "item \(number)", price: Price(cents: number))
    FileHandle.standardOutput.write(Data("saved \(number)\n".utf8))  // unbuffered
  }
}

@MainActor func check(_ file: URL, acknowledged: Int) {
  let products = open(file).allProducts()
  for (index, product) in products.enumerated()
  where product.name != "item \(index + 1)" || product.price != Price(cents: index + 1) {
    fail("product \(index + 1) is \(product), not item \(index + 1): the catalog is torn")
  }
  guard products.count == acknowledged || products.count == acknowledged + 1 else {
    fail("\(products.count) products after \(acknowledged) acknowledged saves: a save was lost")
  }
  print(products.count)
}

@MainActor func expectWriteFailures(_ store: JSONFileCatalogStore, file: URL) {
  let before = store.allProducts()
  let bytes = try? Data(contentsOf: file)
  guard let first = before.first else { fail("the catalog must not be empty") }
  let changes: [(String, () throws -> Void)] = [
    ("add", { try store.add(name: "new", price: Price(cents: 1)) }),
    ("update", { try store.update(Product(id: first.id, name: "renamed", price: first.price)) }),
    ("delete", { try store.delete(first.id) }),
  ]
  for (name, change) in changes {
    do {
      try change()
      fail("\(name) succeeded")
    } catch CatalogStoreError.writeFailed(let path, let reason) {
      guard path == file.path else { fail("\(name) failed naming \(path)") }
      print("\(name): writeFailed: \(reason)")
    } catch {
      fail("\(name) threw \(error), not writeFailed")
    }
    guard store.allProducts() == before else { fail("\(name) changed the store's products") }
    guard (try? Data(contentsOf: file)) == bytes else { fail("\(name) changed the file") }
  }
}

signal(SIGXFSZ, SIG_IGN)  // past `ulimit -f`, a write fails with EFBIG instead of killing us
let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: store-faults MODE FILE [NUMBER]") }
let file = URL(fileURLWithPath: arguments[2])
let number = arguments.count > 3 ? Int(arguments[3]) ?? 0 : 0
MainActor.assumeIsolated {
  do {
    switch arguments[1] {
    case "seed": try seed(file, count: number)
    case "write": try write(file)
    case "check": check(file, acknowledged: number)
    case "fault": expectWriteFailures(open(file), file: file)
    case "folder":
      let store = open(file)
      try FileManager.default.removeItem(at: file)
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
      try Data("keep".utf8).write(to: file.appendingPathComponent("inside.txt"))
      expectWriteFailures(store, file: file)
      guard
        (try? String(contentsOf: file.appendingPathComponent("inside.txt"), encoding: .utf8))
          == "keep"
      else { fail("the folder's contents changed") }
    default: fail("unknown mode \(arguments[1])")
    }
  } catch {
    fail("\(arguments[1]): \(error)")
  }
}
