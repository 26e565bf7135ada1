import Domain

extension AppConfiguration {
  /// The configuration a scenario's `given` lines ask for, applied in order on top of the
  /// spec's default environment.
  ///
  /// `given an empty catalog` empties the catalog; each `given a product` appends to the
  /// catalog, starting from an empty one (the listed products only, in order).
  ///
  /// - Throws: `ScenarioLoadError` for a price `Price(_:)` does not accept.
  public init(setup: [Setup]) throws {
    self.init()
    for step in setup {
      switch step {
      case .serverUnreachable:
        isServerReachable = false
      case .emptyCatalog:
        products = []
      case .product(let name, let priceText):
        guard let price = Price(priceText) else {
          throw ScenarioLoadError("\(priceText) is not a price")
        }
        products = (products ?? []) + [ProductSeed(name: name, price: price)]
      case .user(let email, let password):
        extraUsers.append(Credentials(email: email, password: password))
      case .signedIn(let email):
        signedInEmail = email
      case .catalogUnreadable:
        isCatalogReadable = false
      case .catalogUnwritable:
        isCatalogWritable = false
      }
    }
  }
}
