import Scenarios

nonisolated extension Pattern {
  /// A pattern from its composition entry point, such as `MVCApp.makeWindow`: each
  /// scenario runs on a fresh app built by it (see `ScenarioRunner`).
  public init(
    name: String, summary: String, makeWindow: @escaping ScenarioRunner.MakeWindow
  ) {
    self.init(name: name, summary: summary, makeWindow: makeWindow) { scenario in
      ScenarioRunner(makeWindow: makeWindow).run(scenario)
    }
  }
}
