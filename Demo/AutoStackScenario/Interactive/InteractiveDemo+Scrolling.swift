import Foundation

/// The keys of scrolling beyond AASubviews: the tabs, images that load in the header, and
/// scroll anchoring; and the line that names the sections on screen.
extension InteractiveDemo {
  /// The most images the header loads before `h` removes them: `3`.
  static let maximumHeaderImages = 3

  /// The sections on screen, top to bottom, as visibility callbacks report them.
  var sectionsOnScreenLine: String {
    let sections = page.sectionsOnScreen
    return "on screen: " + (sections.isEmpty ? "none" : sections.joined(separator: ", "))
  }

  /// The keys of scrolling, with what each does now.
  var scrollingHelp: String {
    let tabs = MerchantPage.Tab.allCases.map { "\(Self.key(for: $0)) \($0.title)" }
    let anchoring = page.isScrollAnchoringEnabled ? "off" : "on"
    return "jump to " + tabs.joined(separator: " · ")
      + " · h header image · n anchoring \(anchoring)"
  }

  /// The tab that `key` jumps to: `1`, `2` and `3` for the tabs from the left.
  static func tab(for key: DemoKey) -> MerchantPage.Tab? {
    MerchantPage.Tab.allCases.first { key == .character(Character(Self.key(for: $0))) }
  }

  /// The action of a tab's key: the page scrolls so that the tab's section starts below the
  /// tab bar, unless the end of the content stops it first, and the tab of the section then
  /// being read is selected.
  func tabAction(for tab: MerchantPage.Tab) -> String {
    guard page.select(tab) else { return "\(tab.title) is hidden: nothing to jump to" }
    let offset = ScenarioNumber.format(page.scrollOffset)
    let tabBar = page.showsTabBar && !page.tabBar.isHidden ? MerchantPage.tabBarHeight : 0
    let top = page.section(for: tab).frame.minY - tabBar
    var action =
      abs(top - page.scrollOffset) < 0.5
      ? "Jumped to \(tab.title), at \(offset)"
      : "Jumped to \(tab.title): the end stops at \(offset)"
    if page.selectedTab != tab { action += ", \(page.selectedTab?.title ?? "no tab") selected" }
    return action
  }

  /// The action of `h` or `n`.
  func scrollingAction(for key: DemoKey) -> String {
    if key == .character("n") {
      page.isScrollAnchoringEnabled.toggle()
      return "Scroll anchoring \(page.isScrollAnchoringEnabled ? "on" : "off")"
    }
    let images = Int(
      (page.header.frame.size.height - MerchantPage.plainHeaderHeight)
        / MerchantPage.headerImageHeight)
    guard images < Self.maximumHeaderImages else {
      page.removeHeaderImages()
      return "Removed the header's images"
    }
    page.loadHeaderImage()
    return "An image loaded in the header"
  }

  // MARK: Private

  /// The key of `tab`: its position from the left, from `1`.
  private static func key(for tab: MerchantPage.Tab) -> String { "\(tab.rawValue + 1)" }
}
