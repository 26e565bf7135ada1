/// How an app should start: what a scenario's `given` lines ask for, on top of the spec's
/// default environment.
public struct AppConfiguration: Hashable, Sendable {
  /// The spec's default catalog, in insertion order.
  public static let defaultCatalog: [ProductSeed] = [
    ("Keyboard", 600), ("Mouse", 500), ("Bàn phím cơ", 4990), ("USB-C Hub", 2500),
    ("マウスパッド", 1200), ("Monitor Stand", 3550), ("Pro Display", 159_900),
  ].map { ProductSeed(name: $0.0, price: Price(cents: $0.1)) }

  /// Whether sign-ins reach the server (`given the server is unreachable` sets `false`).
  public var isServerReachable: Bool
  /// The starting catalog; `nil` means the spec's default one.
  public var products: [ProductSeed]?
  /// Users added to the spec's default ones.
  public var extraUsers: [Credentials]
  /// When set, the app starts on the catalog, signed in with this email.
  public var signedInEmail: String?
  /// Whether the catalog can be read (`given the catalog cannot be read` sets `false`).
  public var isCatalogReadable: Bool
  /// Whether the catalog can be written (`given the catalog cannot be written` sets `false`).
  public var isCatalogWritable: Bool
  /// The email the login screen remembers at start (`given a remembered email`), for the
  /// "remember me" feature exercise (Docs/Classroom.md); the app without it ignores it.
  public var rememberedEmail: String?

  /// The spec's default environment.
  public init(
    isServerReachable: Bool = true, products: [ProductSeed]? = nil,
    extraUsers: [Credentials] = [], signedInEmail: String? = nil,
    isCatalogReadable: Bool = true, isCatalogWritable: Bool = true,
    rememberedEmail: String? = nil
  ) {
    self.isServerReachable = isServerReachable
    self.products = products
    self.extraUsers = extraUsers
    self.signedInEmail = signedInEmail
    self.isCatalogReadable = isCatalogReadable
    self.isCatalogWritable = isCatalogWritable
    self.rememberedEmail = rememberedEmail
  }

  /// The catalog the app starts with.
  public var startingCatalog: [ProductSeed] { products ?? Self.defaultCatalog }
}
