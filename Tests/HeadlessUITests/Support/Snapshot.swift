import Foundation
import Testing

/// Compares `text` with the reference file `__Snapshots__/<TestFile>/<name>.txt` next to the
/// test file. A missing reference is written and the test fails, asking for review; an
/// existing one must match exactly.
func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath)
  let folder = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let file = folder.appendingPathComponent("\(name).txt")
  guard let reference = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded a new snapshot at \(file.path); review it and run the test again.",
      sourceLocation: sourceLocation)
    return
  }
  if reference != text {
    Issue.record(
      "Snapshot \(name) differs.\n--- expected\n\(reference)--- seen\n\(text)",
      sourceLocation: sourceLocation)
  }
}
