// An RxTest marble test as RxSwift tutorials write it (an XCTestCase with a TestScheduler
// built in setUp), ported by changing the imports plus the one route Docs/Reactive.md
// describes: `@MainActor` on the class and `async` on setUp and the test methods (a
// synchronous main-actor XCTest method cannot run on Linux).
import Reactive
import ReactiveTesting
import XCTest

/// The app code under test. (In an app it lives in a main-actor-by-default target; this XCTest
/// target is nonisolated by default, hence the explicit `@MainActor`.)
@MainActor final class GitHubSearchViewModel {
  let query = PublishSubject<String>()
  let results: Observable<[String]>

  init(scheduler: SchedulerType, search: @escaping (String) -> Observable<[String]>) {
    results =
      query
      .debounce(.seconds(20), scheduler: scheduler)
      .distinctUntilChanged()
      .flatMapLatest { query -> Observable<[String]> in
        if query.isEmpty { return .just([]) }
        return search(query).catchAndReturn([])
      }
  }
}

@MainActor final class SearchViewModelTests: XCTestCase {
  var scheduler: TestScheduler!
  var disposeBag: DisposeBag!
  var viewModel: GitHubSearchViewModel!

  override func setUp() async throws {
    scheduler = TestScheduler(initialClock: 0)
    disposeBag = DisposeBag()
    viewModel = GitHubSearchViewModel(scheduler: scheduler) { query in
      query == "fail" ? .error(URLError(.notConnectedToInternet)) : .just(["\(query)/repo"])
    }
  }

  func testResultsWaitForTwentyQuietSeconds() async {
    let results = scheduler.createObserver([String].self)
    viewModel.results.bind(to: results).disposed(by: disposeBag)
    scheduler.createColdObservable([
      .next(10, "r"), .next(15, "rx"), .next(50, "rxswift"),
    ])
    .bind(to: viewModel.query)
    .disposed(by: disposeBag)
    scheduler.start()
    XCTAssertEqual(results.events, [.next(35, ["rx/repo"]), .next(70, ["rxswift/repo"])])
  }

  func testAFailingSearchShowsNoResults() async {
    let results = scheduler.createObserver([String].self)
    viewModel.results.bind(to: results).disposed(by: disposeBag)
    scheduler.createColdObservable(Recorded.events(.next(10, "fail")))
      .bind(to: viewModel.query)
      .disposed(by: disposeBag)
    scheduler.start()
    XCTAssertRecordedElements(results.events, [[]])
  }

  func testTheSubscriptionIsRecorded() async {
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 10 } }
    XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
