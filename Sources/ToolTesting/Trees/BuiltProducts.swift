import Foundation
import Testing

/// What the tool's test targets find next to them: the `patterns` executable `swift build`
/// builds with the tests, and the bundled fixture folders.
public enum BuiltProducts {
  /// The `patterns` executable built next to the tests (`swift build` builds it with them).
  public static var patternsExecutable: URL {
    get throws {
      let url = Bundle.module.bundleURL.deletingLastPathComponent()
        .appendingPathComponent("patterns")
      try #require(FileManager.default.isExecutableFile(atPath: url.path))
      return url
    }
  }

  /// The bundled fixtures (`Fixtures/Scenarios`: scenario files that parse and that do not;
  /// `Fixtures/Report`: sources and llvm-cov exports).
  public static var fixtures: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
  }
}
