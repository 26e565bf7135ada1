import CommandLineKit
import Foundation
import PatternModel
import Scenarios
import Serve
import SourceAnalysis
import Tracing
import WebServer

/// `patterns serve`: the classroom's web app on the loopback address: play two to five
/// patterns side by side, see each step's trace and the lines that ran, step through
/// scenarios, compare and report (see Docs/Serve.md).
public struct ServeCommand: Command {
  /// The patterns served.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let host = Option<String>(
    "--host", valueName: "address",
    help: "The IPv4 address to listen on (default: 127.0.0.1, this machine only; 0.0.0.0: "
      + "every network the machine is on).")
  static let port = Option<Int>(
    "--port", valueName: "port", help: "The port (default: 8080; 0: any free port).")

  public let name = "serve"
  public let abstract = "Serve the classroom web app: patterns side by side, traces, compare."
  public let discussion: String? = """
    Opens a local web app and prints its URL. Pick two to five patterns: each shows the
    app's screen as widgets, and what you type or click goes to every one of them as a step
    of the scenario language. Under each, the last step's trace as lanes and the source of
    the roles that ran, the lines that ran highlighted. Step through a bundled or uploaded
    scenario forwards and back; download what you did as a .scenario file. Compare and
    report are pages of the same app. Listens on 127.0.0.1 unless --host says otherwise; a
    secure field's text never leaves the server. Ctrl-C stops it.
    """
  public var signature: CommandSignature {
    CommandSignature(
      using: [Self.host, Self.port, SharedOptions.scenarios, SharedOptions.root])
  }

  public func start(
    _ arguments: ParsedArguments, context: CommandContext,
    finish: @escaping @MainActor (Int32) -> Void
  ) throws {
    let port = try arguments.value(Self.port) ?? 8080
    guard (0...65535).contains(port) else {
      throw UsageError("--port \(port) is not between 0 and 65535")
    }
    let host = arguments[Self.host] ?? "127.0.0.1"
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    guard host == "localhost" || (octets.count == 4 && octets.allSatisfy { UInt8($0) != nil })
    else {
      throw UsageError("--host '\(host)' is not an IPv4 address (such as 127.0.0.1 or 0.0.0.0)")
    }
    let app = try Self.app(patterns: patterns, arguments: arguments, context: context)
    let server = HTTPServer(
      configuration: .init(host: host, port: port), handler: app.handler)
    do {
      try server.start()
    } catch {
      throw CommandFailure("cannot serve: \(error)")
    }
    context.print("Serving \(patterns.count) patterns on \(server.url)  (Ctrl-C stops)")
    if !["127.0.0.1", "localhost"].contains(host) {
      context.printError(
        "Note: listening on \(host): anyone who can reach this machine can use the app.")
    }
    Self.running.append(server)
  }

  /// The servers started, kept alive while the program runs.
  private static var running: [HTTPServer] = []

  /// The app over the bundled scenarios and trace examples (and `--scenarios`), and the
  /// source tree at `--root` or around the working directory, when there is one.
  static func app(
    patterns: [PatternDescription], arguments: ParsedArguments, context: CommandContext
  ) throws -> ServeApp {
    let loaded = try SharedOptions.loadScenarios(arguments, context: context)
    guard loaded.faults.isEmpty else {
      throw CommandFailure(
        loaded.faults.map(\.description).joined(separator: "\n"), status: ExitStatus.dataError)
    }
    let tree =
      arguments[SharedOptions.root] == nil
      ? try? SharedOptions.sourceTree(arguments, context: context)
      : try SharedOptions.sourceTree(arguments, context: context)
    if tree == nil {
      context.printError(
        "Note: no source tree here (no Package.swift at or above this folder; see --root): "
          + "no sources beside the traces, no compare or report pages.")
    }
    let scenarios = loaded.files.flatMap(\.scenarios) + TraceExamples.all
    do {
      return try ServeApp(
        configuration: configuration(patterns: patterns, scenarios: scenarios, tree: tree))
    } catch {
      throw CommandFailure("\(error)")
    }
  }

  /// What `serve` serves: `patterns`, `scenarios` and `tree`, with the compare and report
  /// pages made by those very commands, in-process, over the same patterns.
  public static func configuration(
    patterns: [PatternDescription], scenarios: [Scenario], tree: SourceTree?,
    extraScripts: [String] = []
  ) -> ServeConfiguration {
    ServeConfiguration(
      patterns: patterns, scenarios: scenarios, tree: tree, extraScripts: extraScripts
    ) { arguments in
      let capture = OutputCapture()
      let status = PatternsCommand.main(
        arguments, patterns: patterns, context: .capturing(into: capture))
      guard status == ExitStatus.success else {
        return .failure(
          .init(capture.standardError.trimmingCharacters(in: .whitespacesAndNewlines)))
      }
      return .success(capture.standardOutput)
    }
  }
}
