import Classroom
import CommandLineKit
import Foundation
import Grading
import PatternModel
import Processes
import Reports
import Scenarios
import Testability

/// `patterns mutate`: plants each mutant of the testability catalogue in each pattern and
/// reports which test groups kill it (Docs/Report.md, "patterns mutate"). The patterns come
/// as descriptions: their UI-free tests and the roles of the cut files are read from them.
public struct MutateCommand: Command {
  /// The registered patterns.
  public var patterns: [PatternDescription]
  /// The catalogue (nil: the bundled one, or `--mutants`).
  public var catalog: MutantCatalog?
  /// The shared scenarios' folder (nil: the bundled suite).
  public var suite: URL?
  /// The sandbox (nil: the best `probe` finds, or none with `--no-sandbox`).
  public var sandbox: (any SandboxRunning)?
  /// Finds the best sandbox this machine allows.
  public var probe: @Sendable () -> any SandboxRunning

  /// The command over `patterns`.
  public init(
    patterns: [PatternDescription], catalog: MutantCatalog? = nil, suite: URL? = nil,
    sandbox: (any SandboxRunning)? = nil,
    probe: @escaping @Sendable () -> any SandboxRunning = { SandboxProbe.best() }
  ) {
    self.patterns = patterns
    self.catalog = catalog
    self.suite = suite
    self.sandbox = sandbox
    self.probe = probe
  }

  static let pattern = Option<String>(
    "--pattern", short: "-p", valueName: "pattern", repeating: true,
    help: "Only this pattern (repeatable; default: every pattern).")
  static let mutant = Option<String>(
    "--mutant", short: "-m", valueName: "id", repeating: true,
    help: "Only this mutant (repeatable; default: the whole catalogue).")
  static let group = Option<String>(
    "--group", valueName: "group", allowed: TestGroup.allCases.map(\.rawValue), repeating: true,
    help: "Only this test group: ui-free, other or scenarios (repeatable; default: all three).")
  static let mutants = Option<String>(
    "--mutants", valueName: "path",
    help: "Mutant files to plant instead of the bundled catalogue (a folder of .json, or one).")
  static let jobs = Option<Int>(
    "--jobs", short: "-j", valueName: "n", help: "Mutants built and run side by side (default: 1).")
  static let timeout = Option<Int>(
    "--timeout", valueName: "seconds",
    help: "Seconds one step may take: a mutant's build, or one group (default: 900).")
  static let from = Option<String>(
    "--from", valueName: "file", help: "Render a matrix saved with --format json; run nothing.")
  static let requireKills = Flag(
    "--require-kills",
    help: "Exit 1 unless a group run kills every mutant planted (the catalogue's own check).")
  static let noSandbox = Flag(
    "--no-sandbox", help: "Build and run the mutants without a sandbox (reports say so).")
  static let formats = ["text", "json", "html", "markdown"]
  static let format = SharedOptions.format(formats)

  public let name = "mutate"
  public let abstract = "Plant the catalogue's bugs in every pattern; see which tests catch them."
  public let discussion: String? = """
    Each mutant of the testability catalogue (Sources/Classroom/Mutants) breaks one rule of
    the app spec, cut in each pattern where that pattern keeps the rule. For every pattern
    and mutant the report says which groups of tests kill it: U, the pattern's UI-free unit
    tests (its test files that import no UI module); O, its other unit tests; S, the shared
    scenarios. The project is copied and built once with its tests; each mutant is built in
    a layer of its own over it (only its module and what depends on it rebuild) and run
    there, in the sandbox, as 'patterns grade' runs a submission. A kill is a test the event
    stream or a signed scenario message reports failing, never an exit status. Every group
    must pass on the clean project first. Exits 0 when every cut was measured, 1 when a cut
    does not apply, does not build or could not be measured (or, with --require-kills, when
    a mutant survived every group run).
    """
  public var signature: CommandSignature {
    CommandSignature(
      using: [
        Self.pattern, Self.mutant, Self.group, Self.mutants, Self.jobs, Self.timeout, Self.from,
        Self.requireKills, Self.noSandbox, SharedOptions.reportOutput(Self.formats),
        SharedOptions.root,
      ])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let matrix: TestabilityMatrix
    if let path = arguments[Self.from] {
      matrix = try Self.load(path, arguments, context: context)
    } else {
      matrix = try measure(arguments, context: context)
    }
    let text =
      switch arguments[Self.format] ?? "text" {
      case "json": MatrixJSON.render(matrix)
      case "html": MatrixHTML.render(matrix)
      case "markdown": MatrixMarkdown.render(matrix)
      default: MatrixText.render(matrix, width: 100)
      }
    try SharedOptions.deliver(text, arguments, context: context)
    let summaries = matrix.patterns.map { matrix.summary(of: $0.name) }
    let faulty = summaries.contains { !$0.faulty.isEmpty }
    let survived = arguments[Self.requireKills] && summaries.contains { !$0.survivors.isEmpty }
    return faulty || survived ? ExitStatus.failure : ExitStatus.success
  }

  /// Plants the chosen mutants in the chosen patterns and measures them.
  func measure(_ arguments: ParsedArguments, context: CommandContext) throws -> TestabilityMatrix {
    let root = try ExerciseCommand.root(arguments, context: context)
    let run = try plan(arguments, root: root, context: context)
    let jobs = try arguments.value(Self.jobs) ?? 1
    guard jobs >= 1 else { throw UsageError("--jobs expects a whole number of 1 or more") }
    if run.mutatedSubjects.isEmpty {
      run.progress(
        "mutate: no chosen mutant is cut in "
          + run.subjects.map(\.name).joined(separator: ", ") + ": nothing to plant or build")
      return run.unplanted()
    }
    let clock = ContinuousClock()
    let began = clock.now
    WorkFolder.removeOrphans("mutate")
    let work = WorkFolder.make("mutate")
    let interruption = Interruption(
      said: "\nmutate: interrupted; every build and run it started is stopped and its copies "
        + "removed.\n"
    ) {
      WorkFolder.remove(work)
      return !FileManager.default.fileExists(atPath: work.path)
    }
    defer {
      interruption.uninstall()
      WorkFolder.remove(work)
    }
    var matrix: TestabilityMatrix
    do {
      run.progress(
        "mutate: preparing the clean copy of the project (built once"
          + (run.sandbox.supportsLayers ? ", shared by every job)…" : " per job)…"))
      let slots = try run.prepare(
        jobs: jobs, copying: root, into: work,
        excluding: arguments[SharedOptions.output].map { [context.url(for: $0)] } ?? [])
      run.progress(
        "mutate: the clean copy is built (in \(MatrixText.duration(MutationRun.seconds(clock.now - began))))"
      )
      matrix = try run.measure(in: slots, jobs: jobs) { interruption.isInterrupted }
    } catch let error as ExerciseError {
      interruption.holdIfInterrupted()
      throw CommandFailure("mutate could not run: \(error.description)")
    }
    interruption.holdIfInterrupted()
    matrix.seconds = MutationRun.seconds(clock.now - began)
    run.progress("mutate: done in \(MatrixText.duration(matrix.seconds))")
    return matrix
  }

  /// The run the options ask for: the chosen mutants, patterns as data, groups and sandbox.
  func plan(_ arguments: ParsedArguments, root: URL, context: CommandContext) throws
    -> MutationRun
  {
    let catalog = try loadCatalog(arguments, context: context)
    let wantedMutants = try arguments.values(Self.mutant)
    let mutants: [AlignedMutant]
    do {
      mutants = try wantedMutants.isEmpty ? catalog.mutants : wantedMutants.map(catalog.mutant)
    } catch let error as ExerciseError {
      throw UsageError(error.description)
    }
    guard !mutants.isEmpty else {
      throw CommandFailure("the catalogue has no mutant (a student edition leaves them out)")
    }
    let wanted = try arguments.values(Self.pattern)
    for name in wanted where !patterns.contains(where: { $0.name == name }) {
      throw UsageError(
        "Unknown pattern '\(name)'; the patterns are: "
          + patterns.map(\.name).joined(separator: ", "))
    }
    let chosen = wanted.isEmpty ? patterns : patterns.filter { wanted.contains($0.name) }
    let subjects = chosen.map { pattern in
      MutationSubject(
        name: pattern.name, testTarget: pattern.testTarget,
        uiFreeFilter: UIFreeUnitTests.filter(for: pattern, root: root),
        roles: Dictionary(
          mutants.compactMap { $0.cuts[pattern.name]?.file }.map {
            ($0, Self.role(of: $0, in: pattern))
          },
          uniquingKeysWith: { first, _ in first }))
    }
    let groups = try arguments.values(Self.group).compactMap(TestGroup.init(rawValue:))
    let timeout = try arguments.value(Self.timeout) ?? 900
    guard timeout > 0 else {
      throw UsageError("--timeout expects a whole number of seconds above 0")
    }
    guard let suiteFolder = suite ?? ScenarioLoader.bundledSuiteURL else {
      throw CommandFailure("the bundled scenario suite is missing from the build")
    }
    let progress = ProgressLog(context)
    return MutationRun(
      subjects: subjects, mutants: mutants, groups: groups.isEmpty ? TestGroup.allCases : groups,
      suite: try ScenarioSource.suite(in: suiteFolder),
      sandbox: try chooseSandbox(arguments, context: context), timeLimit: .seconds(timeout),
      progress: { progress($0) })
  }

  /// The role `file` plays in `pattern`: its role folder's, or its module's name outside the
  /// pattern's module.
  static func role(of file: String, in pattern: PatternDescription) -> CutRole {
    let folder = "Sources/\(pattern.module)/"
    guard file.hasPrefix(folder) else {
      return CutRole(
        title: String(file.split(separator: "/").dropFirst().first ?? ""), isUIFree: false)
    }
    let role = pattern.role(ofPathInModule: String(file.dropFirst(folder.count)))
    return CutRole(title: role.title, isUIFree: role.isUIFree)
  }

  /// The catalogue given, `--mutants`, or the bundled one.
  func loadCatalog(_ arguments: ParsedArguments, context: CommandContext) throws -> MutantCatalog {
    if let catalog { return catalog }
    do {
      guard let path = arguments[Self.mutants] else { return try MutantCatalog.bundled() }
      return try MutantCatalog(folder: context.url(for: path))
    } catch let error as ExerciseError {
      throw CommandFailure(error.description, status: ExitStatus.dataError)
    }
  }

  /// The sandbox given, the best this machine allows, or none with `--no-sandbox`; refuses
  /// to run without one otherwise. Says on standard error which is in force.
  func chooseSandbox(_ arguments: ParsedArguments, context: CommandContext) throws
    -> any SandboxRunning
  {
    try SandboxChoice(
      label: "mutate", withoutOne: "the mutants build and run as you.",
      refusal: "; pass --no-sandbox to run the mutants without one (the report will say so)"
    ).choose(
      given: sandbox, noSandbox: arguments[Self.noSandbox], probe: probe, context: context)
  }

  /// Reads a matrix saved with `--format json`.
  static func load(_ path: String, _ arguments: ParsedArguments, context: CommandContext) throws
    -> TestabilityMatrix
  {
    let running: [any OptionDeclaration] = [
      pattern, mutant, group, mutants, jobs, timeout, requireKills, noSandbox,
    ]
    if let option = running.flatMap(\.declaredOptions).first(where: {
      arguments.value($0.name) != nil
    }) {
      throw UsageError("--from renders a saved matrix: leave out '\(option.label)'")
    }
    guard let data = FileManager.default.contents(atPath: context.url(for: path).path) else {
      throw UsageError("No such file: \(path)")
    }
    do {
      return try MatrixJSON.parse(data)
    } catch let error as ExerciseError {
      throw CommandFailure("\(path): \(error.description)", status: ExitStatus.dataError)
    }
  }
}

/// Writes progress lines on standard error from any thread, one at a time.
nonisolated private final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private let write: (String) -> Void

  @MainActor init(_ context: CommandContext) { write = context.writeError }

  func callAsFunction(_ line: String) { lock.withLock { write(line + "\n") } }
}
