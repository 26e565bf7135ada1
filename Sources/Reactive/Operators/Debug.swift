extension ObservableType {
  /// Reports each subscription, event and disposal, prefixed with `identifier` (default: the
  /// call site), as `identifier -> Event next(1)`, through `Hooks.diagnostics` (standard
  /// error, not standard output as RxSwift's `print` does: see `Hooks`). No timestamps:
  /// nothing here reads the clock.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false,
    file: String = #file, line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let name =
      identifier
      ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
    let source = asObservable()
    return Observable.create { observer in
      Hooks.diagnostics("\(name) -> subscribed")
      let subscription = source.subscribe { event in
        var text = "\(event)"
        if trimOutput && text.count > 40 { text = String(text.prefix(37)) + "..." }
        Hooks.diagnostics("\(name) -> Event \(text)")
        observer.on(event)
      }
      return Disposables.create {
        Hooks.diagnostics("\(name) -> isDisposed")
        subscription.dispose()
      }
    }
  }
}
