import UIKit
import RxSwift
import RxCocoa

struct AccountSettings: Equatable {
  var newsletter: Bool
  var nickname: String
}

enum SettingsAPIError: Error, Equatable {
  case offline
}

protocol SettingsAPI {
  func load() -> Single<AccountSettings>
  func save(_ settings: AccountSettings) -> Completable
  func cachedNickname() -> Maybe<String>
}

final class AccountSettingsViewModel {
  let newsletter = BehaviorRelay<Bool>(value: false)
  let nickname = BehaviorRelay<String>(value: "")
  let status = PublishRelay<String>()
  private let api: SettingsAPI
  private let scheduler: SchedulerType
  private let disposeBag = DisposeBag()

  init(api: SettingsAPI, scheduler: SchedulerType) {
    self.api = api
    self.scheduler = scheduler
  }

  func viewDidLoad() {
    api.load()
      .subscribe(on: scheduler)
      .observe(on: MainScheduler.instance)
      .subscribe(
        onSuccess: { [weak self] settings in
          self?.newsletter.accept(settings.newsletter)
          self?.nickname.accept(settings.nickname)
        },
        onFailure: { [weak self] _ in self?.status.accept("Could not load settings") }
      )
      .disposed(by: disposeBag)

    api.cachedNickname()
      .subscribe(
        onSuccess: { [weak self] cached in self?.status.accept("Welcome back, \(cached)") },
        onError: { _ in },
        onCompleted: { [weak self] in self?.status.accept("Welcome") }
      )
      .disposed(by: disposeBag)
  }

  func saveTapped() {
    let settings = AccountSettings(newsletter: newsletter.value, nickname: nickname.value)
    api.save(settings)
      .retry(3)
      .delay(.seconds(1), scheduler: scheduler)
      .subscribe(
        onCompleted: { [weak self] in self?.status.accept("Saved") },
        onError: { [weak self] error in self?.status.accept("Not saved: \(error)") }
      )
      .disposed(by: disposeBag)
  }
}

class AccountSettingsViewController: UIViewController {
  let newsletterSwitch = UISwitch()
  let statusLabel = UILabel()
  let saveButton = UIButton(type: .system)
  let viewModel: AccountSettingsViewModel
  let disposeBag = DisposeBag()

  init(viewModel: AccountSettingsViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "account"
    newsletterSwitch.accessibilityIdentifier = "account.newsletter"
    statusLabel.accessibilityIdentifier = "account.status"
    saveButton.accessibilityIdentifier = "account.save"
    saveButton.setTitle("Save", for: .normal)
    [newsletterSwitch, statusLabel, saveButton].forEach(view.addSubview)

    viewModel.newsletter.bind(to: newsletterSwitch.rx.isOn).disposed(by: disposeBag)
    newsletterSwitch.rx.isOn.changed.bind(to: viewModel.newsletter).disposed(by: disposeBag)
    viewModel.status.bind(to: statusLabel.rx.text).disposed(by: disposeBag)
    saveButton.rx.tap
      .subscribe(onNext: { [weak self] in self?.viewModel.saveTapped() })
      .disposed(by: disposeBag)
    viewModel.viewDidLoad()
  }
}
