extension ScenarioFailure {
  /// Why the step failed, in one line: `expected …, seen …`, or the failure's message.
  public var reason: String {
    if let expected, let seen { return "expected \(expected), seen \(seen)" }
    return message
  }
}
