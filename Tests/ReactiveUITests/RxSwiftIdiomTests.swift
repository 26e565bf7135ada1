import Assertions
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI
import Scheduling
import Testing

/// Idioms copied from RxSwift/RxCocoa code, kept as written (only imports changed): they must
/// compile and behave as with RxSwift.
struct RxSwiftIdiomTests {
  final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let sortIndex = BehaviorRelay<Int>(value: 0)
    let refresh = PublishRelay<Void>()
    let results: Driver<[String]>
    let isEmpty: Driver<Bool>
    let summary: Signal<String>

    init(catalog: [String], scheduler: Scheduler) {
      let filtered = Observable.combineLatest(
        query.debounce(.milliseconds(250), scheduler: scheduler).distinctUntilChanged(),
        sortIndex
      )
      .map { query, sort -> [String] in
        let matches = catalog.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        return sort == 0 ? matches.sorted() : matches.sorted(by: >)
      }
      results = filtered.asDriver(onErrorJustReturn: [])
      isEmpty = results.map(\.isEmpty).distinctUntilChanged()
      summary = refresh.withLatestFrom(results.asObservable())
        .map { "\($0.count) of \(catalog.count)" }
        .asSignal(onErrorJustReturn: "")
    }
  }

  final class SearchViewController: UIViewController {
    let searchField = UITextField()
    let sortControl = UISegmentedControl(items: ["A–Z", "Z–A"])
    let refreshButton = UIButton(type: .system)
    let emptyLabel = UILabel()
    let summaryLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    var rows: [String] = []
    var disposeBag = DisposeBag()
    let viewModel: SearchViewModel

    init(viewModel: SearchViewModel) {
      self.viewModel = viewModel
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      sortControl.selectedSegmentIndex = 0
      searchField.rx.text.orEmpty.bind(to: viewModel.query).disposed(by: disposeBag)
      sortControl.rx.selectedSegmentIndex.bind(to: viewModel.sortIndex).disposed(by: disposeBag)
      refreshButton.rx.tap.bind(to: viewModel.refresh).disposed(by: disposeBag)
      viewModel.results
        .drive(onNext: { [weak self] rows in self?.rows = rows })
        .disposed(by: disposeBag)
      viewModel.isEmpty.map { !$0 }.drive(emptyLabel.rx.isHidden).disposed(by: disposeBag)
      viewModel.summary.emit(to: summaryLabel.rx.text).disposed(by: disposeBag)
      viewModel.isEmpty.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
      refreshButton.rx.tap.asSignal()
        .emit(onNext: { [weak self] in self?.searchField.resignFirstResponder() })
        .disposed(by: disposeBag)
    }
  }

  @Test func aSearchScreenWorksInVirtualTime() {
    let scheduler = VirtualScheduler()
    let screen = SearchViewController(
      viewModel: SearchViewModel(catalog: ["iPhone", "iPad", "Mac"], scheduler: scheduler))
    screen.loadViewIfNeeded()
    assertEqual(screen.rows, [])
    scheduler.advance(by: .milliseconds(250))
    assertEqual(screen.rows, ["Mac", "iPad", "iPhone"])
    screen.searchField.insertText("i")
    screen.searchField.insertText("p")
    scheduler.advance(by: .milliseconds(249))
    assertEqual(screen.rows, ["Mac", "iPad", "iPhone"])
    scheduler.advance(by: .milliseconds(1))
    assertEqual(screen.rows, ["iPad", "iPhone"])
    screen.sortControl.selectedSegmentIndex = 1
    screen.sortControl.sendActions(for: .valueChanged)
    assertEqual(screen.rows, ["iPhone", "iPad"])
    screen.refreshButton.sendActions(for: .touchUpInside)
    assertEqual(screen.summaryLabel.text, "2 of 3")
    screen.searchField.replaceAllText(with: "zzz")
    scheduler.advance(by: .seconds(1))
    assertEqual(screen.rows, [])
    assertEqual(screen.emptyLabel.isHidden, false)
    #expect(screen.spinner.isAnimating)
  }

  @Test func resettingTheBagEndsEveryBinding() {
    let scheduler = VirtualScheduler()
    let screen = SearchViewController(
      viewModel: SearchViewModel(catalog: ["Mac"], scheduler: scheduler))
    screen.loadViewIfNeeded()
    screen.disposeBag = DisposeBag()
    screen.searchField.insertText("x")
    scheduler.advance(by: .seconds(1))
    assertEqual(screen.viewModel.query.value, "")
    #expect(screen.refreshButton.allControlEvents.isEmpty)
  }
}
