// View (MV): work a screen waits on (a search for its delay), kept in the screen's state so
// that it ends with the screen: SwiftUI releases a view's state when the view leaves the
// hierarchy, and this cancels the work then.
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

  /// The work ran: nothing waits any more.
  func finished() {
    waiting = nil
  }

  /// Work still waiting ends with the screen's state.
  isolated deinit {
    waiting?.cancel()
  }
}
