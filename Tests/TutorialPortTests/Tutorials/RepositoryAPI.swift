import UIKit
import RxSwift
import RxCocoa

struct RepoSummary: Decodable, Equatable {
  let name: String
  let stars: Int
}

enum RepositoryAPIError: Error {
  case invalidResponse
}

final class RepositoryAPI {
  let baseURL: URL
  let session: URLSession

  init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  func searchRequest(for query: String) -> URLRequest {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("search/repositories"), resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "q", value: query)]
    var request = URLRequest(url: components.url!)
    request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
    return request
  }

  func search(_ query: String) -> Observable<[RepoSummary]> {
    session.rx.data(request: searchRequest(for: query))
      .map { try JSONDecoder().decode([RepoSummary].self, from: $0) }
      .retry(2)
      .catch { _ in .just([]) }
  }

  func repository(named name: String) -> Single<RepoSummary> {
    Single.create { [session, baseURL] single in
      let url = baseURL.appendingPathComponent("repos/\(name)")
      let task = session.dataTask(with: url) { data, response, error in
        DispatchQueue.main.async {
          if let error = error {
            single(.failure(error))
          } else if let data = data,
            let repo = try? JSONDecoder().decode(RepoSummary.self, from: data)
          {
            single(.success(repo))
          } else {
            single(.failure(RepositoryAPIError.invalidResponse))
          }
        }
      }
      task.resume()
      return Disposables.create { task.cancel() }
    }
  }
}
