// swift-tools-version: 6.2
// Patterns: one app, written in MVC, MVP, MVVM, VIPER and TEA, played against one scenario suite.

import PackageDescription

/// UI code runs on the main actor, as in UIKit.
let mainActorByDefault: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .defaultIsolation(MainActor.self),
]
let nonisolated: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// Tutorial code compiled as written for iOS: the compiler reads each Apple or RxSwift module
/// the code imports as its look-alike. Testing's cross-import overlays for Apple's UIKit and
/// SwiftUI (`_Testing_UIKit`, …) have no look-alike, so they are off.
func ported(reading aliases: [String: String]) -> [SwiftSetting] {
  mainActorByDefault + [
    .unsafeFlags(
      aliases.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
        + ["-Xfrontend", "-disable-cross-import-overlays"])
  ]
}
/// The UIKit and RxSwift tutorials' modules.
let uiKitAndRx = [
  "UIKit": "HeadlessUI", "RxSwift": "Reactive", "RxCocoa": "ReactiveUI",
  "RxTest": "ReactiveTesting",
]

/// The library products: what outside code depends on (a tutorial port, a student's package, a
/// benchmark built in another package): the UIKit, SwiftUI and RxSwift look-alikes, RxCocoa's
/// and RxTest's, the seven apps and TEA's TestStore, and the two modules their public API
/// speaks in (Scheduling's clocks, Domain's environment). The tool's modules are the package's
/// own.
let libraries = [
  "Scheduling", "Domain", "HeadlessUI", "Reactive", "ReactiveUI", "ReactiveTesting", "MVC", "MVP",
  "MVVM", "VIPER", "TEA", "TEATesting", "HeadlessSwiftUI", "MV", "MVVMSwiftUI",
]

let package = Package(
  name: "Patterns",
  // What the code needs on macOS: Regex literals, Duration and clocks (13), Observation (14);
  // see Docs/Architecture.md.
  platforms: [.macOS(.v14)],
  products: libraries.map { .library(name: $0, targets: [$0]) } + [
    .executable(name: "patterns", targets: ["patterns"]),
    .executable(name: "patterns-worker", targets: ["PatternsWorker"]),
  ],
  targets: [
    // Time and the shared model.
    .target(name: "Scheduling", swiftSettings: mainActorByDefault),
    .target(name: "Domain", dependencies: ["Scheduling"], swiftSettings: nonisolated),

    // Text in display columns (a wide character takes two), for screen renders and terminals.
    .target(name: "TextColumns", swiftSettings: nonisolated),

    // The UIKit-shaped UI, its look, and the RxSwift-shaped bindings.
    .target(name: "HeadlessUI", dependencies: ["TextColumns"], swiftSettings: mainActorByDefault),
    .target(name: "Theme", dependencies: ["HeadlessUI"], swiftSettings: mainActorByDefault),
    // The screens' widgets, laid out once for every pattern (no logic: see Docs/Architecture.md).
    .target(
      name: "Layouts", dependencies: ["Domain", "HeadlessUI", "Theme"],
      swiftSettings: mainActorByDefault),
    .target(name: "Reactive", dependencies: ["Scheduling"], swiftSettings: mainActorByDefault),
    .target(
      name: "ReactiveUI", dependencies: ["Reactive", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .target(
      name: "ReactiveTesting", dependencies: ["Reactive", "Scheduling"],
      swiftSettings: mainActorByDefault),
    // The SwiftUI-shaped UI: views as values, drawn into HeadlessUI's views.
    .target(
      name: "HeadlessSwiftUI", dependencies: ["HeadlessUI", "Scheduling"],
      swiftSettings: mainActorByDefault),
    // The SwiftUI patterns' screen elements, laid out once (as Layouts is for UIKit's).
    .target(
      name: "SwiftUILayouts", dependencies: ["Domain", "HeadlessSwiftUI"],
      swiftSettings: mainActorByDefault),

    // The five implementations of the Storefront app: MVC, MVP, MVVM, VIPER and TEA.
    .target(
      name: "MVC", dependencies: ["Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts"],
      swiftSettings: mainActorByDefault),
    .target(
      name: "MVP", dependencies: ["Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts"],
      swiftSettings: mainActorByDefault),
    .target(
      name: "MVVM",
      dependencies: [
        "Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts", "Reactive", "ReactiveUI",
      ],
      swiftSettings: mainActorByDefault),
    .target(
      name: "VIPER", dependencies: ["Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts"],
      swiftSettings: mainActorByDefault),
    .target(
      name: "TEA", dependencies: ["Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts"],
      swiftSettings: mainActorByDefault),
    // The SwiftUI patterns: MV (views over observable models) and MVVM with Observation.
    .target(
      name: "MV",
      dependencies: ["Domain", "Scheduling", "HeadlessSwiftUI", "SwiftUILayouts"],
      swiftSettings: mainActorByDefault),
    .target(
      name: "MVVMSwiftUI",
      dependencies: ["Domain", "Scheduling", "HeadlessSwiftUI", "SwiftUILayouts"],
      swiftSettings: mainActorByDefault),
    // TEA's exhaustive TestStore, for test targets (as ReactiveTesting is for Reactive).
    .target(
      name: "TEATesting", dependencies: ["TEA", "Domain", "Scheduling"],
      swiftSettings: mainActorByDefault),

    // The workbench: scenarios, the runner, reports.
    .target(
      name: "Scenarios", dependencies: ["HeadlessUI", "Domain", "Scheduling", "Processes"],
      resources: [.copy("Suite")],
      swiftSettings: mainActorByDefault),
    // Running other programs: processes with time limits, and the sandbox for untrusted code.
    .target(name: "Processes", swiftSettings: nonisolated),
    // JSON with ordered keys and the one XML/HTML escaper, for every machine-readable output.
    .target(name: "Formats", swiftSettings: nonisolated),
    // A small HTTP/1.1 server over the platform's sockets, knowing nothing of what it serves.
    .target(name: "WebServer", swiftSettings: nonisolated),
    // Reading Swift as the compiler lexes it, for what graded code may not call.
    .target(name: "CodeScan", swiftSettings: nonisolated),
    // The classroom: exercises (bundled files), their starting points, solutions and checks.
    .target(
      name: "Classroom", dependencies: ["Scenarios", "Processes", "CodeScan"],
      resources: [.copy("Exercises"), .copy("Mutants")], swiftSettings: nonisolated),
    // Grading untrusted submissions: submission → slot → sandboxed steps → verdict → report.
    .target(
      name: "Grading",
      dependencies: ["Classroom", "CodeScan", "Scenarios", "Processes", "Formats"],
      swiftSettings: nonisolated),
    // Grading a class: many submissions side by side, the journal that resumes a run, the
    // class's reports (text, CSV, JSON, HTML).
    .target(
      name: "ClassGrading",
      dependencies: ["Grading", "Classroom", "CodeScan", "Processes", "Formats"],
      swiftSettings: nonisolated),
    // Testability measured: the catalogue's mutants planted in every pattern, in the sandbox.
    .target(
      name: "Testability",
      dependencies: ["Grading", "Classroom", "Scenarios", "Processes", "Formats"],
      swiftSettings: nonisolated),
    // Fakes, fixture trees and the bundled fixtures, for the tool's test targets.
    .target(
      name: "ToolTesting",
      dependencies: ["PatternModel", "Scenarios", "CommandLineKit", "SourceAnalysis", "Classroom"],
      resources: [.copy("Fixtures")], swiftSettings: mainActorByDefault),
    // `assertEqual`, the test targets' equality check: `#expect(a == b)` without the macro,
    // whose 4,000 expansions took a sixth of a fresh `swift test`'s build (Docs/Performance.md).
    .target(name: "Assertions", swiftSettings: nonisolated),
    // A scripted sandbox for test targets (as ReactiveTesting is for Reactive).
    .target(
      name: "GradingTesting", dependencies: ["Processes", "Scenarios"], swiftSettings: nonisolated),
    // The pattern model: what a pattern is (its description, roles, runtime parts) and the
    // layering rules, as data. Registry describes the patterns with it; it knows no tool.
    .target(name: "PatternModel", dependencies: ["Scenarios"], swiftSettings: mainActorByDefault),
    // Reading a package's sources without the compiler: the tree, Swift's lines, tokens,
    // imports and declarations, Markdown's anchors.
    .target(name: "SourceAnalysis", swiftSettings: nonisolated),
    // What the patterns' code costs: size per role, coverage, change cost; tables and charts.
    .target(
      name: "Reports",
      dependencies: [
        "PatternModel", "SourceAnalysis", "Classroom", "Processes", "Formats", "TextColumns",
      ],
      swiftSettings: mainActorByDefault),
    // The layering rules checked on the sources, and the docs checked against the code.
    .target(
      name: "Lint", dependencies: ["PatternModel", "SourceAnalysis", "Classroom"],
      swiftSettings: mainActorByDefault),
    // Running scenarios against patterns: the suite in process, each pattern in its own worker
    // process, and the run's reports (text, JSON, JUnit).
    .target(
      name: "Runner",
      dependencies: [
        "PatternModel", "Scenarios", "Scheduling", "Processes", "Formats", "TextColumns",
      ],
      swiftSettings: mainActorByDefault),
    // A pattern's app at the terminal (play), step by step (show), and the run as a page.
    .target(
      name: "Play",
      dependencies: [
        "PatternModel", "Runner", "Scenarios", "Scheduling", "HeadlessUI", "CommandLineKit",
        "Formats", "TextColumns",
      ],
      swiftSettings: mainActorByDefault),
    // Who calls whom while a scenario plays: the recorder, the call stacks' lanes, the drawings.
    .target(
      name: "Tracing",
      dependencies: [
        "PatternModel", "Scenarios", "Domain", "Scheduling", "HeadlessUI", "Formats",
        "TextColumns",
      ],
      swiftSettings: mainActorByDefault),
    // What each pattern costs at run time against raw Domain code: workloads, timing, reports.
    .target(
      name: "Bench",
      dependencies: ["Domain", "Scheduling", "HeadlessUI", "Scenarios", "Reports", "Formats"],
      swiftSettings: mainActorByDefault),
    // One screen's code in every pattern, side by side, and what two patterns do differently.
    .target(
      name: "Compare", dependencies: ["PatternModel", "SourceAnalysis", "Formats", "TextColumns"],
      swiftSettings: mainActorByDefault),
    // The classroom's web app (`patterns serve`): patterns side by side in a browser, each
    // step's trace and the lines that ran; its page, style and script are resources.
    .target(
      name: "Serve",
      dependencies: [
        "PatternModel", "Play", "Tracing", "Reports", "Compare", "SourceAnalysis", "Scenarios",
        "Domain", "Scheduling", "HeadlessUI", "Formats", "WebServer",
      ],
      resources: [.copy("Site")],
      swiftSettings: mainActorByDefault),
    // The command-line kit: commands, parsing, help, exit statuses; it knows no app.
    .target(
      name: "CommandLineKit", dependencies: ["TextColumns"], swiftSettings: mainActorByDefault),
    // The `patterns` commands, one per file, over the modules above; they know no pattern (the
    // patterns come as descriptions). Registry is the one place that imports the pattern modules.
    .target(
      name: "Commands",
      dependencies: [
        "CommandLineKit", "PatternModel", "SourceAnalysis", "Reports", "Lint", "Runner", "Play",
        "Tracing", "Bench", "Compare", "Serve", "Grading", "ClassGrading", "Testability",
        "Classroom", "Scenarios", "HeadlessUI", "Processes", "Formats", "WebServer",
        "HeadlessSwiftUI", "TextColumns",
      ],
      swiftSettings: mainActorByDefault),
    .target(
      name: "Registry",
      dependencies: [
        "PatternModel", "MVC", "MVP", "MVVM", "TEA", "VIPER", "MV", "MVVMSwiftUI",
      ],
      swiftSettings: mainActorByDefault),
    .executableTarget(
      name: "patterns", dependencies: ["Commands", "Registry", "CommandLineKit", "Runner"],
      swiftSettings: mainActorByDefault),
    // The grader's scenario worker alone: what checking an exercise builds.
    .executableTarget(
      name: "PatternsWorker", dependencies: ["Registry", "Runner"],
      swiftSettings: mainActorByDefault),

    // Tests mirror the modules.
    .testTarget(
      name: "SchedulingTests", dependencies: ["Assertions", "Scheduling"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "DomainTests", dependencies: ["Assertions", "Domain", "Scheduling"],
      swiftSettings: mainActorByDefault
    ),
    .testTarget(
      name: "AssertionsTests", dependencies: ["Assertions"], swiftSettings: nonisolated),
    .testTarget(
      name: "TextColumnsTests", dependencies: ["Assertions", "TextColumns"],
      swiftSettings: nonisolated),
    .testTarget(
      name: "CommandLineKitTests", dependencies: ["Assertions", "CommandLineKit"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: ["Assertions", "HeadlessUI", "Theme", "TextColumns"],
      exclude: ["__Snapshots__"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: ["Assertions", "HeadlessSwiftUI", "Scheduling"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "LayoutsTests", dependencies: ["Assertions", "Layouts", "Domain", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ReactiveTests",
      dependencies: ["Assertions", "Reactive", "ReactiveTesting", "Scheduling"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ReactiveUITests",
      dependencies: [
        "Assertions", "Reactive", "ReactiveUI", "ReactiveTesting", "HeadlessUI", "Scheduling",
      ],
      swiftSettings: mainActorByDefault),
    // The blind tutorial battery, compiled as written for iOS (Tutorials/, the one copy, which
    // Scripts/port-battery.sh also measures): the compiler reads UIKit as HeadlessUI, RxSwift
    // as Reactive, RxCocoa as ReactiveUI, RxTest as ReactiveTesting. Three files are left out:
    // one needs Objective-C, two need edits (Adapted/, and ReactiveXCTestPorts).
    .testTarget(
      name: "BlindPortTests",
      dependencies: [
        "Assertions", "HeadlessUI", "Reactive", "ReactiveUI", "ReactiveTesting", "Scheduling",
      ],
      exclude: [
        "Tutorials/01_GroceryListViewController.swift", "Tutorials/10_PostsAPIClient.swift",
        "Tutorials/11_TemperatureConverterTests.swift",
      ],
      swiftSettings: ported(reading: uiKitAndRx)),
    // The UIKit tutorial battery, compiled as written for iOS (Tutorials/, the one copy, which
    // Scripts/port-battery.sh also measures, each file alone), with the behaviour checks of
    // those that port. Five are left out: one needs Objective-C, three need edits for Swift
    // 6's isolation (one of them, adapted, in Adapted/), and one declares an `Observable` of
    // its own, which in one module would hide RxSwift's from the others.
    .testTarget(
      name: "TutorialPortTests",
      dependencies: [
        "Assertions", "HeadlessUI", "Reactive", "ReactiveUI", "ReactiveTesting", "Scheduling",
      ],
      exclude: [
        "Tutorials/ForecastService.swift", "Tutorials/LoginViewController.swift",
        "Tutorials/ProfileViewModel.swift", "Tutorials/SearchViewModelTests.swift",
        "Tutorials/UserAPI.swift",
      ],
      swiftSettings: ported(reading: uiKitAndRx)),
    // The SwiftUI tutorial battery, compiled as written for iOS (Tutorials/, the one copy,
    // which Scripts/port-battery.sh also measures): the compiler reads SwiftUI as
    // HeadlessSwiftUI. Beside them, their behaviour checks.
    .testTarget(
      name: "SwiftUIPortTests", dependencies: ["Assertions", "HeadlessSwiftUI", "Scheduling"],
      swiftSettings: ported(reading: ["SwiftUI": "HeadlessSwiftUI"])),
    // RxTest-style XCTest cases, as tutorials write them (see Docs/Reactive.md, "Porting").
    .testTarget(
      name: "ReactiveXCTestPorts", dependencies: ["Reactive", "ReactiveTesting"],
      swiftSettings: nonisolated),
    .testTarget(
      name: "MVCTests",
      dependencies: ["Assertions", "MVC", "Domain", "Scheduling", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVPTests",
      dependencies: ["Assertions", "MVP", "Domain", "Scheduling", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVVMTests",
      dependencies: [
        "Assertions",
        "MVVM", "Domain", "Scheduling", "Reactive", "ReactiveTesting", "HeadlessUI", "ReactiveUI",
        "Theme",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVTests",
      dependencies: ["Assertions", "MV", "Domain", "Scheduling", "HeadlessSwiftUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVVMSwiftUITests",
      dependencies: ["Assertions", "MVVMSwiftUI", "Domain", "Scheduling", "HeadlessSwiftUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "VIPERTests",
      dependencies: ["Assertions", "VIPER", "Domain", "Scheduling", "HeadlessUI", "Theme"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "TEATests",
      dependencies: [
        "Assertions", "TEA", "TEATesting", "Domain", "Scheduling", "HeadlessUI", "Layouts",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ScenariosTests",
      dependencies: ["Assertions", "Scenarios", "HeadlessUI", "Domain", "Scheduling"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ClassroomTests",
      dependencies: ["Assertions", "Classroom", "Scenarios", "Processes"],
      resources: [.copy("Fixtures")],
      swiftSettings: nonisolated),
    .testTarget(
      name: "WebServerTests", dependencies: ["Assertions", "WebServer", "ToolTesting"],
      swiftSettings: nonisolated),
    .testTarget(
      name: "ProcessesTests", dependencies: ["Assertions", "Processes"],
      swiftSettings: nonisolated),
    .testTarget(
      name: "CodeScanTests", dependencies: ["Assertions", "CodeScan", "Classroom"],
      swiftSettings: nonisolated),
    .testTarget(
      name: "GradingTests",
      dependencies: [
        "Assertions",
        "Grading", "ClassGrading", "GradingTesting", "Classroom", "Processes", "Scenarios",
      ],
      resources: [.copy("Fixtures")], swiftSettings: nonisolated),
    .testTarget(
      name: "TestabilityTests",
      dependencies: [
        "Assertions",
        "Testability", "Grading", "GradingTesting", "Classroom", "Processes", "Scenarios",
        "Formats",
      ],
      swiftSettings: nonisolated),
    .testTarget(
      name: "PatternModelTests",
      dependencies: ["Assertions", "PatternModel", "Scenarios", "Domain", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "RegistryTests",
      dependencies: [
        "Assertions", "Registry", "PatternModel", "Scenarios", "SourceAnalysis", "Tracing",
        "Runner", "Reports", "ToolTesting",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "SourceAnalysisTests", dependencies: ["Assertions", "SourceAnalysis", "ToolTesting"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        "Assertions",
        "Reports", "Commands", "CommandLineKit", "PatternModel", "SourceAnalysis", "Registry",
        "Classroom", "Processes", "Formats", "TextColumns", "ToolTesting",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "LintTests",
      dependencies: [
        "Assertions",
        "Lint", "Commands", "CommandLineKit", "SourceAnalysis", "Registry", "Classroom",
        "ToolTesting",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "RunnerTests",
      dependencies: [
        "Assertions",
        "Runner", "PatternModel", "Scenarios", "Registry", "Processes", "Formats", "ToolTesting",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "PlayTests",
      dependencies: [
        "Assertions", "Play", "Commands", "CommandLineKit", "Scenarios", "Registry",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "TracingTests",
      dependencies: [
        "Assertions",
        "Tracing", "Commands", "CommandLineKit", "PatternModel", "Scenarios", "Domain", "Registry",
        "TextColumns",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "BenchTests",
      dependencies: [
        "Assertions",
        "Bench", "Commands", "CommandLineKit", "PatternModel", "Registry", "ToolTesting",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "CompareTests",
      dependencies: [
        "Assertions",
        "Compare", "Commands", "CommandLineKit", "PatternModel", "SourceAnalysis", "Registry",
        "HeadlessUI", "TextColumns", "ToolTesting",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ServeTests",
      dependencies: [
        "Assertions",
        "Serve", "Commands", "CommandLineKit", "PatternModel", "Registry", "Scenarios", "Tracing",
        "SourceAnalysis", "WebServer", "Formats", "ToolTesting",
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "CommandsTests",
      dependencies: [
        "Assertions",
        "Commands", "CommandLineKit", "PatternModel", "Registry", "Reports", "Compare", "Play",
        "Tracing", "Testability", "Scenarios", "HeadlessUI", "Classroom", "Grading", "ClassGrading",
        "GradingTesting", "Processes", "Formats", "TextColumns", "ToolTesting",
      ],
      swiftSettings: mainActorByDefault),
  ]
)

// The benchmarks, declared only when PATTERNS_BENCHMARKS is set: `swift test` builds every
// product of the package, and these two are no test's (issue 27 keeps them out of it).
// Scripts/benchmark-reactive.sh, Scripts/benchmark-typing.sh and Scripts/update-performance.sh
// set it, and so does `.ci/run`, which builds them so that they keep compiling.
if Context.environment["PATTERNS_BENCHMARKS"] != nil {
  package.products += [
    .executable(name: "reactive-benchmark", targets: ["ReactiveBenchmark"]),
    .executable(name: "typing-benchmark", targets: ["TypingBenchmark"]),
  ]
  package.targets += [
    .executableTarget(
      name: "ReactiveBenchmark", dependencies: ["Reactive"], swiftSettings: mainActorByDefault),
    .executableTarget(
      name: "TypingBenchmark",
      dependencies: [
        "Registry", "PatternModel", "Scenarios", "HeadlessUI", "Domain", "Scheduling",
      ],
      swiftSettings: mainActorByDefault),
  ]
}

// A debug build compiles each of the tool's modules and executables in one batch. The
// package's modules keep two cores busy on their own, and a module's second batch
// type-checked much of what the first did: a fresh `swift build --build-tests` took 450 CPU
// seconds (243 s) with two batches, 369 (207 s) with one (Docs/Performance.md, "Fast loops").
// The library products keep the compiler's default, as a package depending on them would
// build them.
for target in package.targets where !libraries.contains(target.name) && target.type != .test {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-driver-batch-count", "1"], .when(configuration: .debug))
    ]
}

// A debug build compiles each test target as one whole module, in one job that also writes
// its module. Batched, a test target took two jobs, and the second one (the module, which no
// other module imports) expanded and type-checked every `@Test` again: a fifth of the test
// targets' compile time. A fresh `swift build --build-tests` took 267 CPU seconds (139 s)
// before, 224 (117 s) after (Docs/Performance.md, "Fast loops"). What it costs: an edit to a
// test file compiles its whole target again (MVCTests: 5 s), and the driver says so once per
// target it compiles ("remark: Incremental compilation has been disabled"). One object per
// file (`-num-threads 1`) keeps the index store that finds the XCTest ports' tests.
for target in package.targets where target.type == .test {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(
        ["-wmo", "-disable-batch-mode", "-num-threads", "1", "-no-emit-module-separately-wmo"],
        .when(configuration: .debug))
    ]
}

// The test targets are compiled without debug information in debug builds: it cost a seventh
// of their compilation (a fresh `swift build --build-tests` took 162 s and 297 CPU seconds
// with it, 143 s and 271 without), and a failing test names its file and line without it (the
// testing library's macros record them). The modules under test keep theirs: the trace reads
// the patterns' lines from it. To step through a test in a debugger, build with
// PATTERNS_TEST_DEBUG_INFO=1. (SwiftPM passes `-g` after a target's own flags, so the
// frontend is told directly.)
if Context.environment["PATTERNS_TEST_DEBUG_INFO"] == nil {
  for target in package.targets where target.type == .test {
    target.swiftSettings =
      (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-gnone"], .when(configuration: .debug))
      ]
  }
}

// `patterns report --coverage` builds with coverage only the test targets its runs use
// (Docs/Report.md, "How coverage is measured"), named in PATTERNS_TEST_TARGETS.
if let kept = Context.environment["PATTERNS_TEST_TARGETS"]?.split(separator: ",") {
  package.targets.removeAll { $0.type == .test && !kept.contains(Substring($0.name)) }
}
