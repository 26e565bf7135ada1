import RxSwift
import RxTest
import XCTest

final class GitHubSearchViewModel {
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

final class SearchViewModelTests: XCTestCase {
  var scheduler: TestScheduler!
  var disposeBag: DisposeBag!
  var viewModel: GitHubSearchViewModel!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
    disposeBag = DisposeBag()
    viewModel = GitHubSearchViewModel(scheduler: scheduler) { query in
      query == "fail" ? .error(URLError(.notConnectedToInternet)) : .just(["\(query)/repo"])
    }
  }

  func testResultsWaitForTwentyQuietSeconds() {
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

  func testAFailingSearchShowsNoResults() {
    let results = scheduler.createObserver([String].self)
    viewModel.results.bind(to: results).disposed(by: disposeBag)
    scheduler.createColdObservable(Recorded.events(.next(10, "fail")))
      .bind(to: viewModel.query)
      .disposed(by: disposeBag)
    scheduler.start()
    XCTAssertRecordedElements(results.events, [[]])
  }

  func testTheSubscriptionIsRecorded() {
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 10 } }
    XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
