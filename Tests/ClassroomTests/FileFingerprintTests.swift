import Assertions
import Classroom
import Foundation
import Testing

struct FileFingerprintTests {
  @Test func fingerprintsAreFNV1a64InSixteenHexDigits() {
    assertEqual(FileFingerprint.of(Data()), "fnv1a64:cbf29ce484222325")
    assertEqual(FileFingerprint.of(Data("a".utf8)), "fnv1a64:af63dc4c8601ec8c")
    assertEqual(FileFingerprint.of(Data("foobar".utf8)), "fnv1a64:85944171f73967e8")
  }

  @Test func oneChangedByteChangesTheFingerprint() {
    #expect(
      FileFingerprint.of(Data("let x = 1\n".utf8)) != FileFingerprint.of(Data("let x = 2\n".utf8)))
  }
}
