import Foundation

nonisolated extension NamespaceSandbox {
  /// The programs a run needs, in the order `Plan` uses them.
  static let tools = ["setpriv", "unshare", "prlimit", "env", "sh"]

  /// Why this machine cannot make a namespace sandbox at all, before trying: util-linux's
  /// tools missing, or user namespaces refused (`userNamespacesRefusal`). Nil when it may.
  public static var machineRefusal: String? {
    #if os(Linux)
      if let missing = tools.first(where: { SandboxHost.tool($0) == nil }) {
        return "\(missing) is missing (install util-linux)"
      }
      return userNamespacesRefusal
    #else
      return "namespaces are Linux's"
    #endif
  }

  /// Why unprivileged user namespaces are refused here, as the kernel's settings say (nil
  /// when none of the known switches is off).
  public static var userNamespacesRefusal: String? {
    func setting(_ path: String) -> String? {
      (try? String(contentsOfFile: path, encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    if !FileManager.default.fileExists(atPath: "/proc/self/ns/user") {
      return "this kernel has no user namespaces (CONFIG_USER_NS is off)"
    }
    if setting("/proc/sys/kernel/unprivileged_userns_clone") == "0" {
      return "user namespaces are disabled: sysctl kernel.unprivileged_userns_clone=0 "
        + "(set it to 1 to sandbox)"
    }
    if setting("/proc/sys/user/max_user_namespaces") == "0" {
      return "user namespaces are disabled: sysctl user.max_user_namespaces=0 "
        + "(set it above 0 to sandbox)"
    }
    if setting("/proc/sys/kernel/apparmor_restrict_unprivileged_userns") == "1" {
      return "AppArmor restricts unprivileged user namespaces: sysctl "
        + "kernel.apparmor_restrict_unprivileged_userns=1 (set it to 0, or give the grader "
        + "an AppArmor profile that allows userns)"
    }
    return nil
  }

  /// The error for a run whose init never became ready: the step its last line names (else
  /// making the namespaces), the tools' words, and what to do.
  static func setupError(_ setup: String, status: Int32) -> SandboxError {
    let lines = setup.split(separator: "\n").map(String.init)
    let failed = "patterns-sandbox: failed: "
    let step =
      lines.last(where: { $0.hasPrefix(failed) }).map { String($0.dropFirst(failed.count)) }
      ?? "making the namespaces (unshare)"
    let words = lines.filter { !$0.hasPrefix("patterns-sandbox: ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("dmesg(1) may have more information") }
    let reason = words.isEmpty ? "it ended with status \(status)" : words.joined(separator: "; ")
    let remedy: String
    if step.hasPrefix("making the namespaces") {
      remedy =
        (userNamespacesRefusal.map { "Here \($0)" }
          ?? "Unprivileged user namespaces seem refused here")
        + "; or grade with --no-sandbox, on a machine you can afford to lose"
    } else if step.contains("overlay") {
      remedy =
        "Keep the upper layer on a file system that takes overlay upper layers (not overlayfs "
        + "or NFS), or copy instead of layering"
    } else if step.hasPrefix("joining the process-limit cgroup") {
      remedy = "Run the grader as an ordinary user (then RLIMIT_NPROC bounds the processes)"
    } else if step.hasPrefix("entering the working directory") {
      remedy = "The working directory must be one of the policy's mounts or inside one"
    } else {
      remedy = "Check that the path exists and that the grader's user may read it"
    }
    return SandboxError(step: step, reason: reason, remedy: remedy)
  }
}
