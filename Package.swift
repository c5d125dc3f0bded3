// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AutoStack",
  // iOS 13: the first release whose block-based KVO and Swift concurrency back-deployment
  // AutoStack relies on. macOS 14: the first whose MainActor.assumeIsolated lets AppKit's
  // callbacks reach the main actor with no unsafe construct.
  platforms: [.iOS(.v13), .macOS(.v14)],
  products: [
    .library(name: "AutoStack", targets: ["AutoStack"])
  ],
  dependencies: [],
  targets: [
    .target(name: "AutoStack"),
    // The one platform-free stand-in for UIKit: the simulated view and container host, the
    // reference layout, and the random operations with their model. The tests, the demo, the
    // fuzzer and the benchmarks all drive the real engine through it. Not a product.
    .target(name: "AutoStackSimulator", dependencies: ["AutoStack"]),
    // The iOS demo app's sources, so that the iOS build compiles them; Xcode builds and runs
    // the app through Demo/AutoStackDemo.xcodeproj. Every file is UIKit-only but the model,
    // which the Mac demo imports from here.
    .target(name: "AutoStackDemoApp", dependencies: ["AutoStack"], path: "Demo/iOS/AutoStackDemo"),
    // The Mac demo: the merchant page in an NSScrollView. `swift run autostack-mac-demo` opens
    // its window on a Mac; every file is AppKit-only, so elsewhere it only says so.
    .executableTarget(
      name: "autostack-mac-demo", dependencies: ["AutoStack", "AutoStackDemoApp"],
      path: "Demo/macOS"),
    // The demo that runs here: the scenario language, the merchant page's story, its terminal
    // and SVG drawings and the interactive mode's key handling, all testable without a terminal.
    .target(
      name: "AutoStackScenario", dependencies: ["AutoStack", "AutoStackSimulator"],
      path: "Demo/AutoStackScenario"),
    // `swift run autostack-demo`: arguments, the terminal's raw mode and the key loop.
    .executableTarget(
      name: "autostack-demo", dependencies: ["AutoStackScenario"], path: "Demo/autostack-demo"),
    // `swift run -c release autostack-bench`: AutoStack against a plain loop and against
    // AASubviews' strategy (docs/benchmarks.md). The C target counts heap allocations with
    // glibc; elsewhere it compiles to a counter that stays at 0.
    .executableTarget(
      name: "autostack-bench",
      dependencies: ["AutoStack", "AutoStackSimulator", "AllocationCounter"],
      path: "Benchmarks/autostack-bench"),
    .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
    .testTarget(name: "AutoStackTests", dependencies: ["AutoStack", "AutoStackSimulator"]),
    // The simulator is plain code, tested on its own: its views' geometry, its clock, the
    // model's rules and the random operations.
    .testTarget(
      name: "AutoStackSimulatorTests", dependencies: ["AutoStack", "AutoStackSimulator"]),
    .testTarget(
      name: "AutoStackScenarioTests",
      dependencies: ["AutoStack", "AutoStackSimulator", "AutoStackScenario"]),
    // The libFuzzer harness (Fuzz/run builds it with -sanitize=fuzzer,address); a plain build
    // makes it a replayer of saved inputs, so that it compiles, and is checked, everywhere.
    .executableTarget(
      name: "autostack-fuzz",
      dependencies: ["AutoStack", "AutoStackSimulator", "AutoStackScenario"],
      path: "Fuzz/autostack-fuzz"),
  ],
  swiftLanguageModes: [.v6]
)
