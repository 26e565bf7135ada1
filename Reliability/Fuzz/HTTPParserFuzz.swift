// libFuzzer target: the HTTP request parser of `patterns serve` (Sources/WebServer/HTTP),
// compiled with it by Scripts/fuzz.sh. Any bytes either need more, or make one request that
// used a prefix of them (and parses the same from that prefix alone), or are refused with a
// 4xx or 5xx status and a reason. A broken rule stops the process, which libFuzzer records
// as a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let limits = HTTPLimits(requestLine: 256, headerBytes: 1024, headerCount: 16, bodyBytes: 512)
  switch HTTPRequestParser.parse(bytes, limits: limits) {
  case .incomplete:
    break
  case .refused(let status, let reason):
    guard [400, 413, 414, 431, 501, 505].contains(status), !reason.isEmpty else {
      fatalError("refused with \(status) '\(reason)'")
    }
  case .request(let request, let consumed):
    guard (1...bytes.count).contains(consumed) else {
      fatalError("used \(consumed) of \(bytes.count) bytes")
    }
    // The path's first byte, not its first Character: "/" and a combining mark decoded after
    // it (`/%CC%B8`) make one Character, which `hasPrefix("/")` would not see as "/".
    guard !request.method.isEmpty, request.path.utf8.first == UInt8(ascii: "/"),
      request.body.count <= limits.bodyBytes
    else { fatalError("a request without method or path, or too long a body") }
    guard
      case .request(let again, consumed) = HTTPRequestParser.parse(
        bytes[..<consumed], limits: limits), again == request
    else { fatalError("the request's own bytes parse differently") }
  }
  return 0
}
