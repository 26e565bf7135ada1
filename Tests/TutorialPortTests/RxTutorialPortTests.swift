import Assertions
import RxCocoa
import RxSwift
import RxTest
import Scheduling
import Testing
import UIKit

/// The RxSwift tutorial ports (Tutorials/, compiled as written): the README's search, an MVVM
/// settings screen with traits and a switch, a networking client and a list whose rows are
/// deleted by swiping.
struct RxTutorialPortTests {
  private func show(_ root: UIViewController) -> UIDriver {
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return UIDriver(window: window)
  }

  private final class FakeGitHub {
    var queries: [String] = []
    func search(_ query: String) -> Observable<[Repository]> {
      queries.append(query)
      if query == "down" { return .error(URLError(.notConnectedToInternet)) }
      return .just([
        Repository(name: "\(query)/one", url: "https://github.com/\(query)/one"),
        Repository(name: "\(query)/two", url: "https://github.com/\(query)/two"),
      ])
    }
  }

  @Test func theReadmeSearchShowsTheLatestQuerysRepositoriesAfterTheThrottle() throws {
    let scheduler = VirtualScheduler()
    let github = FakeGitHub()
    let screen = RepositorySearchViewController(scheduler: scheduler, searchGitHub: github.search)
    let driver = show(screen)
    try driver.type("rx", into: "repos.search")
    scheduler.advance(by: .milliseconds(300))
    assertEqual(github.queries, ["rx"])  // "" passes first (no search), "rx" ends the window
    try assertEqual(driver.rowTexts(2, of: "repos.list").title, "rx/two")
    // A registered plain cell is `.default`: it has no detail label, as in UIKit.
    #expect(try driver.rowTexts(1, of: "repos.list").detail == nil)
    try driver.pressReturn(in: "repos.search")
    assertEqual(screen.lastSubmitted, "rx")
  }

  @Test func aFailingSearchEmptiesTheListInsteadOfEndingTheSearch() throws {
    let scheduler = VirtualScheduler()
    let github = FakeGitHub()
    let screen = RepositorySearchViewController(scheduler: scheduler, searchGitHub: github.search)
    let driver = show(screen)
    try driver.type("down", into: "repos.search")
    scheduler.advance(by: .seconds(1))
    assertEqual(screen.tableView.numberOfRows(inSection: 0), 0)
    try driver.clear("repos.search")
    try driver.type("ok", into: "repos.search")
    scheduler.advance(by: .seconds(1))
    assertEqual(screen.tableView.numberOfRows(inSection: 0), 2)
  }

  private final class FakeSettingsAPI: SettingsAPI {
    var saveFailuresLeft = 0
    var saved: [AccountSettings] = []
    var cached: String?
    func load() -> Single<AccountSettings> {
      .just(AccountSettings(newsletter: true, nickname: "ada"))
    }
    func save(_ settings: AccountSettings) -> Completable {
      Completable.create { [self] completable in
        if saveFailuresLeft > 0 {
          saveFailuresLeft -= 1
          completable(.error(SettingsAPIError.offline))
        } else {
          saved.append(settings)
          completable(.completed)
        }
        return Disposables.create()
      }
    }
    func cachedNickname() -> Maybe<String> {
      cached.map { Maybe.just($0) } ?? Maybe.empty()
    }
  }

  @Test func theSwitchShowsTheLoadedSettingAndSavingRetriesTwice() throws {
    let scheduler = VirtualScheduler()
    let api = FakeSettingsAPI()
    api.saveFailuresLeft = 2
    let viewModel = AccountSettingsViewModel(api: api, scheduler: scheduler)
    let driver = show(AccountSettingsViewController(viewModel: viewModel))
    #expect(try !driver.isOn("account.newsletter"))  // the load is subscribed on the scheduler
    scheduler.advance(by: .zero)
    #expect(try driver.isOn("account.newsletter"))
    try assertEqual((driver.element("account.status") as? UILabel)?.text, "Welcome")
    try driver.setSwitch("account.newsletter", on: false)
    assertEqual(viewModel.newsletter.value, false)
    try driver.tap("account.save")
    assertEqual(api.saved, [AccountSettings(newsletter: false, nickname: "ada")])
    try assertEqual((driver.element("account.status") as? UILabel)?.text, "Welcome")
    scheduler.advance(by: .seconds(1))
    try assertEqual((driver.element("account.status") as? UILabel)?.text, "Saved")
  }

  @Test func aCachedNicknameGreetsByNameAndAFourthFailureIsReported() throws {
    let scheduler = VirtualScheduler()
    let api = FakeSettingsAPI()
    api.cached = "Ada"
    api.saveFailuresLeft = 3
    let viewModel = AccountSettingsViewModel(api: api, scheduler: scheduler)
    let driver = show(AccountSettingsViewController(viewModel: viewModel))
    try assertEqual((driver.element("account.status") as? UILabel)?.text, "Welcome back, Ada")
    try driver.tap("account.save")
    try assertEqual((driver.element("account.status") as? UILabel)?.text, "Not saved: offline")
    #expect(api.saved.isEmpty)
  }

  @Test func swipingDeletesTheRowThroughItemDeletedAndEditModeToo() throws {
    let list = ShoppingListViewController()
    let driver = show(UINavigationController(rootViewController: list))
    list.tableView.simulateSwipeAction("Delete", onRowAt: IndexPath(row: 1, section: 0))
    assertEqual(list.items.value, ["Apples", "Cheese"])
    try assertEqual(driver.rowTexts(2, of: "shopping.list").title, "Cheese")
    list.editButtonItem.simulateTap()
    #expect(list.tableView.isEditing)
    list.tableView.simulateCommitEditing(forRowAt: IndexPath(row: 0, section: 0))
    assertEqual(list.items.value, ["Cheese"])
  }

  @Test func theRepositoryClientBuildsItsSearchRequest() {
    let api = RepositoryAPI(baseURL: URL(string: "https://api.github.com")!)
    let request = api.searchRequest(for: "rxswift")
    assertEqual(request.url?.absoluteString, "https://api.github.com/search/repositories?q=rxswift")
    assertEqual(request.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
  }

  @Test func aFailedRequestBecomesAnEmptyListOnTheMainActor() async {
    // URLSession on Linux fails file:// URLs at once on its own thread: no network needed.
    let api = RepositoryAPI(baseURL: URL(fileURLWithPath: "/nonexistent"))
    let results = await withCheckedContinuation { continuation in
      var received: [[RepoSummary]] = []
      _ = api.search("rx").subscribe(
        onNext: { received.append($0) },
        onCompleted: {
          MainActor.assertIsolated()
          continuation.resume(returning: received)
        })
    }
    assertEqual(results, [[]])
  }

  @Test func theSingleRequestFailsOnTheMainActorWithTheSessionsError() async {
    let api = RepositoryAPI(baseURL: URL(fileURLWithPath: "/nonexistent"))
    let failure: Error? = await withCheckedContinuation { continuation in
      _ = api.repository(named: "ReactiveX/RxSwift").subscribe(
        onSuccess: { _ in continuation.resume(returning: nil) },
        onFailure: { error in
          MainActor.assertIsolated()
          continuation.resume(returning: error)
        })
    }
    #expect(failure is URLError)
  }
}
