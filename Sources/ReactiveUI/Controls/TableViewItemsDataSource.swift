import Foundation
import HeadlessUI
import Reactive

/// A table data source that knows which model each row shows (for `rx.modelSelected`).
@MainActor
protocol RxTableViewModelDataSource: AnyObject {
  /// The model shown at `indexPath`, if the row exists.
  func model(at indexPath: IndexPath) -> Any?
}

/// The data source `tableView.rx.items` installs: one section whose rows are the latest
/// elements of the bound sequence, each cell made by `cellFactory`.
final class RxTableViewItemsDataSource<Element>: UITableViewDataSource,
  RxTableViewModelDataSource
{
  typealias CellFactory = (UITableView, Int, Element) -> UITableViewCell

  private(set) var items: [Element] = []
  private let cellFactory: CellFactory

  init(cellFactory: @escaping CellFactory) {
    self.cellFactory = cellFactory
  }

  /// Shows `items` in `tableView`, installing this data source if needed.
  func tableView(_ tableView: UITableView, observedElements items: [Element]) {
    self.items = items
    tableView.dataSource = self
    tableView.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellFactory(tableView, indexPath.row, items[indexPath.row])
  }

  func model(at indexPath: IndexPath) -> Any? {
    items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }
}

@MainActor
extension Reactive where Base: UITableView {
  /// Binds a sequence of arrays to the table's rows, making each cell with `cellFactory`:
  /// `items.bind(to: tableView.rx.items) { tableView, row, item in … }`.
  ///
  /// The table's `dataSource` is replaced while the binding lasts (and cleared after).
  public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
    -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell)
    -> Disposable
  where Source.Element == Sequence {
    { cellFactory in
      let dataSource = RxTableViewItemsDataSource<Sequence.Element>(cellFactory: cellFactory)
      return self.bindItems(source, to: dataSource)
    }
  }

  /// Binds a sequence of arrays to the table's rows, dequeuing a `cellType` cell registered for
  /// `cellIdentifier` and configuring it with `configureCell(row, item, cell)`:
  /// `items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { … }`.
  public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
    cellIdentifier: String, cellType: Cell.Type = Cell.self
  )
    -> (_ source: Source)
    -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
    -> Disposable
  where Source.Element == Sequence {
    { source in
      { configureCell in
        let dataSource = RxTableViewItemsDataSource<Sequence.Element> { tableView, row, item in
          let indexPath = IndexPath(row: row, section: 0)
          let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
          // swift-format-ignore: NeverForceUnwrap
          configureCell(row, item, cell as! Cell)
          return cell
        }
        return self.bindItems(source, to: dataSource)
      }
    }
  }

  /// The model of each row the user selects, as shown by a binding made with `rx.items`.
  public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    let source = itemSelected.asObservable().compactMap {
      [weak tableView = self.base] indexPath -> T? in
      let dataSource = tableView?.dataSource as? RxTableViewModelDataSource
      return dataSource?.model(at: indexPath) as? T
    }
    return ControlEvent(events: source)
  }

  /// The model shown at `indexPath` by a binding made with `rx.items`.
  public func model<T>(at indexPath: IndexPath) throws -> T {
    guard let dataSource = base.dataSource as? RxTableViewModelDataSource,
      let model = dataSource.model(at: indexPath) as? T
    else { throw RxError.noElements }
    return model
  }

  private func bindItems<Sequence: Swift.Sequence, Source: ObservableType>(
    _ source: Source, to dataSource: RxTableViewItemsDataSource<Sequence.Element>
  ) -> Disposable where Source.Element == Sequence {
    // The subscription keeps the data source alive (the table holds it weakly).
    let subscription = source.subscribe(onNext: { [weak tableView = self.base] items in
      guard let tableView else { return }
      dataSource.tableView(tableView, observedElements: Array(items))
    })
    return Disposables.create { [weak tableView = self.base] in
      subscription.dispose()
      if let tableView, tableView.dataSource === dataSource {
        tableView.dataSource = nil
        tableView.reloadData()
      }
    }
  }
}
