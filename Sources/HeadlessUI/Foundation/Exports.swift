// `import UIKit` brings Foundation (and Core Graphics) with it; so does `import HeadlessUI`,
// so tutorial code needs no extra imports.
@_exported import Foundation

#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
