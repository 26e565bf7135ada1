// swift-tools-version: 6.2
// Patterns: one app, written in MVC, MVP, MVVM, VIPER and TEA, played against one scenario suite.

import PackageDescription

/// UI code runs on the main actor, as in UIKit.
let mainActorByDefault: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .defaultIsolation(MainActor.self),
]
let nonisolated: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let libraries = [
  "Scheduling", "Domain", "HeadlessUI", "Theme", "Layouts", "Reactive", "ReactiveUI",
  "ReactiveTesting", "MVC", "MVP", "MVVM", "Scenarios", "Workbench", "Registry",
  "TEA", "TEATesting", "VIPER", "Classroom", "Processes", "Formats", "CodeScan", "Grading",
  "Testability", "WebServer", "HeadlessSwiftUI", "SwiftUILayouts", "MV", "MVVMSwiftUI",
]

let package = Package(
  name: "Patterns",
  // What the code needs on macOS: Regex literals, Duration and clocks (13), Observation (14);
  // see Docs/Architecture.md.
  platforms: [.macOS(.v14)],
  products: libraries.map { .library(name: $0, targets: [$0]) } + [
    .executable(name: "patterns", targets: ["patterns"]),
    .executable(name: "reactive-benchmark", targets: ["ReactiveBenchmark"]),
    .executable(name: "typing-benchmark", targets: ["TypingBenchmark"]),
  ],
  targets: [
    // Time and the shared model.
    .target(name: "Scheduling", swiftSettings: mainActorByDefault),
    .target(name: "Domain", dependencies: ["Scheduling"], swiftSettings: nonisolated),

    // The UIKit-shaped UI, its look, and the RxSwift-shaped bindings.
    .target(name: "HeadlessUI", swiftSettings: mainActorByDefault),
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
    // Testability measured: the catalogue's mutants planted in every pattern, in the sandbox.
    .target(
      name: "Testability",
      dependencies: ["Grading", "Classroom", "Scenarios", "Processes", "Formats"],
      swiftSettings: nonisolated),
    // A scripted sandbox for test targets (as ReactiveTesting is for Reactive).
    .target(
      name: "GradingTesting", dependencies: ["Processes", "Scenarios"], swiftSettings: nonisolated),
    // Workbench knows no pattern: it reads their descriptions. Registry is the one place that
    // imports the pattern modules and lists them.
    .target(
      name: "Workbench",
      dependencies: [
        "Scenarios", "Domain", "Scheduling", "HeadlessUI", "Classroom", "CodeScan", "Grading",
        "Processes", "Formats", "Testability", "WebServer",
      ],
      resources: [.copy("Serve/Site")],
      swiftSettings: mainActorByDefault),
    .target(
      name: "Registry",
      dependencies: [
        "Workbench", "MVC", "MVP", "MVVM", "TEA",
        "VIPER", "MV", "MVVMSwiftUI",
      ],
      swiftSettings: mainActorByDefault),
    .executableTarget(
      name: "patterns", dependencies: ["Workbench", "Registry"], swiftSettings: mainActorByDefault),
    .executableTarget(
      name: "ReactiveBenchmark", dependencies: ["Reactive"], swiftSettings: mainActorByDefault),
    .executableTarget(
      name: "TypingBenchmark",
      dependencies: ["Workbench", "Registry", "Scenarios", "HeadlessUI", "Domain", "Scheduling"],
      swiftSettings: mainActorByDefault),

    // Tests mirror the modules.
    .testTarget(
      name: "SchedulingTests", dependencies: ["Scheduling"], swiftSettings: mainActorByDefault),
    .testTarget(
      name: "DomainTests", dependencies: ["Domain", "Scheduling"], swiftSettings: mainActorByDefault
    ),
    .testTarget(
      name: "HeadlessUITests", dependencies: ["HeadlessUI", "Theme"],
      exclude: ["__Snapshots__"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "Scheduling"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "LayoutsTests", dependencies: ["Layouts", "Domain", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting", "Scheduling"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ReactiveUITests",
      dependencies: ["Reactive", "ReactiveUI", "ReactiveTesting", "HeadlessUI", "Scheduling"],
      swiftSettings: mainActorByDefault),
    // Ports of the blind tutorial battery (Scripts/port-battery-blind) and their behaviour checks.
    .testTarget(
      name: "BlindPortTests",
      dependencies: ["HeadlessUI", "Reactive", "ReactiveUI", "ReactiveTesting", "Scheduling"],
      swiftSettings: mainActorByDefault),
    // Ports of the SwiftUI tutorial battery (Scripts/port-battery-swiftui) and their checks.
    .testTarget(
      name: "SwiftUIPortTests", dependencies: ["HeadlessSwiftUI", "Scheduling"],
      swiftSettings: mainActorByDefault),
    // RxTest-style XCTest cases, as tutorials write them (see Docs/Reactive.md, "Porting").
    .testTarget(
      name: "ReactiveXCTestPorts", dependencies: ["Reactive", "ReactiveTesting"],
      swiftSettings: nonisolated),
    .testTarget(
      name: "MVCTests", dependencies: ["MVC", "Domain", "Scheduling", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVPTests", dependencies: ["MVP", "Domain", "Scheduling", "HeadlessUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVVMTests",
      dependencies: [
        "MVVM", "Domain", "Scheduling", "Reactive", "ReactiveTesting", "HeadlessUI", "ReactiveUI",
        "Theme",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVTests", dependencies: ["MV", "Domain", "Scheduling", "HeadlessSwiftUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "MVVMSwiftUITests",
      dependencies: ["MVVMSwiftUI", "Domain", "Scheduling", "HeadlessSwiftUI"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "VIPERTests", dependencies: ["VIPER", "Domain", "Scheduling", "HeadlessUI", "Theme"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "TEATests",
      dependencies: ["TEA", "TEATesting", "Domain", "Scheduling", "HeadlessUI", "Layouts"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ScenariosTests", dependencies: ["Scenarios", "HeadlessUI", "Domain", "Scheduling"],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "ClassroomTests", dependencies: ["Classroom", "Scenarios", "Processes"],
      resources: [.copy("Fixtures")],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "WebServerTests", dependencies: ["WebServer"], swiftSettings: nonisolated),
    .testTarget(
      name: "ProcessesTests", dependencies: ["Processes"], swiftSettings: mainActorByDefault),
    .testTarget(
      name: "CodeScanTests", dependencies: ["CodeScan", "Classroom"], swiftSettings: nonisolated),
    .testTarget(
      name: "GradingTests",
      dependencies: ["Grading", "GradingTesting", "Classroom", "Processes", "Scenarios"],
      resources: [.copy("Fixtures")], swiftSettings: mainActorByDefault),
    .testTarget(
      name: "TestabilityTests",
      dependencies: [
        "Testability", "Grading", "GradingTesting", "Classroom", "Processes", "Scenarios",
        "Formats",
      ],
      swiftSettings: mainActorByDefault),
    .testTarget(
      name: "WorkbenchTests",
      dependencies: [
        "Workbench", "Registry", "Scenarios", "HeadlessUI", "Domain", "Classroom", "Grading",
        "GradingTesting", "Processes", "Formats",
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: mainActorByDefault),
  ]
)
