// Tutorial port: a completion-handler networking service (URLSession, JSONDecoder,
// DispatchQueue.main.async back to the UI); only `import UIKit` was changed. Swift 6 asks for
// the completion to be `@MainActor` and the decoding to happen on the main queue, on iOS as
// here (see Docs/HeadlessUI.md, "Porting").
import UIKit

struct Forecast: Decodable, Equatable {
  let city: String
  let temperatures: [Double]
}

enum ForecastError: Error {
  case noData
}

final class ForecastService {
  private let session: URLSession
  private let baseURL: URL

  init(session: URLSession = .shared, baseURL: URL) {
    self.session = session
    self.baseURL = baseURL
  }

  func request(for city: String) -> URLRequest {
    var request = URLRequest(url: baseURL.appendingPathComponent("\(city).json"))
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  func fetchForecast(
    for city: String, completion: @escaping @MainActor (Result<Forecast, Error>) -> Void
  ) {
    let task = session.dataTask(with: request(for: city)) { data, _, error in
      DispatchQueue.main.async {
        if let error = error {
          completion(.failure(error))
          return
        }
        guard let data = data else {
          completion(.failure(ForecastError.noData))
          return
        }
        do {
          let forecast = try JSONDecoder().decode(Forecast.self, from: data)
          completion(.success(forecast))
        } catch {
          completion(.failure(error))
        }
      }
    }
    task.resume()
  }
}
