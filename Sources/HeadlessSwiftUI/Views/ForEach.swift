/// One view per element of a collection, each with the element's identity: SwiftUI's
/// `ForEach`. In a list the elements are rows (made only when shown); elsewhere each is a
/// child that keeps its state while its id stays.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// The view for one element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID

  /// One view per element, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// One view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    id = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    id = { $0 }
  }
}

extension ForEach {
  /// The element at `offset`, its id and its view.
  func element(at offset: Int) -> (id: AnyHashable, view: Content) {
    let element = data[data.index(data.startIndex, offsetBy: offset)]
    return (AnyHashable(id(element)), content(element))
  }
}

extension ForEach: PrimitiveView where Content: View {
  func update(_ node: ViewNode) {
    node.updateKeyedChildren(data.map { (AnyHashable(id($0)), content($0) as any View) })
  }
}

extension ForEach: ViewListProvider where Content: View {
  var items: [ViewList.Item] {
    data.flatMap { element in
      let id = AnyHashable(id(element))
      return ViewList.flatten(content(element)).map { item in
        ViewList.Item(view: item.view, id: id, tag: item.tag)
      }
    }
  }
}
