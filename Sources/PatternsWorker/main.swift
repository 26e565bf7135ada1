// The `patterns-worker` executable: `patterns __worker` alone, for the grader. It links the
// registered apps, the scenario player and the worker, and none of the tool: checking an
// exercise builds this (`swift build --product patterns-worker`), so an edit to Domain
// rebuilds the apps and the player, not every command (Docs/Classroom.md).
import Foundation
import Registry
import Runner

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == PatternWorker.subcommand else {
  FileHandle.standardError.write(
    Data(
      ("Error: patterns-worker plays scenarios for the grader, not for people; "
        + "its first argument is \(PatternWorker.subcommand)\n").utf8))
  exit(PatternWorker.badArguments)
}
exit(PatternWorker.start(Array(arguments.dropFirst()), patterns: PatternRegistry.all))
