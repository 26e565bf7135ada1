import Classroom
import Foundation
import Grading

/// The rows of a grading run as they finish, one JSON line each, so that nothing graded is
/// lost when the run stops (Ctrl-C, a crash, a lost machine): `patterns grade --resume` reads
/// it back and grades only the rest. Its first line says what is graded; a resumed run must
/// grade the same.
nonisolated public final class GradeJournal: @unchecked Sendable {
  /// What a journal grades.
  public struct Header: Codable, Equatable, Sendable {
    /// The exercise.
    public var exercise: String
    /// The pattern.
    public var pattern: String
    /// `K/N`, when a shard.
    public var shard: String?
    /// The submissions' names, in order.
    public var submissions: [String]

    /// Creates a header.
    public init(exercise: String, pattern: String, shard: String?, submissions: [String]) {
      self.exercise = exercise
      self.pattern = pattern
      self.shard = shard
      self.submissions = submissions
    }
  }

  /// The journal's file.
  public let url: URL
  private let handle: FileHandle
  private let lock = NSLock()

  /// Starts a journal at `url` for `header`, or, with `resuming`, reads the one there and goes
  /// on appending to it; returns it with the rows it already holds.
  ///
  /// - Throws: `ExerciseError` when a journal exists and `resuming` is false, when there is
  ///   none to resume, when it grades something else, or when it cannot be written.
  public static func open(_ url: URL, header: Header, resuming: Bool) throws -> (
    GradeJournal, [GradeRow]
  ) {
    let manager = FileManager.default
    var rows: [GradeRow] = []
    if manager.fileExists(atPath: url.path) {
      guard resuming else {
        throw ExerciseError(
          "a journal of an earlier grading is at \(url.path): pass --resume to finish it, or "
            + "remove it to start over")
      }
      let data = manager.contents(atPath: url.path) ?? Data()
      var lines = data.split(separator: UInt8(ascii: "\n"))
      guard let first = lines.first,
        let found = try? JSONDecoder().decode(Header.self, from: Data(first))
      else { throw ExerciseError("\(url.path) is not a grading journal") }
      guard found.exercise == header.exercise, found.pattern == header.pattern,
        found.shard == header.shard
      else {
        throw ExerciseError(
          "\(url.path) grades \(found.exercise) for \(found.pattern)"
            + (found.shard.map { " (shard \($0))" } ?? "") + ", not this; remove it or pass "
            + "--journal with another path")
      }
      lines.removeFirst()
      for line in lines {
        // A line cut short by a crash is the row being written: it is graded again.
        if let row = try? GradeJSON.parseRow(
          Data(line), exercise: header.exercise, pattern: header.pattern)
        {
          rows.append(row)
        }
      }
    } else {
      guard !resuming else { throw ExerciseError("no journal to resume at \(url.path)") }
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      try (encoder.encode(header) + Data("\n".utf8)).write(to: url)
    }
    guard let handle = FileHandle(forWritingAtPath: url.path) else {
      throw ExerciseError("cannot write the journal \(url.path)")
    }
    try handle.seekToEnd()
    return (GradeJournal(url: url, handle: handle), rows)
  }

  private init(url: URL, handle: FileHandle) {
    self.url = url
    self.handle = handle
  }

  /// Appends `row` and flushes it to disk before returning.
  public func append(_ row: GradeRow) throws {
    let line = GradeJSON.row(row, rank: 0).compact() + "\n"
    try lock.withLock {
      try handle.write(contentsOf: Data(line.utf8))
      try handle.synchronize()
    }
  }

  /// Closes the file.
  public func close() { try? handle.close() }
}
