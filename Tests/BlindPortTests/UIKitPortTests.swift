import Assertions
import Foundation
import Testing
import UIKit

/// Behaviour checks for the blind battery's UIKit files (Tests/BlindPortTests/Tutorials,
/// compiled as written, with HeadlessUI as `UIKit`): each screen is built, driven as a user
/// would, and checked.
struct UIKitPortTests {
  private func show(_ root: UIViewController) -> (UIWindow, UIDriver) {
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, UIDriver(window: window))
  }

  /// Waits until the main queue has run what was queued on it before this call.
  private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  @Test func aCellWithAnOverriddenInitIsDequeuedFromItsRegisteredClass() throws {
    let countries = CountriesViewController()
    let (window, _) = show(countries)
    window.layoutIfNeeded()
    let table = try #require(countries.view.subviews.first as? UITableView)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountryCell)
    assertEqual(cell.reuseIdentifier, CountryCell.identifier)
    assertEqual(cell.accessoryType, .disclosureIndicator)
    let labels = cell.contentView.subviews.compactMap { ($0 as? UILabel)?.text }
    assertEqual(labels, ["Japan", "Tokyo"])
    let flag = cell.contentView.subviews.compactMap { $0 as? UIImageView }.last
    assertEqual(flag?.image, UIImage(systemName: "globe"))
  }

  @Test func selectingACountryAndSwipingToDeleteUpdateTheModel() throws {
    let countries = CountriesViewController()
    let (window, _) = show(countries)
    window.layoutIfNeeded()
    let table = try #require(countries.view.subviews.first as? UITableView)
    table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    assertEqual(countries.selectedCountry?.name, "Kenya")
    #expect(table.indexPathForSelectedRow == nil)
    assertEqual(table.simulateSwipeAction("Delete", onRowAt: IndexPath(row: 0, section: 0)), true)
    assertEqual(countries.countries.map(\.name), ["Japan", "Kenya"])
    assertEqual(table.numberOfRows(inSection: 0), 2)
  }

  @Test func signingInWithEmptyFieldsShowsTheMissingInformationAlert() throws {
    let signIn = SignInViewController(auth: FakeAuth(answer: .success("t")))
    let (_, driver) = show(signIn)
    signIn.signInButton.sendActions(for: .touchUpInside)
    let alert = try #require(signIn.presentedViewController as? UIAlertController)
    assertEqual(alert.title, "Missing information")
    assertEqual(alert.message, "Please enter your email and password.")
    try driver.tapAlertButton("OK")
    #expect(signIn.presentedViewController == nil)
  }

  @Test func aRejectedSignInClearsThePasswordAndShowsTheError() async {
    let signIn = SignInViewController(
      auth: FakeAuth(answer: .failure(SignInError.wrongCredentials)))
    _ = show(signIn)
    signIn.emailTextField.text = "ada@example.com"
    signIn.passwordTextField.text = "wrong"
    #expect(signIn.textFieldShouldReturn(signIn.passwordTextField))
    #expect(!signIn.signInButton.isEnabled)
    await drainMainQueue()
    assertEqual(signIn.passwordTextField.text, "")
    assertEqual(signIn.errorLabel.text, "The email or password is incorrect.")
    #expect(!signIn.errorLabel.isHidden)
    #expect(signIn.signInButton.isEnabled)
    #expect(!signIn.activityIndicator.isAnimating)
  }

  @Test func anAcceptedSignInHandsTheTokenOn() async {
    let signIn = SignInViewController(auth: FakeAuth(answer: .success("token-42")))
    _ = show(signIn)
    signIn.emailTextField.text = "ada@example.com"
    signIn.passwordTextField.text = "secret"
    let token = await withCheckedContinuation { continuation in
      signIn.onSignedIn = { continuation.resume(returning: $0) }
      signIn.signInButton.sendActions(for: .touchUpInside)
    }
    assertEqual(token, "token-42")
  }

  @Test func theMVPPresenterFillsTheTableAndShowsTheTappedBook() throws {
    let presenter = BookListPresenter(
      bookService: FakeBooks(books: [
        Book(title: "Dune", author: "Frank Herbert"), Book(title: "Emma", author: "Jane Austen"),
      ]))
    let list = BookListViewController(presenter: presenter)
    let (window, _) = show(UINavigationController(rootViewController: list))
    window.layoutIfNeeded()
    assertEqual(list.tableView.numberOfRows(inSection: 0), 2)
    let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    assertEqual(cell?.textLabel?.text, "Emma")
    assertEqual(cell?.detailTextLabel?.text, "by Jane Austen")
    #expect(list.emptyLabel.isHidden && !list.activityIndicator.isAnimating)
    list.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    let alert = try #require(list.presentedViewController as? UIAlertController)
    #expect(alert.title == "Dune" && alert.message == "Written by Frank Herbert")
  }

  @Test func theMVPPresenterShowsTheEmptyStateWithoutBooks() {
    let list = BookListViewController(
      presenter: BookListPresenter(bookService: FakeBooks(books: [])))
    _ = show(list)
    #expect(list.tableView.isHidden && !list.emptyLabel.isHidden)
  }

  @Test func theBoxBoundViewModelFillsTheWeatherLabels() {
    let weather = WeatherViewController(
      viewModel: WeatherViewModel(
        fetcher: FakeWeather(
          data: WeatherData(city: "Lisbon", temperatureCelsius: 21.4, condition: "Sunny"))))
    _ = show(weather)
    assertEqual(weather.cityLabel.text, "Lisbon")
    assertEqual(weather.temperatureLabel.text, "21°C")
    assertEqual(weather.summaryLabel.text, "\nSunny")
    assertEqual(weather.iconView.image, UIImage(systemName: "sun.max"))
    assertEqual(weather.iconView.preferredSymbolConfiguration?.pointSize, 48)
    weather.viewModel.changeLocation(to: "Atlantis")
    assertEqual(weather.cityLabel.text, "Not found")
  }

  @Test func theCoordinatorPushesAChildFlowAndForgetsItWhenPopped() throws {
    let navigation = UINavigationController()
    let coordinator = MainCoordinator(navigationController: navigation)
    coordinator.start()
    _ = show(navigation)
    let home = try #require(navigation.topViewController as? HomeViewController)
    home.buyButton.sendActions(for: .touchUpInside)
    let buy = try #require(navigation.topViewController as? BuyViewController)
    #expect(buy.plan == "yearly" && buy.planLabel.text == "Plan: yearly")
    assertEqual(coordinator.childCoordinators.count, 1)
    buy.navigationItem.rightBarButtonItem?.simulateTap()
    #expect(navigation.topViewController === home)
    #expect(coordinator.childCoordinators.isEmpty)
    home.createAccountButton.sendActions(for: .touchUpInside)
    #expect(navigation.topViewController is CreateAccountViewController)
    assertEqual(navigation.topViewController?.view.backgroundColor, .systemGroupedBackground)
  }

  @Test func theProfileHeaderIsBuiltAndStyledInCode() {
    // Constraints are recorded, not solved, headless (Docs/HeadlessUI.md): this checks what
    // the tutorial sets, not frames.
    let profile = ProfileViewController()
    let (window, _) = show(profile)
    window.layoutIfNeeded()
    let header = profile.headerView
    #expect(header.superview === profile.contentView)
    assertEqual(header.avatarImageView.layer.borderColor, UIColor.systemGray4.cgColor)
    assertEqual(header.avatarImageView.layer.cornerRadius, 40)
    assertEqual(header.nameLabel.text, "Ada Lovelace")
    assertEqual(header.bioLabel.text, "Writes programs for engines that do not exist yet.")
    assertEqual(header.followButton.currentTitle, "Follow")
    assertEqual(header.followButton.contentHuggingPriority(for: .horizontal), .required)
    assertEqual(header.nameLabel.contentHuggingPriority(for: .horizontal), .defaultLow)
    assertEqual(header.backgroundColor, .secondarySystemBackground)
    let guides = profile.scrollView.layoutGuides.map(\.identifier)
    #expect(guides.contains("UIScrollViewContentLayoutGuide"))
    #expect(guides.contains("UIScrollViewFrameLayoutGuide"))
    #expect(profile.scrollView.contentLayoutGuide === profile.scrollView.contentLayoutGuide)
  }

  @Test func postsDecodeFromJSON() throws {
    let json = #"[{"id": 1, "user_id": 7, "title": "Hello", "body": "First post"}]"#
    let posts = try PostsAPIClient.decodePosts(from: Data(json.utf8)).get()
    assertEqual(posts, [Post(id: 1, userId: 7, title: "Hello", body: "First post")])
    assertEqual(PostsAPIClient.decodePosts(from: Data("{}".utf8)), .failure(.decodingFailed))
    let url = PostsAPIClient().makeURL(path: "/posts", userId: 7)
    assertEqual(url?.absoluteString, "https://jsonplaceholder.typicode.com/posts?userId=7")
  }

  @Test func postsLoadOverURLSessionIntoTheTableAndRefreshOnPull() async throws {
    let screen = PostsViewController(style: .plain)
    screen.client = PostsAPIClient(session: stubbedSession(PostsStub.self))
    let (window, _) = show(screen)
    for _ in 0..<10_000 where screen.posts.isEmpty { await drainMainQueue() }
    window.layoutIfNeeded()
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    assertEqual(cell?.textLabel?.text, "Hello")
    assertEqual(cell?.detailTextLabel?.text, "First post")
    assertEqual(cell?.detailTextLabel?.numberOfLines, 2)
    let refresh = try #require(screen.refreshControl)
    screen.posts = []
    refresh.simulatePullToRefresh()
    #expect(refresh.isRefreshing)
    for _ in 0..<10_000 where screen.posts.isEmpty { await drainMainQueue() }
    #expect(!refresh.isRefreshing)
    assertEqual(screen.posts.map(\.title), ["Hello"])
  }

  @Test func aServerErrorShowsTheLoadingErrorAlert() async {
    let screen = PostsViewController(style: .plain)
    screen.client = PostsAPIClient(session: stubbedSession(ServerErrorStub.self))
    _ = show(screen)
    for _ in 0..<10_000 where screen.presentedViewController == nil { await drainMainQueue() }
    let alert = screen.presentedViewController as? UIAlertController
    assertEqual(alert?.title, "Loading error")
    #expect(screen.posts.isEmpty)
  }

  private func stubbedSession(_ stub: URLProtocol.Type) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [stub]
    return URLSession(configuration: configuration)
  }

  @Test func contactsAreGroupedByLastNameWithAnIndexAndDeletableRows() throws {
    let contacts = ContactsTableViewController(contacts: [
      Contact(firstName: "Grace", lastName: "Hopper", phone: "555-0100"),
      Contact(firstName: "Alan", lastName: "Turing", phone: "555-0101"),
      Contact(firstName: "Frances", lastName: "Holberton", phone: "555-0102"),
    ])
    let (window, _) = show(UINavigationController(rootViewController: contacts))
    window.layoutIfNeeded()
    let table = contacts.tableView!
    assertEqual(table.sectionIndexTitles, ["H", "T"])
    assertEqual(table.numberOfRows(inSection: 0), 2)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
    assertEqual(cell.textLabel?.text, "Frances Holberton")
    assertEqual(cell.detailTextLabel?.text, "555-0102")
    #expect(cell.accessoryView === cell.favoriteSwitch)
    cell.favoriteSwitch.setOn(true, animated: false)
    cell.favoriteSwitch.sendActions(for: .valueChanged)
    assertEqual(contacts.contacts.first { $0.lastName == "Holberton" }?.isFavorite, true)
    contacts.editButtonItem.simulateTap()
    #expect(table.isEditing)
    table.simulateCommitEditing(forRowAt: IndexPath(row: 0, section: 1))
    assertEqual(contacts.sections.map(\.letter), ["H"])
    assertEqual(table.numberOfSections, 1)
  }

  @Test func theChecklistAddsAnItemThroughTheModalDetailScreen() throws {
    let checklist = ChecklistViewController(style: .plain)
    let (window, _) = show(UINavigationController(rootViewController: checklist))
    checklist.navigationItem.rightBarButtonItem?.simulateTap()
    let modal = try #require(checklist.presentedViewController as? UINavigationController)
    let detail = try #require(modal.topViewController as? ItemDetailViewController)
    #expect(detail.title == "Add Item" && !detail.doneBarButton.isEnabled)
    detail.textField.insertText("Water the plants")
    #expect(detail.doneBarButton.isEnabled)
    detail.doneBarButton.simulateTap()
    #expect(checklist.presentedViewController == nil)
    assertEqual(checklist.items.map(\.text).last, "Water the plants")
    window.layoutIfNeeded()
    assertEqual(checklist.tableView.numberOfRows(inSection: 0), 4)
  }

  @Test func theChecklistTogglesCheckmarksAndEditsThroughTheAccessory() throws {
    let checklist = ChecklistViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: checklist)
    let (window, _) = show(navigation)
    window.layoutIfNeeded()
    let first = IndexPath(row: 0, section: 0)
    checklist.tableView.simulateTap(onRowAt: first)
    #expect(checklist.items[0].checked)
    assertEqual(checklist.tableView.cellForRow(at: first)?.accessoryType, .checkmark)
    checklist.tableView.simulateAccessoryButtonTap(forRowAt: IndexPath(row: 2, section: 0))
    let detail = try #require(navigation.topViewController as? ItemDetailViewController)
    #expect(detail.title == "Edit Item" && detail.textField.text == "Learn iOS development")
    detail.textField.insertText("!")
    detail.doneBarButton.simulateTap()
    #expect(navigation.topViewController === checklist)
    assertEqual(checklist.items[2].text, "Learn iOS development!")
  }
}

private final class FakeAuth: AuthenticationServicing {
  let answer: Result<String, Error>
  init(answer: Result<String, Error>) { self.answer = answer }
  func signIn(
    email: String, password: String, completion: @escaping (Result<String, Error>) -> Void
  ) {
    completion(answer)
  }
}

private struct FakeBooks: BookService {
  let books: [Book]
  func fetchBooks(completion: @escaping ([Book]) -> Void) { completion(books) }
}

private struct FakeWeather: WeatherFetching {
  let data: WeatherData
  func currentWeather(for city: String, completion: @escaping (WeatherData?) -> Void) {
    completion(city == data.city ? data : nil)
  }
}

/// Answers every request with one post, as Kodeco's URLProtocol mocks do.
private nonisolated final class PostsStub: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    let json = #"[{"id": 1, "user_id": 7, "title": "Hello", "body": "First post"}]"#
    answer(status: 200, body: Data(json.utf8))
  }
  override func stopLoading() {}

  func answer(status: Int, body: Data) {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }
}

/// Answers every request with a 500.
private nonisolated final class ServerErrorStub: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 500, httpVersion: "HTTP/1.1", headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data())
    client?.urlProtocolDidFinishLoading(self)
  }
  override func stopLoading() {}
}
