// Imitates: Kodeco "RxSwift: Reactive Programming with Swift", chapter "Testing with RxTest",
// and Medium "Unit testing RxSwift with RxTest" articles: an XCTestCase with a TestScheduler
// built in setUp, hot observables from marble-like events, scheduler.start, exact event arrays.
import RxSwift
import RxTest
import XCTest

final class TemperatureConverter {
  let celsius = PublishSubject<Double>()
  let fahrenheit: Observable<String>
  let isFreezing: Observable<Bool>

  init() {
    fahrenheit =
      celsius
      .map { $0 * 9 / 5 + 32 }
      .map { String(format: "%.1f°F", $0) }
    isFreezing =
      celsius
      .map { $0 <= 0 }
      .distinctUntilChanged()
  }
}

final class TemperatureConverterTests: XCTestCase {
  var scheduler: TestScheduler!
  var disposeBag: DisposeBag!
  var converter: TemperatureConverter!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
    disposeBag = DisposeBag()
    converter = TemperatureConverter()
  }

  override func tearDown() {
    scheduler = nil
    disposeBag = nil
    converter = nil
    super.tearDown()
  }

  func testFahrenheitIsFormatted() {
    let fahrenheit = scheduler.createObserver(String.self)
    converter.fahrenheit
      .bind(to: fahrenheit)
      .disposed(by: disposeBag)

    scheduler.createColdObservable([
      .next(10, 0.0),
      .next(20, 100.0),
      .next(30, -40.0),
    ])
    .bind(to: converter.celsius)
    .disposed(by: disposeBag)

    scheduler.start()

    XCTAssertEqual(
      fahrenheit.events,
      [
        .next(10, "32.0°F"),
        .next(20, "212.0°F"),
        .next(30, "-40.0°F"),
      ])
  }

  func testFreezingOnlyReportsChanges() {
    let freezing = scheduler.createObserver(Bool.self)
    converter.isFreezing.subscribe(freezing).disposed(by: disposeBag)

    scheduler.scheduleAt(10) { self.converter.celsius.onNext(5) }
    scheduler.scheduleAt(20) { self.converter.celsius.onNext(8) }
    scheduler.scheduleAt(30) { self.converter.celsius.onNext(-2) }
    scheduler.scheduleAt(40) { self.converter.celsius.onNext(-3) }
    scheduler.start()

    XCTAssertEqual(freezing.events, [.next(10, false), .next(30, true)])
  }

  func testFilterAndMapWithStart() {
    let source = scheduler.createHotObservable([
      .next(150, 1),
      .next(210, 2),
      .next(220, 3),
      .next(230, 4),
      .completed(300),
    ])

    let res = scheduler.start {
      source.filter { $0 % 2 == 0 }.map { $0 * 10 }
    }

    XCTAssertEqual(res.events, [.next(210, 20), .next(230, 40), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func testDebounceOnlyEmitsAfterQuietPeriod() {
    let typed = scheduler.createHotObservable([
      .next(210, "s"),
      .next(215, "sw"),
      .next(220, "swi"),
      .next(300, "swift"),
      .completed(400),
    ])

    let res = scheduler.start(created: 0, subscribed: 200, disposed: 1000) {
      typed.debounce(.seconds(20), scheduler: self.scheduler)
    }

    XCTAssertEqual(
      res.events,
      [
        .next(240, "swi"),
        .next(320, "swift"),
        .completed(400),
      ])
  }

  func testErrorsAreReplacedWithDefault() {
    enum TestError: Error { case boom }
    let source = scheduler.createColdObservable([
      .next(10, "a"),
      .error(20, TestError.boom),
    ])

    let res = scheduler.start {
      source.asObservable().catchAndReturn("fallback")
    }

    XCTAssertEqual(
      res.events,
      Recorded.events(
        .next(210, "a"),
        .next(220, "fallback"),
        .completed(220)
      ))
  }
}
