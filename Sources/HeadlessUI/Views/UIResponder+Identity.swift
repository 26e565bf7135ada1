/// Views and controllers compare by identity and can be set members and dictionary keys,
/// as UIKit's (which are `NSObject`s) can: `if textField == emailField { … }`.
extension UIResponder: Equatable, Hashable {
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// Layers compare by identity, as `NSObject`s do.
extension CALayer: Equatable, Hashable {
  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// Actions compare by identity, as `NSObject`s do.
extension UIAction: Equatable, Hashable {
  nonisolated public static func == (lhs: UIAction, rhs: UIAction) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// Alert actions compare by identity, as `NSObject`s do.
extension UIAlertAction: Equatable, Hashable {
  nonisolated public static func == (lhs: UIAlertAction, rhs: UIAlertAction) -> Bool {
    lhs === rhs
  }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
