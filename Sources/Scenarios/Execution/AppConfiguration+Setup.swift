import Domain

extension AppConfiguration {
  /// The configuration a scenario's `given` lines ask for, applied in order on top of the
  /// spec's default environment.
  ///
  /// `given an empty catalog` empties the catalog; each `given a product` appends to the
  /// catalog, starting from an empty one (the listed products only, in order), with its
  /// stock (0 when not written). `given a remembered email` sets `rememberedEmail`.
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
      case .product(let name, let priceText, let stock):
        guard let price = Price(priceText) else {
          throw ScenarioLoadError("\(priceText) is not a price")
        }
        let stock = stock ?? 0
        guard (0...9999).contains(stock) else {
          throw ScenarioLoadError("\(stock) is not a stock from 0 to 9999")
        }
        products = (products ?? []) + [ProductSeed(name: name, price: price, stock: stock)]
      case .user(let email, let password):
        extraUsers.append(Credentials(email: email, password: password))
      case .signedIn(let email):
        signedInEmail = email
      case .catalogUnreadable:
        isCatalogReadable = false
      case .catalogUnwritable:
        isCatalogWritable = false
      case .rememberedEmail(let email):
        rememberedEmail = email
      }
    }
  }
}
