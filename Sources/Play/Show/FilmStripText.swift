/// A film strip as text: the scenario's header and `given` lines, the starting screen, then
/// each step with the screen after it, indented under it; the failed step is marked `✗` with
/// what was expected and seen, and the steps never run are counted last.
public enum FilmStripText {
  /// The strip, ending with a newline.
  public static func render(_ strip: FilmStrip) -> String {
    var lines = [
      "\(strip.pattern): \(strip.scenario.name)  (\(strip.scenario.location.fileAndLine))"
    ]
    for step in strip.scenario.steps where step.isSetup { lines.append("  \(step.text)") }
    lines.append("  start")
    lines += indented(strip.start)
    let count = strip.frames.count + strip.stepsNotRun.count
    for (index, frame) in strip.frames.enumerated() {
      let mark = frame.failure == nil ? " " : "✗"
      lines.append("")
      lines.append(
        "\(mark) \(index + 1)/\(count) \(frame.step)  (\(frame.location.fileAndLine))")
      if let failure = frame.failure {
        if let expected = failure.expected, let seen = failure.seen {
          lines.append("    expected: \(expected)")
          lines.append("    seen:     \(seen)")
        } else {
          lines.append("    \(failure.message)")
        }
      }
      lines += indented(frame.screen)
    }
    let notRun = strip.stepsNotRun.count
    if notRun > 0 {
      lines.append("")
      lines.append("  (\(notRun) \(notRun == 1 ? "step" : "steps") after it not run)")
    }
    lines.append("")
    lines.append(strip.problem.map { "✗ \($0)" } ?? (strip.passed ? "✓ passed" : "✗ failed"))
    return lines.joined(separator: "\n") + "\n"
  }

  private static func indented(_ screen: String) -> [String] {
    screen.isEmpty
      ? ["    (no screen)"]
      : screen.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
  }
}
