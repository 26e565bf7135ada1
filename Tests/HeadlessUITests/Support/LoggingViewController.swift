import Foundation

@testable import HeadlessUI

/// Appends every life-cycle call to a shared log, prefixed with its name.
final class LoggingViewController: UIViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func loadView() {
    log.entries.append("\(name) loadView")
    super.loadView()
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.entries.append("\(name) viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(name) viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.entries.append("\(name) viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.entries.append("\(name) viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.entries.append("\(name) viewDidDisappear")
  }
}

/// A shared list of events.
final class EventLog {
  var entries: [String] = []
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}
