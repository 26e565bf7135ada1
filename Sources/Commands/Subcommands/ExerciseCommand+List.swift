import Classroom
import CommandLineKit
import Grading
import Scenarios
import TextColumns

/// `patterns exercise list`: every exercise with its kind and patterns.
struct ExerciseListCommand: Command {
  let exercise: ExerciseCommand

  let name = "list"
  let abstract = "List the exercises with their kind and patterns."

  /// `--pairs`: one `ID PATTERN` line per exercise and pattern, for scripts.
  static let pairs = Flag(
    "--pairs", help: "Print one 'ID PATTERN' line per exercise and pattern (for scripts).")
  var signature: CommandSignature { CommandSignature(using: [Self.pairs]) }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let catalog = try exercise.loadCatalog()
    if arguments[Self.pairs] {
      for item in catalog.exercises {
        for name in item.patternNames { context.print("\(item.id) \(name)") }
      }
      return ExitStatus.success
    }
    let registered = exercise.patterns.map(\.name).sorted()
    let idWidth = (catalog.exercises.map { TextLayout.width($0.id) }.max() ?? 0) + 2
    let kindWidth = (Exercise.Kind.allCases.map { TextLayout.width($0.rawValue) }.max() ?? 0) + 2
    // An exercise for every registered pattern says "all", keeping the column narrow.
    let patterns = catalog.exercises.map {
      $0.patternNames == registered ? "all" : $0.patternNames.joined(separator: ",")
    }
    let patternsWidth = (patterns.map { TextLayout.width($0) } + [8]).max()! + 2
    let width = max(context.terminalWidth, 60)
    let titleColumn = idWidth + kindWidth + patternsWidth
    let header =
      TextLayout.padded("ID", to: idWidth) + TextLayout.padded("KIND", to: kindWidth)
      + TextLayout.padded("PATTERNS", to: patternsWidth)
    if width - titleColumn >= 24 {
      context.print(header + "TITLE")
    } else {
      // The titles go under the ids: so does the header's.
      context.print(header.trimmingCharacters(in: .whitespaces))
      context.print(String(repeating: " ", count: 4) + "TITLE")
    }
    for (item, names) in zip(catalog.exercises, patterns) {
      let prefix =
        TextLayout.padded(item.id, to: idWidth)
        + TextLayout.padded(item.kind.rawValue, to: kindWidth)
        + TextLayout.padded(names, to: patternsWidth)
      // A long title wraps under its column (or, in a narrow terminal, under the id).
      let indent = width - titleColumn >= 24 ? titleColumn : 4
      let lines = TextLayout.wrapped(item.title, to: width - indent)
      if indent == titleColumn {
        context.print(prefix + lines[0])
        for line in lines.dropFirst() {
          context.print(String(repeating: " ", count: indent) + line)
        }
      } else {
        context.print(prefix.trimmingCharacters(in: .whitespaces))
        for line in lines { context.print(String(repeating: " ", count: indent) + line) }
      }
    }
    context.print()
    context.print(
      "\(catalog.exercises.count) exercises. 'patterns exercise show ID' prints a task.")
    return ExitStatus.success
  }
}

/// `patterns exercise show ID`: the task text, then per pattern the allowed files and checks.
struct ExerciseShowCommand: Command {
  let exercise: ExerciseCommand

  let name = "show"
  let abstract = "Show an exercise's task, its files and its checks."

  /// `--allowed`: only the globs a student may change, for scripts (a grading workflow).
  static let allowed = Flag(
    "--allowed",
    help: "Print only the globs of the files a student may change for --pattern, one a line.")
  var signature: CommandSignature {
    CommandSignature(
      arguments: [.init("id", help: "The exercise (see 'patterns exercise list').")],
      using: [ExerciseCommand.pattern, Self.allowed])
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let catalog = try exercise.loadCatalog()
    let id = arguments.positionals[0]
    if arguments[Self.allowed] {
      let (_, pattern) = try exercise.resolve(arguments, catalog: catalog)
      let setup = try catalog.setup(try catalog.exercise(id), pattern: pattern)
      for glob in setup.allowed { context.print(glob) }
      return ExitStatus.success
    }
    guard let item = catalog.exercises.first(where: { $0.id == id }) else {
      throw UsageError.unknown("exercise", id, among: catalog.exercises.map(\.id))
    }
    context.print("\(item.id): \(item.title) (\(item.kind.rawValue))")
    context.print()
    context.writeOutput(item.task.hasSuffix("\n") ? item.task : item.task + "\n")
    for name in item.patternNames {
      guard let setup = item.patterns[name] else { continue }
      context.print()
      context.print("PATTERN \(name)")
      context.print("  you may change: " + setup.allowed.joined(separator: ", "))
      if !setup.start.isEmpty {
        context.print("  start replaces: " + setup.start.joined(separator: ", "))
      }
      let checks =
        (try? CheckStep.plan(
          item, pattern: name, catalog: catalog, bundledSuite: ScenarioLoader.bundledSuiteURL))
        ?? []
      context.print("  checks: " + checks.map(\.name).joined(separator: ", "))
    }
    context.print()
    context.print("Start with: patterns exercise start \(item.id) --pattern PATTERN")
    return ExitStatus.success
  }
}
