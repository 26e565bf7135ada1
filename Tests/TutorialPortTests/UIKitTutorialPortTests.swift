import Assertions
import Testing

import UIKit

/// The UIKit tutorial ports (Tutorials/, compiled as written): table editing,
/// switches, stacks, coordinators, search bars, custom cells and a networking service.
struct UIKitTutorialPortTests {
  private func show(_ root: UIViewController) -> (UIWindow, UIDriver) {
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, UIDriver(window: window))
  }

  @Test func swipingARowAndTappingDeleteRemovesTheTodo() throws {
    let list = TodoListViewController(style: .plain)
    let (_, driver) = show(UINavigationController(rootViewController: list))
    let deleted = list.tableView.simulateSwipeAction(
      "Delete", onRowAt: IndexPath(row: 1, section: 0))
    assertEqual(deleted, true)
    assertEqual(list.items.map(\.title), ["Buy milk", "Call mum"])
    try assertEqual(driver.rowTexts(2, of: "todo.list").title, "Call mum")
  }

  @Test func theLeadingDoneActionChecksTheRowAndReportsSuccess() {
    let list = TodoListViewController(style: .plain)
    _ = show(UINavigationController(rootViewController: list))
    let done = list.tableView.simulateSwipeAction("Done", onRowAt: IndexPath(row: 0, section: 0))
    assertEqual(done, true)
    assertEqual(
      list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, .checkmark)
    let action = list.tableView.leadingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
    assertEqual(action?.actions.first?.backgroundColor, .systemGreen)
  }

  @Test func theEditButtonTogglesEditingOnTheControllerAndItsTable() {
    let list = TodoListViewController(style: .plain)
    _ = show(UINavigationController(rootViewController: list))
    let edit = list.navigationItem.rightBarButtonItem
    #expect(edit === list.editButtonItem)
    assertEqual(edit?.title, "Edit")
    edit?.simulateTap()
    #expect(list.isEditing && list.tableView.isEditing)
    assertEqual(list.title, "Editing")
    assertEqual(edit?.title, "Done")
    list.tableView.simulateCommitEditing(forRowAt: IndexPath(row: 0, section: 0))
    assertEqual(list.items.map(\.title), ["Walk the dog", "Call mum"])
    edit?.simulateTap()
    #expect(!list.tableView.isEditing)
    assertEqual(list.navigationItem.largeTitleDisplayMode, .always)
    assertEqual(list.tableView.separatorInset.left, 20)
  }

  @Test func theStackGivesTheTableTheRoomLeftUnderTheFixedRows() {
    let settings = NotificationSettingsViewController()
    let (window, _) = show(settings)
    window.layoutIfNeeded()
    // 844 tall: header 34 (a 28 pt line) + 24 custom gap, switch 31 + 8, hint 16 (13 pt) + 8,
    // and the table the rest.
    assertEqual(settings.pushSwitch.frame.minY, 58)
    assertEqual(settings.historyTable.frame.minY, 121)
    assertEqual(settings.historyTable.frame.height, 723)
    assertEqual(settings.historyTable.indexPathsForVisibleRows?.count, 12)
    assertEqual(settings.stackView.customSpacing(after: settings.headerLabel), 24)
    assertEqual(
      settings.stackView.customSpacing(after: settings.pushSwitch), UIStackView.spacingUseDefault)
  }

  @Test func flippingTheSwitchShowsTheHintThroughAnAnimation() throws {
    let settings = NotificationSettingsViewController()
    let (_, driver) = show(settings)
    try driver.setSwitch("settings.push", on: true)
    #expect(settings.pushEnabled)
    #expect(settings.hintLabel.alpha == 1 && !settings.hintLabel.isHidden)
    #expect(try driver.isOn("settings.push"))
    #expect(driver.render().contains("switch    settings.push        on"))
    try driver.tap("settings.push")
    #expect(!settings.pushEnabled && settings.hintLabel.isHidden)
    settings.pushSwitch.setOn(true, animated: true)
    #expect(!settings.pushEnabled)  // set in code: no event, as in UIKit
  }

  @Test func aDisabledOrHiddenSwitchCannotBeFlipped() throws {
    let settings = NotificationSettingsViewController()
    let (_, driver) = show(settings)
    settings.pushSwitch.isEnabled = false
    #expect(throws: UIDriverError.self) { try driver.setSwitch("settings.push", on: true) }
    settings.pushSwitch.isEnabled = true
    settings.pushSwitch.isHidden = true
    #expect(throws: UIDriverError.self) { try driver.setSwitch("settings.push", on: true) }
    #expect(!settings.pushSwitch.isOn)
  }

  @Test func fontsAndLayoutPrioritiesReadBackAsSet() {
    let settings = NotificationSettingsViewController()
    settings.loadViewIfNeeded()
    assertEqual(settings.headerLabel.font.weight, .black)
    assertEqual(settings.hintLabel.font.fontName, ".SFUI-Regular-MonospacedDigits")
    assertEqual(settings.headerLabel.contentHuggingPriority(for: .vertical), .defaultHigh)
    assertEqual(
      settings.headerLabel.contentHuggingPriority(for: .horizontal), UILayoutPriority(251))
    assertEqual(
      settings.historyTable.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
  }

  @Test func poppingBackFromBuyRemovesTheChildCoordinator() throws {
    let navigation = UINavigationController()
    let coordinator = MainCoordinator(navigationController: navigation)
    coordinator.start()
    let (_, driver) = show(navigation)
    try driver.tap("home.buy")
    assertEqual(driver.topScreenIdentifier, "buy")
    assertEqual(coordinator.childCoordinators.count, 1)
    #expect(navigation.transitionCoordinator == nil)
    navigation.popViewController(animated: true)
    assertEqual(driver.topScreenIdentifier, "home")
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test func typingIntoTheSearchBarFiltersThroughItsDelegate() throws {
    let search = CitySearchViewController()
    let (_, driver) = show(search)
    #expect(
      driver.render().contains(#"search    cities.search        placeholder "Search cities""#))
    try driver.type("ber", into: "cities.search")
    assertEqual(search.filteredCities, ["Berlin", "Bern"])
    try driver.pressReturn(in: "cities.search")
    assertEqual(search.searchesSubmitted, ["ber"])
    #expect(!search.searchBar.isFirstResponder)
    search.searchBar.setShowsCancelButton(true, animated: true)
    search.searchBar.tapCancelButton()
    assertEqual(search.filteredCities.count, 7)
    assertEqual(search.searchBar.text, "")
  }

  @Test func typingIntoTheNavigationSearchControllerFiltersTheCandies() throws {
    let candies = CandySearchViewController(style: .plain)
    let (_, driver) = show(UINavigationController(rootViewController: candies))
    #expect(driver.render().contains(#"search    candies.search       placeholder "Search Candy""#))
    try driver.type("choc", into: "candies.search")
    #expect(candies.searchController.isActive)
    assertEqual(candies.tableView.numberOfRows(inSection: 0), 2)
    try assertEqual(driver.rowTexts(2, of: "candies"), ("Chocolate Chip", "Chocolate"))
    candies.searchController.isActive = false
    assertEqual(candies.tableView.numberOfRows(inSection: 0), 5)
    #expect(!candies.searchController.searchBar.isFirstResponder)
  }

  @Test func theContactCellLaysOutWithAutoLayoutVocabulary() {
    let cell = ContactCell(style: .default, reuseIdentifier: ContactCell.reuseIdentifier)
    cell.configure(name: "Ada", phone: "+44 20 7946 0018")
    assertEqual(cell.contentView.constraints.count, 5)
    assertEqual(cell.separatorInset, .zero)
    assertEqual(cell.phoneLabel.contentCompressionResistancePriority(for: .horizontal), .required)
    #expect(cell.phoneLabel.font.fontName.hasSuffix("MonospacedDigits"))
  }

  @Test func theForecastServiceBuildsItsRequest() {
    let service = ForecastService(baseURL: URL(string: "https://api.example.com/forecast")!)
    let request = service.request(for: "Lisbon")
    assertEqual(request.url?.absoluteString, "https://api.example.com/forecast/Lisbon.json")
    assertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
  }

  @Test func theForecastServiceAnswersOnTheMainActorAfterTheSessionsThread() async {
    // URLSession on Linux has no file:// loader: it fails at once, on its own thread, which is
    // what this checks without a network: the answer comes back on the main actor.
    let service = ForecastService(baseURL: URL(fileURLWithPath: "/nonexistent"))
    let result = await withCheckedContinuation { continuation in
      service.fetchForecast(for: "Lisbon") { result in
        MainActor.assertIsolated()
        continuation.resume(returning: result)
      }
    }
    #expect(throws: URLError.self) { try result.get() }
  }
}
