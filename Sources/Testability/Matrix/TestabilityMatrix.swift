import Classroom

/// The result of `patterns mutate`: for every pattern and every mutant of the catalogue,
/// which test groups killed it, with how long the run took and where it ran.
nonisolated public struct TestabilityMatrix: Hashable, Sendable {
  /// A pattern measured, and the size of each of its groups.
  public struct Pattern: Hashable, Sendable {
    /// Its name: `mvp`.
    public var name: String
    /// Its unit tests' target: `MVPTests`.
    public var testTarget: String
    /// How many tests (or scenarios) each group run holds; 0 when it has none.
    public var tests: [TestGroup: Int]

    /// Describes a pattern.
    public init(name: String, testTarget: String, tests: [TestGroup: Int]) {
      self.name = name
      self.testTarget = testTarget
      self.tests = tests
    }
  }

  /// One mutant in one pattern.
  public struct Cell: Hashable, Sendable {
    /// The pattern's name.
    public var pattern: String
    /// The mutant's id.
    public var mutant: String
    /// What became of it.
    public var outcome: MutantOutcome
    /// The file the cut changed (nil when not cut).
    public var file: String?
    /// The role that file plays in the pattern.
    public var role: CutRole?
    /// How long its build and groups took, in seconds.
    public var seconds: Double

    /// Describes a cell.
    public init(
      pattern: String, mutant: String, outcome: MutantOutcome, file: String? = nil,
      role: CutRole? = nil, seconds: Double = 0
    ) {
      self.pattern = pattern
      self.mutant = mutant
      self.outcome = outcome
      self.file = file
      self.role = role
      self.seconds = seconds
    }
  }

  /// The patterns, in the registry's order.
  public var patterns: [Pattern]
  /// The mutants, in the catalogue's order (their cuts are not kept).
  public var mutants: [AlignedMutant]
  /// The groups run, in order.
  public var groups: [TestGroup]
  /// One cell per pattern and mutant.
  public var cells: [Cell]
  /// How long the whole run took, in seconds (the clean base's build included).
  public var seconds: Double
  /// How many mutants were built and run side by side.
  public var jobs: Int
  /// The sandbox the mutants ran in, as the reports state it.
  public var isolation: String
  /// The processor cores of the machine it ran on (0: not known).
  public var cores: Int

  /// A matrix.
  public init(
    patterns: [Pattern], mutants: [AlignedMutant], groups: [TestGroup], cells: [Cell],
    seconds: Double, jobs: Int, isolation: String, cores: Int = 0
  ) {
    self.patterns = patterns
    self.mutants = mutants.map { mutant in
      var described = mutant
      described.cuts = [:]
      return described
    }
    self.groups = groups
    self.cells = cells
    self.seconds = seconds
    self.jobs = jobs
    self.isolation = isolation
    self.cores = cores
  }

  /// The cell of `mutant` in `pattern`.
  public func cell(_ pattern: String, _ mutant: String) -> Cell? {
    cells.first { $0.pattern == pattern && $0.mutant == mutant }
  }

  /// Whether any mutant is cut in `pattern`; a pattern none is cut in was not mutated, and
  /// its reports say so instead of counting kills out of nothing.
  public func isMutated(_ pattern: String) -> Bool {
    cells.contains { $0.pattern == pattern && $0.outcome != .notCut }
  }

  /// How the reports say that `pattern` was not mutated.
  public static let notMutated = "not mutated"

  /// What one pattern's column adds up to.
  public struct Summary: Hashable, Sendable {
    /// The mutants cut in the pattern.
    public var cut = 0
    /// Those measured (applied, built and run).
    public var measured = 0
    /// How many each group killed.
    public var killed: [TestGroup: Int] = [:]
    /// How many some group killed.
    public var killedByAny = 0
    /// The measured mutants no group killed.
    public var survivors: [String] = []
    /// The measured mutants no unit-test group killed.
    public var missedByUnitTests: [String] = []
    /// The mutants UI-free unit tests did not kill, though the pattern has some.
    public var missedByUIFree: [String] = []
    /// The cuts that did not apply, did not build or could not be measured.
    public var faulty: [String] = []
  }

  /// The summary of `pattern`'s column.
  public func summary(of pattern: String) -> Summary {
    var summary = Summary()
    let hasUIFree = (patterns.first { $0.name == pattern }?.tests[.uiFree] ?? 0) > 0
    for mutant in mutants {
      guard let cell = cell(pattern, mutant.id), cell.outcome != .notCut else { continue }
      summary.cut += 1
      guard case .measured(let verdicts) = cell.outcome else {
        summary.faulty.append(mutant.id)
        continue
      }
      summary.measured += 1
      for (group, verdict) in verdicts where verdict.isKill {
        summary.killed[group, default: 0] += 1
      }
      if verdicts.values.contains(where: \.isKill) {
        summary.killedByAny += 1
      } else {
        summary.survivors.append(mutant.id)
      }
      let unitTests = verdicts.filter { $0.key.isUnitTests }
      if !unitTests.isEmpty, !unitTests.values.contains(where: \.isKill) {
        summary.missedByUnitTests.append(mutant.id)
      }
      if hasUIFree, verdicts[.uiFree] == .survived { summary.missedByUIFree.append(mutant.id) }
    }
    return summary
  }
}
