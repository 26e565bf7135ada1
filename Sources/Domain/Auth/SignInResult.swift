/// A signed-in user.
public struct Session: Hashable, Sendable {
  /// The account's email, as the service knows it.
  public let email: String

  /// Creates a session for `email`.
  public init(email: String) {
    self.email = email
  }
}

/// An email and a password.
public struct Credentials: Hashable, Sendable {
  /// The account's email.
  public var email: String
  /// Its password.
  public var password: String

  /// Creates credentials.
  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}

/// How the service answered a sign-in (app spec, Login rules 6-9).
public enum SignInResult: Hashable, Sendable {
  /// The credentials are right: the user is signed in.
  case signedIn(Session)
  /// Wrong password or unknown email.
  case incorrectCredentials
  /// Too many failures for this email; `minutesLeft` is the time left, rounded up.
  case lockedOut(minutesLeft: Int)
  /// The server could not be reached.
  case unreachable

  /// The session, when signed in.
  public var session: Session? {
    if case .signedIn(let session) = self { session } else { nil }
  }
}
