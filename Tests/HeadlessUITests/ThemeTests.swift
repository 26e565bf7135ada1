import Assertions
import Testing

@testable import HeadlessUI
@testable import Theme

struct ThemeTests {
  @Test func installRegistersEveryStyleByItsTypeName() {
    Theme.install()
    Theme.install()
    assertEqual(
      UIView.styleRegistry.ids,
      [
        "ActivityIndicator", "BodyLabel", "DestructiveButton", "ErrorLabel", "List",
        "PrimaryButton", "Screen", "SecondaryButton", "SegmentedControl", "TextField",
        "TitleLabel",
      ])
  }

  @Test func titleLabelStyleMakesABoldTitle() {
    Theme.install()
    let label = UILabel()
    label.style = "TitleLabel"
    assertEqual(label.font, UIFont.boldSystemFont(ofSize: 28))
    assertEqual(label.textColor, .label)
    #expect(label.unknownStyle == nil)
  }

  @Test func errorLabelIsRedAndPrimaryButtonIsWhiteOnBlue() {
    Theme.install()
    let label = UILabel()
    label.style = "ErrorLabel"
    assertEqual(label.textColor, .systemRed)
    let button = UIButton(type: .system)
    button.style = "PrimaryButton"
    assertEqual(button.backgroundColor, .systemBlue)
    assertEqual(button.titleColor(for: .normal), .white)
  }

  @Test func anUnknownStyleNameIsRecordedNotIgnored() {
    Theme.install()
    let label = UILabel()
    label.style = "Titel"
    assertEqual(label.style, "Titel")
    assertEqual(label.unknownStyle, "Titel")
  }
}
