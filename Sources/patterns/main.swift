// The `patterns` executable: the registered patterns, handed to the Workbench's commands.
import Registry
import Workbench

PatternsCommand.program(patterns: PatternRegistry.all)
  .exitWhenDone(Array(CommandLine.arguments.dropFirst()))
