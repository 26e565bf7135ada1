// Loading with async/await: the view starts the load in `.task(id:)`, shows a spinner
// meanwhile, then the rows or an error; Retry starts the task again with a new id.
import SwiftUI

struct Article: Identifiable, Decodable {
  let id: Int
  let title: String
}

protocol ArticleService {
  func articles() async throws -> [Article]
}

struct FailingService: ArticleService {
  struct Offline: Error {}
  func articles() async throws -> [Article] { throw Offline() }
}

struct SampleService: ArticleService {
  func articles() async throws -> [Article] {
    try await Task.sleep(for: .seconds(1))
    return [Article(id: 1, title: "SwiftUI basics"), Article(id: 2, title: "Observation")]
  }
}

@Observable
@MainActor
final class ArticleListModel {
  enum Phase {
    case loading, loaded([Article]), failed(String)
  }

  private(set) var phase = Phase.loading
  var service: ArticleService

  init(service: ArticleService) {
    self.service = service
  }

  func load() async {
    phase = .loading
    do {
      phase = .loaded(try await service.articles())
    } catch {
      phase = .failed("Could not load the articles.")
    }
  }
}

struct ArticleList: View {
  @State var model: ArticleListModel
  @State private var attempt = 0

  var body: some View {
    Group {
      switch model.phase {
      case .loading:
        ProgressView("Loading…").accessibilityIdentifier("loading")
      case .loaded(let articles):
        List(articles) { article in
          Text(article.title)
        }
        .accessibilityIdentifier("articles")
      case .failed(let message):
        VStack {
          Text(message).accessibilityIdentifier("error")
          Button("Retry") {
            model.service = SampleService()
            attempt += 1
          }
          .accessibilityIdentifier("retry")
        }
      }
    }
    .task(id: attempt) { await model.load() }
  }
}
