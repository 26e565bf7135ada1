import Foundation

/// Text input by keystrokes.
@MainActor public protocol UIKeyInput: AnyObject {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  /// Types text at the insertion point.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}
