// The `patterns` executable: a thin shell over the Workbench module.
import Foundation
import Workbench

let arguments = Array(CommandLine.arguments.dropFirst())
// `patterns run --isolated` starts this executable as a hidden worker, one per pattern.
if arguments.first == PatternWorker.subcommand {
  exit(PatternWorker.main(Array(arguments.dropFirst()), patterns: PatternRegistry.all))
}
exit(PatternsCommand.main(arguments))
