/// An RxSwift + RxCocoa tutorial login screen (relays, combineLatest, rx.text.orEmpty, rx.tap,
/// rx.items, debounce on MainScheduler), ported by changing only its import lines.
import Assertions
import HeadlessUI
import Reactive
import ReactiveUI
import Testing

final class TutorialLoginViewModel {
  let email = BehaviorRelay<String>(value: "")
  let password = BehaviorRelay<String>(value: "")
  var isValid: Observable<Bool> {
    Observable.combineLatest(email.asObservable(), password.asObservable()) { email, password in
      email.count > 3 && password.count > 3
    }
  }
}

final class TutorialLoginViewController: UIViewController {
  let emailField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton(type: .system)
  let statusLabel = UILabel()
  let tableView = UITableView()
  let disposeBag = DisposeBag()
  let viewModel = TutorialLoginViewModel()
  var taps = 0
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    emailField.rx.text.orEmpty.bind(to: viewModel.email).disposed(by: disposeBag)
    passwordField.rx.text.orEmpty.bind(to: viewModel.password).disposed(by: disposeBag)
    viewModel.isValid.bind(to: loginButton.rx.isEnabled).disposed(by: disposeBag)
    viewModel.isValid.map { $0 ? "Ready" : "Keep typing" }.bind(to: statusLabel.rx.text)
      .disposed(by: disposeBag)
    loginButton.rx.tap.subscribe(onNext: { [weak self] in self?.taps += 1 }).disposed(
      by: disposeBag)
    Observable.just(["Apple", "Banana"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
        row, element, cell in
        cell.textLabel?.text = "\(row): \(element)"
      }
      .disposed(by: disposeBag)
    tableView.rx.itemSelected.subscribe(onNext: { [weak self] in self?.selected.append($0) })
      .disposed(by: disposeBag)
    emailField.rx.text.orEmpty
      .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
      .distinctUntilChanged()
      .subscribe(onNext: { _ in })
      .disposed(by: disposeBag)
  }
}

@Test func aTutorialLoginScreenPortsWithOnlyItsImportsChanged() throws {
  let controller = TutorialLoginViewController()
  controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  controller.loadViewIfNeeded()
  assertEqual(controller.loginButton.isEnabled, false)
  assertEqual(controller.statusLabel.text, "Keep typing")
  for character in "ada@x.io" { controller.emailField.insertText(String(character)) }
  for character in "secret" { controller.passwordField.insertText(String(character)) }
  #expect(controller.loginButton.isEnabled)
  assertEqual(controller.statusLabel.text, "Ready")
  controller.loginButton.sendActions(for: .touchUpInside)
  assertEqual(controller.taps, 1)
  assertEqual(controller.tableView.numberOfRows(inSection: 0), 2)
  assertEqual(
    controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "1: Banana"
  )
}
