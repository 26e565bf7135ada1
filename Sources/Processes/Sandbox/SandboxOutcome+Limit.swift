import Foundation

nonisolated extension SandboxOutcome.Limit {
  /// The limit a run hit, as far as it shows: the signal the kernel sends for a limit
  /// (SIGXCPU: CPU time, SIGXFSZ: file size), a cgroup's count of refused forks, the system's
  /// words for a refused allocation, fork or write in the output of a run that failed, and
  /// output past its limit. Nil when none shows (a time limit is its own `Ending`).
  ///
  /// The words come from the command's output and so are only a hint for a report: no
  /// verdict may rest on them.
  static func inferred(
    ending: SandboxOutcome.Ending, output: Data, droppedOutputBytes: Int,
    processLimitHit: Bool = false
  ) -> SandboxOutcome.Limit? {
    if case .signalled(let signal) = ending {
      if signal == SIGXCPU { return .cpu }
      if signal == SIGXFSZ { return .fileSize }
    }
    if processLimitHit { return .processes }
    if ending != .exited(0) {
      let text = String(decoding: output.suffix(64 << 10), as: UTF8.self)
      let signs: [(SandboxOutcome.Limit, [String])] = [
        (.fileSize, ["File too large"]),
        (
          .memory,
          [
            "Cannot allocate memory", "Could not allocate memory", "std::bad_alloc",
            "out of memory",
          ]
        ),
        (.processes, ["Cannot fork", "Resource temporarily unavailable", "fork: retry"]),
        (.scratch, ["No space left on device"]),
      ]
      if let (limit, _) = signs.first(where: { $0.1.contains(where: text.contains) }) {
        return limit
      }
    }
    return droppedOutputBytes > 0 ? .output : nil
  }
}
