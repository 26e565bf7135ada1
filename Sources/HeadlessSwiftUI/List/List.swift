/// Rows in a scrolling table: SwiftUI's `List`, drawn as a `UITableView` whose cells hold the
/// rows' views.
///
/// The rows are read from the content: each `Section` is a table section, each `ForEach`
/// element a row (made only when its cell is shown, so a list of 100,000 elements costs what
/// its visible rows cost), every other view one row. Tapping a row runs its `Button` or
/// `NavigationLink`; `onDelete` and `swipeActions` are the row's swipe actions.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: Binding<SelectionValue?>?

  /// A list of the closure's rows and sections.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension List where SelectionValue == Never {
  /// A list of the closure's rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    selection = nil
  }

  /// One row per identifiable element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    selection = nil
  }

  /// One row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    selection = nil
  }
}

extension List: PrimitiveView {
  func update(_ node: ViewNode) {
    let table = node.leaf { UITableView(frame: .zero, style: .insetGrouped) }
    let bridge = node.bridge { TableBridge(table: table, node: node) }
    bridge.select = selection.map { binding in
      { id in binding.wrappedValue = id.base as? SelectionValue }
    }
    bridge.show(ListModel.sections(of: content), in: table)
  }
}

/// A section of a list, or of a form: SwiftUI's `Section`. In a list it is a table section
/// (its header as the section's title); elsewhere its header, rows and footer are drawn in
/// order.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with header and footer views given as values.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }

  /// A section with a header given as a value.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }

  /// A section titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  func update(_ node: ViewNode) {
    _ = node.container { UIView() }
    node.updateChildren([header, content, footer], traits: node.drawnChildTraits)
  }
}

/// What a section of a list is made of, read by `ListModel`.
@MainActor
protocol ListSectionProvider {
  var headerText: String? { get }
  var footerText: String? { get }
  var sectionContent: any View { get }
}

extension Section: ListSectionProvider where Parent: View, Content: View, Footer: View {
  var headerText: String? { PlainText.of(header) }
  var footerText: String? { PlainText.of(footer) }
  var sectionContent: any View { content }
}
