/// The styles an app knows, by id. Install one as `UIView.styleRegistry` (the current
/// `UIEnvironment`'s).
public struct StyleRegistry {
  private let byID: [String: any Style]
  /// The registered ids, sorted.
  public let ids: [String]

  /// Creates a registry; a later style with the same id replaces an earlier one.
  public init(styles: [any Style]) {
    var byID: [String: any Style] = [:]
    for style in styles { byID[style.id] = style }
    self.byID = byID
    ids = byID.keys.sorted()
  }

  /// The style registered under `id`, if any.
  public func style(withID id: String) -> (any Style)? { byID[id] }
}
