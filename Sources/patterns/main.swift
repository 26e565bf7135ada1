// The `patterns` executable: the registered patterns, handed to the commands (Commands).
import CommandLineKit
import Foundation
import Registry
import Runner
import Commands

let arguments = Array(CommandLine.arguments.dropFirst())
// `patterns run --isolated` starts this executable as a hidden worker, one per pattern (the
// grader starts `patterns-worker`, which holds only the worker).
if arguments.first == PatternWorker.subcommand {
  exit(PatternWorker.start(Array(arguments.dropFirst()), patterns: PatternRegistry.all))
}
PatternsCommand.program(patterns: PatternRegistry.all).exitWhenDone(arguments)
