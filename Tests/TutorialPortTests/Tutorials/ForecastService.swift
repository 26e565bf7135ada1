import UIKit

struct Forecast: Decodable {
  let city: String
  let temperatures: [Double]
}

class ForecastService {
  func fetchForecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void) {
    let url = URL(string: "https://api.example.com/\(city).json")!
    URLSession.shared.dataTask(with: url) { data, response, error in
      if let error = error {
        DispatchQueue.main.async { completion(.failure(error)) }
        return
      }
      guard let data = data else { return }
      do {
        let forecast = try JSONDecoder().decode(Forecast.self, from: data)
        DispatchQueue.main.async { completion(.success(forecast)) }
      } catch {
        DispatchQueue.main.async { completion(.failure(error)) }
      }
    }.resume()
  }
}
