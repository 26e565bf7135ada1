/// Every string of up to `count` pieces, each one of `pieces` (the empty string included):
/// the inputs of the tests that check a hand-written reader against the standard one.
func strings(of pieces: [String], upTo count: Int) -> [String] {
  var strings = [""]
  var last = [""]
  for _ in 0..<count {
    last = last.flatMap { string in pieces.map { string + $0 } }
    strings += last
  }
  return strings
}
