extension ForbiddenRule {
  /// One thing a rule matches in code (comments and string contents never match), written
  /// in `exercise.json` and in the docs as its `description`.
  nonisolated public enum Match: Hashable, Sendable, CustomStringConvertible {
    /// `FileManager`: the name wherever it appears, a backquoted `` `FileManager` `` too.
    case name(String)
    /// `Unsafe*`: any name that starts with the prefix and goes on.
    case prefix(String)
    /// `exit()`: the free function (or global), called or passed as a value; not a method
    /// (`x.exit()`), not a declaration (`func exit`), not an argument label, not a call
    /// with a labelled first argument (no C function has labels), not a parameter of the
    /// enclosing function or closure; `Glibc.exit` counts as free.
    case function(String)
    /// `Thread.exit`, `.write(to:)`: a member of that base (any base when nil), called with
    /// that first argument label when one is given.
    case member(base: String?, name: String, label: String?)
    /// `Data(contentsOf:)`: the initializer called with that first argument label, written
    /// `Data(…)` or `Data.init(…)`; `init(contentsOf:)` matches any type's.
    case initializer(type: String, label: String)
    /// `toFile:`: an argument label in any call or declaration.
    case label(String)
    /// `@_cdecl`, `@convention(c)`: the attribute, with that argument when one is given.
    case attribute(String, argument: String?)
    /// `#filePath`: the literal or directive.
    case pound(String)
    /// `import Glibc`, `import _*`: an import of the module (or of a declaration or a
    /// submodule in it), or of any module with the prefix.
    case module(String, isPrefix: Bool)

    /// Parses a match as written in `exercise.json`; nil when it is none of the forms.
    public init?(parsing written: String) {
      let text = written
      if text.hasPrefix("import ") {
        let module = text.dropFirst("import ".count)
        let isPrefix = module.hasSuffix("*")
        let name = String(isPrefix ? module.dropLast() : module)
        guard Self.isName(name) || (isPrefix && name == "_") else { return nil }
        self = .module(name, isPrefix: isPrefix)
      } else if text.hasPrefix("@") {
        let (head, argument) = Self.split(text.dropFirst())
        guard Self.isName(head), argument.map(Self.isName) ?? true else { return nil }
        self = .attribute(head, argument: argument)
      } else if text.hasPrefix("#") {
        guard Self.isName(text.dropFirst()) else { return nil }
        self = .pound(String(text.dropFirst()))
      } else if text.hasSuffix(":") {
        guard Self.isName(text.dropLast()) else { return nil }
        self = .label(String(text.dropLast()))
      } else if text.hasSuffix("*") {
        guard Self.isName(text.dropLast()) else { return nil }
        self = .prefix(String(text.dropLast()))
      } else if let dot = text.firstIndex(of: ".") {
        let (name, argument) = Self.split(text[text.index(after: dot)...])
        let base = text[..<dot]
        guard Self.isName(name), base.isEmpty || Self.isName(base) else { return nil }
        let label: String?
        switch argument {
        case nil: label = nil
        case let argument? where argument.hasSuffix(":") && Self.isName(argument.dropLast()):
          label = String(argument.dropLast())
        default: return nil
        }
        self = .member(base: base.isEmpty ? nil : String(base), name: name, label: label)
      } else if text.hasSuffix(")") {
        let (head, argument) = Self.split(text[...])
        guard Self.isName(head) else { return nil }
        if argument == "" {
          self = .function(head)
        } else if let argument, argument.hasSuffix(":"), Self.isName(argument.dropLast()) {
          self = .initializer(type: head, label: String(argument.dropLast()))
        } else {
          return nil
        }
      } else {
        guard Self.isName(text) else { return nil }
        self = .name(text)
      }
    }

    /// As written in `exercise.json` and the docs.
    public var description: String {
      switch self {
      case .name(let name): name
      case .prefix(let prefix): prefix + "*"
      case .function(let name): name + "()"
      case .member(let base, let name, let label):
        (base ?? "") + "." + name + (label.map { "(\($0):)" } ?? "")
      case .initializer(let type, let label): "\(type)(\(label):)"
      case .label(let label): label + ":"
      case .attribute(let name, let argument): "@" + name + (argument.map { "(\($0))" } ?? "")
      case .pound(let name): "#" + name
      case .module(let name, let isPrefix): "import " + name + (isPrefix ? "*" : "")
      }
    }

    /// `name(argument)` as the name and the argument (`""` for `()`), or the text and nil.
    private static func split(_ text: Substring) -> (String, String?) {
      guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
        return (String(text), nil)
      }
      return (
        String(text[..<open]),
        String(text[text.index(after: open)..<text.index(before: text.endIndex)])
      )
    }

    /// Letters, digits and `_`, not starting with a digit.
    private static func isName(_ text: some StringProtocol) -> Bool {
      guard let first = text.first, !first.isNumber else { return false }
      return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
  }
}
