import AutoStack
import AutoStackSimulator
import Foundation

/// The page's tab bar: a sticky section above the name whose tabs scroll to their sections
/// and follow the section being read, as AutoStack's `setSticky(_:for:)`,
/// `scroll(to:at:animated:)` and `onCurrentSectionChange` make it.
extension MerchantPage {
  // MARK: Public

  /// A tab of the tab bar, and the section it scrolls to.
  public enum Tab: Int, CaseIterable, Sendable {
    /// The name, what the merchant is, and where.
    case info
    /// The description.
    case description
    /// The comments.
    case comments

    /// The tab's title: `Info`, `Description` or `Comments`.
    public var title: String {
      switch self {
      case .info: "Info"
      case .description: "Description"
      case .comments: "Comments"
      }
    }
  }

  /// The tab bar's height: `40`.
  public static let tabBarHeight: CGFloat = 40

  /// The section that `tab` scrolls to: the name, the description or the comments.
  package func section(for tab: Tab) -> SimulatedView {
    switch tab {
    case .info: name
    case .description: desc
    case .comments: comments
    }
  }

  /// The tab shown selected: that of ``currentSection``, or else of the nearest section above
  /// it that has one, so that the ad and the notes select the tab above them.
  ///
  /// `nil` above the first tab's section (the header of a hotel, the ad of a shop), and while
  /// no section is current.
  public var selectedTab: Tab? {
    let sections = engine.arrangedViews
    guard let current = currentSection, let index = sections.firstIndex(where: { $0 === current })
    else { return nil }
    return sections[...index].reversed().lazy.compactMap(tab(of:)).first
  }

  /// Whether the tab bar is pinned at the top of the window, above its slot.
  ///
  /// The page has no spacing and no insets, so the slot is the bottom of the last section
  /// shown above the tab bar, or `0`.
  public var isTabBarPinned: Bool {
    let sections = engine.arrangedViews
    guard !tabBar.isHidden, let index = sections.firstIndex(where: { $0 === tabBar }) else {
      return false
    }
    let slot = sections[..<index].last { !$0.isHidden }?.frame.maxY ?? 0
    return tabBar.frame.minY > slot
  }

  /// Arranges the tab bar above the name, for this kind and the next ones; it pins at the top
  /// of the window once scrolled past, as its tabs' sections move down by its height.
  ///
  /// Does nothing when the tab bar shows already.
  public func addTabBar() {
    guard !showsTabBar else { return }
    showsTabBar = true
    SimulatedStack.arrange(
      in: scrollView, subviews: Self.inserting(tabBar, above: name, in: engine.arrangedViews))
    scroll(to: scrollOffset)
  }

  /// Scrolls so that `tab`'s section starts right below the tab bar pinned at the top of the
  /// window, as a tap on the tab does, unless the end of the content stops the scroll first;
  /// then the tab is selected as the reader reaches its section.
  ///
  /// - Returns: `false`, scrolling nothing, when the section is hidden.
  @discardableResult
  public func select(_ tab: Tab) -> Bool {
    let section = section(for: tab)
    guard !section.isHidden else { return false }
    engine.scroll(to: section, at: .top, animated: false)
    return true
  }

  // MARK: Internal

  /// `sections` with `tabBar` above `first`, or at the end without it.
  static func inserting(
    _ tabBar: SimulatedView, above first: SimulatedView, in sections: [SimulatedView]
  ) -> [SimulatedView] {
    var sections = sections
    sections.insert(tabBar, at: sections.firstIndex { $0 === first } ?? sections.count)
    return sections
  }

  // MARK: Private

  /// The tab whose section `view` is, if any.
  private func tab(of view: SimulatedView) -> Tab? {
    Tab.allCases.first { section(for: $0) === view }
  }
}
