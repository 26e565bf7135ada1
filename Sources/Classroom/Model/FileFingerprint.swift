import Foundation

/// A short fingerprint of a file's bytes (64-bit FNV-1a, as 16 hex digits after `fnv1a64:`),
/// recorded in an exercise's `bases` so that a test notices when the project's file changed
/// after the exercise was cut from it. Not a security hash: it only detects drift.
nonisolated public enum FileFingerprint {
  /// The fingerprint of `data`: `fnv1a64:` then 16 lowercase hex digits.
  public static func of(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
