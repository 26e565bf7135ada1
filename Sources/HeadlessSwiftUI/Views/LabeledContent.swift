/// A label and a value side by side: SwiftUI's `LabeledContent`, drawn as two labels (in a
/// list row, the row's title and detail).
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A label view and a content view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A title and a value.
  public init(_ titleKey: LocalizedStringKey, value: String) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A title and a value.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A title and a formatted value.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}

extension LabeledContent where Label == Text {
  /// A title and a content view.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
}

extension LabeledContent: PrimitiveView {
  func update(_ node: ViewNode) {
    _ = node.container { UIView() }
    node.updateChildren([label, content], traits: node.drawnChildTraits)
  }
}

/// A placeholder for content that is not there: SwiftUI's `ContentUnavailableView`, drawn as
/// its title and description labels.
public struct ContentUnavailableView: View {
  let title: String
  let description: String?

  /// A title, an SF Symbol (not drawn) and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.title = title.resolved
    self.description = description?.string
  }

  /// The standard "No Results" for a search.
  public static var search: ContentUnavailableView {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass")
  }

  /// "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  public var body: some View {
    VStack {
      Text(title)
      if let description { Text(description) }
    }
  }
}
