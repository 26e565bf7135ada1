// A searchable list: `.searchable` filters the rows, an empty result says so, and a row
// opens the country's detail.
import SwiftUI

struct Country: Identifiable, Hashable {
  var id: String { code }
  let code: String
  let name: String
  let capital: String
}

struct CountryListView: View {
  let countries: [Country]
  @State private var searchText = ""

  private var filtered: [Country] {
    guard !searchText.isEmpty else { return countries }
    return countries.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
  }

  var body: some View {
    NavigationStack {
      Group {
        if filtered.isEmpty {
          ContentUnavailableView.search(text: searchText)
        } else {
          List(filtered) { country in
            NavigationLink(value: country) {
              LabeledContent(country.name, value: country.capital)
            }
          }
          .accessibilityIdentifier("countries")
        }
      }
      .navigationTitle("Countries")
      .searchable(text: $searchText, prompt: "Find a country")
      .navigationDestination(for: Country.self) { country in
        CountryDetail(country: country)
      }
    }
  }
}

struct CountryDetail: View {
  let country: Country

  var body: some View {
    VStack(spacing: 12) {
      Text(country.name).font(.largeTitle).accessibilityIdentifier("detail.name")
      Text("Capital: \(country.capital)").accessibilityIdentifier("detail.capital")
    }
    .navigationTitle(country.code)
    .accessibilityIdentifier("detail")
  }
}
