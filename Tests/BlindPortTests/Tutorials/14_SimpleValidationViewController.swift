// Imitates: RxSwift's RxExample "SimpleValidation" screen (ReactiveX/RxSwift examples):
// rx.text.orEmpty mapped to validity, share(replay: 1), combineLatest, bind(to: rx.isEnabled /
// rx.isHidden), rx.tap subscribe, plus a Driver-based counter as in the "Numbers" example.
import RxCocoa
import RxSwift
import UIKit

private let minimalUsernameLength = 5
private let minimalPasswordLength = 5

class SimpleValidationViewController: UIViewController {
  let usernameOutlet = UITextField()
  let usernameValidOutlet = UILabel()
  let passwordOutlet = UITextField()
  let passwordValidOutlet = UILabel()
  let doSomethingOutlet = UIButton(type: .system)
  let tapCountLabel = UILabel()
  var presentedAlertTitle: String?

  let disposeBag = DisposeBag()

  override func viewDidLoad() {
    super.viewDidLoad()

    usernameValidOutlet.text = "Username has to be at least \(minimalUsernameLength) characters"
    passwordValidOutlet.text = "Password has to be at least \(minimalPasswordLength) characters"

    let usernameValid = usernameOutlet.rx.text.orEmpty
      .map { $0.count >= minimalUsernameLength }
      .share(replay: 1)

    let passwordValid = passwordOutlet.rx.text.orEmpty
      .map { $0.count >= minimalPasswordLength }
      .share(replay: 1)

    let everythingValid = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }
      .share(replay: 1)

    usernameValid
      .bind(to: passwordOutlet.rx.isEnabled)
      .disposed(by: disposeBag)

    usernameValid
      .bind(to: usernameValidOutlet.rx.isHidden)
      .disposed(by: disposeBag)

    passwordValid
      .bind(to: passwordValidOutlet.rx.isHidden)
      .disposed(by: disposeBag)

    everythingValid
      .bind(to: doSomethingOutlet.rx.isEnabled)
      .disposed(by: disposeBag)

    doSomethingOutlet.rx.tap
      .subscribe(onNext: { [weak self] _ in self?.showAlert() })
      .disposed(by: disposeBag)

    doSomethingOutlet.rx.tap
      .asDriver()
      .scan(0) { count, _ in count + 1 }
      .map { "Tapped \($0) times" }
      .startWith("Not tapped yet")
      .drive(tapCountLabel.rx.text)
      .disposed(by: disposeBag)
  }

  func showAlert() {
    let alert = UIAlertController(
      title: "RxExample",
      message: "This is wonderful",
      preferredStyle: .alert
    )
    let defaultAction = UIAlertAction(title: "Ok", style: .default, handler: nil)
    alert.addAction(defaultAction)
    presentedAlertTitle = alert.title
    present(alert, animated: true, completion: nil)
  }
}
