import Foundation

/// A tappable button with per-state titles. A tap sends `.touchUpInside` (and
/// `.primaryActionTriggered`).
open class UIButton: UIControl {
  /// The button's look.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    /// Same as `.system`.
    public static let roundedRect = ButtonType.system
  }

  /// The button's look.
  open private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  /// The iOS 15 style configuration, if any (see `UIButton.Configuration`).
  open var configuration: Configuration? {
    didSet {
      titleLabel?.text = currentTitle
      invalidateIntrinsicContentSize()
    }
  }
  /// Called to update the configuration when the state changes.
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  /// The label showing the current title.
  open private(set) var titleLabel: UILabel? = {
    let label = UILabel()
    label.reportsTextChanges = false
    return label
  }()
  /// The image view showing the current image.
  open private(set) var imageView: UIImageView? = UIImageView()

  /// Creates a button of a type (`.system` is the usual one).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType == .system { setTitleColor(.systemBlue, for: .normal) }
  }

  /// Creates a button that runs `primaryAction` when tapped, titled with the action's title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the title for a state (`.normal` is used for states without their own).
  open func setTitle(_ title: String?, for state: State) {
    let before = currentTitle
    titles[state.rawValue] = title
    titleLabel?.text = currentTitle
    if currentTitle != before { uiEnvironment.emit(UIChange(.text(currentTitle), view: self)) }
    invalidateIntrinsicContentSize()
  }

  /// The title set for a state, falling back to `.normal`'s, then to the configuration's.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue] ?? configuration?.title
  }

  /// The title for the current state.
  open var currentTitle: String? { title(for: state) }

  /// Sets the title colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    titleLabel?.textColor = currentTitleColor
  }

  /// The title colour for a state, falling back to `.normal`'s.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  /// The title colour for the current state.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    imageView?.image = currentImage
  }

  /// The image for a state, falling back to `.normal`'s.
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The image for the current state.
  open var currentImage: UIImage? { image(for: state) }

  open override var isEnabled: Bool {
    didSet {
      if isEnabled != oldValue { configurationUpdateHandler?(self) }
      titleLabel?.text = currentTitle
      titleLabel?.textColor = currentTitleColor
    }
  }

  /// A button is 44 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(currentTitle?.count ?? 0) * 9 + 16, height: 44)
  }
}
