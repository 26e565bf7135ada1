// The `patterns` executable: the registered patterns, handed to the Workbench's commands.
import Foundation
import Registry
import Workbench

let arguments = Array(CommandLine.arguments.dropFirst())
// `patterns run --isolated` starts this executable as a hidden worker, one per pattern.
if arguments.first == PatternWorker.subcommand {
  exit(PatternWorker.main(Array(arguments.dropFirst()), patterns: PatternRegistry.all))
}
PatternsCommand.program(patterns: PatternRegistry.all).exitWhenDone(arguments)
