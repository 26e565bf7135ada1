// What the optimiser cannot see through, so that each side of a workload does the work it
// stands for (issue 27: the hand-written side of (d) once took 12 ns because the optimiser
// had folded its five closures into straight-line code and dropped building them).
//
// Both are functions stored in variables that `main` sets at run time, from the command
// line: a call to them is a call to code the compiler does not know, in this module or in
// any other (the benchmark is also built outside the package, Scripts/benchmark-reactive.sh
// --outside). So a result handed to `sink` must be computed, and a closure handed to
// `opaque` must exist as a closure: its context allocated, its calls indirect.

/// Where every result goes: a count and a sum, checked against the other side's.
final class Results {
  var count = 0
  var sum = 0
}

/// Takes one result. Set by `main` (to `tally`, or to a function that discards results
/// when asked to on the command line, which only `main` knows).
nonisolated(unsafe) var sink: (Results, Int) -> Void = { _, _ in }

/// Returns the closure it is given. Set by `main` at run time, like `sink`.
nonisolated(unsafe) var opaque: (@escaping (Int) -> Void) -> (Int) -> Void = { $0 }

/// `opaque` for the first stage of (d), which takes texts.
nonisolated(unsafe) var opaqueText: (@escaping (String) -> Void) -> (String) -> Void = { $0 }

/// What `sink` does in a measured run.
func tally(_ results: Results, _ value: Int) {
  results.count += 1
  results.sum &+= value
}

/// Sets the opaque functions; `discard` (never given in a measured run) makes `sink` drop
/// results and `opaque` wrap closures, and is there only so that the compiler cannot know
/// which functions these are.
func installOpaqueFunctions(discard: Bool) {
  if discard {
    sink = { _, _ in }
    opaque = { next in { next($0) } }
    opaqueText = { next in { next($0) } }
  } else {
    sink = tally
    opaque = { $0 }
    opaqueText = { $0 }
  }
}

/// The same pseudo-random inputs for both sides: (which source, value) pairs.
func makeInputs(count: Int) -> [(Bool, Int)] {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  return (0..<count).map { index in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (index.isMultiple(of: 2), Int(state >> 59))
  }
}
