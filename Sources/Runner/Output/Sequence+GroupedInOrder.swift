extension Sequence {
  /// The elements grouped by `key`, each group in the sequence's order and the groups in the
  /// order of their first element: what the text reports use to print once what several
  /// patterns share.
  public func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [[Element]] {
    var groups: [[Element]] = []
    var index: [Key: Int] = [:]
    for element in self {
      let groupKey = key(element)
      if let at = index[groupKey] {
        groups[at].append(element)
      } else {
        index[groupKey] = groups.count
        groups.append([element])
      }
    }
    return groups
  }
}
