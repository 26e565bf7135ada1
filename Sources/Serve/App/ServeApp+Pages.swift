import Compare
import WebServer

extension ServeApp {
  /// `/pages/compare` and `/pages/report`: the pages `patterns compare … --format html` and
  /// `patterns report --format html` write, made by the configuration's `pages` (the report
  /// once, then kept).
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

  /// The page a `patterns` command line makes, or its error (422).
  private func command(_ arguments: [String]) -> HTTPResponse {
    guard let pages = configuration.pages else {
      return .error(404, "this server makes no compare or report pages")
    }
    switch pages(arguments) {
    case .success(let html): return .html(html)
    case .failure(let failure): return .error(422, failure.message)
    }
  }
}
