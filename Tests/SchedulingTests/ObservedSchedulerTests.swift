import Assertions
import Scheduling
import Testing

struct ObservedSchedulerTests {
  @Test func reportsScheduledFiredAndCancelledWithTimes() {
    let base = VirtualScheduler()
    var events: [String] = []
    let scheduler = ObservedScheduler(base) { events.append($0.description) }
    var ran: [String] = []
    scheduler.schedule(after: .milliseconds(400)) { ran.append("sign-in") }
    base.advance(by: .milliseconds(100))
    let search = scheduler.schedule(after: .milliseconds(250)) { ran.append("search") }
    base.advance(by: .milliseconds(20))
    search.cancel()
    search.cancel()
    base.advance(by: .seconds(1))
    assertEqual(ran, ["sign-in"])
    assertEqual(
      events,
      [
        "#1 scheduled at 0 ms, due 400 ms", "#2 scheduled at 100 ms, due 350 ms",
        "#2 cancelled at 120 ms", "#1 fired at 400 ms",
      ])
  }

  @Test func cancellingAfterTheActionRanReportsNothing() {
    let base = VirtualScheduler()
    var events: [ObservedScheduler.Event] = []
    let scheduler = ObservedScheduler(base) { events.append($0) }
    let handle = scheduler.schedule(after: .zero) {}
    base.runDue()
    handle.cancel()
    assertEqual(
      events, [.scheduled(id: 1, at: .zero, due: .zero), .fired(id: 1, at: .zero)])
  }

  @Test func cancelAllDropsWaitingActionsAndWhatTheyCaptured() {
    final class Box {}
    let base = VirtualScheduler()
    let scheduler = ObservedScheduler(base)
    weak var weakBox: Box?
    do {
      let box = Box()
      weakBox = box
      scheduler.schedule(after: .seconds(1)) { _ = box }
    }
    assertEqual(scheduler.pendingCount, 1)
    scheduler.cancelAll()
    #expect(weakBox == nil)
    assertEqual(scheduler.pendingCount, 0)
    assertEqual(base.pendingCount, 0)
  }

  @Test func readsTheBaseClock() {
    let base = VirtualScheduler(now: .seconds(3))
    assertEqual(ObservedScheduler(base).now, .seconds(3))
  }
}
