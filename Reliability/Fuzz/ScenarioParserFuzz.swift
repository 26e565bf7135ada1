// libFuzzer target: the scenario parser (Sources/Scenarios/Parsing), compiled with it by
// Scripts/fuzz.sh. Any text either parses, or is rejected with at least one fault, each a
// positioned diagnostic (`FILE:LINE:COLUMN: error: MESSAGE`) pointing inside the text.
// A broken rule stops the process, which libFuzzer records as a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let path = "fuzz.scenario"
  // The parser's own line splitting (checked against `split(whereSeparator: \.isNewline)`
  // by ScenarioParserLinesTests); a line's width is counted once, when first needed, and a
  // message only built when a rule is broken: both were per step, and cost as much as the
  // parse.
  let lines = ScenarioParser.lines(of: text)
  var widths = [Int?](repeating: nil, count: lines.count)
  func check(_ location: SourceLocation, _ what: @autoclosure () -> String) {
    guard location.file == path, (1...lines.count).contains(location.line) else {
      let what = what()
      fatalError("\(what) at \(location): not a line of the \(lines.count)-line text")
    }
    let width = widths[location.line - 1] ?? lines[location.line - 1].text.count
    widths[location.line - 1] = width
    guard (1...width + 1).contains(location.column) else {
      let what = what()
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
