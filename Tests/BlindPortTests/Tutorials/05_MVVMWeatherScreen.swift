// Imitates: Kodeco "Design Patterns by Tutorials: MVVM" with a Box<T> binder: the view model
// exposes boxes, the view controller binds them in viewDidLoad.
import UIKit

final class Box<T> {
  typealias Listener = (T) -> Void
  var listener: Listener?

  var value: T {
    didSet {
      listener?(value)
    }
  }

  init(_ value: T) {
    self.value = value
  }

  func bind(listener: Listener?) {
    self.listener = listener
    listener?(value)
  }
}

struct WeatherData {
  let city: String
  let temperatureCelsius: Double
  let condition: String
}

protocol WeatherFetching {
  func currentWeather(for city: String, completion: @escaping (WeatherData?) -> Void)
}

class WeatherViewModel {
  let locationName = Box("Loading...")
  let temperature = Box(" ")
  let forecastSummary = Box(" ")
  let iconName = Box("cloud")

  private let fetcher: WeatherFetching
  private let numberFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.maximumFractionDigits = 0
    return formatter
  }()

  init(fetcher: WeatherFetching) {
    self.fetcher = fetcher
  }

  func changeLocation(to city: String) {
    locationName.value = "Loading..."
    fetcher.currentWeather(for: city) { [weak self] weather in
      guard let self = self else { return }
      guard let weather = weather else {
        self.locationName.value = "Not found"
        self.temperature.value = ""
        self.forecastSummary.value = ""
        return
      }
      self.locationName.value = weather.city
      let degrees =
        self.numberFormatter.string(from: NSNumber(value: weather.temperatureCelsius)) ?? "?"
      self.temperature.value = "\(degrees)°C"
      self.forecastSummary.value = "\n\(weather.condition)"
      self.iconName.value = weather.condition == "Sunny" ? "sun.max" : "cloud.rain"
    }
  }
}

class WeatherViewController: UIViewController {
  let cityLabel = UILabel()
  let temperatureLabel = UILabel()
  let summaryLabel = UILabel()
  let iconView = UIImageView()
  let viewModel: WeatherViewModel

  init(viewModel: WeatherViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    cityLabel.font = .preferredFont(forTextStyle: .largeTitle)
    temperatureLabel.font = .systemFont(ofSize: 64, weight: .thin)
    summaryLabel.numberOfLines = 0
    iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)

    let stack = UIStackView(arrangedSubviews: [iconView, cityLabel, temperatureLabel, summaryLabel])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
    ])

    viewModel.locationName.bind { [weak self] name in
      self?.cityLabel.text = name
    }
    viewModel.temperature.bind { [weak self] temperature in
      self?.temperatureLabel.text = temperature
    }
    viewModel.forecastSummary.bind { [weak self] summary in
      self?.summaryLabel.text = summary
    }
    viewModel.iconName.bind { [weak self] name in
      self?.iconView.image = UIImage(systemName: name)
    }
    viewModel.changeLocation(to: "Lisbon")
  }
}
