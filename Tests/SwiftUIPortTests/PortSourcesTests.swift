import Foundation
import Testing

/// The ports are the battery's files with only the import changed: nothing was fixed by hand.
@Suite struct PortSourcesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyPortIsItsTutorialWithOnlyTheImportChanged() throws {
    let battery = Self.root.appendingPathComponent("Scripts/port-battery-swiftui")
    let ports = Self.root.appendingPathComponent("Tests/SwiftUIPortTests/Ports")
    let files = try FileManager.default.contentsOfDirectory(atPath: battery.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count == 12)
    for file in files {
      let port = String(file.drop { $0.isNumber || $0 == "_" })
      let tutorial = try String(
        contentsOf: battery.appendingPathComponent(file), encoding: .utf8)
      let ported = try String(contentsOf: ports.appendingPathComponent(port), encoding: .utf8)
      #expect(tutorial.contains("\nimport SwiftUI\n"), "\(file)")
      #expect(
        ported
          == tutorial.replacingOccurrences(
            of: "\nimport SwiftUI\n", with: "\nimport HeadlessSwiftUI\n"),
        "\(port) differs from \(file) beyond the import")
    }
  }
}
