import Assertions
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI
import Testing

struct ControlPropertyTests {
  @Test func textSendsTheCurrentTextOnSubscribeThenOneElementPerEdit() {
    let field = UITextField()
    field.text = "a"
    var received: [String?] = []
    let subscription = field.rx.text.subscribe(onNext: { received.append($0) })
    field.insertText("b")
    field.deleteBackward()
    field.replaceAllText(with: "xyz")
    assertEqual(received, ["a", "ab", "a", "xyz"])
    subscription.dispose()
    field.insertText("!")
    assertEqual(received.count, 4)
  }

  @Test func textSetInCodeOrFocusChangesSendNothing() {
    let field = UITextField()
    var received: [String] = []
    _ = field.rx.text.orEmpty.subscribe(onNext: { received.append($0) })
    field.text = "set in code"
    field.becomeFirstResponder()
    field.resignFirstResponder()
    assertEqual(received, [""])
  }

  @Test func bindingToTextSetsItWithoutSendingAnEdit() {
    let field = UITextField()
    var edits = 0
    field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
    _ = Observable.just("hello").bind(to: field.rx.text)
    assertEqual(field.text, "hello")
    _ = Observable.just("world").bind(to: field.rx.text.orEmpty)
    assertEqual(field.text, "world")
    assertEqual(edits, 0)
  }

  @Test func changedSkipsTheCurrentValue() {
    let field = UITextField()
    field.text = "start"
    var received: [String?] = []
    _ = field.rx.text.changed.subscribe(onNext: { received.append($0) })
    field.insertText("!")
    assertEqual(received, ["start!"])
  }

  @Test func selectedSegmentIndexSendsTheSelectionThenEachChoice() {
    let control = UISegmentedControl(items: ["Name", "Price ↑", "Price ↓"])
    control.selectedSegmentIndex = 0
    var received: [Int] = []
    _ = control.rx.selectedSegmentIndex.subscribe(onNext: { received.append($0) })
    control.selectedSegmentIndex = 2
    control.sendActions(for: .valueChanged)
    _ = Observable.just(1).bind(to: control.rx.selectedSegmentIndex)
    assertEqual(received, [0, 2])
    assertEqual(control.selectedSegmentIndex, 1)
  }

  @Test func aControlPropertyAsADriverReplaysTheText() {
    let field = UITextField()
    field.text = "x"
    let driver = field.rx.text.orEmpty.asDriver()
    var first: [String] = []
    var second: [String] = []
    _ = driver.drive(onNext: { first.append($0) })
    field.insertText("y")
    _ = driver.drive(onNext: { second.append($0) })
    assertEqual(first, ["x", "xy"])
    assertEqual(second, ["xy"])
  }
}

struct ControlEventTests {
  @Test func tapSendsOneElementPerTouchUpInside() {
    let button = UIButton(type: .system)
    var taps = 0
    let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpInside)
    assertEqual(taps, 2)
    subscription.dispose()
    button.sendActions(for: .touchUpInside)
    assertEqual(taps, 2)
    #expect(button.allControlEvents.isEmpty)
  }

  @Test func controlEventObservesTheGivenEvents() {
    let field = UITextField()
    var returns = 0
    _ = field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { returns += 1 })
    field.sendActions(for: .editingDidEndOnExit)
    field.insertText("a")
    assertEqual(returns, 1)
  }

  @Test func tapAsASignalFeedsARelay() {
    let button = UIButton(type: .system)
    let tapped = PublishRelay<Void>()
    var count = 0
    _ = tapped.subscribe(onNext: { count += 1 })
    _ = button.rx.tap.asSignal().emit(to: tapped)
    button.sendActions(for: .touchUpInside)
    assertEqual(count, 1)
  }

  @Test func itemSelectedSendsTheTappedRowWithoutReplacingTheDelegate() {
    final class Rows: UITableViewDataSource, UITableViewDelegate {
      var selected: [Int] = []
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
      }
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let rows = Rows()
    table.dataSource = rows
    table.delegate = rows
    table.reloadData()
    var received: [IndexPath] = []
    let subscription = table.rx.itemSelected.subscribe(onNext: { received.append($0) })
    table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    assertEqual(received, [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    assertEqual(rows.selected, [1, 2])
    subscription.dispose()
    table.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    assertEqual(received.count, 2)
  }
}

struct BinderTests {
  @Test func keyPathBindersNeedNoDeclaration() {
    let label = UILabel()
    let button = UIButton(type: .system)
    let view = UIView()
    _ = Observable.just("Hi").bind(to: label.rx.text)
    _ = Observable.just(false).bind(to: button.rx.isEnabled)
    _ = Driver.just(true).drive(view.rx.isHidden)
    assertEqual(label.text, "Hi")
    assertEqual(button.isEnabled, false)
    #expect(view.isHidden)
  }

  @Test func isAnimatingStartsAndStopsTheSpinner() {
    let spinner = UIActivityIndicatorView(style: .medium)
    let loading = BehaviorRelay(value: true)
    _ = loading.bind(to: spinner.rx.isAnimating)
    #expect(spinner.isAnimating)
    assertEqual(spinner.isHidden, false)
    loading.accept(false)
    assertEqual(spinner.isAnimating, false)
    #expect(spinner.isHidden)
  }

  @Test func buttonTitleBinderSetsTheNormalTitle() {
    let button = UIButton(type: .system)
    _ = Observable.just("Sign In").bind(to: button.rx.title())
    assertEqual(button.title(for: .normal), "Sign In")
  }

  @Test func bindersHoldTheirControlWeakly() {
    var label: UILabel? = UILabel()
    weak let weakLabel = label
    let text = label!.rx.text
    let relay = BehaviorRelay<String?>(value: "a")
    _ = relay.bind(to: text)
    label = nil
    #expect(weakLabel == nil)
    relay.accept("b")
  }
}
