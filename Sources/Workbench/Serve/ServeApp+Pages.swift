import WebServer

extension ServeApp {
  /// `/pages/compare` and `/pages/report`: the pages `patterns compare … --format html` and
  /// `patterns report --format html` write, made by those very commands (the report once,
  /// then kept).
  func page(_ parts: [String], _ request: HTTPRequest) -> HTTPResponse {
    guard let tree = configuration.tree else {
      return .error(404, "no source tree: start serve inside the checkout, or give --root")
    }
    let root = ["--root", tree.root.path, "--format", "html"]
    switch parts {
    case ["compare"]:
      let screen = request.parameter("screen") ?? ScreenComparison.screens[0]
      let names = request.query.filter { $0.0 == "pattern" }.map(\.1)
      let chosen = names.count == 2 ? names : names.flatMap { ["--pattern", $0] }
      return command(["compare", screen] + chosen + root)
    case ["report"]:
      if let known = reportPage { return .html(known) }
      let response = command(["report"] + root)
      if response.status == 200 { reportPage = String(decoding: response.body, as: UTF8.self) }
      return response
    default: return .error(404, "no page '\(request.path)'")
    }
  }

  /// Runs a `patterns` command in-process; its standard output as a page, or its error (422).
  private func command(_ arguments: [String]) -> HTTPResponse {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      arguments, patterns: configuration.patterns, context: .capturing(into: capture))
    guard status == ExitStatus.success else {
      return .error(422, capture.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return .html(capture.standardOutput)
  }
}
