/// Presenter role (MVP): the wording of a store failure, shared by the catalog and product
/// presenters. Texts come from Domain's `Strings`; no UI module here.
import Domain

extension AlertText {
  /// The alert for a catalog store that could not do what was asked: "Error", the error's
  /// description, "OK".
  static func storeFailure(_ error: any Error) -> AlertText {
    AlertText(
      title: Strings.Login.invalidFormTitle, message: String(describing: error),
      button: Strings.Alert.ok)
  }
}
