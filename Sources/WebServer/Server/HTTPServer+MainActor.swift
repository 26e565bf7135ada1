import Foundation

extension HTTPServer {
  /// A handler that answers on the main actor: the connection's thread waits while `body`
  /// runs there (the main run loop, or the main actor's executor, must be turning).
  public static func onMainActor(
    _ body: @escaping @MainActor (HTTPRequest) -> HTTPResponse
  ) -> Handler {
    { request in DispatchQueue.main.sync { MainActor.assumeIsolated { body(request) } } }
  }
}
