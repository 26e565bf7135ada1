import Foundation

/// Ctrl-C (SIGINT) and SIGTERM for a command that starts other processes and must not leave
/// them behind: once installed, the first signal kills every process this one started (and
/// theirs), runs the command's clean-up, and exits with 130 (128 + SIGINT).
nonisolated public final class Interruption: @unchecked Sendable {
  private let lock = NSLock()
  private var interrupted = false
  private var sources: [any DispatchSourceSignal] = []

  /// Installs the handlers: on a signal, every descendant is killed, then `cleanUp` runs and
  /// says whether it is done; until it is (threads of the command may still be starting
  /// processes that write where it cleans), both are done again, a few times, and `said` is
  /// printed on standard error before the process exits.
  public init(said: String, cleanUp: @escaping @Sendable () -> Bool) {
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
        for _ in 0..<20 {
          ProcessTree.killDescendants(of: getpid())
          if cleanUp() { break }
          usleep(100_000)
        }
        FileHandle.standardError.write(Data(said.utf8))
        exit(130)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether a signal came.
  public var isInterrupted: Bool { lock.withLock { interrupted } }

  /// Blocks for good when a signal came (the handler is stopping everything and will end
  /// the process), so that a command whose work failed because the signal killed it says
  /// nothing of its own; returns at once otherwise.
  public func holdIfInterrupted() {
    if isInterrupted { DispatchSemaphore(value: 0).wait() }
  }

  /// Puts the default handlers back.
  public func uninstall() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
