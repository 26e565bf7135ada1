/// A list's content as table sections of rows, read from its value.
///
/// A `ForEach` is kept as a block whose rows are made on demand (count, then element by
/// offset), so nothing is made for rows never shown.
enum ListModel {
  struct Section {
    var header: String?
    var footer: String?
    var blocks: [Block] = []

    var count: Int { blocks.reduce(0) { $0 + $1.count } }

    /// The block and offset of row `row`.
    func locate(_ row: Int) -> (block: Block, offset: Int)? {
      var remaining = row
      for block in blocks {
        if remaining < block.count { return (block, remaining) }
        remaining -= block.count
      }
      return nil
    }
  }

  /// Consecutive rows: fixed views, or a `ForEach`'s elements.
  struct Block {
    var count: Int
    /// Row `offset`: its id and view.
    var row: (Int) -> (id: AnyHashable, view: any View)
    /// `onDelete(perform:)`: removes the rows at these offsets of the block.
    var onDelete: ((IndexSet) -> Void)?
    /// Whether the rows are a `ForEach`'s (identified by their ids) or fixed ones
    /// (identified by their place).
    var isDynamic = false
  }

  /// The sections of `content`: each `Section`, and the rows around them.
  @MainActor static func sections(of content: any View) -> [Section] {
    var sections: [Section] = []
    var loose = Section()
    for part in parts(of: content) {
      switch part {
      case .section(let section):
        if !loose.blocks.isEmpty { sections.append(loose) }
        loose = Section()
        sections.append(section)
      case .block(let block):
        loose.blocks.append(block)
      }
    }
    if !loose.blocks.isEmpty || sections.isEmpty { sections.append(loose) }
    return sections
  }

  enum Part {
    case section(Section)
    case block(Block)
  }

  @MainActor static func parts(of view: any View) -> [Part] {
    if let provider = view as? any ListContentProvider { return provider.listParts }
    if let section = view as? any ListSectionProvider {
      let blocks = parts(of: section.sectionContent).flatMap { part -> [Block] in
        switch part {
        case .block(let block): [block]
        case .section(let inner): inner.blocks
        }
      }
      return [
        .section(Section(header: section.headerText, footer: section.footerText, blocks: blocks))
      ]
    }
    if let list = view as? any ViewListProvider {
      return list.items.map { item in fixed(item.view, id: item.id) }
    }
    return [fixed(view, id: nil)]
  }

  /// One fixed row.
  @MainActor static func fixed(_ view: any View, id: AnyHashable?) -> Part {
    let rowID = id ?? AnyHashable(ObjectIdentifier(type(of: view)))
    return .block(Block(count: 1, row: { _ in (rowID, view) }, onDelete: nil))
  }
}

/// A view that contributes rows to a list in its own way (a `ForEach`, a modifier on one).
@MainActor
protocol ListContentProvider {
  var listParts: [ListModel.Part] { get }
}

extension TupleView: ListContentProvider {
  var listParts: [ListModel.Part] { children.flatMap(ListModel.parts) }
}

extension Group: ListContentProvider where Content: View {
  var listParts: [ListModel.Part] { ListModel.parts(of: content) }
}

extension _ConditionalContent: ListContentProvider {
  var listParts: [ListModel.Part] {
    switch storage {
    case .trueContent(let view): ListModel.parts(of: view)
    case .falseContent(let view): ListModel.parts(of: view)
    }
  }
}

extension Optional: ListContentProvider where Wrapped: View {
  var listParts: [ListModel.Part] { self.map(ListModel.parts) ?? [] }
}

extension AnyView: ListContentProvider {
  var listParts: [ListModel.Part] { ListModel.parts(of: view) }
}

extension ForEach: ListContentProvider where Content: View {
  var listParts: [ListModel.Part] {
    let count = data.count
    let rows = self
    return [
      .block(
        ListModel.Block(
          count: count, row: { offset in rows.element(at: offset) }, onDelete: nil,
          isDynamic: true))
    ]
  }
}

extension ModifiedContent: ListContentProvider where Content: View, Modifier: ViewModifier {
  var listParts: [ListModel.Part] {
    let inner = ListModel.parts(of: content)
    if let delete = modifier as? DeleteModifier {
      return inner.map { part in
        guard case .block(var block) = part else { return part }
        block.onDelete = delete.action
        return .block(block)
      }
    }
    // Any other modifier on rows goes on each row, as on each element of a `ForEach`.
    let modifier = modifier
    if inner.count == 1, case .block(let block) = inner[0], block.count == 1,
      block.row(0).view is Content
    {
      return [ListModel.fixed(self, id: block.row(0).id)]
    }
    return inner.map { part in
      guard case .block(var block) = part else { return part }
      let row = block.row
      block.row = { offset in
        let (id, view) = row(offset)
        return (
          id,
          ModifiedContent<AnyView, Modifier>(
            content: AnyView(erasing: view), modifier: modifier)
        )
      }
      return .block(block)
    }
  }
}
