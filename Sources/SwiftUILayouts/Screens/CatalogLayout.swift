import Domain
import HeadlessSwiftUI

/// The catalog screen's elements for the SwiftUI patterns, the same in each: title, search
/// field, sort picker, the list's row, summary and the two buttons' looks, with their
/// `ElementID`s and static texts.
///
/// They hold no products and no query and decide nothing: each pattern's `CatalogView` fills
/// the list and the summary and says what the controls do.
public enum CatalogLayout {
  /// "Products".
  public struct Title: View {
    public init() {}
    public var body: some View {
      Text(Strings.Catalog.title).font(.largeTitle).accessibilityIdentifier(ElementID.Catalog.title)
    }
  }

  /// The search field.
  public struct SearchField: View {
    @Binding var text: String
    public init(text: Binding<String>) { _text = text }
    public var body: some View {
      TextField(Strings.Catalog.searchPlaceholder, text: $text)
        .autocorrectionDisabled()
        .submitLabel(.search)
        .accessibilityIdentifier(ElementID.Catalog.search)
    }
  }

  /// "Name", "Price ↑", "Price ↓", one segment per `ProductSort`.
  public struct SortPicker: View {
    @Binding var selection: ProductSort
    public init(selection: Binding<ProductSort>) { _selection = selection }
    public var body: some View {
      Picker(Strings.Catalog.sortByName, selection: $selection) {
        ForEach(ProductSort.allCases, id: \.self) { sort in
          Text(Self.title(of: sort)).tag(sort)
        }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier(ElementID.Catalog.sort)
    }

    static func title(of sort: ProductSort) -> String {
      switch sort {
      case .name: Strings.Catalog.sortByName
      case .priceAscending: Strings.Catalog.sortByPriceAscending
      case .priceDescending: Strings.Catalog.sortByPriceDescending
      }
    }
  }

  /// A row of the list: the row's title on the left, its detail on the right (Catalog rule 1).
  public struct ProductCell: View {
    let title: String
    let detail: String
    public init(title: String, detail: String) {
      self.title = title
      self.detail = detail
    }
    public var body: some View {
      HStack {
        Text(title)
        Spacer()
        Text(detail).foregroundStyle(.secondary)
      }
    }
  }

  /// The line under the list.
  public struct Summary: View {
    let text: String
    public init(_ text: String) { self.text = text }
    public var body: some View {
      Text(text).font(.footnote).accessibilityIdentifier(ElementID.Catalog.summary)
    }
  }
}

extension View {
  /// Names this view the catalog screen.
  public func catalogScreen() -> some View {
    accessibilityIdentifier(ElementID.Catalog.screen)
  }

  /// Makes this list the catalog's product list.
  public func catalogList() -> some View {
    listStyle(.plain).accessibilityIdentifier(ElementID.Catalog.list)
  }

  /// Makes this control (a button, a link titled "Add") the catalog's Add button.
  public func catalogAddButton() -> some View {
    buttonStyle(.borderedProminent).accessibilityIdentifier(ElementID.Catalog.add)
  }

  /// Makes this control (a button titled "Sign out") the catalog's Sign out button.
  public func catalogSignOutButton() -> some View {
    buttonStyle(.bordered).accessibilityIdentifier(ElementID.Catalog.signOut)
  }
}
