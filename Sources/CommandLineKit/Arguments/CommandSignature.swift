/// What a command accepts: its positional arguments and its options, declared once and used
/// both to parse the command line and to write the help and usage texts.
public struct CommandSignature: Sendable {
  /// The positional arguments, in order.
  public var arguments: [Argument]
  /// The options and flags (`-h`/`--help` is added by the framework; don't declare it).
  public var options: [Option]

  /// Creates a signature.
  public init(arguments: [Argument] = [], options: [Option] = []) {
    self.arguments = arguments
    self.options = options
  }

  /// Creates a signature from typed options, flags and shared option groups, in help order:
  /// `CommandSignature(using: [Self.inputGroup, Self.filter, Self.verbose])`.
  public init(arguments: [Argument] = [], using declarations: [any OptionDeclaration]) {
    self.init(arguments: arguments, options: declarations.flatMap(\.declaredOptions))
  }

  /// A positional argument, like `<pattern> ...`.
  public struct Argument: Sendable {
    /// The value's name, shown as `<name>`.
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may be repeated (`<name> ...`), collecting every remaining positional.
    public var isRepeating: Bool
    /// Whether it may be left out (`[<name>]`).
    public var isOptional: Bool

    /// Creates a positional argument.
    public init(_ name: String, help: String, isRepeating: Bool = false, isOptional: Bool = false) {
      self.name = name
      self.help = help
      self.isRepeating = isRepeating
      self.isOptional = isOptional
    }

    /// How it reads in usage and errors: `<name>`, `<name> ...`.
    public var label: String { "<\(name)>" + (isRepeating ? " ..." : "") }
  }

  /// An option with a value (`--format <format>`) or a flag (`--verbose`).
  public struct Option: Sendable {
    /// The long name, with its dashes: `--format`.
    public var name: String
    /// An optional short name, with its dash: `-o`.
    public var shortName: String?
    /// The value's name (`format` → `<format>`); nil for a flag.
    public var valueName: String?
    /// The values accepted, if the set is closed (checked by the parser).
    public var allowedValues: [String]?
    /// Whether it may be given several times (all values are kept).
    public var isRepeating: Bool
    /// One line of help.
    public var help: String

    /// Declares an option that takes a value.
    public static func value(
      _ name: String, short: String? = nil, valueName: String, allowed: [String]? = nil,
      repeating: Bool = false, help: String
    ) -> Option {
      Option(
        name: name, shortName: short, valueName: valueName, allowedValues: allowed,
        isRepeating: repeating, help: help)
    }

    /// Declares a flag (no value).
    public static func flag(_ name: String, short: String? = nil, help: String) -> Option {
      Option(
        name: name, shortName: short, valueName: nil, allowedValues: nil, isRepeating: false,
        help: help)
    }

    /// How it reads in errors and help: `--format <format>`.
    public var label: String {
      name + (valueName.map { " <\($0)>" } ?? "")
    }

    /// How it reads in the usage line: `[--format <format>]`, `[--scenarios <path> ...]`.
    public var usageLabel: String {
      "[" + label + (isRepeating ? " ..." : "") + "]"
    }
  }
}

/// Something that declares options for a signature: a typed `Option`, a `Flag`, an
/// `OptionGroup`, or a plain `CommandSignature.Option`.
public protocol OptionDeclaration {
  /// The options declared, in help order.
  var declaredOptions: [CommandSignature.Option] { get }
}

extension CommandSignature.Option: OptionDeclaration {
  public var declaredOptions: [CommandSignature.Option] { [self] }
}
