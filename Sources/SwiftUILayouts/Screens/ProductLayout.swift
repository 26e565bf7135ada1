import Domain
import HeadlessSwiftUI

/// The product screen's elements for the SwiftUI patterns, the same in each: title, the two
/// fields with their error labels, and the Save, Cancel and Delete buttons, with their
/// `ElementID`s and static texts.
///
/// They do not know the mode, the rules or the store: each pattern's `ProductView` titles the
/// screen, shows the errors it decided, enables Save and shows Delete.
public enum ProductLayout {
  /// "New product" or "Edit product".
  public struct Title: View {
    let text: String
    public init(_ text: String) { self.text = text }
    public var body: some View {
      Text(text).font(.largeTitle).accessibilityIdentifier(ElementID.Product.title)
    }
  }

  /// The name field.
  public struct NameField: View {
    @Binding var text: String
    public init(text: Binding<String>) { _text = text }
    public var body: some View {
      TextField(Strings.Product.namePlaceholder, text: $text)
        .accessibilityIdentifier(ElementID.Product.name)
    }
  }

  /// The price field, with a decimal keyboard.
  public struct PriceField: View {
    @Binding var text: String
    public init(text: Binding<String>) { _text = text }
    public var body: some View {
      TextField(Strings.Product.pricePlaceholder, text: $text)
        .keyboardType(.decimalPad)
        .accessibilityIdentifier(ElementID.Product.price)
    }
  }

  /// The name's error, shown only when there is one.
  public struct NameError: View {
    let text: String?
    public init(_ text: String?) { self.text = text }
    public var body: some View {
      if let text {
        Text(text).foregroundStyle(.red).accessibilityIdentifier(ElementID.Product.nameError)
      }
    }
  }

  /// The price's error, shown only when there is one.
  public struct PriceError: View {
    let text: String?
    public init(_ text: String?) { self.text = text }
    public var body: some View {
      if let text {
        Text(text).foregroundStyle(.red).accessibilityIdentifier(ElementID.Product.priceError)
      }
    }
  }

  /// "Save".
  public struct SaveButton: View {
    let action: () -> Void
    public init(action: @escaping () -> Void) { self.action = action }
    public var body: some View {
      Button(Strings.Product.save, action: action)
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier(ElementID.Product.save)
    }
  }

  /// "Cancel".
  public struct CancelButton: View {
    let action: () -> Void
    public init(action: @escaping () -> Void) { self.action = action }
    public var body: some View {
      Button(Strings.Product.cancel, role: .cancel, action: action)
        .accessibilityIdentifier(ElementID.Product.cancel)
    }
  }

  /// "Delete".
  public struct DeleteButton: View {
    let action: () -> Void
    public init(action: @escaping () -> Void) { self.action = action }
    public var body: some View {
      Button(Strings.Product.delete, role: .destructive, action: action)
        .accessibilityIdentifier(ElementID.Product.delete)
    }
  }
}

extension View {
  /// Names this view the product screen.
  public func productScreen() -> some View {
    accessibilityIdentifier(ElementID.Product.screen)
  }
}
