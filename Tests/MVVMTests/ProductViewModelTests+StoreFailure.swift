// The product view model with a catalog that refuses writes: an alert, no navigation, the
// catalog and the fields as they were (app spec, Product rule 7).
import Assertions
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

private let notSaved = AlertText(
  title: "Not saved", message: "The catalog could not be written. Try again.", button: "OK")
private let notDeleted = AlertText(
  title: "Not deleted", message: "The catalog could not be written. Try again.", button: "OK")

@MainActor
extension ProductViewModelTests {
  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() {
    let screen = ProductHarness(editing: "Mouse", writable: false)
    screen.at(100) { $0.nameChanged("Trackball") }
    screen.at(200) { $0.saveButtonTapped() }
    screen.at(300) { $0.saveButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.alert.events, [.next(200, notSaved), .next(300, notSaved)])
    #expect(screen.navigation.isEmpty)  // the screen stays
    assertEqual(screen.catalog, storedCatalog)
    // The fields are as the user left them: nothing refills or re-validates them.
    assertEqual(screen.nameText.events, [.next(0, "Mouse"), .completed(0)])
    assertEqual(screen.isSaveEnabled.events, [.next(0, true)])
    assertEqual(screen.nameError.events, [.next(0, nil)])
  }

  @Test func aRefusedAddStaysOnTheScreenAndAddsNothing() {
    let screen = ProductHarness(writable: false)
    screen.at(100) { $0.nameChanged("Desk") }
    screen.at(200) { $0.priceChanged("120") }
    screen.at(300) { $0.saveButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.alert.events, [.next(300, notSaved)])
    #expect(screen.navigation.isEmpty)
    assertEqual(screen.catalog, storedCatalog)
  }

  @Test func aRefusedDeleteKeepsTheProduct() {
    let screen = ProductHarness(editing: "Keyboard", writable: false)
    screen.at(100) { $0.deleteButtonTapped() }
    screen.at(200) { $0.deleteConfirmed() }
    screen.at(300) { $0.cancelButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.alert.events, [.next(200, notDeleted)])
    assertEqual(screen.navigation, [.next(300, .closeProduct)])  // only Cancel closes
    assertEqual(screen.catalog, storedCatalog)
  }
}
