import MV
import MVC
import MVP
import MVVM
import MVVMSwiftUI
import PatternModel
import TEA
import VIPER

/// Every implementation of the Storefront app the workbench knows, in the order reports list
/// them. This target is the only place that imports the pattern modules: adding a pattern is
/// its module, one entry here, and its lines in Package.swift.
public enum PatternRegistry {
  /// The UI toolkit every pattern's views are built with: HeadlessUI, and the look and the
  /// layouts written once for all of them.
  nonisolated static let widgets = PatternLibrary(
    "Widgets", modules: ["HeadlessUI", "Theme", "Layouts"], kind: .widgets)
  /// The SwiftUI look-alike the SwiftUI patterns' views are built with, the screens' elements
  /// laid out once for them, and the HeadlessUI widgets it draws into.
  nonisolated static let swiftUIWidgets = PatternLibrary(
    "Widgets", modules: ["HeadlessSwiftUI", "SwiftUILayouts", "HeadlessUI", "Theme", "Layouts"],
    kind: .widgets)
  /// RxSwift's look-alike and its UI bindings, with the operators a trace names.
  nonisolated static let reactive = PatternLibrary(
    "Reactive", modules: ["Reactive", "ReactiveUI"],
    kind: .streams(operators: [
      "flatMapLatest", "flatMapFirst", "flatMap", "map", "debounce", "throttle", "filter",
      "combineLatest", "withLatestFrom", "distinctUntilChanged", "scan", "startWith", "share",
      "catchAndReturn", "catch", "retry", "zip", "withUnretained", "skip", "take", "observe",
      "asDriver", "asSignal", "drive", "emit", "bind",
    ]))

  /// The registered patterns.
  nonisolated public static let all: [PatternDescription] = [
    PatternDescription(
      name: "mvc",
      summary: "Model-View-Controller: view controllers own views, logic and navigation",
      module: "MVC", entryPoint: "MVCApp.makeWindow",
      roles: [
        PatternRole("Controllers", color: "#d95f02"), PatternRole("Composition", color: "#66a61e"),
      ],
      libraries: [widgets], makeWindow: MVCApp.makeWindow),
    PatternDescription(
      name: "mvp", summary: "Model-View-Presenter: passive views, UI-free presenters",
      module: "MVP", entryPoint: "MVPApp.makeWindow",
      roles: [
        PatternRole("Presenters", color: "#1b9e77", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      libraries: [widgets], makeWindow: MVPApp.makeWindow),
    PatternDescription(
      name: "mvvm", summary: "Model-View-ViewModel: reactive view models with inputs and outputs",
      module: "MVVM", entryPoint: "MVVMApp.makeWindow",
      roles: [
        PatternRole("ViewModels", title: "View models", color: "#e7298a", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      libraries: [widgets, reactive], makeWindow: MVVMApp.makeWindow),
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
      libraries: [widgets], makeWindow: VIPERApp.makeWindow),
    PatternDescription(
      name: "tea",
      summary: "The Elm Architecture: state, actions, pure reducers, effects, one store",
      module: "TEA", entryPoint: "TEAApp.makeWindow",
      roles: [
        PatternRole("State", color: "#1f78b4", isUIFree: true),
        PatternRole("Reducers", color: "#d62728", isUIFree: true, runtime: .reducers),
        PatternRole("Effects", color: "#17becf"),
        PatternRole("Store", color: "#bcbd22", runtime: .store),
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
      libraries: [widgets], makeWindow: TEAApp.makeWindow),
    PatternDescription(
      name: "mv",
      summary: "MV (SwiftUI): views over observable models and services in the environment",
      module: "MV", entryPoint: "MVApp.makeWindow",
      roles: [
        PatternRole("Models", color: "#8c564b", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      libraries: [swiftUIWidgets],
      makeWindow: MVApp.makeWindow
    ).comparedWith(
      "mvc",
      argument: """
        What SwiftUI changes: MV is MVC with the controller gone, not hidden. A body is a \
        function of state, so the widget updates MVC writes by hand (enable the button, set \
        its title, start the spinner, empty the field) are gone, and with them the bug of a \
        flag set in one branch and forgotten in another. The decisions stay where MVC keeps \
        them, though: in the screen (which alert, whether the password is emptied, the \
        summary line), now a view struct that can only be tested by showing it. MV's unit \
        tests drive the app through its screens as MVC's drive its controllers, and its \
        UI-free share is what its observable models hold (the session, the sign-in in \
        flight, the catalog as read), not the screens' rules. "No view model needed" holds \
        where the decisions are Domain's; here each screen makes a dozen of its own, as far \
        from a plain unit test as in MVC.
        """),
    PatternDescription(
      name: "mvvm-swiftui",
      summary: "MVVM with Observation (SwiftUI): an observable, UI-free view model per screen",
      module: "MVVMSwiftUI", entryPoint: "MVVMSwiftUIApp.makeWindow",
      roles: [
        PatternRole("ViewModels", title: "View models", color: "#e7298a", isUIFree: true),
        PatternRole("Views", color: "#7570b3"), PatternRole("Composition", color: "#66a61e"),
      ],
      libraries: [swiftUIWidgets],
      makeWindow: MVVMSwiftUIApp.makeWindow
    ).comparedWith(
      "mvvm",
      argument: """
        What Observation changes: the view model keeps every decision and stays UI-free, \
        tested without any view, as with Reactive; but it is plain state and methods, with \
        no inputs and outputs, no streams to combine and no dispose bag. The view reads \
        properties and binds fields with `$viewModel.email`, and Observation re-evaluates \
        only the bodies that read what changed, so the binding code that is most of MVVM's \
        views with Reactive is gone, and a test reads `viewModel.canSubmit` instead of \
        subscribing an observer. What the streams expressed has to be written by hand: the \
        search's delay and the sign-in in flight are a `Cancellable` the view model keeps \
        and cancels, as MVP's presenter does; and a property a field binds two ways can be \
        written by any view, where an input relay could only be fed.
        """),
  ]
}
