#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The demo app: one window with the merchant page, and the standard menus.
  ///
  /// Closing the window quits the app.
  final class AppDelegate: NSObject, NSApplicationDelegate {
    // MARK: Internal

    func applicationDidFinishLaunching(_ notification: Notification) {
      NSApp.mainMenu = MainMenu.make()
      let windowController = MerchantWindowController()
      windowController.showWindow(nil)
      self.windowController = windowController
      // Started from a terminal, the app comes to the front as an app opened from the Finder.
      NSApp.activate(ignoringOtherApps: true)
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
      true
    }

    // MARK: Private

    private var windowController: MerchantWindowController?
  }
#endif
