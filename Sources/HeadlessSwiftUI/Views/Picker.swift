/// A choice among options: SwiftUI's `Picker`, drawn as a `UISegmentedControl` whatever its
/// style (so the driver's `select` works on every picker). Each option is a view with a
/// `tag(_:)` (or a `ForEach` element, tagged with its id); its text is the segment's title.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
  /// A picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  func update(_ node: ViewNode) {
    let control = node.leaf { UISegmentedControl(items: []) }
    let options = PickerOptions.of(content)
    let bridge = node.bridge { PickerBridge(control: control) }
    let titles = options.map(\.title)
    if bridge.titles != titles {
      control.removeAllSegments()
      for (index, title) in titles.enumerated() {
        control.insertSegment(withTitle: title, at: index, animated: false)
      }
      bridge.titles = titles
    }
    bridge.tags = options.map(\.tag)
    bridge.select = { tag in
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    }
    let selected = node.tracked { AnyHashable(selection.wrappedValue) }
    let index = options.firstIndex { $0.tag == selected } ?? UISegmentedControl.noSegment
    if control.selectedSegmentIndex != index { control.selectedSegmentIndex = index }
    if control.isEnabled != node.environment.isEnabled {
      control.isEnabled = node.environment.isEnabled
    }
  }
}

/// Connects a `UISegmentedControl` to its picker's options and selection.
final class PickerBridge {
  var titles: [String]?
  var tags: [AnyHashable] = []
  var select: (AnyHashable) -> Void = { _ in }

  init(control: UISegmentedControl) {
    control.addAction(
      UIAction { [weak self, weak control] _ in
        guard let self, let control, self.tags.indices.contains(control.selectedSegmentIndex)
        else { return }
        let tag = self.tags[control.selectedSegmentIndex]
        let select = self.select
        UpdateCycle.event { select(tag) }
      }, for: .valueChanged)
  }
}

/// A picker's options, read from its content's value.
enum PickerOptions {
  struct Option {
    var title: String
    var tag: AnyHashable
  }

  @MainActor static func of(_ content: any View) -> [Option] {
    ViewList.flatten(content).compactMap { item in
      guard let tag = item.tag ?? item.id else { return nil }
      return Option(title: PlainText.of(item.view) ?? "\(tag.base)", tag: tag)
    }
  }
}

/// `tag(_:)`: the value a picker option stands for.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let tag: AnyHashable
  func body(content: Content) -> Never { primitiveModifierBody() }
  func update(_ node: ViewNode, content: any View) { node.updateChildren([content]) }
}

extension View {
  /// Tags the view with a value: the selection a picker option stands for.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}
