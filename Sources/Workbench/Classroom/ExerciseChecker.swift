import Classroom
import Foundation

/// Runs an exercise's checks (`CheckStep.plan`) in a checkout, each a process whose output
/// goes to a log, and reports what passed and, for what failed, the lines that say why.
public struct ExerciseChecker {
  /// Runs the checks' commands.
  let processes: any ProcessRunning
  /// The checkout.
  let root: URL
  /// Told each check's name as it starts (the terminal shows progress).
  let progress: (String) -> Void

  /// A checker of the checkout at `root`.
  public init(
    root: URL, processes: any ProcessRunning = SystemProcesses(),
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.root = root
    self.processes = processes
    self.progress = progress
  }

  /// Runs `steps` in order; after a failed gate (the build) the rest are skipped.
  public func check(_ steps: [CheckStep], exercise: String, pattern: String) throws -> CheckReport {
    try refuseLeftoverMutant()
    let logs = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-check-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: logs) }
    var results: [(name: String, verdict: CheckReport.Verdict)] = []
    var gateFailed = false
    var mutants: MutationScore?
    for (index, step) in steps.enumerated() {
      guard !gateFailed else {
        results.append((step.name, .skipped))
        continue
      }
      progress(step.name)
      let log = logs.appendingPathComponent("\(index).log")
      if step.needsTests || step.mutation != nil {  // "write the tests": ExerciseChecker+Mutants
        let (verdict, score) = try runTestStep(step, log: log, earlier: results)
        results.append((step.name, verdict))
        mutants = score ?? mutants
        continue
      }
      let outcome = try processes.run(
        URL(fileURLWithPath: "/usr/bin/env"), Self.inPackage(step.command, root: root), log: log)
      if outcome.status == 0 {
        results.append((step.name, .passed))
      } else {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        results.append((step.name, .failed(why: Self.why(text, status: outcome.status))))
        gateFailed = step.isGate
      }
    }
    return CheckReport(exercise: exercise, pattern: pattern, results: results, mutants: mutants)
  }

  /// `command` made to work on the package at `root`: `swift build|run|test` get
  /// `--package-path ROOT` after their subcommand.
  static func inPackage(_ command: [String], root: URL) -> [String] {
    guard command.count >= 2, command[0] == "swift",
      ["build", "run", "test"].contains(command[1])
    else { return command }
    return Array(command[0...1]) + ["--package-path", root.path] + command.dropFirst(2)
  }

  /// The lines of a failed check's output that say why (at most 12): each failed scenario
  /// with its step and what was expected and seen (not the screen dump), each compiler
  /// `error:` and each failed test; or else the output's last lines.
  static func why(_ output: String, status: Int32) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var chosen: [String] = []
    var index = 0
    while index < lines.count, chosen.count < 12 {
      let line = lines[index]
      index += 1
      if line.hasPrefix("✗ "), !line.hasSuffix("ms)") {
        chosen.append(line)
        // The failure's step and its expected/seen or message, up to its screen dump.
        while index < lines.count, !lines[index].isEmpty, lines[index] != "  screen:" {
          chosen.append("  " + lines[index])
          index += 1
        }
      } else if line.contains("error:") || (line.contains("✘") && line.contains("issue")) {
        chosen.append(line.trimmingCharacters(in: .whitespaces))
      }
    }
    if chosen.isEmpty {
      chosen = Array(lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(6))
    }
    let shown = chosen.prefix(12).map { TextLayout.truncated($0, to: 110) }
    return shown.isEmpty ? ["exited with status \(status)"] : shown
  }
}
