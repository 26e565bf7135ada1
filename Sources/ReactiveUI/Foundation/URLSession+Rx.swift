import Foundation
import Reactive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a request made through `URLSession.rx` failed.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
  /// The session answered with neither a response nor an error.
  case unknown
  /// The response was not an HTTP response.
  case nonHTTPResponse(response: URLResponse)
  /// The server answered with a status outside 200…299.
  case httpRequestFailed(response: HTTPURLResponse, data: Data?)
  /// The body could not be read as JSON.
  case deserializationError(error: Swift.Error)

  /// A readable explanation.
  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error has occurred."
    case .nonHTTPResponse(let response): "Response is not NSHTTPURLResponse `\(response)`."
    case .httpRequestFailed(let response, _):
      "HTTP request failed with `\(response.statusCode)`."
    case .deserializationError(let error): "Error during deserialization of the response: \(error)"
    }
  }
}

/// Requests as sequences, as RxCocoa has them. The session calls back on its own thread; the
/// answer is sent on the main thread (through `DispatchQueue.main`), because every Reactive
/// observer is main-actor code. Disposing cancels the request.
extension Reactive where Base: URLSession {
  /// The response and body of `request`; fails with the session's error.
  public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
    let session = base
    return Observable.create { observer in
      let task = session.dataTask(with: request) { data, response, error in
        DispatchQueue.main.async {
          if let error { return observer.onError(error) }
          guard let response, let data else { return observer.onError(RxCocoaURLError.unknown) }
          guard let http = response as? HTTPURLResponse else {
            return observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
          }
          observer.onNext((http, data))
          observer.onCompleted()
        }
      }
      task.resume()
      return Disposables.create { task.cancel() }
    }
  }

  /// The body of `request`; fails with `httpRequestFailed` unless the status is 200…299.
  public func data(request: URLRequest) -> Observable<Data> {
    response(request: request).map { pair in
      guard 200..<300 ~= pair.response.statusCode else {
        throw RxCocoaURLError.httpRequestFailed(response: pair.response, data: pair.data)
      }
      return pair.data
    }
  }

  /// The body of `request` read as JSON (`JSONSerialization`).
  public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = [])
    -> Observable<Any>
  {
    data(request: request).map { data in
      do {
        return try JSONSerialization.jsonObject(with: data, options: options)
      } catch {
        throw RxCocoaURLError.deserializationError(error: error)
      }
    }
  }

  /// The body at `url` read as JSON.
  public func json(url: URL) -> Observable<Any> {
    json(request: URLRequest(url: url))
  }
}
