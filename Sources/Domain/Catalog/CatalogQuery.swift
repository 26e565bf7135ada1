/// What the catalog screen shows: a search text and a sort (app spec, Catalog rules 2-4).
public struct CatalogQuery: Hashable, Sendable {
  /// The search text as typed (it is trimmed when applied).
  public var searchText: String
  /// The order of the rows.
  public var sort: ProductSort

  /// How long after the last keystroke a search applies (Catalog rule 2): 250 ms.
  public static let searchDelay: Duration = .milliseconds(250)

  /// A query; by default every product in "Name" order.
  public init(searchText: String = "", sort: ProductSort = .name) {
    self.searchText = searchText
    self.sort = sort
  }

  /// The products whose name contains the trimmed search text, ignoring case and diacritics,
  /// in the query's order. A blank search keeps every product.
  public func apply(to products: [Product]) -> [Product] {
    let needle = searchText.trimmed.folded
    let matching = needle.isEmpty ? products : products.filter { $0.name.folded.contains(needle) }
    return sort.sorted(matching)
  }

}
