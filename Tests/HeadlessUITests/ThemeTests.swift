import Testing

@testable import HeadlessUI
@testable import Theme

struct ThemeTests {
  @Test func installRegistersEveryStyleByItsTypeName() {
    Theme.install()
    Theme.install()
    #expect(
      UIView.styleRegistry.ids == [
        "ActivityIndicator", "BodyLabel", "DestructiveButton", "ErrorLabel", "List",
        "PrimaryButton", "Screen", "SecondaryButton", "SegmentedControl", "TextField",
        "TitleLabel",
      ])
  }

  @Test func titleLabelStyleMakesABoldTitle() {
    Theme.install()
    let label = UILabel()
    label.style = "TitleLabel"
    #expect(label.font == UIFont.boldSystemFont(ofSize: 28))
    #expect(label.textColor == .label)
    #expect(label.unknownStyle == nil)
  }

  @Test func errorLabelIsRedAndPrimaryButtonIsWhiteOnBlue() {
    Theme.install()
    let label = UILabel()
    label.style = "ErrorLabel"
    #expect(label.textColor == .systemRed)
    let button = UIButton(type: .system)
    button.style = "PrimaryButton"
    #expect(button.backgroundColor == .systemBlue)
    #expect(button.titleColor(for: .normal) == .white)
  }

  @Test func anUnknownStyleNameIsRecordedNotIgnored() {
    Theme.install()
    let label = UILabel()
    label.style = "Titel"
    #expect(label.style == "Titel")
    #expect(label.unknownStyle == "Titel")
  }
}
