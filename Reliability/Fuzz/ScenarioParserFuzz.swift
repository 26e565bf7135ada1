// libFuzzer target: the scenario parser (Sources/Scenarios/Parsing), compiled with it by
// Scripts/fuzz.sh. Any text either parses, or is rejected with at least one fault, each a
// positioned diagnostic (`FILE:LINE:COLUMN: error: MESSAGE`) pointing inside the text.
// A broken rule stops the process, which libFuzzer records as a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let path = "fuzz.scenario"
  let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  func check(_ location: SourceLocation, _ what: String) {
    guard location.file == path, (1...lines.count).contains(location.line) else {
      fatalError("\(what) at \(location): not a line of the \(lines.count)-line text")
    }
    let width = lines[location.line - 1].count
    guard (1...width + 1).contains(location.column) else {
      fatalError("\(what) at \(location): not a column of a \(width)-character line")
    }
  }
  do {
    let file = try ScenarioParser.parse(text, path: path)
    for scenario in file.scenarios {
      check(scenario.location, "scenario '\(scenario.name)'")
      for step in scenario.steps { check(step.location, "step '\(step.text)'") }
    }
  } catch {
    guard !error.faults.isEmpty else { fatalError("a rejected text must say why") }
    for fault in error.faults {
      check(fault.location, "fault '\(fault.message)'")
      let prefix = "\(path):\(fault.location.line):\(fault.location.column): error: "
      guard fault.description.hasPrefix(prefix), !fault.message.isEmpty else {
        fatalError("not a positioned diagnostic: \(fault.description)")
      }
    }
  }
  return 0
}
