import Foundation

/// A scrolling list of rows in sections, fed by a data source and reusing its cells.
///
/// Only the rows inside the viewport (the bounds' height from `contentOffset`; 10 rows'
/// worth before the table has been laid out) ever have cells, and cells that scroll out are
/// reused, so a table of 1,000,000 rows costs what a table of 20 costs. Every row is
/// `rowHeight` tall (`heightForRowAt` is not consulted). As in UIKit, the row counts are
/// read from the data source on first use and after `reloadData()` only.
///
/// Selection can be observed without replacing `delegate`: see `addSelectionObserver(_:)`.
open class UITableView: UIScrollView {
  /// The table's look.
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }
  /// Row animations (there are none headless).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic = 100
  }
  /// Where a row ends up after scrolling to it.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }
  /// The separator between rows.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
  }
  /// The value meaning "let the table decide" for heights.
  public static let automaticDimension: CGFloat = -1

  /// The table's look. (UIKit calls this `style`; here `style` is the view's style name.)
  public let tableStyle: Style
  /// Supplies rows and cells (held weakly, as in UIKit).
  open weak var dataSource: UITableViewDataSource? {
    didSet { needsReload = true }
  }
  /// Hears about selection and display (held weakly, as in UIKit).
  open weak var delegate: UITableViewDelegate?
  /// Every row's height (44 by default, and where set to `automaticDimension`).
  open var rowHeight: CGFloat = 44 { didSet { setNeedsCellUpdate() } }
  /// Kept for source compatibility.
  open var estimatedRowHeight: CGFloat = 44
  /// The separator style.
  open var separatorStyle: SeparatorStyle = .singleLine
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// A view above the rows (not rendered).
  open var tableHeaderView: UIView?
  /// A view below the rows (not rendered).
  open var tableFooterView: UIView?

  /// Whether the table is in editing mode (rows show their delete or insert controls).
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  var editing = false
  /// Whether rows can be selected in editing mode.
  open var allowsSelectionDuringEditing = false
  /// The inset of the separators (kept; separators are not drawn).
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// The separator colour (kept).
  open var separatorColor: UIColor?

  var rowCounts: [Int] = []
  var needsReload = true
  var needsCellUpdate = true
  var visible: [IndexPath: UITableViewCell] = [:]
  var reusePool: [String: [UITableViewCell]] = [:]
  var registered: [String: UITableViewCell.Type] = [:]
  var selectedIndexPath: IndexPath?
  var selectionObservers: [(id: Int, handler: (UITableView, IndexPath) -> Void)] = []
  var editObservers:
    [(id: Int, handler: (UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void)] = []
  var nextObserverID = 0

  /// Creates a table with a style.
  public init(frame: CGRect, style: Style) {
    self.tableStyle = style
    super.init(frame: frame)
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
  }

  override var scrollDelegate: UIScrollViewDelegate? { delegate }

  /// Registers a cell class to create for `identifier` when the reuse pool is empty.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A reusable cell for `identifier`: one from the pool (after `prepareForReuse()`), a new
  /// one of the registered class, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    return registered[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
  }

  /// A reusable cell for `identifier`; the identifier must have been registered.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError(
        "unable to dequeue a cell with identifier \(identifier) - "
          + "must register a nib or a class for the identifier")
    }
    return cell
  }

  /// Reads the row counts again and rebuilds the visible cells.
  open func reloadData() {
    needsReload = true
    uiEnvironment.emit(UIChange(.rowsReloaded, view: self))
    setNeedsCellUpdate()
  }

  /// The number of sections.
  open var numberOfSections: Int {
    reloadIfNeeded()
    return rowCounts.count
  }

  /// The number of rows in a section, as last read from the data source.
  open func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// The cell showing a row, or `nil` if the row is not on screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    updateCellsIfNeeded()
    return visible[indexPath]
  }

  /// The cells on screen, top first.
  open var visibleCells: [UITableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { visible[$0] }
  }

  /// The rows on screen, top first.
  open var indexPathsForVisibleRows: [IndexPath]? {
    updateCellsIfNeeded()
    return visible.keys.sorted()
  }

  /// The row a cell shows, if it is on screen.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    updateCellsIfNeeded()
    return visible.first { $0.value === cell }?.key
  }

  /// The selected row.
  open var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

  open override func layoutSubviews() {
    updateCellsIfNeeded()
  }

  /// A size change can change which rows are on screen.
  open override func setNeedsLayout() {
    needsCellUpdate = true
    super.setNeedsLayout()
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    setNeedsCellUpdate()
  }

  func setNeedsCellUpdate() { setNeedsLayout() }
}
