import Foundation

/// Row geometry and cell materialisation.
extension UITableView {
  var effectiveRowHeight: CGFloat { rowHeight > 0 ? rowHeight : 44 }
  var viewportHeight: CGFloat { bounds.height > 0 ? bounds.height : 10 * effectiveRowHeight }
  var totalRows: Int { rowCounts.reduce(0, +) }

  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    needsCellUpdate = true
    for (indexPath, cell) in visible.sorted(by: { $0.key < $1.key }) {
      enqueue(cell, endingDisplayOf: indexPath)
    }
    visible = [:]
    guard let dataSource else {
      rowCounts = []
      return
    }
    let sections = dataSource.numberOfSections(in: self)
    rowCounts = (0..<max(0, sections)).map {
      max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    contentSize = CGSize(width: bounds.width, height: CGFloat(totalRows) * effectiveRowHeight)
    let maxOffset = max(0, contentSize.height - viewportHeight)
    if contentOffset.y > maxOffset { contentOffset = CGPoint(x: contentOffset.x, y: maxOffset) }
    if let selected = selectedIndexPath, !isValid(selected) { selectedIndexPath = nil }
  }

  func isValid(_ indexPath: IndexPath) -> Bool {
    rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0
      && indexPath.row < rowCounts[indexPath.section]
  }

  /// The position of a row counted through all sections.
  func flatIndex(of indexPath: IndexPath) -> Int {
    rowCounts.prefix(indexPath.section).reduce(0, +) + indexPath.row
  }

  func indexPath(atFlatIndex flat: Int) -> IndexPath {
    var remaining = flat
    for (section, count) in rowCounts.enumerated() {
      if remaining < count { return IndexPath(row: remaining, section: section) }
      remaining -= count
    }
    return IndexPath(row: 0, section: rowCounts.count)
  }

  /// The frame of a row in content coordinates.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    let y = CGFloat(flatIndex(of: indexPath)) * effectiveRowHeight
    return CGRect(x: 0, y: y, width: bounds.width, height: effectiveRowHeight)
  }

  func updateCellsIfNeeded() {
    reloadIfNeeded()
    guard needsCellUpdate else { return }
    needsCellUpdate = false
    let total = totalRows
    let height = effectiveRowHeight
    var wanted: [IndexPath] = []
    if total > 0 {
      let first = max(0, Int((contentOffset.y / height).rounded(.down)))
      let last = min(total - 1, Int(((contentOffset.y + viewportHeight) / height).rounded(.up)) - 1)
      if first <= last { wanted = (first...last).map(indexPath(atFlatIndex:)) }
    }
    let wantedSet = Set(wanted)
    for (indexPath, cell) in visible where !wantedSet.contains(indexPath) {
      visible[indexPath] = nil
      enqueue(cell, endingDisplayOf: indexPath)
    }
    for (indexPath, cell) in visible {
      let y = CGFloat(flatIndex(of: indexPath)) * height - contentOffset.y
      cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    }
    guard let dataSource else { return }
    for indexPath in wanted where visible[indexPath] == nil {
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      let y = CGFloat(flatIndex(of: indexPath)) * height - contentOffset.y
      cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
      cell.isSelected = indexPath == selectedIndexPath
      delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      addSubview(cell)
      visible[indexPath] = cell
    }
  }

  private func enqueue(_ cell: UITableViewCell, endingDisplayOf indexPath: IndexPath) {
    cell.removeFromSuperview()
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
  }

  /// Scrolls so that a row is on screen.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    reloadIfNeeded()
    guard isValid(indexPath) else { return }
    let rect = rectForRow(at: indexPath)
    let maxOffset = max(0, contentSize.height - viewportHeight)
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = rect.minY
    case .middle: y = rect.midY - viewportHeight / 2
    case .bottom: y = rect.maxY - viewportHeight
    case .none:
      if rect.minY < y {
        y = rect.minY
      } else if rect.maxY > y + viewportHeight {
        y = rect.maxY - viewportHeight
      }
    }
    setContentOffset(CGPoint(x: 0, y: min(max(0, y), maxOffset)), animated: animated)
  }
}

extension UITableView {
  /// The number of rows in all sections, read from the data source if needed.
  var totalRowsAfterReload: Int {
    reloadIfNeeded()
    return totalRows
  }
}
