// Reducer (TEA): the shape of every reducer, a pure function of state and action.
// Owns: the type. Must not know: widgets, the clock, I/O (no UI module, no Scheduling here).

/// A pure state transition: it changes `state` for `action` and returns the work it wants
/// done, as an `Effect` the store runs. No UI, no clock, no I/O.
public typealias Reducer<State, Action> = (inout State, Action) -> Effect<Action>
