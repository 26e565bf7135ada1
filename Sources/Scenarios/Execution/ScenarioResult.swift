/// How one scenario went against one app.
nonisolated public struct ScenarioResult: Hashable, Sendable, Codable {
  /// The scenario that ran.
  public var scenario: Scenario
  /// Why it failed, or nil when it passed.
  public var failure: ScenarioFailure?

  /// Creates a result.
  public init(scenario: Scenario, failure: ScenarioFailure?) {
    self.scenario = scenario
    self.failure = failure
  }

  /// Whether every step held and nothing leaked.
  public var passed: Bool { failure == nil }
}

/// Why a scenario failed: where, which step, what was expected and seen, and the screen.
///
/// Every text in it shows a secure field's text as one "•" per character.
nonisolated public struct ScenarioFailure: Hashable, Sendable, Codable {
  /// The failing step's location (the `scenario:` line for a leak).
  public var location: SourceLocation
  /// The failing step as written (for a leak, `scenario: NAME`).
  public var step: String
  /// What the step expected, when it is an expectation (`text "Sign in"`).
  public var expected: String?
  /// What was on screen instead (`text "Signing in…"`).
  public var seen: String?
  /// One line: `expected text "Sign in", seen text "Signing in…"`, or the reason an action
  /// could not be done, or `leaked: LoginViewController, …`.
  public var message: String
  /// The text render of the screen when the step failed (empty for a leak: the app is gone).
  public var screen: String

  /// Creates a failure.
  public init(
    location: SourceLocation, step: String, expected: String? = nil, seen: String? = nil,
    message: String, screen: String
  ) {
    self.location = location
    self.step = step
    self.expected = expected
    self.seen = seen
    self.message = message
    self.screen = screen
  }

  /// The full report: `FILE:LINE: STEP`, expected, seen (or the reason), the screen.
  public var report: String {
    var lines = ["\(location.fileAndLine): \(step)"]
    if let expected, let seen {
      lines.append("  expected: \(expected)")
      lines.append("  seen:     \(seen)")
    } else {
      lines.append("  \(message)")
    }
    if !screen.isEmpty {
      lines.append("  screen:")
      lines += screen.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}
