/// Folds a run of alike actions in one step into its last: typing "ada@example.com" sends
/// fifteen `emailChanged` actions, each reduced the same way, and the trace shows the last one,
/// its label ending `(the last of 15 alike)`.
///
/// A block is the messages from one action's send up to the next; two blocks are alike when
/// their messages go between the same lanes at the same depths and times, with labels that
/// differ only inside quotes, in digits or in "•" runs (a masked secret's length). A block
/// that differs (the keystroke that enables the submit button renders) ends the run.
struct ActionRuns {
  /// The block before the current one: where it starts, how many it stands for, its shape.
  private var previous: (start: Int, count: Int, shape: [String])?
  /// Where the current block starts.
  private var current: Int?

  /// A new action's send is `messages[index]`: closes the block before it, folding it into
  /// the one before when they are alike, and starts a new block. Returns where the send is now.
  mutating func actionSent(at index: Int, in messages: inout [TraceMessage]) -> Int {
    let removed = close(end: index, in: &messages)
    current = index - removed
    return index - removed
  }

  /// The step ended: closes its last block and forgets the step.
  mutating func stepEnded(in messages: inout [TraceMessage]) {
    _ = close(end: messages.count, in: &messages)
    previous = nil
    current = nil
  }

  /// Closes the block `current..<end`; returns how many messages folding removed.
  private mutating func close(end: Int, in messages: inout [TraceMessage]) -> Int {
    guard let start = current, start < end else { return 0 }
    let shape = messages[start..<end].map(Self.shape)
    guard let previous, previous.start + previous.shape.count == start, previous.shape == shape
    else {
      self.previous = (start, 1, shape)
      return 0
    }
    let count = previous.count + 1
    messages.removeSubrange(previous.start..<start)
    messages[previous.start].label += " (the last of \(count) alike)"
    self.previous = (previous.start, count, shape)
    return start - previous.start
  }

  /// What two alike messages share: lanes, depth, time and the label without quoted text,
  /// digits and "•".
  static func shape(_ message: TraceMessage) -> String {
    var label = ""
    var quoted = false
    var escaped = false
    for character in message.label {
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
          label.append(character)
        }
        continue
      }
      if character == "\"" { quoted = true }
      if character.isNumber || character == "•" { continue }
      label.append(character)
    }
    let time = message.time.map { "\($0)" } ?? ""
    return "\(message.from)→\(message.to)@\(message.depth)@\(time):\(label)"
  }
}
