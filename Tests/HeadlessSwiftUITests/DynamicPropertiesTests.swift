import Assertions
import HeadlessSwiftUI
import Testing

/// The stored properties the graph connects to a view's node: found from the view's type
/// (`@State` directly, or inside a `DynamicProperty` struct, at any offset among the other
/// fields), and connected again at every update.
struct DynamicPropertiesTests {
  struct Tally: DynamicProperty {
    @State var count = 0
  }

  /// A state after a plain field, and one inside a `DynamicProperty` struct after it.
  struct TallyView: View {
    let title: String
    @State var taps = 0
    var tally = Tally()

    var body: some View {
      VStack {
        Text(title + " " + String(taps) + " " + String(tally.count))
          .accessibilityIdentifier("count")
        Button("Add") {
          taps += 1
          tally.count += 2
        }
        .accessibilityIdentifier("add")
      }
    }
  }

  /// Its state is read through a field typed `Any` too: such a view's properties are found
  /// by reflection, value by value.
  struct ErasedView: View {
    let note: Any
    @State var taps = 0

    var body: some View {
      VStack {
        Text(String(taps)).accessibilityIdentifier("count")
        Button("Add") { taps += 1 }.accessibilityIdentifier("add")
      }
    }
  }

  @Test func statesAmongOtherFieldsAndInsideADynamicPropertyStructLiveInTheGraph() throws {
    let hosted = Hosted(TallyView(title: "taps"))
    try hosted.driver.tap("add")
    try hosted.driver.tap("add")
    try assertEqual(hosted.text("count"), "taps 2 4")
    hosted.close()
  }

  @Test func aViewWithAFieldTypedAnyKeepsItsState() throws {
    let hosted = Hosted(ErasedView(note: "a note"))
    try hosted.driver.tap("add")
    try assertEqual(hosted.text("count"), "1")
    hosted.close()
  }
}
