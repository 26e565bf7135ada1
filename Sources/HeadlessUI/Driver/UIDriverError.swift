/// Why a `UIDriver` action could not be done, naming the element and the reason:
/// `No element 'login.emial' on screen 'login'`, `'login.submit' is disabled`.
public struct UIDriverError: Error, CustomStringConvertible, Equatable {
  /// The message.
  public let description: String

  /// Creates an error with a message.
  public init(_ description: String) {
    self.description = description
  }
}
