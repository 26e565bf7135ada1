/// The catalog's three orders, in the segmented control's order (app spec, Catalog rule 3): a
/// segment's index is its order's `rawValue`. Its title is a word, so `Layouts` spells it.
public enum ProductSort: Int, CaseIterable, Hashable, Sendable {
  /// By the folded name; equal folded names keep catalog order.
  case name
  /// By price, lowest first; ties in "Name" order.
  case priceAscending
  /// By price, highest first; ties in "Name" order (ascending).
  case priceDescending

  /// The products in this order. The sort is stable: catalog order breaks the last ties.
  public func sorted(_ products: [Product]) -> [Product] {
    let keyed = products.enumerated().map {
      (offset: $0.offset, name: $0.element.name.folded, product: $0.element)
    }
    return keyed.sorted { lhs, rhs in
      if self != .name && lhs.product.price != rhs.product.price {
        return self == .priceAscending
          ? lhs.product.price < rhs.product.price : lhs.product.price > rhs.product.price
      }
      if lhs.name != rhs.name { return scalarOrder(lhs.name, rhs.name) }
      return lhs.offset < rhs.offset
    }.map(\.product)
  }
}
