import CommandLineKit

/// Parses `arguments` for `command` and runs it, as `CommandProgram` would without the help
/// and error printing.
public func parseAndRun(
  _ command: some Command, _ arguments: [String], context: CommandContext
) throws -> Int32 {
  try command.run(ParsedArguments(arguments, signature: command.signature), context: context)
}
