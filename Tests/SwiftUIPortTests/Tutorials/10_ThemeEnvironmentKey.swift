// A custom environment value: a key with a default, a computed property on
// EnvironmentValues, and a modifier that sets it for a subtree.
import SwiftUI

struct Greeting: Equatable {
  var salutation: String
  var punctuation: String
}

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = Greeting(salutation: "Hello", punctuation: ".")
}

extension EnvironmentValues {
  var greeting: Greeting {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

extension View {
  func greeting(_ greeting: Greeting) -> some View {
    environment(\.greeting, greeting)
  }
}

struct GreetingLabel: View {
  let name: String
  let id: String
  @Environment(\.greeting) private var greeting

  var body: some View {
    Text("\(greeting.salutation), \(name)\(greeting.punctuation)").accessibilityIdentifier(id)
  }
}

struct GreetingsScreen: View {
  @State private var excited = false

  var body: some View {
    VStack {
      GreetingLabel(name: "Ada", id: "plain")
      GreetingLabel(name: "Alan", id: "custom")
        .greeting(Greeting(salutation: "Hi", punctuation: excited ? "!" : "."))
      Toggle("Excited", isOn: $excited).accessibilityIdentifier("excited")
    }
  }
}
