import Scheduling

/// The app's sign-in service: a table of users, the lockout rule and an unreachable mode,
/// answering on a `Scheduler` (app spec, Login rules 5-9).
@MainActor
public final class InMemoryAuthService: AuthService {
  /// How long the service takes to answer.
  public static let answerDelay: Duration = .milliseconds(400)
  /// How many consecutive failures lock an email.
  public static let failuresBeforeLockout = 5
  /// How long a lock lasts, from the answer that set it.
  public static let lockoutDuration: Duration = .seconds(5 * 60)
  /// The spec's default users.
  public static let defaultUsers = [
    Credentials(email: "ada@example.com", password: "lovelace1"),
    Credentials(email: "alan@example.com", password: "turing42"),
  ]

  private let scheduler: Scheduler
  private var passwords: [String: (email: String, password: String)] = [:]
  private var failures: [String: Int] = [:]
  private var lockedUntil: [String: Duration] = [:]

  /// Whether the server answers; when `false`, every answer is `.unreachable`.
  public var isReachable: Bool

  /// Creates a service with `users` (by default the spec's two).
  public init(
    scheduler: Scheduler, users: [Credentials] = InMemoryAuthService.defaultUsers,
    isReachable: Bool = true
  ) {
    self.scheduler = scheduler
    self.isReachable = isReachable
    for user in users { add(user) }
  }

  /// Adds a user, or replaces the password of an existing one.
  public func add(_ user: Credentials) {
    passwords[LoginRules.accountKey(user.email)] = (user.email.trimmed, user.password)
  }

  @discardableResult
  public func signIn(
    email: String, password: String, completion: @escaping @MainActor (SignInResult) -> Void
  ) -> Cancellable {
    scheduler.schedule(after: Self.answerDelay) { [weak self] in
      guard let self else { return }
      completion(self.answer(email: email, password: password))
    }
  }

  /// Decides the answer at the moment it is given.
  private func answer(email: String, password: String) -> SignInResult {
    guard isReachable else { return .unreachable }
    let key = LoginRules.accountKey(email)
    let now = scheduler.now
    if let end = lockedUntil[key] {
      if now < end { return .lockedOut(minutesLeft: Self.wholeMinutes(end - now)) }
      lockedUntil[key] = nil
      failures[key] = nil
    }
    if let user = passwords[key], user.password == password {
      failures[key] = nil
      return .signedIn(Session(email: user.email))
    }
    let count = (failures[key] ?? 0) + 1
    guard count >= Self.failuresBeforeLockout else {
      failures[key] = count
      return .incorrectCredentials
    }
    failures[key] = nil
    lockedUntil[key] = now + Self.lockoutDuration
    return .lockedOut(minutesLeft: Self.wholeMinutes(Self.lockoutDuration))
  }

  /// A time left in whole minutes, rounded up: 4:59.6 is 5, 59.2 s is 1.
  static func wholeMinutes(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let wholeSeconds = seconds + (attoseconds > 0 ? 1 : 0)
    return Int((wholeSeconds + 59) / 60)
  }
}
