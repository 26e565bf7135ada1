// View (MV): work a screen waits on (a search for its delay), kept in the screen's state.
// The waiting work holds the view, and so this state, until it runs: a screen that leaves
// while work waits cancels it itself (the catalog, as it signs out).
// Owns: one cancellable. Must not know: what the work is.
import Scheduling

/// One piece of waiting work; replacing it cancels the one before.
final class PendingWork {
  private var waiting: Cancellable?

  /// Waits on `work` from now on, cancelling what waited before.
  func replace(with work: Cancellable) {
    waiting?.cancel()
    waiting = work
  }

  /// Drops the work still waiting, if any.
  func cancel() {
    waiting?.cancel()
    waiting = nil
  }

  /// The work ran: nothing waits any more.
  func finished() {
    waiting = nil
  }

  /// Work still waiting ends with the screen's state.
  isolated deinit {
    waiting?.cancel()
  }
}
