/// The error marble tests fail sequences with.
enum TestError: Error {
  case boom
  case other
}
