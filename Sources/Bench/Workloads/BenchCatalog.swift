import Domain

/// The generated catalogs the search is measured on: deterministic names made of a few
/// words and a number, so a one-letter search keeps a fraction of the products.
nonisolated enum BenchCatalog {
  static let words = [
    "Keyboard", "Mouse", "Monitor", "Cable", "Stand", "Hub", "Lamp", "Chair", "Desk",
    "Speaker", "Webcam", "Dock", "Charger", "Tablet", "Bàn phím", "マウス",
  ]

  /// The character typed into the search: it matches the names holding a "k" (about one
  /// product in four).
  static let searchCharacter = "k"

  /// `count` products with distinct names and varied prices.
  static func seeds(count: Int) -> [ProductSeed] {
    (0..<count).map { index in
      let word = words[(index * 7) % words.count]
      let price = Price(cents: 100 + (index * 7_919) % 500_000)
      return ProductSeed(name: "\(word) \(index)", price: price)
    }
  }
}
