// View role (MVVM): the catalog screen's controller. It binds, and only binds, in
// `bindViewModel()`: the search text, the sort, row taps and buttons into the view model's
// inputs; its rows, summary and alerts into the widgets. It forwards `viewWillAppear` so the
// view model can reload. Owns: its view, the table's data source, and the dispose bag.
// Must not know: the query rules, the store, or where a tap leads (`route` is for the
// composition layer).
import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI

/// Shows a `CatalogView` bound to a `CatalogViewModelType`.
final class CatalogViewController: UIViewController {
  /// Every subscription of this screen; released with it.
  let disposeBag = DisposeBag()
  private let viewModel: CatalogViewModelType
  private let catalogView = CatalogView()
  private let dataSource = CatalogRowsDataSource()

  /// A screen bound to `viewModel` once its view loads.
  init(viewModel: CatalogViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = catalogView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    catalogView.tableView.dataSource = dataSource
    bindViewModel()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.inputs.viewWillAppear()
  }

  private func bindViewModel() {
    let inputs = viewModel.inputs
    let outputs = viewModel.outputs
    let screen = catalogView

    screen.searchField.rx.text.orEmpty.changed
      .bind(onNext: inputs.searchTextChanged)
      .disposed(by: disposeBag)
    screen.sortControl.rx.selectedSegmentIndex.changed
      .compactMap(ProductSort.init(rawValue:))
      .bind(onNext: inputs.sortChanged)
      .disposed(by: disposeBag)
    screen.tableView.rx.itemSelected
      .map(\.row)
      .bind(onNext: inputs.productTapped(at:))
      .disposed(by: disposeBag)
    screen.addButton.rx.tap
      .bind(onNext: { inputs.addButtonTapped() })
      .disposed(by: disposeBag)
    screen.signOutButton.rx.tap
      .bind(onNext: { inputs.signOutButtonTapped() })
      .disposed(by: disposeBag)

    outputs.rows
      .drive(dataSource.items(of: screen.tableView))
      .disposed(by: disposeBag)
    outputs.summary
      .drive(screen.summaryLabel.rx.text)
      .disposed(by: disposeBag)
    outputs.alert
      .emit(to: rx.presentAlert)
      .disposed(by: disposeBag)
  }
}
