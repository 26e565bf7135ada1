// `import UIKit` brings Foundation (and Core Graphics) with it; so does `import HeadlessUI`,
// so tutorial code needs no extra imports.
@_exported import Foundation

// On Linux, `URLSession`, `URLRequest` and `URLResponse` live in FoundationNetworking; tutorial
// networking code finds them through `import HeadlessUI` as it does through `import UIKit`.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
