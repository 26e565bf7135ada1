import Expectations
import Testing

@testable import HeadlessUI
@testable import Theme

struct ThemeTests {
  @Test func installRegistersEveryStyleByItsTypeName() {
    Theme.install()
    Theme.install()
    expectEqual(
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
    expectEqual(label.font, UIFont.boldSystemFont(ofSize: 28))
    expectEqual(label.textColor, .label)
    #expect(label.unknownStyle == nil)
  }

  @Test func errorLabelIsRedAndPrimaryButtonIsWhiteOnBlue() {
    Theme.install()
    let label = UILabel()
    label.style = "ErrorLabel"
    expectEqual(label.textColor, .systemRed)
    let button = UIButton(type: .system)
    button.style = "PrimaryButton"
    expectEqual(button.backgroundColor, .systemBlue)
    expectEqual(button.titleColor(for: .normal), .white)
  }

  @Test func anUnknownStyleNameIsRecordedNotIgnored() {
    Theme.install()
    let label = UILabel()
    label.style = "Titel"
    expectEqual(label.style, "Titel")
    expectEqual(label.unknownStyle, "Titel")
  }
}
