/// The `rx` namespace of a type: `label.rx.text`, `button.rx.tap`.
///
/// Any writable property of a class is a binding point without being declared, through the
/// key-path subscript (`button.rx.isEnabled`, `view.rx.isHidden`); explicit members declared
/// in extensions (`textField.rx.text`) take priority over it. As in RxSwift 6, the type lives in
/// the core module; the UIKit-shaped members live in ReactiveUI.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The object the extensions act on.
  public let base: Base

  /// The namespace of `base`.
  public init(_ base: Base) {
    self.base = base
  }

  /// A binder that sets the property at `keyPath` on `base`, held weakly.
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
  ) -> Binder<Property> where Base: AnyObject {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

/// A type with an `rx` namespace.
public protocol ReactiveCompatible {
  /// The type the namespace extends (`Self`).
  associatedtype ReactiveBase

  /// The namespace of the type.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The namespace of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The namespace of the type.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // Needed so that `rx` members that mutate can be called; it does nothing.
    // swiftlint:disable:next unused_setter_value
    set {}
  }

  /// The namespace of this value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // swiftlint:disable:next unused_setter_value
    set {}
  }
}
