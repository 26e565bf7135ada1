import Foundation

/// The best sandbox this machine allows, found by trying it once per process: on Linux a
/// namespace sandbox (with overlay layers when they work), on macOS `sandbox-exec`, else
/// none. `summary` says which isolation is in force and, when it is not the best kind, why.
nonisolated public struct SandboxProbe: Sendable {
  /// The runner to use.
  public let runner: any SandboxRunning
  /// Why no better isolation (or no layers) is in force; nil when nothing is missing.
  public let shortfall: String?

  /// This machine's probe, made once (one sandboxed `true`, some 50 ms).
  public static let current = SandboxProbe.probe()

  /// The best runner this machine allows (`current.runner`); its `isolation` is `.none`
  /// when no sandbox works here.
  public static func best() -> any SandboxRunning { current.runner }

  /// One line for reports: "sandbox: namespaces (…)", or "sandbox: none (…): <why>".
  public var summary: String {
    "sandbox: \(runner.description)" + (shortfall.map { "; \($0)" } ?? "")
  }

  /// Tries the isolations from the best down.
  static func probe() -> SandboxProbe {
    #if os(Linux)
      if let refusal = NamespaceSandbox.machineRefusal {
        return SandboxProbe(runner: UnsandboxedRunner(), shortfall: "no sandbox: \(refusal)")
      }
      let withLayers = NamespaceSandbox(supportsLayers: true)
      let layersError = trial(withLayers, layered: true)
      if layersError == nil { return SandboxProbe(runner: withLayers, shortfall: nil) }
      let withoutLayers = NamespaceSandbox(supportsLayers: false)
      if trial(withoutLayers, layered: false) == nil {
        return SandboxProbe(
          runner: withoutLayers,
          shortfall: "no overlay layers (folders are copied): \(layersError ?? "")")
      }
      return SandboxProbe(
        runner: UnsandboxedRunner(),
        shortfall: "no sandbox: \(layersError ?? "namespaces do not work here")")
    #elseif os(macOS)
      let seatbelt = SeatbeltSandbox()
      if let error = trial(seatbelt, layered: false) {
        return SandboxProbe(runner: UnsandboxedRunner(), shortfall: "no sandbox: \(error)")
      }
      return SandboxProbe(runner: seatbelt, shortfall: nil)
    #else
      return SandboxProbe(
        runner: UnsandboxedRunner(), shortfall: "no sandbox: none is known on this system")
    #endif
  }

  /// Runs `true` in `runner` (in a folder that is a layer when `layered`); nil when it exits
  /// 0, else what went wrong.
  static func trial(_ runner: any SandboxRunning, layered: Bool) -> String? {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
      .appendingPathComponent("patterns-probe-\(UUID().uuidString)")
    let lower = folder.appendingPathComponent("lower")
    let upper = folder.appendingPathComponent("upper")
    let view = folder.appendingPathComponent("view")
    defer { try? manager.removeItem(at: folder) }
    do {
      for made in [lower, upper, view] {
        try manager.createDirectory(at: made, withIntermediateDirectories: true)
      }
      let mount: SandboxPolicy.Mount =
        layered ? .layered(view, layers: [lower], upper: upper) : .writable(view)
      let outcome = try runner.run(
        ["true"], policy: SandboxPolicy(mounts: [mount], workingDirectory: view),
        timeLimit: .seconds(30))
      guard outcome.ending == .exited(0) else {
        return "true ended \(outcome.ending) in the sandbox: "
          + String(decoding: outcome.output, as: UTF8.self)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }
}
