// The `patterns` executable: the registered patterns, handed to the Workbench's commands.
import CommandLineKit
import Foundation
import Registry
import Workbench

let arguments = Array(CommandLine.arguments.dropFirst())
// `patterns run --isolated` and the grader start this executable as a hidden worker, one per
// pattern; the parent's secret leaves the environment before any app code runs.
if arguments.first == PatternWorker.subcommand {
  let nonce = PatternWorker.takeNonce()
  exit(
    PatternWorker.main(Array(arguments.dropFirst()), patterns: PatternRegistry.all, nonce: nonce))
}
PatternsCommand.program(patterns: PatternRegistry.all).exitWhenDone(arguments)
