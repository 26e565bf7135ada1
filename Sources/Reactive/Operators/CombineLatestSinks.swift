final class CombineLatestSink2<E1, E2, Result>: CombineLatestSink<Result> {
  var value1: E1?
  var value2: E2?
  let selector: (E1, E2) throws -> Result

  init(observer: AnyObserver<Result>, selector: @escaping (E1, E2) throws -> Result) {
    self.selector = selector
    super.init(arity: 2, observer: observer)
  }

  override func result() throws -> Result { try selector(value1!, value2!) }
}

final class CombineLatestSink3<E1, E2, E3, Result>: CombineLatestSink<Result> {
  var value1: E1?
  var value2: E2?
  var value3: E3?
  let selector: (E1, E2, E3) throws -> Result

  init(observer: AnyObserver<Result>, selector: @escaping (E1, E2, E3) throws -> Result) {
    self.selector = selector
    super.init(arity: 3, observer: observer)
  }

  override func result() throws -> Result { try selector(value1!, value2!, value3!) }
}

final class CombineLatestSink4<E1, E2, E3, E4, Result>: CombineLatestSink<Result> {
  var value1: E1?
  var value2: E2?
  var value3: E3?
  var value4: E4?
  let selector: (E1, E2, E3, E4) throws -> Result

  init(observer: AnyObserver<Result>, selector: @escaping (E1, E2, E3, E4) throws -> Result) {
    self.selector = selector
    super.init(arity: 4, observer: observer)
  }

  override func result() throws -> Result { try selector(value1!, value2!, value3!, value4!) }
}
