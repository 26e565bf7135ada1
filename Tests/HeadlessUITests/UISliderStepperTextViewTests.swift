import Assertions
import Foundation
import Testing

import HeadlessUI

/// Sliders, steppers, progress bars, page dots, text views, refresh controls and symbol
/// configurations, used as tutorials use them.
struct UISliderStepperTextViewTests {
  /// A Hacking-with-Swift-style settings screen: a slider and a stepper drive labels.
  final class TipViewController: UIViewController {
    let tipSlider = UISlider()
    let peopleStepper = UIStepper()
    let summaryLabel = UILabel()
    let progress = UIProgressView(progressViewStyle: .bar)

    override func viewDidLoad() {
      super.viewDidLoad()
      tipSlider.minimumValue = 0
      tipSlider.maximumValue = 30
      tipSlider.value = 15
      peopleStepper.minimumValue = 1
      peopleStepper.maximumValue = 4
      peopleStepper.wraps = true
      tipSlider.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .valueChanged)
      peopleStepper.addAction(
        UIAction { [weak self] _ in self?.updateSummary() }, for: .valueChanged)
      updateSummary()
    }

    func updateSummary() {
      summaryLabel.text = "\(Int(tipSlider.value))% for \(Int(peopleStepper.value))"
      progress.setProgress(tipSlider.value / tipSlider.maximumValue, animated: true)
    }
  }

  @Test func slidingAndSteppingUpdateTheSummary() {
    let screen = TipViewController()
    screen.loadViewIfNeeded()
    assertEqual(screen.summaryLabel.text, "15% for 1")
    assertEqual(screen.progress.progress, 0.5)
    screen.tipSlider.simulateSlide(to: 45)
    assertEqual(screen.summaryLabel.text, "30% for 1")
    assertEqual(screen.progress.progress, 1)
    screen.peopleStepper.simulateIncrement()
    screen.peopleStepper.simulateIncrement()
    assertEqual(screen.summaryLabel.text, "30% for 3")
    screen.peopleStepper.simulateIncrement()
    screen.peopleStepper.simulateIncrement()
    assertEqual(screen.summaryLabel.text, "30% for 1")
    screen.peopleStepper.simulateDecrement()
    assertEqual(screen.peopleStepper.value, 4)
  }

  @Test func settingValuesInCodeClampsAndSendsNothing() {
    let slider = UISlider()
    var changes = 0
    slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    slider.setValue(2, animated: true)
    assertEqual(slider.value, 1)
    slider.minimumValue = 5
    slider.maximumValue = 10
    assertEqual(slider.value, 5)
    assertEqual(changes, 0)
  }

  @Test func tappingADotChangesThePage() {
    let dots = UIPageControl()
    dots.numberOfPages = 3
    var pages: [Int] = []
    dots.addAction(UIAction { _ in pages.append(dots.currentPage) }, for: .valueChanged)
    dots.simulateTap(onPage: 2)
    dots.simulateTap(onPage: 7)
    assertEqual(pages, [2])
    dots.numberOfPages = 2
    assertEqual(dots.currentPage, 1)
  }

  final class NoteDelegate: UITextViewDelegate {
    var changes: [String] = []
    var began = 0
    func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      range.location + text.count <= 10
    }
    func textViewDidChange(_ textView: UITextView) { changes.append(textView.text) }
  }

  @Test func aTextViewAsksItsDelegateBeforeEachChange() {
    let notes = UITextView()
    let delegate = NoteDelegate()
    notes.delegate = delegate
    #expect(notes.becomeFirstResponder())
    #expect(notes.isFirstResponder && delegate.began == 1)
    notes.insertText("Buy milk")
    notes.insertText(" and eggs")
    notes.insertText("!")
    assertEqual(notes.text, "Buy milk!")
    assertEqual(delegate.changes, ["Buy milk", "Buy milk!"])
    notes.text = "Set in code"
    assertEqual(delegate.changes.count, 2)
    notes.isEditable = false
    #expect(notes.resignFirstResponder())
    #expect(!notes.becomeFirstResponder())
  }

  @Test func symbolsKeepTheirConfigurationAndRenderingMode() {
    let icon = UIImageView(image: UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate))
    icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
    assertEqual(icon.image, UIImage(systemName: "star"))
    assertEqual(icon.preferredSymbolConfiguration?.weight, .bold)
    #expect(UIImage(systemName: "star", withConfiguration: .init(textStyle: .body)) != nil)
    #expect(UIColor.systemGray4 != UIColor.systemGray5)
  }

  @Test func aRefreshControlRefreshesUntilTheLoadEnds() {
    let table = UITableViewController(style: .plain)
    table.refreshControl = UIRefreshControl()
    var pulls = 0
    table.refreshControl?.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    table.refreshControl?.simulatePullToRefresh()
    #expect(pulls == 1 && table.tableView.refreshControl?.isRefreshing == true)
    table.refreshControl?.endRefreshing()
    assertEqual(table.refreshControl?.isRefreshing, false)
  }
}
