/// What a role is to a pattern's runtime, as a trace draws it (Docs/Trace.md).
nonisolated public enum RuntimePart: Hashable, Sendable {
  /// The runtime itself (a store and its helpers): one lane named after the role, into which
  /// actions are sent and from which effects start.
  case store
  /// The pure functions the store runs with each action: one lane named after the role, into
  /// which each reduction is drawn with the state fields it changed.
  case reducers
}
