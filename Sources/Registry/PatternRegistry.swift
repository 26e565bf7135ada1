import MVC
import MVP
import MVVM
import Workbench

/// Every implementation of the Storefront app the workbench knows, in the order reports list
/// them. This target is the only place that imports the pattern modules: adding a pattern is
/// its module, one entry here, and its lines in Package.swift.
public enum PatternRegistry {
  /// The registered patterns.
  nonisolated public static let all: [PatternDescription] = [
    PatternDescription(
      name: "mvc",
      summary: "Model-View-Controller: view controllers own views, logic and navigation",
      module: "MVC", entryPoint: "MVCApp.makeWindow",
      roles: [
        PatternRole("Controllers", color: "#d95f02"), PatternRole("Composition", color: "#66a61e"),
      ],
      makeWindow: MVCApp.makeWindow),
    PatternDescription(
      name: "mvp", summary: "Model-View-Presenter: passive views, UI-free presenters",
      module: "MVP", entryPoint: "MVPApp.makeWindow",
      roles: [
        PatternRole("Presenters", color: "#1b9e77", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      makeWindow: MVPApp.makeWindow),
    PatternDescription(
      name: "mvvm", summary: "Model-View-ViewModel: reactive view models with inputs and outputs",
      module: "MVVM", entryPoint: "MVVMApp.makeWindow",
      roles: [
        PatternRole("ViewModels", title: "View models", color: "#e7298a", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      makeWindow: MVVMApp.makeWindow),
  ]
}
