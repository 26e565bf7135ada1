import UIKit
import RxSwift
import RxCocoa

struct Repository: Equatable {
  let name: String
  let url: String
}

class RepositorySearchViewController: UIViewController {
  let searchBar = UISearchBar()
  let tableView = UITableView()
  let disposeBag = DisposeBag()
  let scheduler: SchedulerType
  let searchGitHub: (String) -> Observable<[Repository]>
  var lastSubmitted: String?

  init(scheduler: SchedulerType, searchGitHub: @escaping (String) -> Observable<[Repository]>) {
    self.scheduler = scheduler
    self.searchGitHub = searchGitHub
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "repos"
    searchBar.accessibilityIdentifier = "repos.search"
    tableView.accessibilityIdentifier = "repos.list"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    view.addSubview(searchBar)
    view.addSubview(tableView)

    let searchGitHub = self.searchGitHub
    let searchResults = searchBar.rx.text.orEmpty
      .throttle(.milliseconds(300), scheduler: scheduler)
      .distinctUntilChanged()
      .flatMapLatest { query -> Observable<[Repository]> in
        if query.isEmpty {
          return .just([])
        }
        return searchGitHub(query)
          .catchAndReturn([])
      }
      .observe(on: MainScheduler.instance)

    searchResults
      .bind(to: tableView.rx.items(cellIdentifier: "Cell")) {
        (index, repository: Repository, cell) in
        cell.textLabel?.text = repository.name
        cell.detailTextLabel?.text = repository.url
      }
      .disposed(by: disposeBag)

    searchBar.rx.searchButtonClicked
      .withLatestFrom(searchBar.rx.text.orEmpty)
      .subscribe(onNext: { [weak self] query in self?.lastSubmitted = query })
      .disposed(by: disposeBag)
  }
}
