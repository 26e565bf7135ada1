import Foundation
import Processes

/// The build step: `swift build` in the sandbox, its products kept for the later steps.
nonisolated extension StepRunner {
  /// Builds the work in `workspace` (the test targets too with `tests`); passes when the
  /// compiler exits 0.
  func build(_ step: CheckStep, tests: Bool, in workspace: any Workspace, _ context: StepContext)
    throws -> CheckResult
  {
    let outcome = try run(
      Self.buildCommand(tests: tests), mounts: workspace.mounts(keepsWrites: true), context)
    if outcome.ending == .exited(0), outcome.limit == nil {
      return CheckResult(name: step.name, kind: step.kind, verdict: .passed)
    }
    let text = String(decoding: outcome.output, as: UTF8.self)
      .replacingOccurrences(of: workspace.root.path + "/", with: "")
    let said = Self.why(text)
    let why = ending(outcome, context) + (said.isEmpty ? ["the build failed"] : said)
    return CheckResult(
      name: step.name, kind: step.kind, verdict: .failed(why: Array(why.prefix(12))),
      trouble: Self.trouble(outcome))
  }

  /// The build's command line. With tests, the whole package and its test targets; without,
  /// only the scenario worker (`patterns-worker`: the apps, Domain, the look-alikes and the
  /// scenario player), which is all the later steps run, so that an edit to Domain does not
  /// rebuild and link every command of the tool.
  public static func buildCommand(tests: Bool) -> [String] {
    tests ? ["swift", "build", "--build-tests"] : ["swift", "build", "--product", workerName]
  }

  /// The scenario worker's executable, as SwiftPM names its product.
  static let workerName = "patterns-worker"

  /// The lines of a failed build's output that say why (at most 12): each compiler `error:`,
  /// or else its last lines without SwiftPM's progress.
  static func why(_ output: String) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    var chosen = lines.filter { $0.contains("error:") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var seen: Set<String> = []
    chosen = chosen.filter { seen.insert($0).inserted }
    if chosen.isEmpty {
      chosen = Array(
        lines.filter { !isProgress($0) && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          .suffix(6))
    }
    return chosen.prefix(12).map { $0.count > 110 ? String($0.prefix(109)) + "…" : $0 }
  }

  /// Whether `line` is SwiftPM's progress (`Building for debugging...`, `[3/5] Compiling…`).
  static func isProgress(_ line: String) -> Bool {
    line.hasPrefix("[") || line.hasPrefix("Building") || line.hasPrefix("Build of product")
      || line.hasPrefix("Build complete") || line.hasPrefix("Compiling")
  }
}
