// View (MVVM): the catalog screen's controller. It shows a `CatalogLayout` and binds, and
// only binds, in `bindViewModel()`: the search text, the sort, the tapped row's model
// (`rx.modelSelected`) and the buttons into the view model's inputs; the rows (`rx.items`),
// the summary and alerts into the widgets. It forwards `viewWillAppear` as an input.
// Owns: its layout and the dispose bag. Must not know: the query rules, the store, the
// texts; its `CatalogNavigator` knows where a tap leads.
import Domain
import Foundation
import HeadlessUI
import Layouts
import Reactive
import ReactiveUI

/// Shows a `CatalogLayout` bound to a `CatalogViewModelType`.
final class CatalogViewController: UIViewController {
  /// Every binding of this screen; released with it.
  let disposeBag = DisposeBag()
  private let viewModel: CatalogViewModelType
  private let navigator: CatalogNavigator
  private let layout = CatalogLayout()

  /// A screen bound to `viewModel` once its view loads, moving on through `navigator`.
  init(viewModel: CatalogViewModelType, navigator: CatalogNavigator) {
    self.viewModel = viewModel
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindViewModel()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.inputs.viewWillAppear()
  }

  private func bindViewModel() {
    let inputs = viewModel.inputs
    let outputs = viewModel.outputs
    let tableView = layout.tableView

    layout.searchField.rx.text.orEmpty.changed
      .bind(onNext: inputs.searchTextChanged)
      .disposed(by: disposeBag)
    layout.sortControl.rx.selectedSegmentIndex.changed
      .compactMap(ProductSort.init(rawValue:))
      .bind(onNext: inputs.sortChanged)
      .disposed(by: disposeBag)
    tableView.rx.modelSelected(ProductRow.self)
      .bind(onNext: inputs.productTapped)
      .disposed(by: disposeBag)
    tableView.rx.itemSelected
      .bind(onNext: { [weak tableView] in tableView?.deselectRow(at: $0, animated: true) })
      .disposed(by: disposeBag)
    layout.addButton.rx.tap
      .bind(onNext: { inputs.addButtonTapped() })
      .disposed(by: disposeBag)
    layout.signOutButton.rx.tap
      .bind(onNext: { inputs.signOutButtonTapped() })
      .disposed(by: disposeBag)

    outputs.rows
      .drive(
        tableView.rx.items(cellIdentifier: ProductCell.reuseIdentifier, cellType: ProductCell.self)
      ) { _, row, cell in
        cell.show(title: row.title, detail: row.detail)
      }
      .disposed(by: disposeBag)
    outputs.summary
      .drive(layout.summaryLabel.rx.text)
      .disposed(by: disposeBag)
    outputs.alert
      .emit(to: rx.presentAlert)
      .disposed(by: disposeBag)
    outputs.showProduct
      .emit(onNext: navigator.showProduct(_:))
      .disposed(by: disposeBag)
    outputs.showLogin
      .emit(onNext: navigator.showLogin)
      .disposed(by: disposeBag)
  }
}
