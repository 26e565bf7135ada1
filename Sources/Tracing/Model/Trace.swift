/// One scenario played against one pattern, as the messages between its lanes, step by step
/// (see Docs/Trace.md). Built by `TraceRecorder`; drawn by `TraceText`, `TraceMermaid` and
/// `TraceHTML`.
public struct Trace: Sendable, Equatable {
  /// The pattern's name (`mvp`).
  public var pattern: String
  /// The scenario's name.
  public var scenario: String
  /// Every lane a message touched, in the order a diagram draws them.
  public var lanes: [TraceLane]
  /// One entry per step of the scenario, in order.
  public var steps: [TraceStep]

  /// Creates a trace.
  public init(pattern: String, scenario: String, lanes: [TraceLane], steps: [TraceStep]) {
    self.pattern = pattern
    self.scenario = scenario
    self.lanes = lanes
    self.steps = steps
  }

  /// Every message of every step, in order.
  public var messages: [TraceMessage] { steps.flatMap(\.messages) }

  /// The lane named `name`, if a message touched it.
  public func lane(_ name: String) -> TraceLane? { lanes.first { $0.name == name } }
}

/// A column of a trace: one of the pattern's types, or one of the parts around them.
public struct TraceLane: Hashable, Sendable {
  /// What stands in the lane.
  public enum Kind: Int, Hashable, Sendable, Comparable {
    /// The person using the app (the scenario's steps).
    case user
    /// The pattern's widgets library (HeadlessUI's widgets, controllers and alerts, and the
    /// shared look and layouts).
    case widgets
    /// A type of the pattern module.
    case pattern
    /// A streams library the pattern names (Reactive and ReactiveUI), collapsed into one lane.
    case streams
    /// Domain's services and rules.
    case domain
    /// The app's scheduler.
    case scheduler

    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The lane's name: a type name (`LoginPresenter`), or `User`, `Widgets`, `Reactive`,
  /// `AuthService`, `CatalogStore`, `Domain`, `Scheduler`.
  public var name: String
  /// What stands in the lane.
  public var kind: Kind
  /// For a pattern lane, the title of its role (`Presenters`); nil otherwise.
  public var role: String?
  /// For a pattern lane, its role's colour, when the role has one.
  public var color: String?

  /// Creates a lane.
  public init(name: String, kind: Kind, role: String? = nil, color: String? = nil) {
    self.name = name
    self.kind = kind
    self.role = role
    self.color = color
  }

  /// `LoginPresenter (Presenters)`, or the name alone for a lane outside the pattern or one
  /// named after its role (`Store`).
  public var title: String { role.map { $0 == name ? name : "\(name) (\($0))" } ?? name }
}

/// What happened during one step: the step's text and the messages it caused.
public struct TraceStep: Sendable, Equatable {
  /// The step as written (a secure field's typed text masked).
  public var text: String
  /// Whether the step is an action (`tap`, `type`, `wait`…) rather than an expectation.
  public var isAction: Bool
  /// Why the step failed, when it did.
  public var failure: String?
  /// The messages, in the order they happened.
  public var messages: [TraceMessage]
  /// The pattern's source lines on the stacks the step's messages were captured at, in the
  /// order first seen (recorded only when the tracer locates lines: `patterns serve`).
  public var sourceLines: [TraceSourceLine] = []

  /// Creates a step.
  public init(text: String, isAction: Bool, failure: String? = nil, messages: [TraceMessage] = []) {
    self.text = text
    self.isAction = isAction
    self.failure = failure
    self.messages = messages
  }
}

/// A line of the pattern's code that was running when a message was captured.
public struct TraceSourceLine: Hashable, Sendable {
  /// The file's path under the module folder (`Presenters/LoginPresenter.swift`).
  public var path: String
  /// The line, from 1.
  public var line: Int

  /// Creates a source line.
  public init(path: String, line: Int) {
    self.path = path
    self.line = line
  }
}

/// One arrow of a trace (or, when `from == to`, a note on one lane such as a timer firing).
public struct TraceMessage: Sendable, Equatable {
  /// The lane that calls.
  public var from: String
  /// The lane called.
  public var to: String
  /// What was called or what changed: `loginButtonTapped()`, `login.submit disabled`.
  public var label: String
  /// How deep in the call chain the call is (0 for the step's own action).
  public var depth: Int
  /// The virtual time, for messages about timers (scheduled, fired, cancelled, waited).
  public var time: Duration?

  /// Creates a message.
  public init(from: String, to: String, label: String, depth: Int, time: Duration? = nil) {
    self.from = from
    self.to = to
    self.label = label
    self.depth = depth
    self.time = time
  }

  /// Whether the message is a note on one lane rather than an arrow between two.
  public var isNote: Bool { from == to }
}

extension Duration {
  /// `400 ms`, as traces print virtual times.
  var traceMilliseconds: String {
    let (seconds, attoseconds) = components
    return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
  }
}
