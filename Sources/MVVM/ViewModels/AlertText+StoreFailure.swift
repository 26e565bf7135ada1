// ViewModel support: the one alert for a catalog store that failed (only a file store can).
// Owns: which Domain texts that alert uses. Must not know: how alerts are presented.
import Domain

extension AlertText {
  /// "Error", the error's description, and "OK".
  static func storeFailure(_ error: any Error) -> AlertText {
    AlertText(
      title: Strings.Login.invalidFormTitle, message: String(describing: error),
      button: Strings.Alert.ok)
  }
}
