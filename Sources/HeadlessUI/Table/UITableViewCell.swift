import Foundation

/// One row of a table, reused as rows scroll in and out of view.
///
/// A subclass overrides `init(style:reuseIdentifier:)` and `init?(coder:)` as in UIKit. A table
/// creates registered cell classes without the Objective-C runtime through a `required`
/// convenience initializer that every such subclass inherits (Swift's initializer-inheritance
/// rule), and which calls the subclass's `init(style:reuseIdentifier:)`.
open class UITableViewCell: UIView {
  /// The standard layouts.
  public enum CellStyle: Int, Sendable {
    /// A title only.
    case `default`
    /// A title and a right-aligned detail.
    case value1
    /// A detail label then a title.
    case value2
    /// A title with a detail under it.
    case subtitle
  }
  /// How the cell looks when selected.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }
  /// The accessory at the trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?
  /// The view custom content goes into.
  public let contentView = UIView()
  /// The title label.
  open private(set) var textLabel: UILabel?
  /// The detail label (`nil` for `.default`).
  open private(set) var detailTextLabel: UILabel?
  /// The image view.
  open private(set) var imageView: UIImageView?
  /// The accessory.
  open var accessoryType: AccessoryType = .none
  /// A custom accessory view.
  open var accessoryView: UIView?
  /// How selection looks.
  open var selectionStyle: SelectionStyle = .default
  /// The inset of the separator under the cell (kept; separators are not drawn).
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// The content set with a `UIListContentConfiguration` (iOS 14 style).
  open var contentConfiguration: UIListContentConfiguration? {
    didSet { contentConfiguration.map(apply) }
  }

  /// Creates a cell with a standard layout, reusable under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
    let image = UIImageView()
    image.isHidden = true
    contentView.addSubview(image)
    imageView = image
    let title = UILabel()
    contentView.addSubview(title)
    textLabel = title
    if style != .default {
      let detail = UILabel()
      if style == .value1 { detail.textColor = .secondaryLabel }
      contentView.addSubview(detail)
      detailTextLabel = detail
    }
  }

  /// Creates a registered cell class for `UITableView.dequeueReusableCell`: a `.default` cell
  /// built by the dynamic class's own `init(style:reuseIdentifier:)`. Not UIKit API.
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// Creates a `.default` cell with no reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
    let title = UILabel()
    contentView.addSubview(title)
    textLabel = title
  }

  /// Called when the table hands the cell out again; reset per-row state here.
  open func prepareForReuse() {}

  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Highlights or unhighlights the cell.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// A fresh configuration for this cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    textLabel?.text = configuration.text
    if detailTextLabel == nil, configuration.secondaryText != nil {
      let detail = UILabel()
      contentView.addSubview(detail)
      detailTextLabel = detail
    }
    detailTextLabel?.text = configuration.secondaryText
    configuration.textProperties.apply(to: textLabel)
    configuration.secondaryTextProperties.apply(to: detailTextLabel)
    imageView?.tintColor = configuration.imageProperties.tintColor
    imageView?.image = configuration.image
    imageView?.isHidden = configuration.image == nil
  }

  open override func layoutSubviews() {
    contentView.frame = bounds
  }
}
