import AutoStack
import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStackScenario

/// The merchant page's tab bar, on the real engine: a sticky section of 40 above the name.
///
///     hotel                              shop
///     header    200   y 0                ad        70   y 0
///     tabs       40   y 200, sticky      tabs      40   y 70, sticky
///     name      110   y 240              name     110   y 110
///     ad         70   y 350              desc     150   y 220
///     desc      150   y 420 (450)        comments 240   y 370
///     comments  240   y 570              content 610
///     content 810 (1110)
@MainActor
@Suite struct MerchantPageTabsTests {}

extension MerchantPageTabsTests {
  private func ys(_ page: MerchantPage) -> [CGFloat] { page.engine.arrangedViews.map(\.frame.minY) }

  /// A hotel page with its tab bar and its description expanded: content 1110, offsets 0 to
  /// 1110 − 667 = 443.
  private func expandedPage() -> MerchantPage {
    let page = MerchantPage(showsTabBar: true)
    page.setDescriptionExpanded(true)
    return page
  }
}

extension MerchantPageTabsTests {
  @Test("the tab bar goes above the name, and the sections below it move down by 40")
  func arrangement() {
    let page = MerchantPage(showsTabBar: true)
    #expect(page.showsTabBar)
    #expect(
      page.engine.arrangedViews.map(\.name) == ["header", "tabs", "name", "ad", "desc", "comments"])
    #expect(ys(page) == [0, 200, 200 + 40, 240 + 110, 350 + 70, 420 + 150] as [CGFloat])
    #expect(page.contentHeight == 570 + 240 as CGFloat)
    #expect(page.tallestContentHeight == 810 + 300 as CGFloat)
    #expect(page.engine.isSticky(page.tabBar))
    page.show(.shop)
    #expect(page.engine.arrangedViews.map(\.name) == ["ad", "tabs", "name", "desc", "comments"])
    #expect(ys(page) == [0, 70, 70 + 40, 110 + 110, 220 + 150] as [CGFloat])
  }

  @Test("addTabBar inserts it above the name in the arrangement as it is, the notes included")
  func addTabBar() {
    let page = MerchantPage()
    page.addNotes()
    let reflows = page.engine.statistics.reflows
    page.addTabBar()
    page.addTabBar()  // once only
    #expect(page.engine.statistics.reflows == reflows + 1)
    #expect(
      page.engine.arrangedViews.map(\.name) == [
        "header", "tabs", "name", "ad", "desc", "notes", "comments",
      ])
    // The notes: ceil(200 × 10 / 375) = 6 lines of 20.
    #expect(page.contentHeight == 810 + 6 * 20 as CGFloat)
    page.show(.shop)
    #expect(page.engine.arrangedViews.map(\.name) == ["ad", "tabs", "name", "desc", "comments"])
  }

  @Test("the tab bar pins at the top of the window once scrolled past; nothing else moves")
  func pins() {
    let page = expandedPage()
    let before = page.engine.statistics
    page.scroll(to: 200)
    #expect(page.tabBar.frame.minY == 200)
    #expect(!page.isTabBarPinned)
    page.scroll(to: 300)
    #expect(page.tabBar.frame.minY == 300)
    #expect(page.isTabBarPinned)
    #expect(ys(page) == [0, 300, 240, 350, 420, 870] as [CGFloat])
    page.scroll(to: 0)
    #expect(page.tabBar.frame.minY == 200)
    let after = page.engine.statistics
    #expect(after.frameWrites == before.frameWrites + 2)  // to 300, then back to its slot
    #expect(after.reflows == before.reflows)
  }

  @Test("select scrolls the tab's section below the pinned tab bar, and selects the tab")
  func select() {
    let page = expandedPage()
    #expect(page.select(.description))
    #expect(page.scrollOffset == 420 - 40 as CGFloat)
    #expect(page.tabBar.frame.minY == page.scrollOffset)
    #expect(page.desc.frame.minY == page.scrollOffset + 40)
    #expect(page.selectedTab == .description)
    #expect(page.select(.info))
    #expect(page.scrollOffset == 240 - 40 as CGFloat)
    #expect(page.selectedTab == .info)
    #expect(page.select(.comments))
    #expect(page.scrollOffset == 1110 - 667 as CGFloat)  // the end stops it short of 870 − 40
    #expect(page.selectedTab == .comments)
  }

  @Test("select of a hidden section scrolls nothing")
  func selectHidden() {
    let page = expandedPage()
    page.scroll(to: 100)
    page.comments.isHidden = true  // content 1110 − 240: the offset may go to 870 − 667 = 203
    let writes = page.engine.statistics.frameWrites
    #expect(!page.select(.comments))
    #expect(page.scrollOffset == 100)
    #expect(page.engine.statistics.frameWrites == writes)
  }

  @Test("the selected tab is that of the section being read, or of the one above it")
  func selectedTab() {
    let page = expandedPage()
    #expect(page.currentSection === page.header)
    #expect(page.selectedTab == nil)  // above the first tab's section
    page.scroll(to: 320)  // the line: 320 + 40 reaches the ad, at 350
    #expect(page.currentSection === page.ad)
    #expect(page.selectedTab == .info)
    page.show(.shop)  // at the end of a shop, which fits in the window: the comments
    #expect(page.selectedTab == .comments)
  }

  @Test("hiding every section hides the tab bar too, which then pins nothing")
  func everySectionHidden() {
    let page = expandedPage()
    page.scroll(to: 300)
    page.setEverySectionHidden(true)
    #expect(page.tabBar.isHidden)
    #expect(!page.isTabBarPinned)
    #expect(page.visiblePlaceholderKind == .empty)
    #expect(page.selectedTab == nil)
  }

  @Test("a snapshot marks the tab bar sticky and pinned, with its tabs and the selected one")
  func snapshot() {
    let page = expandedPage()
    page.select(.description)
    let tabBar = page.snapshot().sections.first { $0.name == "tabs" }
    #expect(tabBar?.isSticky == true)
    #expect(tabBar?.isPinned == true)
    #expect(
      tabBar?.tabs
        == PageSnapshot.Tabs(titles: ["Info", "Description", "Comments"], selectedIndex: 1))
    #expect(page.snapshot().sections.filter { $0.tabs != nil || $0.isSticky }.count == 1)
  }
}

// MARK: - Random sequences against a model of the page

extension MerchantPageTabsTests {
  /// The page as the tests expect it, from the rules of the stack and of sticky sections.
  private struct PageModel {
    var isShop = false
    var isAdClosed = false
    var isExpanded = false
    var images = 0
    var offset: CGFloat = 0

    /// The sections shown, top to bottom, with their heights.
    var sections: [(name: String, height: CGFloat)] {
      let header = ("header", 200 + CGFloat(images) * 120)
      let ad = isAdClosed ? [] : [("ad", CGFloat(70))]
      let rest: [(String, CGFloat)] = [("desc", isExpanded ? 450 : 150), ("comments", 240)]
      return isShop
        ? ad + [("tabs", 40), ("name", 110)] + rest
        : [header, ("tabs", 40), ("name", 110)] + ad + rest
    }

    /// Each section's slot: the heights above it.
    var slots: [String: CGFloat] {
      var y: CGFloat = 0
      var slots: [String: CGFloat] = [:]
      for section in sections {
        slots[section.name] = y
        y += section.height
      }
      return slots
    }

    var contentHeight: CGFloat { sections.map(\.height).reduce(0, +) }
    var maximumOffset: CGFloat { max(0, contentHeight - 667) }

    mutating func clamp() { offset = min(max(0, offset), maximumOffset) }

    /// The tab of the section being read: the last whose slot is at or above the visible top
    /// plus what the pinned tab bar covers, half a point of tolerance; the last at the end.
    var selectedTab: MerchantPage.Tab? {
      let tabs: [String: MerchantPage.Tab] = [
        "name": .info, "desc": .description, "comments": .comments,
      ]
      let slots = slots
      let line = offset + (offset >= slots["tabs", default: 0] ? 40 : 0)
      let reading = sections.filter { $0.name != "tabs" }
      let current =
        offset >= maximumOffset
        ? reading.count - 1 : reading.lastIndex { slots[$0.name, default: 0] <= line + 0.5 } ?? 0
      return reading[...current].reversed().lazy.compactMap { tabs[$0.name] }.first
    }
  }

  @Test(
    "random actions keep the tab bar pinned by the rules and the selected tab right",
    arguments: 0..<20)
  func randomActions(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let page = MerchantPage(showsTabBar: true)
    var model = PageModel()
    for step in 0..<60 {
      var action = ""
      switch Int.random(in: 0..<7, using: &random) {
      case 0, 1:
        let y = CGFloat(Int.random(in: -50...1_300, using: &random))
        action = "scroll to \(y)"
        page.scroll(to: y)
        model.offset = y
      case 2:
        let tab = MerchantPage.Tab.allCases.randomElement(using: &random)!
        action = "select \(tab)"
        page.select(tab)
        model.offset = model.slots[page.section(for: tab).name, default: 0] - 40
      case 3:
        action = "toggle the ad"
        page.setAdClosed(!page.isAdClosed)
        model.isAdClosed.toggle()
      case 4:
        action = "toggle the description"
        page.setDescriptionExpanded(!page.isDescriptionExpanded)
        model.isExpanded.toggle()
      case 5:
        action = "switch"
        page.show(page.kind == .hotel ? .shop : .hotel)
        model.isShop.toggle()
      default:
        action = "header image"
        if model.images < 3 {
          page.loadHeaderImage()
          model.images += 1
        } else {
          page.removeHeaderImages()
          model.images = 0
        }
      }
      model.clamp()
      let context = Comment(rawValue: "seed \(seed), step \(step): \(action)")
      #expect(page.scrollOffset == model.offset, context)
      let slots = model.slots
      for view in page.engine.arrangedViews where !view.isHidden && view !== page.tabBar {
        #expect(view.frame.minY == slots[view.name], context)
      }
      let slot = slots["tabs", default: 0]
      let pinned = min(max(slot, model.offset), model.contentHeight - 40)
      #expect(page.tabBar.frame.minY == pinned, context)
      #expect(page.isTabBarPinned == (pinned > slot), context)
      #expect(page.selectedTab == model.selectedTab, context)
    }
  }
}
