// The `patterns` executable: the registered patterns, handed to the commands (Commands).
import CommandLineKit
import Foundation
import Registry
import Runner
import Commands

let arguments = Array(CommandLine.arguments.dropFirst())
// `patterns run --isolated` and the grader start this executable as a hidden worker, one per
// pattern; the parent's secret leaves the environment before any app code runs.
if arguments.first == PatternWorker.subcommand {
  let nonce = PatternWorker.takeNonce()
  var patterns = PatternRegistry.all
  #if DEBUG
    // The tests of isolation make a worker trap or hang (never in a release build).
    patterns = WorkerFault.inject(
      ProcessInfo.processInfo.environment[WorkerFault.variable], into: patterns)
  #endif
  exit(PatternWorker.main(Array(arguments.dropFirst()), patterns: patterns, nonce: nonce))
}
PatternsCommand.program(patterns: PatternRegistry.all).exitWhenDone(arguments)
