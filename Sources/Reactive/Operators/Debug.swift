extension ObservableType {
  /// Prints each subscription, event and disposal, prefixed with `identifier` (default: the
  /// call site), as `identifier -> Event next(1)`. No timestamps: nothing here reads the clock.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false,
    file: String = #file, line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let name =
      identifier
      ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
    let source = asObservable()
    return Observable.create { observer in
      print("\(name) -> subscribed")
      let subscription = source.subscribe { event in
        var text = "\(event)"
        if trimOutput && text.count > 40 { text = String(text.prefix(37)) + "..." }
        print("\(name) -> Event \(text)")
        observer.on(event)
      }
      return Disposables.create {
        print("\(name) -> isDisposed")
        subscription.dispose()
      }
    }
  }
}
