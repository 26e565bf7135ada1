// View role (MVVM): the product form's widgets, tagged with their `ElementID`s and styled by
// the theme. Owns: the view hierarchy only. Must not know: the view model, the rules or the
// store; `ProductViewController` binds it.
import Domain
import Foundation
import HeadlessUI

/// The product screen's root view: title, name and price with their error labels, Save,
/// Cancel and Delete.
final class ProductView: UIView {
  /// "New product" or "Edit product" (bound).
  let titleLabel = UILabel()
  /// The name field.
  let nameField = UITextField()
  /// The name's error, hidden until bound otherwise.
  let nameErrorLabel = UILabel()
  /// The price field.
  let priceField = UITextField()
  /// The price's error, hidden until bound otherwise.
  let priceErrorLabel = UILabel()
  /// "Save"; enabled state bound.
  let saveButton = UIButton(type: .system)
  /// "Cancel".
  let cancelButton = UIButton(type: .system)
  /// "Delete"; hidden state bound.
  let deleteButton = UIButton(type: .system)

  override init(frame: CGRect) {
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

  required init?(coder: NSCoder) { nil }
}
