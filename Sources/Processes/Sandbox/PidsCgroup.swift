import Foundation

/// A control group of its own for one sandboxed run, whose `pids.max` bounds its processes.
///
/// Linux exempts root from `RLIMIT_NPROC`, so when the caller is root the process limit holds
/// only through a cgroup. The sandbox's init joins it before it starts the command, so that
/// every process of the run counts. Version 1 (a `pids` hierarchy) and version 2 (the
/// unified hierarchy, where the caller's cgroup delegates `pids`) both serve.
nonisolated struct PidsCgroup {
  /// The group's folder.
  let path: String

  /// The folder new groups are made in (the caller's own cgroup in the `pids` hierarchy),
  /// when this process may make them there; looked up once, when the groups that graders
  /// killed before they could remove them are removed.
  static let parent: String? = findParent().map { parent in
    removeAbandoned(in: parent)
    return parent
  }

  /// A fresh group allowing `limit` processes, or nil when none can be made here.
  static func make(limit: Int) -> PidsCgroup? {
    guard let parent else { return nil }
    let path = "\(parent)/patterns-sandbox-\(getpid())-\(UUID().uuidString.prefix(8))"
    guard mkdir(path, 0o755) == 0 else { return nil }
    let group = PidsCgroup(path: path)
    guard
      (try? "\(limit)".write(toFile: path + "/pids.max", atomically: false, encoding: .utf8))
        != nil
    else {
      group.remove()
      return nil
    }
    return group
  }

  /// Whether a fork failed for the limit during the run (`pids.events`: `max N`, N > 0).
  var limitWasHit: Bool {
    guard let events = try? String(contentsOfFile: path + "/pids.events", encoding: .utf8)
    else { return false }
    return events.split(separator: "\n").contains { line in
      let fields = line.split(separator: " ")
      return fields.count == 2 && fields[0] == "max" && (Int(fields[1]) ?? 0) > 0
    }
  }

  /// Removes the group (empty once the run's namespace has ended; retried briefly while the
  /// kernel finishes reaping).
  func remove() {
    for _ in 0..<100 {
      if rmdir(path) == 0 || errno == ENOENT { return }
      usleep(2_000)
    }
  }

  /// Removes the empty groups of graders that no longer run (`patterns-sandbox-<pid>-…`).
  private static func removeAbandoned(in parent: String) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] {
      let fields = name.split(separator: "-")
      guard name.hasPrefix("patterns-sandbox-"), fields.count == 4, let pid = Int32(fields[2]),
        kill(pid, 0) != 0 && errno == ESRCH
      else { continue }
      rmdir("\(parent)/\(name)")
    }
  }

  /// The caller's cgroup in the hierarchy that has the `pids` controller, when writable.
  private static func findParent() -> String? {
    guard geteuid() == 0,
      let mounts = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8),
      let groups = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)
    else { return nil }
    for mount in mounts.split(separator: "\n") {
      // id parent dev root mountpoint options… - type source superoptions
      let halves = mount.components(separatedBy: " - ")
      let fields = halves[0].split(separator: " ")
      guard halves.count == 2, fields.count >= 5 else { continue }
      let tail = halves[1].split(separator: " ")
      let type = tail.first ?? ""
      let version1 = type == "cgroup" && tail.last?.split(separator: ",").contains("pids") == true
      guard version1 || type == "cgroup2" else { continue }
      // hierarchy-id:controllers:path
      let own = groups.split(separator: "\n").compactMap { line -> String? in
        let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let matches =
          version1 ? parts[1].split(separator: ",").contains("pids") : parts[1].isEmpty
        return matches ? String(parts[2]) : nil
      }.first
      guard let own else { continue }
      let root = String(fields[3])
      let relative = root == "/" ? own : String(own.dropFirst(root.count))
      let folder = String(fields[4]) + (relative == "/" ? "" : relative)
      if !version1 {
        let controllers = try? String(
          contentsOfFile: folder + "/cgroup.subtree_control", encoding: .utf8)
        guard controllers?.split(whereSeparator: \.isWhitespace).contains("pids") == true
        else { continue }
      }
      if access(folder, W_OK) == 0 { return folder }
    }
    return nil
  }
}
