/// A JSON value that keeps its keys in the order given, for stable, diffable output: the one
/// way the workbench writes JSON (`patterns report --format json` pretty-printed,
/// `patterns run --format json` on one line), with one string escaper (`quoted`).
public indirect enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A number, written with at most two decimals.
  case double(Double)
  /// A string, escaped.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep the order given.
  case object([(String, JSONValue)])

  /// On one line, without spaces: `{"a":[1,2],"b":null}`.
  public func compact() -> String {
    switch self {
    case .null, .bool, .int, .double, .string: return rendered()
    case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",")
        + "}"
    }
  }

  /// Pretty-printed with two-space indentation.
  public func rendered(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return "\(value)"
    case .double(let value): return Self.number(value)
    case .string(let value): return Self.quoted(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  /// A number with at most two decimals and no trailing zeros (`87.5`, `100`).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100
    let fraction = abs(hundredths % 100)
    if fraction == 0 { return "\(whole)" }
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    let digits =
      fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Equal when they render the same.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }
}
