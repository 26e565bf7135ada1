import MV
import MVC
import MVP
import MVVM
import MVVMSwiftUI
import TEA
import VIPER
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
    PatternDescription(
      name: "viper",
      summary: "VIPER: per screen a passive view, presenter, interactor, router and builder",
      module: "VIPER", entryPoint: "VIPERApp.makeWindow",
      roles: [
        PatternRole("Views", color: "#7570b3"),
        PatternRole("Presenters", color: "#1b9e77", isUIFree: true),
        PatternRole("Interactors", color: "#e6ab02", isUIFree: true),
        PatternRole("Routers", color: "#a6761d"), PatternRole("Composition", color: "#66a61e"),
      ],
      rules: [
        LayeringRule(
          id: "interactors-name-no-presenter",
          statement: "VIPER interactors name no presenter type",
          roles: ["Interactors"],
          check: .namesNoTypes(ofRole: "Presenters", suffixes: ["Presenter", "Presenting"])),
        LayeringRule(
          id: "only-routers-and-builders-create-screens",
          statement: "only VIPER routers and builders create view controllers",
          check: .onlyRolesCreate(typeSuffix: "Controller", roles: ["Routers", "Composition"])),
      ],
      makeWindow: VIPERApp.makeWindow),
    PatternDescription(
      name: "tea",
      summary: "The Elm Architecture: state, actions, pure reducers, effects, one store",
      module: "TEA", entryPoint: "TEAApp.makeWindow",
      roles: [
        PatternRole("State", color: "#e6ab02", isUIFree: true),
        PatternRole("Reducers", color: "#1b9e77", isUIFree: true, runtime: .reducers),
        PatternRole("Effects", color: "#1f78b4"),
        PatternRole("Store", color: "#666666", runtime: .store),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      rules: [
        LayeringRule(
          id: "reducers-import-no-clock",
          statement: "TEA state and reducers import no Scheduling (no clock, no timers)",
          roles: ["State", "Reducers"], check: .importsNone(["Scheduling"])),
        LayeringRule(
          id: "reducers-name-no-store",
          statement: "TEA state and reducers name no store type (they cannot send or run)",
          roles: ["State", "Reducers"], check: .namesNoTypes(ofRole: "Store", suffixes: [])),
        LayeringRule(
          id: "only-the-store-runs-effects",
          statement: "only TEA's store creates the EffectRunner that runs effects",
          check: .onlyRolesCreate(typeSuffix: "EffectRunner", roles: ["Store"])),
        LayeringRule(
          id: "views-import-no-clock",
          statement: "TEA views and composition import no Scheduling (time is the store's)",
          roles: ["Views", "Composition"], check: .importsNone(["Scheduling"])),
      ],
      makeWindow: TEAApp.makeWindow),
    PatternDescription(
      name: "mv",
      summary: "MV (SwiftUI): views over observable models and services in the environment",
      module: "MV", entryPoint: "MVApp.makeWindow",
      roles: [
        PatternRole("Models", color: "#e6ab02", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      uiModules: ["HeadlessSwiftUI", "SwiftUILayouts"],
      makeWindow: MVApp.makeWindow),
    PatternDescription(
      name: "mvvm-swiftui",
      summary: "MVVM with Observation (SwiftUI): an observable, UI-free view model per screen",
      module: "MVVMSwiftUI", entryPoint: "MVVMSwiftUIApp.makeWindow",
      roles: [
        PatternRole("ViewModels", title: "View models", color: "#e7298a", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      uiModules: ["HeadlessSwiftUI", "SwiftUILayouts"],
      makeWindow: MVVMSwiftUIApp.makeWindow),
  ]
}
