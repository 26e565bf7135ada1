import Assertions
import CommandLineKit
import Commands
import Foundation
import Registry
import SourceAnalysis
import Testing
import ToolTesting
import Tracing
import WebServer

@testable import Serve

/// `patterns serve`'s command line: its help, and usage errors (exit 64) and a taken port
/// (exit 1) said before anything is served.
@MainActor
struct ServeCommandTests {
  func run(_ arguments: [String]) -> (status: Int32, error: String, output: String) {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["serve"] + arguments, patterns: PatternRegistry.all, context: .capturing(into: capture))
    return (status, capture.standardError, capture.standardOutput)
  }

  @Test func theHelpListsEveryOption() {
    let help = run(["--help"])
    assertEqual(help.status, 0)
    for option in ["--host <address>", "--port <port>", "--scenarios <path>", "--root <dir>"] {
      #expect(help.output.contains(option), "\(option)")
    }
  }

  @Test(arguments: [
    (["--port", "70000"], "Error: --port 70000 is not between 0 and 65535"),
    (["--port", "abc"], "Error: The value 'abc' is invalid for '--port <port>'"),
    (
      ["--host", "example.org"],
      "Error: --host 'example.org' is not an IPv4 address (such as 127.0.0.1 or 0.0.0.0)"
    ),
    (
      ["--host", "1.2.3.256"],
      "Error: --host '1.2.3.256' is not an IPv4 address (such as 127.0.0.1 or 0.0.0.0)"
    ),
  ])
  func aWrongCommandLineIsAUsageError(arguments: [String], said: String) {
    let result = run(arguments)
    assertEqual(result.status, 64)
    #expect(result.error.hasPrefix(said + "\nUsage: patterns serve "))
  }

  @Test func aTakenPortIsAFailureThatSaysSo() throws {
    let taken = HTTPServer(configuration: .init(port: 0)) { _ in .text("") }
    try taken.start()
    defer { taken.stop() }
    let result = run(["--port", "\(taken.port)", "--root", ProjectRoot.url.path])
    assertEqual(result.status, 1)
    assertEqual(
      result.error,
      "Error: cannot serve: cannot listen on 127.0.0.1:\(taken.port): Address already in use\n"
    )
  }
}
