import Classroom
import Foundation
import Processes

/// Unit-test steps: Swift Testing runs in the sandbox and reports through its event stream,
/// which the grader reads from a pipe; a test passes only when the stream says it ended
/// without an issue, and a run that reports fewer tests than expected fails, saying which.
nonisolated extension StepRunner {
  /// The graded tests of `filter` (listed in the clean base, where the tests are the
  /// teacher's), each of which must pass.
  func unitTests(_ step: CheckStep, filter: String, _ context: StepContext) throws -> CheckResult {
    let expected = try expectedTests.map { try $0(filter) } ?? listTests(filter, context)
    guard !expected.isEmpty else {
      throw ExerciseError("the filter '\(filter)' matches no test of the project")
    }
    let (stream, outcome) = try runTests(filter, in: workspace, context)
    let passed = stream.passed(among: expected)
    guard passed.count < expected.count else {
      return CheckResult(
        name: step.name, kind: step.kind, verdict: .passed, passed: passed.count,
        total: expected.count)
    }
    var why = ending(outcome, context)
    let notRun = expected.filter { stream.tests[$0]?.ended != true }
    let failed = expected.filter { stream.tests[$0]?.ended == true && !stream.tests[$0]!.passed }
    why.append("\(passed.count) of \(expected.count) expected tests passed")
    for id in failed.prefix(6) {
      let issues = stream.tests[id]?.issues ?? []
      why.append("failed: \(Self.shortName(id))" + (issues.first.map { ": \($0)" } ?? ""))
    }
    if failed.count > 6 { why.append("… and \(failed.count - 6) more failed") }
    if !notRun.isEmpty {
      why.append(
        "not run (\(notRun.count)): "
          + notRun.prefix(6).map(Self.shortName).joined(separator: ", ")
          + (notRun.count > 6 ? ", …" : ""))
    }
    return CheckResult(
      name: step.name, kind: step.kind,
      verdict: .failed(why: why.map { $0.count > 110 ? String($0.prefix(109)) + "…" : $0 }),
      passed: passed.count, total: expected.count,
      trouble: notRun.isEmpty || stream.runEnded ? nil : Self.trouble(outcome) ?? .crashed)
  }

  /// A student's own tests on the real code: the run must end, run at least one test, and
  /// report every test it started passed.
  func testsOnRealCode(_ step: CheckStep, filter: String, _ context: StepContext) throws
    -> CheckResult
  {
    let (stream, outcome) = try runTests(filter, in: workspace, context)
    let why = Self.realCodeFailures(stream, filter: filter)
    guard !why.isEmpty else {
      return CheckResult(name: step.name, kind: step.kind, verdict: .passed)
    }
    return CheckResult(
      name: step.name, kind: step.kind, verdict: .failed(why: ending(outcome, context) + why),
      trouble: Self.trouble(outcome))
  }

  /// Why a student's suite does not pass on the real code (empty when it does).
  static func realCodeFailures(_ stream: TestEventStream, filter: String) -> [String] {
    let ran = stream.declared.filter { stream.tests[$0] != nil }
    if stream.declared.isEmpty || ran.isEmpty {
      return [
        "0 tests ran: the filter '\(filter)' matched no test.",
        "Write @Test functions in that suite: one with no test passes on anything and kills no",
        "mutant.",
      ]
    }
    var why: [String] = []
    for id in stream.declared where stream.tests[id]?.passed != true {
      let test = stream.tests[id]
      let issue = test?.issues.first.map { ": \($0)" } ?? ""
      why.append(
        (test?.ended == true ? "failed: " : "did not end: ") + shortName(id) + issue)
    }
    if !stream.runEnded, why.isEmpty { why.append("the test run did not end") }
    return Array(why.prefix(8))
  }

  /// Runs the tests matching `filter` in `workspace`, its writes kept nowhere; returns the
  /// event stream read from the pipe and how the run ended.
  func runTests(_ filter: String, in workspace: any Workspace, _ context: StepContext) throws
    -> (TestEventStream, SandboxOutcome)
  {
    let channel = try ReportChannel(in: scratch, name: "report-\(UUID().uuidString).pipe")
    let outcome: SandboxOutcome
    do {
      outcome = try sandbox.run(
        [
          "swift", "test", "--skip-build", "--disable-xctest", "--filter", filter,
          "--event-stream-output-path", channel.url.path, "--event-stream-version", "0",
        ],
        policy: SandboxPolicy(
          mounts: workspace.mounts(keepsWrites: false) + [.channel(channel.url)],
          workingDirectory: workspace.root, environment: Self.environment, limits: limits),
        timeLimit: context.left)
    } catch {
      _ = channel.finish()
      throw error
    }
    return (TestEventStream(channel.finish()), outcome)
  }

  /// The tests matching `filter` as `swift test list` names them in the workspace.
  func listTests(_ filter: String, _ context: StepContext) throws -> [String] {
    let outcome = try run(
      ["swift", "test", "list", "--skip-build", "--disable-xctest"],
      mounts: workspace.mounts(keepsWrites: false), context)
    return Self.tests(in: String(decoding: outcome.output, as: UTF8.self), matching: filter)
  }

  /// The test ids in a `swift test list` output that `filter` (a regular expression, as
  /// Swift Testing reads `--filter`) matches.
  public static func tests(in listing: String, matching filter: String) -> [String] {
    let pattern =
      (try? Regex(filter)) ?? (try? Regex(NSRegularExpression.escapedPattern(for: filter)))
    // A listed id may carry its source location (`Suite/test()/File.swift:12:4`, for a name
    // that is not unique): the event stream's ids are compared without it.
    let ids = listing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { id in
        id.contains("/") && !id.contains(" ") && (pattern.map { id.contains($0) } ?? false)
      }.map(TestEventStream.id)
    var seen: Set<String> = []
    return ids.filter { seen.insert($0).inserted }
  }

  /// `LoginPresenterTests/x()` from `MVPTests.LoginPresenterTests/x()`.
  static func shortName(_ id: String) -> String {
    let parts = id.split(separator: "/", maxSplits: 1)
    guard parts.count == 2 else { return id }
    return (parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])) + "/"
      + parts[1]
  }
}
