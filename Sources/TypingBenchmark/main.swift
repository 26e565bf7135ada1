// typing-benchmark: what one keystroke costs in every text field of every registered
// pattern, as the field grows.
//
// Each field of each pattern gets `count` keystrokes through the `UIDriver` (one
// `type(_:into:)` per character, the virtual clock advancing 100 ms between keystrokes, as a
// quick typist's would). The median time per keystroke is taken over the first and the last
// tenth; a flat cost keeps their ratio near 1 (target ≤ 1.5, room for a noisy machine). With
// `--huge BYTES`, each field instead gets one paste of BYTES of text, then 100 keystrokes
// on top of it: no crash, and the per-keystroke time stays bounded. `--only TEXT` keeps the
// fields whose "pattern field" line contains TEXT ("mvp product.price").

import Domain
import Foundation
import HeadlessUI
import PatternModel
import Scenarios
import Scheduling
import Registry

/// A text field and how to reach it on a fresh app.
struct Field {
  var id: String
  /// Whether the app starts signed in (on the catalog).
  var signedIn: Bool
  /// Buttons to tap after start (to open the product screen).
  var taps: [String]
  /// What a user types there, repeated.
  var alphabet: [Character]
}

let letters = Array("abcdefghijklmnopqrstuvwxyzé ")
let fields = [
  Field(id: "login.email", signedIn: false, taps: [], alphabet: Array("abcdefghé.xyz@")),
  Field(id: "login.password", signedIn: false, taps: [], alphabet: letters),
  Field(id: "catalog.search", signedIn: true, taps: [], alphabet: letters),
  Field(id: "product.name", signedIn: true, taps: ["catalog.add"], alphabet: letters),
  Field(id: "product.price", signedIn: true, taps: ["catalog.add"], alphabet: Array("1234567890")),
]

/// A fresh app on `field`'s screen, with its driver and clock.
func launch(_ pattern: PatternDescription, on field: Field) throws -> (
  UIDriver, VirtualScheduler, UIWindow
) {
  guard let makeWindow = pattern.makeWindow else {
    throw UIDriverError("\(pattern.name) cannot be launched directly")
  }
  let scheduler = VirtualScheduler()
  let configuration = AppConfiguration(signedInEmail: field.signedIn ? "ada@example.com" : nil)
  let window = makeWindow(AppEnvironment(configuration: configuration, scheduler: scheduler))
  if !window.isKeyWindow || window.isHidden { window.makeKeyAndVisible() }
  let driver = UIDriver(window: window)
  for id in field.taps {
    try driver.tap(id)
    scheduler.advance(by: .milliseconds(100))
  }
  return (driver, scheduler, window)
}

/// Closes the app as the scenario runner does.
func tearDown(_ window: UIWindow, _ scheduler: VirtualScheduler) {
  window.rootViewController = nil
  window.isHidden = true
  scheduler.cancelAll()
}

let clock = ContinuousClock()

func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// `x` with one decimal (the benchmark prints without Foundation).
func oneDecimal(_ x: Double) -> String {
  let tenths = Int(x * 10 + 0.5)
  return "\(tenths / 10).\(tenths % 10)"
}

func median(_ values: [Double]) -> Double {
  values.sorted()[values.count / 2]
}

func padded(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

/// Types `count` keystrokes into `field`; returns the median µs per keystroke over the first
/// and the last tenth.
func typing(_ pattern: PatternDescription, _ field: Field, count: Int) throws -> (
  first: Double, last: Double
) {
  let (driver, scheduler, window) = try launch(pattern, on: field)
  defer { tearDown(window, scheduler) }
  let tenth = max(1, count / 10)
  var first: [Double] = []
  var last: [Double] = []
  for index in 0..<count {
    let key = String(field.alphabet[index % field.alphabet.count])
    let start = clock.now
    try driver.type(key, into: field.id)
    scheduler.advance(by: .milliseconds(100))
    let elapsed = microseconds(clock.now - start)
    if index < tenth { first.append(elapsed) }
    if index >= count - tenth { last.append(elapsed) }
  }
  return (median(first), median(last))
}

/// Pastes `bytes` of text into `field` (one edit), then types 100 keystrokes, then renders
/// the screen; returns the paste's time, the median and the worst keystroke, and the
/// render's time, in µs.
func huge(_ pattern: PatternDescription, _ field: Field, bytes: Int) throws -> (
  paste: Double, median: Double, worst: Double, render: Double
) {
  let (driver, scheduler, window) = try launch(pattern, on: field)
  defer { tearDown(window, scheduler) }
  let unit = String(field.alphabet)
  let text = String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  let start = clock.now
  try driver.type("", into: field.id)  // focus
  guard let textField = try driver.element(field.id) as? UITextField else {
    throw UIDriverError("\(field.id) is not a text field")
  }
  textField.insertText(text)
  scheduler.advance(by: .seconds(1))
  let paste = microseconds(clock.now - start)
  var keystrokes: [Double] = []
  for index in 0..<100 {
    let key = String(field.alphabet[index % field.alphabet.count])
    let start = clock.now
    try driver.type(key, into: field.id)
    scheduler.advance(by: .milliseconds(100))
    keystrokes.append(microseconds(clock.now - start))
  }
  scheduler.advance(by: .seconds(1))
  guard (textField.text ?? "").utf8.count >= text.utf8.count else {
    throw UIDriverError("\(field.id) lost the pasted text")
  }
  let renderStart = clock.now
  _ = driver.render()
  return (paste, median(keystrokes), keystrokes.max() ?? 0, microseconds(clock.now - renderStart))
}

var arguments = Array(CommandLine.arguments.dropFirst())
var hugeBytes: Int?
if let index = arguments.firstIndex(of: "--huge") {
  hugeBytes = index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
  if hugeBytes == nil {
    print("Error: --huge needs a size in bytes")
    exit(64)
  }
  arguments.removeSubrange(index...index + 1)
}
var only: String?
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
  only = arguments[index + 1]
  arguments.removeSubrange(index...index + 1)
}
let count = arguments.first.flatMap { Int($0) } ?? 10_000
let patterns = PatternRegistry.all.filter { $0.makeWindow != nil }
var failures = 0

if let bytes = hugeBytes {
  print("typing-benchmark --huge: paste \(bytes) bytes into each field, then 100 keystrokes")
  for pattern in patterns {
    for field in fields where only.map({ "\(pattern.name) \(field.id)".contains($0) }) ?? true {
      do {
        let result = try huge(pattern, field, bytes: bytes)
        print(
          padded("\(pattern.name) \(field.id)", 22)
            + "paste+search \(padded(oneDecimal(result.paste / 1000) + " ms", 11))"
            + "keystroke median \(padded(oneDecimal(result.median) + " µs", 11))"
            + "worst \(padded(oneDecimal(result.worst / 1000) + " ms", 10))"
            + "render \(oneDecimal(result.render / 1000)) ms")
      } catch {
        failures += 1
        print("\(pattern.name) \(field.id): FAILED: \(error)")
      }
    }
  }
} else {
  print("typing-benchmark: \(count) keystrokes into each field; µs per keystroke")
  for pattern in patterns {
    for field in fields where only.map({ "\(pattern.name) \(field.id)".contains($0) }) ?? true {
      do {
        let result = try typing(pattern, field, count: count)
        let ratio = result.last / result.first
        let flat = ratio <= 1.5
        if !flat { failures += 1 }
        print(
          padded("\(pattern.name) \(field.id)", 22)
            + "first tenth \(padded(oneDecimal(result.first), 7))"
            + "last tenth \(padded(oneDecimal(result.last), 7))"
            + "ratio \(padded(oneDecimal(ratio), 5)) \(flat ? "flat" : "NOT flat")")
      } catch {
        failures += 1
        print("\(pattern.name) \(field.id): FAILED: \(error)")
      }
    }
  }
}
exit(failures == 0 ? 0 : 1)
