import Foundation

/// The world one app's UI lives in: who hears its changes (`observer`), which of its objects
/// are alive (`liveObjects`), the styles it knows (`styleRegistry`) and where its warnings go
/// (`warningHandler`).
///
/// UIKit has one app per process. A tool that runs several apps in one process (two sessions
/// side by side, or a test beside a session) gives each its own environment and runs each
/// app's code inside it with `run(_:)`. A view or view controller belongs to the environment
/// that was current when it was created and reports there, whenever it changes later; code
/// outside every `run(_:)` uses `UIEnvironment.process`, the process's own, which is what
/// `UIObservation.observer`, `LiveObjects` and `UIView.styleRegistry` reach.
///
/// ```swift
/// let environment = UIEnvironment()
/// environment.observer = { change in log.append(change.description) }
/// let window = environment.run { MVCApp.makeWindow(environment: appEnvironment) }
/// window.rootViewController?.view.isHidden = true   // heard by this environment's observer
/// ```
public final class UIEnvironment {
  /// Receives every change of this environment's views and controllers, in the order they
  /// happen; `nil` (the default) turns observation off.
  public var observer: ((UIChange) -> Void)?
  /// The styles `UIView.style` looks names up in (empty until an app installs one, e.g. with
  /// `Theme.install()`).
  public var styleRegistry = StyleRegistry(styles: [])
  /// The weak registry of this environment's views, view controllers and tracked objects,
  /// for leak audits.
  public let liveObjects = LiveObjectRegistry()
  /// Receives the warnings UIKit writes to its console (presenting on a controller that
  /// already presents); standard error by default.
  public var warningHandler: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// The first responder of everything outside windows.
  let detachedFocus = FocusScope()

  /// A fresh environment: no observer, no styles, no live objects.
  public init() {}

  /// The process's environment: the one code outside every `run(_:)` belongs to.
  public static let process = UIEnvironment()

  /// The environment bound by the innermost `run(_:)` of the running task (or thread).
  @TaskLocal static var bound: UIEnvironment?

  /// The environment code running now belongs to: the innermost `run(_:)`'s, else `process`.
  public static var current: UIEnvironment { bound ?? process }

  /// Runs `body` in this environment: what it creates belongs here, what it installs
  /// (`Theme.install()`) is installed here.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$bound.withValue(self, operation: body)
  }

  /// Runs each action it is given in this environment: what a scheduler serving this
  /// environment's app runs its actions through (`ObservedScheduler.aroundEachAction`), so an
  /// action that fires later, from a run loop, still belongs here.
  public var actionRunner: (@MainActor () -> Void) -> Void {
    { action in self.run(action) }
  }

  /// Reports a change, building it only when someone listens.
  func emit(_ change: @autoclosure () -> UIChange) {
    if let observer { observer(change()) }
  }

  /// Hands a console warning to `warningHandler`.
  func warn(_ message: String) {
    warningHandler(message)
  }
}
