import UIKit

struct Candy {
  let name: String
  let category: String
}

class CandySearchViewController: UITableViewController {
  let candies = [
    Candy(name: "Chocolate Bar", category: "Chocolate"),
    Candy(name: "Chocolate Chip", category: "Chocolate"),
    Candy(name: "Lollipop", category: "Hard"),
    Candy(name: "Candy Cane", category: "Hard"),
    Candy(name: "Jaw Breaker", category: "Hard"),
  ]
  var filteredCandies: [Candy] = []
  let searchController = UISearchController(searchResultsController: nil)

  var isSearchBarEmpty: Bool {
    searchController.searchBar.text?.isEmpty ?? true
  }

  var isFiltering: Bool {
    searchController.isActive && !isSearchBarEmpty
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Candies"
    tableView.accessibilityIdentifier = "candies"
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Candy"
    searchController.searchBar.accessibilityIdentifier = "candies.search"
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true
  }

  func filterContentForSearchText(_ searchText: String) {
    filteredCandies = candies.filter { candy in
      candy.name.lowercased().contains(searchText.lowercased())
    }
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    isFiltering ? filteredCandies.count : candies.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Cell")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
    let candy = isFiltering ? filteredCandies[indexPath.row] : candies[indexPath.row]
    cell.textLabel?.text = candy.name
    cell.detailTextLabel?.text = candy.category
    return cell
  }
}

extension CandySearchViewController: UISearchResultsUpdating {
  func updateSearchResults(for searchController: UISearchController) {
    filterContentForSearchText(searchController.searchBar.text!)
  }
}
