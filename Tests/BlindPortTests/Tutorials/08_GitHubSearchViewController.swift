// Imitates: the RxSwift README "Search" example and RxExample's GitHub search: searchBar text,
// debounce, distinctUntilChanged, flatMapLatest with catchAndReturn, observe(on:), bound into
// tableView.rx.items(cellIdentifier:cellType:), modelSelected.
import RxCocoa
import RxSwift
import UIKit

struct Repository: Decodable, Equatable {
  let name: String
  let url: String
}

protocol GitHubSearching {
  func search(query: String) -> Observable<[Repository]>
}

final class GitHubSearchViewController: UIViewController {
  let searchBar = UISearchBar()
  let tableView = UITableView()
  private let api: GitHubSearching
  private let scheduler: SchedulerType
  private let disposeBag = DisposeBag()
  var openedRepository: Repository?

  init(api: GitHubSearching, scheduler: SchedulerType = MainScheduler.instance) {
    self.api = api
    self.scheduler = scheduler
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.placeholder = "Search repositories"
    tableView.tableHeaderView = searchBar
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    view.addSubview(tableView)

    let api = self.api
    let searchResults = searchBar.rx.text.orEmpty
      .debounce(.milliseconds(300), scheduler: scheduler)
      .distinctUntilChanged()
      .flatMapLatest { query -> Observable<[Repository]> in
        if query.isEmpty {
          return .just([])
        }
        return api.search(query: query)
          .catchAndReturn([])
      }
      .observe(on: MainScheduler.instance)

    searchResults
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
        (index, repository: Repository, cell) in
        cell.textLabel?.text = repository.name
        cell.detailTextLabel?.text = repository.url
      }
      .disposed(by: disposeBag)

    tableView.rx.modelSelected(Repository.self)
      .subscribe(onNext: { [weak self] repository in
        self?.openedRepository = repository
      })
      .disposed(by: disposeBag)

    tableView.rx.itemSelected
      .subscribe(onNext: { [weak self] indexPath in
        self?.tableView.deselectRow(at: indexPath, animated: true)
      })
      .disposed(by: disposeBag)

    searchBar.rx.searchButtonClicked
      .subscribe(onNext: { [weak self] in
        self?.searchBar.resignFirstResponder()
      })
      .disposed(by: disposeBag)
  }
}
