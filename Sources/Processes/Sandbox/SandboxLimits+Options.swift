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
