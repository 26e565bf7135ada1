import Foundation

/// Which types and members a set of Swift sources declares, file by file: a line-based
/// reader good enough to tell whether a name a task text gives exists (`TaskTextSymbols`).
struct SwiftDeclarations {
  /// What one file declares.
  struct File {
    /// Types declared or extended here.
    var types: Set<String> = []
    /// Members declared here (nested types too), each with the parameters of each declaration
    /// (nil for a property or a nested type).
    var members: [String: [[Parameter]?]] = [:]
  }

  /// A parameter: its argument label (`_` for none) and whether it has a default value.
  struct Parameter: Equatable {
    var label: String
    var hasDefault: Bool
  }

  private(set) var files: [File] = []
  /// The types each type declares it conforms to or inherits from, by name.
  private(set) var supertypes: [String: Set<String>] = [:]
  /// Module names: `Module.Type` names a type, and `Module` alone is declared.
  let modules: Set<String>

  /// Reads each text as one Swift file, in a package of `modules`.
  init(_ texts: [String], modules: Set<String> = []) {
    self.modules = modules
    for text in texts {
      files.append(Self.read(text))
      for match in text.matches(
        of:
          /\b(?:class|struct|enum|protocol|actor)\s+([A-Z][A-Za-z0-9_]*)(?:<[^>{]*>)?\s*:\s*([^{\n]+)/
      ) {
        let names = match.2.split(separator: ",").compactMap {
          $0.firstMatch(of: /([A-Z][A-Za-z0-9_]*)/).map { String($0.1) }
        }
        supertypes[String(match.1), default: []].formUnion(names)
      }
    }
  }

  /// Whether `mention` names something declared: its type (or one it conforms to) declared
  /// or extended in a file that declares the member, callable with the labels given; a
  /// function or type alone; or a module, or a type in one (`MVPTests.LoginPresenterTests`).
  func declares(_ mention: TaskTextSymbols.Mention) -> Bool {
    if let type = mention.type, modules.contains(type) {
      guard let member = mention.member else { return true }
      return files.contains { $0.types.contains(member) }
    }
    let owners = mention.type.map(lineage)
    return files.contains { file in
      if let owners, file.types.isDisjoint(with: owners) { return false }
      guard let member = mention.member else { return true }
      guard let found = file.members[member] else { return false }
      guard let labels = mention.labels else { return true }
      return found.contains { $0.map { Self.accepts($0, labels[...]) } ?? false }
    }
  }

  /// `type` and every type it conforms to or inherits from, transitively.
  private func lineage(_ type: String) -> Set<String> {
    var seen: Set<String> = [type]
    var next = [type]
    while let current = next.popLast() {
      for parent in supertypes[current] ?? [] where seen.insert(parent).inserted {
        next.append(parent)
      }
    }
    return seen
  }

  /// Whether a call with `labels` fits `parameters`: each parameter given in order, or left
  /// out when it has a default value.
  private static func accepts(_ parameters: [Parameter], _ labels: ArraySlice<String>) -> Bool {
    guard let first = parameters.first else { return labels.isEmpty }
    let rest = Array(parameters.dropFirst())
    if labels.first == first.label, accepts(rest, labels.dropFirst()) { return true }
    return first.hasDefault && accepts(rest, labels)
  }

  private static func read(_ text: String) -> File {
    var file = File()
    let typeDeclaration =
      /\b(?:class|struct|enum|protocol|actor|typealias|associatedtype|extension)\s+([A-Z][A-Za-z0-9_]*)/
    for match in text.matches(of: typeDeclaration) {
      file.types.insert(String(match.1))
      file.members[String(match.1), default: []].append(nil)
    }
    for match in text.matches(of: /\bfunc\s+`?([A-Za-z_][A-Za-z0-9_]*)`?\s*(?:<[^>(]*>)?\s*\(/) {
      let name = String(match.1)
      file.members[name, default: []].append(parameters(after: match.range.upperBound, in: text))
    }
    for match in text.matches(of: /\b(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)/) {
      file.members[String(match.1), default: []].append(nil)
    }
    for match in text.matches(of: /(?m)^\s*(?:(?:public|indirect)\s+)*case\s+([a-z_][^\n=]*?)\s*$/)
    where !match.1.hasSuffix(":") {
      for element in topLevel(String(match.1), separator: ",") {
        let trimmed = element.trimmingCharacters(in: .whitespaces)
        guard let name = trimmed.firstMatch(of: /^([a-z_][A-Za-z0-9_]*)/)?.1 else { continue }
        if let open = trimmed.firstIndex(of: "(") {
          let inner = trimmed[trimmed.index(after: open)...].dropLast()
          let parameters = topLevel(String(inner), separator: ",").map { part in
            let words = part.split(separator: ":", maxSplits: 1)
            let label = words.count == 2 ? words[0].trimmingCharacters(in: .whitespaces) : "_"
            return Parameter(label: label, hasDefault: part.contains("="))
          }
          file.members[String(name), default: []].append(parameters)
        } else {
          file.members[String(name), default: []].append(nil)
        }
      }
    }
    return file
  }

  /// The parameters of the list that opens just before `start`.
  private static func parameters(after start: String.Index, in text: String) -> [Parameter] {
    var depth = 1
    var end = start
    while end < text.endIndex, depth > 0 {
      if text[end] == "(" { depth += 1 }
      if text[end] == ")" { depth -= 1 }
      if depth > 0 { end = text.index(after: end) }
    }
    let list = String(text[start..<end])
    guard !list.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
    return topLevel(list, separator: ",").map { parameter in
      let halves = parameter.split(separator: ":", maxSplits: 1)
      let words = (halves.first ?? "").split(whereSeparator: \.isWhitespace)
        .filter { !$0.hasPrefix("@") }
      let type = halves.count == 2 ? String(halves[1]) : ""
      return Parameter(
        label: words.first.map(String.init) ?? "_",
        hasDefault: topLevel(type, separator: "=").count > 1)
    }
  }

  /// `text` split at `separator` outside parentheses, brackets and angle brackets.
  private static func topLevel(_ text: String, separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      if "([<".contains(character) { depth += 1 }
      // `->` closes nothing.
      if ")]>".contains(character), !(character == ">" && previous == "-") { depth -= 1 }
      previous = character
      if character == separator, depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts
  }
}
