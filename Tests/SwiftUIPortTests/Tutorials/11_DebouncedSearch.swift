// A search that waits for the typing to pause: `.task(id:)` restarts on every keystroke,
// sleeps 300 ms, and only then asks the model, so earlier searches are cancelled.
import SwiftUI

@Observable
@MainActor
final class BookSearch {
  private let titles = [
    "The Swift Programming Language", "SwiftUI by Tutorials", "Thinking in SwiftUI",
    "Advanced Swift", "Functional Swift",
  ]
  private(set) var results: [String] = []
  private(set) var searches = 0

  func search(_ query: String) {
    searches += 1
    results =
      query.isEmpty ? [] : titles.filter { $0.localizedCaseInsensitiveContains(query) }
  }
}

struct BookSearchView: View {
  @State private var query = ""
  @State private var search = BookSearch()

  var body: some View {
    VStack {
      TextField("Search books", text: $query)
        .textInputAutocapitalization(.never)
        .accessibilityIdentifier("query")
      List(search.results, id: \.self) { title in
        Text(title)
      }
      .accessibilityIdentifier("results")
      Text("\(search.searches) searches").accessibilityIdentifier("count")
    }
    .task(id: query) {
      do {
        try await Task.sleep(for: .milliseconds(300))
        search.search(query)
      } catch {
        // Cancelled: a newer keystroke restarted the task.
      }
    }
  }
}
