import Classroom
import Foundation
import Processes

/// Runs an exercise's checks (`CheckStep.plan`) in a checkout, each a process whose output
/// goes to a log, and reports what passed and, for what failed, the lines that say why.
nonisolated public struct ExerciseChecker {
  /// Runs the checks' commands.
  let processes: any ProcessRunning
  /// The checkout.
  let root: URL
  /// Told each check's name as it starts (the terminal shows progress).
  let progress: (String) -> Void
  /// The time all the checks may take together (nil: no limit). Each process gets what is
  /// left; one still running then is killed with the processes it started, and the checks
  /// after it fail as not run (`patterns grade`, where a student's code may hang).
  let timeLimit: Duration?

  /// A checker of the checkout at `root`.
  public init(
    root: URL, processes: any ProcessRunning = SystemProcesses(), timeLimit: Duration? = nil,
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.root = root
    self.processes = processes
    self.timeLimit = timeLimit
    self.progress = progress
  }

  /// Runs `steps` in order; after a failed gate (the build) the rest are skipped.
  public func check(_ steps: [CheckStep], exercise: String, pattern: String) throws -> CheckReport {
    try refuseLeftoverMutant()
    let logs = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: logs) }
    var results: [(name: String, verdict: CheckReport.Verdict)] = []
    var gateFailed = false
    var mutants: MutationScore?
    let clock = ContinuousClock()
    let start = clock.now
    for (index, step) in steps.enumerated() {
      guard !gateFailed else {
        results.append((step.name, .skipped))
        continue
      }
      let remaining = timeLimit.map { $0 - (clock.now - start) }
      if let remaining, let timeLimit, remaining <= .zero {
        let limit = Self.seconds(timeLimit)
        results.append(
          (step.name, .failed(why: ["not run: the time limit of \(limit) was used up"])))
        continue
      }
      progress(step.name)
      let log = logs.appendingPathComponent("\(index).log")
      if step.needsTests || step.mutation != nil {  // "write the tests": ExerciseChecker+Mutants
        let deadline = timeLimit.map { start + $0 }
        let (verdict, score) = try runTestStep(
          step, log: log, earlier: results, deadline: deadline)
        results.append((step.name, verdict))
        mutants = score ?? mutants
        continue
      }
      let outcome = try processes.run(
        URL(fileURLWithPath: "/usr/bin/env"), Self.inPackage(step.command, root: root), log: log,
        timeLimit: remaining)
      if outcome.status == 0, !outcome.timedOut, outcome.signal == nil {
        results.append((step.name, .passed))
      } else {
        // Paths in the checkout read relative to it (`Sources/MVP/X.swift:3:1: error: …`).
        let text = ((try? String(contentsOf: log, encoding: .utf8)) ?? "")
          .replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
        results.append((step.name, .failed(why: why(outcome, output: text))))
        gateFailed = step.isGate
      }
    }
    return CheckReport(exercise: exercise, pattern: pattern, results: results, mutants: mutants)
  }

  /// Why a check's process failed: a hang or a crash said first, then its output's lines.
  func why(_ outcome: ProcessOutcome, output: String) -> [String] {
    let lines = Self.why(output, status: outcome.status)
    // After a hang or a crash, the output's own words, not the build's progress lines.
    let said =
      output.contains { !$0.isWhitespace }
      ? lines.filter { !Self.isProgress($0) }.prefix(11) : []
    if outcome.timedOut, let timeLimit {
      return [
        "timed out: still running at the time limit of \(Self.seconds(timeLimit)); "
          + "it was killed"
      ] + said
    }
    if let signal = outcome.signal {
      return ["crashed: killed by signal \(signal) (\(StreamedProcess.signalName(signal)))"]
        + said
    }
    return lines
  }

  /// Whether `line` is SwiftPM's progress (`Building for debugging...`, `[3/5] Compiling…`).
  static func isProgress(_ line: String) -> Bool {
    line.hasPrefix("[") || line.hasPrefix("Building") || line.hasPrefix("Build of product")
      || line.hasPrefix("Build complete") || line.hasPrefix("exited with status")
  }

  /// `300 s`: a time limit as the reports write it (whole seconds, rounded up).
  static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return "\(whole + (fraction > 0 ? 1 : 0)) s"
  }

  /// `command` made to work on the package at `root`: `swift build|run|test` get
  /// `--package-path ROOT` after their subcommand, and `patterns lint` run that way gets
  /// `--root ROOT` (it reads the tree at the working directory otherwise).
  public static func inPackage(_ command: [String], root: URL) -> [String] {
    guard command.count >= 2, command[0] == "swift",
      ["build", "run", "test"].contains(command[1])
    else { return command }
    let lint = command.count >= 4 && command[1] == "run" && command[3] == "lint"
    return Array(command[0...1]) + ["--package-path", root.path] + command.dropFirst(2)
      + (lint ? ["--root", root.path] : [])
  }

  /// The lines of a failed check's output that say why (at most 12): each failed scenario
  /// with its step and what was expected and seen (not the screen dump), each compiler
  /// `error:` and each failed test; or else the output's last lines.
  public static func why(_ output: String, status: Int32) -> [String] {
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
    // Cut by characters (this runs off the main actor, where display widths are not known).
    let shown = chosen.prefix(12).map { $0.count > 110 ? String($0.prefix(109)) + "…" : $0 }
    return shown.isEmpty ? ["exited with status \(status)"] : shown
  }
}
