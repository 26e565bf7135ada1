import CommandLineKit
import Foundation

/// Where `--record` writes: the file, rewritten whole after every recorded step (so an
/// interrupted session keeps what it recorded).
public struct RecordingFile {
  let url: URL
  let path: String

  /// Checks that `path` can be written now, rather than after a session.
  public init(path: String, context: CommandContext) throws {
    self.path = path
    url = context.url(for: path)
    try write(PlayRecording(name: "Played"))
  }

  func write(_ recording: PlayRecording) throws {
    do {
      try recording.text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      throw CommandFailure("cannot write the recording to '\(path)': \(error.localizedDescription)")
    }
  }
}
