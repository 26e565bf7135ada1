/// A film strip as text: the scenario's header and `given` lines, the starting screen, then
/// each step with the screen after it, indented under it; the failed step is marked `✗` with
/// what was expected and seen, and the steps never run are counted last.
///
/// Several patterns' strips of one scenario are shown once per different strip: patterns
/// whose screens, steps and results are all the same share one, headed by their names
/// (`mvc, mvp, mvvm: …`), so five identical strips read as one.
public enum FilmStripText {
  /// The strips, one per group of patterns whose strips read the same, separated by a blank
  /// line, in the order of each group's first pattern.
  public static func render(_ strips: [FilmStrip]) -> String {
    strips.map { (strip: $0, body: body($0)) }.groupedInOrder(by: \.body).map { group in
      header(group[0].strip, patterns: group.map(\.strip.pattern)) + group[0].body
    }.joined(separator: "\n")
  }

  /// The strip, ending with a newline.
  public static func render(_ strip: FilmStrip) -> String {
    header(strip, patterns: [strip.pattern]) + body(strip)
  }

  private static func header(_ strip: FilmStrip, patterns: [String]) -> String {
    "\(patterns.joined(separator: ", ")): \(strip.scenario.name)"
      + "  (\(strip.scenario.location.fileAndLine))\n"
  }

  /// Everything under the header, ending with a newline.
  private static func body(_ strip: FilmStrip) -> String {
    var lines: [String] = []
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
