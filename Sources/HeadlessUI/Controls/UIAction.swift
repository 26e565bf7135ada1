import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure to run when a control sends an event: `button.addAction(UIAction { _ in … },
/// for: .touchUpInside)`. The control keeps the action (and so its closure) alive, as in
/// UIKit: capture `[weak self]` where the closure refers to the control's owner.
open class UIAction {
  /// Identifies an action, so adding another with the same identifier replaces it.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The identifier's text.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// A title (for menus).
  open var title: String
  /// An image (for menus).
  open var image: UIImage?
  /// The identifier (a fresh unique one unless given).
  public let identifier: Identifier
  /// The control that sent the action while its handler runs.
  open internal(set) weak var sender: AnyObject?
  let handler: UIActionHandler

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUIDString.next())
    self.handler = handler
  }

  func perform(from sender: AnyObject?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// Deterministic unique identifiers for actions (no randomness headless).
enum UUIDString {
  static var counter = 0
  static func next() -> String {
    counter += 1
    return "com.headlessui.action.\(counter)"
  }
}
