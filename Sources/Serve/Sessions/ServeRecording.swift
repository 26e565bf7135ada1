import HeadlessUI
import Scenarios

/// How `patterns serve` writes what was clicked and typed as scenario lines.
enum ServeRecording {
  /// `lines` with runs joined: `type "a" into X` then `type "b" into X` become
  /// `type "ab" into X`; `wait 100ms` then `wait 100ms` become `wait 200ms`.
  static func joined(_ lines: [String]) -> [String] {
    var result: [String] = []
    var last: Step?
    for line in lines {
      guard let step = try? ScenarioParser.parseStep(line) else {
        result.append(line)
        last = nil
        continue
      }
      if let previous = last, let joined = join(previous, step) {
        result[result.count - 1] = joined.text
        last = joined
      } else {
        result.append(line)
        last = step
      }
    }
    return result
  }

  private static func join(_ first: Step, _ second: Step) -> Step? {
    let line: String
    switch (first.kind, second.kind) {
    case (.action(.type(let a, let id)), .action(.type(let b, let other))) where id == other:
      line = "type \(TextQuoting.quoted(a + b)) into \(id)"
    case (.action(.wait(let a)), .action(.wait(let b))):
      line = "wait \(Int(((a + b) / .milliseconds(1)).rounded()))ms"
    default: return nil
    }
    return try? ScenarioParser.parseStep(line)
  }
}
