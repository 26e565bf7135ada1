import Domain
import Foundation
import HeadlessUI

/// The product screen's layout, the same in every pattern: title, the two fields with their
/// error labels, and the Save, Cancel and Delete buttons, tagged with their `ElementID`s and
/// styled through the theme.
///
/// It does not know the mode, the rules or the store: each pattern's `ProductViewController`
/// sets its title, shows or hides its error labels and Delete, and enables Save.
public final class ProductLayout: UIView {
  /// "New product" or "Edit product".
  public let titleLabel = UILabel()
  /// The name field.
  public let nameField = UITextField()
  /// The name's first failing rule; hidden until the name is edited.
  public let nameErrorLabel = UILabel()
  /// The price field, with a decimal keyboard.
  public let priceField = UITextField()
  /// The price's first failing rule; hidden until the price is edited.
  public let priceErrorLabel = UILabel()
  /// "Save".
  public let saveButton = UIButton(type: .system)
  /// "Cancel".
  public let cancelButton = UIButton(type: .system)
  /// "Delete"; hidden when adding.
  public let deleteButton = UIButton(type: .system)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = ElementID.Product.screen
    style = "Screen"

    titleLabel.accessibilityIdentifier = ElementID.Product.title
    titleLabel.style = "TitleLabel"

    nameField.accessibilityIdentifier = ElementID.Product.name
    nameField.style = "TextField"
    nameField.placeholder = Strings.Product.namePlaceholder

    nameErrorLabel.accessibilityIdentifier = ElementID.Product.nameError
    nameErrorLabel.style = "ErrorLabel"
    nameErrorLabel.isHidden = true

    priceField.accessibilityIdentifier = ElementID.Product.price
    priceField.style = "TextField"
    priceField.placeholder = Strings.Product.pricePlaceholder
    priceField.keyboardType = .decimalPad

    priceErrorLabel.accessibilityIdentifier = ElementID.Product.priceError
    priceErrorLabel.style = "ErrorLabel"
    priceErrorLabel.isHidden = true

    saveButton.accessibilityIdentifier = ElementID.Product.save
    saveButton.style = "PrimaryButton"
    saveButton.setTitle(Strings.Product.save, for: .normal)

    cancelButton.accessibilityIdentifier = ElementID.Product.cancel
    cancelButton.style = "SecondaryButton"
    cancelButton.setTitle(Strings.Product.cancel, for: .normal)

    deleteButton.accessibilityIdentifier = ElementID.Product.delete
    deleteButton.style = "DestructiveButton"
    deleteButton.setTitle(Strings.Product.delete, for: .normal)

    for subview in [
      titleLabel, nameField, nameErrorLabel, priceField, priceErrorLabel, saveButton,
      cancelButton, deleteButton,
    ] as [UIView] {
      addSubview(subview)
    }
  }

  public required init?(coder: NSCoder) { nil }
}
