// View (MV): the app's clock as an environment value, so views that wait (the catalog's
// search) read it as they read any service.
// Owns: the key. Must not know: which scheduler (the composition sets it).
import HeadlessSwiftUI
import Scheduling

extension EnvironmentValues {
  /// The app's only source of time.
  var scheduler: any Scheduler {
    get { self[SchedulerKey.self] }
    set { self[SchedulerKey.self] = newValue }
  }
}

/// The scheduler's key: the live clock unless the composition says otherwise.
private struct SchedulerKey: EnvironmentKey {
  static var defaultValue: any Scheduler { LiveScheduler() }
}
