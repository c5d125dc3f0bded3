#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  // Top-level code runs on the main actor. The window comes with the demo's app delegate.
  let application = NSApplication.shared
  application.setActivationPolicy(.regular)
  application.run()
#else
  print("The Mac demo runs on macOS: swift run autostack-mac-demo")
#endif
