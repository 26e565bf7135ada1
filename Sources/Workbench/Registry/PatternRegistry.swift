import MVC
import MVP
import MVVM
import TEA
import Scenarios

/// Every implementation of the Storefront app the runner knows, in the order reports list
/// them. Adding a pattern is one line here: its name, a one-line summary, its entry point.
public enum PatternRegistry {
  /// The registered patterns.
  nonisolated public static let all: [Pattern] = [
    Pattern(
      name: "mvc",
      summary: "Model-View-Controller: view controllers own views, logic and navigation",
      makeWindow: MVCApp.makeWindow),
    Pattern(
      name: "mvp", summary: "Model-View-Presenter: passive views, UI-free presenters",
      makeWindow: MVPApp.makeWindow),
    Pattern(
      name: "mvvm", summary: "Model-View-ViewModel: reactive view models with inputs and outputs",
      makeWindow: MVVMApp.makeWindow),
    Pattern(
      name: "tea",
      summary: "The Elm Architecture: state, actions, pure reducers, effects, one store",
      makeWindow: TEAApp.makeWindow),
  ]
}
