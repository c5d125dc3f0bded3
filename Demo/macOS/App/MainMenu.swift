#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The menu bar of an app without a storyboard: the app menu, Edit and Window.
  ///
  /// Each item sends its standard action to the first responder, so that Quit, Copy of a
  /// selected text, Minimize and Close work as in any Mac app.
  enum MainMenu {
    /// Builds the menu bar.
    static func make() -> NSMenu {
      let appName = ProcessInfo.processInfo.processName
      let menuBar = NSMenu()
      menuBar.addItem(
        submenu(
          appName,
          items: [
            item("Hide \(appName)", #selector(NSApplication.hide(_:)), key: "h"),
            .separator(),
            item("Quit \(appName)", #selector(NSApplication.terminate(_:)), key: "q"),
          ]))
      menuBar.addItem(
        submenu(
          "Edit",
          items: [
            item("Copy", #selector(NSText.copy(_:)), key: "c"),
            item("Select All", #selector(NSText.selectAll(_:)), key: "a"),
          ]))
      menuBar.addItem(
        submenu(
          "Window",
          items: [
            item("Minimize", #selector(NSWindow.performMiniaturize(_:)), key: "m"),
            item("Close", #selector(NSWindow.performClose(_:)), key: "w"),
          ]))
      return menuBar
    }

    /// A menu bar item whose menu is titled `title` and holds `items`.
    private static func submenu(_ title: String, items: [NSMenuItem]) -> NSMenuItem {
      let menu = NSMenu(title: title)
      for item in items { menu.addItem(item) }
      let menuBarItem = NSMenuItem(title: title, action: nil, keyEquivalent: "")
      menuBarItem.submenu = menu
      return menuBarItem
    }

    /// An item that sends `action` to the first responder, with Command-`key`.
    private static func item(_ title: String, _ action: Selector, key: String) -> NSMenuItem {
      NSMenuItem(title: title, action: action, keyEquivalent: key)
    }
  }
#endif
