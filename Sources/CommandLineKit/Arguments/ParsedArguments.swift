/// A command line parsed against a `CommandSignature`.
///
/// Accepts `--name value`, `--name=value`, `-n value`, flags, positionals in any position,
/// and `--` (everything after it is positional). Rejects unknown options, missing values,
/// values outside an option's allowed set, too many or too few positionals.
public struct ParsedArguments: Equatable {
  /// Values of the positional arguments, in order.
  public private(set) var positionals: [String] = []
  /// Every value given per option (keyed by long name), in order.
  public private(set) var optionValues: [String: [String]] = [:]
  /// The flags given (by long name).
  public private(set) var flags: Set<String> = []

  /// Parses `arguments` (without the command name).
  ///
  /// - Throws: `UsageError` naming the first mistake.
  public init(_ arguments: [String], signature: CommandSignature) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = signature.options.first(where: { $0.name == name || $0.shortName == name })
      else {
        let known = signature.options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
        throw UsageError(
          "Unknown option '\(name)'"
            + Suggestion.sentence(Suggestion.closest(to: name, in: known + ["--help"], limit: 1)))
      }
      guard option.valueName != nil else {
        if let inlineValue {
          throw UsageError("Unexpected value '\(inlineValue)' for '\(option.name)'")
        }
        flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-"
      {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("Missing value for '\(option.label)'")
      }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        throw UsageError(
          "The value '\(value)' is invalid for '\(option.label)'. Use one of: "
            + allowed.joined(separator: ", "))
      }
      if !option.isRepeating, optionValues[option.name] != nil {
        throw UsageError("'\(option.label)' may be given only once")
      }
      optionValues[option.name, default: []].append(value)
    }
    try checkPositionals(against: signature.arguments)
  }

  /// The value of an option given at most once, or nil.
  public func value(_ name: String) -> String? {
    optionValues[name]?.last
  }

  /// Every value of a repeatable option, in order (empty when absent).
  public func values(_ name: String) -> [String] {
    optionValues[name] ?? []
  }

  /// Whether a flag was given.
  public func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  private func checkPositionals(against declared: [CommandSignature.Argument]) throws(UsageError) {
    let required = declared.filter { !$0.isOptional }
    if positionals.count < required.count {
      throw UsageError("Missing expected argument '\(required[positionals.count].label)'")
    }
    if declared.last?.isRepeating != true, positionals.count > declared.count {
      throw UsageError("Unexpected argument '\(positionals[declared.count])'")
    }
  }
}
