import Foundation

/// One frame of a captured call stack, reduced to what attribution needs: the module its
/// code belongs to, its demangled symbol, and (for the pattern's frames) its file's path
/// under the module folder.
struct StackFrame: Hashable, Sendable {
  /// The module the frame's function belongs to (`MVP`), read from its symbol.
  var module: String
  /// The demangled symbol: `MVP.LoginPresenter.loginButtonTapped() -> ()`.
  var symbol: String
  /// The return address (or program counter) of the frame, for telling call sites apart.
  var address: UInt64
  /// The file's path under the module folder (`Presenters/LoginPresenter.swift`), when
  /// looked up (only the pattern's frames are: see `StackCapture`).
  var pathInModule: String?
  /// The line the frame was at, when looked up (only with `StackCapture(locatesLines:)`).
  var line: Int?

  /// A frame of `symbol`, or nil for a symbol with no module of its own (thunks, witnesses).
  init?(symbol: String, address: UInt64) {
    let symbol = Self.withoutDiscriminators(symbol)
    guard !symbol.contains("thunk"), !symbol.hasPrefix("protocol witness"),
      let module = Self.module(of: symbol)
    else { return nil }
    self.module = module
    self.symbol = symbol
    self.address = address
  }

  /// `symbol` with each private declaration's name kept and its file's discriminator dropped:
  /// `(capture in _2B7D…)` becomes `capture`. Most symbols have none, and they skip the
  /// pattern: a regex literal is compiled each time it is evaluated, which was two thirds of
  /// naming a new frame.
  static func withoutDiscriminators(_ symbol: String) -> String {
    guard symbol.contains(" in _") else { return symbol }
    return symbol.replacing(/\((\w+) in _[0-9A-F]+\)/) { String($0.output.1) }
  }

  /// The module a demangled symbol belongs to: `(extension in M):` or the first dotted name
  /// of the function that holds it (`closure #1 in MVP.X.y()` is in `MVP`).
  static func module(of symbol: String) -> String? {
    let context = LaneAttribution.innermostContext(symbol)
    if context.hasPrefix("(extension in "), let colon = context.firstIndex(of: ":") {
      return String(context[context.index(context.startIndex, offsetBy: 14)..<colon].dropLast())
    }
    var current = ""
    for character in context {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else if character == ".", !current.isEmpty {
        return current
      } else {
        current = ""
      }
    }
    return nil
  }

  /// The module folder and path under it of a file at `path` (absolute, as debug info
  /// records it), or nil when the file is not under a `Sources/` folder.
  static func pathInModule(_ path: String) -> (module: String, path: String)? {
    guard let range = path.range(of: "/Sources/", options: .backwards) else { return nil }
    let rest = path[range.upperBound...]
    guard let slash = rest.firstIndex(of: "/") else { return nil }
    return (String(rest[..<slash]), String(rest[rest.index(after: slash)...]))
  }

  /// The file's name without `.swift` (`LoginPresenter`, `AuthService+Rx`), when known.
  var fileBaseName: String? {
    guard let pathInModule else { return nil }
    let name = pathInModule.split(separator: "/").last.map(String.init) ?? pathInModule
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }
}
