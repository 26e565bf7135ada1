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
    let logs = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-check-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: logs) }
    var results: [(name: String, verdict: CheckReport.Verdict)] = []
    var gateFailed = false
    for (index, step) in steps.enumerated() {
      guard !gateFailed else {
        results.append((step.name, .skipped))
        continue
      }
      progress(step.name)
      let log = logs.appendingPathComponent("\(index).log")
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
    return CheckReport(exercise: exercise, pattern: pattern, results: results)
  }

  /// `command` made to work on the package at `root`: `swift build|run|test` get
  /// `--package-path ROOT` after their subcommand.
  static func inPackage(_ command: [String], root: URL) -> [String] {
    guard command.count >= 2, command[0] == "swift",
      ["build", "run", "test"].contains(command[1])
    else { return command }
    return Array(command[0...1]) + ["--package-path", root.path] + command.dropFirst(2)
  }

  /// The lines of a failed check's output that say why: those naming an error or a failure
  /// (at most 8), or else its last lines.
  static func why(_ output: String, status: Int32) -> [String] {
    let lines = output.split(separator: "\n").map { String($0) }
      .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    let telling = lines.filter {
      $0.contains("error:") || $0.contains("FAIL") || $0.contains("✗")
        || $0.contains("expected") || $0.contains("failed")
    }
    let chosen = (telling.isEmpty ? Array(lines.suffix(6)) : Array(telling.prefix(8)))
      .map { TextLayout.truncated($0, to: 110) }
    return chosen.isEmpty ? ["exited with status \(status)"] : chosen
  }
}
