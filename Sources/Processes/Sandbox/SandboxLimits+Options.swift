import Foundation

nonisolated extension SandboxLimits {
  /// `prlimit`'s options for these limits: no core files, the CPU limit's soft limit one
  /// second below its hard one (so SIGXCPU, not SIGKILL, ends the process), address space,
  /// file size; `processes` plus `processSlack` processes when the count is the run's own
  /// (nil: not set, for a count that would be all of the caller's processes); `openFiles`.
  func prlimitOptions(processSlack: Int?, openFiles: Int?) -> [String] {
    var options = ["--core=0"]
    if let openFiles { options.append("--nofile=\(openFiles)") }
    if let cpuSeconds { options.append("--cpu=\(cpuSeconds):\(cpuSeconds + 1)") }
    if let memoryBytes { options.append("--as=\(memoryBytes)") }
    if let processes, let processSlack { options.append("--nproc=\(processes + processSlack)") }
    if let fileSizeBytes { options.append("--fsize=\(fileSizeBytes)") }
    return options
  }
}

nonisolated extension SandboxLimits {
  /// A `sh` script that sets these limits with `ulimit` (512-byte blocks for file size, as
  /// POSIX `sh` counts them; kibibytes for memory) and then runs its arguments:
  /// `sh -c SCRIPT sh COMMAND…`. The CPU limit's soft limit is one second below its hard one;
  /// the process count is left alone (`ulimit -u` counts all of the user's processes). A
  /// limit the system refuses (macOS ignores `-v`) is skipped.
  var ulimitScript: String {
    var lines = ["ulimit -c 0"]
    if let cpuSeconds { lines += ["ulimit -S -t \(cpuSeconds)", "ulimit -H -t \(cpuSeconds + 1)"] }
    if let fileSizeBytes { lines.append("ulimit -f \((fileSizeBytes + 511) / 512)") }
    if let memoryBytes { lines.append("ulimit -v \(memoryBytes / 1024)") }
    return lines.map { "\($0) 2>/dev/null" }.joined(separator: "; ") + "; exec \"$@\""
  }
}
