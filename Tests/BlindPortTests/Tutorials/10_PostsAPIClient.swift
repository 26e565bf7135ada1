// Imitates: Hacking with Swift / Sean Allen style networking: Codable models, URLComponents,
// URLSession.shared.dataTask with a Result completion, a NetworkError enum, JSONDecoder with
// snake_case keys, and a table view controller that reloads on DispatchQueue.main.async.
import UIKit

struct Post: Codable, Equatable {
  let id: Int
  let userId: Int
  let title: String
  let body: String
}

enum NetworkError: Error, Equatable {
  case badURL
  case requestFailed(String)
  case invalidResponse
  case decodingFailed
}

final class PostsAPIClient {
  static let shared = PostsAPIClient()
  private let session: URLSession
  private let baseURL = "https://jsonplaceholder.typicode.com"

  init(session: URLSession = .shared) {
    self.session = session
  }

  func makeURL(path: String, userId: Int?) -> URL? {
    var components = URLComponents(string: baseURL + path)
    if let userId = userId {
      components?.queryItems = [URLQueryItem(name: "userId", value: String(userId))]
    }
    return components?.url
  }

  static func decodePosts(from data: Data) -> Result<[Post], NetworkError> {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
      return .success(try decoder.decode([Post].self, from: data))
    } catch {
      return .failure(.decodingFailed)
    }
  }

  func fetchPosts(
    userId: Int? = nil, completion: @escaping (Result<[Post], NetworkError>) -> Void
  ) {
    guard let url = makeURL(path: "/posts", userId: userId) else {
      completion(.failure(.badURL))
      return
    }
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")

    let task = session.dataTask(with: request) { data, response, error in
      if let error = error {
        completion(.failure(.requestFailed(error.localizedDescription)))
        return
      }
      guard let httpResponse = response as? HTTPURLResponse,
        (200...299).contains(httpResponse.statusCode)
      else {
        completion(.failure(.invalidResponse))
        return
      }
      guard let data = data else {
        completion(.failure(.invalidResponse))
        return
      }
      completion(PostsAPIClient.decodePosts(from: data))
    }
    task.resume()
  }
}

class PostsViewController: UITableViewController {
  var posts = [Post]()
  var client = PostsAPIClient.shared

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Posts"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PostCell")
    refreshControl = UIRefreshControl()
    refreshControl?.addAction(UIAction { [weak self] _ in self?.loadPosts() }, for: .valueChanged)
    loadPosts()
  }

  func loadPosts() {
    client.fetchPosts { [weak self] result in
      DispatchQueue.main.async {
        self?.refreshControl?.endRefreshing()
        switch result {
        case .success(let posts):
          self?.show(posts)
        case .failure(let error):
          self?.showError(error)
        }
      }
    }
  }

  func show(_ posts: [Post]) {
    self.posts = posts
    tableView.reloadData()
  }

  func showError(_ error: NetworkError) {
    let ac = UIAlertController(
      title: "Loading error",
      message: "There was a problem loading the feed; please check your connection and try again.",
      preferredStyle: .alert)
    ac.addAction(UIAlertAction(title: "OK", style: .default))
    present(ac, animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = posts[indexPath.row].title
    content.secondaryText = posts[indexPath.row].body
    content.secondaryTextProperties.numberOfLines = 2
    cell.contentConfiguration = content
    return cell
  }
}
