import UIKit

class CitySearchViewController: UIViewController, UISearchBarDelegate, UITableViewDataSource {
  let searchBar = UISearchBar()
  let tableView = UITableView()
  let allCities = ["Amsterdam", "Berlin", "Bern", "Lisbon", "London", "Madrid", "Paris"]
  var filteredCities: [String] = []
  var searchesSubmitted: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "cities"
    filteredCities = allCities
    searchBar.delegate = self
    searchBar.placeholder = "Search cities"
    searchBar.accessibilityIdentifier = "cities.search"
    searchBar.autocapitalizationType = .none
    tableView.dataSource = self
    tableView.accessibilityIdentifier = "cities.list"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
    view.addSubview(searchBar)
    view.addSubview(tableView)
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    filteredCities =
      searchText.isEmpty
      ? allCities : allCities.filter { $0.lowercased().contains(searchText.lowercased()) }
    tableView.reloadData()
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchesSubmitted.append(searchBar.text ?? "")
    searchBar.resignFirstResponder()
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    searchBar.text = ""
    filteredCities = allCities
    tableView.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    filteredCities.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
    cell.textLabel?.text = filteredCities[indexPath.row]
    return cell
  }
}
