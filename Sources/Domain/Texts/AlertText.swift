/// The texts of an alert the app shows: a title, a message and its buttons, in order.
public struct AlertText: Hashable, Sendable {
  /// The alert's title.
  public var title: String
  /// The alert's message.
  public var message: String
  /// The buttons' titles, in order; the last is the preferred one.
  public var buttons: [String]

  /// An alert with several buttons.
  public init(title: String, message: String, buttons: [String]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An alert with one button.
  public init(title: String, message: String, button: String) {
    self.init(title: title, message: message, buttons: [button])
  }
}
