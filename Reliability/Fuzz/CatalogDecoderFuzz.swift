// libFuzzer target: opening a catalog file (`JSONFileCatalogStore`, compiled with Domain by
// Scripts/fuzz.sh). Any file contents either open as a catalog, which then saves and reopens
// to the same products, or are refused with a `CatalogStoreError` naming the file; a corrupt
// file's error also says where (line and column, or the field) it went wrong.
import Foundation

/// Where each input is written and opened: in memory (`/dev/shm`) where there is such a
/// folder, since the store's atomic save syncs the file to disk, and on a disk, waiting for
/// that took most of each execution's time (64 a second, most of it waiting).
let fuzzFile = URL(
  fileURLWithPath: FileManager.default.isWritableFile(atPath: "/dev/shm")
    ? "/dev/shm" : NSTemporaryDirectory()
).appendingPathComponent("fuzz-catalog-\(getpid()).json")

/// Called by libFuzzer once, before the first input: the file goes when the run ends.
@_cdecl("LLVMFuzzerInitialize")
public func initializeCatalogDecoderFuzz(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> Int32 {
  atexit { try? FileManager.default.removeItem(at: fuzzFile) }
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let contents = Data(bytes: data, count: size)
  MainActor.assumeIsolated {
    do {
      try contents.write(to: fuzzFile)
    } catch {
      fatalError("cannot write the input: \(error)")
    }
    do {
      let store = try JSONFileCatalogStore(fileURL: fuzzFile)
      let products = store.allProducts()
      guard Set(products.map(\.id)).count == products.count else {
        fatalError("opened a catalog with duplicate ids")
      }
      let added = try store.add(name: "Fuzz", price: Price(cents: 1))
      let reopened = try JSONFileCatalogStore(fileURL: fuzzFile).allProducts()
      guard reopened == products + [added] else {
        fatalError("a saved catalog reopened differently")
      }
    } catch let error as CatalogStoreError {
      switch error {
      case .corrupt(let path, let reason):
        guard path == fuzzFile.path, reason.contains("line ") || reason.contains(": ") else {
          fatalError("a corrupt file's error does not say where: \(error)")
        }
      case .newerVersion(let path, _, _), .unreadable(let path, _), .writeFailed(let path, _):
        guard path == fuzzFile.path else { fatalError("the error names another file: \(error)") }
      case .notFound:
        fatalError("opening a file cannot be notFound: \(error)")
      }
    } catch {
      fatalError("not a store error: \(error)")
    }
  }
  return 0
}
