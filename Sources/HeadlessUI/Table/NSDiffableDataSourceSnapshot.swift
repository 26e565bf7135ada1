import Foundation

/// The state of a list's data, by identifiers: sections in order, each with its items.
/// Apply it with `UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)`.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// The items whose cells should be reloaded on the next apply.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items whose cells should be reconfigured on the next apply.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The number of items in all sections.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in a section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of a section.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }

  /// The section holding an item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sections.first { $0.items.contains(identifier) }?.id
  }

  /// The position of an item among all items.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// Appends sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { ($0, []) }
  }

  /// Appends items to a section (the last one when `nil`).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard
      let index = sectionIdentifier.flatMap({ id in sections.firstIndex { $0.id == id } })
        ?? (sections.isEmpty ? nil : sections.count - 1)
    else { preconditionFailure("There are currently no sections in the data source snapshot.") }
    sections[index].items += identifiers
  }

  /// Removes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.id) }
  }

  /// Removes everything.
  public mutating func deleteAllItems() { sections = [] }

  /// Marks items for a cell reload on the next apply.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }

  /// Marks items for reconfiguration on the next apply.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers
  }
}
