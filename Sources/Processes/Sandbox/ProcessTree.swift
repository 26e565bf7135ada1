import Foundation

/// The machine's processes as Linux's `/proc` shows them (empty elsewhere): who is whose
/// parent, and what each carries in its environment and command line.
nonisolated enum ProcessTree {
  /// One process's id, parent and group.
  struct Entry: Hashable {
    var pid: Int32
    var parent: Int32
    var group: Int32
  }

  /// Every process visible now.
  static func all() -> [Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(Int32.init).compactMap(entry)
  }

  /// `pid`'s parent, when it runs.
  static func parent(of pid: Int32) -> Int32? { entry(pid)?.parent }

  /// Every process below `root` (children, their children…), not `root` itself.
  static func descendants(of root: Int32, in entries: [Entry]) -> Set<Int32> {
    let children = Dictionary(grouping: entries, by: \.parent)
    var found = Set<Int32>()
    var queue = [root]
    while let next = queue.popLast() {
      for child in children[next] ?? [] where found.insert(child.pid).inserted {
        queue.append(child.pid)
      }
    }
    return found
  }

  /// The processes whose environment holds `variable` (a `NAME=value` entry), of those this
  /// process may read.
  static func holding(_ variable: String, in entries: [Entry]) -> Set<Int32> {
    let needle = Data(variable.utf8)
    return Set(
      entries.filter { entry in
        guard let environment = FileManager.default.contents(atPath: "/proc/\(entry.pid)/environ")
        else { return false }
        return environment.split(separator: 0).contains { Data($0) == needle }
      }.map(\.pid))
  }

  /// Kills every process below `root` (SIGKILL, to each and to its group), then waits up to
  /// two seconds for them to be gone: a sandbox's launcher takes its namespace with it.
  static func killDescendants(of root: Int32) {
    let targets = descendants(of: root, in: all())
    for pid in targets {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
    }
    let deadline = ContinuousClock.now + .seconds(2)
    while ContinuousClock.now < deadline,
      !descendants(of: root, in: all()).intersection(targets).isEmpty
    {
      usleep(20_000)
    }
  }

  /// `pid`'s command line, its arguments joined by spaces (nil when it does not run).
  static func commandLine(of pid: Int32) -> String? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
      return nil
    }
    return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
  }

  /// `/proc/<pid>/stat`: pid (comm) state ppid pgrp …; the name may hold spaces and `)`.
  private static func entry(_ pid: Int32) -> Entry? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
      let close = data.lastIndex(of: UInt8(ascii: ")"))
    else { return nil }
    let fields = String(decoding: data[(close + 1)...], as: UTF8.self).split(separator: " ")
    guard fields.count > 3, let parent = Int32(fields[1]), let group = Int32(fields[2]) else {
      return nil
    }
    return Entry(pid: pid, parent: parent, group: group)
  }
}
