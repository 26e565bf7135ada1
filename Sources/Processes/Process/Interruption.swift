import Foundation

/// Ctrl-C (SIGINT) and SIGTERM for a command that starts other processes and must not leave
/// them behind: once installed, the first signal kills every process this one started (and
/// theirs), runs the command's clean-up, and exits with 130 (128 + SIGINT).
nonisolated public final class Interruption: @unchecked Sendable {
  private let lock = NSLock()
  private var interrupted = false
  private var sources: [any DispatchSourceSignal] = []

  /// Installs the handlers: on a signal, `cleanUp` runs after every descendant is killed.
  public init(cleanUp: @escaping @Sendable () -> Void) {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in
        guard
          lock.withLock({ () -> Bool in
            defer { interrupted = true }
            return !interrupted
          })
        else { return }
        ProcessTree.killDescendants(of: getpid())
        cleanUp()
        exit(130)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether a signal came.
  public var isInterrupted: Bool { lock.withLock { interrupted } }

  /// Puts the default handlers back.
  public func uninstall() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
