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

/// The processes a process started, and theirs.
nonisolated public enum ProcessTree {
  /// The ids of every descendant of `pid` (Linux: read from /proc; elsewhere: `pgrep -P`).
  public static func descendants(of pid: pid_t) -> [pid_t] {
    var parents: [pid_t: [pid_t]] = [:]
    #if os(Linux)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for entry in entries {
        guard let child = pid_t(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, fields[0] != "Z", let parent = pid_t(fields[1]) else { continue }
        parents[parent, default: []].append(child)
      }
    #else
      func children(_ parent: pid_t) -> [pid_t] {
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        process.arguments = ["-P", String(parent)]
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return [] }
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n").compactMap { pid_t($0) }
      }
      var frontier = [pid]
      while let next = frontier.popLast() {
        parents[next] = children(next)
        frontier += parents[next] ?? []
      }
    #endif
    var result: [pid_t] = []
    var frontier = parents[pid] ?? []
    while let next = frontier.popLast() {
      result.append(next)
      frontier += parents[next] ?? []
    }
    return result
  }

  /// Kills every descendant of `pid` (SIGKILL, their process groups too), then waits up to
  /// two seconds for them to be gone.
  public static func killDescendants(of pid: pid_t) {
    let all = descendants(of: pid)
    for child in all {
      kill(-child, SIGKILL)
      kill(child, SIGKILL)
    }
    let deadline = Date().addingTimeInterval(2)
    while Date() < deadline, !descendants(of: pid).filter({ all.contains($0) }).isEmpty {
      usleep(20_000)
    }
  }
}
