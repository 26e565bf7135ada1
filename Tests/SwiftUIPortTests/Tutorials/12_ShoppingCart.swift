// A cart in sections: items with a quantity, a promo code checked on change, a total that
// follows, and a toolbar button that empties the cart.
import SwiftUI

struct CartItem: Identifiable {
  let id: String
  let name: String
  let price: Decimal
  var quantity: Int
}

struct CartView: View {
  @State private var items = [
    CartItem(id: "tea", name: "Tea", price: 4, quantity: 2),
    CartItem(id: "mug", name: "Mug", price: 12, quantity: 1),
  ]
  @State private var promoCode = ""
  @State private var discount: Decimal = 0

  private var total: Decimal {
    items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } * (1 - discount)
  }

  var body: some View {
    NavigationStack {
      List {
        Section("Items") {
          ForEach($items) { $item in
            Stepper("\(item.name) × \(item.quantity)", value: $item.quantity, in: 0...9)
              .accessibilityIdentifier("qty.\(item.id)")
          }
        }
        Section("Promo") {
          TextField("Code", text: $promoCode).accessibilityIdentifier("promo")
        }
        Section {
          LabeledContent("Total", value: total, format: .currency(code: "USD"))
        }
      }
      .accessibilityIdentifier("cart")
      .navigationTitle("Cart")
      .toolbar {
        Button("Empty") { items.removeAll() }
          .disabled(items.isEmpty)
          .accessibilityIdentifier("empty")
      }
      .onChange(of: promoCode) { _, code in
        discount = code.uppercased() == "SAVE10" ? 0.1 : 0
      }
    }
  }
}
