/// A value of any type in a few words, by reflection, for a trace's labels:
/// `login(passwordChanged(•••••••))`, `catalog(catalogLoaded(success([7 items])))`,
/// `AlertText(title: "Sign-in failed", message: "…", buttons: [1 item])`.
///
/// A value that describes itself (`CustomStringConvertible`) is trusted to, so a type that
/// hides a secret in its description hides it here too. Enum cases show their payload;
/// collections their size; a struct or class its fields when it has at most three, else its
/// type name alone (`CatalogState(…)`).
enum TraceValueText {
  /// The longest string shown whole; longer ones end with `…`.
  static let stringLimit = 40
  /// The most fields a struct may have and still be shown field by field.
  static let fieldLimit = 3

  /// `value` in a few words.
  static func describe(_ value: Any) -> String {
    describe(value, expand: true)
  }

  /// `value` in a few words; a struct's fields are shown only while `expand` holds (one level).
  static func describe(_ value: Any, expand: Bool) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { describe($0.value, expand: expand) } ?? "nil"
    case .collection, .set, .dictionary:
      let count = mirror.children.count
      return count == 0 ? "[]" : "[\(count) \(count == 1 ? "item" : "items")]"
    default:
      break
    }
    if let string = value as? String { return quoted(string) }
    if let custom = value as? CustomStringConvertible {
      return custom.description.isEmpty ? "\"\"" : custom.description
    }
    switch mirror.displayStyle {
    case .enum:
      guard let payload = mirror.children.first else { return String(describing: value) }
      let inner = describe(payload.value, expand: expand)
      let label = payload.label ?? String(describing: value)
      return inner.hasPrefix("(") ? label + inner : "\(label)(\(inner))"
    case .tuple:
      return "("
        + mirror.children.map { child in
          (child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? "")
            + describe(child.value, expand: false)
        }.joined(separator: ", ") + ")"
    case .struct, .class:
      let name = String(describing: type(of: value))
      guard expand, mirror.children.count <= fieldLimit else { return name + "(…)" }
      return name + "("
        + mirror.children.map { "\($0.label ?? "_"): \(describe($0.value, expand: false))" }
        .joined(separator: ", ") + ")"
    default:
      return String(describing: value)
    }
  }

  /// `"text"`, escaped as Swift writes it, cut at `stringLimit` characters.
  static func quoted(_ string: String) -> String {
    guard string.count > stringLimit else { return string.debugDescription }
    return String(string.prefix(stringLimit)).debugDescription.dropLast() + "…\""
  }
}
