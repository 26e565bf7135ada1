import Foundation

extension HTTPServer {
  /// A handler that answers on the main actor: the connection's thread waits while `body`
  /// runs there, in a task of its own (so code that checks it runs on the main actor, such as
  /// a cast to a main-actor-isolated conformance, sees that it does). The main actor must be
  /// free to run: the program serves the main queue (`dispatchMain`) or awaits.
  public static func onMainActor(
    _ body: @escaping @MainActor (HTTPRequest) -> HTTPResponse
  ) -> Handler {
    { request in
      let answer = Answer()
      Task { @MainActor in
        answer.response = body(request)
        answer.done.signal()
      }
      answer.done.wait()
      return answer.response ?? .error(500, "the app gave no answer")
    }
  }
}

/// The response passed from the main actor back to the connection's thread, which waits on
/// `done` before reading it.
private final class Answer: @unchecked Sendable {
  var response: HTTPResponse?
  let done = DispatchSemaphore(value: 0)
}
