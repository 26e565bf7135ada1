// `import SwiftUI` brings Foundation and Observation with it (and, on iOS, UIKit); so does
// `import HeadlessSwiftUI`, so tutorial code needs no extra imports: `@Observable`,
// `URLSession`, `UIHostingController` and `UIWindow` are all in reach.
@_exported import Foundation
@_exported import HeadlessUI
@_exported import Observation
