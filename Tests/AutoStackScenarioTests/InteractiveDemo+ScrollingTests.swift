import Foundation
import Testing

@testable import AutoStackScenario

/// The interactive mode's keys of scrolling beyond AASubviews, and the sections on screen.
///
///     header 0, tabs 200 (sticky, 40), name 240, ad 350, desc 420 (450), comments 870
///     content 1110 with the description expanded: the largest offset is 1110 − 667 = 443
@MainActor
@Suite struct InteractiveDemoScrollingTests {
  /// A demo on a hotel page whose description is expanded, scrolled to its end: 443 to 1110,
  /// where the header, the name and the ad (to 420) are out of the window, and the tab bar
  /// pins at 443.
  func scrolledToTheComments() -> InteractiveDemo {
    let demo = expanded()
    demo.handle(.end)
    return demo
  }

  /// A demo on a hotel page whose description is expanded, at the top.
  func expanded() -> InteractiveDemo {
    let demo = InteractiveDemo(loads: false)
    demo.handle(.character("d"))
    return demo
  }
}

extension InteractiveDemoScrollingTests {
  @Test("the screen names the sections on screen, and they follow the scroll")
  func sectionsOnScreen() {
    let line = "on screen: header, tabs, name, ad, desc, comments"
    #expect(InteractiveDemo(loads: false).screen(rows: 60, columns: 100).contains(line))
    let demo = scrolledToTheComments()
    #expect(demo.sectionsOnScreenLine == "on screen: tabs, desc, comments")
  }

  @Test("h loads an image in the header: without anchoring the sections on screen jump")
  func headerImage() {
    let demo = scrolledToTheComments()
    demo.handle(.character("h"))
    #expect(demo.page.header.frame.size.height == 320)
    #expect(demo.page.scrollOffset == 443)
    #expect(demo.message.hasPrefix("An image loaded in the header · AutoStack: "))
  }

  @Test("n turns anchoring on: the next image moves the offset with the sections")
  func anchoringKey() {
    let demo = scrolledToTheComments()
    demo.handle(.character("n"))
    #expect(demo.page.isScrollAnchoringEnabled)
    #expect(demo.message.hasPrefix("Scroll anchoring on · "))
    demo.handle(.character("h"))
    #expect(demo.page.scrollOffset == 443 + 120 as CGFloat)
    #expect(demo.scrollingHelp.hasSuffix("n anchoring off"))
  }

  @Test("after three images, h removes them")
  func removeImages() {
    let demo = InteractiveDemo(loads: false)
    for _ in 0..<4 { demo.handle(.character("h")) }
    #expect(demo.page.header.frame.size.height == 200)
    #expect(demo.message.hasPrefix("Removed the header's images"))
  }
}

// MARK: - Tabs

extension InteractiveDemoScrollingTests {
  @Test("the keys 1 to 3 are the tabs, from the left; the other digits are none")
  func tabKeys() {
    let tabs = "0123456789".map { InteractiveDemo.tab(for: .character($0)) }
    #expect(tabs == [nil, .info, .description, .comments, nil, nil, nil, nil, nil, nil])
    #expect(
      InteractiveDemo(loads: false).scrollingHelp
        == "jump to 1 Info · 2 Description · 3 Comments · h header image · n anchoring on")
  }

  @Test("2 scrolls so the description starts below the pinned tab bar, and selects its tab")
  func jumpBelowTheTabBar() {
    let demo = expanded()
    demo.handle(.character("2"))
    #expect(demo.page.scrollOffset == 420 - 40 as CGFloat)
    #expect(demo.page.tabBar.frame.minY == 380)  // pinned at the top of the window
    #expect(demo.page.desc.frame.minY == 380 + 40 as CGFloat)
    #expect(demo.page.selectedTab == .description)
    // Only the tab bar moves: it pins.
    #expect(
      demo.message == "Jumped to Description, at 380 · AutoStack: writes 1 reflows 0 measures 0")
    #expect(
      demo.screen(rows: 60, columns: 100).contains {
        $0.hasPrefix(" 380 ┏━ Info [Description] Comments ━")
      })
  }

  @Test("1 scrolls to the name below the tab bar, in its slot: nothing pins, nothing is written")
  func jumpToInfo() {
    let demo = expanded()
    demo.handle(.character("1"))
    #expect(demo.page.scrollOffset == 240 - 40 as CGFloat)
    #expect(demo.page.tabBar.frame.minY == 200)
    #expect(!demo.page.isTabBarPinned)
    #expect(demo.page.selectedTab == .info)
    #expect(demo.message == "Jumped to Info, at 200 · AutoStack: writes 0 reflows 0 measures 0")
  }

  @Test("a jump the end of the content stops says where, and which tab that selects")
  func jumpStoppedByTheEnd() {
    let demo = InteractiveDemo(loads: false)
    demo.handle(.character("1"))
    // 240 − 40 = 200 is past the largest offset, 810 − 667 = 143: at the end, the comments
    // are the section being read.
    #expect(demo.page.scrollOffset == 810 - 667 as CGFloat)
    #expect(demo.page.selectedTab == .comments)
    #expect(
      demo.message
        == "Jumped to Info: the end stops at 143, Comments selected · AutoStack: writes 0 reflows 0 measures 0"
    )
    demo.handle(.character("d"))
    demo.handle(.character("3"))
    #expect(demo.page.scrollOffset == 1110 - 667 as CGFloat)
    #expect(demo.message.hasPrefix("Jumped to Comments: the end stops at 443 · AutoStack: "))
  }

  @Test("the selected tab follows the scroll: none on the header, the tab above the ad")
  func selectionFollowsScrolling() {
    let demo = expanded()
    #expect(demo.page.selectedTab == nil)  // the header is read
    demo.handle(.down)
    demo.handle(.down)
    demo.handle(.down)
    // At 300, the tab bar covers 300 to 340: the ad, from 350, is not reached yet.
    #expect(demo.page.currentSection === demo.page.name)
    #expect(demo.page.selectedTab == .info)
    demo.page.scroll(to: 320)
    #expect(demo.page.currentSection === demo.page.ad)
    #expect(demo.page.selectedTab == .info)  // the ad has no tab: the one above it
    demo.handle(.down)
    #expect(demo.page.selectedTab == .description)  // 400 + 40 reaches the description at 420
    #expect(demo.screen(rows: 60, columns: 100).contains { $0.contains("[Description]") })
  }

  @Test("a tab whose section is hidden jumps nowhere, and none jumps under a placeholder")
  func jumpUnavailable() {
    let demo = InteractiveDemo(loads: false)
    demo.handle(.character("e"))
    demo.handle(.character("2"))
    #expect(
      demo.message
        == "Description is hidden: nothing to jump to · AutoStack: writes 0 reflows 0 measures 0")
    let loading = InteractiveDemo()
    loading.advance(by: 0.3)
    loading.handle(.character("3"))
    #expect(loading.message == "Scrolling is off while the loading placeholder shows")
    #expect(loading.page.scrollOffset == 0)
  }
}
