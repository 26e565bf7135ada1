// An @Observable model shared through the environment: one view changes it, another shows
// it, and @Bindable turns its properties into bindings.
import SwiftUI

@Observable
final class Scoreboard {
  var home = 0
  var away = 0
  var isOvertime = false
  var homeName = "Home"

  var summary: String { "\(homeName) \(home) – \(away) Away" + (isOvertime ? " (OT)" : "") }
}

struct ScoreboardScreen: View {
  @State private var scoreboard = Scoreboard()

  var body: some View {
    VStack {
      ScoreSummary()
      ScoreControls()
      TeamSettings(scoreboard: scoreboard)
    }
    .environment(scoreboard)
  }
}

struct ScoreSummary: View {
  @Environment(Scoreboard.self) private var scoreboard

  var body: some View {
    Text(scoreboard.summary).font(.title).accessibilityIdentifier("summary")
  }
}

struct ScoreControls: View {
  @Environment(Scoreboard.self) private var scoreboard

  var body: some View {
    HStack {
      Button("Home +1") { scoreboard.home += 1 }.accessibilityIdentifier("home")
      Button("Away +1") { scoreboard.away += 1 }.accessibilityIdentifier("away")
      Button("Reset") {
        scoreboard.home = 0
        scoreboard.away = 0
      }
      .disabled(scoreboard.home == 0 && scoreboard.away == 0)
      .accessibilityIdentifier("reset")
    }
  }
}

struct TeamSettings: View {
  @Bindable var scoreboard: Scoreboard

  var body: some View {
    Form {
      TextField("Home team", text: $scoreboard.homeName).accessibilityIdentifier("homeName")
      Toggle("Overtime", isOn: $scoreboard.isOvertime).accessibilityIdentifier("overtime")
    }
  }
}
