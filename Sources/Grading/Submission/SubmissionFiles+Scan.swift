import Foundation

extension SubmissionFiles {
  /// Walks `folder` without following any symbolic link and sorts what it finds, reading no
  /// more than `limits` allow: a link is listed (and refused) but not followed; a special
  /// file (a pipe, a socket) is refused; an accepted file that is binary (a NUL byte, or not
  /// UTF-8) or over a size limit is refused, saying why; and where the walk stops (too many
  /// entries, too deep), the first path it did not read is refused, saying so.
  public static func scan(
    _ folder: URL, allowed: [String], limits: SubmissionLimits = .standard
  ) throws -> SubmissionFiles {
    var entries: [(path: String, isLink: Bool)] = []
    var sizes: [String: Int] = [:]
    var refused: [String] = []
    var skipped: [String] = []
    var walked = 0
    let manager = FileManager.default
    /// False when the walk stopped.
    func walk(_ relative: String, depth: Int) throws -> Bool {
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
      for name in try manager.contentsOfDirectory(atPath: url.path).sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        guard walked < limits.entries else {
          refused.append("\(path) (not read: the walk stops after \(limits.entries) entries)")
          return false
        }
        walked += 1
        let attributes = try manager.attributesOfItem(atPath: url.appendingPathComponent(name).path)
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?: entries.append((path, true))
        case .typeDirectory? where skippedFolders.contains(name): skipped.append(path + "/")
        case .typeDirectory? where depth >= limits.depth:
          refused.append("\(path)/ (not read: deeper than \(limits.depth) folders)")
        case .typeDirectory?: guard try walk(path, depth: depth + 1) else { return false }
        case .typeRegular?:
          entries.append((path, false))
          sizes[path] = (attributes[.size] as? NSNumber)?.intValue ?? 0
        default: refused.append("\(path) (not a regular file)")
        }
      }
      return true
    }
    _ = try walk("", depth: 0)
    var result = sorting(entries, allowed: allowed)
    var accepted: [String] = []
    var total = 0
    for path in result.accepted {
      let size = sizes[path] ?? 0
      let reason: String?
      if size > limits.fileBytes {
        reason =
          "\(size) bytes: over the \(SubmissionLimits.size(limits.fileBytes)) limit for one file"
      } else if total + size > limits.totalBytes {
        reason = "over the \(SubmissionLimits.size(limits.totalBytes)) limit for a submission"
      } else if case .refused(let why) = try source(at: folder.appendingPathComponent(path), limits)
      {
        reason = why
      } else {
        reason = nil
      }
      if let reason {
        refused.append("\(path) (\(reason))")
      } else {
        accepted.append(path)
        total += size
      }
    }
    result.accepted = accepted
    result.ignored = (result.ignored + skipped).sorted()
    result.refused = (result.refused + refused).sorted()
    return result
  }

  /// What reading an accepted file gives.
  enum Source {
    case text(String)
    case refused(String)
  }

  /// The text of the file at `url`, or why it is refused: over the size limit (read no
  /// further than that), a NUL byte, or bytes that are not UTF-8.
  static func source(at url: URL, _ limits: SubmissionLimits) throws -> Source {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let data = try handle.read(upToCount: limits.fileBytes + 1) ?? Data()
    if data.count > limits.fileBytes {
      return .refused("over the \(SubmissionLimits.size(limits.fileBytes)) limit for one file")
    }
    if data.contains(0) { return .refused("a binary file: it holds a NUL byte") }
    let invalid = transcode(
      data.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    if invalid { return .refused("a binary file: it is not UTF-8 text") }
    return .text(String(decoding: data, as: UTF8.self))
  }

  /// The texts of the accepted files of a submission `scan` sorted, for the forbidden-API
  /// scan (`SourceScan`); a file that changed since into one `scan` would refuse throws.
  public func texts(in folder: URL, limits: SubmissionLimits = .standard) throws
    -> [(path: String, text: String)]
  {
    try accepted.map { path in
      switch try Self.source(at: folder.appendingPathComponent(path), limits) {
      case .text(let text): return (path, text)
      case .refused(let why): throw SubmissionChanged(path: path, reason: why)
      }
    }
  }
}

/// A submission's file changed between its scan and its reading.
nonisolated public struct SubmissionChanged: Error, CustomStringConvertible {
  /// The file.
  public var path: String
  /// Why it would now be refused.
  public var reason: String
  public var description: String { "\(path) changed while it was graded (now \(reason))" }
}
