#if canImport(XCTest)
  import Reactive
  import XCTest

  /// Asserts that `stream` is exactly `elements`, sent as `.next` events, whatever their ticks;
  /// a `.completed` or `.error` in the stream fails the assertion (RxTest's rule).
  public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
      XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
      return
    }
    let streamElements = stream.compactMap { $0.value.element }
    XCTAssertEqual(streamElements, elements, file: file, line: line)
  }
#endif
