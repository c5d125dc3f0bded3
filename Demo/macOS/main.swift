#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  // Top-level code runs on the main actor. The application holds its delegate weakly: this
  // constant keeps it for the life of the app.
  let delegate = AppDelegate()
  let application = NSApplication.shared
  application.delegate = delegate
  application.setActivationPolicy(.regular)
  application.run()
#else
  print("The Mac demo runs on macOS: swift run autostack-mac-demo")
#endif
