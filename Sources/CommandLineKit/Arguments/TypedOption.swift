/// An option that takes a value, typed: declared once, put in a signature, read back as a
/// `Value` with `arguments[option]` (no option names as strings in commands).
///
/// ```swift
/// static let count = Option<Int>("--count", valueName: "n", help: "How many.")
/// ...
/// let count = try arguments.value(Self.count) ?? 1     // UsageError when not a number
/// ```
public struct Option<Value>: OptionDeclaration, Sendable {
  /// What the parser and the help see.
  public let spec: CommandSignature.Option
  public var declaredOptions: [CommandSignature.Option] { [spec] }
  /// Turns the text given into a value; nil when it is not one (a usage error names it).
  public let transform: @Sendable (String) -> Value?

  /// Declares an option and how to read its value.
  public init(
    _ name: String, short: String? = nil, valueName: String, allowed: [String]? = nil,
    repeating: Bool = false, help: String, transform: @escaping @Sendable (String) -> Value?
  ) {
    spec = .value(
      name, short: short, valueName: valueName, allowed: allowed, repeating: repeating,
      help: help)
    self.transform = transform
  }
}

extension Option where Value == String {
  /// Declares an option whose value is the text given.
  public init(
    _ name: String, short: String? = nil, valueName: String, allowed: [String]? = nil,
    repeating: Bool = false, help: String
  ) {
    self.init(
      name, short: short, valueName: valueName, allowed: allowed, repeating: repeating,
      help: help
    ) { $0 }
  }
}

extension Option where Value == Int {
  /// Declares an option whose value is a whole number.
  public init(_ name: String, short: String? = nil, valueName: String, help: String) {
    self.init(name, short: short, valueName: valueName, help: help) { Int($0) }
  }
}

/// A flag (no value), read back as a `Bool` with `arguments[flag]`.
public struct Flag: OptionDeclaration, Sendable {
  /// What the parser and the help see.
  public let spec: CommandSignature.Option
  public var declaredOptions: [CommandSignature.Option] { [spec] }

  /// Declares a flag.
  public init(_ name: String, short: String? = nil, help: String) {
    spec = .flag(name, short: short, help: help)
  }
}

/// Options several commands share, declared once (`--root`, `--output`…) and added to each
/// signature as a whole.
public struct OptionGroup: OptionDeclaration, Sendable {
  /// The options, in help order.
  public var declaredOptions: [CommandSignature.Option]

  /// A group of options, typed or plain.
  public init(_ declarations: [any OptionDeclaration]) {
    declaredOptions = declarations.flatMap(\.declaredOptions)
  }
}

extension ParsedArguments {
  /// The value of an option given at most once, or nil when absent.
  ///
  /// - Throws: `UsageError` when the text is not a value of the option's type.
  public func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
    guard let text = value(option.spec.name) else { return nil }
    return try convert(text, option)
  }

  /// Every value of a repeatable option, in order (empty when absent).
  public func values<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
    var result: [Value] = []
    for text in values(option.spec.name) { result.append(try convert(text, option)) }
    return result
  }

  /// The text of a `String` option, or nil.
  public subscript(option: Option<String>) -> String? {
    value(option.spec.name)
  }

  /// Whether a flag was given.
  public subscript(flag: Flag) -> Bool {
    has(flag.spec.name)
  }

  private func convert<Value>(_ text: String, _ option: Option<Value>) throws(UsageError)
    -> Value
  {
    guard let value = option.transform(text) else {
      throw UsageError("The value '\(text)' is invalid for '\(option.spec.label)'")
    }
    return value
  }
}
