// The `patterns` executable: the registered patterns, handed to the Workbench's commands.
import Foundation
import Registry
import Workbench

exit(PatternsCommand.main(Array(CommandLine.arguments.dropFirst()), patterns: PatternRegistry.all))
