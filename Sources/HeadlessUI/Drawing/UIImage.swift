import Foundation

/// An image, known by name only: headless, there are no pixels to load.
nonisolated open class UIImage: NSObject, @unchecked Sendable {
  /// The name it was created with (asset or SF Symbol name).
  public let name: String
  /// The size in points (24 × 24 for every named image).
  open var size: CGSize { CGSize(width: 24, height: 24) }

  /// An image from the app's assets. Headless every non-empty name "exists".
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
  }

  /// A system symbol image. Headless every non-empty name "exists".
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIImage)?.name == name
  }

  open override var hash: Int { name.hashValue }

  open override var description: String { "UIImage(\(name))" }
}
