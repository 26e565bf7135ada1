// The `patterns` executable: a thin shell over the Workbench module.
import Foundation
import Workbench

exit(PatternsCommand.main(Array(CommandLine.arguments.dropFirst())))
