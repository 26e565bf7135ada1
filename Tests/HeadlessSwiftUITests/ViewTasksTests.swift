@testable import HeadlessSwiftUI
import Assertions
import Scheduling
import Testing

/// A view's task on virtual time: it sleeps on the environment's scheduler, and
/// `ViewTasks.settle()` lets it run until it finishes or sleeps again.
@Suite(.serialized) struct ViewTasksTests {
  struct Greeting: View {
    @State private var text = "waiting"

    var body: some View {
      Text(text).accessibilityIdentifier("greeting")
        .task {
          try? await Task.sleep(for: .seconds(1))
          text = "hello"
        }
    }
  }

  @Test func aTaskWokenByTheSchedulerStopsCountingAsAsleepBeforeItRunsAgain() async throws {
    let scheduler = VirtualScheduler()
    let hosted = Hosted(Greeting().environment(\.taskScheduler, scheduler))
    defer { hosted.close() }
    await ViewTasks.settle()
    let asleep = ViewTasks.sleeping
    #expect(asleep >= 1)
    scheduler.advance(by: .seconds(1))
    // Woken, not yet run: `settle()` must see it as awake and wait for it.
    assertEqual(ViewTasks.sleeping, asleep - 1)
    await ViewTasks.settle()
    try assertEqual(hosted.text("greeting"), "hello")
  }

  @Test func aTaskSleepsUntilVirtualTimeReachesItsDeadline() async throws {
    let scheduler = VirtualScheduler()
    let hosted = Hosted(Greeting().environment(\.taskScheduler, scheduler))
    defer { hosted.close() }
    await ViewTasks.settle()
    scheduler.advance(by: .milliseconds(999))
    await ViewTasks.settle()
    try assertEqual(hosted.text("greeting"), "waiting")
    scheduler.advance(by: .milliseconds(1))
    await ViewTasks.settle()
    try assertEqual(hosted.text("greeting"), "hello")
  }
}
