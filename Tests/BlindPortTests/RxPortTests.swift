import Assertions
import RxCocoa
import RxSwift
import RxTest
import Scheduling
import Testing
import UIKit

/// Behaviour checks for the blind battery's RxSwift files (Tests/BlindPortTests/Tutorials,
/// compiled as written: this target names HeadlessUI `UIKit`, Reactive `RxSwift`, ReactiveUI
/// `RxCocoa` and ReactiveTesting `RxTest`): the README search, an Rx login view model and
/// RxExample's SimpleValidation.
struct RxPortTests {
  private func show(_ root: UIViewController) -> UIWindow {
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  private final class FakeGitHub: GitHubSearching {
    var queries: [String] = []
    func search(query: String) -> Observable<[Repository]> {
      queries.append(query)
      if query == "offline" { return .error(URLError(.notConnectedToInternet)) }
      return .just([
        Repository(name: "\(query)/kit", url: "https://github.com/\(query)/kit"),
        Repository(name: "\(query)/core", url: "https://github.com/\(query)/core"),
      ])
    }
  }

  private func type(_ text: String, into field: UITextField) {
    _ = field.becomeFirstResponder()
    for character in text { field.insertText(String(character)) }
  }

  @Test func theSearchWaitsForAQuietPeriodThenListsOnlyTheLatestQuery() throws {
    let scheduler = VirtualScheduler()
    let github = FakeGitHub()
    let screen = GitHubSearchViewController(api: github, scheduler: scheduler)
    let window = show(screen)
    type("rx", into: screen.searchBar.searchTextField)
    scheduler.advance(by: .milliseconds(299))
    #expect(github.queries.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    assertEqual(github.queries, ["rx"])
    window.layoutIfNeeded()
    assertEqual(screen.tableView.numberOfRows(inSection: 0), 2)
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    assertEqual(cell?.textLabel?.text, "rx/core")
    screen.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    assertEqual(screen.openedRepository?.name, "rx/kit")
    #expect(screen.tableView.indexPathForSelectedRow == nil)
  }

  @Test func aFailedSearchShowsNoRowsAndTheNextSearchStillWorks() {
    let scheduler = VirtualScheduler()
    let github = FakeGitHub()
    let screen = GitHubSearchViewController(api: github, scheduler: scheduler)
    let window = show(screen)
    type("offline", into: screen.searchBar.searchTextField)
    scheduler.advance(by: .seconds(1))
    window.layoutIfNeeded()
    assertEqual(screen.tableView.numberOfRows(inSection: 0), 0)
    screen.searchBar.searchTextField.replaceAllText(with: "swift")
    scheduler.advance(by: .seconds(1))
    window.layoutIfNeeded()
    assertEqual(github.queries, ["offline", "swift"])
    assertEqual(screen.tableView.numberOfRows(inSection: 0), 2)
  }

  private final class FakeLoginAPI: LoginAPI {
    func login(username: String, password: String) -> Single<String> {
      password == "correct horse"
        ? .just("token-\(username)") : .error(LoginError.invalidCredentials)
    }
  }

  @Test func theLoginButtonEnablesOnlyForValidCredentials() {
    let screen = RxLoginViewController(viewModel: RxLoginViewModel(api: FakeLoginAPI()))
    _ = show(screen)
    #expect(!screen.loginButton.isEnabled)
    type("ada", into: screen.usernameField)
    type("short", into: screen.passwordField)
    #expect(!screen.loginButton.isEnabled)
    type("!", into: screen.passwordField)
    #expect(screen.loginButton.isEnabled)
  }

  @Test func aSuccessfulLoginShowsTheWelcomeAndAFailedOneAnAlert() throws {
    let screen = RxLoginViewController(viewModel: RxLoginViewModel(api: FakeLoginAPI()))
    _ = show(screen)
    type("ada", into: screen.usernameField)
    type("wrong password", into: screen.passwordField)
    screen.loginButton.sendActions(for: .touchUpInside)
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    assertEqual(alert.message, "Login failed. Check your username and password.")
    #expect(!screen.spinner.isAnimating)
    screen.dismiss(animated: false)
    screen.passwordField.replaceAllText(with: "correct horse")
    screen.loginButton.sendActions(for: .touchUpInside)
    assertEqual(screen.statusLabel.text, "Welcome! Token: token-ada")
  }

  @Test func simpleValidationGatesThePasswordAndTheButton() throws {
    let screen = SimpleValidationViewController()
    _ = show(screen)
    #expect(!screen.passwordOutlet.isEnabled && !screen.doSomethingOutlet.isEnabled)
    #expect(!screen.usernameValidOutlet.isHidden)
    type("grace", into: screen.usernameOutlet)
    #expect(screen.passwordOutlet.isEnabled && screen.usernameValidOutlet.isHidden)
    #expect(!screen.doSomethingOutlet.isEnabled)
    type("hopper", into: screen.passwordOutlet)
    #expect(screen.doSomethingOutlet.isEnabled && screen.passwordValidOutlet.isHidden)
    assertEqual(screen.tapCountLabel.text, "Not tapped yet")
    screen.doSomethingOutlet.sendActions(for: .touchUpInside)
    assertEqual(screen.presentedAlertTitle, "RxExample")
    assertEqual(screen.tapCountLabel.text, "Tapped 1 times")
  }
}
