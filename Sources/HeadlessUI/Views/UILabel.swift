import Foundation

/// A read-only text.
open class UILabel: UIView {
  /// The text shown (`nil` shows nothing).
  open var text: String? {
    didSet {
      guard text != oldValue else { return }
      invalidateIntrinsicContentSize()
      if reportsTextChanges { uiEnvironment.emit(UIChange(.text(text), view: self)) }
    }
  }
  /// Whether `UIObservation` hears text changes (a button's title label is heard as the
  /// button's title instead).
  var reportsTextChanges = true
  /// Styled text; setting it sets `text` to its characters.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The font.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text colour.
  open var textColor: UIColor! = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// How lines break (kept, not applied).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// The maximum number of lines (0: unlimited).
  open var numberOfLines = 1
  /// Whether the font shrinks to fit (kept, not applied).
  open var adjustsFontSizeToFitWidth = false
  /// Whether the label follows Dynamic Type (kept, not applied).
  open var adjustsFontForContentSizeCategory = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// One line per text line, at the font's line height.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return CGSize(width: 0, height: 0) }
    let lines =
      numberOfLines == 1 ? 1 : text.split(separator: "\n", omittingEmptySubsequences: false).count
    let width = CGFloat(text.count) * (font?.pointSize ?? 17) * 0.5
    return CGSize(width: width, height: CGFloat(lines) * (font?.lineHeight ?? 20))
  }
}
