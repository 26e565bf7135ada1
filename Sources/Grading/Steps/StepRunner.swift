import Classroom
import Foundation
import Processes
import Scenarios

/// Runs an exercise's checks (`CheckStep.plan`) on one piece of work in a `Workspace`, every
/// process that builds or runs the work in the sandbox, within one time limit for all the
/// steps together, and reports what passed and why the rest failed.
///
/// No verdict comes from an exit status the work controls: scenarios pass when the workers'
/// signed messages, read from a pipe outside the sandbox, say so for every expected
/// scenario; tests pass when Swift Testing's event stream, read the same way, reports every
/// expected test passed. Only the build's status (the compiler's) is read as it is.
nonisolated public struct StepRunner: Sendable {
  /// Where the steps run.
  public var workspace: any Workspace
  /// Runs the steps' processes.
  public var sandbox: any SandboxRunning
  /// The limits of each process.
  public var limits: SandboxLimits
  /// The time all the steps may take together.
  public var timeLimit: Duration
  /// A folder of the grader's, outside the work: check inputs (mounted read-only) and the
  /// report pipes. Made if missing; the caller removes it.
  public var scratch: URL
  /// The tests a filter must run, as `--list-tests` names them (the grader lists them once,
  /// in the clean base); nil lists them in the workspace.
  public var expectedTests: (@Sendable (String) throws -> [String])?
  /// The layering lint over a source tree: its violations, one line each.
  public var lint: @Sendable (URL) -> [String]
  /// Told each step's name as it starts.
  public var progress: @Sendable (String) -> Void
  /// Whether the steps after the first that fails are skipped (to see a starting point
  /// fail, not to grade it).
  public var stopsAtFirstFailure = false

  /// A runner.
  public init(
    workspace: any Workspace, sandbox: any SandboxRunning, limits: SandboxLimits = .standard,
    timeLimit: Duration, scratch: URL,
    expectedTests: (@Sendable (String) throws -> [String])? = nil,
    lint: @escaping @Sendable (URL) -> [String] = { _ in [] },
    progress: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.workspace = workspace
    self.sandbox = sandbox
    self.limits = limits
    self.timeLimit = timeLimit
    self.scratch = scratch
    self.expectedTests = expectedTests
    self.lint = lint
    self.progress = progress
  }

  /// Runs `steps` in order; after a failed build the rest are skipped, and once the time is
  /// used up the rest fail as not run.
  ///
  /// - Throws: when a step cannot be run at all (the sandbox cannot be set up, a scenario
  ///   file does not parse): grading's failure, not the work's.
  public func check(_ steps: [CheckStep], exercise: String, pattern: String) throws
    -> CheckReport
  {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let deadline = ContinuousClock.now + timeLimit
    var results: [CheckResult] = []
    var score: MutationScore?
    var buildFailed = false
    for step in steps {
      if buildFailed || stopsAtFirstFailure && results.contains(where: { $0.verdict != .passed }) {
        results.append(CheckResult(name: step.name, kind: step.kind, verdict: .skipped, total: 0))
        continue
      }
      let left = deadline - ContinuousClock.now
      guard left > .zero else {
        results.append(
          CheckResult(
            name: step.name, kind: step.kind,
            verdict: .failed(why: [
              "not run: the time limit of \(Self.seconds(timeLimit)) was used up"
            ]),
            passed: 0))
        continue
      }
      progress(step.name)
      let context = StepContext(pattern: pattern, deadline: deadline, timeLimit: timeLimit)
      switch step.action {
      case .build(let tests):
        let result = try build(step, tests: tests, in: workspace, context)
        buildFailed = result.verdict != .passed
        results.append(result)
      case .scenarios(let sources):
        results.append(try scenarios(step, sources, context))
      case .lint:
        let violations = lint(try workspace.sourceView())
        results.append(
          CheckResult(
            name: step.name, kind: step.kind,
            verdict: violations.isEmpty ? .passed : .failed(why: Array(violations.prefix(12)))))
      case .unitTests(let filter):
        results.append(try unitTests(step, filter: filter, context))
      case .testsOnRealCode(let filter):
        results.append(try testsOnRealCode(step, filter: filter, context))
      case .mutants(let mutation, let folder):
        let realCode = results.first { $0.kind == .realCode }
        let (result, mutationScore) = try mutants(
          step, mutation, folder: folder, realCodePassed: realCode?.verdict == .passed, context)
        results.append(result)
        score = mutationScore
      }
    }
    return CheckReport(exercise: exercise, pattern: pattern, results: results, mutants: score)
  }

  /// What every step needs to know of the run.
  struct StepContext {
    var pattern: String
    var deadline: ContinuousClock.Instant
    var timeLimit: Duration

    var left: Duration { max(.zero, deadline - ContinuousClock.now) }
  }

  /// Runs `command` in the sandbox over `mounts`, with `environment`.
  func run(
    _ command: [String], mounts: [SandboxPolicy.Mount], environment: [String: String] = [:],
    _ context: StepContext
  ) throws -> SandboxOutcome {
    let policy = SandboxPolicy(
      mounts: mounts, workingDirectory: workspace.root,
      environment: Self.environment.merging(environment) { $1 }, limits: limits)
    return try sandbox.run(command, policy: policy, timeLimit: context.left)
  }

  /// What every process of a check gets in its environment besides the sandbox's `PATH`,
  /// `HOME` and `TMPDIR`: a crash ends at once instead of symbolicating its backtrace.
  public static let environment = ["SWIFT_BACKTRACE": "enable=no"]

  /// The trouble an outcome shows beyond a wrong answer: a crash, a hang or a limit.
  static func trouble(_ outcome: SandboxOutcome) -> CheckResult.Trouble? {
    if outcome.limit != nil { return .limit }
    switch outcome.ending {
    case .timedOut: return .hung
    case .signalled: return .crashed
    case .exited: return nil
    }
  }

  /// The lines that say how a process ended badly: the limit it hit, a hang, a crash.
  func ending(_ outcome: SandboxOutcome, _ context: StepContext) -> [String] {
    var lines: [String] = []
    if let limit = outcome.limit { lines.append(Self.describe(limit, limits)) }
    switch outcome.ending {
    case .timedOut:
      lines.append(
        "timed out: still running at the time limit of \(Self.seconds(context.timeLimit)); "
          + "it was killed with every process it started")
    case .signalled(let signal):
      lines.append("crashed: killed by signal \(signal) (\(StreamedProcess.signalName(signal)))")
    case .exited: break
    }
    if outcome.droppedOutputBytes > 0 {
      lines.append("its output was cut at \(limits.outputBytes / 1024) KiB")
    }
    return lines
  }

  /// `the memory limit (8 GiB per process) was hit`.
  static func describe(_ limit: SandboxOutcome.Limit, _ limits: SandboxLimits) -> String {
    func size(_ bytes: Int?) -> String {
      guard let bytes else { return "" }
      return bytes >= 1 << 30 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
    }
    switch limit {
    case .cpu: return "the CPU time limit (\(limits.cpuSeconds ?? 0) s per process) was hit"
    case .memory: return "the memory limit (\(size(limits.memoryBytes)) per process) was hit"
    case .processes: return "the process limit (\(limits.processes ?? 0) at once) was hit"
    case .fileSize: return "the file size limit (\(size(limits.fileSizeBytes))) was hit"
    case .scratch: return "the scratch space limit (\(size(limits.scratchBytes))) was hit"
    case .output: return "the output limit (\(size(limits.outputBytes))) was hit"
    }
  }

  /// `300 s`: a time limit as the reports write it (whole seconds, rounded up).
  static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return "\(whole + (fraction > 0 ? 1 : 0)) s"
  }
}
