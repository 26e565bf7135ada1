// The collection methods SwiftUI adds for `onDelete` and `onMove`.
extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (as `onDelete(perform:)` hands them).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.sorted(by: >) {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }

  /// Moves the elements at `source` to before the element at `destination` (as
  /// `onMove(perform:)` hands them).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moved, at: target)
  }
}
